"""A LackeyCCG ``.dek`` as one of our decks, and one of our decks back as a ``.dek``.

Each ``.dek`` card names a printing by image id. Importing resolves it to a catalog card
(through the printing index, else by the code and title in its display name), counts the
copies into deck lines (``Deck`` -> main, ``Reserve Fleet`` -> reserve) and keeps the
original card list in a small *origin* file beside the deck (``NAME.lackey.json``): the
``Reference`` zone (the Sector HQ and the point-symbol card, which are not deck cards),
and each card's exact image id, set and display name.

Exporting writes the origin's card list unchanged when the deck still holds the same
cards, so a deck goes back to LackeyCCG as it came, card for card; an edited deck (or one
built here) is written from its cards' printings, keeping the origin's Reference zone.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from ge_desktop.cards.catalog import Affiliation, Catalog
from ge_desktop.cards.decks import Deck, DeckEntry, DeckGame, Section
from ge_desktop.cards.model import Card
from ge_desktop.lackey.collection import PrintingIndex
from ge_desktop.lackey.dek import MAIN_ZONE, REFERENCE_ZONE, RESERVE_ZONE, Dek, DekCard
from ge_desktop.lackey.problems import LackeyProblem, line_place

ORIGIN_SUFFIX = ".lackey.json"
ORIGIN_FORMAT_VERSION = 1
_ZONE_SECTIONS = {MAIN_ZONE: Section.MAIN, RESERVE_ZONE: Section.RESERVE}
_DISPLAY = re.compile(r"^(\S+)\s+(.+?)(?:\s+\[[^\]]*\])?\s+\(([^)]*)\)\s*$")


class OriginCard(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    zone: str
    id: str
    name: str
    set: str
    card: str | None = None  # the catalog card it was resolved to


class DeckOrigin(BaseModel):
    """The ``.dek`` a deck came from, card for card."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format_version: int = ORIGIN_FORMAT_VERSION
    source: str
    version: str = "0.8"
    game: str = "galacticempires"
    zones: list[str] = []
    cards: list[OriginCard] = []


def origin_path(deck_path: Path) -> Path:
    return deck_path.with_suffix(ORIGIN_SUFFIX)


def load_origin(deck_path: Path) -> DeckOrigin | None:
    """The origin file beside a deck, or None if there is none or it cannot be read."""
    path = origin_path(deck_path)
    try:
        if not path.is_file() or path.stat().st_size > 4 * 1024 * 1024:
            return None
        return DeckOrigin.model_validate_json(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, ValidationError):
        return None


def origin_text(origin: DeckOrigin) -> str:
    return json.dumps(origin.model_dump(mode="json"), indent=1, ensure_ascii=False) + "\n"


@dataclass
class ConvertedDeck:
    """A ``.dek`` as our deck: the deck, its origin, and the cards that could not be resolved."""

    deck: Deck
    origin: DeckOrigin
    unknown: list[DekCard] = field(default_factory=list)
    problems: list[LackeyProblem] = field(default_factory=list)


def resolve_dek_card(card: DekCard, index: PrintingIndex, catalog: Catalog) -> Card | None:
    """The catalog card a ``.dek`` card names: by image id, else by its display name's code and title."""
    entry = index.by_image.get(card.id)
    if entry is not None and entry.card is not None:
        return catalog.get(entry.card)
    match = _DISPLAY.match(card.name)
    if match:
        code, title, _set = match.groups()
        return catalog.find(code, title)
    return None


def _main_empire(cards: list[Card], catalog: Catalog) -> str:
    empires = (catalog.empire(c.empire) for c in cards)
    counts = Counter(empire.name for empire in empires if empire is not None)
    return counts.most_common(1)[0][0] if counts else "Generic"


def _reference_text(dek_card: DekCard, catalog: Catalog) -> str:
    """A ``Headquarters:``/``Reference:`` header value: the name, and the image id if the catalog knows it."""
    reference = catalog.reference(dek_card.id)
    if reference is not None:
        return f"{reference.name} [{dek_card.id}]"
    match = _DISPLAY.match(dek_card.name)
    return match.group(2) if match else dek_card.name


