"""The twelve Technology cards of the aid, each with a use that works and one the rules refuse."""

from __future__ import annotations

import pytest

from ge_desktop.engine import IllegalActionError
from ge_desktop.engine.game import Game
from ge_desktop.rulesets.galactic_emperor.actions import (
    Build,
    BuyInfluence,
    Done,
    DropDie,
    Explore,
    Fight,
    Influence,
    Interrupt,
    Move,
    Pass,
    Pirate,
    Produce,
    Sabotage,
    Scan,
    TimeWarp,
    UseTech,
)
from ge_desktop.rulesets.galactic_emperor.components import Role, ShipKind, Tech, TileKind
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.observe import observe
from ge_desktop.rulesets.galactic_emperor.state import AmbassadorWindow, GameState, SabotageWindow, TimeWarpWindow
from tests.rulesets.galactic_emperor.builders import P0, P1, P2, P3, clear_ships, fix_dice, give, home, in_role, place, ships

A = Hex(2, 0)


def _exert(game: Game) -> None:
    for _ in range(4):
        game.play(Done())


def test_ambassador_sends_a_token_elsewhere_and_keeps_the_sector() -> None:
    game = in_role(Role.REGENT, prepare=lambda s: (place(s, A), give(s, P2, Tech.AMBASSADOR)))
    _exert(game)
    game.play(Influence(A))  # P1
    assert isinstance(game.state.windows[0], AmbassadorWindow) and game.to_act == P2
    game.play(Interrupt())
    assert game.to_act == P1 and game.state.players[P1].influence == 2
    with pytest.raises(IllegalActionError, match="only p2"):
        game.play(Influence(A))
    game.play(Done())
    game.play(Influence(A))  # P2 himself: no interrupt offered
    assert not game.state.windows


def _battle(prepare_extra: object = None) -> Game:
    def position(state: GameState) -> None:
        clear_ships(state)
        ships(state, P0, home(state, P0), fighters=2)
        place(state, A, owner=P1)
        if callable(prepare_extra):
            prepare_extra(state)

    game = in_role(Role.WARLORD, chooser=P3, prepare=position)
    game.play(Done())
    game.play(Move(("f0", "f1"), A))
    return game


def test_shield_generators_ignore_the_first_hit_but_not_for_a_lone_empire() -> None:
    game = _battle(lambda s: (give(s, P0, Tech.SHIELD_GENERATORS), give(s, P1, Tech.SHIELD_GENERATORS)))
    fix_dice(game.state, [6, 6, 6, 1])  # the Empire hits twice, the fighters' 6, then 1
    game.play(Fight(A))
    assert len(game.state.ships_at(A, P0)) == 1  # one of two hits ignored
    assert game.state.counters["tech:shield_generators"] == 1  # P1 had only an Empire: not declared


def test_ion_cannons_an_empire_fires_three_dice() -> None:
    game = _battle(lambda s: give(s, P1, Tech.ION_CANNONS))
    fix_dice(game.state, [1, 1, 1, 1, 1])
    game.play(Fight(A))
    assert "phase 2 at 2,0: p1:1, p1:1, p1:1" in [e.text for e in game.state.log]
    plain = _battle()
    fix_dice(plain.state, [1, 1, 1, 1])
    plain.play(Fight(A))
    assert "phase 2 at 2,0: p1:1, p1:1" in [e.text for e in plain.state.log]


def test_plasma_weapons_fighters_hit_on_4_when_attacking_only() -> None:
    game = _battle(lambda s: (give(s, P0, Tech.PLASMA_WEAPONS), give(s, P1, Tech.PLASMA_WEAPONS)))
    fix_dice(game.state, [4, 1, 4, 1])  # Empire 4 hits (no plasma for the defender); fighter 4 hits with plasma
    game.play(Fight(A))
    state = game.state
    assert state.battle is None and state.board[A].owner == P0


