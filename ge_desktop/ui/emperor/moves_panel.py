"""``MovesPanelWidget``: the Moves dock of a Galactic Emperor table: who the game waits for,
the legal moves of the player at the screen in words (double-click or **Play** plays one),
and **Done** to end his turn in the step. Every move a drag can make is also here, so the
board can be played from the keyboard. It emits requests; the page plays them."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_emperor import actions as A


class MovesPanelWidget(QWidget):
    play_requested = Signal(object)  # Action

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.waiting = QLabel(wordWrap=True)
        self.waiting.setStyleSheet("font-weight:bold")
        layout.addWidget(self.waiting)
        self.heading = QLabel()
        layout.addWidget(self.heading)
        self.action_list = QListWidget()
        self.action_list.itemDoubleClicked.connect(self._play_item)
        layout.addWidget(self.action_list, 1)
        row = QHBoxLayout()
        self.play_button = QPushButton("Play")
        self.play_button.clicked.connect(self._play_current)
        self.done_button = QPushButton("Done")
        self.done_button.setToolTip("End your turn in this step")
        self.done_button.clicked.connect(lambda: self.play_requested.emit(A.Done()))
        row.addWidget(self.play_button)
        row.addWidget(self.done_button)
        layout.addLayout(row)

    def show_moves(self, waiting: str, moves: list[tuple[str, Action]]) -> None:
        self.waiting.setText(waiting)
        self.heading.setText("Your moves (drag on the board, or pick one here):" if moves else "")
        self.action_list.clear()
        for text, action in moves:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, action)
            item.setToolTip(action.notation())
            self.action_list.addItem(item)
        self.play_button.setEnabled(bool(moves))
        self.done_button.setEnabled(any(isinstance(a, A.Done) for _, a in moves))

    def texts(self) -> list[str]:
        items = [self.action_list.item(r) for r in range(self.action_list.count())]
        return [self.waiting.text(), self.heading.text(), *(i.text() for i in items), *(i.toolTip() for i in items)]

    def select(self, action: Action) -> bool:
        """Select the line of ``action`` (tests and the keyboard); False if it is not listed."""
        for row in range(self.action_list.count()):
            if self.action_list.item(row).data(Qt.ItemDataRole.UserRole) == action:
                self.action_list.setCurrentRow(row)
                return True
        return False

    def _play_item(self, item: QListWidgetItem) -> None:
        self.play_requested.emit(item.data(Qt.ItemDataRole.UserRole))

    def _play_current(self) -> None:
        item = self.action_list.currentItem()
        if item is not None:
            self._play_item(item)
