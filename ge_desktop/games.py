"""The games registry: one entry per game the table hosts (OpenSpiel's ``GameType`` and
``register_game`` are the model). The app, the command line and a server ask it which games
there are and for a game's parts; none of them names a game.

- ``GameType`` is one game's entry: its metadata (``name``, the ruleset's registry key that
  records carry; ``title``; the short ``aliases`` people type; players min and max; whether it
  has hidden information and chance) and its ``parts``.
- A part is a lazily imported reference, ``"package.module:attribute"``: ``GameType.part(key)``
  imports it the first time it is asked for, so a game's modules load only when one of its
  games is played (the kernel, ``ge_desktop.engine``, imports no game at all). The parts a
  game may declare are ``PART_KEYS``.
- ``GAME_ENTRIES`` is the registry line of each game: where its entry lives (a small module
  in the game's own package that imports none of the game). ``load_games()`` is the one call
  that makes every game known: it imports the entries, registers each and tells the kernel's
  ruleset registry how to load each game's ruleset by name (so a record of any game opens).
- ``find_game(text)`` takes a name, an alias or a title (any case); ``game_of(ruleset)``
  answers "which game is this?" for a running ``Game``.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ge_desktop.engine.ruleset import Ruleset, register_ruleset_loader

# The registry line of each game: its entry (``GameType``), as "module:attribute".
GAME_ENTRIES: tuple[str, ...] = (
    "ge_desktop.rulesets.galactic_empires.entry:GAME",
    "ge_desktop.rulesets.galactic_supremacy.entry:GAME",
    "ge_desktop.rulesets.galactic_emperor.entry:GAME",
)

PART_KEYS: Mapping[str, str] = {
    "ruleset": "the Ruleset object (required)",
    "effect_kinds": "its effect kind classes (imported, they register the kinds its card data may name: cards/effects.py)",
    "simulate": "the simulate runner: run(args) -> exit code (required)",
    "simulate_arguments": "adds the game's own simulate options to a parser",
    "bots": "the bot kinds and levels a seat may be played by",
    "new_game_form": "the New Game dialog's form for this game",
    "table_page": "the main window's table page for this game",
    "online_page": "the online window's table page for one seat of this game (ui/online/page.py)",
    "log_words": "the words the game log uses for its actions and events",
    "rules_help": "the rules help the Help menu opens",
    "tutorial": (
        "the guided first game Help > Learn to Play starts: a callable (window, restored=False) -> its guide "
        "(restored: pick up the lesson's game a launch put back on the table, or None)"
    ),
    "about": "a sentence or two of what the game is, for the About box (HTML)",
    "record_format": "a record header of its own fields (storage/records.py RecordFormat); without it the header holds the ruleset's config_data",
    "face_sources": "the faces of its imported card collections: () -> (image id -> file, card id -> its image ids) (render/scans.py)",
    "self_test": "the self-test steps that play it inside the started app (selftest/app_steps.py)",
    "online": "how the game server and its clients carry it (net/games.py OnlineGame)",
    "record_converter": "reads its records from before format 3: header fields and the old state digest (storage/record_convert.py)",
}
REQUIRED_PARTS = ("ruleset", "simulate")


def load_reference(reference: str) -> Any:
    """The object ``"package.module:attribute.attribute"`` names (imported now)."""
    module_name, _, attribute = reference.partition(":")
    found: Any = importlib.import_module(module_name)
    for name in filter(None, attribute.split(".")):
        found = getattr(found, name)
    return found


@dataclass(frozen=True)
class GameType:
    """One game's registry entry: what it is, and where its parts are."""

    name: str  # the ruleset's registry key, as records carry it
    title: str
    package: str  # the game's own package: its code, and the words only it may use
    aliases: tuple[str, ...] = ()
    min_players: int = 2
    max_players: int = 2
    hidden_information: bool = True
    chance: bool = True
    parts: Mapping[str, str] = field(default_factory=dict)
    owns: tuple[str, ...] = ()  # packages and modules outside ``package`` that serve this game alone
    blurb: str = ""  # a few words the New Game dialog shows beside the title
    version: str = "1"  # the rules this implementation plays (a record's header carries it)
    card_game: bool = True  # played with cards of the catalog: the window shows its Cards menu (catalog, decks, editor)
    private_words: str = "hand"  # what a player keeps from the others, as the pass screen says it ("show my hand")

    @property
    def label(self) -> str:
        """How the New Game dialog lists it."""
        return f"{self.title} ({self.blurb})" if self.blurb else self.title

    def problems(self) -> list[str]:
        """What is wrong with the entry (empty when it is whole)."""
        found = [f"{self.name}: no '{key}' part" for key in REQUIRED_PARTS if key not in self.parts]
        found += [f"{self.name}: unknown part '{key}' (known: {', '.join(PART_KEYS)})" for key in self.parts if key not in PART_KEYS]
        if not 1 <= self.min_players <= self.max_players:
            found.append(f"{self.name}: players {self.min_players} to {self.max_players} is no range")
        return found

    def has(self, key: str) -> bool:
        return key in self.parts

    def part(self, key: str) -> Any:
        """The part ``key`` (imported the first time); ``KeyError`` naming the game if it has none."""
        reference = self.parts.get(key)
        if reference is None:
            raise KeyError(f"{self.title} has no {key} ({PART_KEYS.get(key, 'unknown part')})")
        return load_reference(reference)

    def ruleset(self) -> Ruleset[Any, Any]:
        rules = self.part("ruleset")
        if not isinstance(rules, Ruleset):
            raise TypeError(f"{self.title}'s ruleset part is a {type(rules).__name__}, not a Ruleset")
        return rules

    @property
    def words(self) -> tuple[str, ...]:
        """How people and code name this game: its name, aliases, title and package name."""
        return (self.name, *self.aliases, self.title, self.package.rsplit(".", 1)[-1])