def _warlord_turn(prepare: object) -> Game:
    def position(state: GameState) -> None:
        clear_ships(state)
        ships(state, P0, home(state, P0), fighters=1)
        if callable(prepare):
            prepare(state)

    game = in_role(Role.WARLORD, chooser=P3, prepare=position)
    game.play(Done())
    return game


def test_fusion_engines_one_extra_space_switched_on_before_moving() -> None:
    game = _warlord_turn(lambda s: give(s, P0, Tech.FUSION_ENGINES))
    game.play(UseTech(Tech.FUSION_ENGINES))
    for to in (Hex(2, 0), Hex(1, 0), Hex(1, 1)):
        game.play(Move(("f0",), to))
    late = _warlord_turn(lambda s: give(s, P0, Tech.FUSION_ENGINES))
    late.play(Move(("f0",), Hex(2, 0)))
    with pytest.raises(IllegalActionError, match="before your ships move"):
        late.play(UseTech(Tech.FUSION_ENGINES))


def test_saboteur_stops_a_technology_for_the_round_and_may_be_caught() -> None:
    game = _warlord_turn(lambda s: (give(s, P0, Tech.FUSION_ENGINES), give(s, P1, Tech.SABOTEUR)))
    game.play(UseTech(Tech.FUSION_ENGINES))
    assert isinstance(game.state.windows[0], SabotageWindow) and game.to_act == P1
    fix_dice(game.state, [5])
    game.play(Sabotage())
    state = game.state
    assert (P0, Tech.FUSION_ENGINES) in state.sabotaged and Tech.SABOTEUR in state.removed_techs
    game.play(Move(("f0",), Hex(2, 0)))
    game.play(Move(("f0",), Hex(1, 0)))
    with pytest.raises(IllegalActionError, match="used its movement"):
        game.play(Move(("f0",), Hex(1, 1)))
    with pytest.raises(IllegalActionError, match="stopped this round|already in use"):
        game.play(UseTech(Tech.FUSION_ENGINES))


def test_robotics_two_metal_off_the_turns_ships_only_as_engineer() -> None:
    def rich(state: GameState) -> None:
        give(state, P0, Tech.ROBOTICS)
        state.players[P0].metal, state.players[P0].energy, state.players[P0].marks = 2, 2, 10

    game = in_role(Role.ENGINEER, prepare=rich)
    game.play(UseTech(Tech.ROBOTICS))
    game.play(Build(ShipKind.CRUISER, home(game.state, P0)))  # 2 metal, 1 energy, 1 mark: metal free
    assert game.state.players[P0].metal == 2
    steward = in_role(Role.STEWARD, prepare=rich)
    with pytest.raises(IllegalActionError, match="not switched on in the steward"):
        steward.play(UseTech(Tech.ROBOTICS))


def test_protein_fields_produce_at_two_sectors_without_food() -> None:
    game = in_role(Role.STEWARD, prepare=lambda s: give(s, P0, Tech.PROTEIN_FIELDS))
    at = home(game.state, P0)
    with pytest.raises(IllegalActionError, match="Protein Fields are not in use"):
        game.play(Produce(at, True))
    game.play(UseTech(Tech.PROTEIN_FIELDS))
    game.play(Produce(at, True))
    assert (game.state.players[P0].metal, game.state.players[P0].energy) == (2, 2)


def test_diplomat_the_extra_token_always_costs_two_and_the_price_still_rises() -> None:
    game = in_role(Role.REGENT, prepare=lambda s: give(s, P1, Tech.DIPLOMAT))
    game.play(BuyInfluence())  # P0 pays 2
    game.play(Done())
    game.play(UseTech(Tech.DIPLOMAT))
    game.play(BuyInfluence())  # P1 pays 2, not 3
    assert game.state.players[P1].marks == 3
    game.play(Done())
    game.play(BuyInfluence())  # P2 pays 4
    assert game.state.players[P2].marks == 1
    with pytest.raises(IllegalActionError, match="before you buy"):
        late = in_role(Role.REGENT, chooser=P1, prepare=lambda s: give(s, P1, Tech.DIPLOMAT))
        late.play(BuyInfluence())
        late.play(UseTech(Tech.DIPLOMAT))


