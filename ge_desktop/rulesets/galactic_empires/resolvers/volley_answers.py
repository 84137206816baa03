"""Cards played in answer to an opponent's weapons volley (community decks, issue 38, h-kinds5).

``halve_volley`` (Unlucky Targeting): played in reaction to an opponent's weapons volley (v2.1
WEAPONS VOLLEY, step c: reactions), it divides that volley's damage by 2, fractions dropped
(``Volley.halvings``; ``rules/weapons.py`` halves the damage before the reductions other answers
add). It answers any live volley of another player: at a card, a Sector HQ or a whole fleet.

``backfire_heavy_weapons`` (Heavy Weapons Backfire): played in reaction to an opponent's volley
in which heavy weapons fire (aimed at a card or a Sector HQ), each unit firing heavy weapons in
it takes half the damage its heavy weapons deal (fractions dropped), the volley's target the rest
(the half rounded up, with the volley's other weapons) (``Volley.backfire_by``: the player whose
card it was scores that damage; ``rules/weapons.py`` asks ``backfired`` and ``land_backfire``).

``grant_interception`` (Intercept Action): played in reaction to an opponent's volley at one of
its player's ships or bases, it lets a chosen other ship of that fleet intercept the damage as an
escort does (``interception.py``), suffering ``amount`` damage for each point it takes over.

``counter_volley`` (Offensive/Defensive Electronic Warfare): played in reaction to an opponent's
volley at one of its player's ships, that volley deals ``amount`` less damage and the ship's next
weapons fire deals ``amount`` more (``CardState.fire_bonus``, used up by ``rules/weapons.py``).

``evade_next_volley`` (Evasive Maneuvers played in advance, not in answer to a volley): the next
weapons volley aimed at the chosen ship of its player deals ``amount`` less damage
(``CardState.volley_evasion``, used up by ``evaded`` as that volley resolves). Played in reaction
the card's ``reduce_damage`` effect acts instead, and this one finds no ship.

``weaken_ship_volley`` (Sun Spot's first choice, h-choice): played in reaction to an opponent's
volley in which one of his ships fires, that volley deals ``amount`` less damage.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ge_desktop.cards.model import CardType, WeaponSymbol
from ge_desktop.engine.events import Event
from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.interception import may_be_covered
from ge_desktop.rulesets.galactic_empires.pending import Pending, Volley, VolleyItem, answered_index
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.dictation import fires_for
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import blocked_by, unit_of
from ge_desktop.rulesets.galactic_empires.systems import firing_damages


def _live_opponent_volley(item: Pending | None, seat: int) -> VolleyItem | None:
    """The answered item, if it is another player's weapons volley that will still deal damage."""
    if not isinstance(item, VolleyItem) or item.seat == seat or item.volley is None or item.negated or item.volley.voided:
        return None
    return item


def _change_answered_volley(ctx: Context, kind: str, change: Callable[[Volley], Volley], sentence: str) -> None:
    """The opponent's volley this card answers, changed by ``change`` on the stack, and
    ``sentence`` (``{seat}``: the firing player) told; nothing when no such volley waits."""
    item = _live_opponent_volley(ctx.answered, ctx.seat)
    index = answered_index(ctx.item) if ctx.item is not None else None
    if item is None or item.volley is None or index is None:
        return
    ctx.state.pending[index] = replace(item, volley=change(item.volley))
    ctx.events.append(EffectResolved(ctx.card.id, kind, sentence.format(seat=item.seat)))


class HalveVolleyResolver(Resolver):
    name = "halve_volley"
    text = "divide the damage of an opponent's weapons volley by 2, fractions dropped"
    hostile = True
    answers = True

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        _change_answered_volley(ctx, self.kind, lambda v: replace(v, halvings=v.halvings + 1), "the volley of p{seat} deals half its damage")
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        return _live_opponent_volley(check.item, check.seat) is not None


class BackfireHeavyWeaponsResolver(Resolver):
    name = "backfire_heavy_weapons"
    text = "make each unit firing heavy weapons in an opponent's volley take half their damage (fractions dropped); the target takes the rest"
    hostile = True
    answers = True

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        _change_answered_volley(ctx, self.kind, lambda v: replace(v, backfire_by=ctx.seat), "the heavy weapons of p{seat}'s volley backfire")
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        item = _live_opponent_volley(check.item, check.seat)
        volley = item.volley if item is not None else None
        return volley is not None and volley.fleet is None and any(symbol is WeaponSymbol.HEAVY for _, symbol, _ in volley.parts)


