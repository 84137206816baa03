"""Moving cards between piles and the table: the only code that edits card positions.

Every move first takes the card out of where it is (``_detach``), then puts it in its new
place, so a card is always in exactly one place. Leaving play follows v2.1 *[Removing
cards from play]*: a card takes every card played on or against it along, except ships
and dragons sitting on a destroyed terrain (they stay in play, on their own).
"""

from __future__ import annotations

from enum import Enum

from ge_desktop.cards.model import CardType
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import discarded
from ge_desktop.rulesets.galactic_empires.config import Option
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import CardMoved, CardsDrawn, ControlChanged, DeckShuffled
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Zone

_SURVIVE_TERRAIN = frozenset({CardType.SHIP, CardType.DRAGON})


class LeaveReason(str, Enum):
    DISCARDED = "discarded"  # voluntary discard, used up, duration over
    DESTROYED = "destroyed"  # damage reduced its strength to 0


def _detach(state: GameState, card: CardState) -> None:
    """Take ``card`` out of its pile or off the table (its children stay on it)."""
    state.moves += 1
    card.known_to.clear()  # a card seen in a hand (a scout) is known only until it moves
    card.held_by = None
    if card.zone in (Zone.PLAY, Zone.SET_ASIDE) and card.parent is not None:
        state.cards[card.parent].children.remove(card.id)
        card.parent = None
    elif card.zone is Zone.PLAY:
        state.players[card.seat].roots.remove(card.id)
    elif card.zone is Zone.SET_ASIDE:
        state.players[card.seat].set_aside.remove(card.id)
    else:
        state.players[card.seat].pile(card.zone).remove(card.id)


def _reset_table_marks(card: CardState) -> None:
    card.dice.clear()
    card.received.clear()
    card.used_functions.clear()
    card.psy_uses.clear()
    card.functions_on.clear()  # v2.1 FIELD CARD OPERATION: a discarded psy's functions cease
    card.stunned_by = None
    card.engaged = True
    card.controller = card.owner
    card.card_damage = 0
    card.in_reaction = False
    card.heavy_fired = 0
    card.weapons_spent = 0
    card.borrowed = None
    card.drains = None
    card.carried_to.clear()
    card.pushed_off = False
    card.doubled_until = 0
    card.spread.clear()
    card.also_against.clear()
    card.against_fleet = None
    card.research_burden = card.burden_turn = 0
    card.halts = None
    card.halted_by = None
    card.fire_bonus = 0
    card.volley_evasion = 0
    card.strength_drift = card.last_damage = 0
    card.bound_seat = None
    card.diverted_to = None
    card.remembered = None  # a muse's picked function goes with it (rules/remembered_functions.py)
    card.back_seat, card.back_turn, card.aside_from = None, 0, None
    if card.whole is not None:  # a combination card that played as one part is the whole card again
        card.info, card.whole = card.whole, None
    card.blinded_turn, card.blinding_seat, card.blinding_turn = 0, -1, 0  # h-empire: Argonian Strobe
    card.tractors = None  # h-empire: Tractor Beam
    card.fire_damaged_by.clear()
    card.evacuated_by = card.trapped_by = None


def to_pile(
    state: GameState, card: CardState, zone: Zone, seat: Seat, events: list[Event], position: int = 0
) -> None:
    """Put a card (not its children) in ``seat``'s pile; ``position`` 0 is the top, -1 the bottom.
    A Krebiz proxy capsule goes back among its owner's proxies wherever it is sent (v2.1 KREBIZ)."""
    if card.proxy_for is not None:
        zone, seat, position = Zone.REMOVED, card.owner, 0
    from_zone = card.zone
    _detach(state, card)
    pile = state.players[seat].pile(zone)
    if position == -1:
        pile.insert(0, card.id)
    else:
        pile.insert(len(pile) - min(position, len(pile)), card.id)
    card.zone, card.seat = zone, seat
    if from_zone in (Zone.PLAY, Zone.SET_ASIDE):
        _reset_table_marks(card)
    card.face_up = zone in (Zone.DISCARD, Zone.HQ, Zone.ANTE, Zone.HELD)
    card.revealed = False
    events.append(CardMoved(card.id, from_zone, zone, seat))


