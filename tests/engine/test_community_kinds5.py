"""Community occurrences, lucky breaks and mishaps (issue 38, h-kinds5): each test plays the
printing the decks hold and checks the change its text causes, with the case the text limits
(``resources/cards/community-kinds5.json``; the numbers are pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.model import Card, PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.events import PointsLost
from tests.engine.builders import Table, card, effect, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle, settle_choices

RICH = terrain(8, supply=3, ammunition=4, economy=5)


# --- withhold_points: one point type of a fleet stopped for a turn ------------------------------


def _played_against_seat_one(occurrence: Card) -> Table:
    """Seat 0 plays ``occurrence`` against seat 1's fleet (which holds RICH) in its Card Play phase."""
    table = Table([occurrence, RICH], [RICH])
    table.put(RICH, 0)
    table.put(RICH, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(occurrence, 0)}")
    settle(table)
    return table


def _pool(table: Table, seat: int) -> dict[str, int]:
    return {point.value: amount for point, amount in table.player(seat).pool.items() if amount}


def test_economic_crisis_uses_up_the_fleets_economy_on_its_next_turn_only() -> None:
    table = _played_against_seat_one(printed("O8_-_Economic_Crisis_UE"))
    table.fresh_turn(1)
    assert _pool(table, 1) == {"supply": 3, "ammunition": 4}  # the 5 economy points are used up
    assert PointsLost(Seat(1), PointType.ECONOMY, 5) in table.events  # generated, then lost at Record Keeping
    assert table.why("declare energy") is not None  # no economy point to declare
    table.fresh_turn(1)
    assert _pool(table, 1) == {"supply": 3, "ammunition": 4, "economy": 5}  # for one turn only


def test_economic_crisis_leaves_the_player_who_played_it_his_economy() -> None:
    table = _played_against_seat_one(printed("O8_-_Economic_Crisis_UE"))
    table.fresh_turn(0)
    assert _pool(table, 0)["economy"] == 5


def test_labor_strikes_stops_ammunition_and_economy_declared_as_ammunition_on_the_next_turn() -> None:
    table = _played_against_seat_one(printed("O6_-_Labor_Strikes_PE"))
    table.fresh_turn(1)
    assert _pool(table, 1) == {"supply": 3, "economy": 5}  # no ammunition generated
    assert table.why("declare ammunition") is not None  # nor economy used as ammunition
    table.act("declare energy")  # economy declared as anything else is still allowed
    assert _pool(table, 1) == {"supply": 3, "economy": 4, "energy": 1}
    table.fresh_turn(1)
    assert _pool(table, 1)["ammunition"] == 4
    assert table.why("declare ammunition") is None  # the next turn economy may be ammunition again


# --- halve_volley: v2.1 WEAPONS VOLLEY reactions, Unlucky Targeting -----------------------------


