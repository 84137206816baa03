"""Why the titles h-choice read (issue 38, session 17) and left manual are so: what each still
needs beyond the choice between effects (``Effect.choice``, ``play #C ... choose N``: a card that
"does one of the following" is played as one of its printed choices). ``test_community_coverage``
finds this dict by its name."""

from __future__ import annotations

WHY_MANUAL_CHOICE = {
    "Psycanti Muse": (
        "as it is played its player picks one function of the Psycanti fields in play in his fleet (not a printed choice of the muse:"
        " the options are other cards' functions, known only then); the muse then uses that function free once a turn at any level, even"
        " after the field is gone: needs the (field title, function) remembered on the muse (a CardState field) and a use action that"
        " runs another card's function from the muse (rules/psy_functions.py names the field card in play)"
    ),
}
