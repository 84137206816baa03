"""A card or stack that has just reached a Discard Pile: the window for the cards played to it
(issue 38, h-time4: Time Switch, Discard Exchange, Time Evacuation, Volatile Terrain).

Several time cards are "played to a card or stack of cards which has just been discarded",
whatever discarded it: damage, an effect, a used-up card, its player in his Discard Cards Phase.
The engine's reaction windows are opened on stack items; this module makes "just discarded" one:

- ``zones.leave_play`` (a card leaving play with every card on it) and the Discard Cards Phase's
  discard from the hand call ``remember`` with the card once it is in the Discard Pile;
  ``remember`` keeps a ``DiscardItem(owner, card, done=True, stack=...)`` in
  ``GameState.just_discarded`` **only while some living player holds a card that answers it**
  (``watched``: an effect of a kind in ``ANSWERING_KINDS`` in his hand), or a spy went with it
  while a spy ship is in play (``spy_refuge``), so a game without one opens no window and keeps
  its state as before;
- the stack kernel (``resolution.run``), as soon as the stack item being resolved has done its
  steps (or after the action that discarded outside the stack: ``ruleset.apply``), puts each kept
  item on the reaction stack in turn and opens its window: every other living player in turn
  order after the owner, then the owner (v2.1 [Reaction cards]: an R/ card answers an opponent's
  action on his turn; on his own turn a player answers only an opponent's reaction). A player with
  no legal reaction is not asked; when all pass the item resolves to nothing.

A card answering it names no place (``play #C``: it is played to the fleet, used and discarded);
its effect acts on the answered item (``answered_discard``), whose ``stack`` says which cards went
to the Discard Pile together and how they sat, so they can come back together.
"""

from __future__ import annotations

from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo, EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.pending import DiscardItem, EffectStep, Pending, Step, Volley
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId, Zone

# The kinds played to a card just discarded (resolvers/just_discarded.py); bots/combat reads it too.
ANSWERING_KINDS = frozenset({Kind.DISCARD_TO_DECK, Kind.DISCARD_EXCHANGE, Kind.EVACUATE, Kind.VOLATILE_TERRAIN})


def answers_a_discard(info: CardInfo) -> bool:
    """Is this card played only to a card just discarded (its play effects all of ``ANSWERING_KINDS``)?"""
    plays = [e for e in info.effects if e.trigger is Trigger.ON_PLAY]
    return bool(plays) and all(e.kind in ANSWERING_KINDS for e in plays)


def watched(state: GameState) -> bool:
    """Does a living player hold a card played to a card just discarded, or have a spy ship in play?"""
    return _held(state) or any(_refuge_effect(card) is not None for card in state.in_play())


def _held(state: GameState) -> bool:
    """Does a living player hold a card played to a card just discarded?"""
    return any(
        effect.kind in ANSWERING_KINDS
        for player in state.players
        if not player.eliminated
        for instance in player.hand
        for effect in state.cards[instance].info.effects
    )


# --- a spy ship takes in a spy of its fleet just discarded -------------------------------------


def _refuge_effect(card: CardState) -> EffectInfo | None:
    return next((e for e in card.info.effects if e.kind is Kind.SPY_REFUGE), None)


def is_spy(info: CardInfo) -> bool:
    """v2.1 [Glossary] *Spy Card*: any card with 'spy' in the title; one moved onto a ship is a crew card."""
    return info.is_crew and "spy" in info.title.lower()


def refuge_spies(state: GameState, item: DiscardItem, ship: CardState) -> list[CardState]:
    """The spies of ``ship``'s player discarded from his fleet with the item, still in the Discard Pile."""
    if item.from_hand or not ship.in_play:
        return []
    return [card for card in still_discarded(state, item) if is_spy(card.info) and card.owner == ship.controller]


