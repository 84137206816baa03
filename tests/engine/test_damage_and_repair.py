"""v2.1 SHIELD, DAMAGE, [Tracking damage], REPAIR (repair and healing points), [Removing
cards from play] and combined cards (card-facts §2.8 items 86, 89; §2.9 items 101-110;
§2.10 items 124-127, 130; §2.14 items 186-188, 198, 200-202)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import DieKind, Phase, Zone
from tests.engine.builders import Table, card, catalog_card, effect, guns, ship, terrain

GUNSHIP = ship(4, shields=0, weapons=guns(phasers=4))
TARGET = ship(4, shields=2)
ROCK = terrain(4, repair=3)
FLUX_SHIP = ship(4, shields=0, weapons=guns(heavy=2))


def test_shield_damage_goes_to_shields_first_then_structure_tracked_apart() -> None:
    table = Table([GUNSHIP], [TARGET])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{gun} phaser")
    assert (table.die(target, "shield"), table.die(target, "structure")) == (1, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{gun} phaser 3")  # p1's Shield regenerated in his turn: 2 Shields left
    assert (table.die(target, "shield"), table.die(target, "structure")) == (2, 1)


def test_shield_shields_work_even_when_the_card_is_disengaged() -> None:
    table = Table([GUNSHIP], [TARGET])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1, engaged=False)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{gun} phaser 2")
    assert (table.die(target, "shield"), table.die(target, "structure")) == (2, 0)


def test_removing_cards_from_play_a_card_at_zero_strength_is_discarded_with_its_stack() -> None:
    crew = card("C", 1, "Doomed Crew")
    table = Table([GUNSHIP, GUNSHIP], [TARGET, crew])
    first, second = table.put(GUNSHIP, 0), table.put(GUNSHIP, 0)
    target = table.put(TARGET, 1)
    aboard = table.put(crew, 1, on=target)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{first} phaser 4", f"#{second} phaser 1")  # 2 Shields + 3: 1 strength left
    assert table.card(target).in_play and table.die(target, "structure") == 3
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{first} phaser 3")  # 2 Shields again (1 regenerated + ... ) then the last point
    assert table.card(target).zone is Zone.DISCARD and table.card(aboard).zone is Zone.DISCARD


def test_combined_cards_destroying_a_combined_ship_takes_the_sum_of_strengths() -> None:
    small = ship(2, shields=0)
    table = Table([GUNSHIP, GUNSHIP], [small, small])
    first, second = table.put(GUNSHIP, 0), table.put(GUNSHIP, 0)
    basis = table.put(small, 1)
    top = table.put(small, 1, on=basis)  # one ship of strength 4
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{top}").rule == "v2.1 STANDARD TARGETS"  # aim at the unit
    table.volley(f"#{basis}", f"#{first} phaser 3")
    assert table.card(basis).in_play and table.die(basis, "structure") == 3
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{basis}", f"#{second} phaser")
    assert table.card(basis).zone is Zone.DISCARD and table.card(top).zone is Zone.DISCARD


def test_combined_cards_shields_and_weapons_add_up() -> None:
    half = ship(2, shields=1, weapons=guns(phasers=1))
    table = Table([half, half], [TARGET, GUNSHIP])
    basis = table.put(half, 0)
    table.put(half, 0, on=basis)
    target = table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{basis} phaser 2")  # two Phasers on one ship
    assert table.die(target, "shield") == 2
    table.to_phase(Phase.ALLOCATION, 1)
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    gun = table.put(GUNSHIP, 1)
    table.volley(f"#{basis}", f"#{gun} phaser 3")
    assert (table.die(basis, "shield"), table.die(basis, "structure")) == (2, 1)


def test_heavy_weapon_each_standard_heavy_weapon_turns_one_ammunition_into_one_damage() -> None:
    mine = terrain(3, ammunition=2)
    table = Table([FLUX_SHIP, mine], [TARGET])
    flux = table.put(FLUX_SHIP, 0)
    table.put(mine, 0)
    target = table.put(TARGET, 1)
    table.fresh_turn(0)
    table.act(f"allocate ammunition #{flux}")
    table.act(f"allocate ammunition #{flux}")
    assert table.why(f"allocate ammunition #{flux}") is not None  # at most 1 per heavy weapon
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{flux} heavy 2")
    assert (table.die(target, "shield"), table.die(target, "structure")) == (2, 0)


def test_disengaged_cards_cannot_fire() -> None:
    table = Table([GUNSHIP, GUNSHIP], [TARGET])
    first, second = table.put(GUNSHIP, 0), table.put(GUNSHIP, 0)
    target = table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"~disengage #{second}")
    table.act(f"aim #{target}")
    assert table.why(f"fire #{second} phaser").rule == "v2.1 [Disengaged cards]"
    assert table.legal(f"fire #{first} phaser")


def test_repair_points_fix_shields_and_ship_or_base_structure_not_dragons() -> None:
    dragon = card("D", 4, "Unrepairable Dragon")
    table = Table([ROCK, TARGET, dragon], [])
    table.put(ROCK, 0)
    hull, wyrm = table.put(TARGET, 0), table.put(dragon, 0)
    table.act(f"~die #{hull} structure 2")
    table.act(f"~die #{wyrm} structure 1")
    table.fresh_turn(0)
    table.act(f"allocate repair #{hull}")
    assert table.die(hull, "structure") == 1
    assert table.why(f"allocate repair #{wyrm}").rule == "v2.1 REPAIR"


def test_repair_points_fix_terrain_weapons_damage_but_not_card_damage_to_its_structure() -> None:
    nova = catalog_card("pocket-supernova")
    table = Table([ROCK], [nova])
    rock = table.put(ROCK, 0)
    table.act(f"~die #{rock} structure 2")  # as weapons damage
    table.fresh_turn(0)
    table.act(f"allocate repair #{rock}")
    table.act(f"allocate repair #{rock}")
    assert table.die(rock, "structure") == 0
    table.fresh_turn(1)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    table.act(f"play #{table.hand(nova, 1)} against #{rock}")  # 3 card damage to the terrain's structure
    assert table.die(rock, "structure") == 3 and table.card(rock).card_damage == 3
    table.fresh_turn(0)
    assert "no Shield or structure damage" in table.why(f"allocate repair #{rock}").message


def test_terrain_cards_only_cards_that_say_so_deal_card_damage_to_terrain_structure() -> None:
    blast = card("H", 2, "Ship Blast", placement={"mode": "against", "target_types": ["S", "T"]}, effects=[effect("damage", amount=2)])
    quake = card(
        "H", 2, "Ground Quake", placement={"mode": "against", "target_types": ["T"]}, effects=[effect("damage", amount=2, params={"can_damage_terrain": True})]
    )
    table = Table([blast, quake], [ROCK])
    rock = table.put(ROCK, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(blast, 0)} against #{rock}")
    assert table.die(rock, "structure") == 0
    table.act(f"play #{table.hand(quake, 0)} against #{rock}")
    assert table.die(rock, "structure") == 2


def test_healing_points_from_a_card_rule_heal_beings_and_research_on_monsters() -> None:
    spring = terrain(3, healing=3)
    eel = card("M", 3, "Healed Eel", placement={"mode": "against", "target_types": ["S"]})
    dragon = card("D", 4, "Healed Dragon")
    table = Table([spring, dragon, TARGET], [TARGET, eel])
    table.put(spring, 0)
    wyrm = table.put(dragon, 0)
    hull = table.put(TARGET, 0)
    their = table.put(TARGET, 1)
    monster = table.put(eel, 1, on=their)
    table.act(f"~die #{hull} structure 1")
    table.act(f"~die #{wyrm} structure 1")
    table.act(f"~die #{monster} research 2")
    table.fresh_turn(0)
    table.act(f"allocate healing #{wyrm}")
    table.act(f"allocate healing #{monster}")  # card-made healing may heal a monster
    assert table.die(wyrm, "structure") == 0 and table.die(monster, "research") == 1
    assert table.why(f"allocate healing #{hull}").rule == "v2.1 REPAIR"  # a ship is not a being


def test_research_points_on_a_monster_destroy_it_when_its_card_says() -> None:
    lab = terrain(3, research=2)
    leech = catalog_card("space-leech")
    table = Table([lab, TARGET], [leech])
    table.put(lab, 0)
    mine = table.put(TARGET, 0)
    monster = table.put(leech, 1, on=mine)
    table.fresh_turn(0)
    table.act(f"allocate research #{monster}")
    assert table.card(monster).in_play and table.die(monster, "research") == 1
    table.act(f"allocate research #{monster}")  # 'Destroyed by 2 research points'
    assert table.card(monster).zone is Zone.DISCARD and table.card(monster).seat == 1


def test_monster_cards_a_monster_is_discarded_when_its_location_is() -> None:
    eel = catalog_card("small-phaser-eel")
    table = Table([TARGET], [eel])
    mine = table.put(TARGET, 0)
    monster = table.put(eel, 1, on=mine)
    table.to_phase(Phase.DISCARD)
    table.act(f"discard #{mine}")
    assert table.card(monster).zone is Zone.DISCARD and table.card(monster).seat == 1


def test_permanent_damage_counts_toward_destruction_and_is_never_repaired() -> None:
    table = Table([ROCK, TARGET, GUNSHIP], [GUNSHIP])
    table.put(ROCK, 0)
    hull = table.put(TARGET, 0)
    table.act(f"~die #{hull} permanent 3")
    table.fresh_turn(0)
    assert table.why(f"allocate repair #{hull}").rule == "v2.1 REPAIR"
    gun = table.put(GUNSHIP, 1)
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.volley(f"#{hull}", f"#{gun} phaser 3")  # 2 Shields, then the 4th point of strength
    assert table.card(hull).zone is Zone.DISCARD
    assert table.state.cards[hull].die(DieKind.PERMANENT) == 0  # dice leave with the card
