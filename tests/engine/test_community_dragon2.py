"""Community cards (issue 38) of h-dragon2's set: the Dragon Lair's second-lair rules. Each test
plays the printing the decks hold in a real game and checks the change its text causes, with the
case its text leaves unchanged (``resources/cards/community-dragon2.json``; the numbers are
pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.model import Card, PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.actions import MoveCard
from ge_desktop.rulesets.galactic_empires.stats import strength, unit_of
from tests.engine.builders import Table, card, terrain
from tests.engine.community_helpers import fund, printed, settle

POWER = terrain(9, supply=9, energy=6, ammunition=6, economy=2)
DRAGONS = "Space Dragons"
T7_LAIR, T8_LAIR, T9_LAIR = "T7_-_Dragon_Lair_Pir", "T8_-_Dragon_Lair_PE", "T9_-_Dragon_Lair_PE"


def _dragon(strength: int = 5) -> Card:
    return card("D", strength, requirements={"supply": 2}, weapons=[{"symbol": "damage", "name": "Physical Damage", "count": 2}])


def _lairs(own: str, second: str | None, *extra: Card, opposing: tuple[Card, ...] = ()) -> tuple[Table, int]:
    """Seat 0 with the lair ``own`` and ``extra`` cards; seat 1 with the lair ``second`` (none:
    no second lair in play) and ``opposing`` cards. Returns (table, seat 0's lair)."""
    mine, theirs = printed(own), [printed(second)] if second else []
    table = Table([mine, POWER, *extra], [*theirs, *opposing])
    lair = table.put(mine, 0)
    table.put(POWER, 0)
    if second:
        table.put(theirs[0], 1)
    return table, lair


def _to_engagement(table: Table, damage: dict[int, int] | None = None) -> None:
    """In seat 0's next Allocation Phase the units get ``damage`` (unit: structure damage) and
    nothing is allocated: its Engagement Phase runs."""
    table.fresh_turn(0)
    for unit, amount in (damage or {}).items():
        table.act(f"~die #{unit} structure {amount}")
    table.act("done")
    settle(table)


# --- T9: one dragon fully healed each Engagement Phase ---------------------------------------------


def test_t9_dragon_lair_with_a_second_lair_fully_heals_one_dragon_in_the_engagement_phase() -> None:
    wyrm, other = _dragon(6), _dragon(4)
    table, _ = _lairs(T9_LAIR, T7_LAIR, wyrm, other)  # the second lair is in the opponent's fleet
    dragon, second = table.put(wyrm, 0), table.put(other, 0)
    _to_engagement(table, {dragon: 5, second: 2})
    assert table.state.choice is not None and table.why(f"choose #{dragon}") is None
    table.act(f"choose #{dragon}")
    assert table.die(dragon, "structure") == 0  # all 5 damage gone at once
    assert table.die(second, "structure") == 2  # one dragon only
    assert table.game.phase is Phase.PLAY_A


def test_t9_dragon_lair_alone_heals_nothing_and_never_an_opponents_dragon() -> None:
    wyrm = _dragon(6)
    table, _ = _lairs(T9_LAIR, None, wyrm)
    dragon = table.put(wyrm, 0)
    _to_engagement(table, {dragon: 5})
    assert table.state.choice is None and table.die(dragon, "structure") == 5  # no second lair
    theirs = _dragon(6)
    table, _ = _lairs(T9_LAIR, T8_LAIR, opposing=(theirs,))
    enemy = table.put(theirs, 1)
    _to_engagement(table, {enemy: 5})
    assert table.state.choice is None and table.die(enemy, "structure") == 5  # the lair heals its controller's dragons


def test_dragon_lair_healing_points_go_to_dragons_and_monsters_only() -> None:
    crewman, host = card("C", 3), card("S", 5, shields=0)
    table, _ = _lairs(T7_LAIR, None, crewman, host)
    boat = table.put(host, 0)
    person = table.put(crewman, 0, on=boat)
    table.act(f"~die #{person} structure 2")
    table.fresh_turn(0)
    assert table.player(0).pool.get(PointType.HEALING) == 3  # the T7 prints three diamonds
    assert table.why(f"allocate healing #{person}") is not None


# --- T8: one dragon engaged without its points ---------------------------------------------------


def test_t8_dragon_lair_with_a_second_lair_may_engage_one_unfunded_dragon() -> None:
    wyrm, other, enemy = _dragon(6), _dragon(4), _dragon(3)
    table, _ = _lairs(T8_LAIR, T9_LAIR, wyrm, other, opposing=(enemy,))
    dragon, second = table.put(wyrm, 0), table.put(other, 0)
    _to_engagement(table)  # no supply allocated: both dragons would stay disengaged
    assert table.state.choice is not None and table.state.choice.may_skip
    table.act(f"choose #{dragon}")
    assert table.card(dragon).engaged and not table.card(second).engaged
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{table.put(enemy, 1)}") is None  # it may fire this turn


def test_t8_dragon_lair_may_be_declined_and_does_nothing_without_a_second_lair() -> None:
    wyrm = _dragon(6)
    table, _ = _lairs(T8_LAIR, T8_LAIR, wyrm)
    dragon = table.put(wyrm, 0)
    _to_engagement(table)
    table.act("choose skip")
    assert not table.card(dragon).engaged
    table, _ = _lairs(T8_LAIR, None, wyrm)
    dragon = table.put(wyrm, 0)
    _to_engagement(table)
    assert table.state.choice is None and not table.card(dragon).engaged


# --- T7: one dragon played in the engaged position each turn -------------------------------------


def _t7_scene(second: str | None) -> tuple[Table, int, int, int]:
    """Seat 0 with a T7 lair, an old dragon in play and a new one played this turn: (table,
    lair, old dragon, new dragon)."""
    old, new = _dragon(4), _dragon(6)
    table, lair = _lairs(T7_LAIR, second, old, new)
    before = table.put(old, 0, engaged=False)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(new, 0)
    table.act(f"play #{played}")
    settle(table)
    assert not table.card(played).engaged  # its requirements are not met this turn
    return table, lair, before, played


def test_t7_dragon_lair_with_a_second_lair_engages_a_dragon_played_this_turn_once_a_turn() -> None:
    table, lair, before, played = _t7_scene(T8_LAIR)
    assert table.why(f"use #{lair} 1 at #{before}") is not None  # not played this turn
    table.act(f"use #{lair} 1 at #{played}")
    settle(table)
    assert table.card(played).engaged and not table.card(before).engaged
    assert table.why(f"use #{lair} 1 at #{before}") is not None  # once a turn


def test_t7_dragon_lair_without_a_second_lair_engages_no_dragon() -> None:
    table, lair, _, played = _t7_scene(None)
    assert table.why(f"use #{lair} 1 at #{played}") is not None
    assert not table.card(played).engaged


# --- Moon Dragoness: played engaged, a surprise attack with no points ------------------------------


def _moon_scene() -> tuple[Table, int, int]:
    """Seat 0 plays a Moon Dragoness from its hand in Play Cards A, nothing allocated to it:
    (table, the dragoness, an opposing hull of strength 9)."""
    moon, hull = printed("D8_-_Moon_Dragoness_UE"), card("S", 9, shields=0)
    table = Table([moon, POWER], [hull])
    table.put(POWER, 0)
    target = table.put(hull, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(moon, 0)
    table.act(f"play #{played}")
    settle(table)
    return table, played, target


def test_moon_dragoness_enters_play_engaged_and_breathes_without_ammunition_the_turn_it_is_played() -> None:
    table, moon, target = _moon_scene()
    assert table.card(moon).engaged  # its supply 4 + energy 1 were never allocated
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{moon} heavy 4", f"#{moon} damage 4")
    assert table.die(target, "structure") == 8


def test_moon_dragoness_needs_its_points_from_its_next_turn_on() -> None:
    table, moon, target = _moon_scene()
    table.fresh_turn(0)
    table.act("done")  # nothing allocated to it this time
    settle(table)
    assert not table.card(moon).engaged
    table, moon, target = _moon_scene()
    table.fresh_turn(0)
    for point in ("supply",) * 4 + ("energy",):
        table.act(f"allocate {point} #{moon}")
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{target}") is None
    table.act(f"aim #{target}")
    assert table.why(f"fire #{moon} heavy 1") is not None  # no ammunition allocated: its breath is unloaded now


# --- Solar Dragoness: played only on terrain, which it shelters from all damage --------------------


def _solar_scene() -> tuple[Table, int, int, int, int]:
    """Seat 0 plays a Solar Dragoness on one of its terrain cards; seat 1 has a breathing
    dragon: (table, the dragoness, its terrain, another terrain of seat 0, the attacker)."""
    solar, field, other = printed("D6_-_Solar_Dragoness_PE"), terrain(8, supply=2), terrain(7, supply=1)
    breather = card("D", 9, weapons=[{"symbol": "heavy", "name": "Breath Weapon", "count": 3}])
    hull = card("S", 5, shields=0)
    table = Table([solar, field, other, POWER, hull], [breather, POWER])
    table.put(POWER, 0)
    home, spare = table.put(field, 0), table.put(other, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(solar, 0)
    assert table.why(f"play #{played}") is not None  # only on a terrain card
    assert table.why(f"play #{played} on #{table.put(hull, 0)}") is not None
    table.act(f"play #{played} on #{home}")
    settle(table)
    attacker = table.put(breather, 1)
    table.put(POWER, 1)
    return table, played, home, spare, attacker


def _breathe_at(table: Table, attacker: int, target: int) -> int:
    table.fresh_turn(1)
    table.act(f"allocate ammunition #{attacker}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{attacker} heavy 1")
    return table.die(target, "structure")


def test_solar_dragoness_blocks_all_damage_to_the_terrain_it_is_played_on() -> None:
    table, _, home, spare, attacker = _solar_scene()
    assert _breathe_at(table, attacker, home) == 0
    assert _breathe_at(table, attacker, spare) == 1  # another terrain is hit as usual


def test_solar_dragoness_shelter_ends_when_the_dragon_is_destroyed() -> None:
    table, solar, home, _, attacker = _solar_scene()
    table.game.apply(MoveCard(solar, Zone.DISCARD, Seat(0)))  # destroyed

    assert _breathe_at(table, attacker, home) == 1


# --- Deinos Nameh - Dragon King: the other dragons of the Dragon Empire deal double Physical Damage ---


def _king_fire(empire: str | None, fire: str, by_king: bool = False) -> int:
    """Structure damage a dragon of seat 0 deals with ``fire`` ("damage 2") while seat 0 has
    Deinos Nameh in play (``by_king``: the King fires it), seat 0 playing ``empire``."""
    king, hull = printed("D10_-_Deinos_Nameh_-_Dragon_King_PE"), card("S", 9, shields=0)
    wyrm = card("D", 5, weapons=[{"symbol": "damage", "name": "Physical Damage", "count": 2}, {"symbol": "heavy", "name": "Breath Weapon", "count": 2}])
    table = Table([king, wyrm, POWER], [hull], empires=[empire])
    crowned, dragon = table.put(king, 0), table.put(wyrm, 0)
    table.put(POWER, 0)
    target = table.put(hull, 1)
    shooter = crowned if by_king else dragon
    fund(table, shooter, {"ammunition": 2} if "heavy" in fire else None)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{shooter} {fire}")
    return table.die(target, "structure")


def test_deinos_nameh_doubles_the_physical_damage_of_the_other_dragons_of_the_dragon_empire() -> None:
    assert _king_fire(DRAGONS, "damage 2") == 4
    assert _king_fire(DRAGONS, "heavy 2") == 2  # breath is not physical damage


def test_deinos_nameh_doubles_neither_its_own_fire_nor_dragons_outside_the_dragon_empire() -> None:
    assert _king_fire(DRAGONS, "damage 3", by_king=True) == 3
    assert _king_fire(None, "damage 2") == 2
    king = printed("D10_-_Deinos_Nameh_-_Dragon_King_PE")
    assert sorted((w.symbol.value, w.count) for w in king.weapons) == [("damage", 8), ("heavy", 8)]  # the image's Physical Damage, not Phasers


# --- Radiation Dragoness: its fire ignores the Shields of ships and bases --------------------------


def _radiation_fire(target_card: Card, with_ship: bool = False) -> tuple[int, int]:
    """(Shield damage, structure damage) a Radiation Dragoness's 2 Physical Damage deals to
    ``target_card`` (``with_ship``: a ship of its fleet adds 2 Phasers to the volley)."""
    radiation, gunboat = printed("D4_-_Radiation_Dragoness_PE"), card("S", 5, shields=0, weapons=[{"symbol": "phaser", "name": "Phaser", "count": 2}])
    table = Table([radiation, gunboat, POWER], [target_card])
    dragon, boat = table.put(radiation, 0), table.put(gunboat, 0)
    table.put(POWER, 0)
    target = table.put(target_card, 1)
    fund(table, dragon)
    table.to_phase(Phase.WEAPONS_FIRE)
    parts = [f"#{dragon} damage 2"] + ([f"#{boat} phaser 2"] if with_ship else [])
    table.volley(f"#{target}", *parts)
    return table.die(target, "shield"), table.die(target, "structure")


def test_radiation_dragoness_fire_ignores_the_shields_of_ships_and_bases() -> None:
    assert _radiation_fire(card("S", 9, shields=4)) == (0, 2)
    assert _radiation_fire(card("B", 9, shields=4)) == (0, 2)
    assert _radiation_fire(card("S", 9, shields=4), with_ship=True) == (2, 2)  # the ship's Phasers still meet the Shields


def test_radiation_dragoness_fire_meets_the_shields_of_other_cards() -> None:
    assert _radiation_fire(card("D", 9, shields=4)) == (2, 0)  # a dragon with Shields is neither a ship nor a base


# --- Star: one other terrain of strength 5 or less played onto it, combining into one terrain -------


def _star_scene(*others: Card) -> tuple[Table, int, list[int]]:
    """Seat 0 with a Star in play and ``others`` in its hand, in Play Cards A: (table, star, hand ids)."""
    star = printed("T5_-_Star_PE")
    table = Table([star, *others], [])
    placed = table.put(star, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, placed, [table.hand(other, 0) for other in others]


def test_star_takes_one_terrain_of_strength_5_or_less_and_the_two_are_one_terrain() -> None:
    moon, rock = terrain(4, supply=3), terrain(3, research=1)
    table, star, (played, second) = _star_scene(moon, rock)
    assert table.legal(f"play #{played} on #{star}")
    table.act(f"play #{played} on #{star}")
    settle(table)
    assert table.why(f"play #{second} on #{star}") is not None  # one terrain only
    assert strength(table.state, table.card(star)) == 9 and unit_of(table.state, table.card(played)).id == star
    table.fresh_turn(0)
    pool = table.player(0).pool
    assert pool.get(PointType.ENERGY) == 5 and pool.get(PointType.SUPPLY) == 3  # their output adds up


def test_star_takes_no_terrain_stronger_than_5_and_other_terrain_takes_none() -> None:
    big, small, plain = terrain(6, supply=3), terrain(2, supply=1), terrain(7, supply=2)
    table, star, (too_big, played, _) = _star_scene(big, small, plain)
    assert table.why(f"play #{too_big} on #{star}") is not None
    ground = table.put(plain, 0)
    assert table.why(f"play #{played} on #{ground}") is not None  # only a card that says so takes a terrain
