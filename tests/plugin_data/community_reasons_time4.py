"""Why the titles of h-time4's list (issue 38) that are still manual are so, each read from its
image, now that a card or stack just discarded opens a window (``discarded.py``) and a Time Trap
keeps a stack aside until research is applied to it (``resolvers/set_aside.TimeTrapResolver``).
The coverage test finds ``WHY_MANUAL_TIME4``."""

from __future__ import annotations

WHY_MANUAL_TIME4: dict[str, str] = {}  # h-piles moved Dimensional Portal's reason (community_reasons_piles.py)
