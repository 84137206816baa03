"""Plain per-card facts the rules need, built once from catalog ``Card`` values.

The engine never touches a pydantic model during play: at game creation every physical
card gets a ``CardInfo`` (shared between copies of the same card in the same deck), and
the rules read only these fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction

from ge_desktop.cards.catalog import Affiliation
from ge_desktop.cards.effects import EFFECT_KINDS, TARGET_WORDS, Effect, Target, Trigger, kind_words
from ge_desktop.cards.model import Card, CardType, ModifierOp, ModifierScope, PlacementMode, PointType, SpecialWeapon, SystemKind, Technology, WeaponSymbol
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat

UNITS = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON})
CREW_LIKE = frozenset({CardType.CREW, CardType.ANCIENT, CardType.PSY})  # v2.1 *ANCIENT*, *PSY CARDS*
# v2.1 GENERAL ERRATA - DISCARD AFTER USE: L, H and O cards that do not say otherwise.
_ERRATA_DISCARD_TYPES = frozenset({CardType.LUCK, CardType.HAZARD, CardType.OCCURRENCE})
HALF = Fraction(1, 2)
# Effects that say how an L/H/O card leaves play, so the errata's discard after use does not apply.
_SAYS_HOW_IT_GOES = frozenset(
    k.value
    for k in (
        Kind.DESTROYED_BY, Kind.BOOST_NEXT_VOLLEY, Kind.RESEARCH_IN_ONE_TURN, Kind.DRIFT_STRENGTH, Kind.ESCAPE_BY_ENERGY, Kind.STAYS_WITH_HOST,
        Kind.MULTIPLY_FLEET_REQUIREMENT,  # h-occur3: Broken Supply Lines stays until a ship of its owner's is destroyed
        Kind.NEGATE_FIRST_REACTION,  # h-occur3: Impending Chaos is discarded after it takes effect
        Kind.DOUBLE_MISFORTUNE,  # h-double: Unlucky Crew Action is discarded once the card it doubles is played
        Kind.DICTATE_FIRE,  # h-dictate: Miscommunications is discarded as its player's Weapons Fire Phase ends
        Kind.HOLD_DRAWS,  # h-piles: a Well of Time stays until research empties it (rules/held_piles.py)
    )
)
_MINOR_BONUS_KINDS = frozenset({CardType.SHIP, CardType.DRAGON})


@dataclass(frozen=True, slots=True)
class ModifierInfo:
    """One output modifier: ``op`` ``amount`` ``point`` on cards of ``target_types``."""

    fleet: bool  # True: fleet modifier (top right); False: card modifier (its location)
    multiply: bool
    point: PointType
    amount: int
    target_types: frozenset[CardType]
    target_titles: tuple[str, ...] = ()  # only on a card whose title names one of these words

    def reaches(self, host: CardInfo) -> bool:
        """Does this card modifier work on ``host`` (the card its card sits on)?"""
        title = host.title.lower()
        return not self.target_titles or any(word.lower() in title for word in self.target_titles)


@dataclass(frozen=True, slots=True)
class WeaponInfo:
    """One group of identical weapons printed on a card (or added to it by an effect)."""

    symbol: WeaponSymbol
    name: str
    count: int
    damage: int = 1
    fleet_targeted: bool = False
    special: SpecialWeapon | None = None
    energy: tuple[int, int] | None = None  # Variable Plasma: (low, high) energy
    damaged_count: int | None = None  # how many still fire once the card is damaged
    single_use: bool = False  # fires a single time until rearmed (``CardState.weapons_spent``)

    @property
    def heavy(self) -> bool:
        return self.symbol is WeaponSymbol.HEAVY


@dataclass(frozen=True, slots=True)
class EffectInfo:
    """A catalog ``Effect`` as a plain value the engine reads during play (no pydantic)."""

    kind: Kind
    trigger: Trigger
    target: Target
    target_types: frozenset[CardType]
    amount: int = 0
    point: PointType | None = None
    weapon: str | None = None
    duration: int | None = None
    optional: bool = False
    params: tuple[tuple[str, bool | int | str], ...] = ()
    choice: int = 0  # 0: always; N: only when its card is played as its choice N ("does one of the following")

    def param(self, name: str, default: bool | int | str | None = None) -> bool | int | str | None:
        for key, value in self.params:
            if key == name:
                return value
        return default

    def fits(self, kind_types: frozenset[CardType]) -> bool:
        """Does a card of these types match the effect's type filter (none: any)?"""
        return not self.target_types or bool(self.target_types & kind_types)


