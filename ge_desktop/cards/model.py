"""The card model: frozen pydantic values for everything a Galactic Empires card shows.

This follows the v2.1 rulebook's *Card Nomenclature* and point-symbol sections: type
letter(s) and strength top left (with split strengths), point requirements beside them,
generated points / Shields / Nodes / Armor top right, fleet and card modifiers, the title
above and below the art, P/NP for equipment, rules lines (those printed with a dash),
flavor text and weapon symbols along the bottom.

A card's printed rules are also given as structured ``effects`` (see ``effects.py``) that
the engine interprets; the rules lines are the human text of the same thing.

Pydantic lives here because catalog files are a boundary. The engine turns these values
into its own plain structures once, at game creation.
"""

from __future__ import annotations

import re
from enum import Enum
from typing import Annotated, NewType

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ge_desktop.cards.effects import Effect

CardId = NewType("CardId", str)

CARD_ID_PATTERN = r"^[a-z0-9]+(?:-[a-z0-9]+)*$"
SET_CODE_PATTERN = r"^[A-Za-z0-9]{1,6}$"  # LackeyCCG codes: PE, UE, Pir, PoM, Pro8
# The sets of the game as the community's card list spells them (mixed case is theirs).
KNOWN_SET_CODES = (
    "PE", "UE", "NE", "Pir", "Per", "GGB", "GI", "CC", "TG", "PoM", "AT", "AF", "BE", "AL",
    *(f"Pro{n}" for n in range(9)),
)  # fmt: skip
_KNOWN_SET_BY_LOWER = {code.lower(): code for code in KNOWN_SET_CODES}


def canonical_set_code(text: str) -> str:
    """A set code typed in any case, spelled as the card list spells it (``per`` -> ``Per``);
    an unknown code is kept as typed."""
    word = text.strip()
    return _KNOWN_SET_BY_LOWER.get(word.lower(), word)


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)


class CardType(str, Enum):
    """The type letter in the top left corner (v2.1 *Card Type* and card type rules)."""

    TERRAIN = "T"
    SHIP = "S"
    BASE = "B"
    CREW = "C"
    EQUIPMENT = "E"
    HAZARD = "H"
    LUCK = "L"
    MONSTER = "M"
    OCCURRENCE = "O"
    ABILITY = "A"
    DRAGON = "D"
    AGENDA = "G"
    INSTALLATION = "I"
    PSY = "P"
    FIELD = "F"
    HEADQUARTERS = "Q"
    ANCIENT = "N"

    @property
    def label(self) -> str:
        return self.name.replace("_", " ").title()


class PointType(str, Enum):
    """The point symbols of the v2.1 *Points* section."""

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


# Point types an economy point may be declared as (v2.1 *Economy*).
ECONOMY_DECLARABLE: tuple[PointType, ...] = (
    PointType.SUPPLY,
    PointType.ENERGY,
    PointType.AMMUNITION,
    PointType.RESEARCH,
    PointType.REPAIR,
    PointType.HEALING,
)


class Points(_Frozen):
    """A count of each point type; used for requirements and generated points."""

    economy: int = Field(0, ge=0, le=20)
    supply: int = Field(0, ge=0, le=20)
    energy: int = Field(0, ge=0, le=20)
    ammunition: int = Field(0, ge=0, le=20)
    research: int = Field(0, ge=0, le=20)
    repair: int = Field(0, ge=0, le=20)
    healing: int = Field(0, ge=0, le=20)
    command: int = Field(0, ge=0, le=20)
    lobster: int = Field(0, ge=0, le=20)
    damage: int = Field(0, ge=0, le=20)

    def get(self, point: PointType) -> int:
        value: int = getattr(self, point.value)
        return value

    def items(self) -> list[tuple[PointType, int]]:
        """Non-zero entries in symbol order."""
        return [(p, self.get(p)) for p in PointType if self.get(p)]

    @property
    def total(self) -> int:
        return sum(n for _, n in self.items())

    def __bool__(self) -> bool:
        return self.total > 0

    def notation(self) -> str:
        """Short text such as ``1 supply + 1 energy`` (empty string for none)."""
        return " + ".join(f"{n} {p.value}" for p, n in self.items())


