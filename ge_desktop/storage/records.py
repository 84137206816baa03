"""Game records: a JSON-lines file holding how a game started and every action since.

Line 1 is the header (format 3): ``format_version``, ``game`` (the registry name) and
``game_version``, the game's setup, ``digests`` (the canonical state form's version and the
digest of the dealt position), and the optional play fields below (``GameHeader``). A game
holds its setup as ``config``, as its ruleset writes it (``RulesetHeader``), unless its
registry entry has a ``record_format`` part (``RecordFormat``) with a header of its own
fields (Galactic Empires': ``rulesets/galactic_empires/records.py``). Each following line is
one action in notation, ``{"action": "play #12 on #5"}``; an optional last line holds a
snapshot of the final state, ``{"snapshot": {"digest": ..., "summary": {...}, "header":
{...}}}``, which ``replay --check`` compares against. The format is in ``docs/records.md``.
Records of formats 1 and 2 are converted when they are read (``record_convert.py``; ``GameRecord.read_format`` says
which format the file holds).

Pydantic checks the lines at this boundary; nothing from the file is executed: actions
are parsed by the notation grammar and checked by the rules. A broken record raises
``RecordError`` naming the file and line. Writing is canonical, so loading a record and
saving it again reproduces it byte for byte.

Limits that fail fast (``docs/records.md``): the file size, the line length, the number of
actions (and of shuffles, the costliest action to replay), JSON nesting and number size
(``ge_desktop/untrusted.py``). Lines end at ``\n`` only; the writer escapes the characters
other line-splitters break on (U+0085, U+2028, U+2029), so whatever it writes reads back.
The header's numbers are strict (``"players": "2"`` or ``true`` is refused, not coerced).
``read_record_prefix`` reads as much as it can of a damaged record (the autosave uses it
to offer the readable actions back).

Two optional header fields say how the game was played, not what was played, so
``replay --check`` leaves them out of what it compares (``header_facts``) and a record
without them reads as before: ``seats``, who plays each seat (``SeatRecord``: a person
here, a bot and its level, or an online player; a record without it is a hot-seat game), and ``file``, written only in
the autosave, the file the game was last saved to and whether it has moves since
(``FileRecord``), so a resumed game keeps its file.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from ge_desktop.engine import Action, Game, GameSetupError, NotationError, Ruleset, get_ruleset
from ge_desktop.games import find_game
from ge_desktop.safe_write import write_atomically
from ge_desktop.storage.record_convert import OLD_FORMAT_VERSIONS, unnamed_game, upgrade_header
from ge_desktop.untrusted import InputProblem, load_json, read_text

RECORD_FORMAT_VERSION = 3
# Formats 1 and 2 are read through the converter (``record_convert.py``): their headers become
# format-3 headers, their snapshots are checked against the digest they saved.
READABLE_FORMAT_VERSIONS = (*OLD_FORMAT_VERSIONS, RECORD_FORMAT_VERSION)
MAX_RECORD_BYTES = 8 * 1024 * 1024
MAX_NAME_CHARS = 200  # a name in the header (decks.MAX_NAME_CHARS is the same)
MAX_ACTION_CHARS = 200
MAX_HEADER_CHARS = 1024 * 1024  # 12 decks of up to 1,000 card runs
MAX_LINE_CHARS = 64 * 1024  # an action line, the snapshot line
MAX_RECORD_ACTIONS = 20_000  # a long 6-player game has a few thousand; replay stays within seconds
MAX_RECORD_SHUFFLES = 2_000  # each replays 60-odd draws of the seeded generator (about 1 ms)
MAX_JSON_DEPTH = 16
HUMAN_SEAT = "human"  # a seat played by a person at this screen (the others name their bot)
ONLINE_SEAT = "online"  # a seat played by a person at another machine (``SeatRecord.name``)
MAX_SEAT_CHARS = 40
MAX_PATH_CHARS = 4096
PLAY_FIELDS = ("seats", "file")  # how the game was played, not what: optional, outside ``header_facts``
# Characters ``str.splitlines`` (and some editors) end a line at, which ``json.dumps``
# leaves raw: escaped on writing so a record never splits where its reader does not.
_LINE_BREAKERS = {"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"}


class RecordError(ValueError):
    """A record that cannot be read: the message names the file and line."""


class RecordModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


SeatText = Annotated[StrictStr, Field(min_length=1, max_length=MAX_SEAT_CHARS)]


class SeatRecord(RecordModel):
    """Who plays one seat: a person here (``human``), a bot (its name and level, if it has
    levels) or a player at another machine (``online``, the name they gave)."""

    kind: Literal["human", "bot", "online"]
    bot: SeatText | None = None
    level: SeatText | None = None
    name: StrictStr | None = Field(None, max_length=MAX_NAME_CHARS)

    @property
    def label(self) -> str:
        """``human``, ``online`` or the bot's name (with its level: ``strong-hard``)."""
        if self.kind != "bot":
            return self.kind
        return f"{self.bot}-{self.level}" if self.level else str(self.bot)


