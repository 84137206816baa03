"""Krebiz capsules and cruisers (v2.1 KREBIZ CAPITALIST ALLIANCE; SHIP CARDS: "some ships
may be played to other ships").

A Premiere Krebiz capsule names the cruisers it combines with (``capsule_for``). A capsule
played onto one of them, or joined to one already in play, makes one ship: its strength,
Shields, weapons and outputs are the sums of both (a combined unit, ``stats``). Only one
cruiser and one capsule combine (v2.1 L1205). Joining two parts in play and separating
them are card functions of the capsule that each cost a Card Play, in the owner's Play
Cards phases; joining is not allowed in a turn when the capsule was separated (L1219-1229).

On separation the owner spreads the damage; Shield damage stays Shield damage, structure
damage stays structure, and no split may destroy a part (L1220). The engine keeps on the
cruiser all it can hold without being destroyed and moves the rest to the capsule (a
choice where the rulebook leaves it to the owner); a split that would destroy a part is
refused. Separation needs the command slots of two ships (L1228). A combined ship whose
points engage only one part in the allocation must be separated in the first Card Play
phase (L1231-1232; the Basic Game: in a card play phase of that turn, B94; ``half_funded``
recorded when the allocation ends, ``separation_owed``: ``done`` waits for it); a part played
later onto an engaged part owes nothing. The funded part stays engaged, the other does
not (each part engages on its own requirements in the Engagement Phase). Cards on the capsule
leave with it; cards on the cruiser stay. Krebiz Armor (``cruiser_only``) goes on a
cruiser, never on a capsule.

Krebizar (a planet) lets every Krebiz capsule in play, in any fleet, regain one more Shield
point free each turn (``capsule_shield_repair``): read where Shields regenerate, at the start
of the capsule's controller's Allocation Phase (v2.1 RECORD KEEPING: damaged Shields regain 1).
A capsule combined with a cruiser keeps its Shield damage on the combined ship, so the unit
regains the extra point; a Universe Edition combination card holds a capsule too.

A cruiser may also be played onto a capsule of the fleet that names it (L1213): the two are one
ship, the capsule on the cruiser.

Combination cards (L1205-1211) whose parts name their Primary Edition cards (``CardInfo.parts``)
are played whole, as the cruiser alone or as the capsule alone, the other part lost
(``PlayCard.choice`` 1, 2, 3; ``play_as_part``: ``info`` holds the part's facts, ``whole`` the
card's until it leaves play), also as one part onto a lone opposite part. A whole combination in
play separates into the card as its cruiser and a proxy capsule (L1244: "proxy card elements can
be used as temporary substitutes for separated components"), made at setup one per such card and
kept out of the game until then (``proxy_of``).
"""

from __future__ import annotations

import copy
from fractions import Fraction

from ge_desktop.cards.model import CardType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo, slot_cost
from ge_desktop.rulesets.galactic_empires.command import slots_available, slots_used
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import members, requirements_met, source_active, unit_of
from ge_desktop.rulesets.galactic_empires.terms import DieKind

RULE = "v2.1 KREBIZ CAPITALIST ALLIANCE"


def is_capsule(info: CardInfo) -> bool:
    return bool(info.capsule_for)


def join_problem(state: GameState, seat: Seat, capsule: CardInfo, cruiser: CardState) -> Violation | None:
    """Why this capsule may not combine with ``cruiser`` (None: it may)."""
    if cruiser.info.kind is not CardType.SHIP or cruiser.controller != seat or not cruiser.in_play:
        return Violation(RULE, f"a capsule combines only with a cruiser of your fleet; #{cruiser.id} is not one")
    if cruiser.info.name.lower() not in capsule.capsule_for:
        return Violation(RULE, f"{capsule.label} combines only with {' or '.join(sorted(capsule.capsule_for))}")
    if unit_of(state, cruiser) is not cruiser or any(state.cards[c].info.kind is CardType.SHIP for c in cruiser.children):
        return Violation(RULE, f"#{cruiser.id} is already combined: only one cruiser and one capsule combine")
    return None


def is_cruiser(info: CardInfo) -> bool:
    """A Krebiz cruiser card (or a combination card playing as its cruiser): a Krebiz ship that is
    neither a capsule nor a whole combination card."""
    krebiz = (info.empire or "").lower().startswith("krebiz")
    return info.kind is CardType.SHIP and krebiz and not is_capsule(info) and not info.combination


