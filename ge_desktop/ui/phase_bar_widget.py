"""``PhaseBarWidget``: whose turn it is, the phases of a turn (the current one lit), the counters
and the buttons that move the turn on.

The phases come from the game's ruleset (``set_phases(game.phases())``, issue 14): for
Galactic Empires v2.1 *PLAYER TURN SEQUENCE*, for Galactic Supremacy its *TURN SEQUENCE*
(``show_turn`` lights one; the counters and draw buttons are Galactic Empires'). Before the first turn the bar says the
reserve fleets are being chosen, and after the last that the game is over. The counters
are the rules assist's ``TurnStatus``: Card Plays left of 3, command slots used of those
available, points not yet allocated (each with a tooltip saying the rule), and the turn's
limit on plays ("Terrain only" in a player's first turn), so it is read before a drop; in
the Allocation Phase a count says how many points one token drop gives ("×3"). **Next Phase** is enabled only when the engine says
leaving the phase is legal; in the Draw Cards Phase one button per legal draw ends the
turn; in the Allocation Phase **Suggest** offers to allocate so as to engage as many cards
as possible. A sandbox table (any card anywhere) shows none of the counters nor Suggest:
nothing there is counted. While a bot works out its move the bar says so ("Player 2 (bot) is thinking...").
The bar emits requests; the window hands them to the session.

The bar fits a 1024-px window whatever the phase: the phases not current show their number
only (the name in a tooltip), the draw buttons say "Draw 2" (the whole sentence in the
tooltip), and the mode sits in the window's status bar, so the bar never widens the window.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from ge_desktop.rulesets.galactic_empires.terms import TURN_PHASES, GameMode, Phase
from ge_desktop.ui.assist import TurnStatus, describe_draw
from ge_desktop.ui.board import Board

PHASE_NAMES = {
    Phase.ALLOCATION: "Allocation",
    Phase.ENGAGEMENT: "Engagement",
    Phase.PLAY_A: "Play A",
    Phase.WEAPONS_FIRE: "Weapons Fire",
    Phase.PLAY_B: "Play B",
    Phase.DISCARD: "Discard",
    Phase.DRAW: "Draw",
}
PHASE_LABELS: dict[Enum, str] = {phase: f"{index} {name}" for index, (phase, name) in enumerate(PHASE_NAMES.items(), start=1)}
LIT = "background:#c9a646;color:#111;border-radius:4px;padding:2px 8px;font-weight:bold"
UNLIT = "color:palette(mid);padding:2px 8px"
COUNTER = "padding:2px 8px;border:1px solid palette(mid);border-radius:4px"
LIMIT = "background:#7a3b12;color:white;border-radius:4px;padding:2px 8px"
LIMIT_WORDS = {"First turn": "Terrain only", "Second turn": "One ship"}  # the short label; the sentence in its tooltip
THINKING = "background:#2f6f9f;color:white;border-radius:4px;padding:2px 8px;font-style:italic"
MAX_DRAW_BUTTONS = 3
MAX_PER_DROP = 20


class PhaseBarWidget(QWidget):
    next_requested = Signal()
    draw_requested = Signal(int)  # how many cards
    suggest_requested = Signal()
    per_drop_changed = Signal(int)  # points a token dropped on a card gives at once
    help_requested = Signal(object)  # the Phase whose rules to show

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        self.turn = QLabel()
        self.turn.setStyleSheet("font-weight:bold;padding-right:12px")
        layout.addWidget(self.turn)
        self.phases: dict[Enum, QLabel] = {}
        self.labels: dict[Enum, str] = {}
        self._phase_row = QHBoxLayout()
        self._phase_row.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._phase_row)
        self.set_phases(TURN_PHASES)
        self.phase: Enum = Phase.RESERVE
        self.sandbox = False  # a sandbox table: no counters, no Suggest
        self._build_counters(layout)
        self._build_buttons(layout)
        self.thinking = QLabel()  # "Player 2 (bot) is thinking...": the table waits on a bot
        self.thinking.setStyleSheet(THINKING)
        self.thinking.hide()
        layout.addWidget(self.thinking)
        layout.addStretch(1)
        self.mode = QLabel()  # the window puts it in its status bar

    def set_phases(self, phases: Sequence[Enum], names: dict[Enum, str] | None = None) -> None:
        """Show ``phases`` (the ruleset's, in order); ``names``: their titles (default: the
        Galactic Empires names, else the enum value in words)."""
        if tuple(self.phases) == tuple(phases):
            return
        for label in self.phases.values():
            self._phase_row.removeWidget(label)
            label.hide()  # gone now: a label waiting for deletion would still paint under the new ones
            label.deleteLater()
        self.phases, self.labels = {}, {}
        for index, phase in enumerate(phases, start=1):
            name = (names or {}).get(phase) or PHASE_NAMES.get(phase) or str(phase.value).replace("_", " ").title()  # type: ignore[call-overload]
            self.labels[phase] = f"{index} {name}"
            label = QLabel(str(index), alignment=Qt.AlignmentFlag.AlignCenter)
            label.setToolTip(f"{self.labels[phase]} Phase (F1: the rules of this phase)")
            label.setStyleSheet(UNLIT)
            self.phases[phase] = label
            self._phase_row.addWidget(label)

    def light(self, phase: Enum) -> None:
        """Light ``phase`` (its number and name); the others show their number only."""
        self.phase = phase
        for each, label in self.phases.items():
            lit = each is phase
            label.setStyleSheet(LIT if lit else UNLIT)
            label.setText(self.labels[each] if lit else self.labels[each].split()[0])

    def show_turn(self, text: str, phase: Enum, tooltip: str = "") -> None:
        """Another game's turn: the line, the lit phase; the Galactic Empires counters hidden
        (``next`` stays for the window to enable)."""
        self.turn.setText(text)
        self.turn.setToolTip(tooltip)
        self.light(phase)
        for widget in (self.plays, self.slots, self.points, self.per_drop, self.limits, self.suggest, *self.draws):
            widget.setVisible(False)
        self.next.setVisible(True)
        self.mode.setText("Rules enforced")

    def _build_counters(self, layout: QHBoxLayout) -> None:
        self.plays = QLabel()
        self.plays.setToolTip("Card Plays left this turn (v2.1: at most 3 per player turn)")
        self.slots = QLabel()
        self.slots.setToolTip("Command slots used / available (v2.1 [Command limit])")
        self.points = QLabel()
        self.points.setToolTip("Points generated and not yet allocated (unused points are lost)")
        self.limits = QLabel()  # "Terrain only": the turn's limit on plays, read before any drop
        for label in (self.plays, self.slots, self.points):
            label.setStyleSheet(COUNTER)
            layout.addWidget(label)
        self.per_drop = QSpinBox(minimum=1, maximum=MAX_PER_DROP, value=1, prefix="×")
        self.per_drop.setToolTip("Points per drop: a token dropped (or clicked) onto a card gives this many at once, as many as the card takes")
        self.per_drop.valueChanged.connect(self.per_drop_changed)
        layout.addWidget(self.per_drop)
        self.limits.setStyleSheet(LIMIT)
        layout.addWidget(self.limits)

    def _build_buttons(self, layout: QHBoxLayout) -> None:
        self.suggest = QPushButton("Suggest")
        self.suggest.setToolTip("Allocate so as to engage as many cards as possible (you confirm first)")
        self.suggest.clicked.connect(self.suggest_requested)
        layout.addWidget(self.suggest)
        self.next = QPushButton("Next Phase")
        self.next.setToolTip("End this phase (enabled when the rules allow leaving it)")
        self.next.clicked.connect(self.next_requested)
        layout.addWidget(self.next)
        self.draws: list[QPushButton] = []
        for _ in range(MAX_DRAW_BUTTONS):
            button = QPushButton()
            button.clicked.connect(lambda _=False, b=button: self.draw_requested.emit(b.property("count")))
            button.hide()
            self.draws.append(button)
            layout.addWidget(button)

    def show_board(self, board: Board) -> None:
        name = board.seats[board.active].name if board.seats else ""
        if board.over:
            winner = board.seats[board.winner].name if board.winner is not None else "nobody"
            self.turn.setText(f"Game over: {winner} wins")
        elif board.phase is Phase.RESERVE:
            self.turn.setText(f"Reserve fleets: {name} chooses")
        else:
            self.turn.setText(f"Turn {board.complete_turn}: {name}")
            self.turn.setToolTip(f"Complete turn {board.complete_turn}: {name} to play")
        self.light(board.phase)
        self.sandbox = board.mode is GameMode.SANDBOX and not board.by_hand
        self.mode.setText("Sandbox: any card anywhere" if board.mode is GameMode.SANDBOX else "Rules enforced")

    def show_status(self, status: TurnStatus, at_screen: bool) -> None:
        """Counters and buttons for the player to act; buttons only for the one at the screen."""
        live = status.seat is not None and not self.sandbox and self.thinking.isHidden()  # a sandbox table counts nothing
        self.plays.setText(f"Plays left {status.plays_left}" if live else "")
        self.slots.setText(f"Slots {status.slots_text}" if live else "")
        self.points.setText(f"Unallocated {status.unallocated}" if live else "")
        self.plays.setToolTip(
            f"Card Plays left this turn: {status.plays_left}. v2.1: at most 3 card plays per player turn "
            "(playing a card, a reserve swap); reactions and card actions do not count"
        )
        self.slots.setToolTip(
            f"Command slots used / available: {status.slots_text}. Each ship, base or dragon (and some other cards) "
            "in your fleet takes a slot; your Sector HQ and cards such as crews give more (v2.1 [Command limit])"
        )
        limits = status.limits if live and status.phase.is_card_play else ()  # they limit card plays
        self.limits.setText(" · ".join(LIMIT_WORDS.get(text.split(":")[0], text) for text in limits))
        self.limits.setToolTip("\n".join(limits))
        self.next.setEnabled(at_screen and status.can_advance)
        self.suggest.setEnabled(at_screen and status.unallocated > 0)
        draws = status.draws if at_screen else ()
        for index, button in enumerate(self.draws):
            if index < len(draws):
                button.setProperty("count", draws[index].count)
                button.setText(f"Draw {draws[index].count}")
                button.setToolTip(describe_draw(draws[index].count))
        shown: dict[QWidget, bool] = {
            self.plays: live,
            self.slots: live,
            self.points: live and status.phase is Phase.ALLOCATION,
            self.per_drop: live and status.phase is Phase.ALLOCATION,
            self.limits: bool(limits),
            self.next: status.phase is not Phase.DRAW,
            self.suggest: live and status.phase is Phase.ALLOCATION,
            **{button: index < len(draws) for index, button in enumerate(self.draws)},
        }
        # hide before showing: showing a widget lays the window out at once, and the bar
        # must never be wider for a moment than it ends up (that widened the window)
        for widget, visible in sorted(shown.items(), key=lambda item: item[1]):
            widget.setVisible(visible)

    def show_thinking(self, text: str | None) -> None:
        """Say that a bot is working out its move (None: no bot is). Its counters and
        Suggest make room meanwhile (they are the bot's, and the bar must fit 1024 px); the
        next ``show_status`` brings them back."""
        if text:
            for widget in (self.plays, self.slots, self.points, self.per_drop, self.limits, self.suggest, *self.draws):
                widget.setVisible(False)
        self.thinking.setText(text or "")
        self.thinking.setVisible(bool(text))

    def draw_button(self, count: int) -> QPushButton | None:
        return next((b for b in self.draws if not b.isHidden() and b.property("count") == count), None)

    def current_text(self) -> str:
        return next((self.labels[phase] for phase, label in self.phases.items() if label.styleSheet() == LIT), "")