class WeaponSymbol(str, Enum):
    """The symbol a weapon is printed with along the bottom of the card.

    v2.1 *Phaser*: any weapon drawn with the Phaser symbol is a Phaser whatever its
    name. *Heavy Weapon*: drawn with the ammunition symbol, needs 1 ammunition each.
    Other non-heavy weapons (Subspace Whips, Physical Damage, ...) use the damage symbol.
    """

    PHASER = "phaser"
    HEAVY = "heavy"
    DAMAGE = "damage"


class SpecialWeapon(str, Enum):
    """A special weapon whose rules the engine knows by kind (v2.1 SPECIAL WEAPONS).

    VARIABLE_PLASMA: a heavy weapon (1 ammunition each) dealing damage equal to the energy
    the ship gives its Variable Plasma, within the printed range (v2.1 VARIABLE PLASMA).
    HYPERSPACE_DETONATOR: the Scorpead heavy weapon: while armed, each Phaser of the card
    fires as a heavy weapon of 1 damage per armed Detonator (v2.1 HYPERSPACE DETONATOR).
    SHIELD_PENETRATION_DEVICE: the P.O.T. heavy weapon whose damage is structural: it ignores
    Shields, Armor Systems and EMFs (v2.1 SHIELD PENETRATION DEVICE).
    """

    VARIABLE_PLASMA = "variable plasma"
    HYPERSPACE_DETONATOR = "hyperspace detonator"
    SHIELD_PENETRATION_DEVICE = "shield penetration device"  # P.O.T.: 1 structural damage, past Shields, Armor and EMF (rules/weapons.py)


class EnergyRange(_Frozen):
    """The energy a ship may give a weapon system, printed as ``(✸-✸✸)``: low 1, high 2."""

    low: int = Field(ge=0, le=10)
    high: int = Field(ge=1, le=10)

    @model_validator(mode="after")
    def _ordered(self) -> EnergyRange:
        if self.low > self.high:
            raise ValueError(f"energy range: the low end ({self.low}) is above the high end ({self.high})")
        return self


class Weapon(_Frozen):
    """One group of identical weapon symbols (``count`` weapons named ``name``)."""

    symbol: WeaponSymbol
    name: str = Field(min_length=1, max_length=40)
    count: int = Field(ge=1, le=12)
    damage: int = Field(1, ge=1, le=10)
    fleet_targeted: bool = False
    standard: bool = True
    special: SpecialWeapon | None = None
    energy: EnergyRange | None = None  # Variable Plasma: the printed energy range
    damaged_count: int | None = Field(None, ge=0, le=12)  # how many still fire once the card is damaged (Defensive Satellites)
    single_use: bool = False  # fires a single time, until a carrier rearms it (a Shuttlecraft's Phaser)

    @model_validator(mode="after")
    def _special(self) -> Weapon:
        if self.special is not None and self.symbol is not WeaponSymbol.HEAVY:
            raise ValueError(f"special: a {self.special.value} is a heavy weapon")
        if (self.special is SpecialWeapon.VARIABLE_PLASMA) != (self.energy is not None):
            raise ValueError("energy: a Variable Plasma prints its energy range, and only a Variable Plasma has one")
        return self

    @property
    def is_heavy(self) -> bool:
        return self.symbol is WeaponSymbol.HEAVY

    @property
    def is_phaser(self) -> bool:
        return self.symbol is WeaponSymbol.PHASER


class SystemKind(str, Enum):
    """A special ship system printed beside the weapons (v2.1 SPECIAL SHIP SYSTEMS).

    PHASER_MAGNIFIER: energy given to it multiplies each Phaser's damage (1 energy x2,
    2 energy x3), up to the printed maximum (``energy``). MINE_DEPLOYMENT: each system,
    activated with 1 supply, lets one mine on the ship be used once a turn without being
    discarded (v2.1 MINE DEPLOYMENT SYSTEM).
    """

    PHASER_MAGNIFIER = "phaser magnifier"
    MINE_DEPLOYMENT = "mine deployment"


