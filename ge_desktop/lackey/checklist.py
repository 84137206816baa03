"""The plugin author's checklist workbook: the printed numbers of every card.

Sheet 1 of the workbook has symbols in row 1 and column names in row 2 (``SupplyCost``,
``Shield``, ``Phaser``, ``CardDamage``, ``SupplyPoint``, ``EnergyMult``, ...); each later
row is one printing keyed by column ``URL (%)``, the LackeyCCG image id. The eight
optional-requirement columns all share the name ``OptionalCommandCost`` and differ only
by the point symbol in row 1, so that symbol decides which point each one counts.

The workbook is untrusted: the file size and the zip entries' sizes are checked before
openpyxl parses anything (a zip bomb is refused), openpyxl parses through defusedxml (a
declared dependency: XML entity bombs and external entities are refused), the sheet is
read in read-only mode with the rows and columns bounded, and a cell that is not a small
whole number is reported by sheet and cell while the other rows still read.
"""

from __future__ import annotations

import re
import zipfile
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ge_desktop.cards.model import Modifier, ModifierOp, ModifierScope, Points, PointType, ShipSystem, Weapon, WeaponSymbol
from ge_desktop.lackey.problems import LackeyFileError, LackeyProblem

MAX_WORKBOOK_BYTES = 32 * 1024 * 1024
MAX_UNZIPPED_BYTES = 256 * 1024 * 1024
MAX_ENTRY_RATIO = 200  # a larger compression ratio is a zip bomb, not a spreadsheet
MAX_ROWS = 50_000
MAX_COLUMNS = 200
KEY_COLUMN = "URL (%)"

_POINT_BY_WORD = {
    "Command": PointType.COMMAND,
    "Economy": PointType.ECONOMY,
    "Supply": PointType.SUPPLY,
    "Energy": PointType.ENERGY,
    "Ammo": PointType.AMMUNITION,
    "Research": PointType.RESEARCH,
    "Repair": PointType.REPAIR,
    "Healing": PointType.HEALING,
    "Phealing": PointType.HEALING,  # personnel healing: counted as healing points
    "Fhealing": PointType.HEALING,  # fleet healing: counted as healing points
    "Lobster": PointType.LOBSTER,
}
_POINT_BY_SYMBOL = {
    "✪": PointType.COMMAND,
    "❍": PointType.ECONOMY,
    "●": PointType.SUPPLY,
    "✸": PointType.ENERGY,
    "◼": PointType.AMMUNITION,
    "❏": PointType.RESEARCH,
    "♦": PointType.REPAIR,
    "❧": PointType.LOBSTER,
}
_SINGLE = {"Shield": "shields", "Node": "nodes", "ArmorSystem": "armor", "HeavyWeapon": "heavy", "Phaser": "phaser", "CardDamage": "damage"}
_LIMITS = {"shields": 20, "nodes": 10, "armor": 9, "heavy": 12, "phaser": 12, "damage": 20}
POINT_LIMIT = 20


