"""The point and weapon symbols by name, and the ink each is drawn in (no Pillow here).

``symbols.py`` draws them with Pillow; the table's point tokens (``ui/table/point_token_item.py``)
only need the inks, so they import this module and the first table shows before Pillow loads.
"""

from __future__ import annotations

from enum import Enum

from ge_desktop.cards.model import PointType, WeaponSymbol

Color = tuple[int, int, int]


class Glyph(str, Enum):
    """A symbol of the rulebook's list (v2.1 *Points* section)."""

    ECONOMY = "economy"
    SUPPLY = "supply"
    ENERGY = "energy"
    AMMUNITION = "ammunition"
    RESEARCH = "research"
    REPAIR = "repair"
    HEALING = "healing"
    COMMAND = "command"
    LOBSTER = "lobster"
    DAMAGE = "damage"
    SHIELD = "shield"
    NODE = "node"
    ARMOR = "armor"
    PHASER = "phaser"
    HEAVY = "heavy"


POINT_GLYPHS: dict[PointType, Glyph] = {p: Glyph(p.value) for p in PointType}
WEAPON_GLYPHS: dict[WeaponSymbol, Glyph] = {
    WeaponSymbol.PHASER: Glyph.PHASER,
    WeaponSymbol.HEAVY: Glyph.HEAVY,  # the ammunition symbol (v2.1 *Heavy Weapon*)
    WeaponSymbol.DAMAGE: Glyph.DAMAGE,
}

# Dark, distinct inks so the symbols read on the light panels at a glance.
GLYPH_INK: dict[Glyph, Color] = {
    Glyph.ECONOMY: (138, 104, 0),
    Glyph.SUPPLY: (92, 58, 26),
    Glyph.ENERGY: (196, 84, 0),
    Glyph.AMMUNITION: (140, 24, 24),
    Glyph.RESEARCH: (28, 76, 158),
    Glyph.REPAIR: (36, 110, 46),
    Glyph.HEALING: (178, 40, 92),
    Glyph.COMMAND: (80, 42, 128),
    Glyph.LOBSTER: (196, 52, 36),
    Glyph.DAMAGE: (30, 30, 30),
    Glyph.SHIELD: (20, 104, 140),
    Glyph.NODE: (58, 58, 70),
    Glyph.ARMOR: (70, 70, 76),
    Glyph.PHASER: (30, 30, 30),
    Glyph.HEAVY: (140, 24, 24),
}
