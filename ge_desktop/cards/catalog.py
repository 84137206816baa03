"""Loading and validating card catalog files.

A catalog file is JSON with a ``format_version``, a set code and name, and a list of
cards (see ``docs/formats.md``). Empires live in ``resources/empires.json``. Loading
checks every card against the model and the whole catalog for duplicates, and reports
each problem as one line naming the file, the card and the field; no bad card is ever
dropped silently.

Limits for an untrusted file (``untrusted.py``): the size before reading, JSON nesting
and number size, at most ``MAX_CARDS_PER_FILE`` cards. Cards are validated strictly, as
JSON (``"shields": true`` or ``"shields": "2"`` is refused, not turned into a number).
``CatalogError`` and ``report_lines`` show at most ``MAX_PROBLEMS_SHOWN`` problems and how
many more there are (a file of 200,000 empty cards is a few lines, not a million).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ge_desktop import paths
from ge_desktop.cards.model import Card, CardType, Provenance, ReferenceCard
from ge_desktop.untrusted import InputProblem, load_json, read_text

CATALOG_FORMAT_VERSION = 1
EMPIRES_FORMAT_VERSION = 1
MAX_CATALOG_BYTES = 20 * 1024 * 1024
MAX_CARDS_PER_FILE = 20_000  # the whole game printed about 1,500 cards
MAX_JSON_DEPTH = 16
MAX_PROBLEMS_SHOWN = 50
MAX_PROBLEMS_PER_FILE = 1_000  # beyond that the rest of the file is not checked (and it says so)


class EmpireStatus(str, Enum):
    """v2.1 *Major Empires* / *Minor Empires*. Allied empires are minor with an ally."""

    MAJOR = "major"
    MINOR = "minor"


class Affiliation(str, Enum):
    """How a card stands for deck stocking."""

    MAJOR = "major"
    MINOR = "minor"
    ALLIED = "allied"
    GENERIC = "generic"


class Empire(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=60)
    status: EmpireStatus
    allied_with: str | None = None
    heavy_weapon: str | None = None
    indirigan: bool = False  # an Indirigan tribe: counts 1/2 for the minor ratio
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class CatalogProblem:
    """One thing wrong with a catalog file."""

    file: str
    card: str  # card id, '#N' for the N-th card without a usable id, or '-' for the file
    field: str  # dotted field path, or '-'
    message: str

    def __str__(self) -> str:
        return f"{self.file}: card {self.card}: field {self.field}: {self.message}"


_SAME_CARD = "exactly identical to card "


def report_lines(problems: list[CatalogProblem], limit: int = MAX_PROBLEMS_SHOWN) -> list[str]:
    """The first ``limit`` problems, one line each, then how many more there are.

    A file's cards left out because a file read before it holds the same cards (a collection
    imported before the app shipped those cards itself) are one line for the file, not one each."""
    twins: dict[str, list[CatalogProblem]] = {}
    for problem in problems:
        if problem.field == "name" and problem.message.startswith(_SAME_CARD):
            twins.setdefault(problem.file, []).append(problem)
    grouped = {file: found for file, found in twins.items() if len(found) > 1}
    in_groups = {id(p) for found in grouped.values() for p in found}
    entries: list[str] = []
    for problem in problems:
        found = grouped.get(problem.file)
        if found is None or id(problem) not in in_groups:
            entries.append(str(problem))
        elif problem is found[0]:
            first = found[0].message.removeprefix(_SAME_CARD).split(" ", 1)[0]
            entries.append(
                f"{problem.file}: {len(found):,} cards left out as the same cards (type, strength and title) as cards read before them, "
                f"which are used instead (the first: card {problem.card}, the same as {first})"
            )
    lines = entries[:limit]
    if len(entries) > limit:
        lines.append(f"... and {len(entries) - limit:,} more problem(s)")
    return lines


class CatalogError(Exception):
    """Raised when a catalog cannot be loaded cleanly; carries every problem found.

    The message lists the first ``MAX_PROBLEMS_SHOWN`` and counts the rest.
    """

    def __init__(self, problems: list[CatalogProblem]):
        self.problems = problems
        super().__init__("\n".join(report_lines(problems)))


class Catalog:
    """Every card by id, with identity lookups for decks and the empire table."""

    def __init__(
        self,
        cards: Iterable[Card],
        empires: Iterable[Empire],
        sources: dict[str, str] | None = None,
        references: Iterable[ReferenceCard] = (),
    ):
        self._cards: dict[str, Card] = {c.id: c for c in cards}
        self._references: dict[str, ReferenceCard] = {r.id: r for r in references}
        # Printing-level identity: the LackeyCCG image id of each printing names one card.
        self._by_image: dict[str, Card] = {p.image.lower(): c for c in self._cards.values() for p in c.printings}
        self._reference_by_image: dict[str, ReferenceCard] = {
            p.image.lower(): r for r in self._references.values() for p in r.printings
        }
        self._empires: dict[str, Empire] = {}
        for empire in empires:
            for key in (empire.name, *empire.aliases):
                self._empires[key.lower()] = empire
        self._by_identity: dict[tuple[str, str], Card] = {}
        for card in self._cards.values():
            for alias in card.identity_aliases:
                self._by_identity.setdefault(alias, card)
        # A line without a printing means a rulebook example's version over the printed card
        # of the same code and title: printed cards are always written with their printing.
        ordered = sorted(self._cards.values(), key=lambda c: c.provenance is not Provenance.PRINTED)
        self._by_identity.update({c.identity: c for c in ordered})
        self.sources = sources or {}  # card id -> file it came from

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards.values())

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._cards

    def __getitem__(self, card_id: str) -> Card:
        return self._cards[card_id]

    def get(self, card_id: str) -> Card | None:
        return self._cards.get(card_id)

    @property
    def empires(self) -> list[Empire]:
        seen: dict[str, Empire] = {e.name: e for e in self._empires.values()}
        return sorted(seen.values(), key=lambda e: e.name)

    def empire(self, name: str | None) -> Empire | None:
        return self._empires.get(name.lower()) if name else None

    def find(self, code: str, title: str) -> Card | None:
        """The card with this printed code (``R/`` optional) and full title, any case."""
        bare = code[2:] if code.upper().startswith("R/") else code
        return self._by_identity.get((bare.upper(), title.strip().lower()))

    def printing(self, image: str) -> Card | None:
        """The card one of whose printings has this LackeyCCG image id (any case)."""
        return self._by_image.get(image.strip().lower())

    def reference(self, image: str) -> ReferenceCard | None:
        """The reference card (Sector HQ, point-symbol card) printed with this image id."""
        return self._reference_by_image.get(image.strip().lower())

    @property
    def references(self) -> list[ReferenceCard]:
        """The reference cards: printed beside a deck, never part of it."""
        return list(self._references.values())

    def images(self) -> set[str]:
        """Every image id the catalog knows (card and reference printings), as printed."""
        cards = {p.image for c in self._cards.values() for p in c.printings}
        return cards | {p.image for r in self._references.values() for p in r.printings}

    def affiliation(self, card: Card) -> Affiliation:
        empire = self.empire(card.empire)
        if empire is None:
            return Affiliation.GENERIC
        if empire.allied_with:
            return Affiliation.ALLIED
        return Affiliation.MAJOR if empire.status is EmpireStatus.MAJOR else Affiliation.MINOR

    def indirigan(self, card: Card) -> bool:
        """Is the card of an Indirigan tribe (v2.1 INDIRIGAN NOMAD TRIBES)?"""
        empire = self.empire(card.empire)
        return empire is not None and empire.indirigan

    def of_type(self, card_type: CardType) -> list[Card]:
        return [c for c in self._cards.values() if c.is_type(card_type)]

    def merged(self, other: Catalog) -> Catalog:
        """This catalog plus another's cards (the user's catalog beside the shipped one)."""
        empires = {e.name: e for e in self.empires} | {e.name: e for e in other.empires}
        references = {r.id: r for r in self.references} | {r.id: r for r in other.references}
        return Catalog([*self, *other], empires.values(), {**self.sources, **other.sources}, references.values())


# --- reading files ----------------------------------------------------------------------


def _read_json(path: Path, display: str) -> tuple[object | None, list[CatalogProblem]]:
    """Parse a JSON file strictly and within limits; problems instead of exceptions."""
    try:
        text = read_text(path, MAX_CATALOG_BYTES)
        return load_json(text, MAX_JSON_DEPTH), []
    except InputProblem as exc:
        message = str(exc)
        if exc.message.startswith("not valid JSON: ") and exc.line:
            message = f"invalid JSON at line {exc.line} column {exc.column}: {exc.message.removeprefix('not valid JSON: ')}"
        return None, [CatalogProblem(display, "-", "-", message)]


def _field_path(loc: tuple[object, ...]) -> str:
    parts = [str(p) for p in loc if not (isinstance(p, str) and p.startswith("function-"))]
    return ".".join(parts) or "-"


_FIELD_PREFIX = re.compile(r"^([a-z_]+): (.+)$", re.DOTALL)


def _pydantic_problems(display: str, card_name: str, error: ValidationError) -> list[CatalogProblem]:
    problems = []
    for item in error.errors():
        message = item["msg"].removeprefix("Value error, ")
        field = _field_path(item["loc"])
        prefixed = _FIELD_PREFIX.match(message)
        if prefixed:  # a whole-card check names its field as "field: message"
            field = f"{field}.{prefixed.group(1)}" if field != "-" else prefixed.group(1)
            message = prefixed.group(2)
        problems.append(CatalogProblem(display, card_name, field, message))
    return problems


def _check_version(data: dict[str, Any], display: str, expected: int) -> list[CatalogProblem]:
    version = data.get("format_version")
    if version is None:
        return [CatalogProblem(display, "-", "format_version", "missing; this file format needs a format_version")]
    if not isinstance(version, int) or isinstance(version, bool):
        return [CatalogProblem(display, "-", "format_version", "must be a whole number")]
    if version > expected:
        return [CatalogProblem(display, "-", "format_version", f"version {version} is newer than this app reads ({expected})")]
    if version < 1:
        return [CatalogProblem(display, "-", "format_version", f"version {version} does not exist")]
    return []


def read_empires(path: Path) -> tuple[list[Empire], list[CatalogProblem]]:
    """Read the empire table."""
    display = str(path)
    data, problems = _read_json(path, display)
    if problems:
        return [], problems
    if not isinstance(data, dict) or not isinstance(data.get("empires"), list):
        return [], [CatalogProblem(display, "-", "empires", "expected an object with a list 'empires'")]
    problems = _check_version(data, display, EMPIRES_FORMAT_VERSION)
    empires = []
    for index, raw in enumerate(data["empires"]):
        name = raw.get("name", f"#{index + 1}") if isinstance(raw, dict) else f"#{index + 1}"
        try:
            empires.append(Empire.model_validate_json(json.dumps(raw), strict=True))  # strict, as cards
        except ValidationError as exc:
            problems += _pydantic_problems(display, f"'{name}'", exc)
    return empires, problems


def read_catalog_file(path: Path, display: str | None = None) -> tuple[list[Card], list[CatalogProblem]]:
    """Read one catalog file: the valid cards and a problem for each invalid one."""
    cards, _references, problems = read_catalog_file_with_references(path, display)
    return cards, problems


def _read_references(raw_list: object, display: str) -> tuple[list[ReferenceCard], list[CatalogProblem]]:
    if raw_list is None:
        return [], []
    if not isinstance(raw_list, list):
        return [], [CatalogProblem(display, "-", "references", "expected a list of reference cards")]
    references, problems = [], []
    for index, raw in enumerate(raw_list):
        if not isinstance(raw, dict):
            problems.append(CatalogProblem(display, f"reference #{index + 1}", "-", "a reference card must be a JSON object"))
            continue
        raw_id = raw.get("id")
        name = f"'{raw_id}'" if isinstance(raw_id, str) and raw_id else f"reference #{index + 1}"
        try:
            references.append(ReferenceCard.model_validate_json(json.dumps(raw), strict=True))
        except ValidationError as exc:
            problems += _pydantic_problems(display, name, exc)
    return references, problems


_ReadResult = tuple[list[Card], list[ReferenceCard], list[CatalogProblem]]
_READ_CACHE: dict[tuple[str, str, int, int, int], _ReadResult] = {}
_READ_CACHE_SIZE = 64


def read_catalog_file_with_references(path: Path, display: str | None = None) -> _ReadResult:
    """Read one catalog file: valid cards, valid reference cards and every problem.

    Results are kept per file identity (path, size, modification time, inode), so reading
    the unchanged shipped files again (every ``deck check``, every catalog reload) costs a
    ``stat``; cards are frozen, so sharing them is safe.
    """
    display = display or str(path)
    try:
        stat = path.stat()
        key: tuple[str, str, int, int, int] | None = (str(path), display, stat.st_size, stat.st_mtime_ns, stat.st_ino)
    except (OSError, ValueError):
        key = None
    if key is not None and key in _READ_CACHE:
        cards, references, problems = _READ_CACHE[key]
        return list(cards), list(references), list(problems)
    cards, references, problems = _read_catalog_file(path, display)
    if key is not None:
        if len(_READ_CACHE) >= _READ_CACHE_SIZE:
            _READ_CACHE.pop(next(iter(_READ_CACHE)))
        _READ_CACHE[key] = (list(cards), list(references), list(problems))
    return cards, references, problems


def _read_catalog_file(path: Path, display: str) -> _ReadResult:
    data, problems = _read_json(path, display)
    if problems:
        return [], [], problems
    if not isinstance(data, dict):
        return [], [], [CatalogProblem(display, "-", "-", "expected a JSON object with 'format_version' and 'cards'")]
    problems = _check_version(data, display, CATALOG_FORMAT_VERSION)
    unknown = sorted(set(data) - {"format_version", "set", "name", "description", "cards", "references"})
    problems += [CatalogProblem(display, "-", key, "unknown top-level key") for key in unknown]
    raw_cards = data.get("cards")
    if not isinstance(raw_cards, list):
        return [], [], problems + [CatalogProblem(display, "-", "cards", "expected a list of cards")]
    if len(raw_cards) > MAX_CARDS_PER_FILE:
        return [], [], problems + [CatalogProblem(display, "-", "cards", f"{len(raw_cards):,} cards; a catalog file holds at most {MAX_CARDS_PER_FILE:,}")]
    references, reference_problems = _read_references(data.get("references"), display)
    problems += reference_problems
    cards = []
    for index, raw in enumerate(raw_cards):
        if len(problems) >= MAX_PROBLEMS_PER_FILE:
            rest = len(raw_cards) - index
            problems.append(CatalogProblem(display, "-", "cards", f"stopped after {len(problems):,} problems; the last {rest:,} card(s) were not checked"))
            break
        card, card_problems = _read_card(raw, index, display)
        if card is not None:
            cards.append(card)
        problems += card_problems
    return cards, references, problems


def _versions(card: Card, other: Provenance) -> bool:
    """Two exactly identical cards may both stand when one is a printing typed from its image
    and the other the version a rulebook example states (v2.1: different versions of one card)."""
    return {card.provenance, other} == {Provenance.PRINTED, Provenance.RULEBOOK}


def _read_card(raw: object, index: int, display: str) -> tuple[Card | None, list[CatalogProblem]]:
    """One card of a file, validated strictly as JSON (no bool or string passes as a number)."""
    if not isinstance(raw, dict):
        return None, [CatalogProblem(display, f"#{index + 1}", "-", "a card must be a JSON object")]
    raw_id = raw.get("id")
    card_name = f"'{raw_id[:60]}'" if isinstance(raw_id, str) and raw_id else f"#{index + 1}"
    try:
        return Card.model_validate_json(json.dumps(raw), strict=True), []
    except ValidationError as exc:
        return None, _pydantic_problems(display, card_name, exc)


def _cross_check(
    cards: list[tuple[Card, str]], empires: dict[str, Empire]
) -> tuple[list[Card], list[CatalogProblem]]:
    """Catalog-wide checks: duplicate ids and identities, unknown empires."""
    problems: list[CatalogProblem] = []
    by_id: dict[str, str] = {}
    by_identity: dict[tuple[str, str], str] = {}
    by_image: dict[str, str] = {}
    by_provenance: dict[str, Provenance] = {}
    kept = []
    for card, display in cards:
        ok = True
        images = [p.image.lower() for p in card.printings]
        if card.id in by_id:
            problems.append(CatalogProblem(display, f"'{card.id}'", "id", f"duplicate id; first defined in {by_id[card.id]}"))
            ok = False
        elif any(key in by_identity and not _versions(card, by_provenance[by_identity[key]]) for key in (card.identity, *card.identity_aliases)):
            twin = next(by_identity[k] for k in (card.identity, *card.identity_aliases) if k in by_identity)
            problems.append(
                CatalogProblem(display, f"'{card.id}'", "name", f"exactly identical to card '{twin}' (same type, strength and title)")
            )
            ok = False
        elif any(image in by_image for image in images):
            image = next(p.image for p in card.printings if p.image.lower() in by_image)
            problems.append(
                CatalogProblem(display, f"'{card.id}'", "printings", f"image id '{image}' already names a printing of card '{by_image[image.lower()]}'")
            )
            ok = False
        if card.empire and card.empire.lower() not in empires:
            problems.append(CatalogProblem(display, f"'{card.id}'", "empire", f"unknown empire '{card.empire}' (see resources/empires.json)"))
            ok = False
        if ok:
            by_id[card.id] = display
            for key in (card.identity, *card.identity_aliases):
                by_identity[key] = card.id
            for image in images:
                by_image[image] = card.id
            by_provenance[card.id] = card.provenance
            kept.append(card)
    return kept, problems


def _cross_check_references(
    references: list[tuple[ReferenceCard, str]], card_ids: set[str], card_images: set[str]
) -> tuple[list[ReferenceCard], list[CatalogProblem]]:
    """Reference cards: ids and image ids unique, also against the cards."""
    problems: list[CatalogProblem] = []
    seen_ids: set[str] = set(card_ids)
    seen_images: set[str] = set(card_images)
    kept = []
    for reference, display in references:
        images = {p.image.lower() for p in reference.printings}
        if reference.id in seen_ids:
            problems.append(CatalogProblem(display, f"'{reference.id}'", "id", "duplicate id (a card or reference card has it already)"))
        elif images & seen_images:
            twice = sorted(images & seen_images)[0]
            problems.append(CatalogProblem(display, f"'{reference.id}'", "printings", f"image id '{twice}' is given twice in the catalog"))
        else:
            seen_ids.add(reference.id)
            seen_images |= images
            kept.append(reference)
    return kept, problems


def catalog_files(folder: Path | None = None) -> list[Path]:
    """The shipped catalog files, sorted."""
    return sorted((folder or paths.cards_dir()).glob("*.json"))


def load_catalog_with_problems(
    files: Iterable[Path] | None = None, empires_file: Path | None = None
) -> tuple[Catalog, list[CatalogProblem]]:
    """Load the catalog, keeping every valid card, and return the problems too."""
    empires_path = empires_file or paths.resources_dir() / "empires.json"
    empire_list, problems = read_empires(empires_path)
    empire_map = {}
    for empire in empire_list:
        for key in (empire.name, *empire.aliases):
            empire_map[key.lower()] = empire
    loaded: list[tuple[Card, str]] = []
    loaded_references: list[tuple[ReferenceCard, str]] = []
    sources: dict[str, str] = {}
    for path in files if files is not None else catalog_files():
        cards, references, file_problems = read_catalog_file_with_references(Path(path))
        problems += file_problems
        loaded += [(card, str(path)) for card in cards]
        loaded_references += [(reference, str(path)) for reference in references]
    kept, cross = _cross_check(loaded, empire_map)
    problems += cross
    images = {p.image.lower() for card in kept for p in card.printings}
    kept_references, cross = _cross_check_references(loaded_references, {c.id for c in kept}, images)
    problems += cross
    for card, display in loaded:
        sources.setdefault(card.id, display)
    return Catalog(kept, empire_list, sources, kept_references), problems


def load_catalog(files: Iterable[Path] | None = None, empires_file: Path | None = None) -> Catalog:
    """Load the catalog; raise ``CatalogError`` listing every problem if there is any."""
    catalog, problems = load_catalog_with_problems(files, empires_file)
    if problems:
        raise CatalogError(problems)
    return catalog


_DEFAULT: Catalog | None = None


def default_catalog() -> Catalog:
    """The shipped catalog, loaded once per process."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_catalog()
    return _DEFAULT