def to_table(
    state: GameState, card: CardState, seat: Seat, parent: InstanceId | None, events: list[Event]
) -> None:
    """Put a card in play: a new root of ``seat``'s area, or on ``parent`` (joining its area).

    A card already in play moves with every card on it.
    """
    from_zone = card.zone
    _detach(state, card)
    state.moves += 1
    card.zone = Zone.PLAY
    card.face_up = True
    card.revealed = False
    if parent is None:
        state.players[seat].roots.append(card.id)
    else:
        holder = state.cards[parent]
        seat = holder.seat
        card.parent = parent
        holder.children.append(card.id)
    _relocate_area(state, card, seat)
    events.append(CardMoved(card.id, from_zone, Zone.PLAY, card.seat, parent))


def _set_zone(state: GameState, card: CardState, zone: Zone) -> None:
    card.zone = zone
    for child in card.children:
        _set_zone(state, state.cards[child], zone)


def to_set_aside(state: GameState, card: CardState, events: list[Event], back_seat: Seat | None = None, back_turn: int = 0) -> None:
    """Set a card in play aside out of play with every card on it, the stack kept as it is, in
    its area's set-aside place (face up: everyone sees it); ``aside_from`` remembers its holder.
    It comes back as ``back_seat``'s turn number ``back_turn`` begins, or without ``back_seat``
    as the next player turn begins (``rules/set_aside.py``)."""
    holder = card.parent
    _detach(state, card)
    state.moves += 1
    card.aside_from = holder
    card.back_seat = back_seat
    card.back_turn = back_turn if back_seat is not None else sum(p.turns_taken for p in state.players)  # stats.turn_index
    _set_zone(state, card, Zone.SET_ASIDE)
    state.players[card.seat].set_aside.append(card.id)
    events.append(CardMoved(card.id, Zone.PLAY, Zone.SET_ASIDE, card.seat))


def discard_to_set_aside(state: GameState, stack: list[tuple[CardState, InstanceId | None]], events: list[Event]) -> None:
    """Set aside out of play a stack that has just reached the Discard Pile, rebuilt as it sat in
    play (its first card the root, in its owner's area; each other card back on the card it was
    on; one whose holder did not go along becomes a root too): Time Evacuation. It comes back
    only by ``from_set_aside``."""
    root = stack[0][0]
    ids = {card.id for card, _ in stack}
    for card, parent in stack:
        _detach(state, card)
        state.moves += 1
        card.zone, card.seat, card.face_up = Zone.SET_ASIDE, root.owner, True
        if card is root or parent not in ids:
            state.players[root.owner].set_aside.append(card.id)
        else:
            card.parent = parent
            state.cards[parent].children.append(card.id)
        events.append(CardMoved(card.id, Zone.DISCARD, Zone.SET_ASIDE, root.owner))


def from_set_aside(state: GameState, card: CardState, parent: InstanceId | None, events: list[Event]) -> None:
    """Bring a set-aside stack back into play as it was: a root of its area or on ``parent``."""
    _detach(state, card)
    state.moves += 1
    card.back_seat, card.back_turn, card.aside_from, card.evacuated_by, card.trapped_by = None, 0, None, None, None
    if card.whole is not None:  # a combination card that played as one part is the whole card again
        card.info, card.whole = card.whole, None
    _set_zone(state, card, Zone.PLAY)
    if parent is None:
        state.players[card.seat].roots.append(card.id)
    else:
        holder = state.cards[parent]
        card.parent = parent
        holder.children.append(card.id)
        _relocate_area(state, card, holder.seat)
    events.append(CardMoved(card.id, Zone.SET_ASIDE, Zone.PLAY, card.seat, parent))


