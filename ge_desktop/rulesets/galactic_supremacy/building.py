"""BUILD PHASE and MOVE PHASE: putting cards into play and re-attaching them.

Build: a Sector for 10, a Fleet for 10 attached to one of the player's Sectors, a Leader
for 5 attached to one of his units that has no Leader yet (MOVE PHASE: a unit may only have
1 Leader). Move: a Fleet to any of his Sectors, a Leader to any of his units without one.
Each card moves at most once per Move Phase: one move already puts it anywhere, and the
limit keeps the list of moves finite.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.actions import Build, Move
from ge_desktop.rulesets.galactic_supremacy.cards import CardId, CardKind, Seat
from ge_desktop.rulesets.galactic_supremacy.state import GameState, Phase, Unit

COSTS = {CardKind.SECTOR: 10, CardKind.FLEET: 10, CardKind.LEADER: 5}
SECTOR_KINDS = (CardKind.SECTOR, CardKind.HOMEWORLD)


def _host_problem(state: GameState, seat: Seat, kind: CardKind, onto: CardId | None, moving: CardId | None = None) -> str | None:
    """Is ``onto`` a place ``seat`` may attach a card of ``kind`` to?"""
    host = state.units.get(onto) if onto is not None else None
    if kind is CardKind.SECTOR:
        return None if onto is None else "a Sector is not attached to anything"
    if host is None or host.controller != seat:
        return f"a {kind.value} is attached to one of your units in play"
    if kind is CardKind.FLEET and host.kind not in SECTOR_KINDS:
        return "a Fleet is attached to one of your Sectors"
    if kind is CardKind.LEADER:
        if host.kind is CardKind.LEADER:
            return "a Leader is attached to a Sector or a Fleet"
        leader = state.leader_of(host.card)
        if leader is not None and leader.card != moving:
            return f"#{host.card} already has a Leader"
    return None


def check_build(state: GameState, seat: Seat, action: Build) -> str | None:
    if state.phase is not Phase.BUILD:
        return "cards are built in the Build Phase"
    if action.card not in state.players[seat].hand:
        return f"#{action.card} is not in your hand"
    kind = state.kind(action.card)
    if kind not in COSTS:
        return f"a {kind.value} card is not built"
    if state.players[seat].credits < COSTS[kind]:
        return f"a {kind.value} costs {COSTS[kind]} credits"
    return _host_problem(state, seat, kind, action.onto)


def build(state: GameState, seat: Seat, action: Build) -> None:
    kind = state.kind(action.card)
    player = state.players[seat]
    player.credits -= COSTS[kind]
    player.hand.remove(action.card)
    state.units[action.card] = Unit(action.card, seat, kind, action.onto)
    where = f" on #{action.onto}" if action.onto is not None else ""
    state.say(f"p{seat} builds #{action.card} {state.cards[action.card].name}{where} for {COSTS[kind]} credits")


def check_move(state: GameState, seat: Seat, action: Move) -> str | None:
    if state.phase is not Phase.MOVE:
        return "cards move in the Move Phase"
    unit = state.units.get(action.card)
    if unit is None or unit.controller != seat or unit.kind not in (CardKind.FLEET, CardKind.LEADER):
        return f"#{action.card} is not one of your Fleets or Leaders in play"
    if action.card in state.turn.moved:
        return f"#{action.card} has moved this Move Phase"
    if unit.attached == action.to or action.to == action.card:
        return f"#{action.card} is already there"
    return _host_problem(state, seat, unit.kind, action.to, moving=action.card)


def move(state: GameState, seat: Seat, action: Move) -> None:
    unit = state.units[action.card]
    state.units[action.card] = Unit(unit.card, unit.controller, unit.kind, action.to)
    state.turn.moved.add(action.card)
    state.say(f"p{seat} moves #{action.card} to #{action.to}")
