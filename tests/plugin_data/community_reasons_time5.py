"""Why the titles of h-time5's list (issue 38: time cards about decks, draws and card-play
limits) that are still manual are so, each read from its image. Scripted in
``resources/cards/community-time5.json``: Cessation of Time (the Draw Cards Phase window,
``resolvers/draw_phase.py``), Time Tornado (a mini deck, ``resolvers/mini_deck.py``), Anti-Time
Mine Field and Time Lore (``resolvers/decks.py``), Anti-Time Exchange
(``resolvers/hand_exchange.py``), Time Compression (``resolvers/compression.py``) and Aurora
Borealis (``resolvers/placed_from_deck.py``). The coverage test finds ``WHY_MANUAL_TIME5``."""

from __future__ import annotations

WHY_MANUAL_TIME5 = {
    "Time Thief": (
        "each turn the owner of the stack it is on must spend a Card Play moving it to a stack of another fleet (not its player's) or discard"
        " one card played to or against that stack (not a Card Play), and it is discarded when the card discarded in answer is stronger:"
        " the engine has no obligation a player must meet during his turn before it ends, and no Card Play that moves a monster between fleets"
    ),
}
