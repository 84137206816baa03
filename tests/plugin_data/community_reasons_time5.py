"""Why the titles of h-time5's list (issue 38: time cards about decks, draws and card-play
limits) that are still manual are so, each read from its image. Scripted in
``resources/cards/community-time5.json``: Cessation of Time (the Draw Cards Phase window,
``resolvers/draw_phase.py``). The coverage test finds ``WHY_MANUAL_TIME5``."""

from __future__ import annotations

WHY_MANUAL_TIME5: dict[str, str] = {}
