"""Why the titles of h-time2's list (issue 38) that are still manual are so, each read from its
image, now that cards can be set aside out of play (``rules/set_aside.py``, kind ``set_aside``:
Time Skip, Time Warp, Stasis Mine, Time Gap Generator and Time Gate are scripted in
``resources/cards/community-time2.json``). The coverage test finds ``WHY_MANUAL_TIME2``."""

from __future__ import annotations

_JUST_DISCARDED = (
    "a reaction to a card or stack just discarded (after it reached the Discard Pile, whatever discarded it): the engine opens reaction"
    " windows only on stack items (a play, an action, a volley, a Discard Phase discard), none after a discard made by damage or an effect"
)

WHY_MANUAL_TIME2 = {
    "Time Trap": (
        "the stack can be set aside (rules/set_aside.py), but it comes back only once research points equal to the trap's strength are applied"
        " to the trap, which is out of play with it: no allocation reaches a set-aside card; and it is played in reaction only onto its own fleet"
    ),
    "Dimensional Portal": (
        "a ship stack set apart from the fleets yet still engaged and allocating: its own stack must apply research equal to twice the ship's"
        " strength to the portal, while it uses no command slot; the set-aside place (rules/set_aside.py) lets no points reach it"
    ),
    "Time Evacuation": (
        f"{_JUST_DISCARDED}; and it comes back when its owner draws and exposes a strength 1 card in a Draw Cards Phase (draws are never exposed)"
    ),
    "Time Switch": f"{_JUST_DISCARDED}; the stack then goes to the bottom of its owner's deck instead",
    "Discard Exchange": (
        f"{_JUST_DISCARDED}; the card then goes to its owner's hand or reserve fleet, a card of equal or higher strength from there discarded"
    ),
}
