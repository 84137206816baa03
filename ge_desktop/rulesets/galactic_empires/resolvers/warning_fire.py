"""Fire in answer to fire (issue 38, h-crew2): R/O4 Early Warning.

``warning_fire`` (``amount``: how many Phasers): as a reaction to an opponent's volley aimed at
the unit this card is on, that unit fires up to ``amount`` of its Phasers (its strongest lasting
ones, with their damage bonuses) at one unit firing in that volley; then this card is discarded.
The card's text does not say at what the unit fires: like v2.1 DETONIUM BOLTS ("as a reaction to
weapons fired at the ship ... must be at one of the cards that fired at the ship"), the fire goes
at a unit that fired at it. The unit must be engaged (a disengaged card takes no action). As a
function of the card in play (trigger ``reaction``), or as the card is played in reaction mode
onto the unit under fire (trigger ``on_play``: played normally, it does nothing yet).
"""

from __future__ import annotations

from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import VolleyItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver, volley_at
from ge_desktop.rulesets.galactic_empires.resolvers.ships import shooters_at
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.stats import unit_of, weapon_damages, weapons
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play


class WarningFireResolver(Resolver):
    name = "warning_fire"
    text = "as a reaction to a volley at {target}, it fires up to {amount} of its Phasers at a unit firing at it; then this card is discarded"
    needs = ("amount",)

    def reaction_use(self, check: ReactionCheck) -> bool:
        parent = check.card.parent
        where = (check.state.cards[parent] if parent is not None else None) if check.in_play else check.location
        if where is None:
            return False
        unit = unit_of(check.state, where)
        item = check.item
        if unit.controller != check.seat or not unit.engaged or volley_at(check) is not unit or not isinstance(item, VolleyItem):
            return False
        return bool(shooters_at(check.state, unit, item))

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        answered = ctx.answered
        if not isinstance(answered, VolleyItem) or answered.volley is None or ctx.card.parent is None:
            return None  # played normally: it waits for a volley at its unit
        unit = unit_of(ctx.state, ctx.state.cards[ctx.card.parent])
        shooters = shooters_at(ctx.state, unit, answered) if unit.engaged else []
        if ctx.chosen is None and len(shooters) > 1:
            return ChoiceRequest(f"choose a unit firing at #{unit.id} to fire up to {ctx.effect.amount} Phasers at", tuple(s.id for s in shooters))
        aimed = [s for s in shooters if ctx.chosen is None or s.id == ctx.chosen]
        if aimed:
            self._fire(ctx, unit, aimed[0])
        leave_play(ctx.state, ctx.card, LeaveReason.DISCARDED, ctx.events)  # discarded after use
        return None

    def _fire(self, ctx: Context, unit: CardState, at: CardState) -> None:
        lasting = [w for w in weapons(ctx.state, unit) if not w.single_use]
        power = sum(sorted(weapon_damages(ctx.state, unit, WeaponSymbol.PHASER, lasting), reverse=True)[: ctx.effect.amount])
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id} fires {power} Phaser damage at #{at.id}"))
        damage_card(ctx.state, at, Hit(power, ctx.seat, weapons_fire=True, card=unit.id), ctx.events)
