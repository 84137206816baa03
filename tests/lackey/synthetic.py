"""Small LackeyCCG plugins and checklist workbooks that the tests write from the project's own data.

The community's plugin files are absent from a fresh clone (``tests/lackey_data.py``), so
the importer, deck and workbook code is also tested on files made here: ``carddata.txt``
rows and ``.dek`` files written from the shipped catalog and the shipped Basic Set A decks
(every printing named by image id, as the plugin names them), tiny JPEG faces, and a
checklist workbook in the plugin author's column layout made with openpyxl.
"""

from __future__ import annotations

import io
from pathlib import Path

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, shipped_deck
from ge_desktop.cards.model import Card, ModifierOp, Points, WeaponSymbol
from ge_desktop.lackey.dek import Dek, DekCard, write_dek
from tests.lackey.conftest import row, small_plugin

# The .dek files of the synthetic plugin and the shipped decks they are written from.
DECKS = {"Basic_Deck_A.dek": "basic-set-a", "Basic_Deck_A_Argonian.dek": "basic-set-a-argonian", "Basic_Deck_A_Krebiz.dek": "basic-set-a-krebiz"}
HQ = ("HQ25_-_Sector_HQ_Pro8", "HQ25 Sector HQ (Pro)", "Pro8")
SYMBOLS = ("Point_Symbols_PE", "Point Symbols (PE)", "PE")

# Rows of cards the shipped catalog does not print, each for one path through the importer.
CAPSULE_BASE = "B7_-_Krebiz_Capsule_Base_GI"
FLIGHT_CRAFT = "B4-S2_-_Flight_Craft_GI"
UE_TYPHOON = "S6_-_Argonian_Typhoon_Heavy_Cruiser_UE"
QUARANTINE = ("O3_-_Stellar_Quarantine_PE", "O3_-_Stellar_Quarantine_UE")  # invented: a title no catalog holds
COOLANT = "E2_-_Spare_Coolant_UE"  # invented too
NEW_ROWS = [
    row("B7 Krebiz Capsule Base (GI)", "GI", CAPSULE_BASE, "B7", "Krebiz Capsule Base", "B", "7", "Krebiz",
        script="<s><l>Spawn</l><f>/spawn S1 Krebiz Medium Capsule (PE)</f></s>"),
    row("B4/S2 Flight Craft (GI)", "GI", FLIGHT_CRAFT, "B4/S2", "Flight Craft", "B/S", "4", "Aqaaran", time_st="2", alt="S"),
    row("S6 Argonian Typhoon Heavy Cruiser (UE)", "UE", UE_TYPHOON, "S6", "Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser", "S", "6", "Argonian"),
    row("O3 Stellar Quarantine (PE)", "PE", QUARANTINE[0], "O3", "Stellar Quarantine", "O", "3"),
    row("O3 Stellar Quarantine (UE)", "UE", QUARANTINE[1], "O3", "Stellar Quarantine ", "O", "3"),
    row("E2 Spare Coolant (UE)", "UE", COOLANT, "E2", "Spare Coolant", "E", "2", tags="Nonempire Passive"),
    row("HQ25 Sector HQ (UE)", "UE", "HQ25_-_Sector_HQ_UE", "HQ25", "Sector HQ", "HQ", "25"),
    row("Card Back 1 (Spcl)", "Spcl", "Card_Back1_Spcl", "Spcl", "Card Back 1", "Spcl", "25"),
]


def deck_printings(short: str) -> list[tuple[Card, str]]:
    """(card, image id) for every copy of a shipped deck, in its file's order."""
    deck = load_deck(shipped_deck(short), default_catalog())
    return [(entry.card, entry.printing) for entry in deck.entries for _ in range(entry.count) if entry.printing]


def _set_of(card: Card, image: str) -> str:
    return next(p.set for p in card.printings if p.image == image)


def display_name(card: Card, image: str) -> str:
    """The plugin's display name of a printing: ``CODE Title (SET)``."""
    return f"{card.code} {card.title} ({_set_of(card, image)})"


def card_row(card: Card, image: str) -> str:
    """The ``carddata.txt`` line of one printing of a shipped card."""
    letters = "/".join(t.value for t in card.types)
    empire = default_catalog().empire(card.empire)
    word = empire.name.split()[0] if empire else "Generic"
    return row(display_name(card, image), _set_of(card, image), image, card.code, card.title, letters, str(card.strength), word)


def deck_dek(short: str) -> str:
    """A shipped deck as the plugin's ``.dek``: its printings, then the Sector HQ and the point-symbol card."""
    cards = [DekCard("Deck", image, display_name(card, image), _set_of(card, image)) for card, image in deck_printings(short)]
    cards += [DekCard("Reference", *HQ), DekCard("Reference", *SYMBOLS)]
    return write_dek(Dek(cards=cards, zones=["Deck", "Reference"]))


def jpeg() -> bytes:
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (31, 43), (40, 60, 90)).save(buffer, format="JPEG")
    return buffer.getvalue()


def basic_set_a_plugin(root: Path, extra_rows: list[str] | None = None, images: bool = True) -> Path:
    """A plugin folder holding the three Basic Set A decks, a row per printing and a face per row."""
    printings = {image: card for short in DECKS.values() for card, image in deck_printings(short)}
    rows = [card_row(card, image) for image, card in sorted(printings.items())]
    rows += [row(HQ[1], HQ[2], HQ[0], "HQ25", "Sector HQ", "HQ", "25"), row(SYMBOLS[1], SYMBOLS[2], SYMBOLS[0], "Spcl", "Point Symbols", "Spcl", "")]
    rows += extra_rows or []
    faces = {f"{image}.jpg": jpeg() for image in [*printings, HQ[0], SYMBOLS[0]]} if images else {}
    return small_plugin(root, rows, {name: deck_dek(short) for name, short in DECKS.items()}, faces)


