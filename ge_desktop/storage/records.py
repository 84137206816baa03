"""Game records: a JSON-lines file holding how a game started and every action since.

Line 1 is the header (``format_version``, variant, options, players, mode, seed, turn cap
and every deck as run-length card-id lists); each following line is one action in
notation, ``{"action": "play #12 on #5"}``; an optional last line holds a snapshot of the
final state, ``{"snapshot": {"digest": ..., "summary": {...}}}``, which ``replay
--check`` compares against. The format is in ``docs/records.md``.

A game of another ruleset (``engine.ruleset``) has a header naming it, ``{"format_version":
1, "ruleset": NAME, "config": {...}}``, the config as that ruleset writes it; its actions
are read by that ruleset's notation. Galactic Empires records keep the header above.

Pydantic checks the lines at this boundary; nothing from the file is executed: actions
are parsed by the notation grammar and checked by the rules. A broken record raises
``RecordError`` naming the file and line. Writing is canonical, so loading a record and
saving it again reproduces it byte for byte.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ge_desktop.cards.model import Card
from ge_desktop.engine import GALACTIC_EMPIRES, Game, GameConfig, GameMode, NotationError, Option, PlayerDeck, Ruleset, Variant, get_ruleset

RECORD_FORMAT_VERSION = 1
MAX_RECORD_BYTES = 50 * 1024 * 1024
MAX_RECORD_DECKS = 12


class RecordError(ValueError):
    """A record that cannot be read: the message names the file and line."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DeckRecord(_Model):
    name: str = Field(max_length=200)
    empire: str | None = Field(None, max_length=200)
    cards: list[tuple[int, str]] = Field(max_length=1000)  # (count, catalog card id), file order
    reserve_hint: list[tuple[int, str]] = Field(default_factory=list, max_length=100)


class RecordHeader(_Model):
    format_version: int
    variant: Variant = Variant.STANDARD
    options: list[Option] = Field(default_factory=list)
    players: int = Field(ge=2, le=12)
    mode: GameMode = GameMode.RULES
    seed: int = Field(ge=0, lt=2**64)
    turn_cap: int | None = Field(None, ge=1, le=100_000)
    decks: list[DeckRecord] = Field(min_length=1, max_length=MAX_RECORD_DECKS)


class RulesetHeader(_Model):
    """The header of a game played by a ruleset other than Galactic Empires."""

    format_version: int
    ruleset: str = Field(min_length=1, max_length=100)
    config: dict[str, Any]


class ActionLine(_Model):
    action: str = Field(min_length=1, max_length=200)


class SnapshotLine(_Model):
    snapshot: dict[str, Any]


@dataclass
class GameRecord:
    """A loaded or built record: header, action notations and an optional snapshot."""

    header: RecordHeader | RulesetHeader
    actions: list[str]
    snapshot: dict[str, Any] | None = None

    @property
    def ruleset(self) -> Ruleset[Any, Any]:
        if isinstance(self.header, RulesetHeader):
            return get_ruleset(self.header.ruleset)
        return GALACTIC_EMPIRES


# --- building ----------------------------------------------------------------------------


def _run_length(cards: tuple[Card, ...]) -> list[tuple[int, str]]:
    runs: list[tuple[int, str]] = []
    for card in cards:
        if runs and runs[-1][1] == card.id:
            runs[-1] = (runs[-1][0] + 1, card.id)
        else:
            runs.append((1, card.id))
    return runs


def header_for(config: GameConfig) -> RecordHeader:
    decks = [
        DeckRecord(name=d.name, empire=d.empire, cards=_run_length(d.cards), reserve_hint=_run_length(d.reserve_hint))
        for d in config.decks
    ]
    return RecordHeader(
        format_version=RECORD_FORMAT_VERSION,
        variant=config.variant,
        options=sorted(config.options, key=lambda o: o.value),
        players=config.player_count,
        mode=config.mode,
        seed=config.seed,
        turn_cap=config.turn_cap,
        decks=decks,
    )


def record_of(game: Game, with_snapshot: bool = True) -> GameRecord:
    """The record of a game so far (with a snapshot of its current state by default)."""
    rules = game.ruleset
    snapshot = {"digest": rules.digest(game.state), "summary": rules.summary(game.state)} if with_snapshot else None
    header: RecordHeader | RulesetHeader
    if rules is GALACTIC_EMPIRES:
        header = header_for(game.config)
    else:
        header = RulesetHeader(format_version=RECORD_FORMAT_VERSION, ruleset=rules.name, config=rules.config_data(game.config))
    return GameRecord(header, [a.notation() for a in game.history], snapshot)


# --- writing -----------------------------------------------------------------------------


def _line(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(", ", ": ")) + "\n"


def write_record(record: GameRecord) -> str:
    """The record's text: canonical, so equal records give equal bytes."""
    parts = [_line(record.header.model_dump(mode="json"))]
    parts += [_line({"action": text}) for text in record.actions]
    if record.snapshot is not None:
        parts.append(_line({"snapshot": record.snapshot}))
    return "".join(parts)


