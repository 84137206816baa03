"""Creating a game and the pregame (v2.1 *Reserve fleet, ante and start of game*).

Standard Game:
1. Each player in seat order sets aside up to N cards as his reserve fleet (N = players
   at the start; never a card with 'reserve' in its title or one limited to one copy per
   deck), face down, then says ``done``.
2. Every deck is shuffled and cut (cut position from the game's generator); with *Stack
   Your Deck* neither happens and the deck file order is the draw order.
3. Each player turns up his top card, the ante. Highest strength goes first, then the
   next; ties are settled by die rolls (re-rolled until they differ). Each ante starts its
   player's Discard Pile, or is set aside under *winner keeps the antes*.
4. Reserve fleets are exposed; everyone draws 9; the first player's turn starts.

Basic Game (1994): one shared deck, owned by seat 0, who plays first; no reserve and no
ante; 9 cards are dealt to each player in turn order.
"""

from __future__ import annotations

from typing import Protocol

from ge_desktop.cards.catalog import Affiliation, default_catalog
from ge_desktop.cards.model import Card
from ge_desktop.engine.errors import GameSetupError, Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.actions import ChooseReserve
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo, build_card_info, with_parts
from ge_desktop.rulesets.galactic_empires.config import STARTING_HAND, GameConfig, Option, Variant
from ge_desktop.rulesets.galactic_empires.events import AnteRevealed, CardFlipped, DeckCut, DieRolled, TurnOrderSet
from ge_desktop.rulesets.galactic_empires.resolvers import unscripted_cards
from ge_desktop.rulesets.galactic_empires.rules.turns import start_turn
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, PlayerState
from ge_desktop.rulesets.galactic_empires.terms import GameMode, InstanceId, Phase, Zone
from ge_desktop.rulesets.galactic_empires.zones import draw_cards, shuffle_deck, to_pile


class CatalogSource(Protocol):
    """What setting up reads from a catalog (a ``ge_desktop.cards.catalog.Catalog``)."""

    def affiliation(self, card: Card) -> Affiliation: ...

    def indirigan(self, card: Card) -> bool: ...

    def get(self, card_id: str) -> Card | None: ...


def _infos(config: GameConfig, catalog: CatalogSource | None) -> list[list[CardInfo]]:
    """Per deck, one CardInfo per physical card (shared between copies); without a
    catalog, the shipped one says which empire each card belongs to."""
    if catalog is None:
        catalog = default_catalog()
    cache: dict[tuple[str, str | None], CardInfo] = {}
    result = []
    for deck in config.decks:
        infos = []
        for card in deck.cards:
            key = (card.id, deck.empire)
            if key not in cache:
                cache[key] = _with_parts(_card_info(card, catalog.affiliation(card), deck.empire, catalog.indirigan(card)), card, catalog, deck.empire)
            infos.append(cache[key])
        result.append(infos)
    return result


_BUILT: dict[tuple[int, Affiliation, str | None, bool], tuple[Card, CardInfo]] = {}  # a server deals many games of the same cards
_BUILT_MOST = 20_000


def _card_info(card: Card, affiliation: Affiliation, main_empire: str | None, indirigan: bool) -> CardInfo:
    """``build_card_info``, remembered for this very card object (CardInfo is immutable)."""
    key = (id(card), affiliation, main_empire, indirigan)
    known = _BUILT.get(key)
    if known is not None and known[0] is card:
        return known[1]
    if len(_BUILT) >= _BUILT_MOST:
        _BUILT.clear()
    info = build_card_info(card, affiliation, main_empire, indirigan)
    _BUILT[key] = (card, info)
    return info


def _with_parts(info: CardInfo, card: Card, catalog: CatalogSource, empire: str | None) -> CardInfo:
    """A Krebiz combination card whose parts name their Primary Edition cards, found in the
    catalog, plays as either part too (``cardinfo.with_parts``); else only whole."""
    names = (card.combination.cruiser.card, card.combination.capsule.card) if card.combination is not None else (None, None)
    found = [catalog.get(name) for name in names if name is not None]
    parts = [_card_info(part, catalog.affiliation(part), empire, catalog.indirigan(part)) for part in found if part is not None]
    return with_parts(info, parts[0], parts[1]) if len(parts) == 2 else info


def _proxies(state: GameState) -> None:
    """v2.1 KREBIZ: "Proxy card elements can be used as temporary substitutes for separated
    components": one Primary Edition capsule per combination card that may be separated, kept
    out of the game (``Zone.REMOVED``) until its combination separates (``krebiz.separate``).
    Made after the decks, so every deck card keeps its instance number."""
    for card in list(state.cards):
        if card.info.parts:
            proxy = CardState(InstanceId(len(state.cards)), card.info.parts[1], card.owner, zone=Zone.REMOVED, proxy_for=card.id)
            state.cards.append(proxy)
            state.players[card.owner].removed.append(proxy.id)


def _unscripted(config: GameConfig) -> list[str]:
    """v2.1 CARDS HAVE RULES: in rules mode every card must be scripted or marked manual."""
    unique = {card.id: card for deck in config.decks for card in deck.cards}
    return unscripted_cards(unique.values())


