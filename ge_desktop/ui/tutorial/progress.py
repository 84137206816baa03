"""The guided game's own game and where the player left it.

``new_tutorial_game`` deals the script's fixed game: its two Basic Set A deck files, its
seed (so the same deal every time), the pregame played as any game's (``ready_game``; the
bot sets its reserve by its own judgement). ``save_progress`` writes the game (a normal
game record, ``storage/records.py``) and the step reached to the user's data folder after
every step; ``load_progress`` brings both back, replayed through the engine, or None when
there is nothing (or nothing usable: a broken file is logged and the tutorial starts over;
it is never overwritten until the player takes a step).
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from pathlib import Path

from ge_desktop.bots.base import BotKind
from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.decks import load_deck
from ge_desktop.engine import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.paths import decks_dir, user_data_dir
from ge_desktop.rulesets.galactic_empires import GameConfig, GameMode, PlayerDeck
from ge_desktop.storage.records import RecordError, load_record, record_of, save_record
from ge_desktop.storage.replay import replay
from ge_desktop.ui.game_setup import ready_game
from ge_desktop.ui.tutorial.script import Script

log = logging.getLogger(__name__)

PROGRESS_FOLDER = "tutorial"


@dataclass
class Progress:
    """The tutorial's game and the index of the step the player is on."""

    game: Game
    step: int


def bots_of(script: Script) -> dict[Seat, BotKind]:
    """The bot seat of the tutorial's game."""
    return {Seat(1 - script.game.you): BotKind(script.game.bot)}


def new_tutorial_game(script: Script, catalog: Catalog) -> Game:
    """The script's game, dealt and ready for the first turn (the same deal every time)."""
    decks = tuple(PlayerDeck.from_deck(load_deck(decks_dir() / name, catalog)) for name in script.game.decks)
    config = GameConfig(decks=decks, seed=script.game.seed, mode=GameMode.RULES)
    return ready_game(config, catalog, bots=bots_of(script))


def progress_paths(script: Script) -> tuple[Path, Path]:
    """The game record and the step file of ``script``'s tutorial in the user's data folder."""
    folder = user_data_dir() / PROGRESS_FOLDER
    return folder / f"{script.name}.gerec", folder / f"{script.name}.json"


def save_progress(script: Script, game: Game, step: int) -> None:
    """Keep the game and the step reached (a full disk is logged, the tutorial goes on)."""
    record_path, step_path = progress_paths(script)
    seats = ["human" if seat == script.game.you else script.game.bot for seat in range(2)]
    try:
        record_path.parent.mkdir(parents=True, exist_ok=True)
        save_record(record_of(game, seats=seats), record_path)
        step_path.write_text(json.dumps({"step": step}), encoding="utf-8")
    except OSError as exc:
        log.warning("the tutorial's progress cannot be kept: %s", exc)


def load_progress(script: Script, catalog: Catalog) -> Progress | None:
    """Where the player left the tutorial, or None (never begun, finished, or unreadable)."""
    record_path, step_path = progress_paths(script)
    if not record_path.is_file() or not step_path.is_file():
        return None
    try:
        step = int(json.loads(step_path.read_text(encoding="utf-8"))["step"])
        game = replay(load_record(record_path), catalog, str(record_path))
    except (OSError, ValueError, KeyError, TypeError, RecordError) as exc:
        log.warning("%s: the tutorial starts over (%s)", step_path, exc)
        return None
    if not 0 <= step < len(script.steps):
        return None
    return Progress(game, step)


def forget_progress(script: Script) -> None:
    """The tutorial is finished or started over: nothing to resume."""
    for path in progress_paths(script):
        path.unlink(missing_ok=True)
