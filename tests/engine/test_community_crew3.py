"""Community crew and equipment (issue 38, h-crew3): each test plays the printing the decks hold
and checks the change its text causes, with a case the rules must refuse or leave unchanged
(``resources/cards/community-crew3.json``; the numbers are pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.bots.match import next_action
from ge_desktop.bots.standard import StandardBot
from ge_desktop.cards.model import PointType
from ge_desktop.engine import Seat
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_empires import MoveCard, Phase, Zone
from ge_desktop.rulesets.galactic_empires.rules.weapons import armed
from tests.engine.builders import Table, card, ship, terrain
from tests.engine.community_helpers import printed, settle

POWER = terrain(8, supply=6, energy=6, ammunition=4, economy=2)
OPS = "C6_-_Operations_Officer_-_Ops_2-2_PE"


# --- C6 Operations Officer - Ops: one supply OR one energy fewer; ammunition counts twice --------


def _ops_scene(hull_card=None, with_ops: bool = True) -> tuple[Table, int]:
    """Seat 0's ship needing 2 supply and 2 energy (3 heavy weapons), with the officer aboard, at
    the start of seat 0's Allocation Phase."""
    hull_card = hull_card or ship(6, requirements={"supply": 2, "energy": 2}, weapons=[{"symbol": "heavy", "name": "Sabot", "count": 3}])
    ops = printed(OPS)
    table = Table([hull_card, ops, POWER], [])
    unit = table.put(hull_card, 0, engaged=False)
    if with_ops:
        table.put(ops, 0, on=unit)
    table.put(POWER, 0)
    table.fresh_turn(0)
    return table, unit


def _allocate(table: Table, unit: int, **points: int) -> None:
    for point, count in points.items():
        for _ in range(count):
            table.act(f"allocate {point} #{unit}")


def test_operations_officer_unit_engages_one_supply_short() -> None:
    table, unit = _ops_scene()
    _allocate(table, unit, supply=1, energy=2)
    assert table.why(f"allocate supply #{unit}") is not None  # the energy is all there: one supply fewer is needed
    table.to_phase(Phase.PLAY_A)
    assert table.card(unit).engaged


def test_operations_officer_unit_engages_one_energy_short() -> None:
    table, unit = _ops_scene()
    _allocate(table, unit, supply=2, energy=1)
    table.to_phase(Phase.PLAY_A)
    assert table.card(unit).engaged


def test_operations_officer_never_spares_both_a_supply_and_an_energy() -> None:
    table, unit = _ops_scene()
    _allocate(table, unit, supply=1, energy=1)
    table.to_phase(Phase.PLAY_A)
    assert not table.card(unit).engaged


def test_without_the_operations_officer_the_unit_needs_every_printed_point() -> None:
    table, unit = _ops_scene(with_ops=False)
    _allocate(table, unit, supply=1, energy=2)
    table.to_phase(Phase.PLAY_A)
    assert not table.card(unit).engaged


def test_operations_officer_lowers_the_only_type_a_unit_needs() -> None:
    table, unit = _ops_scene(ship(5, requirements={"energy": 2}))
    _allocate(table, unit, energy=1)
    assert table.why(f"allocate energy #{unit}") is not None  # no use for the second energy point
    table.to_phase(Phase.PLAY_A)
    assert table.card(unit).engaged


def test_operations_officer_doubles_each_ammunition_point_applied_to_its_unit() -> None:
    table, unit = _ops_scene()
    _allocate(table, unit, supply=2, energy=1)
    table.act(f"allocate ammunition #{unit}")
    assert armed(table.state, table.card(unit)) == 2  # one point arms two heavy weapons
    table.act(f"allocate ammunition #{unit}")
    assert armed(table.state, table.card(unit)) == 3  # the third weapon; the second point's double has no use
    assert table.why(f"allocate ammunition #{unit}") is not None


def test_ammunition_counts_once_without_the_operations_officer() -> None:
    table, unit = _ops_scene(with_ops=False)
    _allocate(table, unit, supply=2, energy=2)
    table.act(f"allocate ammunition #{unit}")
    assert armed(table.state, table.card(unit)) == 1


# --- E3 Reserve Power: 3 energy at once to its own unit; back to the hand or discarded in the Discard Phase


RESERVE_POWER = "E3_-_Reserve_Power_PE"