SeatList = list[SeatRecord]


class DigestsRecord(RecordModel):
    """The canonical digests a header carries: the state form's version and the start position."""

    form: StrictInt = Field(ge=1, le=1000)
    start: StrictStr = Field(min_length=64, max_length=64, pattern="^[0-9a-f]{64}$")


class FileRecord(RecordModel):
    """In the autosave: the file the game was last saved to (or opened from), and whether
    it has moves that file does not hold."""

    path: StrictStr = Field(min_length=1, max_length=MAX_PATH_CHARS)
    unsaved: StrictBool


class GameHeader(RecordModel):
    """What every game's header holds: the format, the game (its registry name) and its rules'
    version, the canonical digests of its start, and the play fields (``seats``, ``file``).
    A game's own fields come between ``game_version`` and ``digests`` on the line
    (``header_dump``): ``config`` (``RulesetHeader``), or the fields of a game whose
    ``record_format`` part writes its own header (Galactic Empires')."""

    format_version: StrictInt
    game: StrictStr = Field(min_length=1, max_length=100)
    game_version: StrictStr = Field("", max_length=40)
    digests: DigestsRecord | None = None
    seats: SeatList | None = Field(None, min_length=1, max_length=12)
    file: FileRecord | None = None

    def seat_names(self) -> list[str] | None:
        """Each seat's ``human`` or bot name (``SeatRecord.label``); None for a hot-seat game."""
        return None if self.seats is None else [seat.label for seat in self.seats]


TRAILING_FIELDS = ("digests", "seats", "file")  # last on the line, after the game's own fields


class RulesetHeader(GameHeader):
    """The header of a game whose config its ruleset writes (``config_data``): every game
    without a ``record_format`` part of its own."""

    config: dict[str, Any]


class RecordFormat(Protocol):
    """A game's ``record_format`` part: a header of its own fields instead of ``config``."""

    header_model: type[GameHeader]

    def header_for(self, config: Any, seats: list[SeatRecord] | None, digests: DigestsRecord | None) -> GameHeader:
        """The header of ``config`` (the game's ``GameConfig``)."""
        ...

    def config_of(self, header: Any, catalog: Any, source: str) -> Any:
        """The config ``header`` (a ``header_model``) describes; ``RecordError`` naming ``source``."""
        ...

    def facts(self, data: dict[str, Any]) -> dict[str, Any]:
        """``header_facts`` of the header's dumped fields (its bulky parts as digests)."""
        ...

    def costly(self, action: Action) -> bool:
        """Whether ``action`` counts against ``MAX_RECORD_SHUFFLES`` (a shuffle)."""
        ...


def record_format(game: str) -> RecordFormat | None:
    """The ``record_format`` part of ``game``'s registry entry (None: its header is a ``RulesetHeader``)."""
    try:
        entry = find_game(game)
    except KeyError:  # a ruleset registered without an entry (tests' toy games)
        return None
    found: RecordFormat | None = entry.part("record_format") if entry.has("record_format") else None
    return found


class ActionLine(RecordModel):
    action: StrictStr = Field(min_length=1, max_length=MAX_ACTION_CHARS)


