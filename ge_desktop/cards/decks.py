"""Deck files: the plain-text deck format, parsed with line numbers and written back.

A deck file looks like this (``docs/formats.md`` has the full description)::

    # Argonian First Republic starter deck
    Format: 1
    Name: Argonian First Republic Starter
    Empire: Argonian First Republic

    4 T4 Small Planet
    1 R/C4 Science Officer

    Reserve:
    1 S4 Argonian Escort

Card lines are ``COUNT CODE TITLE``, optionally followed by one printing's LackeyCCG image
id in square brackets (``1 S6 Argonian Heavy Cruiser - Argonian Typhoon Heavy Cruiser
[S6_-_Argonian_Typhoon_Heavy_Cruiser_PE]``): the line then names that printing. Headers
``Game:`` (``standard`` or ``basic``: a 1994 Basic Game shared deck, which announces no
empire), ``Headquarters:`` and ``Reference:`` (the reference cards printed beside the deck,
each optionally with its image id) are kept as written. Comments and blank lines are kept,
so a deck in the canonical form (codes and titles as the catalog prints them) is written
back byte for byte.
The stocking rules that judge a deck live in ``stocking.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.model import Card, parse_card_code

DECK_FORMAT_VERSION = 1
MAX_DECK_BYTES = 1024 * 1024
MAX_COUNT = 99

_CARD_LINE = re.compile(r"^(\d+)\s*x?\s+(\S+)\s+(.+?)(?:\s+\[([^\[\]]+)\])?\s*$")
_HEADER_LINE = re.compile(r"^([A-Za-z][A-Za-z ]*?)\s*:\s*(.*?)\s*$")
_PRINTED_TEXT = re.compile(r"^(.*?)\s*(?:\[([^\[\]]+)\])?$")
_HEADERS = ("format", "name", "empire", "game", "headquarters", "reference")


class DeckGame(str, Enum):
    """Which game a deck is stocked for."""

    STANDARD = "standard"  # v2.1 Standard Game: one player's deck, the stocking rules apply
    BASIC = "basic"  # 1994 Basic Game: one deck the players share, any cards (no stocking rules)


class Section(str, Enum):
    MAIN = "main"
    RESERVE = "reserve"


@dataclass(frozen=True)
class DeckEntry:
    """``count`` copies of ``card`` in ``section``, from line ``line`` (1-based; 0 if built)."""

    count: int
    card: Card
    section: Section
    line: int = 0
    printing: str | None = None  # the LackeyCCG image id the line names, if it names one


@dataclass(frozen=True)
class DeckProblem:
    source: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.source}:{self.line}: {self.message}"


class DeckError(Exception):
    """A deck file that cannot be read; carries every problem with its line number."""

    def __init__(self, problems: list[DeckProblem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


@dataclass
class Deck:
    """A parsed deck: its headers, entries and the layout needed to write it back."""

    name: str
    empire: str
    entries: list[DeckEntry]
    format_version: int = DECK_FORMAT_VERSION
    source: str = "deck"
    game: DeckGame = DeckGame.STANDARD
    headquarters: str = ""  # the Sector HQ printed with the deck, as written (image id in [])
    reference: str = ""  # the other reference card, as written
    # Layout for round trips: ('raw', text) for comments/blank lines, ('header', key),
    # ('reserve', None) for the section marker, ('entry', index into entries).
    layout: list[tuple[str, object]] = field(default_factory=list)

    def main_cards(self) -> list[Card]:
        """One card per physical card of the main section, in file order."""
        return [e.card for e in self.entries if e.section is Section.MAIN for _ in range(e.count)]

    def reserve_cards(self) -> list[Card]:
        """One card per physical card of the planned reserve fleet."""
        return [e.card for e in self.entries if e.section is Section.RESERVE for _ in range(e.count)]

    def all_cards(self) -> list[Card]:
        return self.main_cards() + self.reserve_cards()

    def __len__(self) -> int:
        return sum(e.count for e in self.entries)

    @classmethod
    def build(cls, name: str, empire: str, main: list[tuple[int, Card]], reserve: list[tuple[int, Card]] = ()) -> Deck:
        """A deck made in code (deck builder, tests), laid out canonically."""
        entries = [DeckEntry(n, c, Section.MAIN) for n, c in main]
        entries += [DeckEntry(n, c, Section.RESERVE) for n, c in reserve]
        return cls(name=name, empire=empire, entries=entries)


# --- parsing ----------------------------------------------------------------------------


def _printed_as(card: Card, code: str, title: str) -> bool:
    """Whether ``code title`` names ``card`` (its identity or a single-type alias)."""
    bare = code[2:] if code.startswith("R/") else code
    key = (bare, title.strip().lower())
    return key == card.identity or key in card.identity_aliases


def _parse_card_line(
    match: re.Match, catalog: Catalog, source: str, number: int
) -> tuple[int, Card | None, str | None, list[DeckProblem]]:
    count_text, code, title, image = match.groups()
    code = code.upper()
    count = int(count_text)
    problems = []
    if not 1 <= count <= MAX_COUNT:
        problems.append(DeckProblem(source, number, f"a count must be between 1 and {MAX_COUNT}, not {count}"))
    try:
        parse_card_code(code)
    except ValueError as exc:
        return count, None, None, problems + [DeckProblem(source, number, str(exc))]
    if image is not None:
        image = image.strip()
        card = catalog.printing(image)
        if card is None:
            problems.append(DeckProblem(source, number, f"no printing [{image}] in the catalog (the image id names a printing)"))
        elif not _printed_as(card, code, title):
            problems.append(DeckProblem(source, number, f"the printing [{image}] is '{card.label}', not '{code} {title}'"))
        else:
            image = next(p.image for p in card.printings if p.image.lower() == image.lower())
        return count, card, image, problems
    card = catalog.find(code, title)
    if card is None:
        problems.append(DeckProblem(source, number, f"no card '{code} {title}' in the catalog (check the code and the full title)"))
    return count, card, None, problems


def _check_reference(value: str, catalog: Catalog, source: str, number: int, key: str) -> list[DeckProblem]:
    """A ``Headquarters:``/``Reference:`` value naming an image id must name a known printing."""
    image = _PRINTED_TEXT.match(value).group(2)
    if image and catalog.reference(image) is None and catalog.printing(image) is None:
        return [DeckProblem(source, number, f"'{key.title()}:' names [{image.strip()}], which is no printing in the catalog")]
    return []


def parse_deck(text: str, catalog: Catalog, source: str = "deck") -> Deck:
    """Parse deck text; raise ``DeckError`` listing every bad line."""
    deck = Deck(name="", empire="", entries=[], source=source)
    problems: list[DeckProblem] = []
    section = Section.MAIN
    seen_cards = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            deck.layout.append(("raw", raw.rstrip()))
            continue
        if line.lower().rstrip(":").strip() == "reserve" and line.endswith(":"):
            if section is Section.RESERVE:
                problems.append(DeckProblem(source, number, "'Reserve:' appears twice"))
            section = Section.RESERVE
            deck.layout.append(("reserve", None))
            continue
        card_match = _CARD_LINE.match(line)
        if card_match:
            count, card, image, line_problems = _parse_card_line(card_match, catalog, source, number)
            problems += line_problems
            if card is not None and not line_problems:
                deck.layout.append(("entry", len(deck.entries)))
                deck.entries.append(DeckEntry(count, card, section, number, image))
            seen_cards = True
            continue
        header = _HEADER_LINE.match(line)
        if header and header.group(1).lower() in _HEADERS:
            key = header.group(1).lower()
            problems += _apply_header(deck, key, header.group(2), source, number, seen_cards)
            if key in ("headquarters", "reference"):
                problems += _check_reference(header.group(2), catalog, source, number, key)
            continue
        problems.append(DeckProblem(source, number, f"cannot read '{line}': expected 'COUNT CODE TITLE' such as '3 S5 Light Cruiser', a 'Key: value' header, 'Reserve:' or a '#' comment"))
    if not deck.empire and deck.game is DeckGame.STANDARD and not problems:
        problems.append(DeckProblem(source, 1, "the deck does not announce its main empire: add a line 'Empire: NAME' (v2.1 Announce Deck Empire)"))
    if problems:
        raise DeckError(problems)
    return deck


def _apply_header(deck: Deck, key: str, value: str, source: str, number: int, seen_cards: bool) -> list[DeckProblem]:
    if seen_cards:
        return [DeckProblem(source, number, f"the '{key.title()}:' header must come before the first card line")]
    if key == "format":
        if not value.isdigit():
            return [DeckProblem(source, number, f"'Format:' takes a whole number, not '{value}'")]
        if int(value) > DECK_FORMAT_VERSION:
            return [DeckProblem(source, number, f"deck format {value} is newer than this app reads ({DECK_FORMAT_VERSION})")]
        deck.format_version = int(value)
    elif key == "name":
        deck.name = value
    elif key == "empire":
        if not value:
            return [DeckProblem(source, number, "'Empire:' needs the name of the deck's main empire")]
        deck.empire = value
    elif key == "game":
        try:
            deck.game = DeckGame(value.lower())
        except ValueError:
            return [DeckProblem(source, number, f"'Game:' is 'standard' or 'basic' (a 1994 Basic Game shared deck), not '{value}'")]
    elif key == "headquarters":
        deck.headquarters = value
    elif key == "reference":
        deck.reference = value
    deck.layout.append(("header", key))
    return []


def load_deck(path: Path | str, catalog: Catalog) -> Deck:
    """Read and parse a deck file; ``DeckError`` names the file and line of each problem."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_DECK_BYTES:
            raise DeckError([DeckProblem(str(path), 0, f"file is larger than {MAX_DECK_BYTES} bytes; not a deck")])
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise DeckError([DeckProblem(str(path), 0, f"not UTF-8 text (byte {exc.start})")]) from None
    except OSError as exc:
        raise DeckError([DeckProblem(str(path), 0, f"cannot read the file: {exc.strerror or exc}")]) from None
    deck = parse_deck(text, catalog, str(path))
    if not deck.name:
        deck.name = path.stem
    return deck


