"""Community cards (issue 38) of h-empire's set: empire ships, systems and equipment (Mechad,
Argonian, Council of Six, Tufor). Each test plays the printing the decks hold in a real game and
checks the change its text causes, with the case its text refuses or leaves unchanged
(``resources/cards/community-empire.json``; numbers pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.events import VolleyResolved
from ge_desktop.rulesets.galactic_empires.stats import weapon_count
from tests.engine.builders import Table, catalog_card, guns, ship, terrain
from tests.engine.community_helpers import fund, printed

POWER = terrain(9, supply=6, energy=6, ammunition=6)
TARGET = ship(9, shields=0)


def _damage(events: list) -> list[int]:
    return [e.damage for e in events if isinstance(e, VolleyResolved)]


# --- T8 System - Mechad System: engaged Mechad ships deal 1 more subspace whip damage a turn ---------

MECHAD_SYSTEM = "T8_-_Mechad_System_PE"
MECHAD_DESTROYER = catalog_card("mechad-destroyer")  # 2 Subspace Whips, 2 Trams
OTHER_SHIP = ship(3, empire="Krebiz Capitalist Alliance", shields=0, weapons=guns(phasers=2))


def _mechad_scene(system_seat: int | None) -> tuple[Table, int, int, int]:
    """A Mechad Destroyer and a Krebiz ship for p0, a target for p1, the Mechad System in
    ``system_seat``'s fleet (None: not in play)."""
    system = printed(MECHAD_SYSTEM)
    mine = [MECHAD_DESTROYER, OTHER_SHIP, POWER] + ([system] if system_seat == 0 else [])
    theirs = [TARGET, POWER] + ([system] if system_seat == 1 else [])
    table = Table(mine, theirs)
    unit, other = table.put(MECHAD_DESTROYER, 0), table.put(OTHER_SHIP, 0)
    table.put(POWER, 0)
    target = table.put(TARGET, 1)
    if system_seat is not None:
        table.put(system, system_seat)
    return table, unit, other, target


def test_mechad_system_an_engaged_mechad_ship_fires_one_more_subspace_whip_point() -> None:
    table, unit, _, target = _mechad_scene(system_seat=0)
    assert weapon_count(table.state, table.card(unit), WeaponSymbol.PHASER) == 3
    fund(table, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert _damage(table.volley(f"#{target}", f"#{unit} phaser 3")) == [3]
    assert table.die(target, "structure") == 3


def test_mechad_system_works_for_a_mechad_ship_of_another_fleet() -> None:
    table, unit, _, _ = _mechad_scene(system_seat=1)  # "all Mechad ships": the system is the opponent's
    assert weapon_count(table.state, table.card(unit), WeaponSymbol.PHASER) == 3


def test_mechad_system_gives_nothing_to_other_empires_ships_nor_without_it() -> None:
    table, unit, other, target = _mechad_scene(system_seat=0)
    assert weapon_count(table.state, table.card(other), WeaponSymbol.PHASER) == 2
    plain, plain_unit, _, plain_target = _mechad_scene(system_seat=None)
    assert weapon_count(plain.state, plain.card(plain_unit), WeaponSymbol.PHASER) == 2
    fund(plain, plain_unit)
    plain.to_phase(Phase.WEAPONS_FIRE)
    plain.act(f"aim #{plain_target}")
    assert plain.why(f"fire #{plain_unit} phaser 3") is not None  # only its 2 printed whips
