"""``CardTablePage``: Galactic Empires' table page in the main window (its registry entry's
``table_page`` part; ``ui/pages.py`` says what a page is).

The table (``TableScene`` in a ``TableView``) is one of the window's central pages; the Card
dock (``InspectorWidget``) sits above the game log, and the resolve-by-hand panel is a tab
beside it while the player at the screen resolves a manual card. The rules assist is wired
here: the scene asks the session for legal destinations, the phase bar shows its counters
and buttons, choices open a ``ChoiceDialog``, the end of the game a ``GameOverDialog``, and
F1 the rules help for the card under the cursor or the current phase (those prompts are in
``window_prompts.py``). Bot seats are played by a ``BotRunner`` (thinking off the GUI
thread). The page's Game menu actions are the table gestures (draw, shuffle, search, roll a
die, withdraw); its View menu actions zoom the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QInputDialog, QMainWindow, QPushButton, QSpinBox, QWidget, QWidgetAction

from ge_desktop.cards.model import Card
from ge_desktop.engine.game import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.paths import APP_NAME
from ge_desktop.rulesets.galactic_empires import Done, GameConfig, Option, Quit
from ge_desktop.rulesets.galactic_empires.terms import TURN_PHASES, DieKind, GameMode, Phase, Zone
from ge_desktop.ui.board import Board, CardView, ItemKey, known_key
from ge_desktop.ui.bot_runner import BotRunner
from ge_desktop.ui.choice_dialog import ChoiceDialog
from ge_desktop.ui.game_over_dialog import GameOverDialog
from ge_desktop.ui.game_setup import ready_game
from ge_desktop.ui.game_story import story
from ge_desktop.ui.hover_zoom import HoverZoom
from ge_desktop.ui.inspector_widget import InspectorWidget
from ge_desktop.ui.intents import DrawFromDeck, DropInZone, Intent, ShuffleDeck
from ge_desktop.ui.layout.geometry import Size
from ge_desktop.ui.manual_panel import ManualPanelWidget
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.pages import Bots, GameSession, GameSetup, TableHost, TablePageFactory
from ge_desktop.ui.pile_dialog import PileDialog
from ge_desktop.ui.preferences import Preferences
from ge_desktop.ui.problems import plain_refusal
from ge_desktop.ui.reaction_prompt import ReactionPromptDialog
from ge_desktop.ui.reserve_dialog import choose_reserve
from ge_desktop.ui.rules_help import RulesHelpDialog, help_sections
from ge_desktop.ui.session import Session
from ge_desktop.ui.table.scene import TableScene
from ge_desktop.ui.table.view import TableView
from ge_desktop.ui.volley_dialog import VolleyDialog
from ge_desktop.ui.window_prompts import EnginePromptsMixin

CARD_ASPECT = 88.0 / 63.0
RULES_HELP = "rules-help.md"  # the registry's ``rules_help`` part: resources/help/<this>


def card_size(prefs: Preferences) -> Size:
    width = prefs.card_width
    return Size(width, round(width * CARD_ASPECT))


class CardTablePage(EnginePromptsMixin):
    """The card table, its docks and its gestures for one window (made once, kept)."""

    def __init__(self, host: TableHost) -> None:
        self.host = host
        self.catalog = host.catalog
        self.session: Session | None = None
        self.bot_runner: BotRunner | None = None
        self.choice: ChoiceDialog | None = None
        self.reaction: ReactionPromptDialog | None = None
        self.volley: VolleyDialog | None = None
        self.game_over_dialog: GameOverDialog | None = None
        self.rules_help: RulesHelpDialog | None = None
        self._asked: tuple[int, str] | None = None  # (state version, what) last put to the player
        self.scene = TableScene(card_size(host.prefs), host.prefs.animation.value)
        self.view = TableView(self.scene)
        self.view.set_felt(QColor(host.prefs.felt))
        self.scene.browse_requested.connect(self.browse_pile)
        self.scene.die_edit_requested.connect(self.edit_die)
        self._build_docks()
        self._build_actions()
        host.phase_bar.draw_requested.connect(self._draw)
        host.phase_bar.suggest_requested.connect(lambda: self.session is not None and self.session.suggest_allocation())

    @property
    def window(self) -> QMainWindow:
        return self.host.window_widget()

    @property
    def widget(self) -> QWidget:
        return self.view

    # --- building ---------------------------------------------------------------------------

    def _build_docks(self) -> None:
        """The Card dock above the log; the resolve-by-hand panel a tab beside it (not in the
        View menu: it comes and goes with the card)."""
        self.inspector = InspectorWidget(self.scene.faces)
        self.card_dock = QDockWidget("Card", self.window)
        self.card_dock.setObjectName("Card")
        self.card_dock.setWidget(self.inspector)
        self.host.add_dock(self.card_dock, Qt.DockWidgetArea.RightDockWidgetArea)
        self.window.splitDockWidget(self.card_dock, self.host.docks[0], Qt.Orientation.Vertical)
        self.scene.card_hovered.connect(self.inspect)
        self.hover_zoom = HoverZoom(self.view, self.scene.faces)
        self.scene.card_hovered.connect(self.hover_zoom.show_card)
        self.manual_panel = ManualPanelWidget()
        self.manual_dock = QDockWidget("Resolve by hand", self.window)
        self.manual_dock.setObjectName("Resolve by hand")
        self.manual_dock.setWidget(self.manual_panel)
        self.manual_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.host.add_dock(self.manual_dock, Qt.DockWidgetArea.RightDockWidgetArea, in_view_menu=False)
        self.window.tabifyDockWidget(self.card_dock, self.manual_dock)
        self.manual_dock.hide()
        self.manual_dock.toggleViewAction().setVisible(False)
        self.manual_panel.play_requested.connect(lambda actions, text: self.session is not None and self.session.adjust(actions, text))
        self.manual_panel.done_requested.connect(self._manual_done)

    def _action(self, text: str, slot: Callable[..., object], shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        action = QAction(text, self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.act_zoom_in = self._action("Zoom &In", self.view.zoom_in, keys.ZoomIn)
        self.act_zoom_out = self._action("Zoom &Out", self.view.zoom_out, keys.ZoomOut)
        self.act_fit = self._action("&Fit to Window", self.view.fit_to_window, "Ctrl+0")
        self.act_actual = self._action("&Actual Size", self.view.actual_size, "Ctrl+1")
        # The Gamblers (v2.1 Variations) and the 1994 Basic Game (a player's voluntary
        # withdrawal): quit on your own turn before any action of it.
        self.act_gamble_quit = self._action("&Quit This Game (Withdraw)", lambda: self.session is not None and self.session.play([Quit()], "Quit the game"))
        self.act_gamble_quit.setEnabled(False)
        self.act_draw = self._action("&Draw a Card", lambda: self._request_mine(DrawFromDeck), "Ctrl+D")
        self.act_shuffle = self._action("&Shuffle My Deck", lambda: self._request_mine(ShuffleDeck))
        self.act_search = self._action("Searc&h My Deck...", lambda: self.browse_pile(self._my_seat(), Zone.DECK))
        self.act_roll = self._action("&Roll a Die", self.roll, "Ctrl+R")
        dice = QWidget()
        row = QHBoxLayout(dice)
        row.setContentsMargins(0, 0, 0, 0)
        self.dice_sides = QSpinBox(minimum=2, maximum=100, value=6, prefix="d")
        roll = QPushButton("Roll")
        roll.clicked.connect(self.roll)
        row.addWidget(self.dice_sides)
        row.addWidget(roll)
        self.act_dice = QWidgetAction(self.window)
        self.act_dice.setDefaultWidget(dice)

    def game_actions(self) -> Sequence[QAction]:
        return (self.act_gamble_quit, self.act_draw, self.act_shuffle, self.act_search, self.act_roll)

    def view_actions(self) -> Sequence[QAction]:
        return (self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_actual)

    def toolbar_actions(self) -> Sequence[QAction]:
        return (self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_dice)

    # --- a game ---------------------------------------------------------------------------------

    def make_session(self, game: Game, bots: Bots) -> GameSession:
        session = Session(game, self.catalog.get, hot_seat=self.host.prefs.hot_seat, bots=dict(bots))
        session.always_ask = self.host.prefs.always_ask_reactions
        return session

    def start(self, setup: GameSetup) -> Game | None:
        """The pregame played: a reserve larger than the game allows is chosen in a dialog
        (a bot chooses its own; hot-seat, the screen passes between the people)."""
        config = setup.config
        if not isinstance(config, GameConfig):
            raise TypeError(f"a Galactic Empires game starts from a GameConfig, not a {type(config).__name__}")
        people = config.player_count - len(setup.bots)
        return ready_game(config, self.catalog, choose_reserve(self.window, shared_screen=people > 1), dict(setup.bots))

    def show_session(self, session: GameSession) -> None:
        if not isinstance(session, Session):
            raise TypeError(f"the Galactic Empires table shows a Session, not a {type(session).__name__}")
        self.session = session
        self._asked = None
        self.host.phase_bar.set_phases(session.game.phases())  # the ruleset's phases (issue 14)
        self.card_dock.show()
        self.scene.intent_requested.connect(session.request)
        session.board_changed.connect(self.show_board)
        session.log_lines.connect(self._log)
        if not session.prologue and session.game.history:
            session.prologue = story(session.game, self.catalog)  # the log of a loaded or resumed game
        self.host.log_widget.set_lines(session.story())  # a new table, a new log
        session.private_notice.connect(self.show_private_notice)
        session.choice_requested.connect(self.show_choice)
        session.game_over.connect(self.show_game_over)
        session.volley_requested.connect(self.show_volley)
        session.courtesy_requested.connect(self.show_courtesy)
        self.scene.assist.drop_provider = session.drop_targets
        self.scene.assist.point_provider = session.point_targets
        self.scene.assist.weapon_provider = session.weapon_targets
        self.scene.clear_table()
        self.view.fit_pending = True
        self.host.show_table()
        session.refresh()
        self.view.fit_to_window()
        self.resume_bots()
        QTimer.singleShot(0, lambda: self._prefetch_faces(session))
        if session.game.is_terminal() and session.game.outcome is not None:  # a finished game opened or resumed
            QTimer.singleShot(0, lambda: self._show_the_end(session))

    def leave(self, session: GameSession) -> None:
        self.stop_bots()
        if isinstance(session, Session):
            self.scene.intent_requested.disconnect(session.request)
            for signal in (session.board_changed, session.log_lines, session.private_notice, session.choice_requested, session.game_over):
                signal.disconnect()
            for signal in (session.volley_requested, session.courtesy_requested):
                signal.disconnect()
        self.session = None
        self._asked = None
        self.manual_dock.hide()  # the next game shows it again if a card of it waits to be resolved by hand
        self.manual_panel.clear()
        self.card_dock.hide()

    def _show_the_end(self, session: Session) -> None:
        if self.session is session:
            self.show_game_over(session.game.outcome)

    def _prefetch_faces(self, session: Session) -> None:
        """Have every card of the game drawn ahead of need, after the faces on the table."""
        if self.session is not session:
            return  # another game came first
        ids = {card.info.card_id for card in session.game.state.cards}
        cards = [card for card in (self.catalog.get(card_id) for card_id in sorted(ids)) if card is not None]
        self.scene.prefetch_faces(cards)

    # --- bots -------------------------------------------------------------------------------------

    def stop_bots(self) -> None:
        if self.bot_runner is not None:
            self.bot_runner.stop()
            self.bot_runner = None

    def resume_bots(self) -> None:
        session = self.session
        if session is not None and session.bots and self.bot_runner is None:
            self.bot_runner = BotRunner(session, fast=self.host.act_fast_bots.isChecked())
            self.bot_runner.thinking_changed.connect(self._bot_thinking)

    def set_fast_bots(self, on: bool) -> None:
        if self.bot_runner is not None:
            self.bot_runner.set_fast(on)

    def bots_moving(self) -> bool:
        """Bots are moving: the autosave waits for a person's turn (or the end)."""
        return self.bot_runner is not None and self.bot_runner.due() is not None

    def _bot_thinking(self, on: bool) -> None:
        session = self.session
        if on and session is not None and session.game.to_act is not None:
            seat = session.game.to_act
            self.host.status.setText(f"{player_name(seat)} ({session.bots[seat].title.lower()}) is thinking...")

    # --- showing ------------------------------------------------------------------------------------

    def show_board(self, board: Board) -> None:
        session = self.session
        if session is None:
            return
        if session.waiting_for is None:
            self.host.return_to_table()  # an undo at the pass screen: the same player goes on
        self.scene.show_board(board)
        phase_bar = self.host.phase_bar
        phase_bar.show_board(board)
        status = session.status()
        phase_bar.show_status(status, session.at_screen)
        if session.mode is not session.gesture_mode:  # a manual card in rules mode
            phase_bar.mode.setText("Manual card: resolve it by hand (the Resolve by hand panel), then Done")
        self._show_manual(session)
        self._enable_actions(session, status.can_advance or bool(status.draws))
        tokens = tuple((t.point, t.count) for t in session.tokens())
        self.scene.show_assist(tokens, session.engagement_marks())
        self.scene.show_weapons(session.weapon_badges(), session.fire_targets())
        self._ask_what_the_engine_waits_for()
        if self.view.fit_pending:
            self.view.fit_to_window()

    def _enable_actions(self, session: Session, can_move_on: bool) -> None:
        over = session.game.is_terminal()
        self.host.act_next_phase.setEnabled(not over and session.at_screen and can_move_on)
        self.host.act_end_turn.setEnabled(not over and (session.at_screen or session.mode is GameMode.SANDBOX))
        gamblers = Option.GAMBLERS in getattr(session.game.config, "options", ())
        withdraw = gamblers or bool(getattr(session.game.state, "shared_deck", False))  # the Basic Game too
        self.act_gamble_quit.setEnabled(withdraw and not over and session.at_screen and session.game.is_legal(Quit()))
        for action in (self.act_draw, self.act_shuffle, self.act_roll):
            action.setEnabled(not over)
        # Rules enforced, a deck is never looked through (its order is hidden from its
        # owner too); in sandbox mode or while a manual card is resolved by hand it may be.
        self.act_search.setEnabled(not over and session.gesture_mode is GameMode.SANDBOX)

    def _show_manual(self, session: Session) -> None:
        """The panel while the player at the screen resolves a manual card, else hidden."""
        manual = session.manual_card()
        if manual is None:
            if self.manual_dock.isVisible():
                self.manual_dock.hide()
                self.card_dock.raise_()
            self.manual_panel.clear()  # it may name cards of a hand that is leaving the screen
            return
        self.manual_panel.show_manual(manual)
        if not self.manual_dock.isVisible():
            self.manual_dock.show()
            self.manual_dock.raise_()
            self.window.resizeDocks([self.manual_dock, self.host.docks[0]], [3, 2], Qt.Orientation.Vertical)  # the adjustments over the log

    def _manual_done(self) -> None:
        session = self.session
        if session is not None and self.manual_panel.manual is not None:
            session.play([Done()], f"Done resolving {self.manual_panel.manual.name}")

    def inspect(self, view: CardView | None) -> None:
        """Show a card in the inspector, with its unit's systems (EMF, Mine Deployment
        System, ...) that the table, drawn without table facts, does not carry."""
        if view is not None and self.session is not None:
            view = replace(view, systems=self.session.systems_of(view))
        self.inspector.show_card(view)

    def _log(self, lines: list[str]) -> None:
        self.host.log_widget.add_lines(lines)
        if lines:
            self.host.status.setText(lines[-1])

    def show_problem(self, text: str) -> None:
        """A refused action, in plain words, for the player at the screen only: on the table
        and in the status line (cleared when the screen passes), never in the shared log (a
        refusal may name a card of his hidden hand)."""
        if self.session is not None:
            text = plain_refusal(text, self.session.game, self.session.viewer)
        self.host.status.setText(text)
        self.scene.show_notice(text)

    def show_private_notice(self, text: str) -> None:
        """What only the player at the screen may know (a card a scout saw): on the table and
        in the status line, both cleared when the screen passes; never in the shared log."""
        self.host.status.setText(text)
        self.scene.show_notice(text)

    def before_pass(self) -> None:
        """The screen passes: nothing of the hand that is leaving stays on screen."""
        self.inspector.clear()
        self.hover_zoom.show_card(None)
        self.scene.assist.hide_notice()

    # --- gestures ------------------------------------------------------------------------------------

    def _my_seat(self) -> Seat:
        return self.session.viewer if self.session is not None else Seat(0)

    def _request_mine(self, kind: Callable[[Seat], Intent]) -> None:
        if self.session is not None:
            self.session.request(kind(self._my_seat()))

    def roll(self) -> None:
        if self.session is not None:
            self.session.roll(self.dice_sides.value())

    def edit_die(self, key: str, kind: DieKind, value: int) -> None:
        """A die double-clicked: a small number editor (0 takes the die off)."""
        number, ok = QInputDialog.getInt(self.window, APP_NAME, f"{kind.value.title()} die (0 removes it):", value, 0, 99)
        if ok:
            self.scene.die_request(ItemKey(key), kind, number)

    def browse_pile(self, seat: int, zone: Zone) -> None:
        """Look through a Discard Pile (top first) or search your own deck."""
        session = self.session
        if session is None:
            return
        if zone is Zone.DECK and session.gesture_mode is GameMode.RULES:
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

        PileDialog(title, cards, self.inspector.show_card, take, self.window).exec()

    # --- the window's requests -----------------------------------------------------------------------

    def show_rules_help(self) -> None:
        """F1: the rules of the card under the cursor, else of the current phase."""
        scene = self.scene
        key = scene.hovered if scene.hovered in scene.card_views else None
        card = scene.card_views[key].card if key is not None else None
        phase = scene.board.phase if scene.board is not None else None
        self.rules_help = RulesHelpDialog(section_key(card, phase), self.window, RULES_HELP)
        self.rules_help.open()

    def apply_preferences(self, prefs: Preferences) -> None:
        self.view.set_felt(QColor(prefs.felt))
        self.scene.animator.duration_ms = prefs.animation.value
        if self.session is not None:
            self.session.always_ask = prefs.always_ask_reactions
        if card_size(prefs) != self.scene.card:
            self.scene.card = card_size(prefs)
            self.scene.clear_table()
            if self.session is not None:
                self.session.refresh()
            self.view.fit_to_window()


def section_key(card: Card | None = None, phase: Phase | None = None) -> str:
    """The rules help section for a card (its type) or else a phase (or the player turn)."""
    sections = help_sections(RULES_HELP)
    if card is not None and f"type:{card.primary_type.value}" in sections:
        return f"type:{card.primary_type.value}"
    if phase is not None and phase in TURN_PHASES:
        return f"phase:{phase.value}"
    return "turn"


if TYPE_CHECKING:
    _MEETS_THE_PROTOCOL: TablePageFactory = CardTablePage  # mypy checks the registry part against ui/pages.py
