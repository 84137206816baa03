"""The protocol's messages: one JSON object per WebSocket text message, ``type`` first.

Every message a client sends is read here by a pydantic model (unknown fields, wrong
types and oversized strings are refused with a sentence saying which); every message the
server sends has a model too, which the client reads it by. ``docs/server.md`` lists them.
A client may put a short ``ref`` on any request; the answer (or refusal) carries it back.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, TypeAdapter, ValidationError

from ge_desktop.net import PROTOCOL_VERSION
from ge_desktop.untrusted import InputProblem, load_json

MAX_JSON_DEPTH = 32
MAX_NAME_CHARS = 40
MAX_CHAT_CHARS = 500
MAX_PASSWORD_CHARS = 100
MAX_ACTION_CHARS = 200
MAX_DECK_CHARS = 64 * 1024
REF_LIMIT = 40  # characters of a request's ref or a game id
GameId = Annotated[StrictStr, Field(min_length=1, max_length=REF_LIMIT, pattern=r"^[A-Za-z0-9_-]+$")]
Ref = Annotated[StrictStr, Field(max_length=REF_LIMIT)]


class ProtocolProblem(ValueError):
    """A message that is not one of the protocol's: ``code`` and a sentence."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    ref: Ref | None = None


# --- client to server ---------------------------------------------------------------------


class Hello(_Message):
    """The first message of a connection: the versions the client speaks."""

    type: Literal["hello"]
    protocol: StrictInt
    app: StrictStr = Field(max_length=40)
    catalog: StrictStr | None = Field(None, max_length=64)
    rulesets: dict[StrictStr, StrictStr] = Field(default_factory=dict, max_length=20)


class ListGames(_Message):
    type: Literal["list"]


