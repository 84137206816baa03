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

Reading an untrusted file: the size is checked before reading, lines are at most
``MAX_LINE_CHARS`` characters, counts are ASCII digits (``Format: ²`` is a message, not a
``ValueError``), and lines are split by hand (no regular expression that backtracks: a
``1`` + 100,000 spaces + ``x`` line is refused in linear time). At most ``MAX_PROBLEMS``
problems are listed, then how many more there are. Writing cleans the name and empire
(``clean_name``: line breaks become spaces), so every deck written reads back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.model import Card, parse_card_code
from ge_desktop.safe_write import write_atomically
from ge_desktop.untrusted import InputProblem, read_text
from ge_desktop.untrusted import clean_name as clean_one_line

DECK_FORMAT_VERSION = 1
MAX_DECK_BYTES = 1024 * 1024
MAX_COUNT = 99
MAX_LINE_CHARS = 1000
MAX_NAME_CHARS = 200  # the same limit as a game record's deck name
MAX_PROBLEMS = 50
MAX_DECK_CARDS = 1_000  # ten 100-card starter decks; a larger file is refused as soon as its count passes this
_DIGITS = frozenset("0123456789")
_HEADERS = ("format", "name", "empire", "game", "headquarters", "reference")
_HEADER_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ ")


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
    """A deck file that cannot be read; carries its problems with their line numbers.

    At most ``MAX_PROBLEMS`` are kept; ``more`` counts the rest (the message says so).
    """

    def __init__(self, problems: list[DeckProblem]):
        self.problems = problems[:MAX_PROBLEMS]
        self.more = max(0, len(problems) - MAX_PROBLEMS)
        lines = [str(p) for p in self.problems]
        if self.more:
            lines.append(f"{self.problems[-1].source}: ... and {self.more} more problem(s)")
        super().__init__("\n".join(lines))


def clean_name(text: str | None) -> str:
    """A deck name or empire as one line the deck file and a game record both read back.

    Line breaks (including U+0085, U+2028, U+2029) and other control characters become
    spaces, a lone surrogate becomes U+FFFD, the ends are stripped, at most
    ``MAX_NAME_CHARS`` characters are kept. Idempotent.
    """
    return clean_one_line(text, MAX_NAME_CHARS)  # the same rule as a game record's names


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
    def build(cls, name: str, empire: str, main: Sequence[tuple[int, Card]], reserve: Sequence[tuple[int, Card]] = ()) -> Deck:
        """A deck made in code (deck builder, tests), laid out canonically."""
        entries = [DeckEntry(n, c, Section.MAIN) for n, c in main]
        entries += [DeckEntry(n, c, Section.RESERVE) for n, c in reserve]
        return cls(name=name, empire=empire, entries=entries)


# --- parsing ----------------------------------------------------------------------------


def _split_card_line(line: str) -> tuple[str, str, str] | None:
    """``COUNT [x] CODE TITLE`` as (count digits, code, title), or None: linear, no regex.

    ``line`` is already stripped. Accepted forms: ``3 S5 Light Cruiser``, ``3x S5 ...``,
    ``3 x S5 ...`` (the ``x`` followed by a space).
    """
    end = 0
    while end < len(line) and line[end] in _DIGITS:
        end += 1
    if end == 0:
        return None
    rest = line[end:]
    after_x = rest.lstrip()
    if after_x[:1] == "x" and after_x[1:2].isspace():
        rest = after_x[1:]
    if not rest[:1].isspace():
        return None
    parts = rest.split(None, 1)
    if len(parts) != 2:
        return None
    return line[:end], parts[0], parts[1].strip()


def _split_printing(text: str) -> tuple[str, str | None]:
    """``Title [IMAGE_ID]`` as (title, image id); (text, None) without a bracketed id. Linear."""
    if not text.endswith("]"):
        return text, None
    start = text.rfind("[")
    image = text[start + 1 : -1]
    if start < 0 or not image.strip() or "[" in image or "]" in image:
        return text, None
    return text[:start].rstrip(), image.strip()


def _printed_as(card: Card, code: str, title: str) -> bool:
    """Whether ``code title`` names ``card`` (its identity or a single-type alias)."""
    bare = code[2:] if code.startswith("R/") else code
    key = (bare, title.strip().lower())
    return key == card.identity or key in card.identity_aliases