def save_record(record: GameRecord, path: Path | str) -> None:
    target = Path(path)
    temporary = target.with_name(target.name + ".tmp")
    temporary.write_text(write_record(record), encoding="utf-8")
    temporary.replace(target)


# --- reading -----------------------------------------------------------------------------


def _problem(source: str, line: int, message: str) -> RecordError:
    return RecordError(f"{source}:{line}: {message}")


def _validation_message(error: ValidationError) -> str:
    item = error.errors()[0]
    where = ".".join(str(p) for p in item["loc"]) or "line"
    return f"{where}: {item['msg']}"


def _parse_header(text: str, source: str) -> RecordHeader | RulesetHeader:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _problem(source, 1, f"the header is not valid JSON ({exc.msg})") from None
    if not isinstance(data, dict) or "format_version" not in data:
        raise _problem(source, 1, "the first line must be a header object with a format_version")
    version = data["format_version"]
    if version != RECORD_FORMAT_VERSION:
        raise _problem(source, 1, f"format_version {version!r} is not one this app reads ({RECORD_FORMAT_VERSION})")
    try:
        if "ruleset" in data:
            header = RulesetHeader.model_validate(data)
            try:
                get_ruleset(header.ruleset)
            except KeyError as exc:
                raise _problem(source, 1, str(exc.args[0])) from None
            return header
        return RecordHeader.model_validate(data)
    except ValidationError as exc:
        raise _problem(source, 1, f"bad header: {_validation_message(exc)}") from None


def read_record(text: str, source: str = "record") -> GameRecord:
    """Parse record text; raise ``RecordError`` naming ``source`` and the line."""
    lines = text.splitlines()
    if not lines:
        raise _problem(source, 1, "the file is empty; a record starts with a header line")
    header = _parse_header(lines[0], source)
    rules = get_ruleset(header.ruleset) if isinstance(header, RulesetHeader) else GALACTIC_EMPIRES
    actions: list[str] = []
    snapshot = None
    for number, raw in enumerate(lines[1:], start=2):
        if snapshot is not None:
            raise _problem(source, number, "nothing may follow the snapshot line")
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise _problem(source, number, f"not valid JSON ({exc.msg})") from None
        try:
            if isinstance(data, dict) and "snapshot" in data:
                snapshot = SnapshotLine.model_validate(data).snapshot
                continue
            text_action = ActionLine.model_validate(data).action
        except ValidationError as exc:
            raise _problem(source, number, f"expected {{\"action\": \"...\"}}: {_validation_message(exc)}") from None
        try:
            rules.parse_action(text_action)
        except NotationError as exc:
            raise _problem(source, number, str(exc)) from None
        actions.append(text_action)
    return GameRecord(header, actions, snapshot)


def load_record(path: Path | str) -> GameRecord:
    """Read a record file; ``RecordError`` names the file (and line) on any problem."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_RECORD_BYTES:
            raise RecordError(f"{path}: the file is larger than {MAX_RECORD_BYTES} bytes")
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise RecordError(f"{path}: cannot read the file: {exc.strerror or exc}") from None
    return read_record(text, str(path))


# --- replaying ---------------------------------------------------------------------------


def _cards(runs: list[tuple[int, str]], catalog: Any, source: str, deck_number: int) -> tuple[Card, ...]:
    cards: list[Card] = []
    for count, card_id in runs:
        card = catalog.get(card_id)
        if card is None:
            raise _problem(source, 1, f"deck {deck_number} names card '{card_id}', which is not in the catalog")
        if not 1 <= count <= 99:
            raise _problem(source, 1, f"deck {deck_number} has a count of {count} for '{card_id}' (1-99)")
        cards += [card] * count
    return tuple(cards)


def config_of(record: GameRecord, catalog: Any, source: str = "record") -> Any:
    """The config a record's header describes (a ``GameConfig``: cards looked up in ``catalog``)."""
    header = record.header
    if isinstance(header, RulesetHeader):
        try:
            return record.ruleset.config_from_data(header.config, catalog)
        except ValueError as exc:
            raise _problem(source, 1, f"bad {header.ruleset} config: {exc}") from None
    decks = tuple(
        PlayerDeck(
            name=d.name,
            empire=d.empire,
            cards=_cards(d.cards, catalog, source, number),
            reserve_hint=_cards(d.reserve_hint, catalog, source, number),
        )
        for number, d in enumerate(header.decks, start=1)
    )
    players = header.players if header.variant is Variant.BASIC else 0
    config = GameConfig(
        decks=decks,
        seed=header.seed,
        players=players,
        variant=header.variant,
        options=frozenset(header.options),
        mode=header.mode,
        turn_cap=header.turn_cap,
    )
    if header.variant is Variant.STANDARD and header.players != len(decks):
        raise _problem(source, 1, f"players is {header.players} but the header has {len(decks)} decks")
    problems = config.problems()
    if problems:
        raise _problem(source, 1, "; ".join(problems))
    return config


def actions_start_line() -> int:
    """The file line of the first action (after the header)."""
    return 2
