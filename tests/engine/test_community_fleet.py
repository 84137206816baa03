"""Cards of the community decks played against several cards of one fleet (issue 38, h-fleet;
``resources/cards/community-fleet.json``): each test plays the printing the decks hold in a real
``Game`` and checks the change its text causes, with the case the rules refuse."""

from __future__ import annotations

from ge_desktop.cards.model import Card, PointType
from ge_desktop.rulesets.galactic_empires import Phase, Zone, stats
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from tests.engine.builders import Table, card, catalog_card, guns, ship
from tests.engine.community_helpers import printed, settle

NAVIGATOR = card("C", 2, "Test Navigator")


def _ready(table: Table, played: Card, seat: int = 0) -> int:
    """Seat ``seat`` in its Play Cards A phase (past its first two turns), ``played`` in hand."""
    for _ in range(2):
        table.fresh_turn(seat)
    table.to_phase(Phase.PLAY_A)
    return table.hand(played, seat)


def _choice_cards(table: Table) -> set[int]:
    choice = table.state.choice
    assert choice is not None
    return set(choice.cards)


def test_ship_collision_hits_each_of_two_ships_with_the_current_strength_of_the_other() -> None:
    collision = printed("O9_-_Ship_Collision_UE")
    big, small, third = ship(9, shields=0), ship(5, shields=0), ship(6, shields=0)
    table = Table([collision], [big, small, third])
    first, second, other = table.put(big, 1), table.put(small, 1), table.put(third, 1)
    table.card(first).dice[DieKind.STRUCTURE] = 2  # current strength 7
    played = _ready(table, collision)
    table.act(f"play #{played} against #{first}")
    settle(table)
    assert _choice_cards(table) == {second, other}  # the second ship: any other of that fleet
    table.act(f"choose #{second}")
    settle(table)
    assert table.die(first, "structure") == 2 + 5  # the small ship's strength
    assert table.card(second).zone is Zone.DISCARD  # 7 damage against strength 5
    assert table.card(other).die(DieKind.STRUCTURE) == 0
    assert table.card(played).zone is Zone.DISCARD  # discarded after use


def test_ship_collision_refuses_a_ship_with_a_helmsman_or_navigator_and_a_fleet_of_one_free_ship() -> None:
    collision = printed("O9_-_Ship_Collision_UE")
    helmsman = catalog_card("helmsman")
    steered, guided, free = ship(6, shields=0), ship(6, shields=0), ship(6, shields=0)
    table = Table([collision], [steered, guided, free, helmsman, NAVIGATOR])
    a, b, c = table.put(steered, 1), table.put(guided, 1), table.put(free, 1)
    table.put(helmsman, 1, on=a)
    table.put(NAVIGATOR, 1, on=b)
    played = _ready(table, collision)
    assert table.why(f"play #{played} against #{a}") is not None  # a helmsman aboard
    assert table.why(f"play #{played} against #{b}") is not None  # a navigator aboard
    problem = table.why(f"play #{played} against #{c}")  # the only free ship: no second ship for it
    assert problem is not None and "2 cards of one fleet" in str(problem)


def test_textangula_attacks_its_three_units_each_turn_and_moves_on_when_one_is_destroyed() -> None:
    serpent = printed("M7_-_Tri-lateral_Textangula_UE")
    units = [ship(10, shields=0) for _ in range(3)] + [ship(3, shields=0)]
    table = Table([serpent], units)
    ids = [table.put(u, 1) for u in units]
    played = _ready(table, serpent)
    table.act(f"play #{played} against #{ids[3]}")
    settle(table)
    table.act(f"choose #{ids[0]}")
    settle(table)
    assert table.card(played).also_against == [ids[0]]
    table.act(f"choose #{ids[1]}")
    settle(table)
    table.fresh_turn(0)
    settle(table)
    assert [table.die(i, "structure") for i in ids[:3]] == [3, 3, 0]
    assert table.card(ids[3]).zone is Zone.DISCARD  # strength 3: destroyed by its 3 damage
    serpent_now = table.card(played)
    assert serpent_now.in_play and serpent_now.parent == ids[0] and serpent_now.also_against == [ids[1]]  # not discarded while a location is left
    table.fresh_turn(0)
    settle(table)
    assert [table.die(i, "structure") for i in ids[:3]] == [6, 6, 0]