_FLEET_TARGETS = frozenset({Target.OWN_FLEET, Target.OPPONENT_FLEET})


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
    functions: int  # functions ``use #N F`` may name: card actions, then "As a reaction" ones
    empire: str | None
    minor_bonus: bool  # may use the minor empire command rating bonus (v2.1 L503)
    exclusive_empire: str | None  # exclusive/foreign technology: engages only on this empire's units
    effects: tuple[EffectInfo, ...] = ()

    def canonical_form(self) -> str:
        """Shared printed facts stand in a state's canonical form as the card id."""
        return self.card_id
    weapons: tuple[WeaponInfo, ...] = ()
    function_effects: tuple[EffectInfo, ...] = ()  # ``use #N F``: card actions, then reactions
    manual: bool = False
    has_rules: bool = False
    title: str = ""
    fleet_wide: bool = False  # has a continuous effect on a whole fleet (own_fleet / opponent_fleet)
    tribe: str | None = None  # an Indirigan tribe ship's tribe (v2.1 INDIRIGAN NOMAD TRIBES), else None
    tribe_exempt: bool = False  # of its deck's main empire: free of the Indirigan Tribe Rule (L1410)
    systems: tuple[tuple[SystemKind, int, int], ...] = ()  # (kind, count, most energy) per printed system
    armor: int = 0  # Armor System strength printed top right (v2.1 ARMOR SYSTEM): also its number of uses
    major: bool = False  # a major empire's card (B94: one major empire's ships in a fleet at a time)
    name: str = ""  # the title above the art
    nodes: int = 0  # Nodes (Mechad ships and Distribution Nodes, v2.1 EMF)
    capsule_for: frozenset[str] = frozenset()  # Krebiz capsule: the cruisers it joins (lower-case names)
    cruiser_only: bool = False  # Krebiz Armor: only on a cruiser
    combination: bool = False  # a Krebiz combination card: a cruiser and a capsule on one card (v2.1 KREBIZ)
    refit_limit: int | None = None  # a ship carries at most this many weapons from copies of this refit
    rearms_shuttles: bool = False  # a carrier: rearms the fighters and shuttles on it each Engagement Phase
    foreign_technology: bool = False  # foreign (not exclusive) technology: a card allowing it lets other empires use it
    choices: tuple[int, ...] = ()  # "does one of the following": the choices its player picks from as it is played (h-choice)
    parts: tuple[CardInfo, ...] = ()  # h-krebiz3: a Krebiz combination card's (cruiser, capsule) as their Primary Edition cards (``with_parts``)
    # Derived from ``effects`` once (``__post_init__``), read on every legal-action listing:
    local_stats: frozenset[Stat | None] = field(default=frozenset(), init=False)  # stats its continuous effects on its own stack change
    destroy_research: int | None = field(default=None, init=False)  # ``research_to_destroy``

    def __post_init__(self) -> None:
        continuous = [e for e in self.effects if e.trigger is Trigger.CONTINUOUS and e.target not in _FLEET_TARGETS]
        object.__setattr__(self, "local_stats", frozenset(e.kind.stat for e in continuous))
        killers = [e.amount for e in self.effects if e.kind is Kind.DESTROYED_BY and e.point is PointType.RESEARCH]
        object.__setattr__(self, "destroy_research", killers[0] if killers else None)

    def system(self, kind: SystemKind) -> tuple[int, int]:
        """(count, most energy) of the card's printed systems of ``kind``; (0, 0) for none."""
        for found, count, energy in self.systems:
            if found is kind:
                return count, energy
        return 0, 0

    def chosen_effects(self, choice: int) -> tuple[EffectInfo, ...]:
        """Its effects when played as its choice ``choice`` (0: a card that offers none): those of no
        choice and those of that one."""
        return self.effects if not self.choices else tuple(e for e in self.effects if e.choice in (0, choice))

    def choice_words(self, choice: int) -> str:
        """What its choice ``choice`` does, in words ("subtract 1 damage ... ; ..."); a Krebiz
        combination card's choices say how it is played (whole, or as one part, the other lost)."""
        if self.parts:
            part = self.parts[choice - 2] if choice in (2, 3) else None
            lost = "capsule" if choice == 2 else "cruiser"
            return f"as the whole S{self.strength} ship" if part is None else f"as its {part.label} alone (its {lost} lost)"
        return "; ".join(_effect_words(e) for e in self.effects if e.choice == choice)

    def function_words(self, function: int) -> str:
        """What its function ``function`` (1: the first) does, in words; '' if it has no such function
        or it is one of the engine's own (a Krebiz capsule's joining: no words in the card vocabulary)."""
        effects = self.function_effects
        if not 0 < function <= len(effects) or effects[function - 1].kind.value not in EFFECT_KINDS:
            return ""
        return _effect_words(effects[function - 1])

    def effects_of(self, trigger: Trigger) -> tuple[EffectInfo, ...]:
        return tuple(e for e in self.effects if e.trigger is trigger)

    @property
    def research_to_destroy(self) -> int | None:
        """'Destroyed by N research points' (monsters), or None."""
        return self.destroy_research

    @property
    def has_requirements(self) -> bool:
        return bool(self.requires)

    @property
    def is_unit(self) -> bool:
        """v2.1 [Glossary] Unit: a base, ship or dragon, never a psy."""
        return self.kind in UNITS

    @property
    def is_crew(self) -> bool:
        return self.kind in CREW_LIKE


