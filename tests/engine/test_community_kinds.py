"""Community cards (issue 38) whose text needed an effect kind the engine lacked: each test
plays the printing the decks hold and checks the change its text causes, with a case the rules
must refuse or leave unchanged (``resources/cards/community-kinds.json``; the numbers are pinned
by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card, PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import DieKind, Phase, Zone, stats
from ge_desktop.rulesets.galactic_empires.actions import MoveCard
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle_choices

POWER = terrain(8, supply=6, energy=6, ammunition=4, economy=2)


# --- scale_damage_taken: v2.1 [Fractions] L540, Forming System ---------------------------------


def _heavy_fire(target_card: Card, beside: Card | None = None) -> int:
    """Structure damage a ship's 3 heavy weapons (1 damage each) deal to ``target_card``
    (its owner also having ``beside`` in play)."""
    gunship = ship(6, weapons=guns(heavy=3))
    table = Table([gunship, POWER], [target_card] + ([beside] if beside else []))
    unit = table.put(gunship, 0)
    table.put(POWER, 0)
    target = table.put(target_card, 1)
    if beside is not None:
        table.put(beside, 1)
    fund(table, unit, {"ammunition": 3})
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} heavy 3")
    return table.die(target, "structure")


def test_forming_system_takes_half_damage_from_heavy_weapons_fractions_dropped() -> None:
    assert _heavy_fire(printed("T4_-_Forming_System_UE")) == 1  # 3 heavy points halved, the half point dropped


def test_forming_system_leaves_the_heavy_damage_to_another_terrain_whole() -> None:
    assert _heavy_fire(terrain(4, supply=1, energy=3), beside=printed("T4_-_Forming_System_UE")) == 3


# --- split_damage and drain_output: the black holes ------------------------------------------


def _black_hole_table(hole: Card, *theirs: Card) -> tuple[Table, int, list[int]]:
    """Seat 0 holds ``hole`` in hand in its Play Phase; seat 1 has ``theirs`` in play."""
    table = Table([hole, POWER], list(theirs))
    table.put(POWER, 0)
    placed = [table.put(c, 1) for c in theirs]
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, table.hand(hole, 0), placed


def _generated(table: Table, seat: int) -> dict[str, int]:
    table.fresh_turn(seat)
    return {p.value: n for p, n in table.player(seat).pool.items() if p.value in ("energy", "economy", "supply")}


def test_quantum_black_hole_splits_its_strength_as_damage_over_every_terrain_of_the_opponent() -> None:
    hole = printed("T7_-_Quantum_Black_Hole_UE")
    rocks = [terrain(5, energy=3), terrain(5, supply=2), terrain(5, economy=1)]
    table, played, placed = _black_hole_table(hole, *rocks)
    table.act(f"play #{played}")
    while table.state.choice is not None:  # the drain's terrain: the first offered
        table.act(table.game.legal_actions()[0].notation())
    assert sorted(table.die(t, "structure") for t in placed) == [2, 2, 3]  # 7 over three terrain cards
    assert all(table.card(t).card_damage == table.die(t, "structure") for t in placed)  # card damage: not repairable


def test_quantum_black_hole_drains_two_energy_from_one_opponent_terrain_and_not_from_the_others() -> None:
    hole = printed("T7_-_Quantum_Black_Hole_UE")
    first, second = terrain(9, energy=3, supply=1), terrain(9, energy=4)
    table, played, (one, two) = _black_hole_table(hole, first, second)
    table.act(f"play #{played}")
    table.act(f"choose #{one}")
    assert table.card(played).drains == one
    assert _generated(table, 1) == {"energy": 5, "supply": 1}  # 3 - 2 from the drained one, 4 from the other
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{played} 1 at #{two}")  # next turn it drains the other terrain instead
    assert table.why(f"use #{played} 1 at #{one}") is not None  # once per turn
    assert _generated(table, 1) == {"energy": 5, "supply": 1}
    assert table.card(played).drains == two


def test_black_hole_ignores_the_first_three_energy_of_the_opponents_combined_terrain_then_economy() -> None:
    hole = printed("T6_-_Black_Hole_PE")
    rich = (terrain(9, energy=2, economy=4, supply=1), terrain(9, energy=2))
    table, played, placed = _black_hole_table(hole, *rich)
    table.act(f"play #{played}")
    table.act(f"choose #{placed[0]}")
    assert _generated(table, 1) == {"energy": 1, "economy": 4, "supply": 1}  # 4 natural energy: economy untouched
    poor = (terrain(9, energy=1, economy=4, supply=1),)
    table, played, placed = _black_hole_table(hole, *poor)
    table.act(f"play #{played}")
    assert _generated(table, 1) == {"economy": 2, "supply": 1}  # 1 natural energy: 2 more drained from economy


def test_a_black_hole_drains_nothing_once_it_leaves_play() -> None:
    hole = printed("T6_-_Black_Hole_PE")
    table, played, placed = _black_hole_table(hole, terrain(9, energy=4))
    table.act(f"play #{played}")
    table.game.apply(MoveCard(played, Zone.DISCARD, Seat(0)))
    assert table.card(played).drains is None
    assert _generated(table, 1) == {"energy": 4}


# --- allow_foreign_technology and multiply_repair: v2.1 EMPIRE SPECIFIC EQUIPMENT, the Engineer --


ENGINEER = "C3_-_Engineer_2-2_PE"


def _foreign_gear(*crew: Card, gear: int = 1) -> tuple[Table, list[int]]:
    """A generic ship of seat 0 with ``crew`` and ``gear`` Tufor foreign technology cards on it,
    after an Engagement Phase."""
    hull = ship(5, requirements={"supply": 1})
    tufor_gear = [card("E", 2, f"Tufor Gadget {n}", empire="Tufor", technology="foreign", passive=True) for n in range(gear)]
    table = Table([hull, POWER, *crew, *tufor_gear], [])
    unit = table.put(hull, 0)
    table.put(POWER, 0)
    for member in crew:
        table.put(member, 0, on=unit)
    placed = [table.put(g, 0, on=unit) for g in tufor_gear]
    fund(table, unit)
    table.to_phase(Phase.PLAY_A)
    return table, placed


def test_engineer_lets_one_foreign_technology_card_engage_at_its_location() -> None:
    table, (first, second) = _foreign_gear(printed(ENGINEER), gear=2)
    assert table.card(first).engaged and not table.card(second).engaged  # "one card at most"


def test_foreign_technology_stays_disengaged_on_another_empires_ship_without_an_engineer() -> None:
    table, (gear,) = _foreign_gear()
    assert not table.card(gear).engaged


def test_science_officer_allows_every_foreign_technology_card_at_its_location() -> None:
    table, placed = _foreign_gear(printed("C6_-_Science_Officer_PE"), gear=2)
    assert all(table.card(g).engaged for g in placed)


def test_engineer_does_not_open_exclusive_technology() -> None:
    hull = ship(5, requirements={"supply": 1})
    secret = card("E", 2, "Tufor Secret", empire="Tufor", technology="exclusive", passive=True)
    engineer = printed(ENGINEER)
    table = Table([hull, POWER, engineer, secret], [])
    unit = table.put(hull, 0)
    table.put(POWER, 0)
    table.put(engineer, 0, on=unit)
    gear = table.put(secret, 0, on=unit)
    fund(table, unit)
    table.to_phase(Phase.PLAY_A)
    assert not table.card(gear).engaged


def test_engineer_lowers_its_ships_energy_requirement_and_doubles_repair_there() -> None:
    engineer = printed(ENGINEER)
    for crew, repaired in (([engineer], 2), ([], 1)):
        hull, yard = ship(6, requirements={"supply": 1, "energy": 2}), terrain(8, supply=4, energy=4, repair=2)
        table = Table([hull, yard, *crew], [])
        unit = table.put(hull, 0)
        table.put(yard, 0)
        for member in crew:
            table.put(member, 0, on=unit)
        table.card(unit).dice[DieKind.STRUCTURE] = 4
        table.fresh_turn(0)
        assert stats.requirements(table.state, table.card(unit)).get(PointType.ENERGY) == (1 if crew else 2)
        table.act(f"allocate repair #{unit}")
        assert table.die(unit, "structure") == 4 - repaired


# --- transport's mission_crew: v2.1 THERE-AND-BACK MISSIONS, the Heavy Shuttlecraft --------------


def _raid(carrier: Card, raiders: int = 2, spare: Card | None = None) -> tuple[Table, list[int], int, int, int]:
    """Seat 0: a ship carrying ``carrier`` and ``raiders`` boarding parties (and a ``spare``
    card in its deck); seat 1: two ships."""
    party = default_catalog().printing("C1_-_Boarding_Party_PE")
    assert party is not None
    home, enemy, other = ship(5, shields=0), ship(5, shields=0), ship(6, shields=0)
    table = Table([home, carrier, *[party] * raiders, *([spare] if spare else [])], [enemy, other])
    base = table.put(home, 0)
    crews = [table.put(party, 0, on=base) for _ in range(raiders)]
    shuttle = table.put(carrier, 0, on=base)
    target, elsewhere = table.put(enemy, 1), table.put(other, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, crews, shuttle, target, elsewhere


def test_heavy_shuttlecraft_carries_two_crew_on_missions_to_the_same_location_in_a_turn() -> None:
    table, (first, second), shuttle, target, elsewhere = _raid(printed("E4_-_Heavy_Shuttlecraft_2-2_PE"))
    table.act(f"use #{first} 1 at #{target}")
    assert table.why(f"use #{second} 1 at #{elsewhere}") is not None  # the second crew goes to the same location only
    table.act(f"use #{second} 1 at #{target}")
    assert table.die(target, "structure") == 2 and table.card(shuttle).carried_to == [target, target]


def test_heavy_shuttlecraft_carries_no_third_crew_and_the_basic_shuttlecraft_no_second() -> None:
    table, (first, second, third), _, target, _ = _raid(printed("E4_-_Heavy_Shuttlecraft_2-2_PE"), raiders=3)
    table.act(f"use #{first} 1 at #{target}")
    table.act(f"use #{second} 1 at #{target}")
    assert "THERE-AND-BACK" in table.why(f"use #{third} 1 at #{target}").rule
    basic = default_catalog().printing("E3_-_Shuttlecraft_Left_PE")
    assert basic is not None
    table, (first, second), _, target, _ = _raid(basic)
    table.act(f"use #{first} 1 at #{target}")
    assert table.why(f"use #{second} 1 at #{target}") is not None


def test_heavy_shuttlecraft_moves_five_crew_and_its_transport_leaves_no_mission() -> None:
    heavy = printed("E4_-_Heavy_Shuttlecraft_2-2_PE")
    second_ship = ship(4, shields=0)
    table, crews, shuttle, target, _ = _raid(heavy, raiders=6, spare=second_ship)
    friend = table.put(second_ship, 0)
    table.act(f"use #{shuttle} 1 at #{friend}")
    while table.state.choice is not None and table.state.choice.cards:
        table.act(f"choose #{table.state.choice.cards[0]}")
    assert sum(1 for c in crews if table.card(c).parent == friend) == 5  # "0 to 5 crew"
    stay = next(c for c in crews if table.card(c).parent != friend)
    assert table.why(f"use #{stay} 1 at #{target}") is not None  # its one function this turn is spent


def test_fighter_carries_one_crew_on_a_mission_and_fires_a_heavy_weapon() -> None:
    fighter = printed("E5_-_Fighter_PE")
    assert [(w.symbol.value, w.count, w.single_use) for w in fighter.weapons] == [("phaser", 1, True), ("heavy", 1, False)]
    table, (first, second), _, target, _ = _raid(fighter)
    table.act(f"use #{first} 1 at #{target}")
    assert table.die(target, "structure") == 1
    assert table.why(f"use #{second} 1 at #{target}") is not None  # one crew a turn


# --- damage's from_ship and unprotected_terrain: the Terrain Attack Shuttle ----------------------


def _assault(on_ship: bool, base_there: bool) -> tuple[Table, int, int]:
    shuttle_card, home, rock = printed("E1_-_Terrain_Attack_Shuttle_PoM"), ship(5, shields=0), terrain(5, energy=2)
    outpost = card("B", 4, "Assault Test Outpost", shields=0)
    table = Table([home, shuttle_card, POWER], [rock, outpost])
    table.put(POWER, 0)
    carrier = table.put(home, 0) if on_ship else None
    shuttle = table.put(shuttle_card, 0, on=carrier)
    target = table.put(rock, 1)
    if base_there:
        table.put(outpost, 1, on=target)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, shuttle, target


def test_terrain_attack_shuttle_on_a_ship_deals_one_card_damage_to_an_unprotected_terrain() -> None:
    table, shuttle, target = _assault(on_ship=True, base_there=False)
    table.act(f"use #{shuttle} 2 at #{target}")
    assert table.die(target, "structure") == 1 and table.card(target).card_damage == 1


def test_terrain_attack_shuttle_cannot_assault_a_terrain_a_base_protects_nor_off_a_ship() -> None:
    table, shuttle, target = _assault(on_ship=True, base_there=True)
    assert table.why(f"use #{shuttle} 2 at #{target}") is not None
    table, shuttle, target = _assault(on_ship=False, base_there=False)
    assert table.why(f"use #{shuttle} 2 at #{target}") is not None


# --- terrain combining: the Planetary Storm ----------------------------------------------------


def test_planetary_storm_combines_with_the_terrain_it_is_played_onto() -> None:
    storm, planet, hull = printed("T1_-_Planetary_Storm_UE"), terrain(3, supply=1), ship(4)
    table = Table([planet, storm, hull], [])
    world = table.put(planet, 0)
    unit = table.put(hull, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(storm, 0)
    assert table.why(f"play #{played} on #{unit}") is not None  # onto a terrain only
    table.act(f"play #{played} on #{world}")
    assert stats.strength(table.state, table.card(world)) == 3 + 1
    table.fresh_turn(0)
    assert table.player(0).pool.get(PointType.ECONOMY, 0) == 1


# --- infest: v2.1 FILARIAN INFESTERS, the Filarian Infester -------------------------------------


def _infested(*infesters: str, hull: int = 4, research: int = 0) -> tuple[Table, list[int], int, int, int]:
    """Seat 0's crew (strength 1) aboard seat 1's ship of strength ``hull``, with ``infesters``
    (images) on it, in seat 0's Play Phase; seat 1 also has a crew of its own on the ship and a
    terrain making ``research`` research points."""
    cards = [printed(image) for image in infesters]
    raider, mate, enemy, lab = card("C", 1, "Infested Crewman"), card("C", 1, "Loyal Crewman"), ship(hull, shields=0), terrain(3, research=max(research, 1))
    table = Table([raider, *cards], [enemy, mate, lab])
    target = table.put(enemy, 1)
    loyal = table.put(mate, 1, on=target)
    table.put(lab, 1)
    crew = table.put(raider, 0, on=target)  # it moved aboard by standard means (a shuttle, a transporter)
    placed = [table.put(c, 0, on=crew) for c in cards]
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, placed, crew, target, loyal


def test_filarian_infester_seizes_the_ship_its_crew_is_aboard_with_every_card_on_it() -> None:
    table, (infester,), crew, target, loyal = _infested("A4_-_Filarian_Infester_PoM")
    table.act(f"use #{infester} 1 at #{target}")
    assert table.card(target).controller == 0 and table.card(loyal).controller == 0


def test_filarian_infester_cannot_seize_a_ship_stronger_than_its_infesters_together() -> None:
    table, (infester,), _, target, _ = _infested("A4_-_Filarian_Infester_PoM", hull=6)
    assert table.why(f"use #{infester} 1 at #{target}") is not None
    table, (small, big), _, target, _ = _infested("A2_-_Filarian_Infester_PoM", "A4_-_Filarian_Infester_PoM", hull=6)
    table.act(f"use #{small} 1 at #{target}")  # two Infesters combine: 2 + 4 >= 6
    assert table.card(target).controller == 0


@pytest.mark.parametrize(
    ("image", "strength"),
    [
        ("A2_-_Filarian_Infester_PoM", 2),
        ("A4_-_Filarian_Infester_PoM", 4),
        ("A6_-_Filarian_Infester_PoM", 6),
        ("A7_-_Filarian_Infester_PoM", 7),
        ("A8_-_Filarian_Infester_PoM", 8),
    ],
)
def test_each_filarian_infester_printing_seizes_a_ship_up_to_its_own_strength(image: str, strength: int) -> None:
    table, (infester,), _, target, _ = _infested(image, hull=strength + 1)
    assert table.why(f"use #{infester} 1 at #{target}") is not None  # one point too strong
    table, (infester,), _, target, _ = _infested(image, hull=strength)
    table.act(f"use #{infester} 1 at #{target}")
    assert table.card(target).controller == 0


def test_filarian_infester_and_its_crew_go_once_research_equals_their_strength_and_the_ship_returns() -> None:
    for applied, freed in ((4, False), (5, True)):  # crew 1 + Infester 4
        table, (infester,), crew, target, loyal = _infested("A4_-_Filarian_Infester_PoM", research=applied)
        table.act(f"use #{infester} 1 at #{target}")
        table.fresh_turn(1)
        for _ in range(applied):
            table.act(f"allocate research #{infester}")
        assert (table.card(target).controller == 1) is freed
        assert (table.card(crew).zone is Zone.DISCARD and table.card(infester).zone is Zone.DISCARD) is freed
        assert table.card(loyal).controller == (1 if freed else 0)


# --- redirect_volley: v2.1 WEAPONS VOLLEY reactions, Targeting Error -------------------------------


def _volley_at_me(*theirs: Card) -> tuple[Table, int, list[int], int]:
    """Seat 1's first ship (4 Phasers) fires at seat 0's ship; seat 0 holds Targeting Error."""
    error = printed("L8_-_Targeting_Error_PE")
    mine = ship(5, shields=0)
    table = Table([mine, error], list(theirs))
    unit = table.put(mine, 0)
    placed = [table.put(c, 1) for c in theirs]
    table.hand(error, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{placed[0]} phaser 4")
    table.act("done")
    return table, unit, placed, table.find(error, 0, (Zone.HAND,)).id


def test_targeting_error_turns_an_opponents_volley_onto_another_of_the_firing_players_ships() -> None:
    table, unit, (gun, spare), error = _volley_at_me(ship(6, shields=0, weapons=guns(phasers=4)), ship(7, shields=0))
    table.act(f"play #{error}")
    table.act(f"choose #{spare}")
    settle_choices(table)
    assert table.die(unit, "structure") == 0 and table.die(spare, "structure") == 4
    assert table.card(error).zone is Zone.DISCARD


def test_targeting_error_may_turn_the_volley_onto_the_firing_ship_itself_and_unanswered_the_volley_lands() -> None:
    table, unit, (gun,), error = _volley_at_me(ship(6, shields=0, weapons=guns(phasers=4)))
    table.act(f"play #{error}")
    table.act(f"choose #{gun}")  # its only unit: the ship that fired
    settle_choices(table)
    assert table.die(unit, "structure") == 0 and table.die(gun, "structure") == 4
    table, unit, _, _ = _volley_at_me(ship(6, shields=0, weapons=guns(phasers=4)))
    settle_choices(table)  # not answered: the volley lands
    assert table.die(unit, "structure") == 4


# --- reduce_damage's target_empire: the Homecloud Nebula -------------------------------------------


def test_homecloud_nebula_lets_argonian_ships_ignore_the_first_damage_point_of_each_volley() -> None:
    nebula = printed("T5_-_Homecloud_Nebula_PE")
    for empire, taken in (("Argonian First Republic", 3), (None, 4)):
        mine, gunner = ship(5, shields=0, empire=empire), ship(6, shields=0, weapons=guns(phasers=4))
        table = Table([mine, nebula], [gunner])
        unit = table.put(mine, 0)
        table.put(nebula, 0)
        gun = table.put(gunner, 1)
        table.fresh_turn(1)
        table.to_phase(Phase.WEAPONS_FIRE)
        table.volley(f"#{unit}", f"#{gun} phaser 4")
        settle_choices(table)
        assert table.die(unit, "structure") == taken  # a generic ship beside it takes the whole volley
