"""The printed numbers of every LackeyCCG printing, shipped with the app.

A player's installed plugin folder has no checklist workbook, so GE Desktop ships the
numbers itself: ``resources/printed-numbers.json`` maps each image id of the plugin's card
list to the numbers printed on that card (requirements, optional requirements, generated
points, Shields, nodes, armor, weapons, modifiers; card damage counts as generated
``damage``, as the checklist reader gives it). ``packaging/generate_printed_numbers.py``
types the file from the workbook through our own reader (``checklist.py``) and applies
the image corrections of ``docs/printed-vs-workbook.md`` (``corrected``). A printing whose
numbers nobody knows (no workbook row, no image) is listed with ``null``.

The file is ours and trusted, but it is still read through a pydantic model: a broken
entry names its image id.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ge_desktop import paths
from ge_desktop.cards.model import Card, Modifier, ModifierOp, Points, ShipSystem, SpecialWeapon, Weapon, WeaponSymbol
from ge_desktop.lackey.checklist import PrintedNumbers

FILE_NAME = "printed-numbers.json"
FORMAT_VERSION = 1
OPTIONAL_AMMUNITION = "optional ammunition"
VARIABLE_PLASMA = "variable plasma"
IMAGE_TYPED = "typed from the image"


class _Entry(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    requirements: Points = Points()
    optional_requirements: Points = Points()
    generates: Points = Points()
    shields: int = Field(0, ge=0, le=20)
    nodes: int = Field(0, ge=0, le=10)
    armor: int = Field(0, ge=0, le=9)
    weapons: tuple[Weapon, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    systems: tuple[ShipSystem, ...] = ()
    # the printed rules in our own words (a community printing read from its image, issue 38):
    # an imported card stays manual, but shows the players what to resolve
    rules: tuple[Annotated[str, Field(min_length=1, max_length=240)], ...] = ()
    corrections: tuple[str, ...] = ()  # which image corrections of the workbook were applied


class _File(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format_version: int
    description: str = ""
    printings: dict[str, _Entry | None]


class PrintedNumbersError(ValueError):
    """The shipped file cannot be read (a packaging fault: it names the file and entry)."""


def default_path() -> Path:
    return paths.resources_dir() / FILE_NAME


def _numbers(entry: _Entry) -> PrintedNumbers:
    return PrintedNumbers(
        requirements=entry.requirements, optional_requirements=entry.optional_requirements, generates=entry.generates,
        shields=entry.shields, nodes=entry.nodes, armor=entry.armor, weapons=entry.weapons, modifiers=entry.modifiers,
        systems=entry.systems,
    )


@cache
def _load(path: Path) -> tuple[dict[str, PrintedNumbers | None], dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        parsed = _File.model_validate(raw)
    except (OSError, ValueError) as exc:
        where = ""
        if isinstance(exc, ValidationError):
            where = " at " + ".".join(str(p) for p in exc.errors()[0]["loc"])
        raise PrintedNumbersError(f"{path}{where}: {str(exc).splitlines()[0][:200]}") from None
    numbers = {image: (_numbers(e) if e is not None else None) for image, e in parsed.printings.items()}
    corrections = {image: e.corrections for image, e in parsed.printings.items() if e is not None and e.corrections}
    rules = {image: e.rules for image, e in parsed.printings.items() if e is not None and e.rules}
    return numbers, corrections, rules


def shipped_numbers(path: Path | None = None) -> dict[str, PrintedNumbers | None]:
    """Image id -> the printed numbers (None: not known); read once."""
    return _load(path or default_path())[0]


def shipped_corrections(path: Path | None = None) -> dict[str, tuple[str, ...]]:
    """Image id -> the names of the image corrections applied to the workbook's numbers."""
    return _load(path or default_path())[1]


def shipped_rules(path: Path | None = None) -> dict[str, tuple[str, ...]]:
    """Image id -> the printed rules in our own words, where the shipped data has them."""
    return _load(path or default_path())[2]