def _reserve_scene(hull_card=None) -> tuple[Table, int, int, int]:
    """Seat 0's ship needing 1 supply and 2 energy (disengaged), Reserve Power in hand, an
    opponent's ship; seat 0's third turn, at the start of its Allocation Phase. Returns the
    table, the ship, the card in hand and the opponent's ship."""
    hull_card = hull_card or ship(6, requirements={"supply": 1, "energy": 2})
    power = printed(RESERVE_POWER)
    foe_card = ship(5)
    table = Table([hull_card, power, POWER], [foe_card])
    unit = table.put(hull_card, 0, engaged=False)
    table.put(POWER, 0)
    foe = table.put(foe_card, 1)
    held = table.hand(power, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)  # its third turn: no first-turn rule
    return table, unit, held, foe


def test_reserve_power_in_the_allocation_phase_gives_its_unit_3_energy_toward_its_requirements() -> None:
    table, unit, power, _ = _reserve_scene()
    pool_before = dict(table.player(0).pool)
    assert table.legal(f"play #{power} on #{unit}")  # listed in the Allocation Phase
    table.act(f"play #{power} on #{unit}")
    settle(table)
    assert table.game.phase is Phase.ALLOCATION
    assert table.card(unit).received.get(PointType.ENERGY) == 3  # straight to the ship
    assert table.player(0).pool == pool_before  # never to the pool
    assert table.player(0).plays_used == 1  # a Card Play, unlike an Early Shipment
    assert table.why(f"allocate energy #{unit}") is not None  # its energy requirement is met already
    table.act(f"allocate supply #{unit}")
    table.to_phase(Phase.PLAY_A)
    assert table.card(unit).engaged  # 1 supply allocated + the reserve's energy


def test_reserve_power_in_a_card_play_phase_gives_energy_but_engages_nothing() -> None:
    table, unit, power, _ = _reserve_scene()
    table.to_phase(Phase.PLAY_A)
    assert not table.card(unit).engaged
    table.act(f"play #{power} on #{unit}")
    settle(table)
    assert table.card(unit).received.get(PointType.ENERGY) == 3
    assert not table.card(unit).engaged  # the Engagement Phase is over


def test_reserve_power_goes_only_on_its_players_own_ship_or_base_and_not_in_an_opponents_turn() -> None:
    table, unit, power, foe = _reserve_scene()
    assert table.why(f"play #{power} on #{foe}") is not None  # only to your own unit
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"play #{power} on #{unit}") is not None  # not in the Weapons Fire Phase
    table.fresh_turn(1)
    assert table.game.phase is Phase.ALLOCATION
    assert table.why(f"play #{power} on #{unit}") is not None  # not in an opponent's Allocation Phase


def _power_in_play() -> tuple[Table, int]:
    table, unit, power, _ = _reserve_scene()
    table.act(f"play #{power} on #{unit}")
    settle(table)
    table.to_phase(Phase.DISCARD)
    return table, power


def test_reserve_power_goes_back_to_the_hand_in_the_discard_phase_without_a_card_play() -> None:
    table, power = _power_in_play()
    used = table.player(0).plays_used
    assert table.why("done") is not None  # it must leave play first
    assert table.legal(f"use #{power} 1")
    table.act(f"use #{power} 1")
    settle(table)
    assert table.card(power).zone is Zone.HAND
    assert table.player(0).plays_used == used  # not a Card Play
    assert table.why("done") is None


def test_reserve_power_may_be_discarded_instead_in_the_discard_phase() -> None:
    table, power = _power_in_play()
    table.act(f"discard #{power}")
    settle(table)
    assert table.card(power).zone is Zone.DISCARD
    assert table.why("done") is None


def test_reserve_power_is_taken_back_only_in_the_discard_phase() -> None:
    table, unit, power, _ = _reserve_scene()
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{power} on #{unit}")
    settle(table)
    assert table.why(f"use #{power} 1") is not None


# --- S4 Nagiridni Pirate Salvage Tug: equipment from the Discard Pile for repair, in the Draw Cards Phase


TUG = "S4_-_Nagiridni_Pirate_Salvage_Tug_Pro6"
REPAIRS = terrain(8, economy=2, supply=2, energy=2, repair=6)