def spy_refuge_steps(state: GameState, item: DiscardItem) -> list[Step]:
    """As a card or stack just discarded resolves: each spy ship in play whose player's spy went with it
    may take the spy aboard instead (its controller chooses: ``resolvers/just_discarded.SpyRefugeResolver``)."""
    steps: list[Step] = []
    for ship in state.in_play():
        effect = _refuge_effect(ship)
        if effect is not None and refuge_spies(state, item, ship):
            steps.append(EffectStep(ship.controller, ship.id, effect, item))
    return steps


def stack_of(state: GameState, root: CardState) -> tuple[tuple[InstanceId, InstanceId | None], ...]:
    """The cards of ``root``'s stack as (card, the card it is on), ``root`` first (None: its own holder is not kept)."""
    return tuple((card.id, None if card is root else card.parent) for card in state.stack(root.id))


def remember(
    state: GameState,
    card: CardState,
    stack: tuple[tuple[InstanceId, InstanceId | None], ...],
    from_hand: bool = False,
    fire_damage: tuple[InstanceId, ...] = (),
) -> None:
    """``card`` has just reached a Discard Pile with ``stack`` (those of its cards that did go
    there): keep it for its window. ``fire_damage``: a destroyed card's units that damaged it by fire."""
    went = tuple((i, parent) for i, parent in stack if state.cards[i].zone is Zone.DISCARD)
    if card.zone is not Zone.DISCARD or not went:
        return
    if not _held(state) and (from_hand or not any(is_spy(state.cards[i].info) for i, _ in went)):
        return  # only a spy ship could answer it, and no spy went
    state.just_discarded.append(DiscardItem(card.owner, card.id, done=True, stack=went, from_hand=from_hand, fire_damage=fire_damage))


def answered_discard(item: Pending | None) -> DiscardItem | None:
    """The answered item, if it is a card or stack that has just reached a Discard Pile."""
    if isinstance(item, DiscardItem) and item.done and not item.negated:
        return item
    return None


def still_discarded(state: GameState, item: DiscardItem) -> list[CardState]:
    """The cards of the item's stack still on top of a Discard Pile where they went (nothing took them away meanwhile)."""
    return [state.cards[i] for i, _ in item.stack if state.cards[i].zone is Zone.DISCARD]


def destroyed_terrain(state: GameState, item: DiscardItem) -> bool:
    """Was it a terrain destroyed by weapons fire (some unit's fire damaged it)?"""
    return state.cards[item.card].info.kind is CardType.TERRAIN and bool(item.fire_damage)


# --- the units whose fire damaged a terrain (Volatile Terrain) -------------------------------


def _volatile_in_game(state: GameState) -> bool:
    """Is a Volatile Terrain card anywhere in this game still to come (not discarded or removed)?"""
    return any(
        card.zone not in (Zone.DISCARD, Zone.REMOVED) and any(e.kind is Kind.VOLATILE_TERRAIN for e in card.info.effects) for card in state.cards
    )


def remember_firers(state: GameState, target: CardState, volley: Volley) -> tuple[list[InstanceId], tuple[int, int]]:
    """Before a volley's damage reaches a terrain: note its firing units on it (``CardState.fire_damaged_by``)
    while a Volatile Terrain may still be played in this game; returns what was added and the dice before."""
    if target.info.kind is not CardType.TERRAIN or not target.in_play or not _volatile_in_game(state):
        return [], (0, 0)
    added = [unit for unit, _, _ in volley.parts if unit not in target.fire_damaged_by]
    added = list(dict.fromkeys(added))
    target.fire_damaged_by.extend(added)
    return added, (target.die(DieKind.STRUCTURE), target.die(DieKind.SHIELD))


def forget_unless_damaged(target: CardState, remembered: tuple[list[InstanceId], tuple[int, int]]) -> None:
    """After the damage: a terrain still in play that the volley did not damage forgets its firers again."""
    added, dice = remembered
    if added and target.in_play and (target.die(DieKind.STRUCTURE), target.die(DieKind.SHIELD)) == dice:
        for unit in added:
            target.fire_damaged_by.remove(unit)
