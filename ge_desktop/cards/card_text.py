"""Card fields as short lines of text: the notation of CSV import and the card editor.

Each reader turns one cell into card-model data and raises ``FieldError`` (naming the
column) when it cannot; each writer turns a card's field back into the same text, so
``read_x(write_x(card))`` gives the field back. ``card_rows.py`` puts the cells of one row
together into a ``Card``. ``docs/csv-import.md`` is the reader's guide; in short::

    code        S5, R/C4, T/B3, C2/8          requires    1 supply + 1 energy
    weapons     2 Phaser; 1 Energy Flux [heavy]
    modifiers   card +1 economy; fleet x2 energy on S B
    placement   against S B                    combination King Kraken 7 + Dreadnought Capsule 3
    rules       one line per rule (or separated by |)
    effects     a JSON list of effects, as in catalog files

Nothing is ever evaluated: numbers go through a pattern and ``int()``, effects through
``json.loads``, and the model validates the result like any catalog card.
"""

from __future__ import annotations

import json
import re
from enum import Enum
from typing import Any, TypeVar

from ge_desktop.cards.model import Card, CardType, Combination, ModifierOp, Placement, PlacementMode, Points, PointType, SpecialWeapon, SystemKind, WeaponSymbol

E = TypeVar("E", bound=Enum)


class FieldError(ValueError):
    """A cell that cannot be read; ``column`` names it."""

    def __init__(self, column: str, message: str):
        super().__init__(message)
        self.column = column
        self.message = message


# --- small readers ----------------------------------------------------------------------

_YES = {"yes", "y", "true", "1", "x"}
_NO = {"no", "n", "false", "0", ""}


def read_bool(text: str, column: str) -> bool:
    word = text.strip().lower()
    if word in _YES:
        return True
    if word in _NO:
        return False
    raise FieldError(column, f"'{text}' is not yes or no")


def read_int(text: str, column: str) -> int | None:
    word = text.strip()
    if not word:
        return None
    if not re.fullmatch(r"[+-]?\d{1,3}", word):
        raise FieldError(column, f"'{text}' is not a whole number")
    return int(word)


def read_enum(enum_type: type[E], text: str, column: str) -> E:
    word = text.strip()
    for member in enum_type:
        if word.lower() in (member.value.lower(), member.name.lower()):
            return member
    allowed = ", ".join(m.value for m in enum_type)
    raise FieldError(column, f"'{word}' is not one of: {allowed}")


def _point(word: str, column: str) -> PointType:
    return read_enum(PointType, word, column)


def read_points(text: str, column: str) -> dict[str, int]:
    """``1 supply + 2 energy`` (a term without a count means 1) into a points dict."""
    result: dict[str, int] = {}
    for term in re.split(r"[+,;]", text):
        term = term.strip()
        if not term:
            continue
        match = re.fullmatch(r"(\d{1,2})?\s*([A-Za-z]+)", term)
        if not match:
            raise FieldError(column, f"cannot read '{term}': write COUNT POINT, such as '1 supply'")
        point = _point(match.group(2), column)
        result[point.value] = result.get(point.value, 0) + int(match.group(1) or 1)
    return result


def read_types(text: str, column: str) -> list[str]:
    letters = [w.upper() for w in re.split(r"[\s,/;]+", text.strip()) if w]
    for letter in letters:
        if letter not in {t.value for t in CardType}:
            raise FieldError(column, f"'{letter}' is not a card type letter")
    return letters


def read_list(text: str) -> list[str]:
    return [part.strip() for part in text.split(";") if part.strip()]


def read_lines(text: str) -> list[str]:
    """Rules lines: one per line, or separated by ``|``; a printed leading "- " is dropped."""
    lines = [re.sub(r"^-\s+", "", part.strip()) for part in re.split(r"[\n|]", text)]
    return [line for line in lines if line]


# --- structured cells -------------------------------------------------------------------

_WEAPON = re.compile(r"^(\d{1,2})\s*x?\s+([^\[\]]+?)\s*(?:\[([^\]]*)\])?$")


