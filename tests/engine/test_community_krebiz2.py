"""Community cards (issue 38, h-krebiz2) that needed a Krebiz or empire-system rule: each test
plays the printing the decks hold in a real game and checks the change its text causes, with
the case its text leaves unchanged (``resources/cards/community-krebiz2.json``; the numbers are
pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card
from tests.engine.builders import Table, terrain
from tests.engine.community_helpers import printed

KREBIZAR = "T7_-_Planet_-_Krebizar_PE"


def _basic(image: str) -> Card:
    found = default_catalog().printing(image)
    assert found is not None
    return found


# --- capsule_shield_repair: Krebizar, v2.1 RECORD KEEPING (damaged Shields regain 1 a turn) -------


def _shield_damage_next_turn(krebizar_seat: int | None, *, cruiser: str | None, capsule: str | None) -> int:
    """p0's Krebiz unit (``cruiser`` with ``capsule`` joined, or either alone) has 3 Shield
    damage; Krebizar is in play for ``krebizar_seat`` (None: not at all). The Shield damage
    left once p0's next turn begins (its Shields regenerated)."""
    planet, rock = printed(KREBIZAR), terrain(6, supply=4, energy=4)
    parts = [_basic(image) for image in (cruiser, capsule) if image is not None]
    mine = [*parts, rock] + ([planet] if krebizar_seat == 0 else [])
    table = Table(mine, [planet] if krebizar_seat == 1 else [])
    table.put(rock, 0)
    if krebizar_seat is not None:
        table.put(planet, krebizar_seat)
    unit = table.put(parts[0], 0)
    if len(parts) == 2:
        table.put(parts[1], 0, on=unit)
    table.act(f"~die #{unit} shield 3")
    table.fresh_turn(0)
    return table.die(unit, "shield")


def test_krebizar_lets_a_krebiz_capsule_regain_one_more_shield_point_each_turn() -> None:
    capsule = "S2_-_Krebiz_Heavy_Capsule_PE"  # 4 Shields
    assert _shield_damage_next_turn(None, cruiser=None, capsule=capsule) == 2  # the rule: 1 a turn
    assert _shield_damage_next_turn(0, cruiser=None, capsule=capsule) == 1  # with Krebizar: 1 more


def test_krebizar_works_for_a_capsule_joined_to_a_cruiser_and_in_any_fleet() -> None:
    """The combined ship holds the capsule's Shield damage; Krebizar in an opponent's fleet
    still reaches it (its text: every Krebiz capsule in play)."""
    claw, heavy = "S5_-_Krebiz_Claw_Heavy_Cruiser_PE", "S2_-_Krebiz_Heavy_Capsule_PE"
    assert _shield_damage_next_turn(None, cruiser=claw, capsule=heavy) == 2
    assert _shield_damage_next_turn(1, cruiser=claw, capsule=heavy) == 1


def test_krebizar_gives_no_extra_shield_point_to_a_cruiser_without_a_capsule() -> None:
    assert _shield_damage_next_turn(0, cruiser="S5_-_Krebiz_Claw_Heavy_Cruiser_PE", capsule=None) == 2