def is_within(state: GameState, card: CardState, other: CardState) -> bool:
    """Is ``other`` the card itself or somewhere in the stack on it? (No card may go there.)"""
    while True:
        if other is card:
            return True
        if other.parent is None:
            return False
        other = state.cards[other.parent]


def _relocate_area(state: GameState, card: CardState, seat: Seat) -> None:
    card.seat = seat
    for child in card.children:
        _relocate_area(state, state.cards[child], seat)


def leave_play(state: GameState, card: CardState, reason: LeaveReason, events: list[Event]) -> None:
    """Discard a card in play with every card played on or against it (v2.1 L415-416).

    Each card goes to its owner's Discard Pile (the shared one in the Basic Game), or back to
    its owner's hand if its text says so (``return_when_discarded``: the Patrol Ships). Ships
    and dragons on a *destroyed* terrain stay in play as roots of their own area. A card
    that gave control of another card gives it back as it leaves (v2.1 [Control] L518).
    While a player holds a card played to a card just discarded, the card and what went with it
    are kept for that window (``discarded.remember``).
    """
    if not discarded.watched(state):
        _leave_play(state, card, reason, events)
        return
    stack = discarded.stack_of(state, card)
    fire_damage = tuple(card.fire_damaged_by) if reason is LeaveReason.DESTROYED else ()
    _leave_play(state, card, reason, events)
    discarded.remember(state, card, stack, fire_damage=fire_damage)


def _leave_play(state: GameState, card: CardState, reason: LeaveReason, events: list[Event]) -> None:
    if any(p.set_aside for p in state.players):
        _release_trapped(state, card, events)
    if any(p.held for p in state.players):
        discard_held(state, card, events)
    if card.id in state.control_links:
        release_control(state, card.id, events)
    for child_id in list(card.children):
        child = state.cards[child_id]
        if reason is LeaveReason.DESTROYED and _survives(state, card, child):
            _detach(state, child)
            _relocate_area(state, child, child.controller)
            state.players[child.controller].roots.append(child.id)
            state.moves += 1
            events.append(CardMoved(child.id, Zone.PLAY, Zone.PLAY, child.seat))
            continue
        if _to_next_location(state, card, child, events):
            continue
        _leave_play(state, child, LeaveReason.DISCARDED, events)
    for other in state.in_play():  # h-fleet: no longer one of the cards a card is played against
        if card.id in other.also_against:
            other.also_against.remove(card.id)
    if any(e.kind is Kind.RETURN_WHEN_DISCARDED for e in card.info.effects):  # a patrol ship goes back to its owner's hand
        to_pile(state, card, Zone.HAND, card.owner, events)
        return
    if any(e.kind is Kind.DISCARD_TO_BOTTOM for e in card.info.effects):  # h-time: "placed at the bottom of the discard pile"
        to_pile(state, card, Zone.DISCARD, state.pile_player(card.owner).seat, events, position=-1)
        return
    discard(state, card, events)


def _release_trapped(state: GameState, trap: CardState, events: list[Event]) -> None:
    """A Time Trap leaving play lets the stacks it kept set aside come back: onto the card each was on
    if it is still in play, else on its own (a unit or terrain) or to the Discard Pile (v2.1 [Removing
    cards from play]: a card goes with its holder)."""
    for player in state.players:
        for root in [r for r in player.set_aside if state.cards[r].trapped_by == trap.id]:
            held = state.cards[root]
            holder = state.cards[held.aside_from] if held.aside_from is not None else None
            back_on = holder.id if holder is not None and holder.in_play else None
            from_set_aside(state, held, back_on, events)
            if holder is not None and back_on is None and not (held.info.is_unit or held.info.kind is CardType.TERRAIN):
                _leave_play(state, held, LeaveReason.DISCARDED, events)


def _to_next_location(state: GameState, holder: CardState, child: CardState, events: list[Event]) -> bool:
    """A card played against several cards stays in play on the next of them while one is left
    (v2.1 MONSTER CARDS: "not discarded until the last of these locations is discarded")."""
    left = [i for i in child.also_against if i != holder.id and state.cards[i].in_play]
    if not left:
        return False
    child.also_against = left[1:]
    to_table(state, child, child.seat, left[0], events)
    return True