def new_state(config: GameConfig, catalog: CatalogSource | None = None) -> GameState:
    """The state before the first decision (the Basic Game is dealt at once)."""
    problems = config.problems()
    if config.mode is GameMode.RULES:
        problems += _unscripted(config)
    if problems:
        raise GameSetupError("; ".join(problems))
    infos = _infos(config, catalog)
    count = config.player_count
    players = []
    for seat in range(count):
        deck = config.decks[seat] if config.variant is Variant.STANDARD else config.decks[0]
        players.append(PlayerState(Seat(seat), deck.name, deck.empire))
    cards: list[CardState] = []
    for deck_index, deck_infos in enumerate(infos):
        owner = Seat(deck_index)
        for info in deck_infos:
            cards.append(CardState(InstanceId(len(cards)), info, owner))
        # The first card of the deck file is the top of the deck (END of the list).
        players[owner].deck = [c.id for c in reversed(cards) if c.owner == owner]
    state = GameState(config, cards, players)
    _proxies(state)
    if config.variant is Variant.BASIC:
        _begin_basic(state, [])
    return state


def check_reserve(state: GameState, seat: Seat, action: ChooseReserve) -> Violation | None:
    if state.phase is not Phase.RESERVE:
        return Violation(errors.RESERVE_CREATE, "the reserve fleet is chosen before the game starts")
    if not 0 <= action.card < len(state.cards):
        return Violation(errors.RESERVE_CREATE, f"#{action.card} is not a card")
    card = state.cards[action.card]
    if card.zone is not Zone.DECK or card.seat != seat:
        return Violation(errors.RESERVE_CREATE, f"#{card.id} is not in your deck")
    if len(state.players[seat].reserve) >= state.player_count:
        return Violation(errors.RESERVE_CREATE, f"the reserve fleet holds at most {state.player_count} cards (the number of players)")
    if card.info.reserve_forbidden:
        return Violation(errors.RESERVE_RESTRICT, f"{card.info.label} may not start the game in the reserve fleet")
    return None


def apply_reserve(state: GameState, seat: Seat, action: ChooseReserve, events: list[Event]) -> None:
    to_pile(state, state.cards[action.card], Zone.RESERVE, seat, events)


def finish_reserve(state: GameState, seat: Seat, events: list[Event]) -> None:
    """``done`` choosing a reserve: the next player chooses, or the game begins."""
    state.players[seat].reserve_done = True
    waiting = [p.seat for p in state.players if not p.reserve_done]
    if waiting:
        state.active = waiting[0]
        return
    _begin_standard(state, events)


def _cut(state: GameState, seat: Seat, events: list[Event]) -> None:
    """The player on the left cuts: some cards from the top go to the bottom."""
    deck = state.players[seat].deck
    if len(deck) < 2:
        return
    position = 1 + state.rng.below(len(deck) - 1)
    deck[:] = deck[-position:] + deck[:-position]
    events.append(DeckCut(seat, position))


def _order_by_ante(state: GameState, strengths: dict[Seat, int], events: list[Event]) -> list[Seat]:
    """Highest ante first; each group of ties rolls dice until the rolls differ."""
    order: list[Seat] = []
    for strength in sorted(set(strengths.values()), reverse=True):
        tied = [s for s in strengths if strengths[s] == strength]
        order += _break_ties(state, tied, events)
    return order


def _break_ties(state: GameState, tied: list[Seat], events: list[Event]) -> list[Seat]:
    if len(tied) == 1:
        return tied
    rolls: dict[Seat, int] = {}
    for seat in tied:
        rolls[seat] = state.rng.roll(6)
        events.append(DieRolled(seat, 6, rolls[seat], "ante tie"))
    result: list[Seat] = []
    for value in sorted(set(rolls.values()), reverse=True):
        result += _break_ties(state, [s for s in tied if rolls[s] == value], events)
    return result


def _begin_standard(state: GameState, events: list[Event]) -> None:
    stacked = state.config.has(Option.STACK_YOUR_DECK)
    strengths: dict[Seat, int] = {}
    for player in state.players:
        if not stacked:
            shuffle_deck(state, player.seat, events)
            _cut(state, player.seat, events)
        strengths[player.seat] = _turn_up_ante(state, player, events)
    state.turn_order = _order_by_ante(state, strengths, events)
    events.append(TurnOrderSet(tuple(state.turn_order)))
    for player in state.players:
        for instance in player.reserve:
            state.cards[instance].face_up = True  # reserve fleets exposed (v2.1 L235)
            events.append(CardFlipped(instance, True))
    _deal_and_start(state, events)


def _turn_up_ante(state: GameState, player: PlayerState, events: list[Event]) -> int:
    if not player.deck:
        return 0
    card = state.cards[player.deck[-1]]
    keep = state.config.has(Option.WINNER_KEEPS_ANTES)
    to_pile(state, card, Zone.ANTE if keep else Zone.DISCARD, player.seat, events)
    events.append(AnteRevealed(player.seat, card.id, card.info.strength))
    return card.info.strength


def _begin_basic(state: GameState, events: list[Event]) -> None:
    for player in state.players:
        player.reserve_done = True
    if not state.config.has(Option.STACK_YOUR_DECK):
        shuffle_deck(state, Seat(0), events)
    state.turn_order = [p.seat for p in state.players]
    events.append(TurnOrderSet(tuple(state.turn_order)))
    _deal_and_start(state, events)


def _deal_and_start(state: GameState, events: list[Event]) -> None:
    for seat in state.turn_order:
        draw_cards(state, seat, STARTING_HAND, events)
    state.complete_turn = 1
    start_turn(state, state.turn_order[0], events)