def _weapon_options(options: str, name: str, column: str) -> dict[str, Any]:
    """``heavy, damage 2, fleet, special`` inside a weapon's brackets."""
    data: dict[str, Any] = {"symbol": (WeaponSymbol.PHASER if "phaser" in name.lower() else WeaponSymbol.DAMAGE).value}
    for option in (o.strip().lower() for o in options.split(",") if o.strip()):
        damage = re.fullmatch(r"damage\s+(\d{1,2})", option)
        energy = re.fullmatch(r"energy\s+(\d{1,2})\s*-\s*(\d{1,2})", option)
        damaged = re.fullmatch(r"damaged\s+(\d{1,2})", option)
        if damage:
            data["damage"] = int(damage.group(1))
        elif energy:
            data["energy"] = {"low": int(energy.group(1)), "high": int(energy.group(2))}
        elif damaged:
            data["damaged_count"] = int(damaged.group(1))
        elif option in {s.value for s in SpecialWeapon}:
            data["special"] = option
        elif option == "fleet":
            data["fleet_targeted"] = True
        elif option == "single use":
            data["single_use"] = True
        elif option == "special":
            data["standard"] = False
        else:
            data["symbol"] = read_enum(WeaponSymbol, option, column).value
    return data


def read_weapons(text: str, column: str = "weapons") -> list[dict[str, Any]]:
    """``2 Phaser; 1 Energy Flux [heavy, damage 2]``: count, name and options per group."""
    weapons = []
    for part in read_list(text):
        match = _WEAPON.match(part)
        if not match:
            raise FieldError(column, f"cannot read '{part}': write COUNT NAME [SYMBOL], such as '2 Phaser'")
        count, name, options = match.groups()
        weapons.append({"count": int(count), "name": name, **_weapon_options(options or "", name, column)})
    return weapons


_SYSTEM = re.compile(r"^(\d{1,2})\s*x?\s+([A-Za-z ]+?)\s*(?:\[\s*energy\s+(\d{1,2})\s*\])?$", re.IGNORECASE)


def read_systems(text: str, column: str = "systems") -> list[dict[str, Any]]:
    """``1 Phaser Magnifier [energy 1]; 1 Mine Deployment``: count, kind and most energy."""
    systems = []
    for part in read_list(text):
        match = _SYSTEM.match(part)
        if not match:
            raise FieldError(column, f"cannot read '{part}': write COUNT SYSTEM [energy N], such as '1 Phaser Magnifier [energy 1]'")
        count, name, energy = match.groups()
        kind = name.strip().lower().removesuffix(" system")
        if kind not in {k.value for k in SystemKind}:
            known = ", ".join(k.value for k in SystemKind)
            raise FieldError(column, f"'{name.strip()}' is not a ship system the engine knows ({known})")
        systems.append({"kind": kind, "count": int(count), "energy": int(energy or 0)})
    return systems


_MODIFIER = re.compile(r"^(card|fleet)\s+([+\-x*])\s*(\d{1,2})\s+([A-Za-z]+)(?:\s+on\s+(.+?))?(?:\s+named\s+(.+))?$", re.IGNORECASE)


def read_modifiers(text: str, column: str = "modifiers") -> list[dict[str, Any]]:
    """``card +1 economy; fleet x2 energy on S B; card x2 supply named planet/moon/system``
    (``named``: only on a card whose title names one of those words)."""
    modifiers = []
    for part in read_list(text):
        match = _MODIFIER.match(part)
        if not match:
            raise FieldError(column, f"cannot read '{part}': write SCOPE +N POINT, such as 'card +1 economy' or 'fleet x2 energy'")
        scope, sign, amount, point, targets, named = match.groups()
        modifier = {
            "scope": scope.lower(),
            "op": (ModifierOp.MULTIPLY if sign in "x*" else ModifierOp.ADD).value,
            "point": _point(point, column).value,
            "amount": -int(amount) if sign == "-" else int(amount),
        }
        if targets:
            modifier["target_types"] = read_types(targets, column)
        if named:
            modifier["target_titles"] = [word.strip() for word in named.split("/") if word.strip()]
        modifiers.append(modifier)
    return modifiers


def read_placement(text: str, column: str = "placement") -> dict[str, Any] | None:
    """``against S B``: a placement mode, then the types it may be played on."""
    words = text.split(maxsplit=1)
    if not words:
        return None
    mode = read_enum(PlacementMode, words[0], column)
    return {"mode": mode.value, "target_types": read_types(words[1], column) if len(words) > 1 else []}


