"""``PileDialog``: look through a pile (a Discard Pile in order, or your own deck).

The cards come from the board or, for a deck search, from the session, which gives
only the viewer's own deck. Selecting a card shows it in the inspector; "Take into
hand" asks for the move like any gesture.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from ge_desktop.ui.board import CardView


class PileDialog(QDialog):
    def __init__(
        self,
        title: str,
        cards: list[CardView],
        on_hover: Callable[[CardView], None],
        on_take: Callable[[CardView], None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(360, 480)
        self.cards = cards
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        for index, view in enumerate(cards):
            label = view.card.label if view.card is not None else "a face-down card"
            item = QListWidgetItem(f"{index + 1}. {label}")
            item.setData(Qt.ItemDataRole.UserRole, index)
            self.list.addItem(item)
        self.list.currentRowChanged.connect(lambda row: on_hover(cards[row]) if 0 <= row < len(cards) else None)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        if on_take is not None:
            take = QPushButton("Take into hand")
            take.clicked.connect(lambda: self._take(on_take))
            buttons.addButton(take, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _take(self, on_take: Callable[[CardView], None]) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.cards):
            on_take(self.cards[row])
            self.accept()
