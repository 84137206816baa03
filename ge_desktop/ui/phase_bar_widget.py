"""``PhaseBarWidget``: whose turn it is and the seven phases, the current one lit.

The phases are v2.1 *PLAYER TURN SEQUENCE*; before the first turn the bar says the
reserve fleets are being chosen, and after the last that the game is over.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ge_desktop.engine.terms import TURN_PHASES, GameMode, Phase
from ge_desktop.ui.board import Board

PHASE_LABELS = {
    Phase.ALLOCATION: "1 Allocation",
    Phase.ENGAGEMENT: "2 Engagement",
    Phase.PLAY_A: "3 Play A",
    Phase.WEAPONS_FIRE: "4 Weapons Fire",
    Phase.PLAY_B: "5 Play B",
    Phase.DISCARD: "6 Discard",
    Phase.DRAW: "7 Draw",
}
LIT = "background:#c9a646;color:#111;border-radius:4px;padding:2px 8px;font-weight:bold"
UNLIT = "color:palette(mid);padding:2px 8px"


class PhaseBarWidget(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        self.turn = QLabel()
        self.turn.setStyleSheet("font-weight:bold;padding-right:12px")
        layout.addWidget(self.turn)
        self.phases: dict[Phase, QLabel] = {}
        for phase in TURN_PHASES:
            label = QLabel(PHASE_LABELS[phase], alignment=Qt.AlignmentFlag.AlignCenter)
            self.phases[phase] = label
            layout.addWidget(label)
        layout.addStretch(1)
        self.mode = QLabel()
        layout.addWidget(self.mode)

    def show_board(self, board: Board) -> None:
        name = board.seats[board.active].name if board.seats else ""
        if board.over:
            winner = board.seats[board.winner].name if board.winner is not None else "nobody"
            self.turn.setText(f"Game over: {winner} wins")
        elif board.phase is Phase.RESERVE:
            self.turn.setText(f"Reserve fleets: {name} chooses")
        else:
            self.turn.setText(f"Complete turn {board.complete_turn}: {name} to play")
        for phase, label in self.phases.items():
            label.setStyleSheet(LIT if phase is board.phase else UNLIT)
        self.mode.setText("Sandbox: any card anywhere" if board.mode is GameMode.SANDBOX else "Rules enforced")

    def current_text(self) -> str:
        return next((label.text() for phase, label in self.phases.items() if label.styleSheet() == LIT), "")
