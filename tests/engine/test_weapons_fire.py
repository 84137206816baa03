"""v2.1 4 - WEAPONS FIRE PHASE: standard targets, volleys, fleet-targeted weapons, Phasers
and heavy weapons, bases over terrain, the Sector HQ (card-facts §2.3 items 42-47, §2.10
items 115-127, §2.14 items 164, 169-170, 192, 195, 197)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Option, Phase, Zone
from ge_desktop.rulesets.galactic_empires.events import CardsDrawn, VolleyResolved
from tests.engine.builders import Table, card, catalog_card, effect, guns, ship, terrain

GUNSHIP = ship(4, shields=0, weapons=guns(phasers=3))
TARGET = ship(5, shields=2)
AMMO_ROCK = terrain(3, ammunition=2)
FLUX_SHIP = ship(4, shields=0, weapons=guns(phasers=1, heavy=2))
ROCK = terrain(4)
BASE = card("B", 3, "Volley Base", shields=1, weapons=guns(phasers=2))
CREW = card("C", 2, "Volley Crew")
DRAGON = card("D", 4, "Volley Dragon", weapons=guns(damage=2))
FLEET_GUN = ship(5, shields=0, weapons=[{"symbol": "damage", "name": "Distortion Cannon", "count": 1, "fleet_targeted": True}, *guns(phasers=1)])


def _fire_table(*mine, theirs=()) -> Table:
    table = Table([*mine], [*theirs])
    return table


def _armed(table: Table, unit: int, ammo: int) -> None:
    """Fresh turn of p0: allocate ``ammo`` ammunition to ``unit``, then to Weapons Fire."""
    table.fresh_turn(0)
    for _ in range(ammo):
        table.act(f"allocate ammunition #{unit}")
    table.to_phase(Phase.WEAPONS_FIRE)


def test_weapons_volley_declares_a_target_units_and_weapons_then_resolves() -> None:
    table = Table([GUNSHIP], [TARGET])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"fire #{gun} phaser") is not None  # step a first: the target
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 3")
    assert table.state.fire.open.parts == ((gun, table.state.fire.open.parts[0][1], 3),)
    events = table.act("done")
    assert [e.damage for e in events if isinstance(e, VolleyResolved)] == [3]
    assert table.die(target, "shield") == 2 and table.die(target, "structure") == 1


def test_weapons_volley_only_one_volley_against_each_target_per_phase() -> None:
    table = Table([GUNSHIP, GUNSHIP], [TARGET, TARGET])
    first, second = table.put(GUNSHIP, 0), table.put(GUNSHIP, 0)
    target, other = table.put(TARGET, 1), table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{first} phaser")
    assert table.why(f"aim #{target}").rule == "v2.1 WEAPONS VOLLEY"  # the second ship may not add a volley
    table.volley(f"#{other}", f"#{second} phaser")  # step e: a new target
    assert table.die(other, "shield") == 1
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.legal(f"aim #{target}")  # a new phase, a new volley


def test_weapons_volley_from_any_number_of_engaged_cards_with_unfired_weapons() -> None:
    table = Table([GUNSHIP, GUNSHIP], [TARGET])
    first, second = table.put(GUNSHIP, 0), table.put(GUNSHIP, 0)
    target = table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{first} phaser 2")
    table.act(f"fire #{second} phaser 3")
    assert "unfired" in table.why(f"fire #{first} phaser 2").message  # only 1 left
    table.act(f"fire #{first} phaser")
    table.act("done")
    assert table.die(target, "structure") == 4  # 6 damage: 2 Shields, 4 structure


def test_standard_targets_ships_bases_dragons_terrain_but_not_crew() -> None:
    table = Table([GUNSHIP, FLUX_SHIP, AMMO_ROCK], [ROCK, BASE, DRAGON, CREW, TARGET])
    table.put(GUNSHIP, 0)
    flux, rock = table.put(FLUX_SHIP, 0), table.put(AMMO_ROCK, 0)
    their_rock = table.put(ROCK, 1)
    their_dragon, their_ship = table.put(DRAGON, 1), table.put(TARGET, 1)
    crew = table.put(CREW, 1, on=their_ship)
    _armed(table, flux, 1)
    assert table.why(f"aim #{crew}").rule == "v2.1 STANDARD TARGETS"
    assert table.why(f"aim #{rock}").rule == "v2.1 STANDARD TARGETS"  # your own card
    for target in (their_rock, their_dragon, their_ship):
        assert table.legal(f"aim #{target}")


def test_fleet_targeted_weapons_fire_before_any_volley_and_hit_the_whole_fleet() -> None:
    table = Table([FLEET_GUN], [TARGET, TARGET, DRAGON])
    gun = table.put(FLEET_GUN, 0)
    first, second, dragon = table.put(TARGET, 1), table.put(TARGET, 1), table.put(DRAGON, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"fire #{gun} at p1")
    assert table.die(first, "shield") == 1 and table.die(second, "shield") == 1 and table.die(dragon, "structure") == 1
    assert table.why(f"fire #{gun} at p1").rule == "v2.1 FLEET TARGETED WEAPONS"  # once
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{first}", f"#{gun} phaser")
    assert table.why(f"fire #{gun} at p1").rule == "v2.1 FLEET TARGETED WEAPONS"  # after a volley: too late


def test_phaser_non_heavy_weapons_cannot_damage_terrain_structure() -> None:
    table = Table([FLUX_SHIP, AMMO_ROCK], [ROCK])
    flux, _ = table.put(FLUX_SHIP, 0), table.put(AMMO_ROCK, 0)
    rock = table.put(ROCK, 1)
    _armed(table, flux, 1)
    table.act(f"aim #{rock}")
    assert table.why(f"fire #{flux} phaser").rule.startswith("v2.1 PHASER")
    table.act(f"fire #{flux} heavy")
    table.act("done")
    assert table.die(rock, "structure") == 1  # heavy weapons are the only ones that damage terrain


def test_heavy_weapon_needs_one_ammunition_point_each() -> None:
    table = Table([FLUX_SHIP, AMMO_ROCK], [TARGET])
    flux, _ = table.put(FLUX_SHIP, 0), table.put(AMMO_ROCK, 0)
    target = table.put(TARGET, 1)
    _armed(table, flux, 1)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{flux} heavy 2").rule == "v2.1 AMMUNITION"  # 2 heavy weapons, 1 armed
    table.act(f"fire #{flux} heavy")
    table.act("done")
    assert table.die(target, "shield") == 1  # 1 ammunition: 1 damage
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{flux} heavy").rule == "v2.1 AMMUNITION"  # no ammunition this turn


def test_non_heavy_weapons_fire_free_whenever_their_card_is_engaged() -> None:
    table = Table([GUNSHIP], [TARGET])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"~disengage #{gun}")
    assert table.why(f"aim #{target}") is not None  # nothing can fire
    table.act(f"~engage #{gun}")
    table.volley(f"#{target}", f"#{gun} phaser 3")
    assert table.die(target, "shield") == 2


def test_base_cards_a_base_shields_its_terrain_until_destroyed_but_not_from_card_damage() -> None:
    nova = catalog_card("pocket-supernova")
    table = Table([FLUX_SHIP, AMMO_ROCK, GUNSHIP, nova], [ROCK, BASE])
    flux, _, gun = table.put(FLUX_SHIP, 0), table.put(AMMO_ROCK, 0), table.put(GUNSHIP, 0)
    rock = table.put(ROCK, 1)
    base = table.put(BASE, 1, on=rock)
    _armed(table, flux, 1)
    assert table.why(f"aim #{rock}").rule == "v2.1 BASE CARDS"
    table.volley(f"#{base}", f"#{gun} phaser 3", f"#{flux} phaser")  # 1 Shield + 3 structure: destroyed
    assert table.card(base).zone is Zone.DISCARD
    assert table.legal(f"aim #{rock}")
    # card damage is another matter: the base never protected the terrain from it
    table2 = Table([nova], [ROCK, BASE])
    rock2 = table2.put(ROCK, 1)
    table2.put(BASE, 1, on=rock2)
    table2.fresh_turn(0)
    table2.to_phase(Phase.PLAY_A)
    table2.act(f"play #{table2.hand(nova, 0)} against #{rock2}")
    assert table2.die(rock2, "structure") == 3


def test_base_cards_damage_beyond_destroying_a_base_is_not_carried_to_its_terrain() -> None:
    table = Table([GUNSHIP, GUNSHIP], [ROCK, BASE])
    first, second = table.put(GUNSHIP, 0), table.put(GUNSHIP, 0)
    rock = table.put(ROCK, 1)
    base = table.put(BASE, 1, on=rock)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{base}", f"#{first} phaser 3", f"#{second} phaser 3")  # 6 on a 1 Shield, 3 strength base
    assert table.card(base).zone is Zone.DISCARD
    assert table.die(rock, "structure") == 0


def test_ship_cards_ships_and_dragons_on_a_terrain_do_not_block_fire_at_it() -> None:
    table = Table([FLUX_SHIP, AMMO_ROCK], [ROCK, TARGET, DRAGON])
    flux, _ = table.put(FLUX_SHIP, 0), table.put(AMMO_ROCK, 0)
    rock = table.put(ROCK, 1)
    table.put(TARGET, 1, on=rock)
    table.put(DRAGON, 1, on=rock)
    _armed(table, flux, 2)
    table.volley(f"#{rock}", f"#{flux} heavy 2")
    assert table.die(rock, "structure") == 2


def test_dragon_cards_weapons_fire_affects_dragons_like_ships() -> None:
    table = Table([GUNSHIP], [DRAGON])
    gun, dragon = table.put(GUNSHIP, 0), table.put(DRAGON, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{dragon}", f"#{gun} phaser 3")
    assert table.die(dragon, "structure") == 3  # dragons have no Shields here
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{dragon}", f"#{gun} phaser")
    assert table.card(dragon).zone is Zone.DISCARD


def test_damaging_the_sector_hq_only_while_no_ship_or_dragon_protects_it() -> None:
    table = Table([GUNSHIP], [TARGET, DRAGON, BASE, ROCK])
    gun = table.put(GUNSHIP, 0)
    rock = table.put(ROCK, 1)
    table.put(BASE, 1, on=rock)  # a base does not protect the Sector HQ
    hull = table.put(TARGET, 1, engaged=False)  # a disengaged ship still does
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why("aim hq p1").rule == "v2.1 DAMAGING THE SECTOR HQ"
    table.act(f"~move #{hull} discard p1 top")
    dragon = table.put(DRAGON, 1)
    assert table.why("aim hq p1").rule == "v2.1 DAMAGING THE SECTOR HQ"
    table.act(f"~move #{dragon} discard p1 top")
    table.volley("hq p1", f"#{gun} phaser 3")
    assert table.player(1).hq_damage == 3


def test_damaging_the_sector_hq_only_ships_dragons_and_psys_may_fire_at_it() -> None:
    base = card("B", 3, "HQ Gun Base", weapons=guns(phasers=2))
    table = Table([GUNSHIP, ROCK, base], [])
    gun = table.put(GUNSHIP, 0)
    platform = table.put(base, 0, on=table.put(ROCK, 0))
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act("aim hq p1")
    assert table.why(f"fire #{platform} phaser").rule == "v2.1 DAMAGING THE SECTOR HQ"
    table.act(f"fire #{gun} phaser")
    table.act("done")
    assert table.player(1).hq_damage == 1


def test_damaging_the_sector_hq_the_25th_point_destroys_it() -> None:
    table = Table([GUNSHIP], [], [])
    gun = table.put(GUNSHIP, 0)
    table.act("~hq-damage p1 22 by p0")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley("hq p1", f"#{gun} phaser 2")
    assert table.player(1).hq_damage == 24 and not table.player(1).eliminated
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley("hq p1", f"#{gun} phaser")
    assert table.player(1).eliminated


def test_victory_celebration_six_weapons_damage_on_a_sector_hq_draws_a_card() -> None:
    big = ship(6, weapons=guns(phasers=6))
    table = Table([big, GUNSHIP], [])
    gun, small = table.put(big, 0), table.put(GUNSHIP, 0)
    table.to_phase(Phase.WEAPONS_FIRE)
    events = table.volley("hq p1", f"#{gun} phaser 5")
    assert not any(isinstance(e, CardsDrawn) for e in events)  # 5: no celebration
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    hand = len(table.player(0).hand)
    events = table.volley("hq p1", f"#{gun} phaser 6")
    assert not any(isinstance(e, CardsDrawn) for e in events)  # "may draw": he is asked first
    assert table.state.choice is not None and table.game.to_act == 0
    events = table.act("choose p0")
    assert [e.seat for e in events if isinstance(e, CardsDrawn)] == [0] and len(table.player(0).hand) == hand + 1
    assert small is not None


def test_victory_celebration_the_draw_may_be_declined() -> None:
    big = ship(6, weapons=guns(phasers=6))
    table = Table([big], [])
    gun = table.put(big, 0)
    table.to_phase(Phase.WEAPONS_FIRE)
    hand = len(table.player(0).hand)
    table.volley("hq p1", f"#{gun} phaser 6")
    assert table.why("choose p1") is not None  # only the firing player's draw is on offer
    events = table.act("choose skip")
    assert not any(isinstance(e, CardsDrawn) for e in events) and len(table.player(0).hand) == hand
    assert table.state.choice is None and table.player(1).hq_damage == 6


def test_victory_celebration_always_celebrate_draws_without_asking() -> None:
    big = ship(6, weapons=guns(phasers=6))
    table = Table([big], [], options=[Option.ALWAYS_CELEBRATE])
    gun = table.put(big, 0)
    table.to_phase(Phase.WEAPONS_FIRE)
    hand = len(table.player(0).hand)
    events = table.volley("hq p1", f"#{gun} phaser 6")
    assert [e.seat for e in events if isinstance(e, CardsDrawn)] == [0] and len(table.player(0).hand) == hand + 1
    assert table.state.choice is None


def test_control_a_controlled_ship_guards_its_controllers_sector_hq() -> None:
    desire = catalog_card("wandering-desire-o5")
    table = Table([desire, GUNSHIP], [TARGET, GUNSHIP])
    table.put(GUNSHIP, 1)
    their = table.put(TARGET, 1)
    mine = table.put(GUNSHIP, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(desire, 0)} against #{their}")
    assert table.card(their).controller == 0
    table.act(f"~move #{mine} discard p0 top")  # p0's only own ship is gone, the taken one guards
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    assert table.why("aim hq p0").rule == "v2.1 DAMAGING THE SECTOR HQ"


def test_headquarters_cards_are_targets_only_while_the_sector_hq_is_exposed() -> None:
    station = card("Q", 2, "Target HQ Station")
    table = Table([GUNSHIP], [station, TARGET])
    gun = table.put(GUNSHIP, 0)
    hq_card = table.hand(station, 1)
    table.act(f"~move #{hq_card} hq p1 top")
    guard = table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{hq_card}").rule == "v2.1 *HEADQUARTER CARDS"
    table.act(f"~move #{guard} discard p1 top")
    table.volley(f"#{hq_card}", f"#{gun} phaser 2")
    assert table.card(hq_card).zone is Zone.DISCARD  # weapons damage equal to its strength


def test_ancient_cards_an_engaged_ancient_lets_its_installation_fire_at_a_sector_hq() -> None:
    sign = card("I", 2, "Firing Sign", weapons=guns(damage=1))
    sage = card("N", 2, "Firing Sage")
    table = Table([sign, sage], [])
    post = table.put(sign, 0)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why("aim hq p1") is not None  # an installation alone may not
    table.fresh_turn(0)
    table.put(sage, 0, on=post)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley("hq p1", f"#{post} damage")
    assert table.player(1).hq_damage == 1


def test_card_damage_is_not_weapons_fire_it_is_a_card_action_in_a_card_play_phase() -> None:
    cannon = card("E", 2, "Damage Pod", passive=True, generates={"damage": 2})
    table = Table([GUNSHIP, cannon], [TARGET])
    gun = table.put(GUNSHIP, 0)
    pod = table.put(cannon, 0, on=gun)
    target = table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"use #{pod} 1 at #{target}").rule == "v2.1 PLAYER TURN SEQUENCE"
    table.act("done")  # Play Cards Phase B
    table.act(f"use #{pod} 1 at #{target}")
    assert table.die(target, "shield") == 2
    assert table.state.fire is None


def test_immune_to_weapons_fire_terrain_cannot_be_targeted() -> None:
    crystal = catalog_card("crystal-planet")
    table = Table([FLUX_SHIP, AMMO_ROCK], [crystal])
    flux, _ = table.put(FLUX_SHIP, 0), table.put(AMMO_ROCK, 0)
    planet = table.put(crystal, 1)
    _armed(table, flux, 1)
    assert table.why(f"aim #{planet}").rule == "v2.1 CARDS HAVE RULES"


def test_disengaged_cards_rules_about_the_card_itself_still_apply() -> None:
    shy = card("T", 3, "Shy Rock", requirements={"energy": 1}, effects=[effect("immune", "continuous", "self", params={"against": "weapons fire"})])
    table = Table([FLUX_SHIP, AMMO_ROCK], [shy])
    flux, _ = table.put(FLUX_SHIP, 0), table.put(AMMO_ROCK, 0)
    rock = table.put(shy, 1, engaged=False)
    _armed(table, flux, 1)
    assert not table.card(rock).engaged
    assert table.why(f"aim #{rock}").rule == "v2.1 CARDS HAVE RULES"


def test_unit_means_a_base_ship_or_dragon_and_a_shuttle_is_titled_so() -> None:
    from ge_desktop.rulesets.galactic_empires.cardinfo import is_shuttle

    table = Table([GUNSHIP, DRAGON, BASE, card("P", 2, "Not A Unit Psy")], [])
    kinds = {c.info.label.split()[0][0]: c.info.is_unit for c in table.state.cards if c.info.card_id != "filler-rock" and c.owner == 0}
    assert kinds["S"] and kinds["D"] and kinds["B"] and not kinds["P"]
    assert is_shuttle(catalog_card("courier-shuttle").title) and not is_shuttle(GUNSHIP.title)
    assert is_shuttle("Star Fighter Wing")


def test_weapons_volley_an_empty_aim_nothing_can_join_any_more_is_withdrawn_by_done() -> None:
    table = Table([GUNSHIP], [TARGET])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why("done") is not None  # the gunship could still fire: a volley needs a weapon
    table.act(f"~move #{gun} hand p0 top")  # sandbox: the only firing unit leaves play
    assert table.legal("done")
    table.act("done")
    assert table.state.fire is not None and table.state.fire.open is None
    assert table.die(target, "shield") == 0 and table.game.phase is Phase.WEAPONS_FIRE


def test_a_terrains_printed_shields_take_weapons_fire_first() -> None:
    """v2.1 TARGETING PSY CARDS: "Shields of a ship, base, terrain or other location"; promo
    terrain prints Shields (the Field Optional Rule: "promotional Terrain with shields")."""
    shielded = card("T", 5, "Shielded World", shields=2)
    table = Table([FLUX_SHIP, AMMO_ROCK], [shielded])
    flux, _ = table.put(FLUX_SHIP, 0), table.put(AMMO_ROCK, 0)
    world = table.put(shielded, 1)
    _armed(table, flux, 2)
    table.volley(f"#{world}", f"#{flux} heavy 2")
    assert (table.die(world, "shield"), table.die(world, "structure")) == (2, 0)  # both points on the Shields