def _is_shared_basic_deck(cards: list[Card], catalog: Catalog) -> bool:
    """Cards of two major empires in like numbers: the 1994 Basic Game's shared deck (its
    smallest major has 5 of the largest's 8). A deck of one major with a stray card of
    another (Ltd_Scorpead's one Corporate Patrol Ship among 20 Scorpead cards) is that
    major's deck: each other major needs at least a quarter of the largest's cards."""
    majors = Counter(e.name for c in cards if catalog.affiliation(c) is Affiliation.MAJOR and (e := catalog.empire(c.empire)) is not None)
    if len(majors) < 2:
        return False
    counts = sorted(majors.values(), reverse=True)
    return counts[1] >= 2 and 4 * counts[1] >= counts[0]


def _own_headquarters(headquarters: list[DekCard], empire: str) -> DekCard:
    """The Sector HQ the deck plays with: the one naming the deck's empire (Ltd_Scorpead's
    Reference zone holds the Mechad, P.O.T., Scorpead and Tufor Sector HQs), else the first."""
    words = empire.split()[:1]
    return next((hq for hq in headquarters if words and words[0].lower() in hq.name.lower()), headquarters[0])


def dek_to_deck(dek: Dek, name: str, source: Path, index: PrintingIndex, catalog: Catalog) -> ConvertedDeck:
    """Our deck for ``dek``: every card resolved (its line naming the printing) or listed as
    unknown; the Reference zone as the deck's ``Headquarters:``/``Reference:`` headers."""
    counts: dict[tuple[Section, str, str | None], int] = {}
    unknown: list[DekCard] = []
    problems: list[LackeyProblem] = []
    origin_cards: list[OriginCard] = []
    resolved: list[Card] = []
    references: list[DekCard] = []
    for dek_card in dek.cards:
        where = line_place(dek_card.line, dek_card.column)
        if dek_card.zone == REFERENCE_ZONE or catalog.reference(dek_card.id) is not None:  # the Beta Starter keeps its point card in Deck
            origin_cards.append(OriginCard(zone=dek_card.zone, id=dek_card.id, name=dek_card.name, set=dek_card.set))
            references.append(dek_card)
            if index.by_image.get(dek_card.id) is None and catalog.reference(dek_card.id) is None:
                unknown.append(dek_card)
                problems.append(LackeyProblem(str(source), where, f"unknown reference card '{dek_card.id}' ({dek_card.name}); kept for export"))
            continue
        card = resolve_dek_card(dek_card, index, catalog)
        origin_cards.append(OriginCard(zone=dek_card.zone, id=dek_card.id, name=dek_card.name, set=dek_card.set, card=card.id if card else None))
        section = _ZONE_SECTIONS.get(dek_card.zone)
        if section is None:
            message = f"the zone '{dek_card.zone}' is not Deck, Reserve Fleet or Reference; the card is kept for export only"
            problems.append(LackeyProblem(str(source), where, message))
            continue
        if card is None:
            unknown.append(dek_card)
            message = f"unknown card '{dek_card.id}' ({dek_card.name}): no printing or card of that name in the catalog"
            problems.append(LackeyProblem(str(source), where, message))
            continue
        printing = dek_card.id if catalog.printing(dek_card.id) is card else None  # the line names its printing
        key = (section, card.id, printing)
        counts[key] = counts.get(key, 0) + 1
        resolved.append(card)
    entries = [DeckEntry(count, catalog[card_id], section, printing=printing) for (section, card_id, printing), count in counts.items()]
    basic = _is_shared_basic_deck(resolved, catalog)
    deck = Deck(name=name, empire="" if basic else _main_empire(resolved, catalog), entries=entries, game=DeckGame.BASIC if basic else DeckGame.STANDARD)
    headquarters = [r for r in references if r.name.upper().startswith("HQ") or "HQ" in r.id.split("_")[0].upper()]
    others = [r for r in references if r not in headquarters]
    if headquarters:
        deck.headquarters = _reference_text(_own_headquarters(headquarters, deck.empire), catalog)
    if others:
        deck.reference = _reference_text(others[0], catalog)
    origin = DeckOrigin(source=str(source), version=dek.version, game=dek.game, zones=list(dek.zones), cards=origin_cards)
    return ConvertedDeck(deck, origin, unknown, problems)


