"""Command slots: what a fleet uses and what a player has (v2.1 *[Command limit]*).

- Ship, dragon or base of strength 3+ uses 1 slot; strength 2 and every psy use 1/2;
  nothing else uses slots. Combined cards (ship on ship, dragon on dragon) use the slots
  of their combined strength. Used slots are added with fractions kept (L501).
- Slots available = command points of this complete turn (players at the start, plus
  generated command points) minus command points given to command requirements.
- MINOR EMPIRE COMMAND RATING BONUS (L503): one minor-empire ship, not generic and not of
  the deck's main empire, uses no slot.
- Losing command points never forces a discard (L493): the limit is checked only when a
  slot-using card is played.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import UNITS, CardInfo, slot_cost
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo

_COMBINING = frozenset({CardType.SHIP, CardType.DRAGON})


def _combined_strength(state: GameState, card: CardState) -> int:
    """Strength of a ship/dragon plus every same-kind card combined onto it."""
    strength = card.info.strength
    for child_id in card.children:
        child = state.cards[child_id]
        if child.info.kind is card.info.kind and child.info.kind in _COMBINING:
            strength += _combined_strength(state, child)
    return strength


def _combined_into_parent(state: GameState, card: CardState) -> bool:
    if card.parent is None or card.info.kind not in _COMBINING:
        return False
    return state.cards[card.parent].info.kind is card.info.kind


def _cost_halves(state: GameState, kind: CardType, strength: int) -> int:
    """A slot-using card's cost in half slots; in the Basic Game every ship and base (and
    dragon, played exactly as a ship) counts 1, whatever its strength (B94 COMMAND POINTS)."""
    if state.shared_deck and kind in UNITS:
        return 2
    return _halves(kind, strength)


def _cost(state: GameState, kind: CardType, strength: int) -> Fraction:
    """``_cost_halves`` as a fraction of slots."""
    return Fraction(_cost_halves(state, kind, strength), 2)


def _minor(state: GameState, card: CardState) -> bool:
    """May this (uncombined) ship take the minor empire bonus?"""
    if not card.info.minor_bonus:
        return False
    return not any(state.cards[c].info.kind is card.info.kind for c in card.children)


def _entries(state: GameState, seat: Seat) -> list[tuple[Fraction, bool]]:
    """(slot cost, may take the minor bonus) for each slot-using item of ``seat``'s fleet."""
    return list(memo(state, ("slot_entries", seat), lambda: _compute_entries(state, seat)))


def _compute_entries(state: GameState, seat: Seat) -> list[tuple[Fraction, bool]]:
    entries = []
    for card in state.fleet(seat):
        kind = card.info.kind
        if kind is CardType.PSY:
            entries.append((_cost(state, kind, card.info.strength), False))
        elif kind in UNITS and not _combined_into_parent(state, card):
            cost = _cost(state, kind, _combined_strength(state, card))
            entries.append((cost, _minor(state, card)))
    return entries


def _used(entries: list[tuple[Fraction, bool]]) -> Fraction:
    used = sum((cost for cost, _ in entries), Fraction(0))
    bonus = max((cost for cost, minor in entries if minor), default=Fraction(0))
    return used - bonus


@cache
def _halves(kind: CardType, strength: int) -> int:
    """``slot_cost`` in half slots (an integer: the listing of legal plays asks this often)."""
    return int(slot_cost(kind, strength) * 2)


def _totals(state: GameState, seat: Seat) -> tuple[int, int]:
    """(half slots of every slot-using item, the largest minor-bonus item's half slots)."""

    def compute() -> tuple[int, int]:
        entries = _entries(state, seat)
        total = sum(int(cost * 2) for cost, _ in entries)
        bonus = max((int(cost * 2) for cost, minor in entries if minor), default=0)
        return total, bonus

    return memo(state, ("slot_totals", seat), compute)


def _used_halves(state: GameState, seat: Seat) -> int:
    total, bonus = _totals(state, seat)
    return total - bonus


def slots_used(state: GameState, seat: Seat) -> Fraction:
    """Command slots ``seat``'s fleet uses now (fractions kept)."""
    return Fraction(_used_halves(state, seat), 2)


def slots_available(state: GameState, seat: Seat) -> int:
    player = state.players[seat]
    return player.command_total - player.command_committed


def slots_used_after(state: GameState, seat: Seat, info: CardInfo, parent: CardState | None) -> Fraction:
    """Slots used if ``info`` were played (on ``parent``, which may combine with it)."""
    kind = info.kind
    if not (parent is not None and kind in _COMBINING and parent.info.kind is kind):
        return Fraction(_halves_after(state, seat, info), 2)
    entries = _entries(state, seat)
    root = parent
    while root.parent is not None and _combined_into_parent(state, root):
        root = state.cards[root.parent]
    old = _cost(state, kind, _combined_strength(state, root))
    new = _cost(state, kind, _combined_strength(state, root) + info.strength)
    entries.remove((old, _minor(state, root)))
    entries.append((new, False))
    return _used(entries)


def _halves_after(state: GameState, seat: Seat, info: CardInfo) -> int:
    """Half slots used if ``info`` were played on no card it combines with."""
    kind = info.kind
    if kind is not CardType.PSY and kind not in UNITS:
        return _used_halves(state, seat)
    total, bonus = _totals(state, seat)
    new = _cost_halves(state, kind, info.strength)
    return total + new - max(bonus, new if info.minor_bonus else 0)


def within_limit(state: GameState, seat: Seat, info: CardInfo, parent: CardState | None) -> bool:
    """May ``info`` be played (on ``parent``) under the command limit: it uses no more
    slots than the fleet uses now, or no more than ``seat`` has (v2.1 *[Command limit]*)."""
    kind = info.kind
    if kind is not CardType.PSY and kind not in UNITS:
        return True  # uses no slot
    if parent is not None and kind in _COMBINING and parent.info.kind is kind:
        after = slots_used_after(state, seat, info, parent)
        return after <= slots_used(state, seat) or after <= slots_available(state, seat)
    halves = _halves_after(state, seat, info)
    return halves <= _used_halves(state, seat) or halves <= 2 * slots_available(state, seat)


def command_free_for_requirements(state: GameState, seat: Seat) -> Fraction:
    """Command points a command requirement may still take: only after every slot is covered (L496)."""
    return slots_available(state, seat) - slots_used(state, seat)
