"""``MainWindow``: the table, the inspector and log docks, the phase bar, menus, toolbars.

A facade with plain methods (mu's anchor): ``ask_save_path``, ``ask_open_path``,
``confirm``, ``show_problem``; the game itself is in the ``Session`` it is given, and
everything on the table comes from the session's board. The rules assist is wired here:
the scene asks the session for legal destinations, the phase bar shows its counters and
buttons, choices open a ``ChoiceDialog``, the end of the game a ``GameOverDialog``, and
F1 the rules help for the card under the cursor or the current phase (those prompts are
in ``window_prompts.py``, files and not losing a game in ``window_files.py``). Bot seats are played by
a ``BotRunner`` (thinking off the GUI thread; Game menu *Speed Up Bots*). Menus and toolbars use Qt's
standard key sequences for New, Open, Save, Save As, Undo, Redo, Quit, Zoom In, Zoom Out.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QSize, Qt, QTimer, QUrl
from PySide6.QtGui import QAction, QColor, QDesktopServices, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QPushButton, QSizePolicy, QSpinBox, QStackedWidget, QToolBar

from ge_desktop.bots.base import BotKind
from ge_desktop.cards.catalog import Catalog
from ge_desktop.engine.terms import Seat
from ge_desktop.paths import APP_NAME
from ge_desktop.rulesets.galactic_empires import Done, Option, Quit
from ge_desktop.rulesets.galactic_empires.terms import GameMode, Zone
from ge_desktop.ui.about_dialog import AboutDialog
from ge_desktop.ui.app_log import log_file_path
from ge_desktop.ui.board import Board, CardView, known_key
from ge_desktop.ui.bot_runner import BotRunner
from ge_desktop.ui.choice_dialog import ChoiceDialog
from ge_desktop.ui.game_over_dialog import GameOverDialog
from ge_desktop.ui.gs.window_mixin import GsWindowMixin, is_gs_game, is_gs_session
from ge_desktop.ui.hover_zoom import HoverZoom
from ge_desktop.ui.inspector_widget import InspectorWidget
from ge_desktop.ui.intents import DrawFromDeck, DropInZone, ShuffleDeck
from ge_desktop.ui.layout.geometry import Size
from ge_desktop.ui.log_widget import LogWidget
from ge_desktop.ui.manual_panel import ManualPanelWidget
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.online import play_online_action
from ge_desktop.ui.pass_widget import PassScreenWidget
from ge_desktop.ui.phase_bar_widget import PhaseBarWidget
from ge_desktop.ui.pile_dialog import PileDialog
from ge_desktop.ui.preferences import Preferences, apply_theme, save_preferences
from ge_desktop.ui.problems import plain_refusal
from ge_desktop.ui.reaction_prompt import ReactionPromptDialog
from ge_desktop.ui.session import Session
from ge_desktop.ui.table.scene import TableScene
from ge_desktop.ui.table.view import TableView
from ge_desktop.ui.volley_dialog import VolleyDialog
from ge_desktop.ui.window_files import GameFilesMixin
from ge_desktop.ui.window_prompts import EnginePromptsMixin

if TYPE_CHECKING:
    from ge_desktop.ui.gs.session import GsSession

log = logging.getLogger(__name__)

CARD_ASPECT = 88.0 / 63.0


class MainWindow(GsWindowMixin, EnginePromptsMixin, GameFilesMixin, QMainWindow):
    """The table window. ``set_session`` puts a game on it."""

    def __init__(self, catalog: Catalog, prefs: Preferences, session: Session | None = None) -> None:
        super().__init__()
        self.catalog = catalog
        self.prefs = prefs
        self.session: Session | GsSession | None = None
        self.gs_table = None  # the Galactic Supremacy table page, made for the first such game
        self.bot_runner: BotRunner | None = None
        self.current_path: Path | None = None
        self.autosave_enabled = True
        self._build_table()
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

    def _card_size(self) -> Size:
        width = self.prefs.card_width
        return Size(width, round(width * CARD_ASPECT))

    def _build_table(self) -> None:
        self.scene = TableScene(self._card_size(), self.prefs.animation.value)
        self.view = TableView(self.scene)
        self.view.set_felt(QColor(self.prefs.felt))
        self.pass_screen = PassScreenWidget()
        self.pages = QStackedWidget()
        self.pages.addWidget(self.view)
        self.pages.addWidget(self.pass_screen)
        self.setCentralWidget(self.pages)
        self.pass_screen.taken.connect(self._seat_taken)
        self.pass_screen.new_requested.connect(self.new_game)
        self.scene.browse_requested.connect(self.browse_pile)
        self.scene.die_edit_requested.connect(self.edit_die)
        self.status = QLabel()
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # a long line never widens the window
        self.statusBar().addWidget(self.status, 1)

    def _build_docks(self) -> None:
        self.docks: list[QDockWidget] = []  # the View menu reopens a closed one
        self.inspector = InspectorWidget(self.scene.faces)
        self.log_widget = LogWidget()
        for title, widget, area in (
            ("Card", self.inspector, Qt.DockWidgetArea.RightDockWidgetArea),
            ("Game log", self.log_widget, Qt.DockWidgetArea.RightDockWidgetArea),
        ):
            dock = QDockWidget(title, self)
            dock.setObjectName(title)
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            self.docks.append(dock)
        self._build_manual_dock()
        self.scene.card_hovered.connect(self.inspect)
        self.hover_zoom = HoverZoom(self.view, self.scene.faces)
        self.scene.card_hovered.connect(self.hover_zoom.show_card)
        self.phase_bar = PhaseBarWidget()
        self.phase_bar.next_requested.connect(lambda: self.session and self.session.next_phase())
        self.phase_bar.draw_requested.connect(self._draw)
        self.phase_bar.suggest_requested.connect(lambda: self.session and self.session.suggest_allocation())
        self.choice: ChoiceDialog | None = None
        self.reaction: ReactionPromptDialog | None = None
        self.volley: VolleyDialog | None = None
        self.game_over_dialog: GameOverDialog | None = None
        self._asked: tuple[int, str] | None = None  # (state version, what) last put to the player

    def _build_manual_dock(self) -> None:
        """The resolve-by-hand panel: a tab beside the Card dock, shown while the player at
        the screen resolves a manual card (not one of the View menu's docks: it comes and goes
        with the card)."""
        self.manual_panel = ManualPanelWidget()
        self.manual_dock = QDockWidget("Resolve by hand", self)
        self.manual_dock.setObjectName("Resolve by hand")
        self.manual_dock.setWidget(self.manual_panel)
        self.manual_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.manual_dock)
        self.tabifyDockWidget(self.docks[0], self.manual_dock)
        self.manual_dock.hide()
        self.manual_dock.toggleViewAction().setVisible(False)  # not in the docks' context menu: it comes with the card
        self.manual_panel.play_requested.connect(lambda actions, text: isinstance(self.session, Session) and self.session.adjust(actions, text))
        self.manual_panel.done_requested.connect(self._manual_done)

    def _manual_done(self) -> None:
        session = self.session
        if isinstance(session, Session) and self.manual_panel.manual is not None:
            session.play([Done()], f"Done resolving {self.manual_panel.manual.name}")

    def _show_manual(self, session: Session) -> None:
        """The panel while the player at the screen resolves a manual card, else hidden."""
        manual = session.manual_card()
        if manual is None:
            if self.manual_dock.isVisible():
                self.manual_dock.hide()
                self.docks[0].raise_()
            self.manual_panel.clear()  # it may name cards of a hand that is leaving the screen
            return
        self.manual_panel.show_manual(manual)
        if not self.manual_dock.isVisible():
            self.manual_dock.show()
            self.manual_dock.raise_()
            self.resizeDocks([self.manual_dock, self.docks[1]], [3, 2], Qt.Orientation.Vertical)  # the adjustments over the log

    def _action(self, text: str, slot, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
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
        self.act_zoom_in = self._action("Zoom &In", self.view.zoom_in, keys.ZoomIn)
        self.act_zoom_out = self._action("Zoom &Out", self.view.zoom_out, keys.ZoomOut)
        self.act_fit = self._action("&Fit to Window", self.view.fit_to_window, "Ctrl+0")
        self.act_actual = self._action("&Actual Size", self.view.actual_size, "Ctrl+1")
        self.act_catalog = self._action("Card &Browser...", self.show_catalog, "Ctrl+B")
        self.act_deck_builder = self._action("&Deck Builder...", self.show_deck_builder, "Ctrl+Shift+D")
        self.act_card_editor = self._action("Card &Editor...", self.show_card_editor, "Ctrl+Shift+E")
        self.act_next_phase = self._action("&Next Phase", lambda: self.session and self.session.next_phase(), "F6")
        self.act_end_turn = self._action("&End Turn", lambda: self.session and self.session.end_turn(), "F8")
        # The Gamblers (v2.1 Variations) and the 1994 Basic Game (a player's voluntary
        # withdrawal): quit on your own turn before any action of it.
        self.act_gamble_quit = self._action("&Quit This Game (Withdraw)", lambda: self.session and self.session.play([Quit()], "Quit the game"))
        self.act_gamble_quit.setEnabled(False)
        self.act_draw = self._action("&Draw a Card", lambda: self._request_mine(DrawFromDeck), "Ctrl+D")
        self.act_shuffle = self._action("&Shuffle My Deck", lambda: self._request_mine(ShuffleDeck))
        self.act_search = self._action("Searc&h My Deck...", lambda: self.browse_pile(self._my_seat(), Zone.DECK))
        self.act_roll = self._action("&Roll a Die", self.roll, "Ctrl+R")
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
        view = bar.addMenu("&View")
        self.view_menu = view
        view.addActions([self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_actual])
        view.addSeparator()
        view.addActions([dock.toggleViewAction() for dock in self.docks])
        cards = bar.addMenu("&Cards")
        cards.addActions([self.act_catalog, self.act_deck_builder, self.act_card_editor])
        game = bar.addMenu("&Game")
        game.addActions([self.act_next_phase, self.act_end_turn, self.act_gamble_quit, self.act_always_ask, self.act_fast_bots])
        game.addSeparator()
        game.addActions([self.act_draw, self.act_shuffle, self.act_search, self.act_roll])
        self.act_play_online = play_online_action(self)  # Play Online (ui/online/)
        game.addActions([self.act_play_online])
        help_menu = bar.addMenu("&Help")
        help_menu.addActions([self.act_rules_help, self.act_log_folder, self.act_about])
        self._fill_recent()

    def _build_toolbars(self) -> None:
        main = QToolBar("Main")
        main.setObjectName("main toolbar")
        main.setIconSize(QSize(16, 16))
        main.addActions([self.act_new, self.act_open, self.act_save])
        main.addSeparator()
        main.addActions([self.act_undo, self.act_redo])
        main.addSeparator()
        main.addActions([self.act_zoom_in, self.act_zoom_out, self.act_fit])
        main.addSeparator()
        self.dice_sides = QSpinBox(minimum=2, maximum=100, value=6, prefix="d")
        main.addWidget(self.dice_sides)
        roll = QPushButton("Roll")
        roll.clicked.connect(self.roll)
        main.addWidget(roll)
        main.addSeparator()
        main.addActions([self.act_next_phase, self.act_end_turn])
        self.addToolBar(main)
        self.addToolBarBreak()
        phases = QToolBar("Phases")
        phases.setObjectName("phase bar")
        phases.addWidget(self.phase_bar)
        self.addToolBar(phases)
        self.statusBar().addPermanentWidget(self.phase_bar.mode)

    # --- the game on the table ------------------------------------------------------------

    def set_session(self, session: Session | GsSession, path: Path | None = None) -> None:
        """Put ``session``'s game on the table (replacing any other): a Galactic Empires
        game on the table view, a Galactic Supremacy game on its own table page."""
        old = self.session
        self._stop_bots()
        if is_gs_session(old):
            old.stop_bots()
            for signal in (old.board_changed, old.log_reset, old.problem, old.pass_requested, old.changed, old.game_over):
                signal.disconnect()
            old.undo_stack.indexChanged.disconnect(self._update_undo)
            old.deleteLater()
        elif old is not None:
            self.scene.intent_requested.disconnect(old.request)
            old.undo_stack.indexChanged.disconnect(self._update_undo)
            old.deleteLater()
        self._asked = None
        self.manual_dock.hide()  # the new game shows it again if a card of it waits to be resolved by hand
        self.manual_panel.clear()
        if is_gs_session(session):
            self._set_gs_session(session, path)
            return
        self.phase_bar.set_phases(session.game.phases())  # the ruleset's phases (issue 14)
        self.docks[0].show()
        if self.moves_dock is not None:
            self.moves_dock.hide()
        for action in (self.act_search, self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_actual):
            action.setEnabled(True)  # a Galactic Supremacy game before may have switched them off
        self.session, self.current_path = session, path
        self.resumed_unsaved = False
        self._asked = None
        session.undo_stack.indexChanged.connect(self._update_undo)
        self.scene.intent_requested.connect(session.request)
        session.board_changed.connect(self.show_board)
        session.log_lines.connect(self._log)
        session.log_reset.connect(self.log_widget.set_lines)
        if not session.prologue and session.game.history:
            from ge_desktop.ui.game_story import story

            session.prologue = story(session.game, self.catalog)  # the log of a loaded or resumed game
        self.log_widget.set_lines(session.story())  # a new table, a new log
        session.problem.connect(self.show_problem)
        session.private_notice.connect(self.show_private_notice)
        session.pass_requested.connect(self._ask_pass)
        session.changed.connect(self._after_change)
        session.choice_requested.connect(self.show_choice)
        session.game_over.connect(self.show_game_over)
        session.volley_requested.connect(self.show_volley)
        session.courtesy_requested.connect(self.show_courtesy)
        self.scene.assist.drop_provider = session.drop_targets
        self.scene.assist.point_provider = session.point_targets
        self.scene.assist.weapon_provider = session.weapon_targets
        session.undo_stack.cleanChanged.connect(self._update_title)
        self.scene.clear_table()
        self.view.fit_pending = True
        self.pages.setCurrentWidget(self.view)
        session.refresh()
        self.view.fit_to_window()
        self._update_title()
        self._update_undo()
        self._restart_bots()
        QTimer.singleShot(0, lambda: self.session is session and self._prefetch_faces(session))
        if session.game.is_terminal() and session.game.outcome is not None:  # a finished game opened or resumed
            QTimer.singleShot(0, lambda: self.session is session and self.show_game_over(session.game.outcome))

    def _prefetch_faces(self, session: Session) -> None:
        """Have every card of the game drawn ahead of need, after the faces on the table."""
        ids = {card.info.card_id for card in session.game.state.cards}
        cards = [card for card in (self.catalog.get(card_id) for card_id in sorted(ids)) if card is not None]
        self.scene.prefetch_faces(cards)

    def _stop_bots(self) -> None:
        if is_gs_session(self.session):
            self.session.stop_bots()
        if self.bot_runner is not None:
            self.bot_runner.stop()
            self.bot_runner = None

    def _restart_bots(self) -> None:
        """Bots again after a Quit the player took back."""
        session = self.session
        if is_gs_session(session):
            session.bots_stopped = False
            session._schedule_bot()
            return
        if session is not None and session.bots and self.bot_runner is None:
            self.bot_runner = BotRunner(session, fast=self.act_fast_bots.isChecked())
            self.bot_runner.thinking_changed.connect(self._bot_thinking)

    def set_fast_bots(self, on: bool) -> None:
        """Bots pause briefly instead of showing each move at leisure."""
        if self.bot_runner is not None:
            self.bot_runner.set_fast(on)
        if is_gs_session(self.session):
            self.session.set_fast(on)

    def _bot_thinking(self, on: bool) -> None:
        session = self.session
        if on and session is not None and session.game.to_act is not None:
            seat = session.game.to_act
            self.status.setText(f"{player_name(seat)} ({session.bots[seat].title.lower()}) is thinking...")

    def show_board(self, board: Board) -> None:
        session = self.session
        if session is not None and session.waiting_for is None and self.pages.currentWidget() is self.pass_screen and not self.pass_screen.resuming:
            self.pages.setCurrentWidget(self.view)  # an undo at the pass screen: the same player goes on
        self.scene.show_board(board)
        self.phase_bar.show_board(board)
        session = self.session
        if session is not None:
            status = session.status()
            self.phase_bar.show_status(status, session.at_screen)
            if session.mode is not session.gesture_mode:  # a manual card in rules mode
                self.phase_bar.mode.setText("Manual card: resolve it by hand (the Resolve by hand panel), then Done")
            self._show_manual(session)
            over = session.game.is_terminal()
            self.act_next_phase.setEnabled(not over and session.at_screen and (status.can_advance or bool(status.draws)))
            self.act_end_turn.setEnabled(not over and (session.at_screen or session.mode is GameMode.SANDBOX))
            gamblers = Option.GAMBLERS in getattr(session.game.config, "options", ())
            withdraw = gamblers or bool(getattr(session.game.state, "shared_deck", False))  # the Basic Game too
            self.act_gamble_quit.setEnabled(withdraw and not over and session.at_screen and session.game.is_legal(Quit()))
            for action in (self.act_draw, self.act_shuffle, self.act_roll):
                action.setEnabled(not over)
            # Rules enforced, a deck is never looked through (its order is hidden from its
            # owner too); in sandbox mode or while a manual card is resolved by hand it may be.
            self.act_search.setEnabled(not over and session.gesture_mode is GameMode.SANDBOX)
            tokens = tuple((t.point, t.count) for t in session.tokens())
            self.scene.show_assist(tokens, session.engagement_marks())
            self.scene.show_weapons(session.weapon_badges(), session.fire_targets())
            self._ask_what_the_engine_waits_for()
        if self.view.fit_pending:
            self.view.fit_to_window()

    def inspect(self, view: CardView | None) -> None:
        """Show a card in the inspector, with its unit's systems (EMF, Mine Deployment
        System, ...) that the table, drawn without table facts, does not carry."""
        if view is not None and isinstance(self.session, Session):
            view = replace(view, systems=self.session.systems_of(view))
        self.inspector.show_card(view)

    def _log(self, lines: list[str]) -> None:
        self.log_widget.add_lines(lines)
        if lines:
            self.status.setText(lines[-1])

    def show_problem(self, text: str) -> None:
        """A refused action, in plain words, for the player at the screen only: on the table
        and in the status line (cleared when the screen passes), never in the shared log (a
        refusal may name a card of his hidden hand)."""
        session = self.session
        if is_gs_session(session):
            self.status.setText(text)  # the session has put it in the viewer's words already
            return
        if session is not None:
            text = plain_refusal(text, session.game, session.viewer)
        self.status.setText(text)
        self.scene.show_notice(text)

    def show_private_notice(self, text: str) -> None:
        """What only the player at the screen may know (a card a scout saw): on the table and
        in the status line, both cleared when the screen passes; never in the shared log."""
        self.status.setText(text)
        self.scene.show_notice(text)

    # --- undo and redo ----------------------------------------------------------------------

    def undo(self) -> None:
        if self.session is not None and self.session.undo():
            self._update_undo()

    def redo(self) -> None:
        if self.session is not None and self.session.redo():
            self._update_undo()

    def _update_undo(self, _index: int | None = None) -> None:
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

    def _ask_pass(self, seat: int) -> None:
        self.inspector.clear()  # it may show a card of the hand that is leaving
        self.hover_zoom.show_card(None)
        self.status.clear()  # it may say why a hand card was refused
        self.scene.assist.hide_notice()
        self.pass_screen.ask(Seat(seat))
        self.pages.setCurrentWidget(self.pass_screen)

    def _seat_taken(self, seat: int) -> None:
        self.pass_screen.resuming = False
        if self.session is not None:
            self.session.take_seat(Seat(seat))
        self.pages.setCurrentWidget(self.table_page())
        self._update_undo()

    def _after_change(self) -> None:
        runner = self.bot_runner
        if runner is not None and runner.due() is not None:
            self._update_title()
            return  # bots are moving: the autosave waits for a person's turn (or the end)
        self.write_autosave_now()
        self._update_title()

    def _update_title(self, clean: bool | None = None) -> None:
        name = self.current_path.name if self.current_path else "Untitled game"
        if clean is None:
            clean = self.session is None or self.session.undo_stack.isClean()
        clean = clean and not self.resumed_unsaved  # resumed with moves its file does not hold
        self.setWindowTitle(f"{name}{'' if clean else ' *'} - {APP_NAME}")

    def _my_seat(self) -> Seat:
        return self.session.viewer if self.session is not None else Seat(0)

    def _request_mine(self, kind) -> None:
        if self.session is not None:
            self.session.request(kind(self._my_seat()))

    def roll(self) -> None:
        if self.session is not None:
            self.session.roll(self.dice_sides.value())

    def edit_die(self, key: str, kind, value: int) -> None:
        """A die double-clicked: a small number editor (0 takes the die off)."""
        from PySide6.QtWidgets import QInputDialog

        number, ok = QInputDialog.getInt(self, APP_NAME, f"{kind.value.title()} die (0 removes it):", value, 0, 99)
        if ok:
            self.scene.die_request(key, kind, number)

    # --- piles ----------------------------------------------------------------------------

    def browse_pile(self, seat: int, zone: Zone) -> None:
        """Look through a Discard Pile (top first) or search your own deck."""
        session = self.session
        if session is None:
            return
        if zone is Zone.DECK and isinstance(session, Session) and session.gesture_mode is GameMode.RULES:
            self.show_problem("The rules keep every deck hidden, its owner's too: search a deck only in sandbox mode")
            return
        cards = session.pile_cards(Seat(seat), zone)
        if cards is None:
            self.show_problem("you may only search your own deck")
            return
        name = session.board().seats[seat].name
        title = f"{name}'s {'Discard Pile' if zone is Zone.DISCARD else 'deck'} ({len(cards)} cards, top first)"

        def take(view: CardView) -> None:
            if view.instance is not None:
                session.request(DropInZone(known_key(view.instance), session.viewer, Zone.HAND))

        PileDialog(title, cards, self.inspector.show_card, take, self).exec()

    def make_session(self, game, bots: dict[Seat, BotKind] | None = None) -> Session | GsSession:
        if is_gs_game(game):
            from ge_desktop.ui.gs.session import GsSession

            return GsSession(game, hot_seat=self.prefs.hot_seat, bots=bots)
        session = Session(game, self.catalog.get, hot_seat=self.prefs.hot_seat, bots=bots)
        session.always_ask = self.prefs.always_ask_reactions
        return session

    def set_always_ask(self, on: bool) -> None:
        """Hot-seat: prompt every player after an answerable step, so holding no reaction stays secret."""
        from dataclasses import replace

        self.prefs = replace(self.prefs, always_ask_reactions=on)
        save_preferences(self.prefs)
        if self.session is not None:
            self.session.always_ask = on

    # --- other windows --------------------------------------------------------------------

    def edit_preferences(self) -> None:
        from ge_desktop.ui.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.prefs, self)
        if dialog.exec():
            self.apply_preferences(dialog.preferences())

    def apply_preferences(self, prefs: Preferences) -> None:
        self.prefs = prefs
        save_preferences(prefs)
        apply_theme(prefs.theme)
        self.view.set_felt(QColor(prefs.felt))
        self.scene.animator.duration_ms = prefs.animation.value
        if self.session is not None:
            self.session.hot_seat = prefs.hot_seat
        if self._card_size() != self.scene.card:
            self.scene.card = self._card_size()
            self.scene.clear_table()
            if self.session is not None:
                self.session.refresh()
            self.view.fit_to_window()

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