class SnapshotLine(RecordModel):
    snapshot: dict[str, Any]


@dataclass
class GameRecord:
    """A loaded or built record: header, action notations and an optional snapshot."""

    header: GameHeader
    actions: list[str]
    snapshot: dict[str, Any] | None = None
    read_format: int = RECORD_FORMAT_VERSION  # the format of the file it was read from (older ones are converted)

    @property
    def ruleset(self) -> Ruleset[Any, Any]:
        return get_ruleset(self.header.game)


# --- building ----------------------------------------------------------------------------


def game_version(game: str) -> str:
    """The version of the rules ``game`` plays (its registry entry's), "" for a toy ruleset."""
    try:
        return find_game(game).version
    except KeyError:  # a ruleset registered without an entry (tests' toy games)
        return ""


def _seat(name: str | SeatRecord) -> SeatRecord:
    """A seat object from ``human`` or a bot's name (``strong-hard``: the strong bot, level hard),
    or one given as it is (an ``online`` seat)."""
    if isinstance(name, SeatRecord):
        return name
    if name == HUMAN_SEAT:
        return SeatRecord(kind="human")
    bot, _, level = name.partition("-")
    return SeatRecord(kind="bot", bot=bot, level=level or None)


def seat_records(seats: Sequence[str | SeatRecord] | None) -> list[SeatRecord] | None:
    """None for a game every seat of which a person plays here (a hot-seat game)."""
    if seats is None or all(kind == HUMAN_SEAT or (isinstance(kind, SeatRecord) and kind.kind == "human") for kind in seats):
        return None
    return [_seat(kind) for kind in seats]


_START_DIGESTS: list[tuple[object, str]] = []  # (config, digest of its start), the last few games saved


def start_digests(game: Game) -> DigestsRecord | None:
    """The canonical digests of the game's start: the form's version and the dealt position's
    digest (remembered for the last few configs: the autosave asks after every action)."""
    rules, config = game.ruleset, game.config
    for known, digest in _START_DIGESTS:
        if known is config:
            return DigestsRecord(form=rules.state_form, start=digest)
    try:  # a game just dealt is its start (the server records each game as it deals it)
        start = rules.digest(game.state if game.as_dealt else rules.new_state(config))
    except (GameSetupError, ValueError, KeyError):
        return None
    _START_DIGESTS.insert(0, (config, start))
    del _START_DIGESTS[8:]
    return DigestsRecord(form=rules.state_form, start=start)


def header_dump(header: GameHeader) -> dict[str, Any]:
    """The header as its line holds it: a field that is not set (None) is left out, the
    game's own fields before ``TRAILING_FIELDS``."""
    data = header.model_dump(mode="json", exclude_none=True)
    trailing = {name: data.pop(name) for name in TRAILING_FIELDS if name in data}
    return {**data, **trailing}


def header_facts(header: GameHeader) -> dict[str, Any]:
    """What ``replay --check`` compares: every header field but the play fields (a game's
    ``record_format`` may give its bulky parts as digests: Galactic Empires' decks)."""
    data = header.model_dump(mode="json", exclude=set(PLAY_FIELDS))
    trailing = {name: data.pop(name) for name in TRAILING_FIELDS if name in data}
    data = {**data, **trailing}
    own = record_format(header.game)
    return data if own is None or isinstance(header, RulesetHeader) else own.facts(data)


def record_of(game: Game, with_snapshot: bool = True, seats: Sequence[str | SeatRecord] | None = None) -> GameRecord:
    """The record of a game so far (with a snapshot of its current state by default);
    ``seats``: who plays each seat (``header_for``).

    The snapshot holds the state digest, the summary and ``header`` (``header_facts`` of the
    game's start), so ``replay --check`` also sees a header edited after the fact.
    """
    rules = game.ruleset
    header: GameHeader
    digests = start_digests(game)
    own = record_format(rules.name)
    if own is not None:
        header = own.header_for(game.config, seat_records(seats), digests)
    else:
        header = RulesetHeader(
            format_version=RECORD_FORMAT_VERSION,
            game=rules.name,
            game_version=game_version(rules.name),
            config=rules.config_data(game.config),
            digests=digests,
            seats=seat_records(seats),
        )
    snapshot = None
    if with_snapshot:
        snapshot = {"digest": rules.digest(game.state), "summary": rules.summary(game.state), "header": header_facts(header)}
    return GameRecord(header, [a.notation() for a in game.history], snapshot)