class ShipSystem(_Frozen):
    """``count`` systems of one kind; ``energy`` is the most energy one may take."""

    kind: SystemKind
    count: int = Field(1, ge=1, le=6)
    energy: int = Field(0, ge=0, le=10)

    @model_validator(mode="after")
    def _sensible(self) -> ShipSystem:
        if self.kind is SystemKind.PHASER_MAGNIFIER and self.energy < 1:
            raise ValueError("energy: a Phaser Magnifier prints the most energy it takes (at least 1)")
        return self


class ModifierScope(str, Enum):
    """FLEET: top-right symbol with a math sign; CARD: symbol under the art."""

    FLEET = "fleet"
    CARD = "card"


class ModifierOp(str, Enum):
    ADD = "add"
    MULTIPLY = "multiply"


class Modifier(_Frozen):
    """A change to point output (v2.1 *Fleet/Card Modifier Points*, *Terrain Output Modifiers*).

    A card modifier with no other target applies to the card's location (the terrain a
    freighter sits on, for instance). ``amount`` may be negative for additive modifiers.
    """

    scope: ModifierScope
    op: ModifierOp
    point: PointType
    amount: int = Field(ge=-20, le=20)
    target_types: tuple[CardType, ...] = (CardType.TERRAIN,)
    # a card modifier only on a card whose title names one of these words (Teamster: x2 supply
    # only on a planet, moon or system); empty: any card of ``target_types``
    target_titles: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _sensible(self) -> Modifier:
        if self.amount == 0:
            raise ValueError("a modifier of 0 changes nothing")
        if self.target_titles and self.scope is not ModifierScope.CARD:
            raise ValueError("target_titles is for card modifiers (the card it sits on) only")
        if self.op is ModifierOp.MULTIPLY and self.amount < 2:
            raise ValueError("a multiplicative modifier must be at least 2")
        return self


class SplitRole(str, Enum):
    """What the second of two strengths is for (v2.1 *Card Strength*)."""

    TIME = "time"  # time strength at the time origin (Time Knights)
    BASE = "base"  # Aqaaran unit played as a base
    SHIP = "ship"  # Aqaaran unit played as a ship


class SplitStrength(_Frozen):
    role: SplitRole
    strength: int = Field(ge=1, le=10)
    requirements: Points = Points()


class CombinationPart(_Frozen):
    """One component of a combination card. ``card``: the catalog id of the Primary Edition card
    whose numbers the part plays with when played or separated alone (v2.1 KREBIZ: "use a
    capsule or cruiser card from Primary Edition to represent separated components"); without
    it the card is only ever played whole."""

    name: str = Field(min_length=1, max_length=60)
    strength: int = Field(ge=1, le=10)
    card: str | None = Field(None, min_length=1, max_length=80)


class Combination(_Frozen):
    """A Krebiz Universe Edition combination card: cruiser (aft) + capsule (forward).

    v2.1 *Krebiz Capitalist Alliance*: counts as 1 card for stocking and as one ship of the
    summed strength; Universe Edition combinations are played as complete ships.
    """

    cruiser: CombinationPart
    capsule: CombinationPart


class CardClass(str, Enum):
    """Card classes of the v2.1 *Card classes* section."""

    AESTHETIC = "Aesthetic"
    ALLIED = "Allied"
    ATTRITION = "Attrition"
    COLLECTOR = "Collector"
    CONJECTURAL = "Conjectural"
    CYBER = "Cyber"
    INFECTED = "Infected"
    PERSONA = "Persona"
    PROTOTYPE = "Prototype"


class Technology(str, Enum):
    """Empire-specific equipment (v2.1 *Empire Specific Equipment*)."""

    EXCLUSIVE = "exclusive"
    FOREIGN = "foreign"


class PlacementMode(str, Enum):
    """Where a card goes when played (v2.1 *Card Play Terms*)."""

    INDEPENDENT = "independent"  # on its own in the fleet
    ON = "on"  # on a card of its own player's fleet (joins that stack)
    AGAINST = "against"  # on an opponent's card
    ON_OR_AGAINST = "on_or_against"  # on any card the rules allow, own or opponent's
    FLEET = "fleet"  # affects no card: counts as played to its owner's fleet