def _tug_scene() -> tuple[Table, int, int, int]:
    """Seat 0's tug (funded) with 3 repair points held on it, a 3-strength and a 5-strength
    equipment card in seat 0's Discard Pile; seat 0's Draw Cards Phase. Returns the table, the
    tug and the two equipment cards."""
    tug = printed(TUG)
    small, big = card("E", 3, "Salvage Small Gear"), card("E", 5, "Salvage Big Gear")
    table = Table([tug, REPAIRS, small, big], [])
    unit = table.put(tug, 0)
    table.put(REPAIRS, 0)
    light, heavy = table.put(small, 0), table.put(big, 0)
    for gear in (light, heavy):
        table.game.apply(MoveCard(gear, Zone.DISCARD, Seat(0)))
    table.fresh_turn(0)
    for point in ("economy", "supply", "energy"):
        table.act(f"allocate {point} #{unit}")
    for _ in range(3):
        table.act(f"allocate repair #{unit}")
    table.to_phase(Phase.DRAW)
    return table, unit, light, heavy


def test_salvage_tug_holds_repair_up_to_the_strongest_equipment_in_the_discard_pile() -> None:
    table, unit, _, _ = _tug_scene()
    assert table.card(unit).received.get(PointType.REPAIR) == 3
    table.fresh_turn(0)
    for point in ("economy", "supply", "energy"):
        table.act(f"allocate {point} #{unit}")
    for _ in range(5):
        table.act(f"allocate repair #{unit}")
    assert table.why(f"allocate repair #{unit}") is not None  # 5: the strongest equipment there


def test_salvage_tug_moves_an_equipment_card_to_the_hand_for_its_strength_in_repair() -> None:
    table, unit, light, heavy = _tug_scene()
    assert table.legal(f"use #{unit} 1")
    table.act(f"use #{unit} 1")
    settle(table)
    assert table.state.choice is not None and set(table.state.choice.cards) == {light}  # 3 repair held: not the 5-strength one
    table.act(f"choose #{light}")
    settle(table)
    assert table.card(light).zone is Zone.HAND and table.card(heavy).zone is Zone.DISCARD
    assert table.card(unit).received.get(PointType.REPAIR) == 0
    assert table.why(f"use #{unit} 1") is not None  # once a turn
    table.act("draw 0")


def test_salvage_tug_salvages_only_in_its_players_draw_cards_phase() -> None:
    table, unit, _, _ = _tug_scene()
    table.fresh_turn(0)
    for point in ("economy", "supply", "energy"):
        table.act(f"allocate {point} #{unit}")
    for _ in range(3):
        table.act(f"allocate repair #{unit}")
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"use #{unit} 1") is not None


def test_salvage_tug_without_repair_held_salvages_nothing() -> None:
    tug = printed(TUG)
    gear_card = card("E", 2, "Salvage Lone Gear")
    table = Table([tug, REPAIRS, gear_card], [])
    unit = table.put(tug, 0)
    table.put(REPAIRS, 0)
    gear = table.put(gear_card, 0)
    table.game.apply(MoveCard(gear, Zone.DISCARD, Seat(0)))
    table.fresh_turn(0)
    for point in ("economy", "supply", "energy"):
        table.act(f"allocate {point} #{unit}")
    table.to_phase(Phase.DRAW)
    assert table.why(f"use #{unit} 1") is not None


# --- the standard bot uses these cards' choices ---------------------------------------------------


def test_standard_bot_holds_repair_on_the_tug_and_salvages_before_drawing() -> None:
    table, unit, light, _ = _tug_scene()
    bot = StandardBot(GameRandom(0))
    table.game.apply(next_action(table.game, bot))
    settle(table)
    while table.state.choice is not None:
        table.game.apply(next_action(table.game, bot))
    assert table.card(light).zone is Zone.HAND  # the only equipment the held repair pays for
    table.fresh_turn(0)
    for point in ("economy", "supply", "energy"):  # (the standard bot funds no economy requirement: a separate matter)
        table.act(f"allocate {point} #{unit}")
    while table.game.phase is Phase.ALLOCATION and table.state.active == 0:
        table.game.apply(next_action(table.game, bot))
    assert table.card(unit).received.get(PointType.REPAIR, 0) == 5  # repair kept for the 5-strength equipment left


def test_standard_bot_takes_reserve_power_back_in_the_discard_phase() -> None:
    table, power = _power_in_play()
    bot = StandardBot(GameRandom(0))
    while table.game.phase is Phase.DISCARD:
        table.game.apply(next_action(table.game, bot))
    assert table.card(power).zone is Zone.HAND
