"""One ``carddata.txt`` row (and its checklist numbers) as a catalog card or a reference card.

Our card model holds deck cards: a type letter from the v2.1 list and a strength of 1 to
10. The plugin also lists rows that are not deck cards: Sector HQs (``HQ25``), special
rule and symbol cards (``Spcl``), and a few rows whose code or id our model cannot hold.
Those become ``KeptRow`` records in the collection's manifest (so no row is lost) and,
where our model can hold them, catalog reference cards (``model.ReferenceCard``: printed
beside a deck, named by a deck's ``Headquarters:``/``Reference:`` headers, never played).

Card codes: ``Type`` + ``ST`` (+ ``Time ST`` for Time Knights, ``C2/8``); dual types such as
``B/S`` with ``Alt Type`` ``S`` and ``Time ST`` are Aqaaran units (``B4/S2``: a base of 4 or a
ship of 2); ``R/`` in ``Type/ST`` marks a reaction card.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.levels import NAME_ONLY_SOURCE
from ge_desktop.cards.model import (
    IMAGE_ID_PATTERN,
    SET_CODE_PATTERN,
    Card,
    CardType,
    Printing,
    Provenance,
    ReferenceCard,
    ReferenceKind,
    SplitRole,
    SplitStrength,
    Weapon,
    parse_card_code,
)
from ge_desktop.lackey.carddata import LackeyRow
from ge_desktop.lackey.checklist import PrintedNumbers

ID_PREFIX = "lk-"
NUMBERS_SOURCE = "LackeyCCG plugin (numbers from the checklist)"
_IMAGE_RE = re.compile(IMAGE_ID_PATTERN)
_SET_RE = re.compile(SET_CODE_PATTERN)
_NOT_EMPIRES = {"", "generic", "nonempire"}
LACKEY_EMPIRES = {"CorpPir": "Corporate Pirates"}  # plugin codes no name or alias of ours starts
INDIRIGAN = "Indirigan Nomad Tribes"
# The plugin's Indirigan tribes (v2.1 INDIRIGAN NOMAD TRIBES names each "an Indirigan tribe";
# Insipid, which it does not name, is tagged 'IndiriganTribe' by the card list): a minor
# empire, Indirigan Nomad Tribes, and the card's tribe (the Indirigan Tribe Rule).
LACKEY_TRIBES = {
    "CouncilofSix": "Council of Six",
    "Garshain": "Garshain",
    "GrandChieftain": "Grand Chieftain's Touring Fleet",
    "GrayDeath": "Gray Death",
    "Infected": "Infected",
    "Insipid": "Insipid",
    "InvincibleLoner": "Invincible Loner",
    "Meerkats": "Meerkats",
    "Nagiridni": "Nagiridni Pirates",
    "Propagationist": "Propagationists",
    "Vacater": "Vacaters of Bolaar V",
    "Vinciennes": "Vinciennes",
    "Violator": "Violator",
}
# v2.1 PLASMA OCCUPIED TERRITORY: "Elements include the Tequan, Peladine, Centaurians":
# elements of the P.O.T. (a major empire).
POT_ELEMENTS = {"Centaurian": "Plasma Occupied Territory", "Peladine": "Plasma Occupied Territory", "Tequan": "Plasma Occupied Territory"}


class KeptRow(BaseModel):
    """A plugin row that is not a deck card (Sector HQ, special card, odd code), kept as is.

    ``reference`` is the id of the catalog reference card it is a printing of, if any."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    image: str
    name: str  # the plugin's display name, such as 'HQ25 Sector HQ (Pro8)'
    set: str
    code: str
    title: str
    reason: str
    reference: str | None = None


def row_set_code(row: LackeyRow) -> str:
    """The set code as the plugin spells it (``PE``, ``Pir``, ``Pro8``)."""
    return row.set


def _printed_order(row: LackeyRow, letters: tuple[str, ...]) -> tuple[str, ...]:
    """The type letters in the order the card prints them (``T/H2`` Plasma Field, whose Type
    column says ``H/T``): the Type/ST column's order when it names the same letters."""
    try:
        _reaction, types, _strength, _split = parse_card_code(row.type_st)
    except ValueError:
        return letters
    printed = tuple(t.value for t in types)
    return printed if set(printed) == set(letters) else letters