def _parse_card_line(
    parts: tuple[str, str, str], catalog: Catalog, source: str, number: int
) -> tuple[int, Card | None, str | None, list[DeckProblem]]:
    count_text, code, printed = parts
    title, image = _split_printing(printed)
    code = code.upper()
    problems = []
    count = int(count_text) if len(count_text) <= 4 else MAX_COUNT + 1  # never convert a huge number
    if not 1 <= count <= MAX_COUNT:
        shown = count_text if len(count_text) <= 12 else f"a {len(count_text)}-digit number"
        problems.append(DeckProblem(source, number, f"a count must be between 1 and {MAX_COUNT}, not {shown}"))
    try:
        parse_card_code(code)
    except ValueError as exc:
        return count, None, None, problems + [DeckProblem(source, number, str(exc))]
    if image is not None:
        card = catalog.printing(image)
        if card is None:
            named = _show(code + " " + title)
            problems.append(DeckProblem(source, number, f"no printing [{_show(image)}] in the catalog, so no '{named}' (the image id names a printing)"))
        elif not _printed_as(card, code, title):
            problems.append(DeckProblem(source, number, f"the printing [{image}] is '{card.label}', not '{_show(code + ' ' + title)}'"))
        else:
            image = next(p.image for p in card.printings if p.image.lower() == image.lower())
        return count, card, image, problems
    card = catalog.find(code, title)
    if card is None:
        problems.append(DeckProblem(source, number, f"no card '{code} {title}' in the catalog (check the code and the full title)"))
    return count, card, None, problems


def _check_reference(value: str, catalog: Catalog, source: str, number: int, key: str) -> list[DeckProblem]:
    """A ``Headquarters:``/``Reference:`` value naming an image id must name a known printing."""
    image = _split_printing(value)[1]
    if image and catalog.reference(image) is None and catalog.printing(image) is None:
        return [DeckProblem(source, number, f"'{key.title()}:' names [{_show(image)}], which is no printing in the catalog")]
    return []


def _split_header(line: str) -> tuple[str, str] | None:
    """``Key: value`` as (lower-case key, stripped value) for a known key, else None."""
    key, colon, value = line.partition(":")
    key = key.strip()
    if not colon or not key or not key[0].isalpha() or not set(key) <= _HEADER_KEY_CHARS:
        return None
    key = " ".join(key.lower().split())
    return (key, value.strip()) if key in _HEADERS else None


def _show(line: str) -> str:
    return line if len(line) <= 80 else line[:77] + "..."


def parse_deck(text: str, catalog: Catalog, source: str = "deck") -> Deck:
    """Parse deck text; raise ``DeckError`` listing the bad lines (at most ``MAX_PROBLEMS``)."""
    deck = Deck(name="", empire="", entries=[], source=source)
    problems: list[DeckProblem] = []
    section = Section.MAIN
    seen_cards = False
    cards = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        if len(raw) > MAX_LINE_CHARS:
            problems.append(DeckProblem(source, number, f"the line is {len(raw):,} characters long; a deck line has at most {MAX_LINE_CHARS}"))
            continue
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
        card_parts = _split_card_line(line)
        if card_parts is not None:
            count, card, image, line_problems = _parse_card_line(card_parts, catalog, source, number)
            problems += line_problems
            if card is not None and not line_problems:
                deck.layout.append(("entry", len(deck.entries)))
                deck.entries.append(DeckEntry(count, card, section, number, image))
            seen_cards = True
            cards += count if 1 <= count <= MAX_COUNT else 0
            if cards > MAX_DECK_CARDS:  # stop here: the rest of the file is not read
                message = f"the deck passes {MAX_DECK_CARDS:,} cards at this line; GE Desktop plays decks of at most {MAX_DECK_CARDS:,} (STOCKING THE DECK)"
                raise DeckError([*problems, DeckProblem(source, number, message)])
            continue
        header = _split_header(line)
        if header is not None:
            problems += _apply_header(deck, header[0], header[1], source, number, seen_cards)
            if header[0] in ("headquarters", "reference"):
                problems += _check_reference(header[1], catalog, source, number, header[0])
            continue
        expected = "expected 'COUNT CODE TITLE' such as '3 S5 Light Cruiser', a 'Key: value' header, 'Reserve:' or a '#' comment"
        problems.append(DeckProblem(source, number, f"cannot read '{_show(line)}': {expected}"))
    if not deck.empire and deck.game is DeckGame.STANDARD and not problems:
        problems.append(DeckProblem(source, 1, "the deck does not announce its main empire: add a line 'Empire: NAME' (v2.1 Announce Deck Empire)"))
    if problems:
        raise DeckError(problems)
    return deck