def backfired(state: GameState, volley: Volley) -> list[tuple[CardState, int]]:
    """(firing unit, damage it takes) for a volley a ``backfire_heavy_weapons`` card answered:
    half (fractions dropped) of the damage its heavy weapons deal in the volley."""
    if volley.backfire_by is None:
        return []
    heavy: dict[int, int] = {}
    for unit_id, symbol, count in volley.parts:
        unit = state.cards[unit_id]
        if symbol is WeaponSymbol.HEAVY and unit.in_play and unit.engaged and fires_for(state, unit, volley.seat) and not blocked_by(state, unit, symbol):
            heavy[unit_id] = heavy.get(unit_id, 0) + sum(sorted(firing_damages(state, unit, symbol), reverse=True)[:count])
    return [(state.cards[unit_id], damage // 2) for unit_id, damage in heavy.items() if damage // 2]


def land_backfire(state: GameState, volley: Volley, backfire: list[tuple[CardState, int]], events: list[Event]) -> None:
    """Each firing unit takes its backfired heavy weapons damage."""
    for unit, amount in backfire:
        if unit.in_play:
            damage_card(state, unit, Hit(amount, volley.backfire_by, weapons_fire=True, card=unit.id), events)


class GrantInterceptionResolver(CardResolver):
    name = "grant_interception"
    text = "let {target} of your fleet intercept an opponent's volley at another of your ships or bases, suffering {amount} damage for each point"
    needs = ("amount",)

    def candidate(self, ctx: Context, card: CardState) -> bool:
        item = _live_opponent_volley(ctx.answered, ctx.seat)
        volley = item.volley if item is not None else None
        if volley is None or volley.target is None or volley.interceptor is not None:
            return False
        return card.controller == ctx.seat and may_be_covered(ctx.state, card, ctx.state.cards[volley.target])

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        item = _live_opponent_volley(ctx.answered, ctx.seat)
        index = answered_index(ctx.item) if ctx.item is not None else None
        if item is None or item.volley is None or index is None or not targets:
            return None
        ship = targets[0]
        ctx.state.pending[index] = replace(item, volley=replace(item.volley, interceptor=ship.id, intercept_rate=ctx.effect.amount))
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{ship.id} moves to intercept the volley of p{item.seat}"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        item = _live_opponent_volley(check.item, check.seat)
        volley = item.volley if item is not None else None
        if volley is None or volley.target is None or volley.interceptor is not None:
            return False
        target = check.state.cards[volley.target]
        return any(may_be_covered(check.state, ship, target) for ship in check.state.fleet(check.seat))


class CounterVolleyResolver(Resolver):
    name = "counter_volley"
    text = "reduce an opponent's volley at one of your ships by {amount} and add {amount} to that ship's next weapons fire"
    needs = ("amount",)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item = _live_opponent_volley(ctx.answered, ctx.seat)
        index = answered_index(ctx.item) if ctx.item is not None else None
        ship = _own_ship_fired_at(ctx.state, item, ctx.seat)
        if item is None or item.volley is None or index is None or ship is None:
            return None
        amount = ctx.effect.amount
        ctx.state.pending[index] = replace(item, volley=replace(item.volley, reduction=item.volley.reduction + amount))
        ship.fire_bonus += amount
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"the volley at #{ship.id} deals {amount} less; its next weapons fire deals {amount} more"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        return _own_ship_fired_at(check.state, _live_opponent_volley(check.item, check.seat), check.seat) is not None


def _own_ship_fired_at(state: GameState, item: VolleyItem | None, seat: int) -> CardState | None:
    """The ship of ``seat`` the answered volley is aimed at, if it is one."""
    volley = item.volley if item is not None else None
    if volley is None or volley.target is None:
        return None
    unit = unit_of(state, state.cards[volley.target])
    return unit if unit.controller == seat and unit.info.kind is CardType.SHIP and unit.in_play else None


class EvadeNextVolleyResolver(CardResolver):
    name = "evade_next_volley"
    text = "make the next weapons volley at {target} of your fleet deal {amount} less damage (played in advance, not in reaction)"
    needs = ("amount",)

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if isinstance(ctx.answered, VolleyItem):
            return False  # played in reaction: the card's reaction effect acts instead
        return card.controller == ctx.seat and card.info.kind is CardType.SHIP and unit_of(ctx.state, card) is card

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for ship in targets[:1]:
            ship.volley_evasion += ctx.effect.amount
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"the next volley at #{ship.id} deals {ctx.effect.amount} less damage"))
        return None


def evaded(state: GameState, volley: Volley) -> int:
    """The damage an ``evade_next_volley`` card takes off this volley at its ship (used up now)."""
    if volley.target is None:
        return 0
    unit = unit_of(state, state.cards[volley.target])
    taken, unit.volley_evasion = unit.volley_evasion, 0
    return taken


class WeakenShipVolleyResolver(Resolver):
    """Sun Spot's first choice (h-choice): played in reaction to an opponent's weapons volley in
    which one of his ships fires (at any target), that volley deals ``amount`` less damage
    (``Volley.reduction``). A volley of bases or dragons alone is not a ship's weapons fire."""

    name = "weaken_ship_volley"
    text = "subtract {amount} damage from an opponent ship's weapons volley"
    needs = ("amount",)
    hostile = True
    answers = True

    def reaction_use(self, check: ReactionCheck) -> bool:
        return _ship_fires(check.state, _live_opponent_volley(check.item, check.seat))

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        if not _ship_fires(ctx.state, _live_opponent_volley(ctx.answered, ctx.seat)):
            return None
        amount = ctx.effect.amount
        _change_answered_volley(ctx, self.kind, lambda v: replace(v, reduction=v.reduction + amount), f"p{{seat}}'s volley deals {amount} less damage")
        return None


def _ship_fires(state: GameState, item: VolleyItem | None) -> bool:
    """Does a ship fire in the answered volley?"""
    volley = item.volley if item is not None else None
    return volley is not None and any(state.cards[unit].info.kind is CardType.SHIP for unit, _, _ in volley.parts)
