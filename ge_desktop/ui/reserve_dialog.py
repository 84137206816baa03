"""``ReserveDialog``: a player chooses his reserve fleet at the start of the game.

v2.1 CREATING THE RESERVE FLEET: each player sets aside "a number of cards equal to or less
than the number of players", chosen by the player at the start of the game. A deck file
may plan more (the LackeyCCG Ltd decks keep four in their ``Reserve Fleet`` zone); the
dialog lists the planned cards with a check box each and accepts at most the number the
game allows. The cards left out go into the deck. The window asks it through
``game_setup.ReserveChooser`` (``choose_reserve``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QMessageBox, QVBoxLayout, QWidget

from ge_desktop.engine import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import InstanceId
from ge_desktop.ui.game_setup import ReserveChooser
from ge_desktop.ui.observed import player_name


class ReserveDialog(QDialog):
    def __init__(self, game: Game, seat: Seat, planned: list[InstanceId], allowed: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.allowed = allowed
        deck = game.state.players[seat].deck_name
        self.setWindowTitle(f"Reserve fleet: {player_name(seat)}")
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        text = (
            f"{player_name(seat)}: the deck '{deck}' plans {len(planned)} reserve cards, and a game of "
            f"{game.state.player_count} players allows at most {allowed} (v2.1 CREATING THE RESERVE FLEET). "
            "Choose your reserve fleet; the cards you leave out go into your deck."
        )
        explanation = QLabel(text)
        explanation.setWordWrap(True)
        layout.addWidget(explanation)
        self.cards = QListWidget()
        for instance in planned:
            item = QListWidgetItem(game.state.cards[instance].info.label)
            item.setData(Qt.ItemDataRole.UserRole, instance)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.cards.addItem(item)
        self.cards.itemChanged.connect(self._count)
        layout.addWidget(self.cards)
        self.status = QLabel()
        layout.addWidget(self.status)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self._count()

    def items(self) -> list[QListWidgetItem]:
        return [self.cards.item(row) for row in range(self.cards.count())]

    def chosen(self) -> list[InstanceId]:
        return [item.data(Qt.ItemDataRole.UserRole) for item in self.items() if item.checkState() is Qt.CheckState.Checked]

    def _count(self, *_: object) -> None:
        count = len(self.chosen())
        too_many = count > self.allowed
        self.status.setText(f"{count} of at most {self.allowed} chosen" + (": leave some out" if too_many else ""))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not too_many)


def choose_reserve(parent: QWidget | None, shared_screen: bool = False) -> ReserveChooser:
    """A ``game_setup.ReserveChooser`` that asks with the dialog (modal). On a ``shared_screen``
    (hot-seat: more than one person at this computer) the screen is passed to the choosing
    player first, as before a turn: the dialog lists cards of that player's deck, which the
    others must not see."""

    def ask(game: Game, seat: Seat, planned: list[InstanceId], allowed: int) -> list[InstanceId]:
        if shared_screen:
            QMessageBox.information(
                parent,
                "Pass the screen",
                f"Pass the screen to {player_name(seat)}.\n\n"
                f"{player_name(seat)} chooses a reserve fleet from cards of their deck; the other players look away.",
            )
        dialog = ReserveDialog(game, seat, planned, allowed, parent)
        dialog.exec()
        return dialog.chosen()[:allowed]

    return ask
