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
}
