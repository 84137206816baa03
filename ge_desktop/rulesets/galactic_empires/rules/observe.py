"""``observe(state, player)``: what one player may see, computed from the full state.

Hidden from a viewer: the order and contents of every deck, other players' hands (only
their sizes show), other players' face-down reserve cards (before the ante exposes them)
and face-down cards in play. Everything on the table, every Discard Pile (in order), the
Sector HQs and the ante piles are public, and so is any card that was revealed. Hidden
cards are not even named by id: instance ids follow deck-file order, so an id would give
the card away. A face-down card in play the viewer may not see is named by a *table slot*
instead, a negative id numbered in table order (``hidden_slots``), wherever a root, a
parent, a child or the reaction stack would name it. While the reserve fleets are chosen
(the pregame), a player looks through his own deck, so his deck's cards are his to see
(never its order: ``PlayerView`` gives only the deck's size); and the cards a card's
question asks a player to pick from (an opponent's hand to discard from, his own deck to
search) are shown to that player, who looks at them to choose. A card of another
player's hand that was shown to the viewer alone (a scout's look, ``scouting.py``; a whole
hand shown by ``reveal_hand``: ``CardState.known_to``) is his to see until it leaves that
hand. ``player=None`` is a spectator who sees only public
information. In a Basic Game the players made the shared deck together (B94 Create the
Deck: "formed from any cards as desired by the players"), so its card list is public:
``shared_deck`` lists every card of it, sorted by card id, saying nothing of where each
card is now.

Each visible card in play also carries what the table shows of it (``table_facts``): its
unit's strength and Shields, the points it needs and has been given, and its weapons that
can still fire. The reaction stack comes both as short sentences (``waiting``) and as
values (``stack``), and a card's question names its effect kind (``choice_kind``).

Hot-seat hand hiding, bot inputs and screenshots all go through this function.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, replace

from ge_desktop.cards.model import PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.pending import ActionItem, Pending, PendingKind, Volley, VolleyItem, item_card
from ge_desktop.rulesets.galactic_empires.rules.table_facts import QuickFacts, TableFacts, table_facts
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, Outcome, PlayerState
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId, Phase, Zone


@dataclass(frozen=True, slots=True)
class CardView:
    """A card the viewer may see: its catalog id and everything the table shows about it."""

    id: InstanceId
    card_id: str
    label: str
    owner: Seat
    controller: Seat
    zone: Zone
    seat: Seat
    parent: InstanceId | None
    children: tuple[InstanceId, ...]
    engaged: bool
    face_up: bool
    dice: tuple[tuple[DieKind, int], ...]
    info: CardInfo | None = None  # the printed card (public once the card is seen)
    table: TableFacts | QuickFacts | None = None  # for a card in play: what the table shows of it
    also_against: tuple[InstanceId, ...] = ()  # the other cards it is played against besides the one it lies on
    against_fleet: Seat | None = None  # the opponent whose whole fleet it is played against


@dataclass(frozen=True, slots=True)
class StackItem:
    """One item of the reaction stack as everyone sees it (ids of hidden cards are slots)."""

    kind: PendingKind
    seat: Seat  # who did it
    card: InstanceId | None  # the card played, acting or discarded
    target: InstanceId | None  # the card a volley is aimed at, or a card action names
    hq: Seat | None  # a volley at this seat's Sector HQ
    fleet: Seat | None  # fleet-targeted fire at this seat's fleet
    damage_parts: tuple[tuple[InstanceId, str, int], ...] = ()  # a volley's (unit, symbol, count)
    negated: bool = False


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One seat as the viewer sees it; ``hand`` is None for other players."""

    seat: Seat
    deck_name: str
    empire: str | None
    hand: tuple[InstanceId, ...] | None
    hand_count: int
    deck_count: int
    discard: tuple[InstanceId, ...]  # bottom first; the last is the top of the pile
    reserve: tuple[InstanceId | None, ...]  # None for a card the viewer may not see
    hq: tuple[InstanceId, ...]
    ante: tuple[InstanceId, ...]
    roots: tuple[InstanceId, ...]
    hq_damage: int
    damage_dealt: int
    eliminated: bool
    turns_taken: int
    plays_used: int
    pool: tuple[tuple[PointType, int], ...]
    command_total: int
    set_aside: tuple[InstanceId, ...] = ()  # roots of his stacks set aside out of play (time cards), seen face up by everyone
    mini_deck_count: int = 0  # cards in his Time Tornado mini deck (only how many: they are hidden)
    held: tuple[InstanceId, ...] = ()  # his cards held out of play, face up, by cards in play (a Well of Time's), seen by everyone


