"""The standard bot's Weapons Fire Phase and its reactions.

Weapons fire (v2.1 4 - WEAPONS FIRE PHASE): fleet-targeted weapons first; then an exposed
Sector HQ with every weapon that may fire at it; then the most valuable unit its ready
weapons can destroy this phase (ships and dragons first, since they shield the Sector
HQ); then damage where it hurts most. A volley gets weapons until its expected damage
covers the target's Shields and structure, choosing the smallest addition that finishes
the job, so the rest stay ready for the next target.

Reactions (v2.1 [Reaction cards]): only when something of its own is threatened: a volley
at one of its units that would destroy it or at its Sector HQ, or an opponent's card
played or used against its cards. Free answers (a function of a card in play) come
before spending a card from the hand; cancelling a volley or a play comes first.
"""

from __future__ import annotations

from collections.abc import Sequence

from ge_desktop.bots.position import HOSTILE_KINDS, REACTIVE_KINDS, Position, hostile
from ge_desktop.cards.model import CardType
from ge_desktop.engine.actions import Action, Aim, Done, Fire, FleetFire, Pass, PlayCard, UseFunction
from ge_desktop.engine.cardinfo import UNITS
from ge_desktop.engine.effect_kinds import Kind
from ge_desktop.engine.observe import StackItem
from ge_desktop.engine.pending import PendingKind

_PROTECTORS = frozenset({CardType.SHIP, CardType.DRAGON})


# --- weapons fire ------------------------------------------------------------------------


def _per_weapon(pos: Position, unit_id: int, symbol: str) -> float:
    """Average damage of one ready weapon of ``symbol`` on the unit (1 if unknown)."""
    view = pos.card(unit_id)  # type: ignore[arg-type]
    if view is not None and view.table is not None:
        for ready in view.table.ready:
            if ready.symbol.value == symbol and ready.count:
                return ready.damage / ready.count
    if view is not None and view.info is not None:
        damages = [w.damage for w in view.info.weapons if w.symbol.value == symbol]
        if damages:
            return sum(damages) / len(damages)
    return 1.0


def _volley_damage(pos: Position, volley: StackItem) -> float:
    return sum(n * _per_weapon(pos, u, s) for u, s, n in volley.damage_parts)


def _volley_need(pos: Position, volley: StackItem) -> float:
    """Damage the open volley should reach: the target's toughness (an HQ: all it can take)."""
    if volley.hq is not None:
        return float("inf")
    target = pos.card(volley.target)
    return float(pos.toughness(target)) if target is not None else float("inf")


def fire_in_volley(pos: Position, legal: Sequence[Action], volley: StackItem) -> Action:
    """Add weapons until the volley should destroy its target; then ``done``."""
    missing = _volley_need(pos, volley) - _volley_damage(pos, volley)
    fires = [a for a in legal if isinstance(a, Fire)]
    if missing <= 0 or not fires:
        return Done() if Done() in legal else legal[0]
    expected = {a: a.count * _per_weapon(pos, a.card, a.symbol.value) for a in fires}
    finishing = [a for a in fires if expected[a] >= missing]
    if finishing:
        return min(finishing, key=lambda a: (expected[a], a.count))
    return max(fires, key=lambda a: (expected[a], -a.card))


def aim_score(pos: Position, action: Aim) -> float:
    """How good a volley at this target is, given what the fleet can still fire."""
    if action.hq is not None:
        return 10_000 - pos.hq_left(action.hq)
    target = pos.card(action.target)
    if target is None or target.info is None:
        return 0
    if target.zone.value == "hq":
        return 5
    kind = target.info.kind
    toughness = pos.toughness(target)
    if kind is CardType.TERRAIN:
        power = pos.firepower(terrain=True)
        return 150 + pos.value(target) if toughness <= power else 20
    protector = 200 if kind in _PROTECTORS else 0
    if kind in UNITS and toughness <= pos.firepower():
        return 500 + protector + 10 * pos.value(target) - 5 * toughness
    return 100 + protector / 4 + pos.value(target) - toughness


def weapons_action(pos: Position, legal: Sequence[Action]) -> Action:
    """Fleet fire, then the best target, then ``done`` (with a volley open: fill it)."""
    volley = pos.obs.open_volley
    if volley is not None and volley.seat == pos.me:
        return fire_in_volley(pos, legal, volley)
    fleet = [a for a in legal if isinstance(a, FleetFire)]
    if fleet:
        return fleet[0]
    aims = [a for a in legal if isinstance(a, Aim)]
    if aims:
        best = max(aims, key=lambda a: aim_score(pos, a))
        if aim_score(pos, best) > 0:
            return best
    return Done() if Done() in legal else legal[0]


# --- reactions ---------------------------------------------------------------------------


def _threat(pos: Position, item: StackItem) -> int:
    """How much the stack item endangers the viewer: 0 none, 1 some, 2 a loss."""
    if item.seat == pos.me or item.negated:
        return 0
    if item.kind is PendingKind.VOLLEY:
        if item.hq == pos.me or item.fleet == pos.me:
            return 2
        target = pos.card(item.target)
        if target is None or target.controller != pos.me:
            return 0
        return 2 if _volley_damage(pos, item) >= pos.toughness(target) else 1
    if item.kind in (PendingKind.PLAY, PendingKind.ACTION, PendingKind.REACTION):
        card = pos.card(item.card)
        if card is None or card.info is None:
            return 0
        aimed = pos.card(item.target) if item.target is not None else pos.card(card.parent)
        if aimed is not None and aimed.controller == pos.me and (hostile(card.info) or item.kind is PendingKind.ACTION):
            return 2 if aimed.info is not None and aimed.info.kind in UNITS else 1
    return 0


def _reaction_score(pos: Position, action: Action, item: StackItem, threat: int) -> float:
    """Free functions before cards; cancelling before softening; cards only for a loss."""
    if isinstance(action, UseFunction):
        info = pos.info(action.card)
        kind = info.function_effects[action.function - 1].kind if info and 0 < action.function <= len(info.function_effects) else ""
        return 60 if kind in REACTIVE_KINDS else 50
    if isinstance(action, PlayCard):
        info = pos.info(action.card)
        if info is None or threat < 2:
            return -1
        kinds = {e.kind for e in info.effects}
        target = pos.card(action.target)
        if target is not None and target.controller != pos.me and not (kinds & HOSTILE_KINDS):
            return -1  # a helping card on an opponent's card
        if kinds & REACTIVE_KINDS:
            return 40
        if Kind.REDUCE_DAMAGE in kinds or Kind.ADD_SHIELDS in kinds:
            return 30 if target is None or target.controller == pos.me else -1
        if kinds & HOSTILE_KINDS and target is not None and target.controller != pos.me:
            return 25
        return 5
    return -1


def reaction_action(pos: Position, legal: Sequence[Action]) -> Action:
    """React only to a threat to its own cards or Sector HQ; otherwise pass."""
    stack = pos.obs.stack
    item = stack[-1] if stack else None
    threat = _threat(pos, item) if item is not None else 0
    if threat:
        scored = [(_reaction_score(pos, a, item, threat), a) for a in legal if not isinstance(a, Pass)]  # type: ignore[arg-type]
        scored = [s for s in scored if s[0] > 0]
        if scored:
            return max(scored, key=lambda s: s[0])[1]
    return Pass() if Pass() in legal else legal[0]