def row_code(row: LackeyRow) -> tuple[tuple[str, ...], int, SplitStrength | None, bool] | str:
    """(type letters, strength, split, reaction) of a row, or why it is not a deck card."""
    letters = tuple(part.strip() for part in row.type.split("/") if part.strip())
    if not letters:
        return "no type letter"
    valid = {t.value for t in CardType}
    if any(letter not in valid for letter in letters) or len(letters) > 2:
        return f"the type '{row.type}' is not a deck card type"
    if len(set(letters)) != len(letters):
        return f"the type '{row.type}' names a letter twice"
    letters = _printed_order(row, letters)
    if not row.st.isdigit() or not 1 <= int(row.st) <= 10:
        return f"the strength '{row.st}' is outside 1-10"
    split = None
    if row.time_st:
        if not row.time_st.isdigit() or not 1 <= int(row.time_st) <= 10:
            return f"the second strength '{row.time_st}' is outside 1-10"
        if len(letters) == 2 and row.alt_type.strip() == letters[1]:
            role = SplitRole.SHIP if letters[1] == CardType.SHIP.value else SplitRole.BASE
        else:
            role = SplitRole.TIME
        split = SplitStrength(role=role, strength=int(row.time_st))
    reaction = row.type_st.upper().startswith("R/") or row.reaction.strip().upper() in {"R", "R/", "YES", "TRUE"}
    return letters, int(row.st), split, reaction


def row_title(row: LackeyRow) -> str:
    """The full title (the ``Title`` column, else the name without code and set)."""
    if row.title:
        return row.title
    name = re.sub(r"\s*\([^)]*\)\s*$", "", row.name)
    return re.sub(r"^\S+\s+", "", name) or row.name


def split_title(title: str) -> tuple[str, str | None]:
    """``Class - Name`` ship titles: the part above the art and the part below it."""
    if " - " in title:
        name, subtitle = title.split(" - ", 1)
        return name.strip(), subtitle.strip() or None
    return title, None


NAME_LIMIT = 60  # the model's longest name or subtitle


def _fit(text: str | None) -> str | None:
    """A name the model holds: two printed titles run past 60 characters; they keep their
    first 59 and an ellipsis (the full title stays the card's identity and the row's name)."""
    if text is None or len(text) <= NAME_LIMIT:
        return text
    return text[: NAME_LIMIT - 1].rstrip(" .") + "…"


def card_id_for(code: str, title: str) -> str:
    """A stable id for an imported card: ``lk-`` + code + title, shortened with a digest if long."""
    base = re.sub(r"[^a-z0-9]+", "-", f"{code} {title}".lower()).strip("-") or "card"
    card_id = ID_PREFIX + base
    if len(card_id) > 80:
        digest = hashlib.sha1(f"{code}|{title}".encode()).hexdigest()[:8]
        card_id = f"{card_id[:70].rstrip('-')}-{digest}"
    return card_id


def empire_of(row: LackeyRow, catalog: Catalog) -> str | None:
    """The empire our catalog knows for the row's ``Empire`` cell (None for generic or unknown)."""
    def known(word: str) -> str | None:
        if word.lower() in _NOT_EMPIRES:
            return None
        word = INDIRIGAN if word in LACKEY_TRIBES else POT_ELEMENTS.get(word, word)
        squeezed = _squeeze(LACKEY_EMPIRES.get(word, word))
        table = _empire_by_squeezed(catalog)
        empire = catalog.empire(word) or table.get(squeezed)
        if empire is None and len(squeezed) >= 4:  # 'SpaceDragon' -> Space Dragons, 'ComedyClub' -> ... Network
            empire = next((e for key, e in sorted(table.items()) if key.startswith(squeezed)), None)
        return empire.name if empire else None

    # Only the Empire column: the words after the tags name the empires that *use* a
    # generic card (``Nonempire ... Tufor Vinciennes``), not the card's own empire.
    return known(row.empire) if row.empire else None


def tribe_of(row: LackeyRow) -> str | None:
    """The Indirigan tribe the row's ``Empire`` cell names, if any."""
    return LACKEY_TRIBES.get(row.empire)