def test_time_warp_rerolls_a_market_die_before_the_prices_once_per_round() -> None:
    game = in_role(Role.MERCHANT, prepare=lambda s: (give(s, P2, Tech.TIME_WARP), fix_dice(s, [1, 2, 3, 4, 6, 5])))
    assert isinstance(game.state.windows[0], TimeWarpWindow) and game.to_act == P2
    game.play(TimeWarp(0))
    assert game.state.dice == [6, 2, 3, 4] and game.to_act == P2
    game.play(TimeWarp(0, True))
    assert game.state.dice == [5, 2, 3, 4]
    with pytest.raises(IllegalActionError, match="not possible now"):
        game.play(TimeWarp(0, True))  # no third roll
    game.play(DropDie(0))
    assert Tech.TIME_WARP in game.state.used_this_round


def test_space_pirate_one_metal_or_one_food_once_a_merchant_role() -> None:
    game = in_role(Role.MERCHANT, prepare=lambda s: give(s, P0, Tech.SPACE_PIRATE))
    game.play(DropDie(0))
    game.play(Pirate(P1))
    assert game.state.players[P1].metal == 0 and game.state.players[P0].metal == 2
    with pytest.raises(IllegalActionError, match="used it this role"):
        game.play(Pirate(P2))


def _lrs(state: GameState) -> None:
    give(state, P0, Tech.LONG_RANGE_SCANNERS)
    hole = next(t for t in state.components.tiles.values() if t.kind is TileKind.BLACK_HOLE).id
    if hole in state.faceup:
        state.faceup.remove(hole)
        state.faceup.append(state.stack.pop())


def test_long_range_scanners_a_private_draw_and_the_other_tile_back_on_top() -> None:
    game = in_role(Role.EXPLORER, prepare=_lrs)
    state = game.state
    chosen, top = state.faceup[0], state.stack[-1]
    game.play(Scan(chosen))
    role = observe(state, P0).role
    assert role is not None and role.scan_drawn == top
    assert observe(state, P1).role.scan_drawn is None  # type: ignore[union-attr]
    name = state.components.tile(top).name
    assert all(top not in line and name not in line for line in observe(state, P1).log)
    assert any(name in line for line in observe(state, P0).log)
    game.play(Explore(top, Hex(1, 0)))
    assert state.stack[-1] == chosen and chosen not in state.faceup
    with pytest.raises(IllegalActionError, match="Long Range Scanners"):
        game.play(Scan(state.faceup[0]))  # P1 holds none


def test_long_range_scanners_cannot_draw_the_black_hole() -> None:
    def hole_on_top(state: GameState) -> None:
        _lrs(state)
        hole = next(t for t in state.stack if state.components.tile(t).kind is TileKind.BLACK_HOLE)
        state.stack.remove(hole)
        state.stack.append(hole)

    game = in_role(Role.EXPLORER, prepare=hole_on_top)
    chosen = game.state.faceup[0]
    game.play(Scan(chosen))
    assert game.state.components.tile(game.state.stack[-1]).kind is TileKind.BLACK_HOLE
    assert [a.tile for a in game.legal_actions() if isinstance(a, Explore)] == [chosen] * len([a for a in game.legal_actions() if isinstance(a, Explore)])


def test_anytime_interrupts_prompt_only_the_holder() -> None:
    game = in_role(Role.MERCHANT, prepare=lambda s: give(s, P3, Tech.TIME_WARP))
    assert game.to_act == P3 and [a.notation() for a in game.legal_actions()][-1] == "pass"
    game.play(Pass())
    assert game.to_act == P0 and not game.state.windows