def _volley_at_seat_zero(phasers: int, answer: Card) -> tuple[Table, int, int]:
    """Seat 1's ship fires ``phasers`` Phasers at seat 0's unshielded ship; seat 0 holds ``answer``."""
    mine, gun = ship(9, shields=0), ship(6, shields=0, weapons=guns(phasers=phasers))
    table = Table([mine, answer], [gun])
    unit = table.put(mine, 0)
    firing = table.put(gun, 1)
    held = table.hand(answer, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{firing} phaser {phasers}")
    table.act("done")
    return table, unit, held


def test_unlucky_targeting_halves_an_opponents_volley_fractions_dropped() -> None:
    table, unit, luck = _volley_at_seat_zero(5, printed("L3_-_Unlucky_Targeting_UE"))
    assert table.legal(f"play #{luck}")
    table.act(f"play #{luck}")
    settle_choices(table)
    assert table.die(unit, "structure") == 2  # 5 damage divided by 2, the half point dropped
    assert table.card(luck).zone is Zone.DISCARD


def test_unlucky_targeting_unplayed_the_volley_lands_whole_and_it_answers_no_volley_of_its_own_player() -> None:
    table, unit, _ = _volley_at_seat_zero(5, printed("L3_-_Unlucky_Targeting_PE"))
    settle_choices(table)
    assert table.die(unit, "structure") == 5
    mine, theirs = ship(6, shields=0, weapons=guns(phasers=4)), ship(9, shields=0)
    table = Table([mine, printed("L3_-_Unlucky_Targeting_PE")], [theirs])
    gun = table.put(mine, 0)
    target = table.put(theirs, 1)
    luck = table.hand(printed("L3_-_Unlucky_Targeting_PE"), 0)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 4")
    table.act("done")
    assert not table.legal(f"play #{luck}")  # its own player's volley is no opponent's


# --- halve_firing_fleet: False Intelligence Report ----------------------------------------------


def _half_fleet_fires() -> tuple[Table, list[int], int]:
    """Seat 0 plays a False Intelligence Report (its kind on a built card: the printing stays manual) against seat 1, whose ships of strength 6, 4 and 2
    (12 in all: 6 may fire) each carry 1 Phaser; then seat 1's Weapons Fire Phase, aimed at seat 0's ship."""
    report = card("O", 7, "Half Fleet Report", effects=[effect("halve_firing_fleet", target="opponent")], discard_after_use=True)
    theirs = [ship(s, shields=0, weapons=guns(phasers=1)) for s in (6, 4, 2)]
    target = ship(9, shields=0)
    table = Table([report, target], theirs)
    aim = table.put(target, 0)
    placed = [table.put(c, 1) for c in theirs]
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(report, 0)}")
    settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{aim}")
    return table, placed, aim


def test_false_intelligence_report_lets_ships_of_up_to_half_the_fleet_strength_fire() -> None:
    table, (big, middle, small), aim = _half_fleet_fires()
    assert table.legal(f"fire #{middle} phaser 1") and table.legal(f"fire #{big} phaser 1")
    table.act(f"fire #{middle} phaser 1")  # 4 of the 12
    table.act(f"fire #{small} phaser 1")  # 6 of the 12: half
    assert not table.legal(f"fire #{big} phaser 1")  # 12 of 12: more than half
    assert "half" in str(table.why(f"fire #{big} phaser 1"))
    table.act("done")
    settle(table)
    assert table.die(aim, "structure") == 2


def test_false_intelligence_report_holds_for_one_turn_only() -> None:
    table, (big, middle, small), aim = _half_fleet_fires()
    table.act(f"fire #{big} phaser 1")  # 6 of the 12: the designated half
    assert not table.legal(f"fire #{middle} phaser 1")
    table.act("done")
    settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{aim}")
    for unit in (big, middle, small):
        table.act(f"fire #{unit} phaser 1")  # the whole fleet fires again
    table.act("done")
    settle(table)
    assert table.die(aim, "structure") == 4  # 1 last turn, 3 now


# --- backfire_heavy_weapons: Heavy Weapons Backfire ---------------------------------------------


