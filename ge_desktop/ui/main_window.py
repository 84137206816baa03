"""``MainWindow``: the chosen game's table page, the log dock, the phase bar, menus, toolbars.

A facade with plain methods (mu's anchor): ``ask_save_path``, ``ask_open_path``,
``confirm``, ``show_problem``; the game itself is in the session it is given. The window
names no game: for a game it asks the games registry for the game's ``table_page`` part
(``ui/pages.py``), makes that page once and composes it: the page's widget becomes one of
the central pages, its docks join the window's, its Game and View menu actions and toolbar
buttons show while it is the page on screen, and it makes the sessions of its game.

What every game shares stays here: the pass screen between hot-seat players, undo and redo
(only back to where the screen last passed), the game log dock, the phase bar, the status
line, the title, Speed Up Bots, F1 (each page opens its own game's rules help), and the
files (``window_files.py``: New Game, Open, Save, the autosave, never losing a game). Menus
and toolbars use Qt's standard key sequences for New, Open, Save, Save As, Undo, Redo, Quit.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path

import shiboken6
from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QSizePolicy, QStackedWidget, QToolBar

from ge_desktop.cards.catalog import Catalog
from ge_desktop.engine.game import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.games import GameType, game_of
from ge_desktop.paths import APP_NAME
from ge_desktop.ui.about_dialog import AboutDialog
from ge_desktop.ui.app_log import log_file_path
from ge_desktop.ui.learn_offer import LearnOffer, first_launch, games_to_learn, remember_offered
from ge_desktop.ui.log_widget import LogWidget
from ge_desktop.ui.online import play_online_action
from ge_desktop.ui.pages import Bots, GameSession, TablePage, table_page_factory
from ge_desktop.ui.pass_widget import PassScreenWidget
from ge_desktop.ui.phase_bar_widget import PhaseBarWidget
from ge_desktop.ui.preferences import Preferences, apply_theme, save_preferences
from ge_desktop.ui.window_files import GameFilesMixin

log = logging.getLogger(__name__)


class MainWindow(GameFilesMixin, QMainWindow):
    """The table window. ``set_session`` puts a game on it."""

    def __init__(self, catalog: Catalog, prefs: Preferences, session: GameSession | None = None) -> None:
        super().__init__()
        self.catalog = catalog
        self.prefs = prefs
        self.session: GameSession | None = None
        self.page: TablePage | None = None  # the page of the game on the table
        self.table_pages: dict[str, TablePage] = {}  # each game's page, made for its first game
        self.page_dock_actions: dict[str, list[QAction]] = {}
        self._new_docks: list[QAction] = []  # the docks of the page being made (``add_dock``)
        self.current_path: Path | None = None
        self.autosave_enabled = True
        self._build_central()
        self._build_docks()
        self._build_actions()
        self._build_menus()
        self._build_toolbars()
        self._fit_screen()
        if session is not None:
            self.set_session(session)

    # --- building -------------------------------------------------------------------------

    def _fit_screen(self) -> None:
        """1400x900, or the screen's available area if that is smaller (a 1024x700 laptop).
        A screen below 1024x700 (Qt's offscreen platform says 800x600) is not trusted."""
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        width, height = 1400, 900
        if screen is not None and screen.width() >= 1024 and screen.height() >= 700:
            width, height = min(width, screen.width()), min(height, screen.height())
        self.resize(width, height)

    def _build_central(self) -> None:
        self.pass_screen = PassScreenWidget()
        self.pages = QStackedWidget()
        self.pages.addWidget(self.pass_screen)
        self.setCentralWidget(self.pages)
        self.pass_screen.taken.connect(self._seat_taken)
        self.pass_screen.new_requested.connect(self.new_game)
        self.pass_screen.passed.connect(self._passed_unseen)
        self.status = QLabel()
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # a long line never widens the window
        self.statusBar().addWidget(self.status, 1)

    def _build_docks(self) -> None:
        """The game log; each page adds its own docks (the View menu reopens a closed one)."""
        self.log_widget = LogWidget()
        dock = QDockWidget("Game log", self)
        dock.setObjectName("Game log")
        dock.setWidget(self.log_widget)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.docks: list[QDockWidget] = [dock]
        self.phase_bar = PhaseBarWidget()
        self.phase_bar.next_requested.connect(self.next_phase)
        self.phase_bar.per_drop_changed.connect(self._points_per_drop)

    def _action(self, text: str, slot: Callable[..., object], shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.act_new = self._action("&New Game...", self.new_game, keys.New)
        self.act_open = self._action("&Open...", self.open_game, keys.Open)
        self.act_save = self._action("&Save", self.save_game, keys.Save)
        self.act_save_as = self._action("Save &As...", self.save_game_as, keys.SaveAs)
        self.act_quit = self._action("&Quit", self.close, keys.Quit)
        self.act_import_lackey = self._action("Import &LackeyCCG Plugin...", self.import_lackey)
        self.act_export_lackey = self._action("Export Deck to Lacke&yCCG...", self.export_lackey_deck)
        self.act_undo = self._action("&Undo", self.undo, keys.Undo)
        self.act_redo = self._action("&Redo", self.redo, keys.Redo)
        self.act_prefs = self._action("&Preferences...", self.edit_preferences, keys.Preferences)
        self.act_catalog = self._action("Card &Browser...", self.show_catalog, "Ctrl+B")
        self.act_deck_builder = self._action("&Deck Builder...", self.show_deck_builder, "Ctrl+Shift+D")
        self.act_card_editor = self._action("Card &Editor...", self.show_card_editor, "Ctrl+Shift+E")
        self.act_next_phase = self._action("&Next Phase", self.next_phase, "F6")
        self.act_end_turn = self._action("&End Turn", lambda: self.session is not None and self.session.end_turn(), "F8")
        self.act_about = self._action(f"&About {APP_NAME}", self.show_about)
        self.act_rules_help = self._action("&Rules Help", self.show_rules_help, "F1")
        self.act_always_ask = self._action("Always &Ask for Reactions", self.set_always_ask)
        self.act_always_ask.setCheckable(True)
        self.act_always_ask.setChecked(self.prefs.always_ask_reactions)
        self.act_always_ask.setToolTip("Hot-seat: every other player is asked after a card play, volley, ... even with no reaction to make")
        self.act_log_folder = self._action("Show the &Log File", self.show_log_file)
        self.act_fast_bots = self._action("S&peed Up Bots", self.set_fast_bots, "F7")
        self.act_fast_bots.setCheckable(True)
        self.act_fast_bots.setToolTip("Bots move with short pauses instead of pausing to show each move")

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addActions([self.act_new, self.act_open])
        self.recent_menu = file_menu.addMenu("Open &Recent")
        file_menu.addActions([self.act_save, self.act_save_as])
        file_menu.addSeparator()
        file_menu.addActions([self.act_import_lackey, self.act_export_lackey])
        file_menu.addSeparator()
        file_menu.addAction(self.act_quit)
        edit = bar.addMenu("&Edit")
        edit.addActions([self.act_undo, self.act_redo])
        edit.addSeparator()
        edit.addAction(self.act_prefs)
        self.view_menu = bar.addMenu("&View")
        self.view_docks = self.view_menu.addSeparator()  # the pages' view actions go above it, the docks below
        self.view_menu.addActions([dock.toggleViewAction() for dock in self.docks])
        cards = self.cards_menu = bar.addMenu("&Cards")
        cards.addActions([self.act_catalog, self.act_deck_builder, self.act_card_editor])
        self.game_menu = bar.addMenu("&Game")
        self.game_menu.addActions([self.act_next_phase, self.act_end_turn, self.act_always_ask, self.act_fast_bots])
        self.act_play_online = play_online_action(self)  # Play Online (ui/online/)
        self.game_menu.addAction(self.act_play_online)
        self.game_menu.addSeparator()  # the page's actions follow
        help_menu = bar.addMenu("&Help")
        learnable = games_to_learn()  # each game with a guided first game (its registry part 'tutorial')
        self.learn_actions = [
            self._action("&Learn to Play" if len(learnable) == 1 else f"&Learn to Play {entry.title}", partial(self.learn_to_play, entry))
            for entry in learnable
        ]
        help_menu.addActions([*self.learn_actions, self.act_rules_help, self.act_log_folder, self.act_about])
        self._fill_recent()

    def _build_toolbars(self) -> None:
        main = self.main_toolbar = QToolBar("Main")
        main.setObjectName("main toolbar")
        main.setIconSize(QSize(16, 16))
        main.addActions([self.act_new, self.act_open, self.act_save])
        main.addSeparator()
        main.addActions([self.act_undo, self.act_redo])
        main.addSeparator()
        self.toolbar_turn = main.addSeparator()  # the page's buttons go before it
        main.addActions([self.act_next_phase, self.act_end_turn])
        self.addToolBar(main)
        self.addToolBarBreak()
        phases = QToolBar("Phases")
        phases.setObjectName("phase bar")
        phases.addWidget(self.phase_bar)
        self.addToolBar(phases)
        self.statusBar().addPermanentWidget(self.phase_bar.mode)

    # --- the pages ------------------------------------------------------------------------

    def page_for(self, game: Game) -> TablePage:
        """The page that shows ``game`` (an engine ``Game``)."""
        return self.page_for_game(game_of(game.ruleset))

    def page_for_game(self, entry: GameType) -> TablePage:
        """The game's page (its registry entry's ``table_page`` part), made the first time."""
        page = self.table_pages.get(entry.name)
        if page is None:
            self._new_docks = []
            page = self.table_pages[entry.name] = table_page_factory(entry)(self)
            self.page_dock_actions[entry.name] = self._new_docks
            self.pages.addWidget(page.widget)
            self.view_menu.insertActions(self.view_docks, list(page.view_actions()))
            self.game_menu.addActions(list(page.game_actions()))
            self.main_toolbar.insertActions(self.toolbar_turn, list(page.toolbar_actions()))
        return page

    def _show_page_actions(self, shown: TablePage) -> None:
        """Only the actions of the page on screen (and its docks') are in the menus and the toolbar."""
        for name, page in self.table_pages.items():
            for action in (*page.view_actions(), *page.game_actions(), *page.toolbar_actions(), *self.page_dock_actions[name]):
                action.setVisible(page is shown)

    # what a page may use of the window (``TableHost``)

    def window_widget(self) -> QMainWindow:
        return self

    def add_dock(self, dock: QDockWidget, area: Qt.DockWidgetArea, in_view_menu: bool = True) -> None:
        self.addDockWidget(area, dock)
        if in_view_menu:
            self.view_menu.addAction(dock.toggleViewAction())
            self._new_docks.append(dock.toggleViewAction())

    def show_table(self) -> None:
        if self.page is not None:
            self.pages.setCurrentWidget(self.page.widget)

    def return_to_table(self) -> None:
        if self.pages.currentWidget() is self.pass_screen and not self.pass_screen.resuming:
            self.show_table()

    # --- the game on the table ------------------------------------------------------------

    def make_session(self, game: Game, bots: Bots | None = None) -> GameSession:
        """A session of ``game`` at this screen, made by its game's page."""
        return self.page_for(game).make_session(game, bots or {})

    def set_session(self, session: GameSession, path: Path | None = None) -> None:
        """Put ``session``'s game on the table (replacing any other), on its game's page."""
        page = self.page_for(session.game)
        self._leave_game()
        self._show_page_actions(page)
        self.session, self.page, self.current_path = session, page, path
        entry = game_of(session.game.ruleset)
        self.pass_screen.private = entry.private_words
        self.cards_menu.menuAction().setVisible(entry.card_game)
        for action in self.cards_menu.actions():
            action.setEnabled(entry.card_game)  # their shortcuts too
        self.resumed_unsaved = False
        session.undo_stack.indexChanged.connect(self.update_undo)
        session.undo_stack.cleanChanged.connect(self.update_title)
        session.log_reset.connect(self.log_widget.set_lines)
        session.problem.connect(self.show_problem)
        session.pass_requested.connect(self.ask_pass)
        session.changed.connect(self.after_change)
        page.show_session(session)
        self.update_title()
        self.update_undo()

    def _leave_game(self) -> None:
        """The game on the table goes: its page lets go of it, the window too."""
        old, page = self.session, self.page
        if old is None or page is None:
            return
        page.leave(old)
        old.undo_stack.indexChanged.disconnect(self.update_undo)
        old.undo_stack.cleanChanged.disconnect(self.update_title)
        for signal in (old.log_reset, old.problem, old.pass_requested, old.changed):
            signal.disconnect()
        old.deleteLater()
        self.session = None

    def _stop_bots(self) -> None:
        if self.page is not None:
            self.page.stop_bots()

    def _restart_bots(self) -> None:
        """Bots again after a Quit the player took back."""
        if self.page is not None:
            self.page.resume_bots()

    def set_fast_bots(self, on: bool) -> None:
        """Bots pause briefly instead of showing each move at leisure."""
        if self.page is not None:
            self.page.set_fast_bots(on)

    def next_phase(self) -> None:
        if self.session is not None:
            self.session.next_phase()

    def show_problem(self, text: str) -> None:
        """A refused action for the player at the screen only (the page says it, never the shared log)."""
        if self.page is not None:
            self.page.show_problem(text)
        else:
            self.status.setText(text)

    # --- undo, redo and the pass screen ---------------------------------------------------------

    def undo(self) -> None:
        if self.session is not None and self.session.undo():
            self.update_undo()

    def redo(self) -> None:
        if self.session is not None and self.session.redo():
            self.update_undo()

    def update_undo(self, _index: int | None = None) -> None:
        """Undo is offered only back to where the screen last passed (hot-seat secrecy)."""
        session = self.session
        if session is not None and not shiboken6.isValid(session.undo_stack):
            return  # the game is being replaced
        stack = session.undo_stack if session is not None else None
        can_undo = session is not None and session.can_undo()
        self.act_undo.setEnabled(can_undo)  # the text stays short (the toolbar keeps its width); the tooltip says what
        self.act_undo.setToolTip(f"Undo: {stack.undoText()}" if can_undo and stack is not None else "Nothing to undo since the screen last passed")
        self.act_redo.setEnabled(session is not None and session.can_redo())
        self.act_redo.setToolTip(f"Redo: {stack.redoText()}" if stack is not None and stack.canRedo() else "Nothing to redo")

    def ask_pass(self, seat: int) -> None:
        if self.page is not None:
            self.page.before_pass()
        self.status.clear()  # it may say why a hand card was refused
        question = getattr(self.session, "unseen_question", None)  # a reaction: it may be passed on unseen (#40 8f)
        self.pass_screen.ask(Seat(seat), question=question(Seat(seat)) if question is not None else None)
        self.pages.setCurrentWidget(self.pass_screen)

    def _passed_unseen(self, seat: int) -> None:
        """A reaction passed on from the pass screen, the hand unseen (#40 8f)."""
        pass_unseen = getattr(self.session, "pass_unseen", None)
        if pass_unseen is not None and pass_unseen(Seat(seat)):
            self.update_undo()

    def _points_per_drop(self, count: int) -> None:
        """The phase bar's count of points one token drop gives (#40 8a)."""
        if self.session is not None and hasattr(self.session, "points_per_drop"):
            setattr(self.session, "points_per_drop", count)  # noqa: B010  (a Galactic Empires session's; the base class has none)

    def _seat_taken(self, seat: int) -> None:
        self.pass_screen.resuming = False
        if self.session is not None:
            self.session.take_seat(Seat(seat))
        self.show_table()
        self.update_undo()

    def after_change(self) -> None:
        if self.page is not None and self.page.bots_moving():
            self.update_title()
            return  # bots are moving: the autosave waits for a person's turn (or the end)
        self.write_autosave_now()
        self.update_title()

    def update_title(self, clean: bool | None = None) -> None:
        name = self.current_path.name if self.current_path else "Untitled game"
        if clean is None:
            clean = self.session is None or self.session.undo_stack.isClean()
        clean = clean and not self.resumed_unsaved  # resumed with moves its file does not hold
        self.setWindowTitle(f"{name}{'' if clean else ' *'} - {APP_NAME}")

    def set_always_ask(self, on: bool) -> None:
        """Hot-seat: prompt every player after an answerable step, so holding no reaction stays secret."""
        self.prefs = replace(self.prefs, always_ask_reactions=on)
        save_preferences(self.prefs)
        if self.session is not None:
            self.session.always_ask = on

    # --- other windows --------------------------------------------------------------------

    def learn_to_play(self, entry: GameType) -> object:
        """Help > Learn to Play: the game's guided first game (its ``tutorial`` part), resumed where it was left."""
        return entry.part("tutorial")(self)

    def carry_on_lesson(self) -> object:
        """The launch restored the last session's game: if it is a guided game's, its guide
        comes back with it (the first game's guide that recognises it), else None."""
        for entry in games_to_learn():
            guide = entry.part("tutorial")(self, restored=True)
            if guide is not None:
                return guide
        return None

    def offer_learning(self) -> LearnOffer | None:
        """On the first launch (nothing offered in this user folder yet): a bar offers the guided game."""
        learnable = games_to_learn()
        if not learnable or not first_launch():
            return None
        self.learn_offer = LearnOffer(learnable[0], partial(self.learn_to_play, learnable[0]), self)
        self.addToolBarBreak()
        self.addToolBar(self.learn_offer)
        remember_offered()
        return self.learn_offer

    def show_rules_help(self) -> None:
        """F1: the page opens its game's rules at the card under the cursor or the phase."""
        if self.page is not None:
            self.page.show_rules_help()

    def edit_preferences(self) -> None:
        from ge_desktop.ui.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.prefs, self)
        if dialog.exec():
            self.apply_preferences(dialog.preferences())

    def apply_preferences(self, prefs: Preferences) -> None:
        self.prefs = prefs
        save_preferences(prefs)
        apply_theme(prefs.theme)
        if self.session is not None:
            self.session.hot_seat = prefs.hot_seat
        for page in self.table_pages.values():
            page.apply_preferences(prefs)

    def show_catalog(self) -> None:
        """The card browser: every card of the shipped and the user's catalogs."""
        from ge_desktop.ui.browser import open_card_browser

        self._catalog_window = open_card_browser(self)

    def import_lackey(self) -> None:
        """File > Import LackeyCCG Plugin...: see ``lackey_import_dialog``."""
        from ge_desktop.ui.lackey_import_dialog import LackeyImportDialog

        self._lackey_dialog = LackeyImportDialog(self)
        self._lackey_dialog.show()

    def export_lackey_deck(self) -> None:
        """File > Export Deck to LackeyCCG...: a deck file written as a ``.dek``."""
        from ge_desktop.ui.lackey_import_dialog import export_deck_interactively

        export_deck_interactively(self)

    def show_deck_builder(self) -> None:
        from ge_desktop.ui.browser import open_deck_builder

        self._deck_builder = open_deck_builder(self)

    def show_card_editor(self) -> None:
        from ge_desktop.ui.browser import open_card_editor

        self._card_editor = open_card_editor(self)

    def show_about(self) -> None:
        AboutDialog(self).exec()

    def show_log_file(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(log_file_path().parent)))
