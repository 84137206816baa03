"""Why the titles of h-time4's list (issue 38) that are still manual are so, each read from its
image, now that a card or stack just discarded opens a window (``discarded.py``) and a Time Trap
keeps a stack aside until research is applied to it (``resolvers/set_aside.TimeTrapResolver``).
The coverage test finds ``WHY_MANUAL_TIME4``."""

from __future__ import annotations

WHY_MANUAL_TIME4 = {
    "Dimensional Portal": (
        "the ship stack must stay in play, engaged and generating and allocating its own points (all the research must come from it), yet be"
        " untouchable by and unable to touch the fleets, protect no Sector HQ and use no command slot: a third state between in play and set"
        " aside (rules/set_aside.py stops every point and function of a set-aside stack), and an allocation rule limiting who may research the portal"
    ),
}