def _heavy_volley_at_seat_zero(heavy: int, phasers: int = 0) -> tuple[Table, int, int, int]:
    """Seat 1's ship fires ``heavy`` heavy weapons (1 damage each, armed) and ``phasers`` Phasers
    at seat 0's unshielded ship; seat 0 holds Heavy Weapons Backfire."""
    backfire = printed("L5_-_Heavy_Weapons_Backfire_PE")
    mine, gun = ship(9, shields=0), ship(9, shields=0, weapons=guns(phasers=phasers, heavy=heavy))
    table = Table([mine, backfire], [gun, RICH])
    unit = table.put(mine, 0)
    firing = table.put(gun, 1)
    table.put(RICH, 1)
    held = table.hand(backfire, 0)
    fund(table, firing, {"ammunition": heavy}, seat=1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{firing} heavy {heavy}")
    if phasers:
        table.act(f"fire #{firing} phaser {phasers}")
    table.act("done")
    return table, unit, firing, held


def test_heavy_weapons_backfire_turns_half_the_heavy_damage_onto_the_firing_ship_rounded_down() -> None:
    table, unit, firing, backfire = _heavy_volley_at_seat_zero(3, phasers=2)
    table.act(f"play #{backfire}")
    settle_choices(table)
    assert table.die(firing, "structure") == 1  # half of 3 heavy points, fractions dropped
    assert table.die(unit, "structure") == 4  # the other 2 heavy points (rounded up) and the 2 Phasers
    assert table.card(backfire).zone is Zone.DISCARD


def test_heavy_weapons_backfire_answers_no_volley_without_heavy_weapons() -> None:
    mine, gun = ship(9, shields=0), ship(6, shields=0, weapons=guns(phasers=3))
    backfire = printed("L5_-_Heavy_Weapons_Backfire_PE")
    table = Table([mine, backfire], [gun])
    unit = table.put(mine, 0)
    firing = table.put(gun, 1)
    held = table.hand(backfire, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{firing} phaser 3")
    table.act("done")
    assert not table.legal(f"play #{held}")
    settle_choices(table)
    assert table.die(unit, "structure") == 3 and table.die(firing, "structure") == 0


# --- grant_interception: Intercept Action --------------------------------------------------------


def test_intercept_action_lets_any_other_ship_take_over_the_volley_at_double_damage() -> None:
    action = printed("O1_-_Intercept_Action_TG")
    small, spare, target, gun = ship(2, shields=0), ship(5, shields=0), ship(9, shields=0), ship(9, shields=0, weapons=guns(phasers=3))
    table = Table([small, spare, target, action], [gun])
    interceptor = table.put(small, 0)  # strength 2: no escort, and the card does not ask for 7
    other = table.put(spare, 0)
    aimed = table.put(target, 0)
    firing = table.put(gun, 1)
    held = table.hand(action, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{aimed}")
    table.act(f"fire #{firing} phaser 3")
    table.act("done")
    assert table.legal(f"play #{held}")
    table.act(f"play #{held}")
    settle(table)
    assert table.state.choice is not None  # which ship intercepts
    assert table.why(f"choose #{aimed}") is not None  # the volley's own target cannot intercept for itself
    table.act(f"choose #{interceptor}")
    settle_choices(table)
    assert table.card(interceptor).zone is Zone.DISCARD  # it takes over 1 point (2 damage) and is destroyed
    assert table.die(other, "structure") == 0
    assert table.die(aimed, "structure") == 2  # the other 2 points reach the target


def test_intercept_action_answers_no_volley_when_no_other_ship_of_the_fleet_is_in_play() -> None:
    action = printed("O1_-_Intercept_Action_TG")
    target, gun = ship(9, shields=0), ship(9, shields=0, weapons=guns(phasers=3))
    table = Table([target, action], [gun])
    aimed = table.put(target, 0)
    firing = table.put(gun, 1)
    held = table.hand(action, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{aimed}")
    table.act(f"fire #{firing} phaser 3")
    table.act("done")
    assert not table.legal(f"play #{held}")


# --- counter_volley: Offensive/Defensive Electronic Warfare --------------------------------------


def test_electronic_warfare_takes_1_off_the_volley_and_adds_1_to_the_ships_next_fire() -> None:
    warfare = printed("O3_-_Offensive-Defensive_Electronic_Warfare_PE")
    mine, gun = ship(9, shields=0, weapons=guns(phasers=2)), ship(9, shields=0, weapons=guns(phasers=3))
    table = Table([mine, warfare], [gun])
    unit = table.put(mine, 0)
    firing = table.put(gun, 1)
    held = table.hand(warfare, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{firing} phaser 3")
    table.act("done")
    table.act(f"play #{held}")
    settle_choices(table)
    assert table.die(unit, "structure") == 2  # 3 Phasers less 1
    assert table.card(held).zone is Zone.DISCARD
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{firing}", f"#{unit} phaser 2")
    settle_choices(table)
    assert table.die(firing, "structure") == 3  # 2 Phasers and the 1 point the card added
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{firing}", f"#{unit} phaser 2")
    settle_choices(table)
    assert table.die(firing, "structure") == 5  # the bonus was used up: 2 more only


def test_electronic_warfare_answers_no_volley_at_another_players_ship() -> None:
    warfare = printed("O3_-_Offensive-Defensive_Electronic_Warfare_PE")
    theirs, gun = ship(9, shields=0), ship(9, shields=0, weapons=guns(phasers=3))
    table = Table([gun, warfare], [theirs])
    firing = table.put(gun, 0)
    target = table.put(theirs, 1)
    held = table.hand(warfare, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{firing} phaser 3")
    table.act("done")
    assert not table.legal(f"play #{held}")  # its own volley: nothing to defend


# --- evade_next_volley and reduce_damage: Evasive Maneuvers -------------------------------------


def _evasive_table() -> tuple[Table, int, int, int]:
    """Seat 0 has an unshielded ship and Evasive Maneuvers in hand; seat 1 a ship with 5 Phasers."""
    evasive = printed("O5_-_Evasive_Maneuvers_PE")
    mine, gun = ship(9, shields=0), ship(9, shields=0, weapons=guns(phasers=5))
    table = Table([mine, evasive], [gun])
    unit = table.put(mine, 0)
    firing = table.put(gun, 1)
    return table, unit, firing, table.hand(evasive, 0)


def _fire_five(table: Table, firing: int, unit: int) -> None:
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{firing} phaser 5")
    table.act("done")


def test_evasive_maneuvers_in_reaction_takes_2_off_the_volley() -> None:
    table, unit, firing, evasive = _evasive_table()
    _fire_five(table, firing, unit)
    table.act(f"play #{evasive}")
    settle_choices(table)
    assert table.die(unit, "structure") == 3
    assert table.card(evasive).zone is Zone.DISCARD


def test_evasive_maneuvers_played_in_advance_takes_3_off_the_next_volley_only() -> None:
    table, unit, firing, evasive = _evasive_table()
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{evasive}")
    settle_choices(table)
    assert table.card(evasive).zone is Zone.DISCARD and table.card(unit).volley_evasion == 3
    _fire_five(table, firing, unit)
    settle_choices(table)
    assert table.die(unit, "structure") == 2  # 5 less 3
    _fire_five(table, firing, unit)
    settle_choices(table)
    assert table.die(unit, "structure") == 7  # used up: the next volley deals all 5


# --- add_to_pool: Early Shipment, played in its player's own Allocation Phase --------------------


def _shipment_table() -> tuple[Table, int]:
    shipment = printed("O2_-_Early_Shipment_TG")
    table = Table([shipment, RICH], [RICH])
    table.put(RICH, 0)
    table.put(RICH, 1)
    held = table.hand(shipment, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)  # its third turn: no first-turn rule
    return table, held


def test_early_shipment_gives_4_more_supply_in_the_allocation_phase_outside_the_card_play_limit() -> None:
    table, shipment = _shipment_table()
    assert table.game.phase is Phase.ALLOCATION
    assert table.legal(f"play #{shipment}")
    table.act(f"play #{shipment}")
    settle_choices(table)
    assert table.game.phase is Phase.ALLOCATION
    assert _pool(table, 0)["supply"] == 3 + 4
    assert table.player(0).plays_used == 0 and table.card(shipment).zone is Zone.DISCARD


def test_early_shipment_is_not_played_in_a_card_play_phase_nor_in_an_opponents_allocation() -> None:
    table, shipment = _shipment_table()
    table.to_phase(Phase.PLAY_A)
    assert not table.legal(f"play #{shipment}")
    table.fresh_turn(1)
    assert table.game.phase is Phase.ALLOCATION and table.state.active == 1
    assert all(getattr(action, "card", None) != shipment for action in table.game.legal_actions())  # seat 1's Allocation Phase
