"""The games the protocol carries: what the server and its clients need to know of each
ruleset. Each game says it in its registry entry's ``online`` part (an ``OnlineGame``, in
the game's own ``online.py``); this module holds the shape of that part and the rules every
game shares on the wire.

For each ruleset: the type of its observation (the client reads the wire back into it),
the values interned on the wire (sent once per connection), the id type that names a card
(an event field or an action naming a card the seat may not see is blanked or refused), the
bots the server seats, the lobby options it takes and how a lobby request becomes its config,
and, for a game dealt from the decks the players send, how such a deck is read and judged.
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

from ge_desktop.bots.base import BotKind
from ge_desktop.cards.catalog import Catalog
from ge_desktop.engine.actions import Action
from ge_desktop.engine.ruleset import Ruleset, get_ruleset
from ge_desktop.engine.terms import Seat
from ge_desktop.games import load_games

ONLINE_BOTS = (BotKind.RANDOM, BotKind.STANDARD)  # the bots a server seats (the searching ones cost seconds a move)


class RequestProblem(ValueError):
    """A lobby request that cannot make a game (the message says what to change)."""


@dataclass(frozen=True)
class OnlineGame:
    """One ruleset as the protocol carries it (a game's registry part ``online``)."""

    name: str  # the ruleset's registry name
    title: str
    observation: type
    interned: tuple[type, ...]
    card_id: Any  # the NewType naming a card in events and actions
    min_players: int
    max_players: int
    make_bot: Callable[[BotKind, int, int], Any]
    bot_decides: Callable[[Any, Any, Seat, Sequence[Action]], Action]  # (bot, state, seat, legal): a server bot's move
    options: frozenset[str]  # the lobby options it takes
    make_config: Callable[[dict[str, Any], Sequence[Any], int, int], Any]  # (options, decks, players, seed): RequestProblem when it cannot
    # A game dealt from the decks the players send: (deck text, catalog, players, seat) -> the deck, RequestProblem when it breaks a rule.
    read_deck: Callable[[str, Catalog, int, int], Any] | None = None
    # Face-down cards in play a seat may not see, each with the table slot (a negative number) its observation names it by.
    hidden_slots: Callable[[Any, Seat | None], dict[int, int]] | None = None
    # Frozen dataclasses with an ``id`` (a card's view) written once per change (``Interner``'s ``remembered``).
    remembered: tuple[type, ...] = ()

    @property
    def needs_decks(self) -> bool:
        return self.read_deck is not None

    def bot_move(self, bot: Any, state: Any, seat: Seat, legal: Sequence[Action]) -> Action:
        """The move ``bot`` makes for ``seat`` (from the seat's observation and ``legal`` only)."""
        return self.bot_decides(bot, state, seat, legal)

    @property
    def ruleset(self) -> Ruleset[Any, Any]:
        return get_ruleset(self.name)


def online_games() -> dict[str, OnlineGame]:
    """Every registered game that declares an ``online`` part, by ruleset name."""
    found: dict[str, OnlineGame] = {}
    for entry in load_games():  # every game known (again is harmless)
        if entry.has("online"):
            game: OnlineGame = entry.part("online")
            found[game.name] = game
    return found


def online_game(name: str) -> OnlineGame:
    """The game called ``name`` (a registry name); ``RequestProblem`` naming the known ones."""
    known = online_games()
    game = known.get(name)
    if game is None:
        raise RequestProblem(f"this server plays no game called '{name}' (it plays {', '.join(sorted(known))})")
    return game


def ruleset_versions() -> dict[str, str]:
    """Each online ruleset's title (the handshake compares them: a renamed rules version differs)."""
    return {name: game.title for name, game in sorted(online_games().items())}


def catalog_version(catalog: Catalog) -> str:
    """A short digest of a catalog's card ids (the handshake compares it)."""
    ids = "\n".join(sorted(card.id for card in catalog))
    return hashlib.sha256(ids.encode()).hexdigest()[:16]


# --- a lobby request to a config ------------------------------------------------------------


def read_deck(game: OnlineGame, text: str, catalog: Catalog, players: int, seat: int) -> Any:
    """A deck sent for ``seat`` of a game dealt from the players' decks, read against the
    server's catalog and judged by the game's rules; ``RequestProblem`` says what is wrong."""
    if game.read_deck is None:
        raise RequestProblem(f"{game.title} is played without decks")
    return game.read_deck(text, catalog, players, seat)


def new_config(game: OnlineGame, options: dict[str, Any], decks: Sequence[Any], players: int, seed: int) -> Any:
    """The config of a new online game: always rules mode; ``seed`` is the server's."""
    return game.make_config(options, decks, players, seed)


def known_options(game: OnlineGame) -> set[str]:
    """The lobby options a game takes."""
    return set(game.options)


# --- cards a seat may not see, in actions -------------------------------------------------------

_CARD = re.compile(r"#(-?\d+)")


def table_slots(game: OnlineGame, state: Any, seat: Seat | None) -> dict[int, int]:
    """Face-down cards in play ``seat`` may not see, each with the table slot (a negative
    number) its observation names it by (none for a game without hidden cards in play)."""
    if game.hidden_slots is None:
        return {}
    return game.hidden_slots(state, seat)


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
