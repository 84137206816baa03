"""Community cards (issue 38, h-krebiz2) that needed a Krebiz or empire-system rule: each test
plays the printing the decks hold in a real game and checks the change its text causes, with
the case its text leaves unchanged (``resources/cards/community-krebiz2.json``; the numbers are
pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.damage import destroy, first_damage_cut
from ge_desktop.rulesets.galactic_empires.stats import strength
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import printed, settle

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


# --- cut_first_damage and add_strength: the Krebiz Monolith ----------------------------------------

MONOLITH = "L6_-_Artifact_-_Krebiz_Monolith_UE"


def _monolith_table(target: Card, monolith: bool = True) -> tuple[Table, int, int]:
    """p0: ``target`` in play and, with ``monolith``, the Monolith played on p0's terrain;
    p1: a ship of 9 Phasers. Returns (table, target, p1's gunship), in p1's Weapons Fire Phase."""
    rock, gunner, artifact = terrain(6, supply=4, energy=4), ship(9, shields=0, weapons=guns(phasers=9)), printed(MONOLITH)
    table = Table([target, rock, artifact], [gunner])
    world = table.put(rock, 0)
    unit = table.put(target, 0)
    gun = table.put(gunner, 1)
    if monolith:
        played = table.hand(artifact, 0)
        table.fresh_turn(0)
        table.to_phase(Phase.PLAY_A)
        table.act(f"play #{played} on #{world}")
        settle(table)
        assert table.card(played).in_play and table.card(played).parent == world
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    return table, unit, gun


def _structure_after_a_volley(target: Card, monolith: bool) -> tuple[int, int]:
    """The structure damage of a volley of 2 Phasers at ``target``, and the cut left after it this turn."""
    table, unit, gun = _monolith_table(target, monolith)
    assert first_damage_cut(table.state, table.card(unit)) == (1 if monolith and target.empire else 0)
    table.volley(f"#{unit}", f"#{gun} phaser 2")
    return table.die(unit, "structure"), first_damage_cut(table.state, table.card(unit))


def test_krebiz_monolith_cuts_the_first_damage_a_krebiz_ship_takes_in_each_opponent_turn_by_one() -> None:
    pincer = _basic("S3_-_Krebiz_Pincer_Destroyer_PE")  # S3, no Shields
    assert _structure_after_a_volley(pincer, monolith=False) == (2, 0)
    assert _structure_after_a_volley(pincer, monolith=True) == (1, 0)  # 1 less, and the cut is used up for this turn


def test_krebiz_monolith_cut_comes_back_in_the_next_opponent_turn() -> None:
    table, unit, gun = _monolith_table(_basic("S5_-_Krebiz_Claw_Heavy_Cruiser_PE"))
    table.volley(f"#{unit}", f"#{gun} phaser 2")
    assert table.die(unit, "structure") == 1
    table.fresh_turn(0)
    assert first_damage_cut(table.state, table.card(unit)) == 0  # not in its own turn
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{unit}", f"#{gun} phaser 2")
    assert table.die(unit, "structure") == 2  # 1 more: again 1 less


def test_krebiz_monolith_does_not_cut_damage_to_a_ship_of_another_empire() -> None:
    table, unit, gun = _monolith_table(ship(6, shields=0, empire="Argonian Empire"))
    table.volley(f"#{unit}", f"#{gun} phaser 2")
    assert table.die(unit, "structure") == 2


def test_krebiz_monolith_gives_every_crew_card_of_its_fleet_one_more_strength() -> None:
    crew_card = card("C", 2, "Monolith Crew")
    table, _, _ = _monolith_table(crew_card)
    assert strength(table.state, table.find(crew_card, 0, (Zone.PLAY,))) == 3
    table, _, _ = _monolith_table(crew_card, monolith=False)
    assert strength(table.state, table.find(crew_card, 0, (Zone.PLAY,))) == 2


def test_krebiz_monolith_is_played_only_on_a_terrain_and_leaves_with_it() -> None:
    rock, artifact, cruiser = terrain(6, supply=4, energy=4), printed("L6_-_Artifact_-_Krebiz_Monolith_NE"), _basic("S5_-_Krebiz_Claw_Heavy_Cruiser_PE")
    table = Table([rock, artifact, cruiser], [])
    world = table.put(rock, 0)
    unit = table.put(cruiser, 0)
    played = table.hand(artifact, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"play #{played} on #{unit}") is not None  # not on a ship
    table.act(f"play #{played} on #{world}")
    settle(table)
    assert table.card(played).in_play  # it stays (no discard after use)
    destroy(table.state, table.card(world), [])  # the terrain is destroyed (by whatever): the Monolith goes with it
    assert not table.card(world).in_play and not table.card(played).in_play
