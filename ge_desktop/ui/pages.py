"""What a game gives the main window, and what the window gives it back (issue #35).

The main window names no game: it asks the games registry (``ge_desktop.games``) for the
game's parts and composes them.

- ``table_page``: a ``TablePageFactory``, called once per window with the window
  (``TableHost``) the first time one of the game's games is shown; the ``TablePage`` it
  makes is kept for the next game of the same kind. The page is the game's whole table:
  its widget (one of the window's central pages), its docks, the session it makes for an
  engine ``Game``, a new game from its form's ``GameSetup``, its Game menu actions, its F1
  help, its bots. The window keeps what every game shares: the pass screen, undo and redo,
  save, open and autosave, the log dock, the phase bar and the status line, the title.
- ``new_game_form``: a ``NewGameFormFactory``, called by the New Game dialog with a
  ``FormContext`` each time the dialog opens. The dialog keeps the game, the number of
  players, who plays each seat (a person or one of the form's ``bot_choices``) and the seed;
  the form is the rest (decks, variants, options) and turns the whole into a ``GameSetup``,
  or a ``SetupProblem`` naming what is wrong. ``choices``/``restore`` carry what the dialog
  remembers for next time (plain JSON values).

``table_page_factory(game)`` and ``new_game_form_factory(game)`` are the typed accessors.
A game's session (what its page makes) is a ``GameSession``: the window uses only what that
base class declares.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QWidget

from ge_desktop.bots.base import BotKind
from ge_desktop.engine.game import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.games import GameType

if TYPE_CHECKING:
    from ge_desktop.cards.catalog import Catalog
    from ge_desktop.storage.records import GameRecord
    from ge_desktop.ui.log_widget import LogWidget
    from ge_desktop.ui.pass_widget import PassScreenWidget
    from ge_desktop.ui.phase_bar_widget import PhaseBarWidget
    from ge_desktop.ui.preferences import Preferences

Json = Any  # a value ``json.dumps`` takes: what a form remembers between games
Bots = Mapping[Seat, BotKind]


class GameSession(QObject):
    """The base of every game's session, and what the window uses of one: the game, who sits
    at the screen, undo and redo (``HotSeatUndoMixin`` gives them, before this class in a
    session's bases), the record, and the signals the window listens to. A game's session
    defines the methods below; the page that makes it wires the rest of its signals."""

    log_reset = Signal(list)  # list[str]: the whole log as the seat on screen may read it
    problem = Signal(str)  # a refusal for the player at the screen
    pass_requested = Signal(int)  # the seat that must take the screen
    changed = Signal()  # the game moved (the window autosaves)
    game_over = Signal(object)  # the game's ``Outcome``

    game: Game
    viewer: Seat
    hot_seat: bool
    waiting_for: Seat | None
    always_ask: bool
    prologue: list[str]
    undo_stack: QUndoStack
    bots: dict[Seat, BotKind]

    @property
    def humans(self) -> list[Seat]:
        raise NotImplementedError(_SESSION)

    def seat_count(self) -> int:
        raise NotImplementedError(_SESSION)

    def is_bot(self, seat: Seat | None) -> bool:
        raise NotImplementedError(_SESSION)

    def can_undo(self) -> bool:
        raise NotImplementedError(_SESSION)

    def undo(self) -> bool:
        raise NotImplementedError(_SESSION)

    def can_redo(self) -> bool:
        raise NotImplementedError(_SESSION)

    def redo(self) -> bool:
        raise NotImplementedError(_SESSION)

    def refresh(self) -> None:
        raise NotImplementedError(_SESSION)

    def take_seat(self, seat: Seat) -> None:
        raise NotImplementedError(_SESSION)

    def record(self, with_snapshot: bool = True) -> GameRecord:
        raise NotImplementedError(_SESSION)

    def next_phase(self) -> bool:
        raise NotImplementedError(_SESSION)

    def end_turn(self) -> bool:
        raise NotImplementedError(_SESSION)

    def story(self) -> list[str]:
        raise NotImplementedError(_SESSION)


_SESSION = "a game's session defines it (HotSeatUndoMixin the seats, undo and redo)"


class TableHost(Protocol):
    """What a table page may use of the main window."""

    catalog: Catalog
    prefs: Preferences
    status: QLabel
    log_widget: LogWidget
    phase_bar: PhaseBarWidget
    pass_screen: PassScreenWidget
    docks: list[QDockWidget]  # the window's own: the log dock first
    act_next_phase: QAction  # the page enables these as its game allows
    act_end_turn: QAction
    act_fast_bots: QAction  # checked: bots move with short pauses

    @property
    def session(self) -> GameSession | None: ...
    def window_widget(self) -> QMainWindow: ...  # the parent of the page's dialogs and docks
    def add_dock(self, dock: QDockWidget, area: Qt.DockWidgetArea, in_view_menu: bool = True) -> None: ...
    def set_session(self, session: GameSession, path: Path | None = None) -> None: ...
    def show_table(self) -> None: ...  # the page in front
    def return_to_table(self) -> None: ...  # the screen was passing, but the same player goes on (an undo): the page again
    def ask_pass(self, seat: int) -> None: ...
    def after_change(self) -> None: ...
    def update_undo(self, _index: int | None = None) -> None: ...
    def update_title(self, clean: bool | None = None) -> None: ...
    def save_game_as(self) -> bool: ...
    def new_game(self) -> None: ...
    def show_problem(self, text: str) -> None: ...


@dataclass(frozen=True)
class GameSetup:
    """A new game as the New Game dialog leaves it: the game's registry name, its own
    configuration (the form's and page's business only) and the seats bots play."""

    game: str
    config: object
    bots: Mapping[Seat, BotKind] = field(default_factory=dict)


class TablePage(Protocol):
    """One game's table in the main window (see the module docstring)."""

    @property
    def widget(self) -> QWidget: ...  # the central page that shows the table
    def game_actions(self) -> Sequence[QAction]: ...  # the Game menu's actions of this game (after the window's own)
    def view_actions(self) -> Sequence[QAction]: ...  # the View menu's (zoom), shown while the page is
    def toolbar_actions(self) -> Sequence[QAction]: ...  # the main toolbar's, shown while the page is
    def make_session(self, game: Game, bots: Bots) -> GameSession: ...
    def start(self, setup: GameSetup) -> Game | None: ...  # None: the player cancelled a question of the setup
    def show_session(self, session: GameSession) -> None: ...  # wire it, show its docks and table (the window set it as current)
    def leave(self, session: GameSession) -> None: ...  # another game replaces it: unwire, stop its bots, hide the docks
    def stop_bots(self) -> None: ...
    def resume_bots(self) -> None: ...  # after a Quit the player took back
    def set_fast_bots(self, on: bool) -> None: ...
    def bots_moving(self) -> bool: ...  # True: the autosave waits for a person's turn (or the end)
    def show_problem(self, text: str) -> None: ...  # a refusal for the player at the screen
    def before_pass(self) -> None: ...  # the screen passes: close what shows the last player's hand
    def show_rules_help(self) -> None: ...  # F1
    def apply_preferences(self, prefs: Preferences) -> None: ...


TablePageFactory = Callable[[TableHost], TablePage]


class SetupProblem(ValueError):
    """What keeps the form's choices from making a game, in words for the dialog."""


@dataclass(frozen=True)
class BotChoice:
    kind: BotKind
    tooltip: str


@dataclass(frozen=True)
class FormContext:
    """What the New Game dialog gives a form."""

    catalog: Catalog
    game: GameType  # the form's own game (its ``GameSetup`` names it)


class NewGameForm(Protocol):
    """One game's part of the New Game dialog."""

    @property
    def widget(self) -> QWidget: ...  # its rows, shown under the dialog's seats
    def seat_widget(self, seat: int) -> QWidget | None: ...  # shown in the seat's row, before who plays it (a deck), or None
    def bot_choices(self) -> Sequence[BotChoice]: ...  # the bots a seat may be played by, weakest first
    def seats_changed(self, players: int) -> None: ...  # the dialog's number of players changed
    def setup(self, players: int, seed: int, bots: Bots) -> GameSetup: ...  # ``SetupProblem`` if it cannot
    def choices(self) -> dict[str, Json]: ...  # what to remember for the next New Game
    def restore(self, choices: Mapping[str, Json]) -> None: ...  # unknown or stale values are ignored


NewGameFormFactory = Callable[[FormContext], NewGameForm]


def table_page_factory(game: GameType) -> TablePageFactory:
    """The game's ``table_page`` part; ``TypeError`` naming the game if it is no factory."""
    factory: TablePageFactory = _callable_part(game, "table_page")
    return factory


def new_game_form_factory(game: GameType) -> NewGameFormFactory:
    """The game's ``new_game_form`` part; ``TypeError`` naming the game if it is no factory."""
    factory: NewGameFormFactory = _callable_part(game, "new_game_form")
    return factory


def _callable_part(game: GameType, key: str) -> Any:
    part = game.part(key)
    if not callable(part):
        raise TypeError(f"{game.title}'s {key} part is a {type(part).__name__}, not a factory")
    return part
