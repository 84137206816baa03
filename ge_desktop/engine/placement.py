"""Where each card type may be played (v2.1 card-type rules and *CARD PLAY TERMS*).

A card's own ``placement`` (catalog data) overrides its type's default, because cards
have rules. Defaults:

- Terrain, installation, agenda: independently (a new root). Ships and dragons:
  independently or on one of your terrains (v2.1 SHIP CARDS, DRAGON CARDS); a dragon onto
  one of your dragons merges with it into one dragon of combined strength.
- Base: only on one of your terrains. Field: on one of your terrains, at most one each.
- Crew and psy: on your ship, base or terrain; ancients also on installations.
- Equipment: on your ship or base. Ability: on your crew (crew, ancient or psy).
- Headquarters (Q): to your Sector HQ.
- Hazard, luck, occurrence: to your fleet, or on/against the card they affect.
  Monster: on or against a unit or terrain.
- A Krebiz capsule also onto one of the cruisers it names; Krebiz Armor only on a cruiser
  (``krebiz.py``).
- Never: equipment, crew or occurrences to or against a dragon (v2.1 DRAGON CARDS); any
  card onto an opponent's card except *against* it; any card onto a Sector HQ.
"""

from __future__ import annotations

from collections.abc import Iterator

from ge_desktop.cards.model import CardType, PlacementMode
from ge_desktop.engine.cardinfo import CREW_LIKE, CardInfo
from ge_desktop.engine.emf import shield_refit_problem
from ge_desktop.engine.errors import PLACEMENT, Violation
from ge_desktop.engine.krebiz import cruiser_only_problem, join_problem
from ge_desktop.engine.state import CardState, GameState
from ge_desktop.engine.terms import Placement, Seat

T, S, B, D, I = CardType.TERRAIN, CardType.SHIP, CardType.BASE, CardType.DRAGON, CardType.INSTALLATION  # noqa: E741 (type letters)
_TABLE_TYPES = frozenset(CardType) - {CardType.HEADQUARTERS}
_NO_DRAGON = frozenset({CardType.EQUIPMENT, CardType.CREW, CardType.OCCURRENCE, CardType.ANCIENT, CardType.PSY})

# kind -> (may be a root, own target types for "on", opponent target types for "against")
_DEFAULTS: dict[CardType, tuple[bool, frozenset[CardType], frozenset[CardType]]] = {
    T: (True, frozenset(), frozenset()),
    I: (True, frozenset(), frozenset()),
    CardType.AGENDA: (True, frozenset(), frozenset()),
    S: (True, frozenset({T}), frozenset()),
    D: (True, frozenset({T, D}), frozenset()),  # a dragon onto a dragon merges (v2.1 DRAGON CARDS)
    B: (False, frozenset({T}), frozenset()),
    CardType.FIELD: (False, frozenset({T}), frozenset()),
    CardType.CREW: (False, frozenset({S, B, T}), frozenset()),
    CardType.PSY: (False, frozenset({S, B, T}), frozenset()),
    CardType.ANCIENT: (False, frozenset({S, B, T, I}), frozenset()),
    CardType.EQUIPMENT: (False, frozenset({S, B}), frozenset()),
    CardType.ABILITY: (False, CREW_LIKE, frozenset()),
    CardType.HAZARD: (True, _TABLE_TYPES, _TABLE_TYPES),
    CardType.LUCK: (True, _TABLE_TYPES, _TABLE_TYPES),
    CardType.OCCURRENCE: (True, _TABLE_TYPES, _TABLE_TYPES),
    CardType.MONSTER: (False, frozenset({S, B, T, D}), frozenset({S, B, T, D})),
    CardType.HEADQUARTERS: (False, frozenset(), frozenset()),
}


def _rules_for(info: CardInfo) -> tuple[bool, frozenset[CardType], frozenset[CardType]]:
    """(root allowed, 'on' types, 'against' types) for this card."""
    mode = info.placement_mode
    if mode is None and info.capsule_for:  # a Krebiz capsule also goes onto its cruisers
        root, on, against = _DEFAULTS[info.kind]
        return root, on | {S}, against
    if mode is None:
        return _DEFAULTS[info.kind]
    targets = info.placement_targets or _TABLE_TYPES
    if mode in (PlacementMode.INDEPENDENT, PlacementMode.FLEET):
        return True, frozenset(), frozenset()
    if mode is PlacementMode.ON:
        return False, targets, frozenset()
    if mode is PlacementMode.AGAINST:
        return False, frozenset(), targets
    return False, targets, targets


def _where(info: CardInfo) -> str:
    root, on, against = _rules_for(info)
    parts = ["independently"] if root else []
    if on:
        parts.append("on your " + "/".join(sorted(t.value for t in on)))
    if against:
        parts.append("against an opponent's " + "/".join(sorted(t.value for t in against)))
    if info.kind is CardType.HEADQUARTERS:
        parts.append("to your Sector HQ")
    return " or ".join(parts) or "nowhere"


def check_target(state: GameState, seat: Seat, info: CardInfo, how: Placement, target: CardState | None) -> Violation | None:
    """None if a card with ``info`` may be played by ``seat`` this way."""
    wrong = Violation(PLACEMENT, f"{info.label} is played {_where(info)}")
    if how is Placement.HQ:
        return None if info.kind is CardType.HEADQUARTERS else wrong
    root, on, against = _rules_for(info)
    if how is Placement.ROOT:
        return None if root else wrong
    if target is None or not target.in_play:
        return Violation(PLACEMENT, "the target is not a card in play")
    own = target.controller == seat
    if how is Placement.ON and not own:
        return Violation(PLACEMENT, f"#{target.id} is an opponent's card: play against it, not on it")
    if how is Placement.AGAINST and (own or state.players[target.controller].eliminated):
        return Violation(PLACEMENT, f"#{target.id} is not an opponent's card")
    allowed = on if how is Placement.ON else against
    if not (target.info.types & allowed):
        return wrong
    if how is Placement.ON and info.capsule_for and target.info.kind is S:
        return join_problem(state, seat, info, target)
    if info.cruiser_only and (problem := cruiser_only_problem(info, target)) is not None:
        return problem
    if how is Placement.ON and (problem := shield_refit_problem(info, target)) is not None:
        return problem
    if target.info.kind is D and info.kind in _NO_DRAGON:
        return Violation("v2.1 DRAGON CARDS", "no equipment, crew or occurrence may be played to or against a dragon")
    if info.kind is CardType.FIELD and any(state.cards[c].info.kind is CardType.FIELD for c in target.children):
        return Violation("v2.1 FIELD CARDS", f"#{target.id} already has a field: at most one per terrain")
    return None


def candidate_targets(state: GameState, seat: Seat, info: CardInfo) -> Iterator[tuple[Placement, CardState | None]]:
    """Every (placement, target) worth checking for this card; the checker decides."""
    if info.kind is CardType.HEADQUARTERS:
        yield Placement.HQ, None
        return
    root, on, against = _rules_for(info)
    if root:
        yield Placement.ROOT, None
    if not on and not against:
        return
    for card in state.in_play():
        if card.controller == seat:
            if on and card.info.types & on:
                yield Placement.ON, card
        elif against and card.info.types & against:
            yield Placement.AGAINST, card