def cruiser_onto_problem(state: GameState, seat: Seat, cruiser: CardInfo, capsule: CardState) -> Violation | None:
    """L1213: "A cruiser may be played onto a previously played capsule": a capsule of the fleet,
    alone, that names this cruiser; the two are then one ship."""
    if not is_capsule(capsule.info):
        return Violation(RULE, f"a Krebiz cruiser is played on a capsule only (#{capsule.id} is not one)")
    if capsule.controller != seat or joined_cruiser(state, capsule) is not None:
        return Violation(RULE, f"#{capsule.id} is not a capsule of your fleet on its own")
    if cruiser.name.lower() not in capsule.info.capsule_for:
        return Violation(RULE, f"{capsule.info.label} combines only with {' or '.join(sorted(capsule.info.capsule_for))}")
    return None


def cruiser_only_problem(info: CardInfo, target: CardState) -> Violation | None:
    """Krebiz Armor: only on a cruiser (a Krebiz ship that is not a capsule)."""
    if not info.cruiser_only:
        return None
    krebiz = (target.info.empire or "").lower().startswith("krebiz")
    if target.info.kind is not CardType.SHIP or not krebiz or is_capsule(target.info):
        return Violation(RULE, f"{info.label} is played only on a Krebiz cruiser, never on a capsule")
    return None


def joined_cruiser(state: GameState, capsule: CardState) -> CardState | None:
    """The cruiser this capsule is combined with, if any."""
    if capsule.parent is None:
        return None
    parent = state.cards[capsule.parent]
    return parent if parent.info.kind is CardType.SHIP else None


def damage_split(state: GameState, capsule: CardState, cruiser: CardState) -> tuple[dict[DieKind, int], dict[DieKind, int]] | Violation:
    """(the cruiser's dice, the capsule's dice) after separation, or why it cannot happen."""
    return split_dice(cruiser, cruiser.info, capsule.info)


def split_dice(ship: CardState, cruiser: CardInfo, capsule: CardInfo) -> tuple[dict[DieKind, int], dict[DieKind, int]] | Violation:
    """The combined ship's damage (on ``ship``) spread over its parts: the cruiser keeps all it
    can hold without being destroyed, the capsule the rest (Shield damage stays Shield damage)."""
    shield = ship.die(DieKind.SHIELD)
    structure = ship.die(DieKind.STRUCTURE)
    on_cruiser = {DieKind.SHIELD: min(shield, cruiser.shields), DieKind.STRUCTURE: min(structure, cruiser.strength - 1)}
    on_capsule = {DieKind.SHIELD: shield - on_cruiser[DieKind.SHIELD], DieKind.STRUCTURE: structure - on_cruiser[DieKind.STRUCTURE]}
    if on_capsule[DieKind.STRUCTURE] >= capsule.strength or on_capsule[DieKind.SHIELD] > capsule.shields:
        return Violation(RULE, "the combined ship has taken too much damage: no split may destroy a part")
    return on_cruiser, on_capsule


def _slots_problem(state: GameState, seat: Seat, whole: int, cruiser: int, capsule: int) -> Violation | None:
    """L1228: separating needs the command slots of two ships."""
    combined = slot_cost(CardType.SHIP, whole)
    apart = slot_cost(CardType.SHIP, cruiser) + slot_cost(CardType.SHIP, capsule)
    after = slots_used(state, seat) + Fraction(apart - combined)
    if apart > combined and after > slots_available(state, seat):
        return Violation(RULE, "separating needs the command slots of two ships, and you have not got them")
    return None


# --- combination cards (v2.1 KREBIZ: "may be played as a cruiser, as a capsule or as the combination itself") ---

PLAYED_AS = ("whole", "cruiser", "capsule")  # a combination card's choices 1, 2, 3 as it is played (``PlayCard.choice``)


def part_of(info: CardInfo, choice: int) -> CardInfo | None:
    """The part a combination card plays as for its play choice (2: the cruiser, 3: the capsule), None: whole."""
    return info.parts[choice - 2] if info.parts and choice in (2, 3) else None


def play_as_part(card: CardState, choice: int) -> None:
    """Played from the hand as one component: it is that part alone, the other part lost; it is
    the whole card again as it leaves play (``zones._reset_table_marks``)."""
    part = part_of(card.info, choice)
    if part is not None:
        card.whole, card.info = card.info, part


