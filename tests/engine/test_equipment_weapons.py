"""v2.1 WEAPONS FIRE (L546: "Equipment cards in play on these cards may also fire") and
EQUIPMENT CARDS (non-passive equipment does not function on a disengaged unit): the
printed weapons of engaged equipment fire with the ship or base they are on, as part of
that unit. The printed Basic Set cards that wait on it: the Phaser Refit, the
Shuttlecraft's single-use Phaser and the carriers that rearm fighters and shuttles."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.rules.table_facts import table_facts
from ge_desktop.rulesets.galactic_empires.stats import weapon_count
from tests.engine.builders import Table, card, guns, ship, terrain

TARGET = ship(9, shields=0)
ROCK = terrain(6, supply=4, energy=4, ammunition=4)


def printed(image: str):
    return default_catalog().printing(image)


REFIT = printed("E2_-_Phaser_Refit_PE")
SHUTTLE = printed("E3_-_Shuttlecraft_Left_PE")


def _gunboat(phasers: int = 1):
    return ship(4, shields=0, weapons=guns(phasers=phasers))


def test_weapons_fire_equipment_on_a_ship_fires_with_it_as_part_of_the_unit() -> None:
    gunboat = _gunboat()
    table = Table([gunboat, REFIT], [TARGET])
    unit = table.put(gunboat, 0)
    refit = table.put(REFIT, 0, on=unit)
    target = table.put(TARGET, 1)
    assert weapon_count(table.state, table.card(unit), WeaponSymbol.PHASER) == 2
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{refit} phaser") is not None  # the equipment fires as part of its unit, not alone
    assert table.legal(f"fire #{unit} phaser 2")
    assert table.why(f"fire #{unit} phaser 3") is not None
    table.act(f"fire #{unit} phaser 2")
    table.act("done")
    assert table.die(target, "structure") == 2


def test_weapons_fire_equipment_weapons_show_on_the_units_badge() -> None:
    gunboat = _gunboat()
    table = Table([gunboat, REFIT], [TARGET])
    unit = table.put(gunboat, 0)
    table.put(REFIT, 0, on=unit)
    table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    with table.state.memoized():
        facts = table_facts(table.state, table.card(unit))
    phasers = [r for r in facts.ready if r.symbol is WeaponSymbol.PHASER]
    assert phasers and phasers[0].count == 2


def test_equipment_cards_disengaged_equipment_does_not_fire() -> None:
    gunboat = _gunboat()
    table = Table([gunboat, REFIT], [TARGET])
    unit = table.put(gunboat, 0)
    refit = table.put(REFIT, 0, on=unit)
    target = table.put(TARGET, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"~disengage #{refit}")
    table.act(f"aim #{target}")
    assert table.why(f"fire #{unit} phaser 2") is not None
    assert table.legal(f"fire #{unit} phaser 1")


def test_equipment_cards_heavy_weapons_on_equipment_need_their_ammunition() -> None:
    launcher = card("E", 2, "Test Torpedo Pod", weapons=guns(heavy=1, heavy_name="Torpedo"))
    gunboat = _gunboat(1)
    table = Table([gunboat, launcher, ROCK], [TARGET])
    unit = table.put(gunboat, 0)
    table.put(launcher, 0, on=unit)
    table.put(ROCK, 0)
    target = table.put(TARGET, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert "ammunition" in table.why(f"fire #{unit} heavy").message  # none allocated
    table2 = Table([gunboat, launcher, ROCK], [TARGET])
    unit2 = table2.put(gunboat, 0)
    table2.put(launcher, 0, on=unit2)
    table2.put(ROCK, 0)
    target2 = table2.put(TARGET, 1)
    table2.fresh_turn(0)
    table2.act(f"allocate ammunition #{unit2}")
    table2.to_phase(Phase.WEAPONS_FIRE)
    table2.act(f"aim #{target2}")
    assert table2.legal(f"fire #{unit2} heavy")
    assert table2.why(f"fire #{unit2} heavy 2") is not None


def test_equipment_cards_phaser_refit_adds_a_phaser_each_turn() -> None:
    gunboat = _gunboat()
    table = Table([gunboat, REFIT], [TARGET])
    unit = table.put(gunboat, 0)
    table.put(REFIT, 0, on=unit)
    target = table.put(TARGET, 1)
    for _ in range(2):
        table.fresh_turn(0)
        table.to_phase(Phase.WEAPONS_FIRE)
        table.volley(f"#{target}", f"#{unit} phaser 2")
    assert table.die(target, "structure") == 4


def _shuttle_scene(carrier_image: str | None = None) -> tuple[Table, int, int, int]:
    host = printed(carrier_image) if carrier_image else _gunboat()
    table = Table([host, SHUTTLE, ROCK], [TARGET])
    unit = table.put(host, 0)
    shuttle = table.put(SHUTTLE, 0, on=unit)
    table.put(ROCK, 0)
    target = table.put(TARGET, 1)
    return table, unit, shuttle, target


def _own_phasers(table: Table, unit: int) -> int:
    return sum(w.count for w in table.card(unit).info.weapons if w.symbol is WeaponSymbol.PHASER)


def _fire_all_phasers(table: Table, unit: int, target: int) -> None:
    table.fresh_turn(0)
    for point, need in table.card(unit).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{unit}")
    table.to_phase(Phase.WEAPONS_FIRE)
    count = weapon_count(table.state, table.card(unit), WeaponSymbol.PHASER)
    table.volley(f"#{target}", f"#{unit} phaser {count}")


def test_equipment_cards_shuttlecraft_phaser_fires_a_single_time() -> None:
    table, unit, shuttle, target = _shuttle_scene()
    assert weapon_count(table.state, table.card(unit), WeaponSymbol.PHASER) == 2
    _fire_all_phasers(table, unit, target)
    assert table.card(shuttle).weapons_spent == 1
    assert weapon_count(table.state, table.card(unit), WeaponSymbol.PHASER) == 1
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    assert table.why(f"fire #{unit} phaser 2") is not None  # spent: no carrier rearms it
    assert table.legal(f"fire #{unit} phaser 1")


def test_equipment_cards_shuttlecraft_phaser_is_kept_while_the_ships_own_phasers_fire() -> None:
    table, unit, shuttle, target = _shuttle_scene()
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} phaser 1")
    assert table.card(shuttle).weapons_spent == 0


def test_carriers_indirigan_light_carrier_rearms_its_shuttle_each_engagement_phase() -> None:
    table, unit, shuttle, target = _shuttle_scene("S3_-_Indirigan_Light_Carrier_PE")
    _fire_all_phasers(table, unit, target)
    assert table.card(shuttle).weapons_spent == 1
    table.fresh_turn(0)
    for point, need in table.card(unit).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{unit}")
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.card(shuttle).weapons_spent == 0
    table.act(f"aim #{target}")
    assert table.legal(f"fire #{unit} phaser {_own_phasers(table, unit) + 1}")


def test_carriers_tufor_light_fighter_carrier_rearms_only_while_engaged() -> None:
    table, unit, shuttle, target = _shuttle_scene("S3_-_Tufor_Light_Fighter_Carrier_NE")
    _fire_all_phasers(table, unit, target)
    assert table.card(shuttle).weapons_spent == 1
    table.fresh_turn(0)  # no supply or energy allocated: the carrier stays disengaged
    table.to_phase(Phase.PLAY_A)
    assert not table.card(unit).engaged
    assert table.card(shuttle).weapons_spent == 1
    table.fresh_turn(0)
    for point, need in table.card(unit).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{unit}")
    table.to_phase(Phase.PLAY_A)
    assert table.card(unit).engaged
    assert table.card(shuttle).weapons_spent == 0


def test_damaging_the_sector_hq_equipment_on_a_ship_fires_at_it_but_not_on_a_base() -> None:
    gunboat = _gunboat()
    station = card("B", 3, "Refit Station", weapons=guns(phasers=1))
    rock = terrain(4)
    table = Table([gunboat, REFIT, REFIT, station, rock], [])
    unit = table.put(gunboat, 0)
    table.put(REFIT, 0, on=unit)
    platform = table.put(station, 0, on=table.put(rock, 0))
    table.put(REFIT, 0, on=platform)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act("aim hq p1")
    assert table.why(f"fire #{platform} phaser 2").rule == "v2.1 DAMAGING THE SECTOR HQ"
    table.act(f"fire #{unit} phaser 2")
    table.act("done")
    assert table.player(1).hq_damage == 2
