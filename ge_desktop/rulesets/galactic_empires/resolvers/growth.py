"""Cards whose effect grows or changes each turn (issue 38, h-time3): monsters and hazards that
change a card's strength for good a point a turn, damage that grows every turn, research that
must all be applied in one turn.

- ``drift_strength``: each time it acts (an Allocation Phase of its controller, v2.1 RECORD
  KEEPING), the target's strength changes for good by ``amount`` (``lower``: down), kept in
  ``CardState.strength_drift`` and read by ``stats.strength``; it stays when the card that
  caused it leaves or moves (Space Illness: "permanently"). ``discard_at``: the target is
  discarded as its strength reaches that number (Accelerated Aging, Time Fiend); a card whose
  strength falls to 0 is destroyed (v2.1 [Removing cards from play] L414).
- ``move_to_stronger``: the card may move to a unit of greater strength in the fleet of the
  unit it is on (Space Illness; the player who played it chooses, or declines).
- ``multiply_engagement_cost``: the unit needs ``amount`` times every printed requirement
  (its engagement cost, v2.1 POINT REQUIREMENTS; ``stats.requirements``).
- ``fix_strength``: no other card changes the card's strength while this one is on it; only
  the card's own drift does (Accelerated Aging; ``stats.strength``).
- ``growing_damage``: deals 1 more damage each time it acts than the time before (1, 2, 3...),
  remembering the last in ``CardState.last_damage`` (Maelstrom).
- ``halve_hull``: as the next turn of its unit's owner begins, the unit takes permanent damage
  (the black die, which no repair point lowers) of half its current strength, fractions rounded
  up, and the card is discarded (Scentari Snails; ``owner_turn_effects``).
- ``escape_by_energy``: the card stays on the ship until the ship is given all the engagement
  energy it needs in one turn, a ``multiply_requirement`` on the card having raised it; then the
  ship has escaped and the card is discarded (Gravity Pocket; ``escape_pockets``, called as energy
  is allocated and, for a ship that needs none, as its owner's turn begins).
- ``cap_play_strength``: played to an opponent's fleet (the opponent chosen as it is played,
  ``CardState.bound_seat``): in that opponent's Play Cards Phases he may play no card stronger
  than this card is now (Time Fiend; ``strength_cap_problem``, read by ``rules/plays``).
- ``research_in_one_turn``: research points destroy the card only when enough of them are
  applied in one turn (the rest is lost as the next player's turn begins,
  ``clear_stale_research``): as many as its current strength, or (``last_damage``) as the
  damage it caused last (``damage.research_needed``).
"""

from __future__ import annotations

from ge_desktop.cards.model import PointType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card, destroy, destroy_overwhelmed, set_die
from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, OpponentResolver, Resolver, card_targets
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import requirements, strength, unit_of
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play, to_table


class DriftStrengthResolver(CardResolver):
    """The target's strength changes for good by ``amount`` each time this acts."""

    name = "drift_strength"
    text = "change the strength of {target} for good by {amount} (each turn)"
    needs = ("amount",)
    params = {"lower": bool, "discard_at": int}

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        state, effect = ctx.state, ctx.effect
        step = -effect.amount if effect.param("lower") else effect.amount
        for target in targets:
            unit = unit_of(state, target)
            if not unit.in_play:
                continue
            unit.strength_drift += step
            now = strength(state, unit)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id} is now of strength {now} for good"))
            limit = effect.param("discard_at")
            if isinstance(limit, int) and limit and now >= limit:
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id} reached strength {limit}: discarded"))
                leave_play(state, unit, LeaveReason.DISCARDED, ctx.events)
            elif now <= 0:
                destroy(state, unit, ctx.events)  # a card reaching 0 strength is discarded (v2.1 L414)
        destroy_overwhelmed(state, ctx.events)  # a unit whose strength fell to its damage
        return None


class MoveToStrongerResolver(Resolver):
    """The card may move onto a unit of greater strength in the same fleet as its unit."""

    name = "move_to_stronger"
    text = "move this card to a stronger unit in the same fleet ({target})"
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        here = _location_unit(ctx.state, ctx.card)
        if here is None or card is here or not super().candidate(ctx, card):
            return False
        if unit_of(ctx.state, card) is not card or card.controller != here.controller:
            return False
        return strength(ctx.state, card) > strength(ctx.state, here)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        targets = card_targets(ctx)
        if isinstance(targets, ChoiceRequest):
            return targets
        for target in targets[:1]:
            to_table(ctx.state, ctx.card, ctx.seat, target.id, ctx.events)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"moves to #{target.id}"))
        return None


def _location_unit(state: GameState, card: CardState) -> CardState | None:
    return unit_of(state, state.cards[card.parent]) if card.parent is not None else None


class MultiplyEngagementCostResolver(Resolver):
    """Read by ``stats.requirements``: every printed requirement of the unit, times ``amount``."""

    name = "multiply_engagement_cost"
    text = "make {target} need {amount} times its printed engagement cost (every point type)"
    needs = ("amount",)
    hostile = True
    continuous = True
    stat = Stat.REQUIREMENTS
    change = Change.MULTIPLY


class FixStrengthResolver(Resolver):
    """Read by ``stats.strength``: other cards' strength changes do not count on the card."""

    name = "fix_strength"
    text = "keep every other card from changing the strength of {target}"
    continuous = True
    stat = Stat.STRENGTH
    change = Change.CANCEL