def _survives(state: GameState, holder: CardState, child: CardState) -> bool:
    """Ships and dragons on a destroyed terrain stay in play; so does a ship on a destroyed
    base under *Bases Defend Ships* (v2.1 Variations: "The ship is not destroyed if the base
    is destroyed")."""
    if holder.info.kind is CardType.TERRAIN:
        return child.info.kind in _SURVIVE_TERRAIN
    return holder.info.kind is CardType.BASE and child.info.kind is CardType.SHIP and state.config.has(Option.BASES_DEFEND_SHIPS)


def release_control(state: GameState, holder: InstanceId, events: list[Event]) -> None:
    """Control taken by card ``holder`` goes back to the previous controllers."""
    for instance, previous in state.control_links.pop(holder, ()):
        card = state.cards[instance]
        if card.zone in (Zone.PLAY, Zone.SET_ASIDE) and card.controller != previous:  # a card set aside meanwhile too
            card.controller = previous
            events.append(ControlChanged(card.id, previous))


def held_by(state: GameState, holder: CardState) -> list[CardState]:
    """The cards ``holder`` holds out of play (``Zone.HELD``), in the order they were laid on it."""
    return [state.cards[i] for p in state.players for i in p.held if state.cards[i].held_by == holder.id]


def discard_held(state: GameState, holder: CardState, events: list[Event]) -> None:
    """A card leaving play drops the cards it held out of play: each to its owner's Discard Pile
    (a Well of Time discarded before research emptied it: its cards are lost with it)."""
    for card in held_by(state, holder):
        discard(state, card, events)


def discard(state: GameState, card: CardState, events: list[Event]) -> None:
    """Put one card on top of its owner's Discard Pile (v2.1 *[Discard Pile order]*)."""
    to_pile(state, card, Zone.DISCARD, state.pile_player(card.owner).seat, events)


def shuffle_deck(state: GameState, seat: Seat, events: list[Event]) -> None:
    """Shuffle a deck with the game's generator (a recorded chance outcome)."""
    pile_owner = state.pile_player(seat)
    state.rng.shuffle(pile_owner.deck)
    events.append(DeckShuffled(pile_owner.seat))


def _reshuffle_discards(state: GameState, seat: Seat, events: list[Event]) -> None:
    """Basic Game (B94 RUNNING OUT OF CARDS): the discards become a new deck."""
    pile_owner = state.pile_player(seat)
    for instance in list(pile_owner.discard):
        to_pile(state, state.cards[instance], Zone.DECK, pile_owner.seat, events)
    shuffle_deck(state, seat, events)


def draw_cards(state: GameState, seat: Seat, count: int, events: list[Event]) -> int:
    """``seat`` draws up to ``count`` cards from his deck; returns how many he drew.

    Standard Game (v2.1 7 - DRAW CARDS PHASE L353): an empty deck gives nothing, the
    Discard Pile is never reshuffled. Basic Game: the discards are reshuffled.
    """
    pile_owner = state.pile_player(seat)
    drawn: list[InstanceId] = []
    for _ in range(count):
        if not pile_owner.deck and state.shared_deck and pile_owner.discard:
            _reshuffle_discards(state, seat, events)
        if not pile_owner.deck:
            break
        card = state.cards[pile_owner.deck[-1]]
        to_pile(state, card, Zone.HAND, seat, events)
        if state.shared_deck:
            card.owner = seat  # Basic Game: the card is the drawer's until it is discarded
            card.controller = seat
        drawn.append(card.id)
    if drawn:
        events.append(CardsDrawn(seat, tuple(drawn)))
    return len(drawn)


def deck_size_for(state: GameState, seat: Seat) -> int:
    """Cards ``seat`` could still draw (deck, plus discards in the Basic Game)."""
    pile_owner = state.pile_player(seat)
    return len(pile_owner.deck) + (len(pile_owner.discard) if state.shared_deck else 0)
