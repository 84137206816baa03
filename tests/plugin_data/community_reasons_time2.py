"""Why the titles of h-time2's list (issue 38) that are still manual are so, each read from its
image, now that cards can be set aside out of play (``rules/set_aside.py``, kind ``set_aside``:
Time Skip, Time Warp, Stasis Mine, Time Gap Generator and Time Gate are scripted in
``resources/cards/community-time2.json``). The coverage test finds ``WHY_MANUAL_TIME2``."""

from __future__ import annotations

WHY_MANUAL_TIME2 = {
    "Well of Time": (
        "needs Draw Cards Phase draws exposed and laid on the well (out of play, untouchable) until a stronger card than the first or 8 cards,"
        " and research points applied to the well to move them to the hand (no allocation reaches a card out of play)"
    ),
    "Time Tornado": (
        "needs the stack it is played on shuffled into a second, mini deck of its owner's beside the main one, and one extra draw from it in"
        " each Draw Cards Phase (a new pile in the state, hidden like a deck)"
    ),
    "Anti-Time Mine Field": (
        "needs the ship it is played on sent to the bottom of its owner's deck or into his reserve fleet with a reserve card of equal or"
        " higher strength discarded (the owner's choice), the cards on it back to their owners' hands"
    ),
    "Cessation of Time": "played in an opponent's Draw Cards Phase to end it with no card drawn: the engine opens no reaction window in the Draw Cards Phase",
}