def test_textangula_is_destroyed_by_research_and_damage_together() -> None:
    serpent = printed("M7_-_Tri-lateral_Textangula_UE")
    units = [ship(10, shields=0) for _ in range(3)]
    lab = card("T", 5, generates={"research": 3})
    table = Table([serpent], [*units, lab])
    ids = [table.put(u, 1) for u in units]
    table.put(lab, 1)
    played = _ready(table, serpent)
    table.act(f"play #{played} against #{ids[0]}")
    settle(table)
    for other in ids[1:]:
        table.act(f"choose #{other}")
        settle(table)
    table.card(played).dice[DieKind.STRUCTURE] = 4  # weapons damage taken
    table.fresh_turn(1)
    assert table.player(1).pool.get(PointType.RESEARCH, 0) >= 3
    table.act(f"allocate research #{played}")
    table.act(f"allocate research #{played}")
    assert table.card(played).in_play  # 4 damage + 2 research < 7
    table.act(f"allocate research #{played}")
    assert table.card(played).zone is Zone.DISCARD  # 4 + 3 = its strength


def test_kraken_divides_nine_damage_a_turn_among_the_fleets_ships_and_bases_its_player_placing_the_rest() -> None:
    kraken = printed("M9_-_Kraken_UE")
    units = [ship(10, shields=0) for _ in range(4)]
    home = ship(10, shields=0)
    table = Table([kraken, home], units)
    ids = [table.put(u, 1) for u in units]
    own = table.put(home, 0)
    played = _ready(table, kraken)
    assert table.why(f"play #{played} against #{ids[0]}") is not None  # played against the fleet, not a card
    table.act(f"play #{played}")
    settle(table)
    assert table.card(played).against_fleet == 1
    table.fresh_turn(0)
    settle(table)
    assert _choice_cards(table) == set(ids)  # 9 = 2 each and 1 over: its player places it
    table.act(f"choose #{ids[2]}")
    settle(table)
    assert [table.die(i, "structure") for i in ids] == [2, 2, 3, 2]
    assert table.die(own, "structure") == 0  # only the fleet it is against


def test_kraken_is_negated_by_nine_research_points() -> None:
    kraken = printed("M9_-_Kraken_UE")
    lab = card("T", 9, generates={"research": 9})
    table = Table([kraken], [ship(10, shields=0), lab])
    table.put(lab, 1)
    played = _ready(table, kraken)
    table.act(f"play #{played}")
    settle(table)
    table.fresh_turn(1)
    for _ in range(8):
        table.act(f"allocate research #{played}")
    assert table.card(played).in_play
    table.act(f"allocate research #{played}")
    assert table.card(played).zone is Zone.DISCARD


def test_zarom_deal_one_damage_a_turn_to_each_monster_and_dragon_of_the_fleet_only() -> None:
    zarom = printed("M5_-_Zarom_PE")
    dragon, beast, boat = card("D", 4, "Test Dragon", shields=0), card("M", 3, "Test Beast"), ship(5, shields=0)
    mine = ship(5, shields=0)
    table = Table([zarom, mine], [dragon, beast, boat])
    wyrm, craft = table.put(dragon, 1), table.put(boat, 1)
    theirs = table.put(beast, 1, on=table.put(mine, 0))  # their monster, against my ship
    played = _ready(table, zarom)
    table.act(f"play #{played}")
    settle(table)
    table.fresh_turn(0)
    settle(table)
    assert (table.die(wyrm, "structure"), table.die(theirs, "structure"), table.die(craft, "structure")) == (1, 1, 0)


def test_tuforeous_dead_zone_holds_one_ship_of_each_opponent_firing_only_at_each_other_and_hurting_each_for_two_turns() -> None:
    zone = printed("H9_-_Tuforeous_Dead_Zone_UE")
    first, spare, second = (ship(10, shields=0, weapons=guns(phasers=2)) for _ in range(3))
    home = ship(10, shields=0)
    table = Table([zone, home], [first, spare], [second], players=3)
    a, s, b, mine = table.put(first, 1), table.put(spare, 1), table.put(second, 2), table.put(home, 0)
    played = _ready(table, zone)
    table.act(f"play #{played} against #{a}")
    settle(table)
    assert _choice_cards(table) == {b}  # one ship of the other opponent, none of the first one's fleet
    table.act(f"choose #{b}")
    settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{mine}")
    assert table.why(f"fire #{a} phaser 2") is not None  # held in the zone: not at another card
    table.act(f"fire #{s} phaser 2")  # its fleet-mate outside the zone fires freely
    table.act("done")
    table.act(f"aim #{b}")
    table.act(f"fire #{a} phaser 2")  # at the other ship in the zone
    table.act("done")
    assert table.die(b, "structure") == 2
    damage = []
    for _ in range(3):
        table.fresh_turn(0)
        settle(table)
        damage.append((table.die(a, "structure"), table.die(b, "structure")))
    assert damage == [(3, 5), (6, 8), (6, 8)]  # 3 a turn to each for 2 turns
    assert table.card(played).zone is Zone.DISCARD


