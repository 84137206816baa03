"""The stack kernel's own kinds: no resolver, since the kernel turns them into something else.

General card damage (the damage points at a card's top right, v2.1 DAMAGE) resolves as
``damage``; a card marked manual is resolved by its controller with free-form actions. Card
files never name either.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class CardDamageKind(Resolver):
    """General damage points at the top right: a card action that resolves as ``damage``."""

    name = "card_damage"
    text = "deal {amount} card damage to {target}"
    hostile = True
    in_card_data = False
    kernel = True


class ManualKind(Resolver):
    """A card marked manual: its controller resolves it with free-form actions."""

    name = "manual"
    text = "resolve this card by hand"
    in_card_data = False
    kernel = True
