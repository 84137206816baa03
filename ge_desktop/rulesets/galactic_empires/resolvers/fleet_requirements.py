"""A card that multiplies what one opponent's units need (community decks, issue 38, h-occur3).

``multiply_fleet_requirement`` (Broken Supply Lines, O6): played to its player's fleet against
one opponent (v2.1 OCCURRENCE CARDS: an occurrence affecting things other than cards is played to
the owning player's fleet), it makes every unit of that opponent's fleet (a base, ship or dragon,
v2.1 glossary) that needs points of the effect's type need ``amount`` times as many while the
card is in play (``PlayerState.requirement_multipliers``, read by ``stats.fleet_multiplied``).
It stays in play until that opponent destroys a ship belonging to the card's owner
(``until_ship_destroyed``: ``damage.mend_supply_lines``), or, with ``shipless_discard``, until an
Engagement Phase of its owner's finds him with no ship in play (``shipless_owner_discards``,
asked by ``rules/allocation.finish_engagement``).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, OpponentResolver
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play


class MultiplyFleetRequirementResolver(OpponentResolver):
    name = "multiply_fleet_requirement"
    text = "make every unit of the {target}'s fleet need {amount} times its {point} requirement while this card is in play"
    needs = ("amount", "point")
    params = {"until_ship_destroyed": bool, "shipless_discard": bool}
    hostile = True
    stat = Stat.FLEET_REQUIREMENTS
    change = Change.MULTIPLY

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        for player in ctx.state.players:  # a copy played again acts only on its new opponent
            if ctx.card.id in player.requirement_multipliers:
                player.requirement_multipliers.remove(ctx.card.id)
        ctx.state.players[seat].requirement_multipliers.append(ctx.card.id)
        point = ctx.effect.point.value if ctx.effect.point is not None else "?"
        said = f"p{seat}'s units need {ctx.effect.amount} times their {point} while #{ctx.card.id} is in play"
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, said))
        return None


def shipless_owner_discards(state: GameState, seat: Seat, events: list[Event]) -> None:
    """In ``seat``'s Engagement Phase: his ``shipless_discard`` multiplying cards leave play if he has no ship in play."""
    holders = [player for player in state.players if player.requirement_multipliers]
    if not holders or any(CardType.SHIP in card.info.types for card in state.fleet(seat)):
        return
    for player in holders:
        for card in [state.cards[i] for i in player.requirement_multipliers]:
            rule = next((e for e in card.info.effects if e.kind.stat is Stat.FLEET_REQUIREMENTS and e.param("shipless_discard", False)), None)
            if rule is not None and card.in_play and card.owner == seat:
                player.requirement_multipliers.remove(card.id)
                events.append(EffectResolved(card.id, rule.kind, f"discarded: p{seat} has no ship in play"))
                leave_play(state, card, LeaveReason.DISCARDED, events)
