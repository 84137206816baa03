"""Small in-memory catalogs for card and deck tests."""

from __future__ import annotations

from ge_desktop.cards.catalog import Catalog, Empire, EmpireStatus
from ge_desktop.cards.model import Card, parse_card_code

EMPIRES = [
    Empire(name="Argonian First Republic", status=EmpireStatus.MAJOR, aliases=("Argonian",)),
    Empire(name="Krebiz Capitalist Alliance", status=EmpireStatus.MAJOR, aliases=("Krebiz",)),
    Empire(name="Bolaar Pirates", status=EmpireStatus.MINOR),
    Empire(name="Vektrean Mercenaries", status=EmpireStatus.MINOR),
    Empire(name="Space Dragons", status=EmpireStatus.MINOR),
    Empire(name="Indirigan Nomad Tribes", status=EmpireStatus.MINOR, indirigan=True),
    Empire(name="Tarra'ki", status=EmpireStatus.MINOR, allied_with="Argonian First Republic"),
]


def make_card(card_id: str, code: str, name: str, empire: str | None = None, **fields: object) -> Card:
    """A designed test card from its printed code, such as ``make_card('x', 'R/C4', 'X')``."""
    reaction, types, strength, split = parse_card_code(code)
    data: dict = {
        "id": card_id,
        "name": name,
        "types": [t.value for t in types],
        "reaction": reaction,
        "strength": strength,
        "empire": empire,
        "set_code": "UE",
        "provenance": "designed",
    }
    if split is not None:
        data["split"] = {"role": "time", "strength": split}
    if "E" in data["types"]:
        data["passive"] = True
    data.update(fields)
    return Card.model_validate(data)


def make_catalog(cards: list[Card]) -> Catalog:
    return Catalog(cards, EMPIRES)
