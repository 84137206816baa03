"""A card as a row of text cells: the shape of a CSV line and of the card editor's form.

``COLUMNS`` lists the columns (the same names in a collector's spreadsheet and on the
editor's fields). ``row_to_card`` reads a row (column -> text) into a ``Card`` and reports,
column by column, everything that is wrong with it; ``card_to_row`` writes a card back, so
editing a card is: ``card_to_row``, change some text, ``row_to_card``. The notation of
each cell lives in ``card_text.py``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from ge_desktop.cards.card_text import (
    FieldError,
    read_bool,
    read_combination,
    read_effects,
    read_enum,
    read_int,
    read_lines,
    read_list,
    read_modifiers,
    read_passive,
    read_placement,
    read_points,
    read_systems,
    read_weapons,
    write_combination,
    write_modifiers,
    write_placement,
    write_points,
    write_systems,
    write_weapons,
    yes_no,
)
from ge_desktop.cards.model import Card, CardClass, Provenance, SplitRole, canonical_set_code, parse_card_code

if TYPE_CHECKING:
    from ge_desktop.cards.catalog import Catalog

CardRow = dict[str, str]
DEFAULT_SET = "USER"


@dataclass(frozen=True)
class Column:
    """One column of the notation: its name, whether a row must fill it, and an example."""

    name: str
    required: bool
    example: str
    meaning: str


COLUMNS: tuple[Column, ...] = (
    Column("code", True, "R/C4", "type letter(s) and strength as printed: S5, R/C4 (reaction), T/B3 (dual type), C2/8 (split)"),
    Column("name", True, "Science Officer", "the title above the art"),
    Column("subtitle", False, "", "the title below the art, when it differs"),
    Column("id", False, "science-officer", "a unique id of lower-case letters, digits and dashes; made from the title when empty"),
    Column("empire", False, "Argonian First Republic", "the empire (a name or alias of resources/empires.json); empty for a generic card"),
    Column("tribe", False, "", "Indirigan tribe"),
    Column("element", False, "", "P.O.T. element (Peladine, Tequan...): the ship is used only in a deck of that element"),
    Column("set", False, DEFAULT_SET, f"set code, 1-6 capitals or digits (default {DEFAULT_SET})"),
    Column("requires", False, "1 supply + 1 energy", "point requirements: COUNT POINT terms joined by +"),
    Column("optional_requires", False, "", "optional point requirements, same notation"),
    Column("generates", False, "2 economy", "points generated each turn, same notation"),
    Column("shields", False, "2", "Shield points (ships, bases, dragons, installations)"),
    Column("nodes", False, "", "Nodes"),
    Column("armor", False, "", "Armor"),
    Column("card_damage", False, "", "card damage symbols printed at the bottom (mines, hazards, monsters)"),
    Column("weapons", False, "2 Phaser; 1 Energy Flux [heavy]", "COUNT NAME [SYMBOL, damage N, fleet, special, single use] joined by ;"),
    Column("systems", False, "", "ship systems: COUNT SYSTEM [energy N] joined by ; (1 Phaser Magnifier [energy 1])"),
    Column("modifiers", False, "card +1 economy", "SCOPE (card/fleet) +N/-N/xN POINT [on TYPES] joined by ;"),
    Column("split_role", False, "", "what a split strength is for: time, base or ship"),
    Column("split_requires", False, "", "point requirements of the split strength"),
    Column("classes", False, "Prototype", "card classes joined by ;"),
    Column("technology", False, "", "exclusive or foreign (empire equipment)"),
    Column("passive", False, "", "equipment only: P (passive) or NP (non-passive)"),
    Column("placement", False, "", "MODE [TYPES]: independent, on, against, on_or_against, fleet"),
    Column("combination", False, "", "Krebiz combination: CRUISER NAME N + CAPSULE NAME N"),
    Column("capsule_for", False, "", "Krebiz capsule: the titles of the cruisers it may join, joined by ;"),
    Column("cruiser_only", False, "no", "yes: played only on a Krebiz cruiser, never on a capsule (Krebiz Armor)"),
    Column("refit_limit", False, "", "a ship carries at most this many weapons from copies of this refit (Phaser Refit: 3)"),
    Column("rearms_shuttles", False, "no", "yes: a carrier; each Engagement Phase the fighters and shuttles on it are rearmed"),
    Column("unique", False, "no", "yes: one copy per deck"),
    Column("discard_after_use", False, "no", "yes: discarded once used"),
    Column("duration", False, "", "complete turns it lasts (1-10)"),
    Column("rules", False, "Adds 1 research point.", "rules lines, one per line or separated by |"),
    Column("flavor", False, "", "flavor text"),
    Column("effects", False, "", "the rules as data: a JSON list of effects as in catalog files"),
    Column("manual", False, "", "yes: rules resolved by hand (default: yes when there are rules but no effects)"),
    Column("printings", False, "", "SET IMAGE_ID pairs joined by ; (PE S6_-_Argonian_Typhoon_Heavy_Cruiser_PE)"),
    Column("provenance", False, "designed", "printed, rulebook or designed (default designed)"),
    Column("source", False, "", "where the numbers come from"),
)
COLUMN_NAMES: tuple[str, ...] = tuple(c.name for c in COLUMNS)
COLUMN_ALIASES = {"set_code": "set", "requirements": "requires", "title": "name", "rules_text": "rules"}


@dataclass(frozen=True)
class FieldProblem:
    column: str
    message: str

    def __str__(self) -> str:
        return f"column {self.column}: {self.message}"


@dataclass(frozen=True)
class RowResult:
    """A row read as a card, or the problems that stopped it (never both)."""

    card: Card | None
    problems: tuple[FieldProblem, ...] = ()


# --- a row into a card ------------------------------------------------------------------


def normalise_column(name: str) -> str:
    """``Set Code`` -> ``set``: lower case, underscores, the documented aliases."""
    key = re.sub(r"[\s\-]+", "_", name.strip().lower())
    return COLUMN_ALIASES.get(key, key)


def slugify(text: str) -> str:
    """A card id from a title: ``Science Officer`` -> ``science-officer``."""
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:70].strip("-")
    return slug or "card"


def _fresh_id(title: str, code: str, taken: Callable[[str], bool]) -> str:
    """An id made from the title that no other card has (the code added if needed)."""
    base = slugify(title)
    if not taken(base):
        return base
    base = f"{base}-{slugify(code)}"
    candidate, number = base, 2
    while taken(candidate):
        candidate, number = f"{base}-{number}", number + 1
    return candidate


def _code_fields(row: Mapping[str, str], data: dict[str, Any]) -> None:
    """Types, reaction, strength and split strength from the printed code (into ``data``)."""
    code = row.get("code", "").strip()
    if not code:
        raise FieldError("code", "missing; write the printed code such as S5, R/C4 or T/B3")
    try:
        reaction, types, strength, split = parse_card_code(code.upper())
    except ValueError as exc:
        raise FieldError("code", str(exc)) from None
    data.update(reaction=reaction, types=[t.value for t in types], strength=strength)
    role = row.get("split_role", "").strip()
    if split is not None:
        if not role:
            raise FieldError("split_role", f"the code {code} has a second strength: say what it is for (time, base or ship)")
        data["split"] = {
            "role": read_enum(SplitRole, role, "split_role").value,
            "strength": split,
            "requirements": read_points(row.get("split_requires", ""), "split_requires"),
        }
    elif role:
        raise FieldError("split_role", "only a code with a second strength (such as C2/8) has a split role")


def read_printings(text: str, column: str) -> list[dict[str, str]]:
    """``PE S6_-_X_PE; AL S6_-_X_AL`` -> ``[{"set": "PE", "image": "S6_-_X_PE"}, ...]``."""
    printings = []
    for item in read_list(text):
        parts = item.split()
        if len(parts) != 2:
            raise FieldError(column, f"'{item}' is not SET IMAGE_ID, such as 'PE S6_-_Argonian_Typhoon_Heavy_Cruiser_PE'")
        printings.append({"set": canonical_set_code(parts[0]), "image": parts[1]})
    return printings


# Cells read by a simple function, in column order: column -> (card field, reader).
_SIMPLE_READERS: dict[str, tuple[str, Callable[[str, str], object]]] = {
    "requires": ("requirements", read_points),
    "optional_requires": ("optional_requirements", read_points),
    "generates": ("generates", read_points),
    "shields": ("shields", read_int),
    "nodes": ("nodes", read_int),
    "armor": ("armor", read_int),
    "card_damage": ("card_damage", read_int),
    "weapons": ("weapons", read_weapons),
    "systems": ("systems", read_systems),
    "modifiers": ("modifiers", read_modifiers),
    "classes": ("classes", lambda text, column: [read_enum(CardClass, c, column).value for c in read_list(text)]),
    "technology": ("technology", lambda text, column: text.strip().lower()),
    "passive": ("passive", lambda text, column: read_passive(text, column)),
    "placement": ("placement", read_placement),
    "combination": ("combination", read_combination),
    "capsule_for": ("capsule_for", lambda text, column: read_list(text)),
    "cruiser_only": ("cruiser_only", read_bool),
    "refit_limit": ("refit_limit", read_int),
    "rearms_shuttles": ("rearms_shuttles", read_bool),
    "unique": ("unique", read_bool),
    "discard_after_use": ("discard_after_use", read_bool),
    "duration": ("duration", read_int),
    "rules": ("rules", lambda text, column: read_lines(text)),
    "flavor": ("flavor", lambda text, column: text.strip()),
    "effects": ("effects", read_effects),
    "manual": ("manual", read_bool),
    "printings": ("printings", lambda text, column: read_printings(text, column)),
    "provenance": ("provenance", lambda text, column: read_enum(Provenance, text, column).value),
    "source": ("source", lambda text, column: text.strip()),
    "tribe": ("tribe", lambda text, column: text.strip()),
    "element": ("element", lambda text, column: text.strip()),
    "subtitle": ("subtitle", lambda text, column: text.strip()),
}


def _cells_to_data(row: Mapping[str, str]) -> tuple[dict[str, Any], list[FieldProblem]]:
    """Every cell read into card-model data; a problem for each cell that cannot be."""
    data: dict[str, Any] = {"name": row.get("name", "").strip(), "set_code": canonical_set_code(row.get("set", "")) or DEFAULT_SET}
    problems: list[FieldProblem] = []
    try:
        _code_fields(row, data)
    except FieldError as exc:
        problems.append(FieldProblem(exc.column, exc.message))
    for column, (field_name, reader) in _SIMPLE_READERS.items():
        text = row.get(column, "")
        if not text.strip():
            continue
        try:
            data[field_name] = reader(text, column)
        except FieldError as exc:
            problems.append(FieldProblem(exc.column, exc.message))
    data.setdefault("provenance", Provenance.DESIGNED.value)
    if "manual" not in data:  # rules with no scripted effects are resolved by hand
        data["manual"] = bool(data.get("rules")) and not data.get("effects")
    return data, problems


# Every field of the card model and the column a person types it in.
COLUMN_OF_FIELD: dict[str, str] = {
    "id": "id",
    "name": "name",
    "types": "code",
    "reaction": "code",
    "strength": "code",
    "split": "split_role",
    "empire": "empire",
    "set_code": "set",
    **{field_name: column for column, (field_name, _) in _SIMPLE_READERS.items()},
}
_FRIENDLY = {
    "id": "an id is lower-case letters, digits and single dashes, such as 'science-officer'",
    "set": "a set code is 1 to 6 capital letters or digits, such as UE",
    "name": "missing; every card needs a title",
}
_PREFIXED = re.compile(r"^([a-z_]+): (.+)$", re.DOTALL)


def _column_of(loc: tuple[int | str, ...]) -> str:
    if not loc:
        return "-"
    field_name = str(loc[0])
    if field_name == "split" and len(loc) > 1 and loc[1] == "requirements":
        return "split_requires"
    return COLUMN_OF_FIELD.get(field_name, field_name)


def validation_problems(error: ValidationError) -> list[FieldProblem]:
    """Pydantic's complaints, each pinned to the column a person typed it in."""
    problems = []
    for item in error.errors():
        message = item["msg"].removeprefix("Value error, ")
        column = _column_of(item["loc"])
        prefixed = _PREFIXED.match(message)
        if prefixed and column == "-":  # a whole-card check names its field as "field: message"
            column, message = _column_of((prefixed.group(1),)), prefixed.group(2)
        if item["loc"] == ("strength",):
            message = "the strength in the code is 1 to 10"
        elif item["type"] in ("string_pattern_mismatch", "string_too_short") and column in _FRIENDLY:
            message = _FRIENDLY[column]
        elif len(item["loc"]) > 1 and column not in ("split_role", "split_requires"):
            where = " ".join(f"#{p + 1}" if isinstance(p, int) else str(p) for p in item["loc"][1:])
            message = f"{where}: {message}"
        problems.append(FieldProblem(column, message))
    return problems


