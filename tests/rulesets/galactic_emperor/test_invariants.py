"""Invariants over seeded bot games (3-6 players, both bots), checked after every action.

Every Empire token is in exactly one place (reserve, held as influence, placed as influence,
on the board); every player has his 14 ships, each in reserve or on a board space that is
neither a sun nor an enemy home sector; Storage Facilities within capacity; marks never
negative; at most 2 food on a sector; only planet sectors are controlled; the player to act
has a legal action; nobody sees another player's VP total. Every game ends by one of the
aid's end conditions; its record replays to the same digest; a clone is independent.
"""

from __future__ import annotations

from collections import Counter

import pytest

from ge_desktop.engine.game import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_emperor.board import is_sun
from ge_desktop.rulesets.galactic_emperor.bots import RandomBot, StandardBot, bot_random
from ge_desktop.rulesets.galactic_emperor.components import EMPIRE_TOKENS, STORAGE_CAPACITY
from ge_desktop.rulesets.galactic_emperor.observe import observe
from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
from ge_desktop.rulesets.galactic_emperor.state import GameState, Setup
from ge_desktop.storage.records import read_record, record_of, write_record
from ge_desktop.storage.replay import replay


def _check(state: GameState) -> None:
    n = len(state.players)
    tokens: Counter[int] = Counter()
    for sector in state.board.values():
        if sector.owner is not None:
            tokens[sector.owner] += 1
            assert state.components.tile(sector.tile).planets > 0
        assert 0 <= sector.food <= 2
    if state.role is not None:
        for placed in state.role.placed.values():
            for seat, k in placed.items():
                tokens[seat] += k
    for p in state.players:
        assert p.tokens + p.influence + tokens[p.seat] == EMPIRE_TOKENS[n], p.seat
        assert 0 <= p.metal <= STORAGE_CAPACITY["metal"] and 0 <= p.energy <= STORAGE_CAPACITY["energy"]
        assert p.marks >= 0 and p.food >= 0
        assert sum(1 for s in state.ships.values() if s.owner == p.seat) == 14
    for ship in state.ships.values():
        if ship.at is not None:
            assert not is_sun(state, ship.at)
            home = state.board.get(ship.at)
            assert home is None or home.home_of in (None, ship.owner)
    assert state.pool_vp >= 0
    for viewer in range(n):
        assert all(v.vp is None for v in observe(state, Seat(viewer)).players if v.seat != viewer) or state.outcome is not None


@pytest.mark.parametrize(("players", "seed"), [(3, 31), (4, 32), (5, 33), (6, 34)])
def test_invariants_over_seeded_games(players: int, seed: int) -> None:
    game = Game.new(Setup(players, seed), ruleset=GALACTIC_EMPEROR)
    bots = [(StandardBot if (s + seed) % 2 else RandomBot)(bot_random(seed, s)) for s in range(players)]
    while not game.is_terminal():
        legal = game.legal_actions()
        assert legal
        seat = game.to_act
        assert seat is not None
        game.play(bots[seat].decide(game.observe(seat), legal))
        _check(game.state)
    assert game.state.outcome is not None and game.state.outcome.reason in ("last_token", "vp_pool")
    record = read_record(write_record(record_of(game)))
    assert GALACTIC_EMPEROR.digest(replay(record, None).state) == GALACTIC_EMPEROR.digest(game.state)
    copy = game.clone()
    copy.state.players[0].marks += 100
    assert game.state.players[0].marks != copy.state.players[0].marks