class GrowingDamageResolver(CardResolver):
    """Damage one point greater each time it acts than the time before (1, 2, 3...)."""

    name = "growing_damage"
    text = "deal to {target} 1 damage the first turn, 2 the second, 3 the third and so on"
    hostile = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        amount = ctx.card.last_damage + 1
        ctx.card.last_damage = amount
        for target in targets:
            unit = unit_of(ctx.state, target)
            if unit.in_play:
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id} takes {amount} damage (turn {amount})"))
                damage_card(ctx.state, unit, Hit(amount, ctx.seat, source=ctx.card.info.kind, card=ctx.card.id), ctx.events)
        return None


class ResearchInOneTurnResolver(Resolver):
    """Read by ``damage.research_needed`` and ``clear_stale_research``."""

    name = "research_in_one_turn"
    text = "be destroyed by research points equal to its current strength (or its last damage) applied in one turn"
    params = {"last_damage": bool}
    continuous = True
    about_itself = True
    stat = Stat.DESTRUCTION


def clear_stale_research(state: GameState, events: list[Event]) -> None:
    """As a player's turn begins, research applied in an earlier turn to a card that needs it
    all in one turn is lost (Maelstrom, Time Fiend)."""
    for card in state.in_play():
        if card.die(DieKind.RESEARCH) and any(e.kind is Kind.RESEARCH_IN_ONE_TURN for e in card.info.effects):
            set_die(card, DieKind.RESEARCH, 0, events)


class HalveHullResolver(Resolver):
    """Read by ``owner_turn_effects`` as the unit's owner's next turn begins."""

    name = "halve_hull"
    text = "take half the strength of {target} (fractions rounded up) for good as its owner's next turn begins, then be discarded"
    hostile = True
    continuous = True
    stat = Stat.HULL_LOSS


def owner_turn_effects(state: GameState, seat: Seat, events: list[Event]) -> None:
    """As ``seat``'s turn begins: the cards on his units that act then (Scentari Snails; a
    Gravity Pocket on a ship that needs no energy, escaped at once)."""
    for card, host in _cards_on_hosts(state, Kind.HALVE_HULL):
        unit = unit_of(state, host)
        if card.in_play and unit.owner == seat:
            _halve_hull(state, card, unit, events)
    for card, host in _cards_on_hosts(state, Kind.ESCAPE_BY_ENERGY):
        if card.in_play and host.controller == seat and not host.info.requires.get(PointType.ENERGY, 0):
            escape_pockets(state, host, events)  # twice no energy is no energy: paid


def _cards_on_hosts(state: GameState, kind: Kind) -> list[tuple[CardState, CardState]]:
    """(card, the card it is on) for every card in play on another with an effect of ``kind``."""
    found = []
    for card in state.in_play():
        if card.parent is not None and any(e.kind is kind for e in card.info.effects):
            found.append((card, state.cards[card.parent]))
    return found


def _halve_hull(state: GameState, card: CardState, unit: CardState, events: list[Event]) -> None:
    lost = (strength(state, unit) + 1) // 2  # half, fractions rounded up (as printed)
    set_die(unit, DieKind.PERMANENT, unit.die(DieKind.PERMANENT) + lost, events)
    events.append(EffectResolved(card.id, Kind.HALVE_HULL, f"#{unit.id} loses {lost} strength for good (permanent damage)"))
    leave_play(state, card, LeaveReason.DISCARDED, events)
    destroy_overwhelmed(state, events)


class EscapeByEnergyResolver(Resolver):
    """Read by ``escape_pockets``: the ship given all its (raised) engagement energy escapes."""

    name = "escape_by_energy"
    text = "be discarded once the ship it is on is given all the engagement energy it needs in one turn (it escapes)"
    continuous = True
    about_itself = True
    stat = Stat.DESTRUCTION


def _escapable(card: CardState) -> bool:
    return any(e.kind is Kind.ESCAPE_BY_ENERGY for e in card.info.effects)


def escape_pockets(state: GameState, ship: CardState, events: list[Event]) -> None:
    """The cards the ship escapes now: it has been given all the energy it needs this turn."""
    for card in [state.cards[i] for i in ship.children if _escapable(state.cards[i])]:
        if ship.received.get(PointType.ENERGY, 0) >= requirements(state, ship).get(PointType.ENERGY, 0):
            events.append(EffectResolved(card.id, Kind.ESCAPE_BY_ENERGY, f"#{ship.id} escapes: given all its engagement energy"))
            leave_play(state, card, LeaveReason.DISCARDED, events)


class CapPlayStrengthResolver(OpponentResolver):
    """Binds the card to the opponent whose fleet it is played to (``CardState.bound_seat``)."""

    name = "cap_play_strength"
    text = "stop {target} playing cards stronger than this card in his Play Cards Phases"
    hostile = True

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        ctx.card.bound_seat = seat
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"played to p{seat}'s fleet"))
        return None


def _strength_caps(state: GameState) -> list[CardState]:
    """The cards in play that cap an opponent's plays, remembered while the state is read only."""

    def compute() -> list[CardState]:
        return [c for c in state.in_play() if c.bound_seat is not None and any(e.kind is Kind.CAP_PLAY_STRENGTH for e in c.info.effects)]

    return memo(state, "strength_caps", compute)


def strength_cap_problem(state: GameState, seat: Seat, card: CardState) -> Violation | None:
    """Why ``seat`` may not play ``card`` now: a Time Fiend in his fleet weaker than it, in his
    own Play Cards Phases (None: he may)."""
    if state.active != seat or not state.phase.is_card_play:
        return None
    for fiend in _strength_caps(state):
        cap = strength(state, fiend)
        if fiend.bound_seat == seat and card.info.strength > cap:
            return Violation(f"{fiend.info.label} (as printed)", f"no card stronger than #{fiend.id} ({cap}) may be played in your Play Cards Phases")
    return None