def _empire_problem(data: dict[str, Any], catalog: Catalog | None) -> FieldProblem | None:
    """Resolve the empire to its catalog name; a problem if the catalog does not know it."""
    name = (data.get("empire") or "").strip()
    if not name:
        data["empire"] = None
        return None
    empire = catalog.empire(name) if catalog is not None else None
    if catalog is not None and empire is None:
        known = [e.name for e in catalog.empires]
        listed = ", ".join(known[:6]) + (f" and {len(known) - 6} more" if len(known) > 6 else "")
        return FieldProblem("empire", f"'{name}' is not an empire the catalog knows (such as {listed}); leave it empty for a generic card")
    data["empire"] = empire.name if empire is not None else name
    return None


def row_to_card(row: Mapping[str, str], catalog: Catalog | None = None, taken: Callable[[str], bool] = lambda _id: False) -> RowResult:
    """Read one row (column -> text) as a card.

    ``catalog`` (a ``Catalog``) resolves empire names; ``taken(id)`` says whether an id is
    already used, so an id made from the title never collides. A given id is kept as is:
    the caller decides whether it clashes.
    """
    row = {normalise_column(k): (v or "") for k, v in row.items() if k is not None}
    data, problems = _cells_to_data(row)
    data["empire"] = row.get("empire", "")
    empire_problem = _empire_problem(data, catalog)
    if empire_problem:
        problems.append(empire_problem)
    given_id = row.get("id", "").strip()
    if given_id:
        data["id"] = given_id
    else:
        title = data["name"] + (f" {data['subtitle']}" if data.get("subtitle") else "")
        data["id"] = _fresh_id(title, row.get("code", ""), taken)
    try:
        card = Card.model_validate(data)
    except ValidationError as exc:  # the model's findings on every column not already reported
        reported = {p.column for p in problems}
        for problem in validation_problems(exc):
            if problem.column not in reported:
                problems.append(problem)
                reported.add(problem.column)
        card = None
    return RowResult(None, tuple(problems)) if problems else RowResult(card)


