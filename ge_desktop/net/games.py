"""The games the protocol carries: what the server and its clients need to know of each
ruleset, kept in this one module (its only imports of a particular game).

For each ruleset: the type of its observation (the client reads the wire back into it),
the values interned on the wire (a Galactic Empires card's printed facts, sent once per
connection), the id type that names a card (an event field or an action naming a card
the seat may not see is blanked or refused), the bots the server seats, and how a lobby
request becomes the game's config. Galactic Empires games are dealt from the decks the
players send (deck-file text, read and judged by the deck rules); Galactic Supremacy
needs no decks.
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
import sys
import typing
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ge_desktop.bots.base import BotKind, make_bot
from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.decks import DeckError, parse_deck
from ge_desktop.cards.stocking import StockingOptions, check_deck
from ge_desktop.engine.actions import Action
from ge_desktop.engine.ruleset import Ruleset, get_ruleset
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.config import GameConfig, Option, PlayerDeck
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation as GeObservation
from ge_desktop.rulesets.galactic_empires.rules.observe import hidden_slots
from ge_desktop.rulesets.galactic_empires.rules.observe import observe as ge_observe
from ge_desktop.rulesets.galactic_empires.rules.ruleset import GALACTIC_EMPIRES
from ge_desktop.rulesets.galactic_empires.terms import GameMode, InstanceId
from ge_desktop.rulesets.galactic_supremacy import bots as gs_bots
from ge_desktop.rulesets.galactic_supremacy.cards import CardId
from ge_desktop.rulesets.galactic_supremacy.observe import Observation as GsObservation
from ge_desktop.rulesets.galactic_supremacy.ruleset import GALACTIC_SUPREMACY
from ge_desktop.rulesets.galactic_supremacy.state import MAX_PLAYERS as GS_MAX_PLAYERS
from ge_desktop.rulesets.galactic_supremacy.state import MIN_PLAYERS as GS_MIN_PLAYERS
from ge_desktop.rulesets.galactic_supremacy.state import Setup

MAX_DECK_CHARS = 64 * 1024  # a deck file sent to the server
ONLINE_BOTS = (BotKind.RANDOM, BotKind.STANDARD)  # the bots a server seats (the searching ones cost seconds a move)


class RequestProblem(ValueError):
    """A lobby request that cannot make a game (the message says what to change)."""


@dataclass(frozen=True)
class OnlineGame:
    """One ruleset as the protocol carries it."""

    name: str  # the ruleset's registry name
    title: str
    observation: type
    interned: tuple[type, ...]
    card_id: Any  # the NewType naming a card in events and actions
    needs_decks: bool
    min_players: int
    max_players: int
    make_bot: Callable[[BotKind, int, int], Any]
    bot_decides: Callable[[Any, Any, Seat, Sequence[Action]], Action]  # (bot, state, seat, legal): a server bot's move

    def bot_move(self, bot: Any, state: Any, seat: Seat, legal: Sequence[Action]) -> Action:
        """The move ``bot`` makes for ``seat`` (from the seat's observation and ``legal`` only)."""
        return self.bot_decides(bot, state, seat, legal)

    @property
    def ruleset(self) -> Ruleset[Any, Any]:
        return get_ruleset(self.name)


def _ge_bot_decides(bot: Any, state: Any, seat: Seat, legal: Sequence[Action]) -> Action:
    """A Galactic Empires bot's move from the seat's observation with ``QuickFacts``: each
    card's table numbers worked out only when the bot reads them (the same numbers as the
    full observation's, inside one ``memoized`` block, read before the state changes; the
    systems' state in words, which no server bot reads, left out). A server bot's move
    costs a fraction of a full observation's."""
    with state.memoized():
        action: Action = bot.decide(ge_observe(state, seat, quick=True), legal)
    return action


def _gs_bot_decides(bot: Any, state: Any, seat: Seat, legal: Sequence[Action]) -> Action:
    action: Action = bot.decide(GALACTIC_SUPREMACY.observe(state, seat), legal)
    return action


def _gs_bot(kind: BotKind, seed: int, seat: int) -> Any:
    maker = gs_bots.RandomBot if kind is BotKind.RANDOM else gs_bots.StandardBot
    return maker(gs_bots.bot_random(seed, seat))


GAMES: dict[str, OnlineGame] = {
    GALACTIC_EMPIRES.name: OnlineGame(
        GALACTIC_EMPIRES.name, GALACTIC_EMPIRES.title, GeObservation, (CardInfo,), InstanceId, True, 2, 6, make_bot, _ge_bot_decides
    ),
    GALACTIC_SUPREMACY.name: OnlineGame(
        GALACTIC_SUPREMACY.name, GALACTIC_SUPREMACY.title, GsObservation, (), CardId, False, GS_MIN_PLAYERS, min(GS_MAX_PLAYERS, 6), _gs_bot, _gs_bot_decides
    ),
}


def online_game(name: str) -> OnlineGame:
    """The game called ``name`` (a registry name); ``RequestProblem`` naming the known ones."""
    game = GAMES.get(name)
    if game is None:
        raise RequestProblem(f"this server plays no game called '{name}' (it plays {', '.join(sorted(GAMES))})")
    return game


def ruleset_versions() -> dict[str, str]:
    """Each online ruleset's title (the handshake compares them: a renamed rules version differs)."""
    return {name: game.title for name, game in sorted(GAMES.items())}


def catalog_version(catalog: Catalog) -> str:
    """A short digest of a catalog's card ids (the handshake compares it)."""
    ids = "\n".join(sorted(card.id for card in catalog))
    return hashlib.sha256(ids.encode()).hexdigest()[:16]


# --- a lobby request to a config ------------------------------------------------------------


def read_deck(text: str, catalog: Catalog, players: int, seat: int) -> PlayerDeck:
    """A deck sent for ``seat``: read against the server's catalog and judged by the stocking
    rules; ``RequestProblem`` names every card the server lacks or rule it breaks."""
    if len(text) > MAX_DECK_CHARS:
        raise RequestProblem(f"the deck for seat {seat} is {len(text):,} characters; a deck has at most {MAX_DECK_CHARS:,}")
    try:
        deck = parse_deck(text, catalog, f"deck for seat {seat}")
    except DeckError as exc:
        raise RequestProblem(str(exc)) from None
    violations = check_deck(deck, catalog, StockingOptions(players=players))
    if violations:
        raise RequestProblem(f"the deck for seat {seat} breaks the stocking rules: " + "; ".join(str(v) for v in violations[:5]))
    return PlayerDeck.from_deck(deck)


def new_config(game: OnlineGame, options: dict[str, Any], decks: Sequence[PlayerDeck], players: int, seed: int) -> Any:
    """The config of a new online game: always rules mode; ``seed`` is the server's."""
    if game.name == GALACTIC_SUPREMACY.name:
        setup = Setup(players=players, individual_decks=bool(options.get("individual_decks", False)), advanced=bool(options.get("advanced", False)), seed=seed)
        problem = setup.problem()
        if problem:
            raise RequestProblem(problem)
        return setup
    chosen = []
    for name in options.get("options", []):
        try:
            chosen.append(Option(name))
        except ValueError:
            raise RequestProblem(f"'{name}' is not an option (known: {', '.join(o.value for o in Option)})") from None
    cap = options.get("turn_cap")
    config = GameConfig(decks=tuple(decks), seed=seed, options=frozenset(chosen), mode=GameMode.RULES, turn_cap=cap if isinstance(cap, int) else None)
    problems = config.problems()
    if problems:
        raise RequestProblem("; ".join(problems))
    return config


def known_options(game: OnlineGame) -> set[str]:
    """The lobby options a game takes."""
    return {"individual_decks", "advanced"} if game.name == GALACTIC_SUPREMACY.name else {"options", "turn_cap"}


# --- cards a seat may not see, in actions -------------------------------------------------------

_CARD = re.compile(r"#(-?\d+)")


def table_slots(game: OnlineGame, state: Any, seat: Seat | None) -> dict[int, int]:
    """Galactic Empires: face-down cards in play ``seat`` may not see, each with the table
    slot (a negative number) its observation names it by."""
    if game.name != GALACTIC_EMPIRES.name:
        return {}
    return {int(k): int(v) for k, v in hidden_slots(state, seat).items()}


def to_seat_notation(text: str, slots: dict[int, int]) -> str:
    """An action's notation as ``seat`` may read it: hidden cards by their table slot."""
    if not slots:
        return text
    return _CARD.sub(lambda m: f"#{slots.get(int(m.group(1)), int(m.group(1)))}", text)


def from_seat_notation(text: str, slots: dict[int, int]) -> str:
    """Back from a seat's notation: table slots to the cards behind them."""
    if "#-" not in text:
        return text
    back = {slot: card for card, slot in slots.items()}
    return _CARD.sub(lambda m: f"#{back.get(int(m.group(1)), int(m.group(1)))}", text)


def card_fields(kind: type, card_id: Any) -> tuple[tuple[str, bool], ...]:
    """The fields of a dataclass (an action, an event) that name cards: (name, holds several)."""
    return _card_fields(kind, card_id)


@cache
def _card_fields(kind: type, card_id: Any) -> tuple[tuple[str, bool], ...]:
    hints = typing.get_type_hints(kind, vars(sys.modules[kind.__module__]))
    found = []
    for name, hint in hints.items():
        if name not in {f.name for f in dataclasses.fields(kind)}:
            continue
        args = typing.get_args(hint)
        if hint is card_id or card_id in args and not (len(args) == 2 and args[1] is Ellipsis):
            found.append((name, False))
        elif typing.get_origin(hint) is tuple and args and args[0] is card_id:
            found.append((name, True))
    return tuple(found)


def named_cards(action: Action, card_id: Any) -> list[int]:
    """The cards an action names."""
    named: list[int] = []
    for name, several in card_fields(type(action), card_id):
        value = getattr(action, name)
        if several:
            named += [int(v) for v in value]
        elif value is not None:
            named.append(int(value))
    return named