def test_tuforeous_dead_zone_needs_a_ship_in_each_opponents_fleet() -> None:
    zone = printed("H9_-_Tuforeous_Dead_Zone_UE")
    first = ship(10, shields=0)
    table = Table([zone], [first], [], players=3)
    a = table.put(first, 1)
    played = _ready(table, zone)
    problem = table.why(f"play #{played} against #{a}")
    assert problem is not None and "each opponent" in str(problem)


def test_navigational_error_crashes_the_ship_on_a_terrain_its_player_picks_for_damage_equal_to_its_strength() -> None:
    error = printed("L4_-_Navigational_Error_PE")
    craft, heavy = ship(3, shields=0), ship(5, shields=0)
    rock, planet = card("T", 8, "Test Rock"), card("T", 8, "Test Planet")
    table = Table([error, rock], [craft, heavy, planet])
    mine, theirs = table.put(rock, 0), table.put(planet, 1)
    unit, big = table.put(craft, 1), table.put(heavy, 1)
    played = _ready(table, error)
    assert table.why(f"play #{played} against #{big}") is not None  # strength 5: stronger than the card
    table.act(f"play #{played} against #{unit}")
    settle(table)
    choice = table.state.choice
    assert choice is not None and choice.seat == 1 and set(choice.cards) == {mine, theirs}  # the ship's player picks
    table.act(f"choose #{mine}")
    settle(table)
    assert table.card(unit).zone is Zone.DISCARD
    assert table.die(mine, "structure") == 3 and table.die(theirs, "structure") == 0
    assert table.card(played).zone is Zone.DISCARD


def test_navigational_error_on_a_ship_sitting_on_a_terrain_crashes_it_there() -> None:
    error = printed("L4_-_Navigational_Error_PE")
    craft, planet, other = ship(4, shields=0), card("T", 8, "Test Planet"), card("T", 8, "Test Moon")
    table = Table([error], [craft, planet, other])
    ground, elsewhere = table.put(planet, 1), table.put(other, 1)
    unit = table.put(craft, 1, on=ground)
    played = _ready(table, error)
    table.act(f"play #{played} against #{unit}")
    settle(table)
    assert table.state.choice is None
    assert table.card(unit).zone is Zone.DISCARD
    assert (table.die(ground, "structure"), table.die(elsewhere, "structure")) == (4, 0)


def test_sargassos_makes_the_ships_that_fire_at_its_players_fleet_need_four_more_research_next_turn() -> None:
    sargassos = printed("H4_-_Sargassos_Pir")
    gunner, idle = ship(5, shields=0, weapons=guns(phasers=1)), ship(5, shields=0, weapons=guns(phasers=1))
    home = ship(9, shields=0)
    lab = card("T", 9, "Test Lab", generates={"research": 4})
    table = Table([sargassos, home], [gunner, idle, lab])
    shooter, quiet, target = table.put(gunner, 1), table.put(idle, 1), table.put(home, 0)
    played = _ready(table, sargassos)
    table.act(f"play #{played}")
    settle(table)
    assert table.card(played).against_fleet == 1
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{shooter} phaser 1")
    table.act("done")
    settle(table)
    table.fresh_turn(1)  # its player's next Allocation Phase
    assert stats.requirements(table.state, table.card(shooter)) == {PointType.RESEARCH: 4}
    assert stats.requirements(table.state, table.card(quiet)) == {}  # it did not fire
    table.to_phase(Phase.PLAY_A)
    assert not table.card(shooter).engaged and table.card(quiet).engaged  # no research given: disengaged
    table.fresh_turn(1)  # the turn after: its needs as printed again
    table.to_phase(Phase.PLAY_A)
    assert table.card(shooter).engaged


def test_sargassos_burden_is_met_with_four_research() -> None:
    sargassos = printed("H4_-_Sargassos_Pir")
    gunner, home = ship(5, shields=0, weapons=guns(phasers=1)), ship(9, shields=0)
    lab = card("T", 9, "Test Lab", generates={"research": 4})
    table = Table([sargassos, home], [gunner, lab])
    shooter, target = table.put(gunner, 1), table.put(home, 0)
    table.put(lab, 1)
    played = _ready(table, sargassos)
    table.act(f"play #{played}")
    settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{shooter} phaser 1")
    table.act("done")
    settle(table)
    table.fresh_turn(1)
    for _ in range(4):
        table.act(f"allocate research #{shooter}")
    table.to_phase(Phase.PLAY_A)
    assert table.card(shooter).engaged