_GAMES: dict[str, GameType] = {}


def register_game(game: GameType) -> None:
    """Make ``game`` known (and its ruleset loadable by name); ``ValueError`` if the entry is not
    whole or a name or alias is another game's."""
    problems = game.problems()
    if problems:
        raise ValueError("; ".join(problems))
    taken = {key: other for other in _GAMES.values() if other.name != game.name for key in _keys(other)}
    clash = sorted(key for key in _keys(game) if key in taken)
    if clash:
        raise ValueError(f"{game.name}: {', '.join(clash)} already names {taken[clash[0]].name}")
    _GAMES[game.name] = game
    register_ruleset_loader(game.name, game.ruleset)


def _keys(game: GameType) -> set[str]:
    return {game.name.lower(), game.title.lower(), *(alias.lower() for alias in game.aliases)}


def load_games(entries: Iterable[str] = GAME_ENTRIES) -> list[GameType]:
    """Import and register every game's entry (again is harmless); the games, in order."""
    loaded = []
    for reference in entries:
        game = load_reference(reference)
        if not isinstance(game, GameType):
            raise TypeError(f"{reference} is a {type(game).__name__}, not a GameType")
        if _GAMES.get(game.name) is not game:
            register_game(game)
        loaded.append(game)
    return loaded


def games() -> list[GameType]:
    """Every registered game, in registration order (``load_games`` first)."""
    return list(_GAMES.values())


def find_game(text: str) -> GameType:
    """The game ``text`` names (its name, an alias or its title, any case); ``KeyError`` listing
    the names and aliases known."""
    wanted = text.strip().lower()
    for game in _GAMES.values():
        if wanted in _keys(game):
            return game
    known = ", ".join(sorted(key for game in _GAMES.values() for key in (game.name, *game.aliases)))
    raise KeyError(f"unknown game '{text}' (known: {known})")


def game_of(ruleset: Ruleset[Any, Any] | str) -> GameType:
    """The game a ruleset (or a ruleset name) plays."""
    name = ruleset if isinstance(ruleset, str) else ruleset.name
    found = _GAMES.get(name)
    if found is None:
        raise KeyError(f"no game plays the ruleset '{name}' (known: {', '.join(_GAMES)})")
    return found
