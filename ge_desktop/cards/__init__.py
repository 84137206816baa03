"""Cards and decks as validated data: the card model, the catalog and deck files.

No Qt and no Pillow here (a test checks); the engine and the UI both build on it.
"""

from ge_desktop.cards.catalog import Catalog, CatalogError, CatalogProblem, default_catalog, load_catalog
from ge_desktop.cards.effects import EFFECT_KINDS, Effect, Target, Trigger
from ge_desktop.cards.model import Card, CardType, Points, PointType, Weapon, WeaponSymbol

__all__ = [
    "Card",
    "CardType",
    "Catalog",
    "CatalogError",
    "CatalogProblem",
    "EFFECT_KINDS",
    "Effect",
    "PointType",
    "Points",
    "Target",
    "Trigger",
    "Weapon",
    "WeaponSymbol",
    "default_catalog",
    "load_catalog",
]