@dataclass(frozen=True)
class PrintedNumbers:
    """The numbers printed on one card, as the checklist gives them."""

    requirements: Points = Points()
    optional_requirements: Points = Points()
    generates: Points = Points()
    shields: int = 0
    nodes: int = 0
    armor: int = 0
    weapons: tuple[Weapon, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    systems: tuple[ShipSystem, ...] = ()  # printed beside the weapons (the workbook has none: typed from images)


@dataclass
class Checklist:
    """Numbers by image id, and the problems of the rows or cells that could not be read."""

    path: Path
    numbers: dict[str, PrintedNumbers] = field(default_factory=dict)
    problems: list[LackeyProblem] = field(default_factory=list)


@dataclass(frozen=True)
class _Column:
    index: int
    role: str  # 'requirements', 'optional', 'generates', 'mult' or a _SINGLE value
    point: PointType | None = None


def _column_letter(index: int) -> str:
    from openpyxl.utils import get_column_letter

    return get_column_letter(index + 1)


def _check_zip(path: Path, display: str) -> None:
    """Refuse what is not a workbook, or would unpack to far more than it weighs."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise LackeyFileError([LackeyProblem(display, "", f"cannot read the file: {exc.strerror or exc}")]) from None
    if size > MAX_WORKBOOK_BYTES:
        raise LackeyFileError([LackeyProblem(display, "", f"the file is {size:,} bytes; a checklist is at most {MAX_WORKBOOK_BYTES:,}")])
    try:
        with zipfile.ZipFile(path) as archive:
            entries = archive.infolist()
            declared = _declares_entities(archive, entries)
    except (zipfile.BadZipFile, OSError, ValueError, EOFError, RuntimeError, NotImplementedError, zlib.error) as exc:
        raise LackeyFileError([LackeyProblem(display, "", f"not an .xlsx workbook (not a readable zip archive: {exc})")]) from None
    if declared is not None:
        raise LackeyFileError([LackeyProblem(display, f"part {declared}", "refused: the XML declares a DTD or entities (an entity bomb or external entity)")])
    total = 0
    for entry in entries:
        total += entry.file_size
        if entry.file_size > 1024 * 1024 and entry.file_size > MAX_ENTRY_RATIO * max(entry.compress_size, 1):
            raise LackeyFileError([LackeyProblem(display, f"part {entry.filename}", "refused: it would unpack to far more than it weighs (zip bomb)")])
    if total > MAX_UNZIPPED_BYTES:
        raise LackeyFileError([LackeyProblem(display, "", f"refused: it would unpack to {total:,} bytes (at most {MAX_UNZIPPED_BYTES:,})")])


def _declares_entities(archive: zipfile.ZipFile, entries: list[zipfile.ZipInfo]) -> str | None:
    """The first XML part whose prolog declares a DTD or entities (a workbook never does)."""
    for entry in entries:
        if entry.filename.endswith((".xml", ".rels")) and entry.file_size < MAX_UNZIPPED_BYTES:
            with archive.open(entry) as handle:
                head = handle.read(4096)
            if b"<!DOCTYPE" in head or b"<!ENTITY" in head:
                return entry.filename
    return None


def _columns(symbols: tuple[Any, ...], names: tuple[Any, ...], sheet: str, display: str) -> tuple[int, list[_Column]]:
    """The key column and the number columns, from header rows 1 (symbols) and 2 (names)."""
    key = None
    columns: list[_Column] = []
    for index, (symbol, name) in enumerate(zip(symbols, names, strict=False)):
        symbol_text = str(symbol).strip() if symbol is not None else ""
        name_text = str(name).strip() if name is not None else ""
        if symbol_text == KEY_COLUMN or name_text == KEY_COLUMN:
            key = index
        elif name_text == "OptionalCommandCost":
            point = _POINT_BY_SYMBOL.get(symbol_text[:1])
            if point is None:
                raise LackeyFileError([LackeyProblem(display, f"sheet {sheet}, cell {_column_letter(index)}1",
                                                     f"'{symbol_text[:10]}' is not a point symbol; cannot tell which optional requirement the column counts")])
            columns.append(_Column(index, "optional", point))
        elif name_text in _SINGLE:
            columns.append(_Column(index, _SINGLE[name_text]))
        else:
            for suffix, role in (("Cost", "requirements"), ("Point", "generates"), ("Mult", "mult")):
                word = name_text.removesuffix(suffix)
                if name_text.endswith(suffix) and word in _POINT_BY_WORD:
                    columns.append(_Column(index, role, _POINT_BY_WORD[word]))
    if key is None:
        raise LackeyFileError([LackeyProblem(display, f"sheet {sheet}, row 1", f"no '{KEY_COLUMN}' column: this is not the plugin's checklist workbook")])
    if not columns:
        message = "no number columns (SupplyCost, Shield, Phaser, ...): this is not the plugin's checklist workbook"
        raise LackeyFileError([LackeyProblem(display, f"sheet {sheet}, row 2", message)])
    return key, columns


def _number(value: object) -> int | None:
    """A small whole number, 0 for an empty cell, None for anything else."""
    if value is None or value == "":
        return 0
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().isdigit() and len(value.strip()) <= 3:
        return int(value.strip())
    if isinstance(value, str) and not value.strip():
        return 0
    return None


_MODIFIER = re.compile(r"^([x+\-])?\s*(\d{1,2})$")
_VARIABLE = re.compile(r"^[x+\-]?\s*(\d*\s*[X*]|\d+\s*\*|\d+/\d+)$", re.IGNORECASE)


def _modifier(value: object) -> tuple[ModifierOp, int] | None | str:
    """A modifier cell: ``x2`` or ``2`` (multiply), ``+1``/``-1`` (add); 'variable' for
    ``+X``, ``x1/2``, ``1*`` (the card's text decides: resolved by hand); None if unreadable."""
    if isinstance(value, int) and not isinstance(value, bool):
        return (ModifierOp.MULTIPLY, value) if value >= 2 else (ModifierOp.ADD, 0)
    if value is None or (isinstance(value, str) and not value.strip()):
        return (ModifierOp.ADD, 0)
    if not isinstance(value, str):
        return None
    text = value.strip()
    match = _MODIFIER.match(text)
    if match:
        sign, amount = match.group(1), int(match.group(2))
        if sign in (None, "x"):
            return (ModifierOp.MULTIPLY, amount) if amount >= 2 else (ModifierOp.ADD, 0)
        return (ModifierOp.ADD, amount if sign == "+" else -amount)
    if _VARIABLE.match(text) or text.lower() == "no":
        return "variable"
    return None


def _row_numbers(row: tuple[Any, ...], columns: list[_Column], place: Callable[[int, str], LackeyProblem]) -> PrintedNumbers | LackeyProblem:
    counts: dict[str, dict[PointType, int]] = {"requirements": {}, "optional": {}, "generates": {}, "mult": {}}
    single: dict[str, int] = {}
    modifiers: list[Modifier] = []
    for column in columns:
        value = row[column.index] if column.index < len(row) else None
        if column.role == "mult":
            modifier = _modifier(value)
            if modifier is None:
                return place(column.index, f"'{str(value)[:20]}' is not a modifier such as x2, +1 or -1")
            if isinstance(modifier, tuple) and modifier[1] and column.point is not None:
                op, amount = modifier
                modifiers.append(Modifier(scope=ModifierScope.CARD, op=op, point=column.point, amount=max(-POINT_LIMIT, min(POINT_LIMIT, amount))))
            continue
        number = _number(value)
        limit = POINT_LIMIT if column.point is not None else _LIMITS[column.role]
        if number is None or not 0 <= number <= limit:
            shown = str(value)[:20]
            return place(column.index, f"'{shown}' is not a whole number from 0 to {limit}")
        if not number:
            continue
        if column.point is not None:
            bucket = counts[column.role]
            bucket[column.point] = min(POINT_LIMIT, bucket.get(column.point, 0) + number)
        else:
            single[column.role] = number
    generates = dict(counts["generates"])
    if single.get("damage"):
        generates[PointType.DAMAGE] = single["damage"]
    weapons = []
    if single.get("heavy"):
        weapons.append(Weapon(symbol=WeaponSymbol.HEAVY, name="Heavy Weapon", count=single["heavy"]))
    if single.get("phaser"):
        weapons.append(Weapon(symbol=WeaponSymbol.PHASER, name="Phaser", count=single["phaser"]))
    return PrintedNumbers(
        requirements=Points(**{p.value: n for p, n in counts["requirements"].items()}),
        optional_requirements=Points(**{p.value: n for p, n in counts["optional"].items()}),
        generates=Points(**{p.value: n for p, n in generates.items()}),
        shields=single.get("shields", 0),
        nodes=single.get("nodes", 0),
        armor=single.get("armor", 0),
        weapons=tuple(weapons),
        modifiers=tuple(modifiers),
    )


def read_checklist(path: Path, wanted: set[str] | None = None) -> Checklist:
    """Read sheet 1 of the checklist; ``LackeyFileError`` if it cannot be used at all.

    ``wanted``: only rows for these image ids are kept (others are still checked lightly).
    """
    import openpyxl  # imported here: only an import with a checklist pays for it
    from openpyxl.xml import DEFUSEDXML

    display = str(path)
    if not DEFUSEDXML:
        raise LackeyFileError([LackeyProblem(display, "", "refused: defusedxml is not installed, so the workbook cannot be parsed safely")])
    _check_zip(path, display)
    result = Checklist(path)
    sheet = "1"
    try:
        workbook = openpyxl.load_workbook(path, read_only=True, data_only=True)
        try:
            worksheet = workbook.worksheets[0]
            sheet = worksheet.title
            rows = worksheet.iter_rows(max_col=MAX_COLUMNS, values_only=True)
            symbols = next(rows, None)
            names = next(rows, None)
            if symbols is None or names is None:
                raise LackeyFileError([LackeyProblem(display, f"sheet {sheet}", "fewer than two header rows: this is not the plugin's checklist workbook")])
            key, columns = _columns(symbols, names, sheet, display)
            _read_rows(rows, key, columns, sheet, display, wanted, result)
        finally:
            workbook.close()
    except LackeyFileError:
        raise
    except Exception as exc:  # openpyxl and defusedxml raise many kinds for a broken file
        causes = [type(e).__name__ for e in (exc, exc.__cause__, exc.__context__) if e is not None]
        if any("Entit" in name or "DTD" in name for name in causes):
            message = "refused: the XML declares entities (an entity bomb or external entity)"
        else:
            message = f"cannot read the workbook: {type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}"
        raise LackeyFileError([LackeyProblem(display, f"sheet {sheet}", message)]) from None
    return result


def _read_rows(rows: Iterable[tuple[Any, ...]], key: int, columns: list[_Column], sheet: str, display: str, wanted: set[str] | None, result: Checklist) -> None:
    for number, row in enumerate(rows, start=3):
        if number - 2 > MAX_ROWS:
            result.problems.append(LackeyProblem(display, f"sheet {sheet}, row {number}", f"more than {MAX_ROWS} rows; the rest are not read"))
            return
        image = row[key] if key < len(row) else None
        if not isinstance(image, str) or not image.strip():
            continue
        image = image.strip()
        if wanted is not None and image not in wanted:
            continue

        def place(index: int, message: str, number: int = number) -> LackeyProblem:
            return LackeyProblem(display, f"sheet {sheet}, cell {_column_letter(index)}{number}", message + "; the card keeps its name only")

        numbers = _row_numbers(row, columns, place)
        if isinstance(numbers, LackeyProblem):
            result.problems.append(numbers)
        elif image in result.numbers:
            if result.numbers[image] == numbers:
                continue  # the workbook lists a dual-type card twice with the same numbers
            where = f"sheet {sheet}, cell {_column_letter(key)}{number}"
            result.problems.append(LackeyProblem(display, where, f"'{image}' appears again; the first row's numbers are kept"))
        else:
            result.numbers[image] = numbers
