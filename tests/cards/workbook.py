"""Read the LackeyCCG checklist workbook's printed numbers (row 1 symbols, row 2 names, key
column F ``URL (%)``: the image id) into the catalog's notation, for the comparison test."""

from __future__ import annotations

from pathlib import Path

POINTS = ("command", "economy", "supply", "energy", "ammunition", "research", "repair", "lobster")
GENERATED = ("command", "economy", "supply", "energy", "ammunition", "research", "repair", "healing", "healing", "healing", "lobster")
# 0-based columns (the workbook's row-2 names): CommandCost..LobsterCost, the eight
# OptionalCommandCost columns, Shield, Node, ArmorSystem, HeavyWeapon, Phaser, CardDamage,
# CommandPoint..LobsterPoint (three healing kinds), CommandMult..LobsterMult.
COST, OPTIONAL, SHIELD, NODE, ARMOR, HEAVY, PHASER, CARD_DAMAGE, POINT, MULT = 27, 35, 43, 44, 45, 46, 47, 48, 49, 60
KEY, REACTION, TYPE, TYPE2, STRENGTH = 5, 16, 17, 18, 19


def _int(value: object) -> int:
    if value in (None, ""):
        return 0
    try:
        return int(float(str(value).strip()))
    except ValueError:
        return 0


def _notation(counts: dict[str, int]) -> str:
    order = ("economy", "supply", "energy", "ammunition", "research", "repair", "healing", "command", "lobster")
    return " + ".join(f"{counts[p]} {p}" for p in order if counts.get(p))


def read_rows(workbook: Path, images: set[str]) -> dict[str, dict[str, str]]:
    """Image id -> the workbook's numbers for that printing, as comparable strings."""
    import openpyxl

    book = openpyxl.load_workbook(workbook, read_only=True)
    try:
        sheet = book.worksheets[0]
        rows = sheet.iter_rows(values_only=True)
        names = next(rows), next(rows)
        assert names[0][KEY] == "URL (%)" and names[1][SHIELD] == "Shield" and names[1][CARD_DAMAGE] == "CardDamage", "workbook layout changed"
        found: dict[str, dict[str, str]] = {}
        for row in rows:
            if not row or len(row) <= MULT + 7 or row[KEY] not in images:
                continue
            types = "/".join(t.strip() for t in (row[TYPE], row[TYPE2]) if t not in (None, "") and str(t).strip())
            generated: dict[str, int] = {}
            for offset, point in enumerate(GENERATED):
                generated[point] = generated.get(point, 0) + _int(row[POINT + offset])
            mults = []
            for offset, point in enumerate(POINTS):
                value = row[MULT + offset]
                if value in (None, "") or str(value).strip() in ("", "0"):
                    continue
                text = str(value).strip()
                mults.append(f"{'+' if text.startswith('+') else 'x'}{text.lstrip('+x')} {point}")
            found[row[KEY]] = {
                "code": f"{'R/' if row[REACTION] not in (None, '') and str(row[REACTION]).strip() else ''}{types}{_int(row[STRENGTH]) or ''}",
                "requires": _notation({p: _int(row[COST + i]) for i, p in enumerate(POINTS)}),
                "optional": _notation({p: _int(row[OPTIONAL + i]) for i, p in enumerate(POINTS)}),
                "shields": str(_int(row[SHIELD])),
                "nodes": str(_int(row[NODE])),
                "armor": str(_int(row[ARMOR])),
                "heavy": str(_int(row[HEAVY])),
                "phasers": str(_int(row[PHASER])),
                "card_damage": str(_int(row[CARD_DAMAGE])),
                "generates": _notation(generated),
                "modifiers": " ; ".join(sorted(mults)),
            }
        return found
    finally:
        book.close()
