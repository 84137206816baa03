"""Importing many cards at once from a CSV file: a collector's spreadsheet becomes a catalog.

One row per card, the columns of ``card_rows.COLUMNS`` (``docs/csv-import.md`` documents
them). Every row is read on its own: a good row is accepted, a bad one is rejected with
every problem found, each naming the row (numbered as a spreadsheet shows it: the header
is row 1) and the column. A row is also rejected when its id or its identity (type,
strength and full title, v2.1 *Exactly Identical*) is already in the catalog or in an
earlier row. Blank rows are skipped. Nothing in the file is ever evaluated.

``export_csv`` writes cards in the same layout, so a user catalog can round-trip through a
spreadsheet.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ge_desktop.cards.card_rows import COLUMN_NAMES, COLUMNS, FieldProblem, card_to_row, normalise_column, row_to_card
from ge_desktop.cards.model import Card, Provenance

if TYPE_CHECKING:
    from ge_desktop.cards.catalog import Catalog

MAX_CSV_BYTES = 10 * 1024 * 1024
MAX_ROWS = 20_000
HEADER_ROW = 1


@dataclass(frozen=True)
class RowProblem:
    """Why row ``row`` was rejected: one problem in one column (``-`` for the whole row)."""

    row: int
    column: str
    message: str

    def __str__(self) -> str:
        return f"row {self.row}, column {self.column}: {self.message}"


@dataclass
class ImportReport:
    """What an import accepted and rejected; ``problems`` holds every reason, by row."""

    source: str
    accepted: list[Card] = field(default_factory=list)
    problems: list[RowProblem] = field(default_factory=list)
    rows_read: int = 0  # data rows, blank rows excluded

    @property
    def rejected_rows(self) -> list[int]:
        return sorted({p.row for p in self.problems if p.row > HEADER_ROW})

    @property
    def file_problem(self) -> bool:
        """True when the file as a whole could not be read (no row was tried)."""
        return any(p.row <= HEADER_ROW for p in self.problems)

    def summary(self) -> str:
        if self.file_problem:
            return f"{self.source}: nothing imported: {self.problems[0]}"
        return f"{self.source}: {len(self.accepted)} row(s) accepted, {len(self.rejected_rows)} rejected"

    def lines(self) -> list[str]:
        """The summary, then one line per problem, naming the file, row and column."""
        return [self.summary(), *(f"{self.source}: {p}" for p in self.problems)]


# --- reading ----------------------------------------------------------------------------


class _Excel(csv.excel):
    delimiter = ","


def _dialect(text: str) -> type[csv.Dialect]:
    """Comma, semicolon or tab: whichever the header line uses most (spreadsheets differ by locale)."""
    header = text.split("\n", 1)[0]
    delimiter = max(",;\t", key=header.count)

    class Dialect(_Excel):
        pass

    Dialect.delimiter = delimiter if header.count(delimiter) else ","
    return Dialect


def _header_problems(header: list[str]) -> tuple[list[str], list[RowProblem]]:
    columns = [normalise_column(name) for name in header]
    problems = []
    for position, (raw, name) in enumerate(zip(header, columns, strict=False), start=1):
        if not name:
            problems.append(RowProblem(HEADER_ROW, f"#{position}", "a column without a name"))
        elif name not in COLUMN_NAMES:
            problems.append(RowProblem(HEADER_ROW, raw, f"unknown column (known: {', '.join(COLUMN_NAMES)})"))
        elif columns.count(name) > 1 and columns.index(name) != position - 1:
            problems.append(RowProblem(HEADER_ROW, raw, "this column appears twice"))
    for column in COLUMNS:
        if column.required and column.name not in columns:
            problems.append(RowProblem(HEADER_ROW, column.name, "a required column is missing"))
    return columns, problems


def parse_csv(text: str, catalog: Catalog | None, source: str = "csv") -> ImportReport:
    """Read CSV text into cards; ``catalog`` resolves empires and holds the cards already known."""
    report = ImportReport(source)
    text = text.lstrip("\ufeff")  # a spreadsheet's byte order mark
    rows = csv.reader(io.StringIO(text, newline=""), _dialect(text))
    try:
        header = next(rows, None)
        if header is None:
            report.problems.append(RowProblem(HEADER_ROW, "-", "the file is empty; the first row must name the columns"))
            return report
        columns, problems = _header_problems(header)
        report.problems += problems
        if problems:
            return report
        _read_rows(rows, columns, catalog, report)
    except csv.Error as exc:
        report.problems.append(RowProblem(rows.line_num, "-", f"not valid CSV: {exc}"))
    return report


def _read_rows(rows: Iterable[list[str]], columns: list[str], catalog: Catalog | None, report: ImportReport) -> None:
    ids = {card.id for card in catalog} if catalog is not None else set()
    identities = {card.identity: card for card in catalog} if catalog is not None else {}
    for number, cells in enumerate(rows, start=HEADER_ROW + 1):
        if not any(cell.strip() for cell in cells):
            continue  # blank rows are skipped
        report.rows_read += 1
        if report.rows_read > MAX_ROWS:
            report.problems.append(RowProblem(number, "-", f"more than {MAX_ROWS} rows; the rest were not read"))
            return
        problems = [FieldProblem("-", f"{len(cells)} cells but the header names {len(columns)} columns")] if len(cells) > len(columns) else []
        result = row_to_card(dict(zip(columns, cells, strict=False)), catalog, taken=ids.__contains__)
        problems += list(result.problems)
        if result.card is not None:
            problems += _clashes(result.card, ids, identities)
        card = result.card
        if problems or card is None:
            report.problems += [RowProblem(number, p.column, p.message) for p in problems]
            continue
        ids.add(card.id)
        identities.setdefault(card.identity, card)
        report.accepted.append(card)


def _clashes(card: Card, ids: set[str], identities: dict[tuple[str, str], Card]) -> list[FieldProblem]:
    if card.id in ids:
        return [FieldProblem("id", f"the id '{card.id}' is already used by another card")]
    other = identities.get(card.identity)
    if other is not None and {card.provenance, other.provenance} != {Provenance.PRINTED, Provenance.RULEBOOK}:
        return [FieldProblem("name", f"exactly identical to card '{other.id}' (same type, strength and full title)")]
    return []


def import_csv(path: Path | str, catalog: Catalog | None) -> ImportReport:
    """Read a CSV file; problems reading the file itself are reported at the header row."""
    path = Path(path)
    report = ImportReport(str(path))
    try:
        if path.stat().st_size > MAX_CSV_BYTES:
            report.problems.append(RowProblem(HEADER_ROW, "-", f"the file is larger than {MAX_CSV_BYTES // (1024 * 1024)} MB"))
            return report
        raw = path.read_bytes()
    except OSError as exc:
        report.problems.append(RowProblem(HEADER_ROW, "-", f"cannot read the file: {exc.strerror or exc}"))
        return report
    except ValueError as exc:  # an embedded NUL in the path
        report.problems.append(RowProblem(HEADER_ROW, "-", f"not a usable file name ({exc})"))
        return report
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("cp1252", errors="replace")  # an old spreadsheet's Windows encoding
    return parse_csv(text, catalog, str(path))


# --- writing ----------------------------------------------------------------------------


def export_csv(cards: Iterable[Card]) -> str:
    """The cards as CSV text with every column, readable by ``parse_csv``."""
    out = io.StringIO(newline="")
    writer = csv.DictWriter(out, fieldnames=list(COLUMN_NAMES), lineterminator="\r\n")
    writer.writeheader()
    for card in cards:
        writer.writerow(card_to_row(card))
    return out.getvalue()
