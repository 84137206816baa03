"""The standard bot's Weapons Fire Phase and its reactions.

Weapons fire (v2.1 4 - WEAPONS FIRE PHASE): fleet-targeted weapons first; then an exposed
Sector HQ with every weapon that may fire at it; then the most valuable unit its ready
weapons can destroy this phase (ships and dragons first, since they shield the Sector
HQ); then damage where it hurts most. A volley gets weapons until its expected damage
covers the target's Shields and structure plus the damage its side can turn away with
"As a reaction" functions in play (``turn_away``), choosing the smallest addition that
finishes the job, so the rest stay ready for the next target.

Reactions (v2.1 [Reaction cards]): only when something of its own is threatened (a volley
at one of its units that would destroy it or at its Sector HQ, or an opponent's card
played or used against its cards), and only when the reaction saves more than it costs
(``_reaction_score``): taking damage off a volley saves the unit only if the unit then
survives, and a point of Sector HQ damage; a function costs its use for the turn, a card
from the hand costs the card. The reaction saving most for least is made.
"""

from __future__ import annotations

from collections.abc import Sequence

from ge_desktop.bots.position import HOSTILE_KINDS, SHIELDING_KINDS, Position, card_value, hostile
from ge_desktop.cards.effects import Target, Trigger
from ge_desktop.cards.model import CardType
from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_empires.actions import Aim, Done, Fire, FleetFire, Pass, PlayCard, UseFunction
from ge_desktop.rulesets.galactic_empires.cardinfo import UNITS, EffectInfo
from ge_desktop.rulesets.galactic_empires.discarded import ANSWERING_KINDS
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.pending import PendingKind
from ge_desktop.rulesets.galactic_empires.resolvers.allocation_start import answers_an_allocation
from ge_desktop.rulesets.galactic_empires.resolvers.cheap_ships import cheap
from ge_desktop.rulesets.galactic_empires.resolvers.draw_phase import answers_a_draw_phase
from ge_desktop.rulesets.galactic_empires.rules.observe import CardView, StackItem
from ge_desktop.rulesets.galactic_empires.terms import Zone

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


def turn_away(pos: Position, target: CardView) -> int:
    """Damage the target's side can take off a volley at it with functions of cards in play
    ("As a reaction" reductions: the target's own, and those that screen any card of the
    fleet), as the table shows them (engaged cards; a function already used this turn
    does not show, so it is counted)."""
    total = 0
    for view in pos.in_play:
        if view.controller != target.controller or not view.engaged or view.info is None:
            continue
        for effect in view.info.function_effects:
            if effect.kind is not Kind.REDUCE_DAMAGE or effect.trigger is not Trigger.REACTION:
                continue
            if effect.target is Target.SELF and view.id != target.id:
                continue
            if effect.target_types and target.info is not None and target.info.kind not in effect.target_types:
                continue
            total += effect.amount
    return total


def _volley_need(pos: Position, volley: StackItem) -> float:
    """Damage the open volley should reach: the target's toughness plus what its side can
    turn away with reactions in play (an HQ: all it can take)."""
    if volley.hq is not None:
        return float("inf")
    target = pos.card(volley.target)
    return float(pos.toughness(target) + turn_away(pos, target)) if target is not None else float("inf")


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
    host = pos.card(target.parent) if target.parent is not None else None
    if kind not in UNITS and host is not None and host.controller == pos.me and toughness <= pos.firepower():
        return 450 - toughness  # a hazard or monster on my own card that says damage destroys it
    if kind in UNITS and toughness + turn_away(pos, target) <= pos.firepower():
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


HQ_POINT = 3  # worth of one point of Sector HQ damage, in card-value points
FUNCTION_COST = 1  # a function used now cannot answer a later volley this complete turn
_CANCELLING = frozenset({Kind.VOID_VOLLEY, Kind.NEGATE, Kind.ENGULF_VOLLEY, Kind.NEGATE_AGAINST_FLEET})