def as_played(card: CardState, choice: int) -> CardState:
    """The card as a play with this choice would put it in play: for a combination card played
    as one part, a copy holding that part's facts (the checks read it; nothing is changed)."""
    part = part_of(card.info, choice)
    if part is None:
        return card
    seen = copy.copy(card)
    seen.whole, seen.info = card.info, part
    return seen


def proxy_of(state: GameState, card: CardState) -> CardState | None:
    """The proxy capsule of this combination card, among its owner's proxies (out of the game)."""
    for instance in state.players[card.owner].removed:
        proxy = state.cards[instance]
        if proxy.proxy_for == card.id:
            return proxy
    return None


def combination_separation_problem(state: GameState, seat: Seat, card: CardState) -> Violation | None:
    """Why this combination card in play cannot separate into its cruiser and a proxy capsule now."""
    if not card.info.parts or card.whole is not None or not card.in_play:
        return Violation(RULE, f"#{card.id} is not a whole combination card in play")
    if seat != state.active or card.controller != seat:
        return Violation(RULE, "the parts are separated only on their owner's turn")
    if proxy_of(state, card) is None:
        return Violation(RULE, f"the proxy capsule of #{card.id} is already in play")
    cruiser, capsule = card.info.parts
    split = split_dice(card, cruiser, capsule)
    if isinstance(split, Violation):
        return split
    return _slots_problem(state, seat, card.info.strength, cruiser.strength, capsule.strength)


def separation_problem(state: GameState, seat: Seat, capsule: CardState) -> Violation | None:
    cruiser = joined_cruiser(state, capsule)
    if cruiser is None:
        return Violation(RULE, f"#{capsule.id} is not combined with a cruiser")
    if seat != state.active:
        return Violation(RULE, "the parts are separated only on their owner's turn")
    split = damage_split(state, capsule, cruiser)
    if isinstance(split, Violation):
        return split
    return _slots_problem(state, seat, cruiser.info.strength + capsule.info.strength, cruiser.info.strength, capsule.info.strength)


def separate_function(capsule: CardState) -> int | None:
    """The number of the capsule's separate function (``use #N F``), None if it has none."""
    for number, effect in enumerate(capsule.info.function_effects, start=1):
        if effect.kind is Kind.SEPARATE_CAPSULE:
            return number
    return None


def half_funded(state: GameState, seat: Seat) -> list[CardState]:
    """Capsules of ``seat`` combined with a cruiser where the points engage one part only
    (read when the allocation ends: ``PlayerState.half_funded``)."""
    found = []
    for capsule in state.fleet(seat):
        cruiser = joined_cruiser(state, capsule) if is_capsule(capsule.info) else None
        if cruiser is not None and requirements_met(capsule, state) != requirements_met(cruiser, state):
            found.append(capsule)
    return found


def separation_owed(state: GameState, seat: Seat) -> list[CardState]:
    """Capsules still combined whose combination this turn's allocation funded for one part
    only (L1231: "may receive ... points sufficient to engage only one component"). A part
    played later onto an engaged part owes nothing: B94 makes "the combination fully Engaged"."""
    owed = (state.cards[capsule] for capsule in state.players[seat].half_funded)
    return [capsule for capsule in owed if capsule.in_play and joined_cruiser(state, capsule) is not None]


def holds_krebiz_capsule(state: GameState, unit: CardState) -> bool:
    """Does the unit hold a Krebiz capsule: a capsule card, or a combination card (cruiser and capsule)?"""
    return any(
        member.info.kind is CardType.SHIP and (is_capsule(member.info) or member.info.combination)
        for member in members(state, unit)
        if "krebiz" in (member.info.empire or "").lower()
    )


def capsule_shield_repair(state: GameState, unit: CardState) -> int:
    """Extra Shield points the unit regains free this turn: one while a working card with
    ``capsule_shield_repair`` (Krebizar) is in play and the unit holds a Krebiz capsule."""

    def compute() -> bool:
        return any(
            effect.kind is Kind.CAPSULE_SHIELD_REPAIR and source_active(state, card, effect)
            for card in state.in_play()
            for effect in card.info.effects
        )

    return 1 if memo(state, "krebizar_in_play", compute) and holds_krebiz_capsule(state, unit) else 0