def _effect_words(effect: EffectInfo) -> str:
    """One effect in the words of its kind's text ("subtract 1 damage from ...")."""
    target = TARGET_WORDS[effect.target]
    if effect.target_types:
        target += f" ({', '.join(sorted(t.name.lower() for t in effect.target_types))} only)"
    words = kind_words(effect.amount, effect.point.value if effect.point else None, effect.weapon, target, effect.param("against"))
    return str(EFFECT_KINDS[effect.kind.value].text.format(**words))


def is_shuttle(title: str) -> bool:
    """v2.1 [Glossary] Shuttle: any card with 'fighter' or 'shuttle' in its title."""
    lowered = title.lower()
    return "fighter" in lowered or "shuttle" in lowered


def fire_or_carry_function(info: CardInfo) -> int | None:
    """The number of the card's ``transport`` function when its text makes firing its weapons
    and carrying crew one or the other each turn (param ``or_fire``: the Fighter, the
    Shuttlecraft, "may do one of the following each turn"), else None (``stats.fired_this_turn``,
    ``stats.carried_this_turn``)."""
    for number, effect in enumerate(info.function_effects, start=1):
        if effect.kind is Kind.TRANSPORT and effect.trigger is Trigger.CARD_ACTION and effect.param("or_fire", False):
            return number
    return None


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
            target_titles=tuple(m.target_titles),
        )
        for m in card.modifiers
    )


def effect_info(effect: Effect) -> EffectInfo:
    """The plain engine value of one catalog effect."""
    return EffectInfo(
        kind=Kind(effect.kind),
        trigger=effect.trigger,
        target=effect.target,
        target_types=frozenset(CardType(t) for t in effect.target_types),
        amount=effect.amount,
        point=PointType(effect.point) if effect.point else None,
        weapon=effect.weapon,
        duration=effect.duration,
        optional=effect.optional,
        params=tuple(sorted(effect.params.items())),
        choice=effect.choice,
    )


def _function_effects(card: Card, effects: tuple[EffectInfo, ...]) -> tuple[EffectInfo, ...]:
    """What ``use #N F`` numbers: card actions first, then "As a reaction" functions.

    A card with general damage points (top right) gets a card-damage card action (v2.1
    CARD DAMAGE IS NOT WEAPONS FIRE); a manual card with a "Card action" rules line gets
    one manual function; a Krebiz capsule gets "join a cruiser" and "separate".
    """
    actions = [e for e in effects if e.trigger is Trigger.CARD_ACTION]
    damage = card.generates.get(PointType.DAMAGE)
    if damage:
        actions.append(EffectInfo(Kind.CARD_DAMAGE, Trigger.CARD_ACTION, Target.CHOSEN_CARD, frozenset(), damage))
    if card.manual and any(line.lower().startswith("card action") for line in card.rules):
        actions.append(EffectInfo(Kind.MANUAL, Trigger.CARD_ACTION, Target.SELF, frozenset()))
    if card.capsule_for:  # v2.1 KREBIZ: joining a cruiser in play and separating, each a Card Play
        actions.append(EffectInfo(Kind.JOIN_CRUISER, Trigger.CARD_ACTION, Target.CHOSEN_CARD, frozenset({CardType.SHIP})))
        actions.append(EffectInfo(Kind.SEPARATE_CAPSULE, Trigger.CARD_ACTION, Target.SELF, frozenset()))
    return tuple(actions) + tuple(e for e in effects if e.trigger is Trigger.REACTION)