def _deck_counts(deck: Deck) -> Counter[tuple[str, str]]:
    counts: Counter[tuple[str, str]] = Counter()
    for entry in deck.entries:
        counts[(entry.section.value, entry.card.id)] += entry.count
    return counts


def _origin_counts(origin: DeckOrigin) -> Counter[tuple[str, str]]:
    return Counter((_ZONE_SECTIONS[c.zone].value, c.card) for c in origin.cards if c.zone in _ZONE_SECTIONS and c.card is not None)


def deck_to_dek(deck: Deck, origin: DeckOrigin | None, index: PrintingIndex) -> tuple[Dek, list[str]]:
    """The ``.dek`` of ``deck`` and the problems (cards with no LackeyCCG printing)."""
    if origin is not None and _origin_counts(origin) == _deck_counts(deck):
        kept = [DekCard(c.zone, c.id, c.name, c.set) for c in origin.cards]
        return Dek(cards=kept, version=origin.version, game=origin.game, zones=list(origin.zones)), []
    problems: list[str] = []
    preferred: dict[str, list[OriginCard]] = {}
    for card in origin.cards if origin else []:
        if card.card is not None:
            preferred.setdefault(card.card, []).append(card)
    cards: list[DekCard] = []
    for entry in deck.entries:
        zone = MAIN_ZONE if entry.section is Section.MAIN else RESERVE_ZONE
        for copy in range(entry.count):
            if entry.printing:
                known = index.by_image.get(entry.printing)
                printing_set = known.set if known else next((p.set for p in entry.card.printings if p.image == entry.printing), entry.card.set_code)
                name = known.name if known and known.name else f"{entry.card.code} {entry.card.title} ({printing_set})"
                cards.append(DekCard(zone, entry.printing, name, printing_set))
            else:
                cards.append(_printing_card(entry.card, zone, copy, preferred, index, problems))
    if origin is not None:
        cards += [DekCard(c.zone, c.id, c.name, c.set) for c in origin.cards if c.zone not in _ZONE_SECTIONS]
    else:
        cards += _header_references(deck, index)
    zones = list(origin.zones) if origin else list(dict.fromkeys([MAIN_ZONE, *(c.zone for c in cards)]))
    return Dek(cards=cards, zones=zones), problems


def _header_references(deck: Deck, index: PrintingIndex) -> list[DekCard]:
    """The Reference zone from a deck's ``Headquarters:``/``Reference:`` headers (those naming an image id)."""
    cards = []
    for value in (deck.headquarters, deck.reference):
        match = re.search(r"\[([^\[\]]+)\]\s*$", value or "")
        if match:
            image = match.group(1).strip()
            known = index.by_image.get(image)
            name = known.name if known and known.name else value[: match.start()].strip()
            cards.append(DekCard(REFERENCE_ZONE, image, name, known.set if known else ""))
    return cards


def _printing_card(card: Card, zone: str, copy: int, preferred: dict[str, list[OriginCard]], index: PrintingIndex, problems: list[str]) -> DekCard:
    before = preferred.get(card.id)
    if before:
        chosen = before[copy % len(before)]
        return DekCard(zone, chosen.id, chosen.name, chosen.set)
    known = index.by_card.get(card.id)
    if known:
        entry = known[0]
        return DekCard(zone, entry.image, entry.name or f"{card.code} {card.title} ({entry.set})", entry.set)
    if card.printings:
        printing = card.printings[0]
        return DekCard(zone, printing.image, f"{card.code} {card.title} ({printing.set})", printing.set)
    if copy == 0:
        problems.append(f"{card.label} has no LackeyCCG printing; written with its GE Desktop id '{card.id}'")
    return DekCard(zone, card.id, f"{card.code} {card.title} ({card.set_code})", card.set_code)