# --- writing -----------------------------------------------------------------------------


def _line(data: dict[str, Any]) -> str:
    text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(", ", ": "))
    for char, escape in _LINE_BREAKERS.items():  # only ever inside strings: JSON puts them nowhere else
        text = text.replace(char, escape)
    return text + "\n"


def write_record(record: GameRecord) -> str:
    """The record's text: canonical, so equal records give equal bytes."""
    parts = [_line(header_dump(record.header))]
    parts += [_line({"action": text}) for text in record.actions]
    if record.snapshot is not None:
        parts.append(_line({"snapshot": record.snapshot}))
    return "".join(parts)


def save_record(record: GameRecord, path: Path | str, durable: bool = True) -> None:
    """Write ``record`` to ``path`` safely: a temporary file renamed over the target.

    ``durable`` (the player's explicit Save, the default) also flushes the file and its
    folder to the disk (fsync) before returning, so a power cut right after "Saved"
    cannot lose it; the autosave passes False (see ``autosave.py``). On failure nothing
    is left behind and the old file is untouched; ``SaveError`` (an ``OSError``) says
    which file and why.
    """
    write_atomically(Path(path), write_record(record), durable)


# --- reading -----------------------------------------------------------------------------


def record_problem(source: str, line: int, message: str) -> RecordError:
    return RecordError(f"{source}:{line}: {message}")


def _validation_message(error: ValidationError) -> str:
    item = error.errors()[0]
    where = ".".join(str(p) for p in item["loc"]) or "line"
    return f"{where}: {item['msg'].removeprefix('Value error, ')}"


def _json_line(raw: str, source: str, number: int, limit: int, what: str) -> object:
    """One line's JSON, or ``RecordError`` naming the line (and column)."""
    if len(raw) > limit:
        raise record_problem(source, number, f"the line is {len(raw):,} characters long; {what} has at most {limit:,}")
    try:
        return load_json(raw, MAX_JSON_DEPTH)
    except InputProblem as exc:
        where = f" at column {exc.column}" if exc.column else ""
        if exc.message.startswith("not valid JSON: "):
            raise record_problem(source, number, f"{what} is not valid JSON{where}: {exc.message.removeprefix('not valid JSON: ')}") from None
        raise record_problem(source, number, f"{what}{where}: {exc.message}") from None


def _parse_header(text: str, source: str) -> tuple[GameHeader, int]:
    """The header (an older format's converted to format 3) and the format the file was written in."""
    data = _json_line(text, source, 1, MAX_HEADER_CHARS, "the header")
    if not isinstance(data, dict) or "format_version" not in data:
        raise record_problem(source, 1, "the first line must be a header object with a format_version")
    version = data["format_version"]
    if type(version) is not int or version not in READABLE_FORMAT_VERSIONS:
        readable = ", ".join(str(v) for v in READABLE_FORMAT_VERSIONS)
        raise record_problem(source, 1, f"format_version {version!r} is not one this app reads ({readable})")
    if version in OLD_FORMAT_VERSIONS:
        data = upgrade_header(data, version, unnamed_game(), RECORD_FORMAT_VERSION)
    game = data.get("game")
    if not isinstance(game, str):
        raise record_problem(source, 1, "bad header: game: the header must name its game")
    try:
        get_ruleset(game)
    except KeyError as exc:
        raise record_problem(source, 1, str(exc.args[0])) from None
    try:
        own = record_format(game)
        return (RulesetHeader if own is None else own.header_model).model_validate(data), version
    except ValidationError as exc:
        raise record_problem(source, 1, f"bad header: {_validation_message(exc)}") from None