def _apply_header(deck: Deck, key: str, value: str, source: str, number: int, seen_cards: bool) -> list[DeckProblem]:
    if seen_cards:
        return [DeckProblem(source, number, f"the '{key.title()}:' header must come before the first card line")]
    if key == "format":
        if not value or not set(value) <= _DIGITS or len(value) > 4:
            return [DeckProblem(source, number, f"'Format:' takes a whole number such as {DECK_FORMAT_VERSION}, not '{_show(value)}'")]
        if int(value) > DECK_FORMAT_VERSION:
            return [DeckProblem(source, number, f"deck format {value} is newer than this app reads ({DECK_FORMAT_VERSION})")]
        deck.format_version = int(value)
    elif key == "name":
        if len(value) > MAX_NAME_CHARS:
            return [DeckProblem(source, number, f"the name is {len(value)} characters long; at most {MAX_NAME_CHARS}")]
        deck.name = value
    elif key == "empire":
        if not value:
            return [DeckProblem(source, number, "'Empire:' needs the name of the deck's main empire")]
        if len(value) > MAX_NAME_CHARS:
            return [DeckProblem(source, number, f"the empire is {len(value)} characters long; at most {MAX_NAME_CHARS}")]
        deck.empire = value
    elif key == "game":
        try:
            deck.game = DeckGame(value.lower())
        except ValueError:
            return [DeckProblem(source, number, f"'Game:' is 'standard' or 'basic' (a 1994 Basic Game shared deck), not '{_show(value)}'")]
    elif key in ("headquarters", "reference"):
        if len(value) > MAX_NAME_CHARS:
            return [DeckProblem(source, number, f"the '{key.title()}:' value is {len(value)} characters long; at most {MAX_NAME_CHARS}")]
        setattr(deck, key, value)
    deck.layout.append(("header", key))
    return []


def load_deck(path: Path | str, catalog: Catalog) -> Deck:
    """Read and parse a deck file; ``DeckError`` names the file and line of each problem."""
    path = Path(path)
    try:
        text = read_text(path, MAX_DECK_BYTES)
    except InputProblem as exc:
        message = f"column {exc.column}: {exc.message}" if exc.column else exc.message
        raise DeckError([DeckProblem(str(path), exc.line, message)]) from None
    deck = parse_deck(text, catalog, str(path))
    if not deck.name:
        deck.name = clean_name(path.stem)
    return deck


# --- writing ----------------------------------------------------------------------------


def _entry_line(entry: DeckEntry) -> str:
    # A printed card is written with its printing (the line's own, else its first), so it
    # reads back as that printing even where a rulebook example's version shares its title.
    image = entry.printing or (entry.card.printings[0].image if entry.card.printings else None)
    printing = f" [{image}]" if image else ""
    return f"{entry.count} {entry.card.code} {entry.card.title}{printing}"


def _header_line(deck: Deck, key: str) -> str:
    value = {
        "format": str(deck.format_version),
        "name": clean_name(deck.name),
        "empire": clean_name(deck.empire),
        "game": deck.game.value.title(),
        "headquarters": clean_name(deck.headquarters),
        "reference": clean_name(deck.reference),
    }[key]
    return f"{key.title()}: {value}"


def write_deck(deck: Deck) -> str:
    """Deck text: the original layout where there is one, else the canonical form.

    The name and empire are written cleaned (``clean_name``), so the text always reads
    back, except for a Standard Game deck without an empire: the reader then asks for one
    (``'Empire:' needs the name``). Drafts are saved that way on purpose (the deck builder
    exports and saves work in progress); reading such a file back is the open question
    noted in ``docs/formats.md``.
    """
    if not deck.layout:
        return _canonical_text(deck)
    lines = []
    for kind, value in deck.layout:
        if kind == "raw":
            lines.append(str(value))
        elif kind == "header":
            lines.append(_header_line(deck, str(value)))
        elif kind == "reserve":
            lines.append("Reserve:")
        else:
            assert isinstance(value, int)  # ('entry', index into entries)
            lines.append(_entry_line(deck.entries[value]))
    return "\n".join(lines) + "\n"


