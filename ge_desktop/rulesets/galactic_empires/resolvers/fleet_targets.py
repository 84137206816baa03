"""Resolvers for cards played against several cards of one fleet at once (issue 38, h-fleet).

v2.1 OCCURRENCE CARDS: occurrences "are played to or against the card or cards that they
affect"; MONSTER CARDS: "a monster with multiple locations ... is not discarded until the
last of these locations is discarded".

- ``several_targets`` (on play, ``amount`` N): the card is played against N cards of one
  fleet (with ``one_per_opponent``: one card of each opponent's fleet, Tuforeous Dead
  Zone). The player plays it against the first (``play #C against #T``: that play is legal
  only when the fleet holds N-1 more cards it may go against, ``placement.several_problem``),
  then picks the others one at a time (``choose #U``; each must be a legal target on its own,
  ``placement.companions``). They are kept on the card (``CardState.also_against``); the
  card's ``location`` effects then act on every one of them (``base.card_targets``), and
  ``zones.leave_play`` moves the card to its next location when one of them leaves play.
  List it first among the card's on-play effects.
- ``collide`` (Ship Collision): each of the two cards it is against takes damage equal to
  the *current* strength of the other (its strength less the structural damage on it:
  v2.1 glossary, "Strength": current strength is "as modified by damage"), both worked out
  before either is hit.
- ``against_fleet`` (on play; a card placed ``fleet``): the card is played against one
  opponent's whole fleet (v2.1 THE FLEET: "cards played against an opponent fleet" are in
  the player's own fleet), that opponent chosen as it resolves (``choose p2`` with more than
  one) and kept on the card (``CardState.against_fleet``).
- ``fleet_damage`` (each turn): every card of that fleet of the effect's types takes
  ``amount`` damage (Zarom: 1 to each monster and dragon it controls); with ``divided``,
  ``amount`` is divided as equally as possible among them (Kraken: 9 among the ships and
  bases), the points left over after an equal share going one each to units its controller
  picks, one after another (``CardState.spread`` holds the picks).
- ``fire_at_each_other`` (continuous): the units the card is against may fire only at one
  another (no other card, no Sector HQ) while it is in play (``confined_problem``, read by
  ``rules/weapons.fire_limit``; worked out once per state: it scans the cards in play).
- ``crash_landing`` (Navigational Error): the ship it is played on crash-lands on a terrain:
  the ship is destroyed and the terrain takes damage equal to the ship's strength. The terrain
  is the one the ship is on, else one the ship's controller picks among the terrain in play.
- ``burden_firers`` (continuous; Sargassos): each ship of the fleet the card is against that
  fires at its player's fleet (a card of it, its Sector HQ, fleet-targeted fire) needs
  ``amount`` more research to engage in its player's next turn (``CardState.research_burden``,
  ``burden_turn``; ``stats.requirements``), marked as the volley resolves.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card, destroy
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import Volley
from ge_desktop.rulesets.galactic_empires.placement import companions, several_count
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, OpponentResolver, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import pending_cards, strength, unit_of
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId


class SeveralTargetsResolver(Resolver):
    name = "several_targets"
    text = "be played against {amount} cards of one fleet, chosen one after another"
    params = {"one_per_opponent": bool}
    hostile = True

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        card = ctx.card
        if card.parent is None:
            return None
        if ctx.chosen is not None and ctx.chosen not in card.also_against:
            card.also_against.append(ctx.chosen)
            ctx.events.append(EffectResolved(card.id, self.kind, f"also played against #{ctx.chosen}"))
        first = ctx.state.cards[card.parent]
        left = several_count(ctx.state, ctx.seat, card.info) - 1 - len(card.also_against)
        if left <= 0:
            return None
        options = companions(ctx.state, ctx.seat, card.info, first, card.also_against)
        where = "of another opponent's fleet" if ctx.effect.param("one_per_opponent", False) else f"of #{first.id}'s fleet"
        return ChoiceRequest(f"choose another card {where} for {card.info.label} to be played against ({left} to choose)", options)


def current_strength(state: GameState, card: CardState) -> int:
    """Strength less the structural damage on the card (v2.1 glossary: "current strength")."""
    unit = unit_of(state, card)
    return max(0, strength(state, unit) - unit.die(DieKind.STRUCTURE))


class CollideResolver(CardResolver):
    name = "collide"
    text = "deal each of {target} damage equal to the current strength of the other"
    hostile = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        units = [unit_of(ctx.state, t) for t in targets if t.in_play]
        if len(units) != 2:
            return None
        blows = [(units[0], current_strength(ctx.state, units[1])), (units[1], current_strength(ctx.state, units[0]))]
        for unit, amount in blows:
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id} takes {amount} damage in the collision"))
            damage_card(ctx.state, unit, Hit(amount, ctx.seat, source=ctx.card.info.kind, card=ctx.card.id), ctx.events)
        return None


class AgainstFleetResolver(OpponentResolver):
    name = "against_fleet"
    text = "be played against the whole fleet of an opponent"
    hostile = True

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        ctx.card.against_fleet = seat
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"played against p{seat + 1}'s fleet"))
        return None


class FleetDamageResolver(Resolver):
    name = "fleet_damage"
    text = "deal {amount} damage to each card of the fleet it is against, or divided among them"
    needs = ("amount",)
    params = {"divided": bool}
    hostile = True

    def _victims(self, ctx: Context, seat: Seat) -> list[CardState]:
        waiting = pending_cards(ctx.state) if ctx.state.pending else set()
        return [c for c in ctx.state.fleet(seat) if c.id not in waiting and unit_of(ctx.state, c) is c and ctx.effect.fits(c.info.types)]

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        card, seat = ctx.card, ctx.card.against_fleet
        if seat is None or not card.in_play:
            return None
        victims = self._victims(ctx, seat)
        if not victims:
            return None
        share, extra = (divmod(ctx.effect.amount, len(victims))) if ctx.effect.param("divided", False) else (ctx.effect.amount, 0)
        if ctx.chosen is not None:
            card.spread.append(ctx.chosen)
        if len(card.spread) < extra:
            options = tuple(v.id for v in victims if v.id not in card.spread)
            return ChoiceRequest(f"choose a unit to take one more point of {card.info.label}'s damage ({extra - len(card.spread)} to place)", options)
        for victim in victims:
            amount = share + (1 if victim.id in card.spread else 0)
            if amount and victim.in_play:
                ctx.events.append(EffectResolved(card.id, self.kind, f"#{victim.id} takes {amount} damage"))
                damage_card(ctx.state, victim, Hit(amount, ctx.seat, source=card.info.kind, card=card.id), ctx.events)
        card.spread = []
        return None


class FireAtEachOtherResolver(Resolver):
    name = "fire_at_each_other"
    text = "let {target} fire only at one another"
    hostile = True
    continuous = True
    stat = Stat.FIRE_CONFINED


def _confinements(state: GameState) -> dict[InstanceId, tuple[CardState, frozenset[InstanceId]]]:
    """Each unit held by a ``fire_at_each_other`` card: that card and the units it may fire at."""
    found: dict[InstanceId, tuple[CardState, frozenset[InstanceId]]] = {}
    for card in state.in_play():
        if card.parent is None or not any(e.kind is Kind.FIRE_AT_EACH_OTHER for e in card.info.effects):
            continue
        places = {unit_of(state, state.cards[i]).id for i in (card.parent, *card.also_against) if state.cards[i].in_play}
        for place in places:
            found[place] = (card, frozenset(places - {place}))
    return found


def confined_problem(state: GameState, unit: CardState, volley: Volley) -> Violation | None:
    """Why ``unit`` may not join this volley: a card keeps its fire on the other units it is against."""
    held = memo(state, ("fire_at_each_other",), lambda: _confinements(state)).get(unit.id)
    if held is None:
        return None
    card, allowed = held
    if volley.target is not None and unit_of(state, state.cards[volley.target]).id in allowed:
        return None
    others = ", ".join(f"#{i}" for i in sorted(allowed)) or "no card"
    return Violation(errors.CARD_RULES, f"{card.info.label} lets #{unit.id} fire only at {others}")


class CrashLandingResolver(CardResolver):
    name = "crash_landing"
    text = "crash {target} onto a terrain: the ship is destroyed, the terrain takes damage equal to its strength"
    hostile = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        ships = [unit_of(ctx.state, t) for t in targets if t.in_play]
        if not ships:
            return None
        ship = ships[0]
        ground = ctx.state.cards[ship.parent] if ship.parent is not None else None
        if ground is None or ground.info.kind is not CardType.TERRAIN:
            if ctx.chosen is None:
                options = tuple(c.id for c in ctx.state.in_play() if c.info.kind is CardType.TERRAIN)
                return ChoiceRequest(f"choose the terrain #{ship.id} crash-lands on", options, seat=ship.controller)
            ground = ctx.state.cards[ctx.chosen]
        amount = strength(ctx.state, ship)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{ship.id} crash-lands on #{ground.id}: {amount} damage"))
        destroy(ctx.state, ship, ctx.events)
        if ground.in_play:
            damage_card(ctx.state, ground, Hit(amount, ctx.seat, terrain=True, source=ctx.card.info.kind, card=ctx.card.id), ctx.events)
        return None


class BurdenFirersResolver(Resolver):
    name = "burden_firers"
    text = "make ships of the fleet it is against that fire at your fleet need {amount} more research to engage next turn"
    needs = ("amount",)
    hostile = True
    continuous = True
    stat = Stat.FIRERS_BURDENED


def _volley_victim(state: GameState, volley: Volley) -> Seat | None:
    """The player whose fleet a volley is fired at."""
    if volley.target is not None:
        return state.cards[volley.target].controller
    return volley.hq if volley.hq is not None else volley.fleet


def burden_firers(state: GameState, volley: Volley, events: list[Event]) -> None:
    """Mark the ships of a volley fired at the fleet of a player whose ``burden_firers`` card is
    against the firing fleet (Sargassos)."""
    victim = _volley_victim(state, volley)
    if victim is None:
        return
    for card in state.fleet(victim):
        if card.against_fleet != volley.seat:
            continue
        for effect in card.info.effects:
            if effect.kind is not Kind.BURDEN_FIRERS:
                continue
            for unit_id in dict.fromkeys(part[0] for part in volley.parts):
                unit = state.cards[unit_id]
                if unit.in_play and unit.info.kind is CardType.SHIP:
                    unit.research_burden = max(unit.research_burden, effect.amount)
                    unit.burden_turn = state.players[unit.controller].turns_taken + 1
                    events.append(EffectResolved(card.id, Kind.BURDEN_FIRERS, f"#{unit.id} needs {effect.amount} more research to engage next turn"))
