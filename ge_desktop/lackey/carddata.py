"""The plugin's card list, ``sets/carddata.txt``: one ``LackeyRow`` per printing.

The file is tab-separated text with a header row naming the columns (``Name, Set,
ImageFile, Rarity, Errata, Type/ST, Title, Reaction, Type, Alt Type, ST, Time ST, Empire,
Card tags, Script``). Columns are found by their header name, so a plugin that reorders
them still reads. Quirks of the real file: most rows are one field shorter than the
header (the last column, ``Script``, is usually absent), cells carry trailing spaces, and
names carry HTML entities (``Biruk&apos;s Comet``).

Each row is checked on its own: a row that cannot be read (bad encoding, a missing
required cell, too many fields, an image id that could name another file) is reported
with its line and column and skipped; the other rows still read. A file that is not a
card list at all (no header, required columns missing, too large) raises
``LackeyFileError``. The ``Script`` column is kept as text and never interpreted.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path

from ge_desktop.lackey.problems import LackeyFileError, LackeyProblem, line_place

MAX_CARDDATA_BYTES = 32 * 1024 * 1024
MAX_ROWS = 100_000
MAX_LINE_CHARS = 64 * 1024
MAX_CELL_CHARS = 200  # every cell but Card tags and Script
MAX_SCRIPT_CHARS = 16 * 1024

# Header name -> our field. Required columns must be present in the header.
COLUMNS = {
    "Name": "name",
    "Set": "set",
    "ImageFile": "image",
    "Rarity": "rarity",
    "Errata": "errata",
    "Type/ST": "type_st",
    "Title": "title",
    "Reaction": "reaction",
    "Type": "type",
    "Alt Type": "alt_type",
    "ST": "st",
    "Time ST": "time_st",
    "Empire": "empire",
    "Card tags": "tags",
    "Script": "script",
}
REQUIRED = ("Name", "Set", "ImageFile", "Type", "ST")
_LONG_CELLS = {"tags": 4096, "script": MAX_SCRIPT_CHARS}
_IMAGE_ID = re.compile(r"^[^/\\\x00-\x1f]{1,120}$")
_SET = re.compile(r"^[A-Za-z0-9]{1,6}$")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


@dataclass(frozen=True)
class LackeyRow:
    """One printing as the plugin lists it; text cells are stripped and entity-decoded."""

    line: int
    name: str
    set: str
    image: str
    rarity: str = ""
    errata: str = ""
    type_st: str = ""
    title: str = ""
    reaction: str = ""
    type: str = ""
    alt_type: str = ""
    st: str = ""
    time_st: str = ""
    empire: str = ""
    tags: str = ""
    script: str = ""

    def content(self) -> tuple[str, ...]:
        """Every cell but the line number: equal contents mean an unchanged row."""
        return (self.name, self.set, self.image, self.rarity, self.errata, self.type_st, self.title,
                self.reaction, self.type, self.alt_type, self.st, self.time_st, self.empire, self.tags, self.script)


@dataclass
class CardData:
    """The rows read from one ``carddata.txt`` and the problems of the rows skipped."""

    path: Path
    rows: list[LackeyRow]
    problems: list[LackeyProblem]


def _decode_line(raw: bytes, display: str, number: int) -> tuple[str | None, LackeyProblem | None]:
    try:
        return raw.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        column = len(raw[: exc.start].decode("utf-8", errors="replace")) + 1
        return None, LackeyProblem(display, line_place(number, column), "not UTF-8 text (the plugin's card list is UTF-8); row skipped")


def _header(text: str, display: str) -> dict[str, int]:
    """Column index by our field name; ``LackeyFileError`` if a required column is missing."""
    names = [cell.strip() for cell in text.lstrip("\ufeff").split("\t")]
    index: dict[str, int] = {}
    problems = []
    for position, name in enumerate(names):
        field = COLUMNS.get(name)
        if field is None:
            continue
        if field in index:
            problems.append(LackeyProblem(display, line_place(1, position + 1, name), f"the column '{name}' appears twice"))
        index[field] = position
    missing = [name for name in REQUIRED if COLUMNS[name] not in index]
    if missing:
        problems.append(LackeyProblem(
            display, line_place(1), "not a LackeyCCG card list: the header row lacks the column(s) " + ", ".join(f"'{m}'" for m in missing)
        ))
    if problems:
        raise LackeyFileError(problems)
    return index


def _cell(cells: list[str], position: int | None) -> str:
    if position is None or position >= len(cells):
        return ""
    return cells[position]


def _parse_row(cells: list[str], index: dict[str, int], header_width: int, display: str, number: int) -> tuple[LackeyRow | None, LackeyProblem | None]:
    def problem(field: str, message: str) -> tuple[None, LackeyProblem]:
        position = index.get(field, len(cells))
        header = next(name for name, f in COLUMNS.items() if f == field) if field in COLUMNS.values() else None
        return None, LackeyProblem(display, line_place(number, position + 1, header), message + "; row skipped")

    if len(cells) > header_width:
        return None, LackeyProblem(display, line_place(number, header_width + 1), f"{len(cells)} fields where the header has {header_width}; row skipped")
    values: dict[str, str] = {}
    for field, position in index.items():
        raw = _cell(cells, position)
        if _CONTROL.search(raw):
            return problem(field, "a control character in the cell")
        limit = _LONG_CELLS.get(field, MAX_CELL_CHARS)
        if len(raw) > limit:
            return problem(field, f"the cell is {len(raw)} characters long (at most {limit})")
        values[field] = raw if field == "script" else html.unescape(raw).strip()
    for required in ("name", "set", "image", "type"):
        if not values[required]:
            if index[required] >= len(cells):
                return problem(required, "the row ends before this required cell")
            return problem(required, "this required cell is empty")
    if not _IMAGE_ID.match(values["image"]) or values["image"] in {".", ".."}:
        return problem("image", f"'{values['image']}' is not an image file id (no slashes or control characters)")
    if not _SET.match(values["set"]):
        return problem("set", f"'{values['set']}' is not a set code (letters and digits, at most 6)")
    for field in ("st", "time_st"):
        if values.get(field) and not values[field].isdigit():
            return problem(field, f"'{values[field]}' is not a whole number")
    return LackeyRow(line=number, **values), None


def parse_carddata(data: bytes, display: str) -> tuple[list[LackeyRow], list[LackeyProblem]]:
    """Rows and the problems of rows skipped; ``LackeyFileError`` if it is no card list."""
    lines = data.split(b"\n")
    if not lines or not lines[0].strip():
        raise LackeyFileError([LackeyProblem(display, line_place(1), "empty: a LackeyCCG card list starts with a header row (Name, Set, ImageFile, ...)")])
    header_text, header_problem = _decode_line(lines[0].rstrip(b"\r"), display, 1)
    if header_problem is not None or header_text is None:
        raise LackeyFileError([LackeyProblem(display, header_problem.place if header_problem else "line 1", "the header row is not UTF-8 text")])
    index = _header(header_text, display)
    header_width = len(header_text.split("\t"))
    rows: list[LackeyRow] = []
    problems: list[LackeyProblem] = []
    seen: dict[str, int] = {}
    for number, raw in enumerate(lines[1:], start=2):
        raw = raw.rstrip(b"\r")
        if not raw.strip():
            continue
        if len(rows) >= MAX_ROWS:
            problems.append(LackeyProblem(display, line_place(number), f"more than {MAX_ROWS} rows; the rest are not read"))
            break
        if len(raw) > MAX_LINE_CHARS:
            problems.append(LackeyProblem(display, line_place(number), f"the line is {len(raw)} bytes long (at most {MAX_LINE_CHARS}); row skipped"))
            continue
        text, problem = _decode_line(raw, display, number)
        if text is None or problem is not None:
            problems += [problem] if problem is not None else []
            continue
        row, problem = _parse_row(text.split("\t"), index, header_width, display, number)
        if row is None or problem is not None:
            problems += [problem] if problem is not None else []
            continue
        if row.image in seen:
            problems.append(LackeyProblem(display, line_place(number, index["image"] + 1, "ImageFile"),
                                          f"the image id '{row.image}' is already the printing of line {seen[row.image]}; row skipped"))
            continue
        seen[row.image] = number
        rows.append(row)
    return rows, problems


def read_carddata(path: Path) -> CardData:
    """Read ``carddata.txt``; ``LackeyFileError`` naming the file if it cannot be used at all."""
    display = str(path)
    try:
        size = path.stat().st_size
        if size > MAX_CARDDATA_BYTES:
            raise LackeyFileError([LackeyProblem(display, "", f"the file is {size:,} bytes; a card list is at most {MAX_CARDDATA_BYTES:,}")])
        data = path.read_bytes()
    except OSError as exc:
        raise LackeyFileError([LackeyProblem(display, "", f"cannot read the file: {exc.strerror or exc}")]) from None
    rows, problems = parse_carddata(data, display)
    return CardData(path, rows, problems)