def _squeeze(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


_SQUEEZED: dict[int, dict[str, Any]] = {}


def _empire_by_squeezed(catalog: Catalog) -> dict[str, Any]:
    table = _SQUEEZED.get(id(catalog))
    if table is None:
        table = {}
        for empire in catalog.empires:
            for key in (empire.name, *empire.aliases):
                table.setdefault(_squeeze(key), empire)
                table.setdefault(_squeeze(key.split()[0]), empire)
        _SQUEEZED.clear()
        _SQUEEZED[id(catalog)] = table
    return table


@dataclass(frozen=True)
class CardPlan:
    """What a group of rows (the printings of one card) becomes before validation."""

    code: str
    title: str
    fields: dict[str, Any]

    @property
    def identity_code(self) -> str:
        """The code without ``R/``: a reaction mark does not make a different card."""
        return self.code.removeprefix("R/")

    def identities(self) -> list[tuple[str, str]]:
        """(code, lower-case title) keys, with each single-type alias of a dual-type card."""
        code, title = self.identity_code, self.title.lower()
        keys = [(code, title)]
        types = self.fields["types"]
        if len(types) == 2:
            suffix = code[len("/".join(t.value for t in types)):]
            keys += [(t.value + suffix, title) for t in types]
            # the plugin sometimes names a dual type in the other order (GGB's 'K/H2', Type 'H/T')
            keys.append(("/".join(t.value for t in reversed(types)) + suffix, title))
        return keys


def plan_card(row: LackeyRow, catalog: Catalog, numbers: PrintedNumbers | None, rules: tuple[str, ...] = ()) -> CardPlan | KeptRow:
    """The card fields for ``row`` (printings are added by the caller), or a reference card.
    ``rules``: its printed rules in our own words, if we ship them (the card stays manual)."""
    parsed = row_code(row)
    title = row_title(row)
    if isinstance(parsed, str) or not _IMAGE_RE.match(row.image) or not _SET_RE.match(row_set_code(row)):
        reason = parsed if isinstance(parsed, str) else "the image id or set code cannot be a printing of our model"
        return KeptRow(image=row.image, name=row.name, set=row.set, code=row.type_st or row.type, title=title, reason=reason)
    letters, strength, split, reaction = parsed
    name, subtitle = (_fit(part) for part in split_title(title))
    types = tuple(CardType(letter) for letter in letters)
    fields: dict[str, Any] = {
        "name": name,
        "subtitle": subtitle,
        "types": types,
        "reaction": reaction,
        "strength": strength,
        "split": split,
        "empire": empire_of(row, catalog),
        "tribe": tribe_of(row),
        "set_code": row_set_code(row),
        "provenance": Provenance.PRINTED,
        "manual": True,  # its text is resolved by the players by hand
        "rules": rules,
        "source": NUMBERS_SOURCE if numbers is not None else NAME_ONLY_SOURCE,
    }
    if CardType.EQUIPMENT in types:
        fields["passive"] = "Passive" in row.tags.split()
    if numbers is not None:
        fields.update(
            requirements=numbers.requirements,
            optional_requirements=numbers.optional_requirements,
            generates=numbers.generates,
            shields=numbers.shields,
            nodes=numbers.nodes,
            armor=numbers.armor,
            weapons=_empire_heavy_weapons(numbers.weapons, fields["empire"], catalog),
            modifiers=numbers.modifiers,
            systems=numbers.systems,
        )
    code = ("R/" if reaction else "") + "/".join(letters) + str(strength) + (f"/{split.strength}" if split else "")
    return CardPlan(code, title, fields)


def _empire_heavy_weapons(weapons: tuple[Weapon, ...], empire_name: str | None, catalog: Catalog) -> tuple[Weapon, ...]:
    """The checklist counts heavy weapons without naming them; an empire's units fire its own
    (v2.1 HEAVY WEAPON: Energy Flux for the Argonians, Sabot for the Krebiz, ...)."""
    empire = catalog.empire(empire_name) if empire_name else None
    if empire is None or not empire.heavy_weapon:
        return tuple(weapons)
    return tuple(
        w.model_copy(update={"name": empire.heavy_weapon}) if w.is_heavy and w.name == "Heavy Weapon" else w for w in weapons
    )


def build_card(plan: CardPlan, card_id: str, printings: list[Printing]) -> Card | str:
    """The validated card, or the model's complaint in one line."""
    try:
        return Card(id=card_id, printings=tuple(printings), **plan.fields)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "card"
        return f"{where}: {first['msg'].removeprefix('Value error, ')}"


def printing_of(row: LackeyRow) -> Printing:
    return Printing(set=row_set_code(row), image=row.image)


def reference_for(rows: list[LackeyRow], reference_id: str) -> ReferenceCard | None:
    """The catalog reference card of the kept rows of one title (its printings), or None
    when our model cannot hold it (an image id or name it refuses)."""
    first = rows[0]
    kind = ReferenceKind.HEADQUARTERS if first.type.strip().upper() == "HQ" else ReferenceKind.SYMBOLS
    capacity = int(first.st) if kind is ReferenceKind.HEADQUARTERS and first.st.isdigit() and 1 <= int(first.st) <= 99 else None
    try:
        return ReferenceCard(
            id=reference_id,
            name=row_title(first)[:60],
            kind=kind,
            code=(first.type_st or first.type)[:12],
            damage_capacity=capacity,
            set_code=row_set_code(first),
            printings=tuple(printing_of(r) for r in rows[:40]),
        )
    except ValidationError:
        return None
