"""Community cards (issue 38) whose text needed an effect kind the engine lacked: each test
plays the printing the decks hold and checks the change its text causes, with a case the rules
must refuse or leave unchanged (``resources/cards/community-kinds.json``; the numbers are pinned
by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card
from ge_desktop.rulesets.galactic_empires import Phase
from tests.engine.builders import Table, guns, ship, terrain

POWER = terrain(8, supply=6, energy=6, ammunition=4, economy=2)


def printed(image: str) -> Card:
    found = default_catalog().printing(image)
    assert found is not None and not found.manual, image
    return found


def _fund(table: Table, unit: int, extra: dict[str, int] | None = None) -> None:
    """A fresh turn for seat 0 with ``unit``'s requirements (and ``extra`` points) allocated."""
    table.fresh_turn(0)
    for point, need in table.card(unit).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{unit}")
    for point, count in (extra or {}).items():
        for _ in range(count):
            table.act(f"allocate {point} #{unit}")


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
    _fund(table, unit, {"ammunition": 3})
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} heavy 3")
    return table.die(target, "structure")


def test_forming_system_takes_half_damage_from_heavy_weapons_fractions_dropped() -> None:
    assert _heavy_fire(printed("T4_-_Forming_System_UE")) == 1  # 3 heavy points halved, the half point dropped


def test_forming_system_leaves_the_heavy_damage_to_another_terrain_whole() -> None:
    assert _heavy_fire(terrain(4, supply=1, energy=3), beside=printed("T4_-_Forming_System_UE")) == 3
