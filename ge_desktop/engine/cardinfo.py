"""Plain per-card facts the rules need, built once from catalog ``Card`` values.

The engine never touches a pydantic model during play: at game creation every physical
card gets a ``CardInfo`` (shared between copies of the same card in the same deck), and
the rules read only these fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ge_desktop.cards.catalog import Affiliation
from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import Card, CardType, ModifierOp, ModifierScope, PlacementMode, PointType, WeaponSymbol

UNITS = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON})
CREW_LIKE = frozenset({CardType.CREW, CardType.ANCIENT, CardType.PSY})  # v2.1 *ANCIENT*, *PSY CARDS*
# v2.1 GENERAL ERRATA - DISCARD AFTER USE: L, H and O cards that do not say otherwise.
_ERRATA_DISCARD_TYPES = frozenset({CardType.LUCK, CardType.HAZARD, CardType.OCCURRENCE})
HALF = Fraction(1, 2)


@dataclass(frozen=True, slots=True)
class ModifierInfo:
    """One output modifier: ``op`` ``amount`` ``point`` on cards of ``target_types``."""

    fleet: bool  # True: fleet modifier (top right); False: card modifier (its location)
    multiply: bool
    point: PointType
    amount: int
    target_types: frozenset[CardType]


@dataclass(frozen=True, slots=True, eq=False)
class CardInfo:
    """What the rules read about one card. ``kind`` is the type it plays as (its first letter)."""

    card_id: str
    label: str
    kind: CardType
    types: frozenset[CardType]
    strength: int
    requires: dict[PointType, int]
    generates: dict[PointType, int]
    shields: int
    modifiers: tuple[ModifierInfo, ...]
    heavy_weapons: int
    reaction: bool
    passive: bool | None
    unique: bool
    reserve_forbidden: bool
    discard_after_use: bool
    duration: int | None
    placement_mode: PlacementMode | None
    placement_targets: frozenset[CardType]
    functions: int  # number of card actions (effects triggered as a card action)
    empire: str | None
    minor_bonus: bool  # may use the minor empire command rating bonus (v2.1 L503)
    exclusive_empire: str | None  # exclusive/foreign technology: engages only on this empire's units

    @property
    def has_requirements(self) -> bool:
        return bool(self.requires)

    @property
    def is_unit(self) -> bool:
        return self.kind in UNITS

    @property
    def is_crew(self) -> bool:
        return self.kind in CREW_LIKE


def slot_cost(kind: CardType, strength: int) -> Fraction:
    """Command slots one card (or one combined card) uses: v2.1 *[Command limit]* L472.

    Ship, dragon or base of strength 3+: 1; strength 2 and every psy: 1/2; otherwise 0.
    """
    if kind is CardType.PSY:
        return HALF
    if kind in UNITS:
        if strength >= 3:
            return Fraction(1)
        if strength == 2:
            return HALF
    return Fraction(0)


def _modifiers(card: Card) -> tuple[ModifierInfo, ...]:
    return tuple(
        ModifierInfo(
            fleet=m.scope is ModifierScope.FLEET,
            multiply=m.op is ModifierOp.MULTIPLY,
            point=m.point,
            amount=m.amount,
            target_types=frozenset(m.target_types),
        )
        for m in card.modifiers
    )


def build_card_info(card: Card, affiliation: Affiliation, main_empire: str | None) -> CardInfo:
    """The rules' view of ``card`` in a deck whose main empire is ``main_empire``."""
    kind = card.types[0]
    # v2.1 MINOR EMPIRE COMMAND RATING BONUS: a minor (not generic) ship, not of the main empire.
    minor = affiliation in (Affiliation.MINOR, Affiliation.ALLIED)
    same_as_main = bool(main_empire and card.empire and card.empire.lower() == main_empire.lower())
    errata_discard = kind in _ERRATA_DISCARD_TYPES and card.duration is None
    return CardInfo(
        card_id=card.id,
        label=card.label,
        kind=kind,
        types=frozenset(card.types),
        strength=card.strength,
        requires=dict(card.requirements.items()),
        generates=dict(card.generates.items()),
        shields=card.shields,
        modifiers=_modifiers(card),
        heavy_weapons=card.weapon_count(WeaponSymbol.HEAVY),
        reaction=card.reaction,
        passive=card.passive,
        unique=card.unique,
        # v2.1 RESERVE FLEET RESTRICTIONS: 'reserve' in the title, or one copy per deck.
        reserve_forbidden=card.unique or "reserve" in card.title.lower(),
        discard_after_use=card.discard_after_use or errata_discard,
        duration=card.duration,
        placement_mode=card.placement.mode if card.placement else None,
        placement_targets=frozenset(card.placement.target_types) if card.placement else frozenset(),
        functions=sum(1 for e in card.effects if e.trigger is Trigger.CARD_ACTION),
        empire=card.empire,
        minor_bonus=kind is CardType.SHIP and minor and not same_as_main,
        exclusive_empire=card.empire if card.technology is not None else None,
    )
