"""Resolvers for black holes (community cards, issue 38): card damage split over an opponent's
terrain, and points drained from an opponent's terrain output.

- ``split_damage`` (on play): damage equal to ``amount`` (0: the card's strength) divided as
  equally as possible among every terrain card of one chosen opponent's fleet (combined terrain
  is one card, v2.1 TERRAIN CARDS); the points left over after an equal share go one each to
  the terrain cards in the order they entered play. It is card damage (Quantum Black Hole).
- ``drain_output``: the card links itself (``CardState.drains``) to the opponent's card it is
  aimed at, on play or as its card action (which may move the link, once per turn). While the
  draining card is in play and engaged, ``points.fleet_output`` takes ``amount`` points of
  ``point`` from what that card's terrain group generates (Quantum Black Hole: 2 energy of any
  one opponent terrain card each turn) or, with ``whole_fleet``, from the first of that
  player's combined terrain output; ``economy_too`` drains economy for what the natural points
  of that kind cannot cover (Black Hole: the first 3 energy of the opponent's terrain are
  ignored, economy used as energy drained when there are fewer than 3 natural energy points).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, OpponentResolver
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.stats import strength, unit_of


class SplitDamageResolver(OpponentResolver):
    name = "split_damage"
    text = "deal damage equal to this card's strength, split as equally as possible among every {target} card of one opponent's fleet"
    hostile = True

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        state = ctx.state
        units: list[CardState] = []
        for card in state.fleet(seat):
            unit = unit_of(state, card)
            if card is unit and ctx.effect.fits(card.info.types) and card.info.kind is CardType.TERRAIN and unit not in units:
                units.append(unit)
        if not units:
            return None
        damage = ctx.effect.amount or strength(state, ctx.card)
        share, extra = divmod(damage, len(units))
        for index, unit in enumerate(units):
            amount = share + (1 if index < extra else 0)
            if amount:
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id} takes {amount} of the {damage} damage"))
                damage_card(state, unit, Hit(amount, ctx.seat, terrain=True, source=ctx.card.info.kind, card=ctx.card.id), ctx.events)
        return None


class DrainOutputResolver(CardResolver):
    name = "drain_output"
    text = "drain {amount} {point} points each turn from what {target} generates"
    needs = ("amount", "point")
    params = {"whole_fleet": bool, "economy_too": bool}
    hostile = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets[:1]:
            ctx.card.drains = target.id
            whose = f"p{target.controller}'s terrain" if ctx.effect.param("whole_fleet", False) else f"#{target.id}"
            point = ctx.effect.point.value if ctx.effect.point else ""
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"drains {ctx.effect.amount} {point} from {whose}"))
        return None