def _split_lines(text: str) -> list[str]:
    """Lines end at ``\n`` (a ``\r`` before it is dropped); a last empty line is no line."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]


def _action(raw: str, source: str, number: int, rules: Ruleset[Any, Any], own: RecordFormat | None) -> tuple[str | None, dict[str, Any] | None]:
    """(action text, None) or (None, snapshot) for one line after the header."""
    data = _json_line(raw, source, number, MAX_LINE_CHARS, "the line")
    try:
        if isinstance(data, dict) and "snapshot" in data:
            return None, SnapshotLine.model_validate(data).snapshot
        text_action = ActionLine.model_validate(data).action
    except ValidationError as exc:
        raise record_problem(source, number, f'expected {{"action": "..."}}: {_validation_message(exc)}') from None
    try:
        parsed = rules.parse_action(text_action)
    except NotationError as exc:
        raise record_problem(source, number, str(exc)) from None
    return text_action, {"shuffle": True} if own is not None and own.costly(parsed) else None


def read_record_prefix(text: str, source: str = "record") -> tuple[GameRecord | None, RecordError | None]:
    """As much of a record as can be read: (header and the actions before the first bad line, the problem).

    (record, None) when the whole text reads; (None, problem) when even the header does
    not; (record of the readable actions, problem) otherwise. Never raises for bad input.
    """
    lines = _split_lines(text)
    if not lines:
        return None, record_problem(source, 1, "the file is empty; a record starts with a header line")
    try:
        header, version = _parse_header(lines[0], source)
    except RecordError as exc:
        return None, exc
    rules, own = get_ruleset(header.game), record_format(header.game)
    actions: list[str] = []
    snapshot = None
    shuffles = 0
    for number, raw in enumerate(lines[1:], start=2):
        try:
            if snapshot is not None:
                raise record_problem(source, number, "nothing may follow the snapshot line")
            if len(actions) >= MAX_RECORD_ACTIONS:
                raise record_problem(source, number, f"more than {MAX_RECORD_ACTIONS:,} actions; a record holds at most that many")
            action, extra = _action(raw, source, number, rules, own)
            if action is None:
                snapshot = extra
                continue
            if extra is not None:
                shuffles += 1
                if shuffles > MAX_RECORD_SHUFFLES:
                    raise record_problem(source, number, f"more than {MAX_RECORD_SHUFFLES:,} shuffles; a record holds at most that many")
        except RecordError as exc:
            return GameRecord(header, actions, None, version), exc
        actions.append(action)
    return GameRecord(header, actions, snapshot, version), None


def read_record(text: str, source: str = "record") -> GameRecord:
    """Parse record text; raise ``RecordError`` naming ``source`` and the line."""
    record, problem = read_record_prefix(text, source)
    if problem is not None:
        raise problem
    assert record is not None
    return record


def read_record_file(path: Path | str) -> str:
    """A record file's text, within the size limit; ``RecordError`` names the file."""
    path = Path(path)
    try:
        return read_text(path, MAX_RECORD_BYTES)
    except InputProblem as exc:
        where = f":{exc.line}" if exc.line else ""
        raise RecordError(f"{path}{where}: {exc.message}") from None


def load_record(path: Path | str) -> GameRecord:
    """Read a record file; ``RecordError`` names the file (and line) on any problem."""
    return read_record(read_record_file(path), str(path))


# --- replaying ---------------------------------------------------------------------------


def config_of(record: GameRecord, catalog: Any, source: str = "record") -> Any:
    """The config a record's header describes (cards looked up in ``catalog``); ``RecordError``."""
    header = record.header
    if isinstance(header, RulesetHeader):
        try:
            return record.ruleset.config_from_data(header.config, catalog)
        except ValueError as exc:
            raise record_problem(source, 1, f"bad {header.game} config: {exc}") from None
    own = record_format(header.game)
    if own is None:
        raise record_problem(source, 1, f"{header.game} has no record format of its own")
    return own.config_of(header, catalog, source)


def actions_start_line() -> int:
    """The file line of the first action (after the header)."""
    return 2
