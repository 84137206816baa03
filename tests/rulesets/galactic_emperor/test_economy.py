"""Merchant, Steward, Engineer and Scientist."""

from __future__ import annotations

import pytest

from ge_desktop.engine import IllegalActionError
from ge_desktop.rulesets.galactic_emperor.actions import Bonus, Build, BuyTech, Done, DropDie, FreeFighter, Fund, Produce, Trade
from ge_desktop.rulesets.galactic_emperor.components import Resource, Role, ShipKind, Tech
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.state import GameState
from tests.rulesets.galactic_emperor.builders import P0, P1, fix_dice, home, in_role, place, ships


def test_merchant_special_ability_three_marks_and_the_dice_set_the_prices() -> None:
    game = in_role(Role.MERCHANT, prepare=lambda s: fix_dice(s, [5, 2, 6, 3]))
    state = game.state
    assert state.players[P0].marks == 8 and state.dice == [5, 2, 6, 3]
    assert game.to_act == P0 and [a.notation() for a in game.legal_actions()] == ["drop 0", "drop 1", "drop 2", "drop 3"]
    game.play(DropDie(2))
    assert state.prices == {Resource.FOOD: 2, Resource.METAL: 3, Resource.ENERGY: 5}
    with pytest.raises(IllegalActionError, match="four dice"):
        in_role(Role.MERCHANT).play(DropDie(4))


def test_merchant_harvest_fund_and_excess_food_sold() -> None:
    game = in_role(Role.MERCHANT, prepare=lambda s: fix_dice(s, [1, 1, 1, 1]))
    game.play(DropDie(0))
    state = game.state
    me = state.players[P0]
    assert me.food == 2  # the home sector shows 2 food
    at = home(state, P0)
    game.play(Fund(at))
    game.play(Fund(at))
    assert state.board[at].food == 2
    me.food += 1
    with pytest.raises(IllegalActionError, match="at most 2 food"):
        game.play(Fund(at))
    marks = me.marks
    game.play(Done())
    assert me.food == 0 and me.marks == marks + 1


def test_merchant_buying_stops_at_the_storage_facility_capacity() -> None:
    game = in_role(Role.MERCHANT, prepare=lambda s: fix_dice(s, [1, 1, 1, 1]))
    game.play(DropDie(0))
    game.play(Trade(True, Resource.ENERGY))
    game.play(Trade(True, Resource.ENERGY))
    assert game.state.players[P0].energy == 3
    with pytest.raises(IllegalActionError, match="Storage Facility"):
        game.play(Trade(True, Resource.ENERGY))


def test_steward_special_ability_one_free_cube_once() -> None:
    game = in_role(Role.STEWARD)
    game.play(Bonus(Resource.METAL))
    assert game.state.players[P0].metal == 2
    with pytest.raises(IllegalActionError, match="once"):
        game.play(Bonus(Resource.ENERGY))


def test_steward_one_food_per_sector_produces_what_it_shows() -> None:
    def fed(state: GameState) -> None:
        state.board[home(state, P0)].food = 2

    game = in_role(Role.STEWARD, prepare=fed)
    at = home(game.state, P0)
    game.play(Produce(at))
    me = game.state.players[P0]
    assert (me.metal, me.energy, game.state.board[at].food) == (2, 2, 1)
    with pytest.raises(IllegalActionError, match="more than 1 food per sector"):
        game.play(Produce(at))


def test_engineer_special_ability_a_free_fighter_on_a_starbase_not_an_empire() -> None:
    def empire(state: GameState) -> None:
        place(state, Hex(1, 0), owner=P0)

    game = in_role(Role.ENGINEER, prepare=empire)
    with pytest.raises(IllegalActionError, match="Starbases"):
        game.play(FreeFighter(Hex(1, 0)))
    at = home(game.state, P0)
    game.play(FreeFighter(at))
    assert len(game.state.ships_at(at, P0)) == 2


def test_engineer_ships_are_paid_for_and_the_reserve_is_the_limit() -> None:
    def rich(state: GameState) -> None:
        me = state.players[P0]
        me.metal, me.energy, me.marks = 6, 3, 30
        ships(state, P0, Hex(2, 0), dreadnoughts=1)

    game = in_role(Role.ENGINEER, prepare=rich)
    at = home(game.state, P0)
    game.play(Build(ShipKind.DREADNOUGHT, at))
    me = game.state.players[P0]
    assert (me.metal, me.energy, me.marks) == (3, 1, 28)
    with pytest.raises(IllegalActionError, match="reserve has no dreadnought"):
        game.play(Build(ShipKind.DREADNOUGHT, at))


def test_scientist_one_technology_each_and_the_chooser_pays_one_energy_less() -> None:
    def able(state: GameState) -> None:
        for p in state.players:
            p.metal, p.energy, p.marks = 6, 3, 20

    game = in_role(Role.SCIENTIST, prepare=able)
    game.play(BuyTech(Tech.PLASMA_WEAPONS))  # 1 metal, 3 energy
    me = game.state.players[P0]
    assert Tech.PLASMA_WEAPONS in me.techs and (me.metal, me.energy) == (5, 1)
    with pytest.raises(IllegalActionError, match="buy 1 Technology card"):
        game.play(BuyTech(Tech.ROBOTICS))
    game.play(Done())
    with pytest.raises(IllegalActionError, match="taken"):
        game.play(BuyTech(Tech.PLASMA_WEAPONS))
    game.play(BuyTech(Tech.ROBOTICS))
    assert game.state.players[P1].energy == 2
