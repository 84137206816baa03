"""CARDS HAVE RULES (v2.1): every weapons, Shields and damage card of the shipped catalog
does what its rules text says, in rules-enforced play (card-facts §2.1 item 1)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from tests.engine.builders import Table, catalog_card, guns, ship, terrain
from tests.engine.catalog_scenes import ARGONIAN, CREW, SHOOTER, SUPPLY_ROCK, attach, host, played_against, ready_weapons, volley_damage

# card id, where it sits (S: ship, D: dragon), (Shield, structure) damage of a 4-Phaser volley
VOLLEY_REDUCERS = [
    ("argonian-pilot", "S", (0, 3)),
    ("argonian-rotating-engines", "S", (0, 3)),
    ("reinforced-hull", "S", (0, 3)),
    ("quick-reflexes", "S", (0, 3)),
    ("krebiz-thick-shelled-crab", "S", (0, 2)),
    ("artifact-dragon-gem-of-protection", "D", (0, 2)),
    ("tight-maneuver", "S", (0, 2)),
    ("defensive-electronic-warfare", "S", (0, 2)),
    ("fleet-maneuver", "S", (0, 3)),
    ("commodore", "S", (1, 3)),
    ("krebiz-shell-commander", "S", (2, 2)),
    ("patrol-scout-refit", "S", (2, 2)),
    ("shield-refit", "S", (2, 2)),
    ("imperial-clydon", "S", (1, 3)),
    ("formation-maneuver", "S", (1, 3)),
    ("offensive-defensive-electronic-warfare", "S", (1, 3)),
]


@pytest.mark.parametrize(("card_id", "on", "expected"), VOLLEY_REDUCERS, ids=[c for c, _, _ in VOLLEY_REDUCERS])
def test_cards_have_rules_shields_and_volley_reductions(card_id: str, on: str, expected: tuple[int, int]) -> None:
    assert volley_damage(card_id, 4, on) == expected


def test_cards_have_rules_without_such_a_card_the_same_volley_deals_all_four() -> None:
    plain = host()
    table = Table([SHOOTER], [plain])
    gun, unit = table.put(SHOOTER, 0), table.put(plain, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{unit}", f"#{gun} phaser 4")
    assert (table.die(unit, "shield"), table.die(unit, "structure")) == (0, 4)


# card id, weapon symbol, the unit's own weapons, weapons ready with the card
WEAPON_ADDERS = [
    ("argonian-flux-engineer", WeaponSymbol.HEAVY, {"heavy": 1}, 2),
    ("argonian-flux-capacitor", WeaponSymbol.HEAVY, {"heavy": 1}, 2),
    ("gunnery-officer", WeaponSymbol.PHASER, {"phasers": 2}, 3),
    ("sharpshooter", WeaponSymbol.PHASER, {"phasers": 2}, 3),
    ("heavy-weapons-refit", WeaponSymbol.HEAVY, {"heavy": 1}, 2),
    ("phaser-refit", WeaponSymbol.PHASER, {"phasers": 2}, 3),
    ("heavy-patrol-capsule-refit", WeaponSymbol.HEAVY, {"heavy": 1, "heavy_name": "Sabot"}, 2),
    ("offensive-defensive-electronic-warfare", WeaponSymbol.PHASER, {"phasers": 2}, 3),
]


@pytest.mark.parametrize(("card_id", "symbol", "base", "ready"), WEAPON_ADDERS, ids=[c for c, _, _, _ in WEAPON_ADDERS])
def test_cards_have_rules_weapons_added_by_crew_equipment_and_occurrences(card_id, symbol, base, ready) -> None:
    assert ready_weapons(card_id, symbol, base) == ready


# card id, (Shield, structure) on p1's 6-strength ship with 2 Shields after the card is played against it
PLAYED_DAMAGE = [
    ("space-debris", (1, 0)),
    ("meteor-swarm", (2, 0)),
    ("ion-storm-h1", (1, 0)),
    ("ion-storm", (2, 0)),
    ("star-kraken", (2, 1)),
    ("space-dragon", (2, 0)),
    ("shield-fiend", (2, 0)),
]


@pytest.mark.parametrize(("card_id", "expected"), PLAYED_DAMAGE, ids=[c for c, _ in PLAYED_DAMAGE])
def test_cards_have_rules_damage_as_the_card_is_played(card_id: str, expected: tuple[int, int]) -> None:
    table, _, target = played_against(card_id)
    assert (table.die(target, "shield"), table.die(target, "structure")) == expected


def test_ion_storm_h5_every_ship_base_and_dragon_of_the_opponent() -> None:
    storm = catalog_card("ion-storm-h5")
    shielded = host(shields=3)
    table = Table([storm], [shielded, shielded])
    first, second = table.put(shielded, 1), table.put(shielded, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(storm, 0)}")
    assert table.die(first, "shield") == 2 and table.die(second, "shield") == 2
    assert table.card(table.find(storm, 0, (Zone.DISCARD,)).id).zone is Zone.DISCARD


@pytest.mark.parametrize(("card_id", "amount"), [("pocket-supernova", 3), ("nova", 4), ("type-ii-supernova", 6)])
def test_cards_have_rules_supernovas_deal_card_damage_to_terrain(card_id: str, amount: int) -> None:
    big_rock = terrain(8)
    table, _, rock = played_against(card_id, big_rock)
    assert table.die(rock, "structure") == amount and table.card(rock).card_damage == amount


def test_type_ii_supernova_also_hits_every_ship_and_base_on_the_terrain() -> None:
    nova = catalog_card("type-ii-supernova")
    big_rock, parked = terrain(8), host(shields=0)
    table = Table([nova], [big_rock, parked])
    rock = table.put(big_rock, 1)
    docked = table.put(parked, 1, on=rock)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(nova, 0)} against #{rock}")
    assert table.die(rock, "structure") == 6 and table.die(docked, "structure") == 2


def test_crash_maneuver_three_to_a_chosen_enemy_and_one_to_your_ship() -> None:
    crash = catalog_card("crash-maneuver")
    mine, theirs = host(shields=0), host(shields=0)
    table = Table([crash, mine], [theirs])
    own = table.put(mine, 0)
    enemy = table.put(theirs, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(crash, 0)} on #{own}")
    assert table.state.choice is not None and table.why(f"choose #{own}") is not None
    table.act(f"choose #{enemy}")
    assert table.die(enemy, "structure") == 3 and table.die(own, "structure") == 1


# card id, damage of its card action on p1's ship with 2 Shields: (Shield, structure)
ACTION_DAMAGE = [
    ("nuclear-mine", (2, 0)),
    ("antimatter-mine", (2, 2)),
    ("primordial-warrior", (2, 1)),
    ("paktadon-boarding-party", (0, 3)),
    ("leopan-raiding-party", (0, 2)),
]


@pytest.mark.parametrize(("card_id", "expected"), ACTION_DAMAGE, ids=[c for c, _ in ACTION_DAMAGE])
def test_cards_have_rules_card_damage_by_card_action(card_id: str, expected: tuple[int, int]) -> None:
    subject = catalog_card(card_id)
    mine, theirs = host(empire=subject.empire), host(shields=2)
    table = Table([subject, mine, SUPPLY_ROCK], [theirs])
    own = table.put(mine, 0)
    table.put(SUPPLY_ROCK, 0)
    placed = table.put(subject, 0, on=own)
    enemy = table.put(theirs, 1)
    table.fresh_turn(0)
    for point, need in table.card(placed).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{placed}")
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"use #{placed} 1 at #{own}") is not None  # an enemy unit, not your own
    table.act(f"use #{placed} 1 at #{enemy}")
    assert (table.die(enemy, "shield"), table.die(enemy, "structure")) == expected
    discarded_after_use = subject.discard_after_use
    assert (table.card(placed).zone is Zone.DISCARD) == discarded_after_use


# Argonian ships turn their hull away ("As a reaction"): a volley deals 1 less.
# (the printed Basic Set Argonian ships print no such rule; these are the designed ones)
ARGONIAN_REACTORS = ["argonian-scout", "argonian-patrol-cruiser", "argonian-cruiser"]


@pytest.mark.parametrize("card_id", ARGONIAN_REACTORS)
def test_argonian_ships_as_a_reaction_turn_their_hull_away_from_a_volley(card_id: str) -> None:
    argonian = catalog_card(card_id)
    table = Table([SHOOTER], [argonian])
    gun, target = table.put(SHOOTER, 0), table.put(argonian, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser {argonian.strength}")
    table.act("done")
    table.act(f"use #{target} 1")
    assert table.die(target, "shield") + table.die(target, "structure") == argonian.strength - 1
    assert table.card(target).in_play


@pytest.mark.parametrize("card_id", ["convoy-escort"])
def test_escorts_as_a_reaction_screen_a_ship_of_the_fleet_under_fire(card_id: str) -> None:
    escort = catalog_card(card_id)
    ward = host(shields=0)
    table = Table([SHOOTER], [escort, ward])
    gun = table.put(SHOOTER, 0)
    guard, target = table.put(escort, 1), table.put(ward, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 4")
    table.act("done")
    table.act(f"use #{guard} 1")
    assert table.die(target, "structure") == 2


def test_argonian_hit_and_run_each_energy_flux_deals_one_more() -> None:
    raid = catalog_card("argonian-hit-and-run")
    flux_ship = ship(4, empire=ARGONIAN, shields=0, weapons=guns(heavy=2))
    target = host()
    table = Table([flux_ship, raid, SUPPLY_ROCK], [target])
    unit = table.put(flux_ship, 0)
    table.put(SUPPLY_ROCK, 0)
    aim = table.put(target, 1)
    table.fresh_turn(0)
    table.act(f"allocate ammunition #{unit}")
    table.act(f"allocate ammunition #{unit}")
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(raid, 0)} on #{unit}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{aim}", f"#{unit} heavy 2")
    assert table.die(aim, "structure") == 4


def test_lucky_shot_each_weapon_deals_one_more_for_one_turn() -> None:
    shot = catalog_card("lucky-shot")
    gunner = ship(4, shields=0, weapons=guns(phasers=2))
    target = host()
    table = Table([gunner, shot], [target])
    unit, aim = table.put(gunner, 0), table.put(target, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(shot, 0)} on #{unit}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{aim}", f"#{unit} phaser 2")
    assert table.die(aim, "structure") == 4
    table.fresh_turn(0)  # the card's turn is over
    assert table.find(shot, 0, (Zone.DISCARD,)) is not None


# monsters and hazards that stop weapons: card id, the silenced weapon symbol
BLOCKERS = [
    ("small-phaser-eel", WeaponSymbol.PHASER),
    ("void-jelly", WeaponSymbol.HEAVY),
    ("radiation-belt", WeaponSymbol.PHASER),
]


@pytest.mark.parametrize(("card_id", "symbol"), BLOCKERS, ids=[c for c, _ in BLOCKERS])
def test_cards_have_rules_cards_that_stop_a_units_weapons(card_id: str, symbol: WeaponSymbol) -> None:
    blocker = catalog_card(card_id)
    gunner = ship(4, shields=0, weapons=guns(phasers=2, heavy=1))
    target = host()
    table = Table([gunner, SUPPLY_ROCK], [blocker, target])
    unit = table.put(gunner, 0)
    table.put(SUPPLY_ROCK, 0)
    aim = table.put(target, 1)
    table.put(blocker, 1, on=unit)  # played against p0's unit
    table.fresh_turn(0)
    table.act(f"allocate ammunition #{unit}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{aim}")
    other = WeaponSymbol.HEAVY if symbol is WeaponSymbol.PHASER else WeaponSymbol.PHASER
    assert table.why(f"fire #{unit} {symbol.value}").rule == "v2.1 CARDS HAVE RULES"
    assert table.legal(f"fire #{unit} {other.value}")


def test_science_officer_suspends_the_hostile_effects_of_monsters_at_its_location() -> None:
    officer, eel = catalog_card("science-officer"), catalog_card("small-phaser-eel")
    gunner = ship(4, shields=0, weapons=guns(phasers=2))
    target = host()
    table = Table([gunner, officer], [eel, target])
    unit = table.put(gunner, 0)
    aim = table.put(target, 1)
    table.put(eel, 1, on=unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{aim}") is not None  # the eel stops its only weapons
    table.act(f"~move #{table.hand(officer, 0)} on #{unit}")
    table.act(f"aim #{aim}")
    assert table.legal(f"fire #{unit} phaser 2")


def test_mechad_overlord_the_ship_it_is_on_has_one_more_strength() -> None:
    overlord = catalog_card("mechad-overlord")
    fragile = host(empire="Mechad Holdfast", strength=4)
    table = Table([SHOOTER], [fragile, overlord])
    gun, unit = table.put(SHOOTER, 0), table.put(fragile, 1)
    table.put(overlord, 1, on=unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{unit}", f"#{gun} phaser 4")
    assert table.card(unit).in_play and table.die(unit, "structure") == 4


def test_crystal_planet_and_cyber_beast_are_immune_to_weapons_fire() -> None:
    from ge_desktop.rulesets.galactic_empires.stats import immune

    planet, beast = catalog_card("crystal-planet"), catalog_card("cyber-beast")
    table = Table([planet, SHOOTER], [beast])
    rock, gun = table.put(planet, 0), table.put(SHOOTER, 0)
    monster = table.put(beast, 1, on=gun)
    assert immune(table.state, table.card(rock), "weapons fire") and immune(table.state, table.card(monster), "weapons fire")
    assert not immune(table.state, table.card(gun), "weapons fire")


@pytest.mark.parametrize(("card_id", "against"), [("infestation-inhibitor", "infestation"), ("battle-suit", "infection")])
def test_abilities_that_make_a_ship_or_crew_immune(card_id: str, against: str) -> None:
    from ge_desktop.rulesets.galactic_empires.stats import immune

    ability = catalog_card(card_id)
    unit_card = host()
    table = Table([unit_card, CREW, ability], [])
    unit = table.put(unit_card, 0)
    placed = attach(table, ability, 0, unit)
    subject = unit if card_id == "infestation-inhibitor" else table.card(placed).parent
    assert immune(table.state, table.card(subject), against)
    table.act(f"~disengage #{table.card(placed).parent}")  # the crew: an ability works only for an engaged crew
    table.act(f"~disengage #{placed}")
    assert not immune(table.state, table.card(subject), against)


