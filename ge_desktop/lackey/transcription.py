"""The printed numbers of a printing as the image-transcribed tables write them.

``tests/cards/data/community-printings.tsv`` was read by eye from the card images of the
community decks' printings (issue 38; ``docs/community-printings.md`` gives its columns and
conventions). ``packaging/generate_printed_numbers.py`` types those printings' shipped
numbers from it (the image wins over the workbook), and the tests check the catalog and
the shipped file against it; both read a row through ``numbers_of``.

The notation, column by column: points as ``supply 2 + energy 1`` (a bracketed note after a
count names what the points are for: ``energy 1 (Psycanti Discipline)``); weapons as a count
with the printed names after it (``3 (Distortion Cannon, Trams x2)``, ``1 (Variable Plasma
1-3)``); systems as ``phaser magnifier energy 2 ; mine deployment 3``; modifiers as
``fleet +1 economy ; card x2 supply``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from ge_desktop.cards.model import (
    EnergyRange,
    Modifier,
    ModifierOp,
    ModifierScope,
    Points,
    PointType,
    ShipSystem,
    SpecialWeapon,
    SystemKind,
    Weapon,
    WeaponSymbol,
)
from ge_desktop.lackey.checklist import PrintedNumbers
from ge_desktop.lackey.printed_numbers import comparable

COLUMNS = (
    "image", "code", "title", "empire", "set", "requires", "optional", "shields", "nodes", "armor", "phasers", "heavy",
    "damage_weapons", "systems", "card_damage", "generates", "modifiers", "duration", "text", "confidence",
)  # fmt: skip
COUNT = re.compile(r"^(?P<count>\d+)( \((?P<names>.+)\))?$")
POINT_TERM = re.compile(r"^(?P<type>[a-z]+) (?P<count>\d+)(-\d+)?( \(.+\))?$")
NAMED = re.compile(r"^(?P<name>.+?)(?: x(?P<count>\d+))?$")
PLASMA = re.compile(r"^Variable Plasma (?P<low>\d+)-(?P<high>\d+)$")
SYSTEM = re.compile(r"^(?:phaser magnifier energy (?P<energy>\d+)|mine deployment (?P<count>\d+))$")
MODIFIER = re.compile(r"^(?P<scope>fleet|card) (?:(?P<add>[+-]\d+)|x(?P<times>\d+)) (?P<point>[a-z]+)$")
SPECIAL = {"Hyperspace Detonator": SpecialWeapon.HYPERSPACE_DETONATOR}
FLEET_TARGETED = {"Distortion Cannon"}  # v2.1: fired at the start of Weapons Fire at every unit of one fleet


REPRINT_NOTE = "another printing of a card read from its image: the same code and title"


class TranscriptionError(ValueError):
    """A cell the notation cannot hold (names the image and the column)."""


def points(text: str, where: str = "") -> Points:
    """``supply 2 + energy 1`` as points (a range counts its least; bracketed notes are notes)."""
    if text == "-":
        return Points()
    counts: dict[str, int] = {}
    for term in text.split(" + "):
        match = POINT_TERM.match(term)
        if match is None or match["type"] not in {p.value for p in PointType}:
            raise TranscriptionError(f"{where}: not a point term: {term!r}")
        counts[match["type"]] = counts.get(match["type"], 0) + int(match["count"])
    return Points(**counts)


def singular(name: str) -> str:
    """``Sabots`` -> ``Sabot``, ``Energy Fluxes`` -> ``Energy Flux``: one weapon's name."""
    if name.endswith("xes"):
        return name[:-2]
    return name[:-1] if name.endswith("s") and not name.endswith("ss") else name


def _weapon(symbol: WeaponSymbol, name: str, count: int) -> Weapon:
    plasma = PLASMA.match(name)
    if plasma is not None:
        energy = EnergyRange(low=int(plasma["low"]), high=int(plasma["high"]))
        return Weapon(symbol=symbol, name="Variable Plasma", count=count, standard=False, special=SpecialWeapon.VARIABLE_PLASMA, energy=energy)
    name = singular(name)
    special = SPECIAL.get(name)
    return Weapon(symbol=symbol, name=name, count=count, standard=special is None, special=special, fleet_targeted=name in FLEET_TARGETED)


def weapons(text: str, symbol: WeaponSymbol, default_name: str, where: str = "") -> tuple[Weapon, ...]:
    """``3 (Distortion Cannon, Trams x2)`` as weapon groups (the names' counts add up to the count)."""
    match = COUNT.match(text)
    if match is None:
        raise TranscriptionError(f"{where}: not a weapon count: {text!r}")
    total = int(match["count"])
    if total == 0:
        return ()
    names = [n.strip() for n in (match["names"] or default_name).split(",")]
    if len(names) == 1 and NAMED.match(names[0])["count"] is None:  # type: ignore[index]
        return (_weapon(symbol, names[0], total),)
    groups = []
    for item in names:
        named = NAMED.match(item)
        assert named is not None
        groups.append(_weapon(symbol, named["name"], int(named["count"] or 1)))
    if sum(g.count for g in groups) != total:
        raise TranscriptionError(f"{where}: the named weapons of {text!r} do not add up to {total}")
    return tuple(groups)