class Placement(_Frozen):
    """Where this card may be played, overriding its type's default."""

    mode: PlacementMode
    target_types: tuple[CardType, ...] = ()


class Provenance(str, Enum):
    """Where a card's numbers come from."""

    PRINTED = "printed"  # typed from the printed card (its image) by us
    RULEBOOK = "rulebook"  # the v2.1 rulebook states them (see card-facts.md)
    DESIGNED = "designed"  # chosen by us to fit the card's type and strength: not a printed card


NOT_PRINTED = "not a printed card"  # shown wherever a player sees a designed card

IMAGE_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.,'()+&!\-]{0,119}$"


class Printing(_Frozen):
    """One printing of a card: the set it was printed in and its LackeyCCG image id.

    The image id is the plugin's ``ImageFile`` column (``S6_-_Argonian_Typhoon_Heavy_Cruiser_PE``):
    the key by which decks, images and the checklist workbook name a printing.
    """

    set: str = Field(pattern=SET_CODE_PATTERN)
    image: str = Field(pattern=IMAGE_ID_PATTERN)


# v2.1 TARGETING PSY CARDS: "Shields of a ship, base, terrain or other location"; the Optional
# Rule on Field cards names "promotional Terrain with shields" (printed on promo terrain).
_SHIELDED_TYPES = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON, CardType.INSTALLATION, CardType.TERRAIN})

_CODE_RE = re.compile(r"^(R/)?([A-Z])(?:/([A-Z]))?(\d{1,2})(?:/(\d{1,2}))?$")


def parse_card_code(code: str) -> tuple[bool, tuple[CardType, ...], int, int | None]:
    """Parse ``R/C4``, ``T/B3`` or ``C2/8`` into (reaction, types, strength, second).

    Raises ``ValueError`` with a sentence for anything else.
    """
    match = _CODE_RE.match(code.strip())
    if not match:
        raise ValueError(f"'{code}' is not a card code like S5, R/C4, T/B3 or C2/8")
    reaction, first, second_type, strength, split = match.groups()
    try:
        types = (CardType(first),) + ((CardType(second_type),) if second_type else ())
    except ValueError:
        raise ValueError(f"'{code}' names an unknown card type letter") from None
    return bool(reaction), types, int(strength), int(split) if split else None


