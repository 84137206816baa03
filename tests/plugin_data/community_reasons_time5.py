"""Why the titles of h-time5's list (issue 38: time cards about decks, draws and card-play
limits) that are still manual are so, each read from its image. Scripted in
``resources/cards/community-time5.json``: Cessation of Time (the Draw Cards Phase window,
``resolvers/draw_phase.py``), Time Tornado (a mini deck, ``resolvers/mini_deck.py``), Anti-Time
Mine Field and Time Lore (``resolvers/decks.py``), Anti-Time Exchange
(``resolvers/hand_exchange.py``), Time Compression (``resolvers/compression.py``) and Aurora
Borealis (``resolvers/placed_from_deck.py``). The coverage test finds ``WHY_MANUAL_TIME5``."""

from __future__ import annotations

WHY_MANUAL_TIME5: dict[str, str] = {}  # h-piles scripted Well of Time and moved Time Thief's reason (community_reasons_piles.py)