@dataclass(frozen=True, slots=True)
class Observation:
    viewer: Seat | None
    phase: Phase
    active: Seat
    complete_turn: int
    turn_order: tuple[Seat, ...]
    outcome: Outcome | None
    players: tuple[PlayerView, ...]
    cards: dict[InstanceId, CardView]  # every card the viewer may see
    to_act: Seat | None = None  # who must act now: the active player, one asked to react or to choose
    waiting: tuple[str, ...] = ()  # the reaction stack, bottom first, as short sentences
    volley: str | None = None  # the volley being declared, if any
    choice: str | None = None  # what a card asks the player to act to choose
    stack: tuple[StackItem, ...] = ()  # the reaction stack as values, bottom first
    open_volley: StackItem | None = None  # the volley being declared, as a value
    choice_kind: str | None = None  # the effect kind of the card asking (``choice``)
    shared_deck: tuple[CardInfo, ...] = ()  # Basic Game: the shared deck's card list, by card id (not where they are)

    def card(self, instance: InstanceId) -> CardView | None:
        return self.cards.get(instance)


def _visible(card: CardState, viewer: Seat | None, pregame: bool) -> bool:
    if card.revealed:
        return True
    zone = card.zone
    if zone is Zone.PLAY:
        return card.face_up or card.controller == viewer
    if zone is Zone.HAND:
        return card.seat == viewer or (viewer is not None and viewer in card.known_to)  # a scout's look
    if zone is Zone.DECK:
        return pregame and card.seat == viewer  # v2.1 CREATING THE RESERVE FLEET: from his deck
    if zone is Zone.MINI_DECK:
        return False  # a Time Tornado's mini deck: shuffled, hidden from everyone like a deck
    if zone is Zone.RESERVE:
        return card.face_up or card.seat == viewer
    return True  # discard, HQ, ante, removed and set-aside cards are public


def hidden_slots(state: GameState, viewer: Seat | None) -> dict[InstanceId, InstanceId]:
    """Face-down cards in play ``viewer`` may not see, each with its table slot: -1, -2, ...
    in table order (areas in seat order, each stack depth first)."""
    slots: dict[InstanceId, InstanceId] = {}
    for card in state.in_play():
        if not _visible(card, viewer, False):
            slots[card.id] = InstanceId(-1 - len(slots))
    return slots


class _Namer:
    """Names cards for one viewer: a real id, or a table slot for a hidden card in play."""

    def __init__(self, slots: dict[InstanceId, InstanceId]) -> None:
        self.slots = slots

    def one(self, instance: InstanceId | None) -> InstanceId | None:
        if instance is None or not self.slots:
            return instance
        return self.slots.get(instance, instance)

    def known(self, instance: InstanceId) -> InstanceId:
        return self.slots.get(instance, instance) if self.slots else instance

    def many(self, instances: list[InstanceId]) -> tuple[InstanceId, ...]:
        if not self.slots:
            return tuple(instances)
        return tuple(self.slots.get(i, i) for i in instances)


def _facts(state: GameState, card: CardState, names: _Namer, wanted: bool, quick: bool) -> TableFacts | QuickFacts | None:
    if not wanted or card.zone is not Zone.PLAY:
        return None
    if quick:
        numbers = QuickFacts(state, card)
        numbers.unit = names.known(numbers.unit)
        return numbers
    facts = table_facts(state, card)
    unit = names.known(facts.unit)
    return facts if unit == facts.unit else replace(facts, unit=unit)


def _view(state: GameState, card: CardState, names: _Namer, facts: bool, quick: bool) -> CardView:
    return CardView(
        id=card.id,
        card_id=card.info.card_id,
        label=card.info.label,
        owner=card.owner,
        controller=card.controller,
        zone=card.zone,
        seat=card.seat,
        parent=names.one(card.parent),
        children=names.many(card.children),
        engaged=card.engaged,
        face_up=card.face_up,
        dice=tuple(sorted(card.dice.items(), key=lambda item: item[0].value)),
        info=card.info,
        table=_facts(state, card, names, facts, quick),
        also_against=names.many(card.also_against) if card.also_against else (),
        against_fleet=card.against_fleet,
    )


def _waiting(state: GameState, names: _Namer, cards: dict[InstanceId, CardView]) -> tuple[str, ...]:
    lines = []
    for item in state.pending:
        what = f"p{item.seat} {item.kind.value}"
        card = item_card(item)
        if card is not None:
            shown = cards.get(card)
            what += f" #{card} {shown.label}" if shown is not None else f" #{names.one(card)}"
        if isinstance(item, VolleyItem) and item.volley is not None:
            what += f" at {_volley_target(item.volley, names)}"
        if item.negated:
            what += " (cancelled)"
        lines.append(what)
    return tuple(lines)


