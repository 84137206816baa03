"""``Table``: one online game on the server, from its lobby entry to its end.

A table holds the seats (a person with a display name and the hash of his secret token,
or a server bot), the game's lobby options and password hash, and once every person has
joined, the engine's ``Game``: the only copy of the true state. ``check`` judges an
action a seat sends (its turn, its notation, the cards it names, the rules) and raises
``Refusal`` saying why, so a refused action changes nothing; ``apply`` plays a checked
one. The seed is the server's own (``secrets``) unless the server allows chosen seeds
(tests).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from typing import Any

from ge_desktop.engine.actions import Action, NotationError
from ge_desktop.engine.errors import GameSetupError
from ge_desktop.engine.events import Event
from ge_desktop.engine.game import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.net.codec import Interner
from ge_desktop.net.games import OnlineGame, RequestProblem, from_seat_notation, named_cards, new_config, read_deck, table_slots
from ge_desktop.server.views import visible_cards

PASSWORD_ROUNDS = 20_000


class Refusal(Exception):
    """A request refused: ``code`` for programs, ``message`` for people; nothing changed."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass
class SeatState:
    """One seat: a person (``bot`` None) once joined has a name and a token hash."""

    bot: str | None = None
    name: str | None = None
    token_hash: str | None = None
    deck: str | None = None  # Galactic Empires: the deck file text sent for this seat
    gone_since: float | None = None  # monotonic time the seat's last connection closed
    checked: Any = None  # ``deck`` as the server read and judged it when the seat was taken (not saved)

    @property
    def taken(self) -> bool:
        return self.bot is not None or self.token_hash is not None

    def data(self) -> dict[str, Any]:
        return {"bot": self.bot, "name": self.name, "token_hash": self.token_hash, "deck": self.deck}


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def password_hash(password: str, salt: bytes | None = None) -> str:
    """``salt$hash`` of a game password (PBKDF2), never the password itself."""
    salt = salt if salt is not None else secrets.token_bytes(16)
    return salt.hex() + "$" + hashlib.pbkdf2_hmac("sha256", password.encode(), salt, PASSWORD_ROUNDS).hex()


def password_matches(stored: str, password: str | None) -> bool:
    salt, _, _ = stored.partition("$")
    return password is not None and hmac.compare_digest(stored, password_hash(password, bytes.fromhex(salt)))