# --- typing the file (used by packaging/generate_printed_numbers.py) -----------------------


def _heavy(numbers: PrintedNumbers) -> int:
    return sum(w.count for w in numbers.weapons if w.symbol is WeaponSymbol.HEAVY)


def without_optional_ammunition(numbers: PrintedNumbers) -> PrintedNumbers | None:
    """The workbook gives units an optional ammunition requirement equal to their heavy
    weapon count, which no card prints (docs/printed-vs-workbook.md): dropped."""
    ammunition = numbers.optional_requirements.ammunition
    if not ammunition or ammunition != _heavy(numbers):
        return None
    optional = numbers.optional_requirements.model_copy(update={"ammunition": 0})
    return PrintedNumbers(**{**_fields(numbers), "optional_requirements": optional})


def as_variable_plasma(numbers: PrintedNumbers, heavy_name: str | None) -> PrintedNumbers | None:
    """A Variable Plasma ship: the workbook counts the top of the energy range (``(✸-✸✸)``)
    as heavy weapons. Up to 3 it is one Variable Plasma of range 1 to that count (every
    image we have); above, the count is ambiguous (2 x 1-4 = 8) and the workbook's is kept."""
    heavy = _heavy(numbers)
    if heavy_name != "Variable Plasma" or not 1 <= heavy <= 3:
        return None
    plasma = Weapon(symbol=WeaponSymbol.HEAVY, name="Variable Plasma", count=1, standard=False,
                    special=SpecialWeapon.VARIABLE_PLASMA, energy={"low": 1, "high": heavy})
    weapons = tuple(w for w in numbers.weapons if w.symbol is not WeaponSymbol.HEAVY) + (plasma,)
    return PrintedNumbers(**{**_fields(numbers), "weapons": weapons})


def from_card(card: Card) -> PrintedNumbers:
    """The numbers of a catalog card typed from its image (the image wins)."""
    generates = card.generates
    if card.card_damage and not generates.damage:
        generates = generates.model_copy(update={"damage": card.card_damage})
    return PrintedNumbers(
        requirements=card.requirements, optional_requirements=card.optional_requirements, generates=generates,
        shields=card.shields, nodes=card.nodes, armor=card.armor, weapons=tuple(card.weapons), modifiers=tuple(card.modifiers),
        systems=tuple(card.systems),
    )


def _fields(numbers: PrintedNumbers) -> dict[str, Any]:
    return {name: getattr(numbers, name) for name in PrintedNumbers.__dataclass_fields__}


def entry_json(numbers: PrintedNumbers | None, corrections: tuple[str, ...] = (), rules: tuple[str, ...] = ()) -> dict[str, Any] | None:
    """One printing's entry as the file holds it (defaults left out)."""
    if numbers is None:
        return None
    entry = _Entry(**_fields(numbers), corrections=corrections, rules=rules)
    return entry.model_dump(mode="json", exclude_defaults=True)


def comparable(numbers: PrintedNumbers) -> dict[str, str]:
    """The numbers as the table of ``docs/printed-vs-workbook.md`` writes them, field by field
    (card damage apart from the other generated points)."""
    generates = numbers.generates.model_copy(update={"damage": 0})
    modifiers = sorted(f"{'x' + str(m.amount) if m.op is ModifierOp.MULTIPLY else f'{m.amount:+d}'} {m.point.value}" for m in numbers.modifiers)
    return {
        "requires": numbers.requirements.notation(),
        "optional": numbers.optional_requirements.notation(),
        "shields": str(numbers.shields),
        "nodes": str(numbers.nodes),
        "armor": str(numbers.armor),
        "phasers": str(sum(w.count for w in numbers.weapons if w.symbol is WeaponSymbol.PHASER)),
        "heavy": str(sum(w.count for w in numbers.weapons if w.symbol is WeaponSymbol.HEAVY)),
        "card_damage": str(numbers.generates.damage),
        "generates": generates.notation(),
        "modifiers": " ; ".join(modifiers),
    }