def with_parts(info: CardInfo, cruiser: CardInfo, capsule: CardInfo) -> CardInfo:
    """A Krebiz combination card that may also be played as one part, or separated: its parts'
    facts are their Primary Edition cards' (v2.1 KREBIZ: proxies for separated components),
    and it gains the card action "separate" (a Card Play) after its other card actions."""
    actions = tuple(e for e in info.function_effects if e.trigger is Trigger.CARD_ACTION)
    reactions = info.function_effects[len(actions) :]
    separate = EffectInfo(Kind.SEPARATE_COMBINATION, Trigger.CARD_ACTION, Target.SELF, frozenset())
    functions = (*actions, separate, *reactions)
    return replace(info, parts=(cruiser, capsule), function_effects=functions, functions=len(functions), choices=(1, 2, 3))


def build_card_info(card: Card, affiliation: Affiliation, main_empire: str | None, indirigan: bool = False) -> CardInfo:
    """The rules' view of ``card`` in a deck whose main empire is ``main_empire``.

    ``indirigan``: the card's empire is an Indirigan tribe (the catalog's ``indirigan``
    flag); its ships then carry their tribe (the printed tribe, else the empire's name).
    """
    kind = card.types[0]
    # v2.1 MINOR EMPIRE COMMAND RATING BONUS: a minor (not generic) ship, not of the main empire.
    # A 'D' dragon too: dragons are "exactly the same as ship cards except" for what may be
    # played on them (v2.1 DRAGON CARDS L642), and count as ships for minor empires (L179).
    minor = affiliation in (Affiliation.MINOR, Affiliation.ALLIED)
    same_as_main = bool(main_empire and card.empire and card.empire.lower() == main_empire.lower())
    # A card that says what destroys it ("destroyed by 2 heavy-weapon damage", "removed by 1
    # repair point", Injury: "until research points equal to its strength") states when it
    # leaves: no errata discard, and "discarded after use" means it goes when destroyed
    # (v2.1 GENERAL ERRATA - DISCARD AFTER USE).
    # A pooled card (Forced Retreat) waits on its target for copies of it, so it stays too.
    # A card whose effect waits for its unit's next volley stays until that volley uses it up;
    # one that changes a card's strength each turn or needs research in one turn says how it goes (h-time3);
    # a card that says it is destroyed with the card it is on (Krebiz Monolith) stays as long.
    says_destroyed = any(
        e.kind in _SAYS_HOW_IT_GOES or (e.kind == Kind.RETURN_TO_HAND.value and e.params.get("pooled"))
        for e in card.effects
    )
    errata_discard = kind in _ERRATA_DISCARD_TYPES and card.duration is None and not says_destroyed
    effects = tuple(effect_info(e) for e in card.effects)
    functions = _function_effects(card, effects)
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
        discard_after_use=(card.discard_after_use or errata_discard) and not says_destroyed,
        duration=card.duration,
        placement_mode=card.placement.mode if card.placement else None,
        placement_targets=frozenset(card.placement.target_types) if card.placement else frozenset(),
        functions=len(functions),
        empire=card.empire,
        minor_bonus=kind in _MINOR_BONUS_KINDS and minor and not same_as_main,
        exclusive_empire=card.empire if card.technology is not None else None,
        effects=effects,
        weapons=tuple(
            WeaponInfo(
                w.symbol,
                w.name,
                w.count,
                w.damage,
                w.fleet_targeted,
                w.special,
                (w.energy.low, w.energy.high) if w.energy else None,
                w.damaged_count,
                w.single_use,
            )
            for w in card.weapons
        ),
        systems=tuple((s.kind, s.count, s.energy) for s in card.systems),
        name=card.name,
        nodes=card.nodes,
        capsule_for=frozenset(t.lower() for t in card.capsule_for),
        cruiser_only=card.cruiser_only,
        combination=card.combination is not None,
        refit_limit=card.refit_limit,
        rearms_shuttles=card.rearms_shuttles,
        foreign_technology=card.technology is Technology.FOREIGN,
        function_effects=functions,
        manual=card.manual,
        has_rules=bool(card.rules),
        fleet_wide=any(e.trigger is Trigger.CONTINUOUS and e.target in (Target.OWN_FLEET, Target.OPPONENT_FLEET) for e in effects),
        title=card.title,
        tribe=(card.tribe or card.empire) if indirigan and kind is CardType.SHIP else None,
        tribe_exempt=indirigan and same_as_main,
        armor=card.armor,
        major=affiliation is Affiliation.MAJOR,
        choices=tuple(sorted({e.choice for e in effects if e.choice})),
    )