class SeatRequest(BaseModel):
    """One seat of a game being created: a person (``bot`` None) or a server bot."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    bot: Literal["standard", "random"] | None = None
    deck: StrictStr | None = Field(None, max_length=MAX_DECK_CHARS)  # a bot's deck (Galactic Empires)


class CreateGame(_Message):
    type: Literal["create"]
    ruleset: StrictStr = Field(max_length=100)
    seats: list[SeatRequest] = Field(min_length=2, max_length=6)
    options: dict[StrictStr, StrictBool | StrictInt | list[StrictStr]] = Field(default_factory=dict, max_length=10)
    password: StrictStr | None = Field(None, max_length=MAX_PASSWORD_CHARS)
    seed: StrictInt | None = Field(None, ge=0, lt=2**64)  # only where the server allows chosen seeds (tests)
    claim_after: StrictInt = Field(300, ge=1, le=86_400)  # seconds a player may be gone before the others may claim the game


class Join(_Message):
    type: Literal["join"]
    game: GameId
    seat: StrictInt | None = Field(None, ge=0, le=11)
    name: StrictStr = Field(min_length=1, max_length=MAX_NAME_CHARS)
    password: StrictStr | None = Field(None, max_length=MAX_PASSWORD_CHARS)
    deck: StrictStr | None = Field(None, max_length=MAX_DECK_CHARS)


class Rejoin(_Message):
    type: Literal["rejoin"]
    game: GameId
    seat: StrictInt = Field(ge=0, le=11)
    token: StrictStr = Field(min_length=1, max_length=100)


class Watch(_Message):
    type: Literal["watch"]
    game: GameId
    password: StrictStr | None = Field(None, max_length=MAX_PASSWORD_CHARS)


class Act(_Message):
    type: Literal["action"]
    game: GameId
    action: StrictStr = Field(min_length=1, max_length=MAX_ACTION_CHARS)
    index: StrictInt | None = Field(None, ge=0)  # the update this action answers: a stale one is refused


class Preview(_Message):
    """What this seat would see after an action (the rules assist), played on a copy: nothing changes."""

    type: Literal["preview"]
    game: GameId
    action: StrictStr = Field(min_length=1, max_length=MAX_ACTION_CHARS)
    index: StrictInt | None = Field(None, ge=0)


class Resync(_Message):
    type: Literal["resync"]
    game: GameId


class Chat(_Message):
    type: Literal["chat"]
    game: GameId
    text: StrictStr = Field(min_length=1, max_length=MAX_CHAT_CHARS)


class Claim(_Message):
    type: Literal["claim"]
    game: GameId


class Leave(_Message):
    type: Literal["leave"]
    game: GameId


ClientMessage = Annotated[Hello | ListGames | CreateGame | Join | Rejoin | Watch | Act | Preview | Resync | Chat | Claim | Leave, Field(discriminator="type")]
_CLIENT: TypeAdapter[Any] = TypeAdapter(ClientMessage)


def read_client_message(text: str | bytes) -> Any:
    """One client message; ``ProtocolProblem`` says what is wrong (never a traceback)."""
    if isinstance(text, bytes):
        raise ProtocolProblem("binary", "messages are JSON text, not binary frames")
    try:
        data = load_json(text, MAX_JSON_DEPTH)
    except InputProblem as exc:
        where = f" at column {exc.column}" if exc.column else ""
        raise ProtocolProblem("bad_json", f"the message is not valid JSON{where}: {exc.message.removeprefix('not valid JSON: ')}") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ProtocolProblem("bad_message", "a message is a JSON object with a 'type'")
    try:
        return _CLIENT.validate_python(data)
    except ValidationError as exc:
        raise ProtocolProblem("bad_message", f"'{data['type']}' message: {_first_problem(exc)}") from None


def _first_problem(error: ValidationError) -> str:
    item = error.errors()[0]
    where = ".".join(str(p) for p in item["loc"]) or "message"
    return f"{where}: {item['msg']}"


# --- server to client ---------------------------------------------------------------------


class Welcome(_Message):
    type: Literal["welcome"]
    protocol: StrictInt
    app: StrictStr
    catalog: StrictStr
    rulesets: dict[StrictStr, StrictStr]
    heartbeat: float | None  # seconds between the server's pings


class Refused(_Message):
    """A request refused: nothing changed. ``code`` for programs, ``message`` for people."""

    type: Literal["refused"]
    code: StrictStr
    message: StrictStr
    game: StrictStr | None = None


class SeatSummary(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    seat: StrictInt
    kind: Literal["human", "bot"]
    name: StrictStr | None
    taken: StrictBool
    connected: StrictBool


class GameSummary(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    game: StrictStr
    ruleset: StrictStr
    title: StrictStr
    status: Literal["open", "playing", "over"]
    password: StrictBool
    seats: list[SeatSummary]
    spectators: StrictInt


class Games(_Message):
    type: Literal["games"]
    games: list[GameSummary]


class Created(_Message):
    type: Literal["created"]
    game: StrictStr


class Seated(_Message):
    type: Literal["seated"]
    game: StrictStr
    seat: StrictInt
    token: StrictStr | None  # given once, on joining; keep it to come back


class Watching(_Message):
    type: Literal["watching"]
    game: StrictStr


class Update(_Message):
    """What one seat (or a spectator, ``seat`` None) may see after ``index`` actions."""

    type: Literal["update"]
    game: StrictStr
    seat: StrictInt | None
    index: StrictInt
    observation: Any  # null when ``delta`` is sent
    digest: StrictStr  # sha256 of the canonical JSON of ``observation`` (a delta's: of the observation it gives)
    table: dict[StrictStr, Any]  # interned values first named by this message
    events: list[dict[str, Any]]
    legal: list[StrictStr]  # the seat's legal actions in notation (empty unless it must act)
    to_act: StrictInt | None
    seats: list[SeatSummary]
    delta: dict[StrictStr, Any] | None = None  # what changed since this connection's update ``delta.base`` (net/delta.py)


class PreviewShown(_Message):
    """The answer to ``preview``: the seat's observation after the action, were it played."""

    type: Literal["preview"]
    game: StrictStr
    seat: StrictInt
    index: StrictInt  # the update it was tried from
    action: StrictStr
    observation: Any
    digest: StrictStr
    table: dict[StrictStr, Any]


class Presence(_Message):
    type: Literal["presence"]
    game: StrictStr
    seat: StrictInt
    name: StrictStr | None
    connected: StrictBool


class ChatLine(_Message):
    type: Literal["chat"]
    game: StrictStr
    seat: StrictInt | None
    name: StrictStr
    text: StrictStr


class Ended(_Message):
    """A game ended outside the rules: claimed by the players left after one was gone too long."""

    type: Literal["ended"]
    game: StrictStr
    message: StrictStr
    claimed_by: list[StrictInt]


ServerMessage = Annotated[
    Welcome | Refused | Games | Created | Seated | Watching | Update | PreviewShown | Presence | ChatLine | Ended, Field(discriminator="type")
]
_SERVER: TypeAdapter[Any] = TypeAdapter(ServerMessage)


def read_server_message(text: str | bytes) -> Any:
    """One server message as its model; ``ProtocolProblem`` if the server sent something else."""
    try:
        return _SERVER.validate_json(text)
    except ValidationError as exc:
        raise ProtocolProblem("bad_message", f"the server sent an unknown message: {_first_problem(exc)}") from None


def wire(data: dict[str, Any]) -> str:
    """A message's text: compact JSON."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def hello(app: str, catalog: str | None, rulesets: dict[str, str], protocol: int = PROTOCOL_VERSION) -> dict[str, Any]:
    return {"type": "hello", "protocol": protocol, "app": app, "catalog": catalog, "rulesets": rulesets}