def _reaction_kinds(pos: Position, action: Action) -> tuple[set[Kind], int]:
    """The effect kinds of a reaction and the damage it takes off (reductions, Shields)."""
    info = pos.info(action.card)  # type: ignore[attr-defined]
    if info is None:
        return set(), 0
    if isinstance(action, UseFunction):
        if not 0 < action.function <= len(info.function_effects):
            return set(), 0
        effects: tuple[EffectInfo, ...] = (info.function_effects[action.function - 1],)
    else:
        effects = info.chosen_effects(action.choice if isinstance(action, PlayCard) else 0)  # a card that does one of several things: the one played
    kinds: set[Kind] = {e.kind for e in effects}
    amount = sum(e.amount for e in effects if e.kind in SHIELDING_KINDS)
    escort = pos.card(action.card)  # type: ignore[attr-defined]
    if Kind.INTERCEPT_DAMAGE in kinds and escort is not None:
        amount += -(-pos.toughness(escort) // 2)  # an escort takes over all it can bear
    return kinds, amount


def reaction_saving(pos: Position, item: StackItem, kinds: set[Kind], amount: int) -> float:
    """What a reaction saves against ``item`` (in card-value points).

    Cancelling saves what the item would destroy (a unit, HQ damage) or, for a hostile
    card, the unit it aims at. Taking ``amount`` off a volley saves the unit only when that
    turns a destroying volley into one it survives, and saves ``amount`` points of Sector
    HQ damage; a volley the unit survives anyway is not worth answering."""
    if item.kind is PendingKind.VOLLEY:
        damage = _volley_damage(pos, item)
        if item.hq == pos.me:
            cut = damage if kinds & _CANCELLING else min(amount, damage)
            return HQ_POINT * cut
        if item.fleet == pos.me:
            return 2 * len(pos.units(pos.mine)) if kinds & _CANCELLING else amount
        target = pos.card(item.target)
        if target is None or target.controller != pos.me:
            return 0
        toughness = pos.toughness(target)
        if damage < toughness:
            return 0
        if Kind.HALVE_ANSWERED_DAMAGE in kinds:  # Tectonic Plate Structure: the terrain sustains half
            amount += int(damage) - int(damage) // 2
        if Kind.RESCUE in kinds:  # an escape pod: the crew aboard live on
            crew = [pos.card(c) for c in target.children]
            return sum(card_value(v.info) for v in crew if v is not None and v.info is not None and v.info.is_crew and v.controller == pos.me)
        if kinds & _CANCELLING or damage - amount < toughness:
            return pos.value(target)
        return 0
    card = pos.card(item.card)
    aimed = pos.card(item.target) if item.target is not None else (pos.card(card.parent) if card is not None else None)
    if aimed is None or aimed.controller != pos.me:
        return 0
    if kinds & _CANCELLING or Kind.REDIRECT in kinds:  # a Crewman takes it in the crew's stead
        return pos.value(aimed)
    if Kind.HALVE_ANSWERED_DAMAGE in kinds and card is not None and card.info is not None:  # half a card's damage to the terrain
        damage = sum(e.amount for e in card.info.effects if e.kind is Kind.DAMAGE)
        return amount + damage - damage // 2
    return amount


def reaction_cost(pos: Position, action: Action) -> float:
    """What a reaction spends: a function's use for this turn, or the card from the hand."""
    if isinstance(action, UseFunction):
        escort = pos.card(action.card)
        info = pos.info(action.card)
        if escort is not None and info is not None and 0 < action.function <= len(info.function_effects):
            if info.function_effects[action.function - 1].kind is Kind.INTERCEPT_DAMAGE:
                return FUNCTION_COST + pos.value(escort)  # it spends itself to save the ship
        return FUNCTION_COST
    info = pos.info(action.card)  # type: ignore[attr-defined]
    return 2 + (card_value(info) if info is not None else 0) / 2


def _reaction_score(pos: Position, action: Action, item: StackItem, threat: int) -> float:
    """What the reaction saves less what it costs (0 or less: not worth it).

    A helping card is never played on an opponent's card; a hostile reaction card aimed at
    an opponent's card answers only a loss (it is a card spent either way)."""
    if not isinstance(action, (UseFunction, PlayCard)):
        return -1
    kinds, amount = _reaction_kinds(pos, action)
    if not kinds:
        return -1
    if Kind.RETURN_CHEAP_SHIP in kinds and isinstance(action, UseFunction):
        return _ship_rescued(pos, action, item)
    target = pos.card(action.target) if isinstance(action, PlayCard) else None
    if target is not None and target.controller != pos.me and not (kinds & HOSTILE_KINDS):
        return -1  # a helping card on an opponent's card
    if target is not None and target.controller == pos.me and kinds & HOSTILE_KINDS:
        return -1
    saving = reaction_saving(pos, item, kinds, amount)
    if saving == 0 and kinds & HOSTILE_KINDS and threat >= 2 and isinstance(action, PlayCard):
        saving = pos.value(target) if target is not None else 0
    return saving - reaction_cost(pos, action)


def _ship_rescued(pos: Position, action: UseFunction, item: StackItem) -> float:
    """A Nagiridni Pirate Outpost's return to the hand is worth it only for a ship it may return that
    the volley would destroy (the choice then picks the ship under fire: ``standard._choice_score``)."""
    info = pos.info(action.card)
    target = pos.card(item.target) if item.kind is PendingKind.VOLLEY and item.target is not None else None
    if info is None or target is None or target.info is None or target.controller != pos.me:
        return -1
    effect = info.function_effects[action.function - 1]
    if not cheap(target.info, effect) or _volley_damage(pos, item) < pos.toughness(target):
        return -1
    return pos.value(target)


def _lucky_play(pos: Position, legal: Sequence[Action], item: StackItem | None) -> Action | None:
    """A Lucky Mine Explosion on its own mine's explosion, when the x1.5 adds a point."""
    if item is None or item.seat != pos.me or item.card is None:
        return None
    mine = pos.info(item.card)
    if mine is None:
        return None
    damage = max((e.amount for e in mine.function_effects if e.kind in (Kind.DAMAGE, Kind.CARD_DAMAGE)), default=0)
    for action in legal:
        info = pos.info(action.card) if isinstance(action, PlayCard) else None
        for effect in info.effects if info is not None else ():
            if effect.kind == Kind.MULTIPLY_DAMAGE and damage * effect.amount // int(effect.param("divisor", 1) or 1) > damage:
                return action
    return None


def _allocation_start_play(pos: Position, legal: Sequence[Action], item: StackItem | None) -> Action | None:
    """As an opponent's Allocation Phase begins or ends, a card that takes from his points or
    engagement that turn (Shipping Delays, Cessation of Production, Cessation of Engagement:
    ``resolvers/allocation_start.py``; the legal plays are only those that answer it)."""
    if item is None or item.kind is not PendingKind.ALLOCATION or item.seat == pos.me:
        return None
    for action in legal:
        info = pos.info(action.card) if isinstance(action, PlayCard) else None
        if info is not None and answers_an_allocation(info):
            return action
    return None


def _draw_phase_play(pos: Position, legal: Sequence[Action], item: StackItem | None) -> Action | None:
    """As an opponent's Draw Cards Phase begins, a card that ends it with no draw (Cessation of
    Time: ``resolvers/draw_phase.py``; the window opens only while such a card is held)."""
    if item is None or item.kind is not PendingKind.DRAW or item.seat == pos.me:
        return None
    for action in legal:
        info = pos.info(action.card) if isinstance(action, PlayCard) else None
        if info is not None and answers_a_draw_phase(info):
            return action
    return None


def _compression_play(pos: Position, legal: Sequence[Action], item: StackItem | None) -> Action | None:
    """An opponent's third or later Card Play of his turn: stop it and the rest with a Time
    Compression (``resolvers/compression.py``: the legal plays are only those that answer it)."""
    if item is None or item.kind is not PendingKind.PLAY or item.seat == pos.me:
        return None
    for action in legal:
        info = pos.info(action.card) if isinstance(action, PlayCard) else None
        if info is not None and any(effect.kind is Kind.COMPRESS_CARD_PLAYS for effect in info.effects):
            return action
    return None


def _discard_answer(pos: Position, legal: Sequence[Action], item: StackItem | None) -> Action | None:
    """A card played to a card or stack just discarded (``discarded.py``): Volatile Terrain whenever it
    is legal (it hurts only the units that fired at the terrain); Time Switch, Discard Exchange and
    Time Evacuation on the bot's own unit just discarded."""
    if item is None or item.kind is not PendingKind.DISCARD or item.card is None:
        return None
    gone = pos.card(item.card)
    if gone is None or gone.zone is not Zone.DISCARD:
        return None  # a Discard Cards Phase discard still to happen, not one just done
    own_unit = gone.owner == pos.me and gone.info is not None and gone.info.kind in UNITS
    for action in legal:
        info = pos.info(action.card) if isinstance(action, PlayCard) else None
        kinds = {e.kind for e in info.effects} if info is not None else set()
        if Kind.VOLATILE_TERRAIN in kinds or (own_unit and kinds & ANSWERING_KINDS):
            return action
    return None


# The windows a card in hand answers whatever the threat: tried in this order.
_ANSWERS = (_lucky_play, _allocation_start_play, _discard_answer, _draw_phase_play, _compression_play)


def reaction_action(pos: Position, legal: Sequence[Action]) -> Action:
    """React to a threat to its own cards or Sector HQ, or to take from an opponent's points as
    his allocation begins; otherwise pass."""
    stack = pos.obs.stack
    item = stack[-1] if stack else None
    played = next((a for answer in _ANSWERS if (a := answer(pos, legal, item)) is not None), None)
    if played is not None:
        return played
    threat = _threat(pos, item) if item is not None else 0
    if threat:
        scored = [(_reaction_score(pos, a, item, threat), a) for a in legal if not isinstance(a, Pass)]  # type: ignore[arg-type]
        scored = [s for s in scored if s[0] > 0]
        if scored:
            return max(scored, key=lambda s: s[0])[1]
    return Pass() if Pass() in legal else legal[0]
