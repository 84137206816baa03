"""Damage control (issue 38, h-crew2): R/C6 Damage Control Team.

``keep_last_point`` (on play, target location: the ship or base the card is played on): played in
reaction mode, it answers an opponent's damage at that unit (a volley aimed at it, fire at its
whole fleet, or a card action aimed at a card of its stack); while the answered stack item
resolves, no damage takes the unit's last structure point: it is left with 1 point, the rest
of that damage is lost (``GameState.spared``, read by ``damage.damage_card``, released by
``resolution.run`` once the item has resolved). Played normally, it spares nothing.

``local_repair`` (continuous, target self): the repair points this card generates may be used
only at its own location (``rules/damage_control.py``, asked by ``rules/allocation.py``).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import ActionItem, ReactionItem, VolleyItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.stats import unit_of

_UNITS = frozenset({CardType.SHIP, CardType.BASE})


class KeepLastPointResolver(Resolver):
    name = "keep_last_point"
    text = "played in reaction, the damage it answers cannot destroy {target}: it is left with 1 structure point"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item = ctx.item
        if not isinstance(item, ReactionItem) or item.answers is None or ctx.card.parent is None:
            return None
        unit = unit_of(ctx.state, ctx.state.cards[ctx.card.parent])
        if unit.info.kind not in _UNITS or not unit.in_play:
            return None
        ctx.state.spared.append((unit.id, item.answers))
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"the damage it answers leaves #{unit.id} at least 1 point"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        if check.location is None or check.item.seat == check.seat:
            return False
        unit = unit_of(check.state, check.location)
        return unit.controller == check.seat and unit.info.kind in _UNITS and damage_aimed_at(check, unit)


def damage_aimed_at(check: ReactionCheck, unit: CardState) -> bool:
    """Is the stack item the reaction answers an opponent's fire or card action at ``unit``?"""
    item, state = check.item, check.state
    if isinstance(item, VolleyItem) and item.volley is not None:
        volley = item.volley
        if volley.fleet is not None:
            return volley.fleet == check.seat
        return volley.target is not None and unit_of(state, state.cards[volley.target]) is unit
    if isinstance(item, ActionItem) and item.target is not None:
        return unit_of(state, state.cards[item.target]) is unit
    return False


class LocalRepairResolver(Resolver):
    name = "local_repair"
    text = "the repair points {target} generates may be used only at its own location"
    continuous = True
    about_itself = True
    stat = Stat.LOCAL_REPAIR