def _volley_target(volley: Volley, names: _Namer) -> str:
    if volley.hq is not None or volley.fleet is not None:
        return volley.notation()
    return f"#{names.one(volley.target)}"


def _stack_item(item: Pending, names: _Namer) -> StackItem:
    volley = item.volley if isinstance(item, VolleyItem) else None
    target = item.target if isinstance(item, ActionItem) else None
    return StackItem(
        kind=item.kind,
        seat=item.seat,
        card=names.one(item_card(item)),
        target=names.one(volley.target if volley is not None else target),
        hq=volley.hq if volley is not None else None,
        fleet=volley.fleet if volley is not None else None,
        damage_parts=tuple((names.known(u), s.value, n) for u, s, n in volley.parts) if volley is not None else (),
        negated=item.negated,
    )


def _open_volley(state: GameState, names: _Namer) -> tuple[str | None, StackItem | None]:
    fire = state.fire
    if fire is None or fire.open is None:
        return None, None
    volley = fire.open
    parts = ", ".join(f"#{names.one(u)} {s.value} x{n}" for u, s, n in volley.parts)
    text = f"p{volley.seat} fires at {_volley_target(volley, names)}" + (f": {parts}" if parts else "")
    value = StackItem(
        PendingKind.VOLLEY,
        volley.seat,
        None,
        names.one(volley.target),
        volley.hq,
        volley.fleet,
        tuple((names.known(u), s.value, n) for u, s, n in volley.parts),
    )
    return text, value


def _player_view(p: PlayerState, player: Seat | None, names: _Namer, cards: dict[InstanceId, CardView]) -> PlayerView:
    own = p.seat == player
    return PlayerView(
        seat=p.seat,
        deck_name=p.deck_name,
        empire=p.empire,
        hand=tuple(p.hand) if own else None,
        hand_count=len(p.hand),
        deck_count=len(p.deck),
        discard=tuple(p.discard),
        reserve=tuple(i if i in cards else None for i in p.reserve),
        hq=tuple(p.hq),
        ante=tuple(p.ante),
        roots=names.many(p.roots),
        hq_damage=p.hq_damage,
        damage_dealt=p.damage_dealt,
        eliminated=p.eliminated,
        turns_taken=p.turns_taken,
        plays_used=p.plays_used,
        pool=tuple(sorted(((k, v) for k, v in p.pool.items() if v), key=lambda item: item[0].value)),
        command_total=p.command_total,
        set_aside=tuple(p.set_aside),
        mini_deck_count=len(p.mini_deck),
        held=tuple(p.held),
    )


def observe(state: GameState, player: Seat | None, facts: bool = True, only: Collection[InstanceId] | None = None, quick: bool = False) -> Observation:
    """The view of ``state`` that ``player`` (or a spectator, None) may see; ``facts=False``
    leaves out the table facts (a view that only draws the table needs none).

    ``only`` names the cards to view instead of every card the player may see: a search
    bot's cut-down view of a world it sampled itself (where nothing is hidden from it).
    ``quick=True`` gives ``QuickFacts`` for the table facts: numbers worked out only when
    read, without the systems' state in words (a search reads its views of sampled worlds
    at once, and only a few cards' numbers of each)."""
    pregame = state.phase is Phase.RESERVE
    names = _Namer(hidden_slots(state, player))
    choice = state.choice
    picking = frozenset(choice.cards) if choice is not None and choice.seat == player else frozenset()
    with state.memoized():
        if only is not None:
            cards = {i: _view(state, state.cards[i], names, facts, quick) for i in only}
        else:
            cards = {card.id: _view(state, card, names, facts, quick) for card in state.cards if card.id in picking or _visible(card, player, pregame)}
    views = tuple(_player_view(p, player, names, cards) for p in state.players)
    volley_text, volley_value = _open_volley(state, names)
    effect = choice.step.effect if choice is not None else None
    return Observation(
        viewer=player,
        phase=state.phase,
        active=state.active,
        complete_turn=state.complete_turn,
        turn_order=tuple(state.turn_order),
        outcome=state.outcome,
        players=views,
        cards=cards,
        to_act=None if state.phase is Phase.GAME_OVER else state.to_act,
        waiting=_waiting(state, names, cards),
        volley=volley_text,
        choice=choice.prompt if choice is not None else None,
        stack=tuple(_stack_item(item, names) for item in state.pending),
        open_volley=volley_value,
        choice_kind=effect.kind if effect is not None else None,
        shared_deck=_deck_list(state) if state.shared_deck and only is None else (),
    )


def _deck_list(state: GameState) -> tuple[CardInfo, ...]:
    """Basic Game: every card of the shared deck (every card of the game comes from it), by card id."""
    return tuple(sorted((card.info for card in state.cards), key=lambda info: info.card_id))