# --- a card back into a row -------------------------------------------------------------


def card_to_row(card: Card) -> CardRow:
    """Every column of ``COLUMNS`` for this card, in the notation ``row_to_card`` reads."""
    effects = [e.model_dump(mode="json", exclude_defaults=True) for e in card.effects]
    return {
        "code": card.code,
        "name": card.name,
        "subtitle": card.subtitle or "",
        "id": card.id,
        "empire": card.empire or "",
        "tribe": card.tribe or "",
        "element": card.element or "",
        "set": card.set_code,
        "requires": write_points(card.requirements),
        "optional_requires": write_points(card.optional_requirements),
        "generates": write_points(card.generates),
        "shields": str(card.shields) if card.shields else "",
        "nodes": str(card.nodes) if card.nodes else "",
        "armor": str(card.armor) if card.armor else "",
        "card_damage": str(card.card_damage) if card.card_damage else "",
        "weapons": write_weapons(card),
        "systems": write_systems(card),
        "modifiers": write_modifiers(card),
        "split_role": card.split.role.value if card.split else "",
        "split_requires": write_points(card.split.requirements) if card.split else "",
        "classes": "; ".join(c.value for c in card.classes),
        "technology": card.technology.value if card.technology else "",
        "passive": "" if card.passive is None else ("P" if card.passive else "NP"),
        "placement": write_placement(card.placement),
        "combination": write_combination(card.combination),
        "capsule_for": "; ".join(card.capsule_for),
        "cruiser_only": yes_no(card.cruiser_only),
        "refit_limit": str(card.refit_limit) if card.refit_limit else "",
        "rearms_shuttles": yes_no(card.rearms_shuttles),
        "unique": yes_no(card.unique),
        "discard_after_use": yes_no(card.discard_after_use),
        "duration": str(card.duration) if card.duration else "",
        "rules": "\n".join(card.rules),
        "flavor": card.flavor,
        "effects": json.dumps(effects) if effects else "",
        "manual": yes_no(card.manual),
        "printings": "; ".join(f"{p.set} {p.image}" for p in card.printings),
        "provenance": card.provenance.value,
        "source": card.source or "",
    }
