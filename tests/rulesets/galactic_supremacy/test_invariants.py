"""Invariants over seeded bot games (2-6 players, both deck modes, both bots; small turn caps).

After every action: every card is in exactly one place (a deck, a hand, a discard pile, in
play, or waiting on a keep choice; a destroyed Homeworld is nowhere); credits are never
negative and technologies never below 1; every Fleet is on a Sector and every Leader on a
unit of its controller, one Leader per unit; the player to act is in the game; the
reaction stack is empty whenever nobody is asked; a Draw Phase never ends above the hand
size. At the end, the record replays to the same digest, and a clone is independent.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from ge_desktop.engine.game import Game
from ge_desktop.rulesets.galactic_supremacy.bots import RandomBot, StandardBot, bot_random
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind, Seat
from ge_desktop.rulesets.galactic_supremacy.economy import hand_size
from ge_desktop.rulesets.galactic_supremacy.ruleset import GALACTIC_SUPREMACY
from ge_desktop.rulesets.galactic_supremacy.state import GameState, KeepChoice, Phase, Setup
from ge_desktop.storage.records import read_record, record_of, write_record
from ge_desktop.storage.replay import replay

TURN_CAP = 24
GAMES = [
    (11, Setup(2)),
    (12, Setup(3, individual_decks=True)),
    (13, Setup(4, advanced=True)),
    (14, Setup(5)),
    (15, Setup(6, individual_decks=True, advanced=True)),
    (16, Setup(2, individual_decks=True)),
]


def _places(state: GameState) -> Counter:
    places: Counter = Counter()
    places.update(state.deck)
    places.update(state.discard)
    places.update(list(state.units))
    for p in state.players:
        places.update(p.hand)
        places.update(p.deck)
        places.update(p.discard)
    places.update(c.card for c in state.choices if isinstance(c, KeepChoice))
    return places


def _check(state: GameState, was_draw: bool) -> None:
    places = _places(state)
    gone = {p.homeworld for p in state.players if p.eliminated}
    assert all(n == 1 for n in places.values()), [c for c, n in places.items() if n > 1]
    assert set(places) | gone == set(range(len(state.cards)))
    for p in state.players:
        assert p.credits >= 0 and min(p.techs.values()) >= 1
    leaders: Counter = Counter()
    for unit in state.units.values():
        host = state.units.get(unit.attached) if unit.attached is not None else None
        if unit.kind is CardKind.FLEET:
            assert host is not None and host.kind in (CardKind.SECTOR, CardKind.HOMEWORLD) and host.controller == unit.controller
        elif unit.kind is CardKind.LEADER:
            assert host is not None and host.kind is not CardKind.LEADER and host.controller == unit.controller
            leaders[unit.attached] += 1
        else:
            assert unit.attached is None
    assert all(n == 1 for n in leaders.values())
    seat = state.to_act()
    if state.outcome is None:
        assert seat is not None and not state.players[seat].eliminated
    if not state.asked:
        assert not state.stack
    if was_draw and state.phase is Phase.COMMAND:
        assert len(state.players[state.active].hand) <= hand_size(state, state.active)


def test_invariants_over_seeded_games() -> None:
    actions = Counter()
    for seed, setup in GAMES:
        g = Game.new(replace(setup, seed=seed), ruleset=GALACTIC_SUPREMACY)
        bots = [(StandardBot if (s + seed) % 3 else RandomBot)(bot_random(seed, s)) for s in range(setup.players)]
        while not g.is_terminal() and g.state.turn_number <= TURN_CAP:
            seat = g.to_act
            assert seat is not None
            legal = g.legal_actions()
            assert legal
            action = bots[seat].decide(g.observe(Seat(seat)), legal)
            was_draw = g.state.phase is Phase.DRAW
            g.play(action)
            actions[action.verb] += 1
            _check(g.state, was_draw)
        assert GALACTIC_SUPREMACY.digest(replay(read_record(write_record(record_of(g))), None).state) == GALACTIC_SUPREMACY.digest(g.state)
        copy = g.state.clone()
        if copy.outcome is None:
            from ge_desktop.rulesets.galactic_supremacy.rules import apply

            before = GALACTIC_SUPREMACY.digest(g.state)
            apply(copy, g.legal_actions()[0])
            assert GALACTIC_SUPREMACY.digest(g.state) == before
    # the games exercised the rules, not just "done"
    for verb in ("build", "attack", "commit", "launch", "research", "command", "move"):
        assert actions[verb] > 0, verb
