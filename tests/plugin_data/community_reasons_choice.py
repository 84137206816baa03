"""Why the titles h-choice read (issue 38, session 17) and left manual are so: what each still
needs beyond the choice between effects (``Effect.choice``, ``play #C ... choose N``: a card that
"does one of the following" is played as one of its printed choices). ``test_community_coverage``
finds this dict by its name."""

from __future__ import annotations

WHY_MANUAL_CHOICE = {
    "Scientific Breakthrough": (
        "R/O7, may be played in the Allocation Phase, does one of two things: the choice is built (its first, 7 research points, is"
        " add_to_pool), but its second negates the effects of every terrain and hazard card played against its player's fleet for one"
        " complete turn, those already there and those played meanwhile: no kind negates cards' effects for a time; it needs one check"
        " read by stats.source_active (continuous effects), the Allocation and Engagement triggers (rules/allocation.py, rules/lairs.py),"
        " the terrain's drains and raiders (points.py) and the on-play effects of such a card played meanwhile (resolution._expand)"
    ),
    "Psycanti Muse": (
        "as it is played its player picks one function of the Psycanti fields in play in his fleet (not a printed choice of the muse:"
        " the options are other cards' functions, known only then); the muse then uses that function free once a turn at any level, even"
        " after the field is gone: needs the (field title, function) remembered on the muse (a CardState field) and a use action that"
        " runs another card's function from the muse (rules/psy_functions.py names the field card in play)"
    ),
}