@dataclass
class Table:
    """One game of the lobby, open (seats free), playing or over."""

    game_id: str
    online: OnlineGame
    seats: list[SeatState]
    options: dict[str, Any]
    seed: int
    claim_after: int
    password: str | None = None  # its hash
    status: str = "open"
    claimed_by: list[int] | None = None
    game: Game | None = None
    bots: dict[Seat, Any] = field(default_factory=dict)
    interner: Interner | None = None
    connections: dict[Seat, set[Any]] = field(default_factory=dict)
    spectators: set[Any] = field(default_factory=set)
    seen: dict[Seat | None, set[int]] = field(default_factory=dict)  # cards each seat saw in its last update
    bot_task: Any = None
    unsent: list[Event] = field(default_factory=list)  # events of moves played since the last update

    @property
    def index(self) -> int:
        """Actions played so far."""
        return len(self.game.history) if self.game is not None else 0

    def free_seat(self, wanted: int | None) -> int:
        """The seat a joining person gets: ``wanted`` if free, else the first free one."""
        if wanted is not None:
            if not 0 <= wanted < len(self.seats):
                raise Refusal("no_seat", f"game {self.game_id} has seats 0 to {len(self.seats) - 1}, not {wanted}")
            if self.seats[wanted].taken:
                raise Refusal("seat_taken", f"seat {wanted} of game {self.game_id} is taken")
            return wanted
        for number, seat in enumerate(self.seats):
            if not seat.taken:
                return number
        raise Refusal("full", f"every seat of game {self.game_id} is taken")

    def ready(self) -> bool:
        return all(seat.taken for seat in self.seats)

    # --- the game ------------------------------------------------------------------------

    def start(self, catalog: Any) -> None:
        """Deal the game once every seat is taken."""
        players = len(self.seats)
        decks = []
        if self.online.needs_decks:
            decks = [
                seat.checked if seat.checked is not None else read_deck(self.online, seat.deck or "", catalog, players, number)
                for number, seat in enumerate(self.seats)
            ]
        try:
            config = new_config(self.online, self.options, decks, players, self.seed)
            self.attach(Game.new(config, catalog, self.online.ruleset))
        except (RequestProblem, GameSetupError) as exc:
            raise Refusal("setup", f"game {self.game_id} cannot start: {exc}") from None

    def attach(self, game: Game) -> None:
        """Take ``game`` as this table's (a new deal or a resumed record)."""
        self.game = game
        self.status = "over" if game.is_terminal() else "playing"
        self.interner = Interner(self.online.interned, self.online.remembered)
        self.bots = {Seat(n): self.online.make_bot(_bot_kind(s.bot), self.seed, n) for n, s in enumerate(self.seats) if s.bot is not None}

    def check(self, seat: Seat, text: str, index: int | None) -> Action:
        """The action ``seat`` asks for, if it may be played now; else ``Refusal``."""
        game = self.game
        if game is None or self.status != "playing":
            raise Refusal("not_playing", f"game {self.game_id} is {self.status}, not being played")
        if index is not None and index != self.index:
            raise Refusal("stale", f"the game has moved on: your action answers update {index}, the game is at {self.index}")
        if game.to_act != seat:
            raise Refusal("not_your_turn", f"it is seat {game.to_act}'s decision, not seat {seat}'s")
        slots = table_slots(self.online, game.state, seat)
        try:
            action = game.ruleset.parse_action(from_seat_notation(text, slots))
        except NotationError as exc:
            raise Refusal("notation", str(exc)) from None
        if action in game.legal_actions():
            return action
        seen = visible_cards(game.observe(seat)) | set(slots)
        hidden = [card for card in named_cards(action, self.online.card_id) if card not in seen]
        if hidden:  # the rules' reason could describe a card the seat may not see
            raise Refusal("illegal", f"'{text}' names a card you cannot see")
        violation = game.why_illegal(action)
        if violation is not None:
            raise Refusal("illegal", f"'{text}' is not legal now: {violation}")
        return action  # a free-form action the rules allow now (a manual card resolved by hand)

    def preview(self, seat: Seat, text: str, index: int | None) -> Any:
        """What ``seat`` would see after its action ``text``, played on a copy of the game (the
        rules-assist preview: the client holds no state to try it on); ``Refusal`` if the action
        may not be played now, leaves anything to chance (the random generator is drawn
        from: a die roll, a shuffle, a cut) or would show the seat a card it cannot see now
        (a draw): a preview never tells what chance or a hidden card would bring."""
        action = self.check(seat, text, index)
        assert self.game is not None
        trial = self.game.clone()
        chance = _chance_state(trial.state)
        seen = visible_cards(trial.observe(seat))
        trial.apply(action)
        if _chance_state(trial.state) != chance:
            raise Refusal("preview", f"'{text}' leaves something to chance (a die roll, a shuffle or a cut): play it to see")
        after = trial.observe(seat)
        if visible_cards(after) - seen:
            raise Refusal("preview", f"'{text}' would show you a card you cannot see now: play it to see")
        return after

    def apply(self, action: Action) -> list[Event]:
        assert self.game is not None
        events = self.game.apply(action)
        if self.game.is_terminal():
            self.status = "over"
        return events

    def bot_to_act(self) -> Seat | None:
        game = self.game
        if game is None or self.status != "playing" or game.to_act not in self.bots:
            return None
        return game.to_act

    def bot_action(self, seat: Seat) -> Action:
        """The server bot's move for ``seat`` (from its observation and legal actions only)."""
        assert self.game is not None
        legal = self.game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self.online.bot_move(self.bots[seat], self.game.state, seat, legal)

    # --- saved facts -----------------------------------------------------------------------

    def data(self) -> dict[str, Any]:
        """What the server keeps of this table besides its record (``store.py``)."""
        return {
            "format_version": 1,
            "game": self.game_id,
            "ruleset": self.online.name,
            "status": self.status,
            "options": self.options,
            "seed": self.seed,
            "claim_after": self.claim_after,
            "password": self.password,
            "claimed_by": self.claimed_by,
            "seats": [seat.data() for seat in self.seats],
        }


def _chance_state(state: Any) -> int | None:
    """The state of a game's random generator (both games keep it as ``state.rng``)."""
    rng = getattr(state, "rng", None)
    return getattr(rng, "state", None)


def _bot_kind(name: str) -> Any:
    from ge_desktop.bots.base import BotKind

    return BotKind(name)