def _combination_part(text: str, column: str) -> dict[str, Any]:
    match = re.fullmatch(r"(.+?)\s+(\d{1,2})(?:\s+as\s+(\S+))?", text.strip())
    if not match:
        raise FieldError(column, f"cannot read '{text.strip()}': write a part as NAME STRENGTH [as CARD-ID], such as 'King Kraken 7'")
    part: dict[str, Any] = {"name": match.group(1), "strength": int(match.group(2))}
    if match.group(3):
        part["card"] = match.group(3)
    return part


def read_combination(text: str, column: str = "combination") -> dict[str, Any] | None:
    """``King Kraken 7 + Dreadnought Capsule 3``: the cruiser (aft), then the capsule; a part may
    end ``as CARD-ID``, the Primary Edition card it plays as alone (``CombinationPart.card``)."""
    if not text.strip():
        return None
    parts = text.split("+")
    if len(parts) != 2:
        raise FieldError(column, "write the cruiser and the capsule joined by +, such as 'King Kraken 7 + Dreadnought Capsule 3'")
    return {"cruiser": _combination_part(parts[0], column), "capsule": _combination_part(parts[1], column)}


def read_effects(text: str, column: str = "effects") -> list[Any]:
    """A JSON list of effects (parsed, never evaluated; the model validates each one)."""
    if not text.strip():
        return []
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise FieldError(column, f"invalid JSON at character {exc.pos + 1}: {exc.msg}") from None
    if isinstance(value, dict):
        value = [value]
    if not isinstance(value, list):
        raise FieldError(column, "expected a JSON list of effects")
    return value


def read_passive(text: str, column: str) -> bool:
    word = text.strip().lower().replace("-", "")
    if word in ("p", "passive"):
        return True
    if word in ("np", "nonpassive"):
        return False
    raise FieldError(column, f"'{text.strip()}' is not P (passive) or NP (non-passive)")


# --- a card back into a row -------------------------------------------------------------


def write_points(points: Points) -> str:
    return points.notation()


def write_weapons(card: Card) -> str:
    parts = []
    for weapon in card.weapons:
        options = [weapon.symbol.value]
        if weapon.damage != 1:
            options.append(f"damage {weapon.damage}")
        if weapon.fleet_targeted:
            options.append("fleet")
        if not weapon.standard:
            options.append("special")
        if weapon.special is not None:
            options.append(weapon.special.value)
        if weapon.energy is not None:
            options.append(f"energy {weapon.energy.low}-{weapon.energy.high}")
        if weapon.damaged_count is not None:
            options.append(f"damaged {weapon.damaged_count}")
        if weapon.single_use:
            options.append("single use")
        parts.append(f"{weapon.count} {weapon.name} [{', '.join(options)}]")
    return "; ".join(parts)


def write_systems(card: Card) -> str:
    parts = []
    for system in card.systems:
        text = f"{system.count} {system.kind.value.title()}"
        if system.energy:
            text += f" [energy {system.energy}]"
        parts.append(text)
    return "; ".join(parts)


def write_modifiers(card: Card) -> str:
    parts = []
    for modifier in card.modifiers:
        sign = "x" if modifier.op is ModifierOp.MULTIPLY else ("-" if modifier.amount < 0 else "+")
        text = f"{modifier.scope.value} {sign}{abs(modifier.amount)} {modifier.point.value}"
        if modifier.target_types != (CardType.TERRAIN,):
            text += " on " + " ".join(t.value for t in modifier.target_types)
        if modifier.target_titles:
            text += " named " + "/".join(modifier.target_titles)
        parts.append(text)
    return "; ".join(parts)


def write_placement(placement: Placement | None) -> str:
    if placement is None:
        return ""
    return " ".join([placement.mode.value, *(t.value for t in placement.target_types)])


def write_combination(combination: Combination | None) -> str:
    if combination is None:
        return ""
    return " + ".join(f"{part.name} {part.strength}" + (f" as {part.card}" if part.card else "") for part in (combination.cruiser, combination.capsule))


def yes_no(flag: bool) -> str:
    return "yes" if flag else "no"
