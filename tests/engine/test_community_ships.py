"""Community ships (issue 38, h-ships): each test plays the printing the decks hold and checks
the change its text causes, with a case the rules must refuse (``resources/cards/community-ships.json``;
the numbers are pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card, WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.krebiz import RULE as KREBIZ
from ge_desktop.rulesets.galactic_empires.stats import shields, strength, unit_of, weapon_count
from tests.engine.builders import Table, terrain
from tests.engine.community_helpers import printed

DREADNOUGHT_CAPSULE = "S3_-_Krebiz_Dreadnought_Capsule_PE"
KRAKEN = "S6_-_Krebiz_Kraken_Dreadnought_PE"


def _basic(image: str) -> Card:
    found = default_catalog().printing(image)
    assert found is not None
    return found


def _krebiz_table(*mine: Card) -> Table:
    rock = terrain(6, supply=4, energy=4)
    table = Table([*mine, rock], [])
    table.put(rock, 0)
    return table


def _phase_a(table: Table) -> None:
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)


# --- v2.1 KREBIZ CAPITALIST ALLIANCE: the Dreadnought Capsule and the Kraken Dreadnought -----


def test_krebiz_dreadnought_capsule_mounts_on_a_kraken_as_one_ship_of_summed_numbers() -> None:
    capsule_card, kraken_card = printed(DREADNOUGHT_CAPSULE), printed(KRAKEN)
    table = _krebiz_table(kraken_card, capsule_card)
    kraken = table.put(kraken_card, 0)
    _phase_a(table)
    capsule = table.hand(capsule_card, 0)
    table.act(f"play #{capsule} on #{kraken}")
    unit = unit_of(table.state, table.card(capsule))
    assert unit.id == kraken
    assert strength(table.state, unit) == 9  # S6 + S3
    assert shields(table.state, unit) == 7  # the kraken has none, the capsule 7
    assert weapon_count(table.state, unit, WeaponSymbol.PHASER) == 6
    assert weapon_count(table.state, unit, WeaponSymbol.HEAVY) == 5


def test_krebiz_dreadnought_capsule_mounts_only_on_a_kraken_claw_or_mandible() -> None:
    capsule_card, pincer_card, claw_card = printed(DREADNOUGHT_CAPSULE), _basic("S3_-_Krebiz_Pincer_Destroyer_PE"), _basic("S5_-_Krebiz_Claw_Heavy_Cruiser_PE")
    table = _krebiz_table(pincer_card, claw_card, capsule_card)
    pincer, claw = table.put(pincer_card, 0), table.put(claw_card, 0)
    _phase_a(table)
    capsule = table.hand(capsule_card, 0)
    assert table.why(f"play #{capsule} on #{pincer}").rule == KREBIZ  # a pincer carries light or medium capsules
    assert table.legal(f"play #{capsule} on #{claw}")


def test_krebiz_kraken_dreadnought_carries_heavy_capsules_not_light_ones() -> None:
    kraken_card, heavy_card, light_card = printed(KRAKEN), _basic("S2_-_Krebiz_Heavy_Capsule_PE"), _basic("S1_-_Krebiz_Light_Capsule_PE")
    table = _krebiz_table(kraken_card, heavy_card, light_card)
    kraken = table.put(kraken_card, 0)
    _phase_a(table)
    heavy, light = table.hand(heavy_card, 0), table.hand(light_card, 0)
    assert table.why(f"play #{light} on #{kraken}").rule == KREBIZ
    table.act(f"play #{heavy} on #{kraken}")
    assert strength(table.state, table.card(kraken)) == 8  # S6 + S2: one ship
