"""Resolvers for the community decks' hazards (issue 38): damage a player spreads, point by
point, over opponents' units (Small and Large Minefield, Nova).

- ``spread_damage`` (on play): ``amount`` picks (0: the card's strength), each a unit of any
  opponent that fits the effect's types, chosen one at a time; each pick deals ``each`` points
  of card damage (default 1). With ``distinct`` no unit is picked twice (Nova: "a number of
  opponent base or ship cards equal to its strength"); without it the picks may repeat (a
  minefield's damage "spread on any of the ships of any of the opponents"). With
  ``one_per_opponent`` there is one pick in each opponent's fleet (Temporal Ion Storm: "one
  ship or base in each opponent fleet"), ``amount`` unused. The picks are kept
  on the card (``CardState.spread``) until the last is made, then each unit takes its points
  as one hit (Shields first, a damage reduction once, as one card's damage would).
- ``requirement_damage``: structural damage (past Shields) to the unit the card is against,
  as many points as that unit now needs of ``point`` to engage (Power Outage: "structural
  damage equal to the amount of its engagement energy", each Allocation Phase while it lasts).
- ``no_terrain_protection`` (continuous): the base it reaches does not protect its terrain
  (``hazard_targets.base_protects``): weapons may fire at that terrain (v2.1 BASE CARDS) and
  card damage "to a terrain not protected by a base" may reach it (Plasma Vortex).
- ``halt_monster``: links the card to one chosen opponent's monster (``CardState.halts``, and
  the monster's ``halted_by``), on play or as its card action, which may move the link to
  another monster once a turn. While the card is in play the monster ceases to function
  (``stats.suspended``: its effects do nothing; it is still destroyed as its card says): a
  Monster Halt on a friendly monster, until that monster (and the halt with it) leaves play.
"""

from __future__ import annotations

from collections import Counter

from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card
from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, Resolver, source_barred
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.stats import pending_cards, requirements, strength, unit_of
from ge_desktop.rulesets.galactic_empires.terms import InstanceId

_UNITS = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON, CardType.INSTALLATION})


class SpreadDamageResolver(Resolver):
    name = "spread_damage"
    text = "deal its damage to chosen units of opponents, one at a time"
    params = {"each": int, "distinct": bool, "one_per_opponent": bool}
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        return card.info.kind in _UNITS and unit_of(ctx.state, card) is card and super().candidate(ctx, card) and not source_barred(ctx, card)

    def _options(self, ctx: Context, picks: list[InstanceId]) -> tuple[InstanceId, ...]:
        waiting = pending_cards(ctx.state) if ctx.state.pending else set()
        distinct = bool(ctx.effect.param("distinct", False))
        done = {ctx.state.cards[p].controller for p in picks} if ctx.effect.param("one_per_opponent", False) else set()
        return tuple(
            c.id
            for c in ctx.state.in_play()
            if c.id not in waiting and not (distinct and c.id in picks) and c.controller not in done and self.candidate(ctx, c)
        )

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        card = ctx.card
        if ctx.chosen is not None and not ctx.skipped:
            card.spread.append(ctx.chosen)
        wanted = len(ctx.opponents()) if ctx.effect.param("one_per_opponent", False) else ctx.effect.amount or strength(ctx.state, card)
        if len(card.spread) < wanted and not ctx.skipped:
            options = self._options(ctx, card.spread)
            if options:
                left = wanted - len(card.spread)
                return ChoiceRequest(f"choose the unit that takes the next point of {card.info.label}'s damage ({left} to place)", options)
        self._deal(ctx, card.spread)
        card.spread = []
        return None

    def _deal(self, ctx: Context, picks: list[InstanceId]) -> None:
        each = int(ctx.effect.param("each", 1) or 1)
        for unit_id, count in Counter(picks).items():
            unit = ctx.state.cards[unit_id]
            if not unit.in_play:
                continue
            amount = count * each
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id} takes {amount} of its damage"))
            damage_card(ctx.state, unit, Hit(amount, ctx.seat, source=ctx.card.info.kind, card=ctx.card.id), ctx.events)


class RequirementDamageResolver(CardResolver):
    name = "requirement_damage"
    text = "deal structural damage to {target} equal to the {point} it needs to engage"
    needs = ("point",)
    hostile = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        point = ctx.effect.point
        if point is None:
            return None
        for target in targets:
            unit = unit_of(ctx.state, target)
            amount = requirements(ctx.state, unit).get(point, 0)
            if not unit.in_play or not amount:
                continue
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id} takes {amount} structural damage (its engagement {point.value})"))
            damage_card(ctx.state, unit, Hit(amount, ctx.seat, structural=True, source=ctx.card.info.kind, card=ctx.card.id), ctx.events)
        return None


class NoTerrainProtectionResolver(Resolver):
    name = "no_terrain_protection"
    text = "stop {target} protecting the terrain it is on"
    hostile = True
    continuous = True
    stat = Stat.TERRAIN_PROTECTION


class HaltMonsterResolver(CardResolver):
    name = "halt_monster"
    text = "stop {target} functioning while this card is in play"
    hostile = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for monster in targets[:1]:
            ctx.card.halts = monster.id
            monster.halted_by = ctx.card.id
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{monster.id} ceases to function"))
        return None
