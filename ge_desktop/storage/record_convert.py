"""Records from before format 3, read through a converter.

A record of format 1 or 2 is converted when it is read: its header becomes a format-3
header (``upgrade_header``: the game named, its version from the registry, ``ruleset``
renamed ``game``, ``seats`` names as seat objects, and what the game's own converter
changes), and ``replay --check`` compares its snapshot with the digest those formats saved
(``old_digest``): the game's ``record_converter`` registry part computes it from the state
(Galactic Empires' wrote a text of its own), a game without one used the generic text below
(Galactic Supremacy, Galactic Emperor: every dataclass field walked in order, its first 16
hex digits). Saving a converted game writes format 3. Nothing here asks a state class for
its ``repr``: the converters write the old texts field by field.
"""

from __future__ import annotations

import dataclasses
import hashlib
from enum import Enum
from typing import Any, Protocol

from ge_desktop.engine.rng import GameRandom
from ge_desktop.games import find_game, load_games

OLD_FORMAT_VERSIONS = (1, 2)


class OldRecords(Protocol):
    """A game's ``record_converter`` part."""

    def upgrade(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        """An old header's fields as format 3 holds them (the game's own changes)."""
        ...

    def digest(self, state: Any) -> str:
        """The state digest the old format's snapshot saved."""
        ...

    @property
    def unnamed(self) -> bool:
        """Whether a format-1 or format-2 header without ``ruleset`` is a game of this one (one game's is)."""
        ...


def _converter(game: str) -> OldRecords | None:
    try:
        entry = find_game(game)
    except KeyError:
        return None
    converter: OldRecords | None = entry.part("record_converter") if entry.has("record_converter") else None
    return converter


def unnamed_game() -> str:
    """The game a format-1 or format-2 header without ``ruleset`` records: the registered game
    whose converter says so (those formats named every other game)."""
    for entry in load_games():
        converter: OldRecords | None = entry.part("record_converter") if entry.has("record_converter") else None
        if converter is not None and converter.unnamed:
            return entry.name
    return ""  # no game: the header's check says the game is unknown


def seat_objects(names: Any) -> Any:
    """Format-2 ``seats`` (``human`` or a bot's name per seat) as format-3 seat objects; any
    other value is passed on for the header's check to refuse."""
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        return names
    return [{"kind": "human"} if name == "human" else {"kind": "bot", "bot": name} for name in names]


def upgrade_header(data: dict[str, Any], version: int, unnamed_game: str, current: int) -> dict[str, Any]:
    """The format-3 header fields of a format-1 or format-2 header ``data``. A header without
    ``ruleset`` is a game of ``unnamed_game`` (the one game those formats did not name)."""
    data = dict(data)
    game = data.pop("ruleset", unnamed_game)
    data["format_version"] = current
    if not isinstance(game, str):
        return {**data, "game": game}
    data["game"] = game
    try:
        data["game_version"] = find_game(game).version
    except KeyError:
        pass  # the header's check names the unknown game
    if "seats" in data:
        data["seats"] = seat_objects(data["seats"])
    converter = _converter(game)
    return converter.upgrade(data, version) if converter is not None else data


def upgrade_facts(facts: dict[str, Any], version: int, unnamed_game: str, current: int) -> dict[str, Any]:
    """The header facts an old snapshot saved, in format-3 terms (compared with the converted header's)."""
    return upgrade_header(facts, version, unnamed_game, current)


def old_digest(game: str, state: Any) -> str:
    """The digest a format-1 or format-2 snapshot holds for ``state``."""
    converter = _converter(game)
    if converter is not None:
        return converter.digest(state)
    return hashlib.sha256(generic_text(state).encode()).hexdigest()[:16]


def generic_text(value: Any) -> str:
    """The state text the games without a converter hashed before format 3."""
    if isinstance(value, GameRandom):
        return f"rng({value.state})"
    if type(value).__name__ == "Components":
        return f"components({value.fingerprint})"
    if isinstance(value, Enum):
        return str(value.value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        inner = ", ".join(f"{f.name}={generic_text(getattr(value, f.name))}" for f in dataclasses.fields(value))
        return f"{type(value).__name__}({inner})"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{generic_text(k)}: {generic_text(v)}" for k, v in value.items()) + "}"
    if isinstance(value, set | frozenset):
        return "{" + ", ".join(sorted(generic_text(v) for v in value)) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(generic_text(v) for v in value) + "]"
    return repr(value)  # numbers, strings, None, True and False