def systems(text: str, where: str = "") -> tuple[ShipSystem, ...]:
    if text == "-":
        return ()
    found = []
    for term in text.split(" ; "):
        match = SYSTEM.match(term)
        if match is None:
            raise TranscriptionError(f"{where}: not a ship system: {term!r}")
        if match["energy"] is not None:
            found.append(ShipSystem(kind=SystemKind.PHASER_MAGNIFIER, energy=int(match["energy"])))
        else:
            found.append(ShipSystem(kind=SystemKind.MINE_DEPLOYMENT, count=int(match["count"])))
    return tuple(found)


def modifiers(text: str) -> tuple[tuple[Modifier, ...], tuple[str, ...]]:
    """The fleet and card modifiers of point output our model holds, and the printed ones it
    cannot (another scope, a x0 or a half, a change to damage): those stay in the card's text."""
    if text == "-":
        return (), ()
    held, kept = [], []
    for term in (t.strip() for t in text.split(";")):
        match = MODIFIER.match(term)
        # damage is no output: a change to damage dealt or taken is a rule of the text (Quasar, Dragon Hatchling)
        if match is None or match["point"] not in {p.value for p in PointType} - {"damage"} or match["times"] in ("0", "1"):
            kept.append(term)
            continue
        op, amount = (ModifierOp.ADD, int(match["add"])) if match["add"] else (ModifierOp.MULTIPLY, int(match["times"]))
        held.append(Modifier(scope=ModifierScope(match["scope"]), op=op, point=PointType(match["point"]), amount=amount))
    return tuple(held), tuple(kept)


FLAVOUR_ONLY = re.compile(r"^No (other )?rules text")
SENTENCE_END = re.compile(r"(?<=[.;])\s+(?=[A-Z(])")
LINE_LIMIT = 240  # a catalog rules line


def rules_lines(text: str) -> tuple[str, ...]:
    """The table's rules text (our own words) as rules lines: sentence by sentence, none
    longer than a catalog line; nothing for a card whose text is flavour only."""
    if FLAVOUR_ONLY.match(text):
        return ()
    lines: list[str] = []
    for sentence in SENTENCE_END.split(text.strip()):
        sentence = sentence.strip().lstrip("-").strip()
        while len(sentence) > LINE_LIMIT:  # a long sentence splits at its last comma or space that fits
            cut = max(sentence.rfind(", ", 0, LINE_LIMIT), sentence.rfind(" ", 0, LINE_LIMIT - 1))
            lines.append(sentence[: cut + (1 if sentence[cut] == "," else 0)].strip())
            sentence = sentence[cut + 1 :].strip()
        if sentence:
            lines.append(sentence)
    return tuple(lines)


def numbers_of(row: Mapping[str, str]) -> PrintedNumbers:
    """One table row's printed numbers (card damage counts as generated ``damage``, as the
    shipped file holds it; modifiers our model cannot hold are left to the text)."""
    where = row["image"]
    generates = points(row["generates"], f"{where} generates")
    card_damage = int(re.match(r"\d+", row["card_damage"])[0])  # type: ignore[index]  # '1/3/5/7 (by psy level)': the first
    if card_damage:
        generates = generates.model_copy(update={"damage": generates.damage + card_damage})
    shots = (
        weapons(row["phasers"], WeaponSymbol.PHASER, "Phaser", f"{where} phasers")
        + weapons(row["heavy"], WeaponSymbol.HEAVY, "Heavy Weapon", f"{where} heavy")
        + weapons(row["damage_weapons"], WeaponSymbol.DAMAGE, "Physical Damage", f"{where} damage_weapons")
    )
    return PrintedNumbers(
        requirements=points(row["requires"], f"{where} requires"),
        optional_requirements=points(row["optional"], f"{where} optional"),
        generates=generates,
        shields=int(row["shields"]),
        nodes=int(row["nodes"]),
        armor=int(row["armor"]),
        weapons=shots,
        modifiers=modifiers(row["modifiers"])[0],
        systems=systems(row["systems"], f"{where} systems"),
    )


def community_differences(image: str, ours: PrintedNumbers, workbook: PrintedNumbers | None, row: Mapping[str, str]) -> list[str]:
    """The docs table rows of one community printing whose image reading differs from the workbook."""
    mine = comparable(ours)
    theirs = comparable(workbook) if workbook is not None else {field: "(no row)" for field in mine}
    note = row["confidence"].replace("|", "/") if row["confidence"] != "sure" else "read from the image"
    return [f"| {image} | {field} | {mine[field] or '-'} | {theirs[field] or '-'} | {note} |" for field in mine if mine[field] != theirs[field]]