# --- writing ----------------------------------------------------------------------------


def _entry_line(entry: DeckEntry) -> str:
    printing = f" [{entry.printing}]" if entry.printing else ""
    return f"{entry.count} {entry.card.code} {entry.card.title}{printing}"


def _header_line(deck: Deck, key: str) -> str:
    value = {
        "format": str(deck.format_version),
        "name": deck.name,
        "empire": deck.empire,
        "game": deck.game.value.title(),
        "headquarters": deck.headquarters,
        "reference": deck.reference,
    }[key]
    return f"{key.title()}: {value}"


def write_deck(deck: Deck) -> str:
    """Deck text: the original layout where there is one, else the canonical form."""
    if not deck.layout:
        return _canonical_text(deck)
    lines = []
    for kind, value in deck.layout:
        if kind == "raw":
            lines.append(value)
        elif kind == "header":
            lines.append(_header_line(deck, value))
        elif kind == "reserve":
            lines.append("Reserve:")
        else:
            lines.append(_entry_line(deck.entries[value]))
    return "\n".join(lines) + "\n"


def _canonical_text(deck: Deck) -> str:
    lines = [f"Format: {deck.format_version}", f"Name: {deck.name}"]
    if deck.game is DeckGame.BASIC:
        lines.append(f"Game: {deck.game.value.title()}")
    if deck.empire or deck.game is DeckGame.STANDARD:
        lines.append(f"Empire: {deck.empire}")
    lines += [f"{key.title()}: {value}" for key, value in (("headquarters", deck.headquarters), ("reference", deck.reference)) if value]
    lines.append("")
    lines += [_entry_line(e) for e in deck.entries if e.section is Section.MAIN]
    reserve = [_entry_line(e) for e in deck.entries if e.section is Section.RESERVE]
    if reserve:
        lines += ["", "Reserve:", *reserve]
    return "\n".join(lines) + "\n"


def save_deck(deck: Deck, path: Path | str) -> None:
    """Write a deck file safely: a temporary file renamed over the target."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(write_deck(deck), encoding="utf-8")
    tmp.replace(path)


def starter_deck_paths() -> list[Path]:
    """The shipped decks (the 1994 Basic Set decks), in file-name order."""
    from ge_desktop import paths

    return sorted(paths.decks_dir().glob("*.deck"))