def _canonical_text(deck: Deck) -> str:
    lines = [_header_line(deck, "format"), _header_line(deck, "name")]
    if deck.game is DeckGame.BASIC:
        lines.append(_header_line(deck, "game"))
    if deck.empire or deck.game is DeckGame.STANDARD:
        lines.append(_header_line(deck, "empire"))
    lines += [_header_line(deck, key) for key in ("headquarters", "reference") if getattr(deck, key)]
    lines.append("")
    lines += [_entry_line(e) for e in deck.entries if e.section is Section.MAIN]
    reserve = [_entry_line(e) for e in deck.entries if e.section is Section.RESERVE]
    if reserve:
        lines += ["", "Reserve:", *reserve]
    return "\n".join(lines) + "\n"


def save_deck(deck: Deck, path: Path | str) -> None:
    """Write a deck file safely: a temporary file renamed over the target, synced to disk.

    ``SaveError`` (an ``OSError`` naming the file and the reason) if it cannot be written,
    with no ``.tmp`` left behind. A Standard Game deck without an empire is still saved
    (a draft in the deck builder) although the reader then asks for one: see ``write_deck``.
    """
    write_atomically(Path(path), write_deck(deck), durable=True)


def read_deck_name(path: Path | str) -> str:
    """The ``Name:`` header of a deck file without reading its cards (a list of decks shows
    names, not file names); the file name's stem when the file has none or cannot be read."""
    path = Path(path)
    try:
        with path.open(encoding="utf-8") as handle:
            for _, raw in zip(range(200), handle, strict=False):
                line = raw.strip()
                key, colon, value = line.partition(":")
                if colon and key.strip().lower() == "name" and value.strip() and not line.startswith("#"):
                    return clean_one_line(value.strip())[:120] or path.stem
                if line and line[0].isdigit():
                    break  # the first card line: headers are over
    except (OSError, UnicodeDecodeError):
        pass
    return path.stem


DEFAULT_DECKS = ("basic-set-a-argonian.deck", "basic-set-a-krebiz.deck")  # the default game: A Argonian vs A Krebiz
DEFAULT_BASIC_DECK = "basic-set-a.deck"  # the default Basic Game: the Basic Set A shared deck


def shipped_deck_paths() -> list[Path]:
    """Every shipped deck: the ten 1994 Basic Set decks (``basic-set-*``) first, as printed
    decks are what players own, then the constructed decks that show an empire's systems
    (``*-constructed``, not printed); file-name order within each."""
    from ge_desktop import paths

    return sorted(paths.decks_dir().glob("*.deck"), key=lambda p: (not p.name.startswith("basic-set-"), p.name))


def starter_deck_paths() -> list[Path]:
    """The decks a new Standard Game starts with: Basic Set A, Argonian and Krebiz."""
    from ge_desktop import paths

    return [paths.decks_dir() / name for name in DEFAULT_DECKS]


def basic_deck_path() -> Path:
    """The shared deck a new Basic Game starts with: Basic Set A."""
    from ge_desktop import paths

    return paths.decks_dir() / DEFAULT_BASIC_DECK


def shipped_deck(name: str) -> Path | None:
    """A shipped deck by a short name: ``basic-set-a-argonian``, ``a-argonian``, ``argonian``
    (an empire's Basic Set deck), ``a`` (a Basic Set's shared deck) or ``leopan`` (a
    constructed deck, ``leopan-constructed``); None if none or several."""
    from ge_desktop import paths

    key = name.strip().lower().removesuffix(".deck")
    folder = paths.decks_dir()
    for candidate in (f"{key}.deck", f"basic-set-{key}.deck", f"{key}-constructed.deck"):
        if (folder / candidate).is_file():
            return folder / candidate
    matches = sorted(folder.glob(f"basic-set-*-{key}.deck")) if key.replace("-", "").isalnum() else []
    return matches[0] if len(matches) == 1 else None
