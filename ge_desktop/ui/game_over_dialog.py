"""``GameOverDialog``: the end screen. Who won and how, each Sector HQ's damage, the turns.

v2.1 *[Victory conditions]*: a player is out when his Sector HQ takes 25 damage; the last
one standing wins (or, under the optional rule, the first to deal 50). A game stopped at
its complete-turn cap has no winner. The dialog offers to save the game record and to
start a new game; ``final_lines`` (no Qt) is the text it shows, from the game's outcome.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ge_desktop.engine import Game
from ge_desktop.ui.observed import player_name


def headline(game: Game) -> str:
    outcome = game.outcome
    if outcome is None:
        return "The game goes on"
    if not outcome.winners:
        return "No winner"
    return f"{' and '.join(player_name(seat) for seat in outcome.winners)} win{'s' if len(outcome.winners) == 1 else ''}"


def final_lines(game: Game) -> list[str]:
    """How the game ended, then one line per player: HQ damage taken and dealt."""
    outcome = game.outcome
    if outcome is None:
        return []
    lines = [f"{outcome.text}, after {outcome.complete_turns} complete turn{'s' if outcome.complete_turns != 1 else ''}."]
    for player in game.state.players:
        out = " (eliminated)" if player.eliminated else ""
        lines.append(f"{player_name(player.seat)} · {player.deck_name}: Sector HQ damage {player.hq_damage}, dealt {player.damage_dealt}{out}")
    return lines


class GameOverDialog(QDialog):
    def __init__(
        self,
        game: Game,
        save: Callable[[], object],
        new_game: Callable[[], object],
        parent: QWidget | None = None,
        next_in_series: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game over")
        self.setMinimumWidth(420)
        layout = QVBoxLayout(self)
        self.title = title = QLabel(headline(game), alignment=Qt.AlignmentFlag.AlignCenter)
        title.setStyleSheet("font-size:26px;font-weight:bold;padding:8px;color:#c9a646")
        layout.addWidget(title)
        self.details = QLabel("\n".join(final_lines(game)), wordWrap=True)
        layout.addWidget(self.details)
        row = QHBoxLayout()
        self.save_button = QPushButton("Save Replay...")
        self.save_button.setToolTip("Save the game's record: open it later to see the game again, or replay it with the command line")
        self.save_button.clicked.connect(save)
        self.new_button = QPushButton("New Game...")
        self.new_button.clicked.connect(self.accept)  # closed first, then the next step (slots run in order)
        self.new_button.clicked.connect(lambda: new_game())
        close = QPushButton("Close")
        close.clicked.connect(self.accept)
        buttons = [self.save_button, self.new_button, close]
        self.series_button: QPushButton | None = None
        if next_in_series is not None:  # The Gamblers: the next game, with the cards won and lost
            self.series_button = QPushButton("Next Game of the Series")
            self.series_button.setToolTip("The Gamblers: play on with the decks as they now stand")
            self.series_button.clicked.connect(self.accept)
            self.series_button.clicked.connect(lambda: next_in_series())
            buttons.insert(0, self.series_button)
        for button in buttons:
            row.addWidget(button)
        layout.addLayout(row)
