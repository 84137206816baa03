"""LackeyCCG deck files (``.dek``): XML read safely and written in LackeyCCG's own layout.

A ``.dek`` file looks like this::

    <deck version="0.8">
        <meta>
            <game>galacticempires</game>
        </meta>
        <superzone name="Deck">
            <card><name id="B1_-_Planetary_Shield_PE">B1 Planetary Shield (PE)</name><set>PE</set></card>
        </superzone>
        <superzone name="Reference">
            <card><name id="HQ25_-_Sector_HQ_Pro8">HQ25 Sector HQ (Pro)</name><set>Pro8</set></card>
        </superzone>
    </deck>

The Galactic Empires plugin uses the zones ``Deck``, ``Reserve Fleet`` and ``Reference``.
Reading goes through defusedxml (no DTD, entity or external reference is accepted) after
a size check; every problem names the file and the line and column.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from xml.etree.ElementTree import Element, ParseError

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring

from ge_desktop.lackey.problems import LackeyFileError, LackeyProblem, line_place

MAX_DEK_BYTES = 2 * 1024 * 1024
MAX_DEK_CARDS = 5_000
MAX_PROBLEMS_PER_FILE = 100  # then one line counting the rest
MAIN_ZONE = "Deck"
RESERVE_ZONE = "Reserve Fleet"
REFERENCE_ZONE = "Reference"
DEFAULT_GAME = "galacticempires"
_CARD_TAG = re.compile(r"<card[\s>/]")


@dataclass(frozen=True)
class DekCard:
    """One physical card of a ``.dek``: its zone, image id, display name and set."""

    zone: str
    id: str
    name: str
    set: str
    line: int = 0
    column: int = 0


@dataclass
class Dek:
    """A LackeyCCG deck: its cards in file order (zones in first-seen order)."""

    cards: list[DekCard] = field(default_factory=list)
    version: str = "0.8"
    game: str = DEFAULT_GAME
    zones: list[str] = field(default_factory=list)  # every superzone, even an empty one

    def zone_cards(self, zone: str) -> list[DekCard]:
        return [c for c in self.cards if c.zone == zone]

    def same_cards(self, other: Dek) -> bool:
        """Zones, ids, sets and names equal card for card (line numbers aside)."""
        def key(d: Dek) -> list[tuple[str, str, str, str]]:
            return [(c.zone, c.id, c.set, c.name) for c in d.cards]
        return key(self) == key(other)


def _iter_positions(text: str) -> Iterator[tuple[int, int]]:
    """(line, column) of each ``<card`` tag, in document order, in one pass over the text
    (each tag's line is counted on from the previous tag's, never from the start)."""
    line, line_start, scanned = 1, 0, 0
    for match in _CARD_TAG.finditer(text):
        start = match.start()
        newlines = text.count("\n", scanned, start)
        if newlines:
            line += newlines
            line_start = text.rfind("\n", scanned, start) + 1
        scanned = start
        yield line, start - line_start + 1


def _positions(text: str) -> list[tuple[int, int]]:
    """Every ``<card`` tag's (line, column); ``LackeyFileError`` past ``MAX_DEK_CARDS`` tags,
    found before any more work (the rest of the file is only counted)."""
    positions = list(islice(_iter_positions(text), MAX_DEK_CARDS + 1))
    if len(positions) > MAX_DEK_CARDS:
        raise _TooManyCards(len(_CARD_TAG.findall(text)), positions[MAX_DEK_CARDS])
    return positions


class _TooManyCards(Exception):
    def __init__(self, count: int, at: tuple[int, int]) -> None:
        self.count = count
        self.at = at


def cap_problems(problems: list[LackeyProblem], display: str) -> list[LackeyProblem]:
    """The first ``MAX_PROBLEMS_PER_FILE`` problems, then one line counting the rest."""
    if len(problems) <= MAX_PROBLEMS_PER_FILE:
        return problems
    more = len(problems) - MAX_PROBLEMS_PER_FILE
    return problems[:MAX_PROBLEMS_PER_FILE] + [LackeyProblem(display, "", f"and {more:,} more problem(s) in this file")]


def _text(element: Element | None) -> str:
    return (element.text or "").strip() if element is not None else ""


def parse_dek(text: str, display: str) -> Dek:
    """Parse ``.dek`` text; ``LackeyFileError`` listing the problems (the first hundred, then a
    count; nothing partial). The ``<card`` tags are counted before the XML is parsed, so a
    file of too many cards is refused before any work on them."""
    try:
        positions = _positions(text)
    except _TooManyCards as exc:
        raise LackeyFileError([LackeyProblem(display, line_place(*exc.at), f"{exc.count:,} cards, more than {MAX_DEK_CARDS:,}: not a deck")]) from None
    try:
        root = fromstring(text)
    except ParseError as exc:
        line, column = getattr(exc, "position", (0, 0))
        raise LackeyFileError([LackeyProblem(display, line_place(line, column + 1), f"not well-formed XML: {str(exc).split(':')[0]}")]) from None
    except DefusedXmlException as exc:
        at = max(0, min((i for i in (text.find("<!DOCTYPE"), text.find("<!ENTITY")) if i >= 0), default=0))
        line, column = text.count("\n", 0, at) + 1, at - (text.rfind("\n", 0, at) + 1) + 1
        message = f"refused: the XML declares entities or a DTD ({type(exc).__name__})"
        raise LackeyFileError([LackeyProblem(display, line_place(line, column), message)]) from None
    except (ValueError, RecursionError) as exc:
        raise LackeyFileError([LackeyProblem(display, line_place(1, 1), f"not a deck file: {exc}")]) from None
    if root.tag != "deck":
        raise LackeyFileError([LackeyProblem(display, line_place(1, 1), f"the root element is <{root.tag[:40]}>, not <deck>: not a LackeyCCG deck")])
    dek = Dek(version=root.get("version", "0.8"), game=_text(root.find("meta/game")) or DEFAULT_GAME)
    problems: list[LackeyProblem] = []
    index = 0
    for zone in root.iter("superzone"):
        zone_name = (zone.get("name") or "").strip()
        cards = zone.findall("card")
        if not zone_name:
            problems.append(LackeyProblem(display, line_place(*positions[index]) if index < len(positions) else "", "a superzone without a name"))
        if zone_name not in dek.zones:
            dek.zones.append(zone_name)
        for card in cards:
            line, column = positions[index] if index < len(positions) else (0, 0)
            index += 1
            if len(dek.cards) >= MAX_DEK_CARDS:
                raise LackeyFileError([LackeyProblem(display, line_place(line, column), f"more than {MAX_DEK_CARDS} cards: not a deck")])
            name_element = card.find("name")
            card_id = (name_element.get("id") or "").strip() if name_element is not None else ""
            if not card_id:
                problems.append(LackeyProblem(display, line_place(line, column), "a <card> without <name id=\"IMAGEFILE\">"))
                continue
            dek.cards.append(DekCard(zone_name, card_id, _text(name_element), _text(card.find("set")), line, column))
    if problems:
        raise LackeyFileError(cap_problems(problems, display))
    return dek


def read_dek(path: Path) -> Dek:
    """Read a ``.dek`` file; ``LackeyFileError`` naming the file and the place of each problem."""
    display = str(path)
    try:
        size = path.stat().st_size
        if size > MAX_DEK_BYTES:
            raise LackeyFileError([LackeyProblem(display, "", f"the file is {size:,} bytes; a deck is at most {MAX_DEK_BYTES:,}")])
        data = path.read_bytes()
    except OSError as exc:
        raise LackeyFileError([LackeyProblem(display, "", f"cannot read the file: {exc.strerror or exc}")]) from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise LackeyFileError([LackeyProblem(display, line_place(line, column), "not UTF-8 text")]) from None
    return parse_dek(text, display)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&apos;")


def write_dek(dek: Dek) -> str:
    """The ``.dek`` text in LackeyCCG's layout (tabs, one card per line, zones in order)."""
    zones = list(dek.zones)
    for card in dek.cards:
        if card.zone not in zones:
            zones.append(card.zone)
    lines = [f'<deck version="{_escape(dek.version)}">', "\t<meta>", f"\t\t<game>{_escape(dek.game)}</game>", "\t</meta>"]
    for zone in zones:
        lines.append(f'\t<superzone name="{_escape(zone)}">')
        for card in dek.zone_cards(zone):
            lines.append(f'\t\t<card><name id="{_escape(card.id)}">{_escape(card.name)}</name><set>{_escape(card.set)}</set></card>')
        lines.append("\t</superzone>")
    lines.append("</deck>")
    return "\n".join(lines) + "\n"
