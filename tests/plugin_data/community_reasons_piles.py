"""Why the titles of h-piles' list (issue 38: piles and states held by cards) that are still
manual are so, each read from its image. Scripted in ``resources/cards/community-piles.json``:
Well of Time (cards held out of play by a card in play: ``Zone.HELD``, ``rules/held_piles.py``) and
Time Thief (answered by its stack's owner: ``rules/thief_answers.py``).
The coverage test finds ``WHY_MANUAL_PILES``."""

from __future__ import annotations

WHY_MANUAL_PILES = {
    "Dimensional Portal": (
        "played against an engaged ship: the ship stack stays in play and engaged but may neither affect nor be affected by the fleets, protects"
        " neither Sector HQ nor Psy Network and needs no command slot; the portal goes only with research equal to twice the ship's strength"
        " applied by that stack itself: needs a third state of a stack in play (out of reach of every card, volley and fleet-wide effect, and"
        " reaching nothing outside itself; rules/set_aside.py instead stops the stack's points and functions) and research points that remember"
        " which card generated them (PlayerState.pool holds a player's points by type only)"
    ),
}