class Card(_Frozen):
    """One card of the catalog. Identity is type, strength and full title (v2.1 *Exactly Identical*)."""

    id: Annotated[str, Field(pattern=CARD_ID_PATTERN, max_length=80)]
    name: str = Field(min_length=1, max_length=60)
    subtitle: str | None = Field(None, max_length=60)
    types: tuple[CardType, ...] = Field(min_length=1, max_length=2)
    reaction: bool = False
    strength: int = Field(ge=1, le=10)
    split: SplitStrength | None = None
    requirements: Points = Points()
    optional_requirements: Points = Points()
    generates: Points = Points()
    shields: int = Field(0, ge=0, le=20)
    nodes: int = Field(0, ge=0, le=10)
    armor: int = Field(0, ge=0, le=9)
    card_damage: int = Field(0, ge=0, le=20)  # card damage symbols printed at the bottom (v2.1 CARD DAMAGE)
    modifiers: tuple[Modifier, ...] = ()
    weapons: tuple[Weapon, ...] = ()
    systems: tuple[ShipSystem, ...] = ()
    empire: str | None = Field(None, max_length=60)
    tribe: str | None = Field(None, max_length=60)
    element: str | None = Field(None, max_length=60)  # a P.O.T. element's ship (v2.1 P.O.T.): used only in a deck of that element
    classes: tuple[CardClass, ...] = ()
    technology: Technology | None = None
    passive: bool | None = None
    combination: Combination | None = None
    # v2.1 KREBIZ CAPITALIST ALLIANCE (Premiere parts): a capsule names the cruisers (by
    # title) it may be played onto or join; Krebiz Armor goes only on a cruiser.
    capsule_for: tuple[str, ...] = Field((), max_length=8)
    cruiser_only: bool = False
    refit_limit: int | None = Field(None, ge=1, le=12)  # a ship carries at most this many weapons from copies of this refit
    rearms_shuttles: bool = False  # a carrier: each Engagement Phase, the fighters and shuttles on it are rearmed
    placement: Placement | None = None
    unique: bool = False
    discard_after_use: bool = False
    duration: int | None = Field(None, ge=1, le=10)
    rules: tuple[str, ...] = ()
    flavor: str = Field("", max_length=400)
    effects: tuple[Effect, ...] = ()
    manual: bool = False
    set_code: str = Field(pattern=SET_CODE_PATTERN)
    printings: tuple[Printing, ...] = Field((), max_length=40)
    provenance: Provenance
    source: str | None = Field(None, max_length=200)

    # --- validation -----------------------------------------------------------------

    @field_validator("rules")
    @classmethod
    def _rules_lines(cls, lines: tuple[str, ...]) -> tuple[str, ...]:
        for line in lines:
            if not line.strip():
                raise ValueError("a rules line may not be empty")
            if line.lstrip().startswith("-"):
                raise ValueError("write rules lines without the leading dash; it is drawn for you")
            if len(line) > 240:
                raise ValueError("a rules line is at most 240 characters")
        return lines

    @model_validator(mode="after")
    def _consistent(self) -> Card:
        primary = self.types[0]
        if len(set(self.types)) != len(self.types):
            raise ValueError("types: the same type letter is given twice")
        is_equipment = CardType.EQUIPMENT in self.types
        if is_equipment and self.passive is None:
            raise ValueError("passive: equipment must say P (true) or NP (false)")
        if not is_equipment and self.passive is not None:
            raise ValueError("passive: only equipment is passive or non-passive")
        if self.technology is not None and (not is_equipment or not self.empire):
            raise ValueError("technology: only equipment of a named empire is exclusive or foreign")
        if self.combination is not None:
            parts = self.combination.cruiser.strength + self.combination.capsule.strength
            if primary is not CardType.SHIP:
                raise ValueError("combination: only ships are Krebiz combinations")
            if parts != self.strength:
                raise ValueError(f"combination: cruiser + capsule strengths ({parts}) must equal the strength ({self.strength})")
        if self.capsule_for and primary is not CardType.SHIP:
            raise ValueError("capsule_for: only a Krebiz capsule (a ship) names the cruisers it joins")
        if self.manual and self.effects:
            raise ValueError("manual: a card with scripted effects is not manual")
        if self.provenance is Provenance.PRINTED and not self.printings:
            raise ValueError("printings: a printed card names at least one printing (set and image id)")
        if len({p.image for p in self.printings}) != len(self.printings):
            raise ValueError("printings: the same image id is given twice")
        if self.shields and not any(t in _SHIELDED_TYPES for t in self.types):
            raise ValueError("shields: only ships, bases, dragons, installations and terrain carry Shields")
        return self

    # --- derived --------------------------------------------------------------------

    @property
    def primary_type(self) -> CardType:
        return self.types[0]

    def is_type(self, card_type: CardType) -> bool:
        return card_type in self.types

    @property
    def code(self) -> str:
        """The type-and-strength code printed top left, such as ``R/C4`` or ``C2/8``."""
        text = ("R/" if self.reaction else "") + "/".join(t.value for t in self.types) + str(self.strength)
        if self.split is not None:
            text += f"/{self.split.strength}"
        return text

    @property
    def title(self) -> str:
        """The full title: above the art, plus the part below it when it differs."""
        if self.subtitle and self.subtitle != self.name:
            return f"{self.name} - {self.subtitle}"
        return self.name

    @property
    def identity(self) -> tuple[str, str]:
        """(code without R/, lower-case title): equal for exactly identical cards."""
        code = self.code[2:] if self.reaction else self.code
        return code, self.title.lower()

    @property
    def identity_aliases(self) -> list[tuple[str, str]]:
        """Identities of this card's single-type printings (v2.1: a Vektrean asteroid base
        printed as 'T' is identical to its 'T/B' version)."""
        if len(self.types) < 2:
            return []
        code, title = self.identity
        suffix = code[len("/".join(t.value for t in self.types)) :]
        return [(t.value + suffix, title) for t in self.types]

    @property
    def label(self) -> str:
        """``R/C4 Science Officer``: how a card is named in decks, logs and messages."""
        return f"{self.code} {self.title}"

    @property
    def is_generic(self) -> bool:
        return self.empire is None

    @property
    def is_printed(self) -> bool:
        return self.provenance is Provenance.PRINTED

    @property
    def origin(self) -> str:
        """Where the card comes from, in words a player reads on the face and in the inspector:
        ``printed PE``, ``rulebook example`` or ``not a printed card``."""
        if self.provenance is Provenance.PRINTED:
            sets = list(dict.fromkeys(p.set for p in self.printings))
            return f"printed {', '.join(sets)}"
        if self.provenance is Provenance.RULEBOOK:
            return "rulebook example"
        return NOT_PRINTED

    @property
    def has_requirements(self) -> bool:
        return bool(self.requirements)

    def weapon_count(self, symbol: WeaponSymbol) -> int:
        return sum(w.count for w in self.weapons if w.symbol is symbol)

    @property
    def rules_in_numbers(self) -> bool:
        """Does the engine play the card's rules from typed numbers rather than effects
        (special weapons and ship systems it knows by kind: Variable Plasma, a Magnifier, a
        fleet-targeted Distortion Cannon; the Krebiz capsule and cruiser rules)?"""
        if self.refit_limit or self.rearms_shuttles or any(w.damaged_count is not None or w.single_use for w in self.weapons):
            return True  # a Phaser Refit's cap; a carrier; Defensive Satellites' Phasers that drop with damage; a single-use Phaser
        if self.nodes and CardType.EQUIPMENT in self.types:
            return True  # a Distribution Node: its Nodes power the ship's EMF
        if self.shields and CardType.TERRAIN in self.types:
            return True  # a terrain-base (Vektrean Asteroid Outpost): its Shields take card damage before its structure, as a unit's do
        if self.types == (CardType.TERRAIN,) and self.placement is not None and self.placement.target_types == (CardType.TERRAIN,):
            return True  # a terrain played onto a terrain: the two combine into one (v2.1 TERRAIN CARDS; Planetary Storm)
        if self.element:
            return True  # a P.O.T. element's ship: its text is a deck restriction the stocking rules hold (stocking._check_elements)
        if self.combination is not None and self.combination.cruiser.card and self.combination.capsule.card:
            return True  # a Krebiz combination card with its parts' cards: played whole or as a part, and separated (v2.1 KREBIZ)
        return bool(self.systems or self.capsule_for or self.cruiser_only) or any(w.special is not None or w.fleet_targeted for w in self.weapons)

    def __hash__(self) -> int:  # cards are keyed by id; effects hold dict params
        return hash(self.id)