# --- the checklist workbook in the plugin author's layout ------------------------------------

POINT_WORDS = ("Command", "Economy", "Supply", "Energy", "Ammo", "Research", "Repair", "Lobster")
POINT_FIELDS = ("command", "economy", "supply", "energy", "ammunition", "research", "repair", "lobster")
POINT_SYMBOLS = ("✪", "❍", "●", "✸", "◼", "❏", "♦", "❧")
GENERATED_WORDS = ("Command", "Economy", "Supply", "Energy", "Ammo", "Research", "Repair", "Healing", "Phealing", "Fhealing", "Lobster")
GENERATED_SYMBOLS = ("✪", "❍", "●", "✸", "◼", "❏", "♦", "♥", "♡", "♢", "❧")
KEY, REACTION, TYPE, TYPE2, STRENGTH = 5, 16, 17, 18, 19
COST, OPTIONAL, SHIELD, NODE, ARMOR, HEAVY, PHASER, CARD_DAMAGE, POINT, MULT = 27, 35, 43, 44, 45, 46, 47, 48, 49, 60
WIDTH = 69


def _headers() -> tuple[list[object], list[object]]:
    symbols: list[object] = [None] * WIDTH
    names: list[object] = [""] * WIDTH
    symbols[:4] = ["Need", "Want", "Have", "Trade"]
    symbols[KEY], symbols[REACTION], symbols[TYPE], symbols[STRENGTH] = "URL (%)", "R/", "Type", "ST"
    for offset, (word, symbol) in enumerate(zip(POINT_WORDS, POINT_SYMBOLS, strict=True)):
        symbols[COST + offset], names[COST + offset] = f"-\n{symbol}", f"{word}Cost"
        symbols[OPTIONAL + offset], names[OPTIONAL + offset] = f"{symbol}\n{symbol}", "OptionalCommandCost"
        symbols[MULT + offset], names[MULT + offset] = f"x\n{symbol}", f"{word}Mult"
    for offset, (word, symbol) in enumerate(zip(GENERATED_WORDS, GENERATED_SYMBOLS, strict=True)):
        symbols[POINT + offset], names[POINT + offset] = f"+\n{symbol}", f"{word}Point"
    for index, (symbol, name) in {SHIELD: ("✧", "Shield"), NODE: ("✦", "Node"), ARMOR: ("➊", "ArmorSystem"), HEAVY: ("◼", "HeavyWeapon"),
                                  PHASER: ("✜", "Phaser"), CARD_DAMAGE: ("✕", "CardDamage")}.items():
        symbols[index], names[index] = symbol, name
    return symbols, names


def _points(values: list[object], start: int, points: Points, fields: tuple[str, ...] = POINT_FIELDS) -> None:
    for offset, field in enumerate(fields):
        amount = getattr(points, field)
        values[start + offset] = amount or ""


def card_numbers(card: Card, image: str) -> list[object]:
    """One workbook row: a catalog card's printed numbers, keyed by the printing's image id."""
    values: list[object] = [""] * WIDTH
    values[KEY] = image
    values[REACTION] = "R/" if card.reaction else ""
    values[TYPE] = card.types[0].value
    values[TYPE2] = card.types[1].value if len(card.types) > 1 else ""
    values[STRENGTH] = card.strength
    _points(values, COST, card.requirements)
    _points(values, OPTIONAL, card.optional_requirements)
    generated = ("command", "economy", "supply", "energy", "ammunition", "research", "repair", "healing")
    _points(values, POINT, card.generates, generated)
    values[POINT + 10] = card.generates.lobster or ""
    values[SHIELD], values[NODE], values[ARMOR] = card.shields or "", card.nodes or "", card.armor or ""
    values[HEAVY] = card.weapon_count(WeaponSymbol.HEAVY) or ""
    values[PHASER] = card.weapon_count(WeaponSymbol.PHASER) or ""
    values[CARD_DAMAGE] = card.card_damage or ""
    for modifier in card.modifiers:
        values[MULT + POINT_FIELDS.index(modifier.point.value)] = f"x{modifier.amount}" if modifier.op is ModifierOp.MULTIPLY else f"{modifier.amount:+d}"
    return values


def numbers_row(image: str, **numbers: object) -> list[object]:
    """One workbook row from named numbers: ``supply_cost=1``, ``optional_ammunition=3``,
    ``shields=4``, ``heavy=3``, ``phasers=4``, ``energy_point=2``, ``supply_mult='x2'`` ..."""
    values: list[object] = [""] * WIDTH
    values[KEY] = image
    columns = {"shields": SHIELD, "nodes": NODE, "armor": ARMOR, "heavy": HEAVY, "phasers": PHASER, "card_damage": CARD_DAMAGE}
    for offset, field in enumerate(POINT_FIELDS):
        columns[f"{field}_cost"] = COST + offset
        columns[f"optional_{field}"] = OPTIONAL + offset
        columns[f"{field}_mult"] = MULT + offset
    for offset, word in enumerate(GENERATED_WORDS):
        columns[f"{word.lower()}_point"] = POINT + offset
    for name, value in numbers.items():
        values[columns[name]] = value
    return values


def checklist_workbook(path: Path, rows: list[list[object]]) -> Path:
    """A checklist workbook (sheet 1: symbols, names, then one row per printing) made with openpyxl."""
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Sheet1"
    for values in (*_headers(), *rows):
        sheet.append(list(values))
    book.save(path)
    return path
