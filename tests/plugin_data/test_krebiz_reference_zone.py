"""Issue 38 point 3: what Ltd_Krebiz's Reference zone is for. Besides its Sector HQ and the
Point Symbols card it holds 22 Primary Edition Krebiz ships: exactly one cruiser and one
capsule for each Universe Edition combination card of the deck (v2.1 KREBIZ CAPITALIST
ALLIANCE: "Proxy card elements can be used as temporary substitutes for separated
components of combination cards"), the parts a player puts on the table when a combination
is played as one component or separated. The numbers printed for each part on the
combination card are the Primary Edition card's (``docs/lackey-import.md``)."""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

from ge_desktop.lackey.dek import REFERENCE_ZONE, read_dek
from tests.lackey_data import LackeyData

DATA = Path(__file__).parents[1] / "cards" / "data"
NUMBERS = ("requires", "shields", "phasers", "heavy", "generates")

# Each combination card (read from its image: "S3 Pincer Cruiser / S1 Light Carrier Capsule")
# and the Primary Edition cards of its two parts (the same strengths and numbers).
COMBINATIONS = {
    "S4_-_Krebiz_Light_Carrier_UE": ("S3_-_Krebiz_Pincer_Destroyer_PE", "S1_-_Krebiz_Light_Carrier_Capsule_PE"),
    "S5_-_Krebiz_Scout_Ship_UE": ("S3_-_Krebiz_Pincer_Destroyer_PE", "S2_-_Krebiz_Scout_Capsule_PE"),
    "S6_-_Krebiz_Command_Ship_UE": ("S4_-_Krebiz_Mandible_Light_Cruiser_PE", "S2_-_Krebiz_Command_Capsule_PE"),
}
NOT_PARTS = {"Point_Symbols_PE", "HQ25_-_Krebiz_Sector_HQ_UE"}


def _rows() -> dict[str, dict[str, str]]:
    rows: dict[str, dict[str, str]] = {}
    for name in ("printed-numbers.tsv", "community-printings.tsv"):
        with (DATA / name).open(encoding="utf-8", newline="") as handle:
            rows.update({row["image"]: row for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)})
    return rows


def _numbers(row: dict[str, str]) -> Counter[str]:
    """Strength, requirements, Shields, weapons and generated points of a table row, as counts."""
    found: Counter[str] = Counter({"strength": int(row["code"][1:])})
    for column in NUMBERS:
        value = row[column].split(" (")[0]
        if column in ("requires", "generates"):
            for term in value.split(" + ") if value != "-" else ():
                point, amount = term.split()
                found[f"{column} {point}"] += int(amount)
        else:
            found[column] += int(value)
    return +found


def test_each_combination_card_is_the_sum_of_its_two_primary_edition_parts() -> None:
    rows = _rows()
    for combination, parts in COMBINATIONS.items():
        cruiser, capsule = (_numbers(rows[part]) for part in parts)
        assert _numbers(rows[combination]) == cruiser + capsule, combination


def test_ltd_krebiz_reference_zone_holds_one_cruiser_and_one_capsule_for_each_combination_card(lackey_data: LackeyData) -> None:
    dek = read_dek(next(path for path in lackey_data.community_decks if path.stem == "Ltd_Krebiz"))
    combinations = Counter(card.id for card in dek.cards if card.zone != REFERENCE_ZONE and card.id in COMBINATIONS)
    assert combinations == {"S4_-_Krebiz_Light_Carrier_UE": 4, "S5_-_Krebiz_Scout_Ship_UE": 4, "S6_-_Krebiz_Command_Ship_UE": 3}
    parts: Counter[str] = Counter()
    for combination, copies in combinations.items():
        for part in COMBINATIONS[combination]:
            parts[part] += copies
    reference = Counter(card.id for card in dek.zone_cards(REFERENCE_ZONE) if card.id not in NOT_PARTS)
    assert reference == parts  # 8 Pincers, 3 Mandibles, 4 + 4 + 3 capsules: 22 cards, nothing else
    assert sum(reference.values()) == 22