class ReferenceKind(str, Enum):
    """What a reference card is for: printed beside a deck, never shuffled into it."""

    HEADQUARTERS = "headquarters"  # the Sector HQ card each player keeps in front of him
    SYMBOLS = "symbols"  # a printed legend (the point-symbol card)


class ReferenceCard(_Frozen):
    """A printed card that is not a deck card: the Sector HQ, the point-symbol legend.

    LackeyCCG decks list them in their ``Reference`` zone; the catalog keeps them so every
    printing of a real deck is known by its image id. ``damage_capacity`` is the Sector
    HQ's printed number (v2.1 *DAMAGING THE SECTOR HQ*: 25 damage eliminates a player).
    """

    id: Annotated[str, Field(pattern=CARD_ID_PATTERN, max_length=80)]
    name: str = Field(min_length=1, max_length=60)
    kind: ReferenceKind
    code: str = Field("", max_length=12)  # as the checklist names it: HQ25, Spcl
    damage_capacity: int | None = Field(None, ge=1, le=99)
    rules: tuple[str, ...] = ()
    set_code: str = Field(pattern=SET_CODE_PATTERN)
    printings: tuple[Printing, ...] = Field(min_length=1, max_length=40)
    provenance: Provenance = Provenance.PRINTED

    @property
    def label(self) -> str:
        return f"{self.code} {self.name}".strip()
