"""The table: a Qt graphics scene of card stacks, piles, dice and player areas.

One graphics item class per module (``card_item``, ``stack_item``, ``dice_item``,
``pile_item``, ``hq_item``, ``area_item``, ``zone_item``), the scene that lays them out
from a ``Board`` and turns mouse gestures into intents (``scene``), the zoomable view
(``view``), the one animation timer (``animator``) and the card face cache (``faces``).
Items are thin: they know a key and how to draw; they ask the scene, never the game.
"""
