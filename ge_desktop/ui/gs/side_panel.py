"""``GsSidePanelWidget``: beside the Galactic Supremacy table, the rules assist in words.

Top to bottom: the card under the mouse or selected (its face, large, and its text); what
the game waits for; the legal moves of the player at the screen (all of them, or those
naming the selected card), each played by a double-click or **Play**; **Offer a Trade...**
when the rules allow an offer; and what the player's own Spy or Strategic Planning showed
him this turn (his observation carries it, so no one else's screen ever lists it).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_supremacy.cards import CardDef
from ge_desktop.ui.gs.faces import face_pixmap

PREVIEW_WIDTH = 110
ACTION_ROLE = Qt.ItemDataRole.UserRole


class GsSidePanelWidget(QWidget):
    play_requested = Signal(object)  # Action
    offer_requested = Signal()
    clear_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.preview = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumHeight(round(PREVIEW_WIDTH * 88 / 63))
        layout.addWidget(self.preview)
        self.card_text = QLabel(wordWrap=True)
        layout.addWidget(self.card_text)
        self.waiting = QLabel(wordWrap=True)
        self.waiting.setStyleSheet("font-weight:bold")
        layout.addWidget(self.waiting)
        self.heading = QLabel()
        layout.addWidget(self.heading)
        self.action_list = QListWidget()
        self.action_list.setWordWrap(True)
        self.action_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.action_list.itemDoubleClicked.connect(self._play_item)
        self.action_list.itemActivated.connect(self._play_item)
        layout.addWidget(self.action_list, 1)
        self.play = QPushButton("Play")
        self.play.clicked.connect(self._play_current)
        self.show_all = QPushButton("All Moves")
        self.show_all.setToolTip("Show every legal move, not only those of the selected card")
        self.show_all.clicked.connect(self.clear_requested)
        self.offer = QPushButton("Offer a Trade...")
        self.offer.setToolTip("Trade & negotiations: offer cards and credits to another player, who accepts or refuses")
        self.offer.clicked.connect(self.offer_requested)
        for button in (self.play, self.show_all, self.offer):
            layout.addWidget(button)
        self.peeks_label = QLabel("What you saw this turn")
        self.peeks = QListWidget()
        self.peeks.setMaximumHeight(110)
        layout.addWidget(self.peeks_label)
        layout.addWidget(self.peeks)
        self.setMinimumWidth(190)

    def show_card(self, card: CardDef | None) -> None:
        self.preview.setVisible(card is not None)  # no empty frame above the moves
        self.card_text.setVisible(card is not None)
        if card is None:
            self.preview.clear()
            self.card_text.clear()
            return
        self.preview.setPixmap(face_pixmap(card).scaledToWidth(PREVIEW_WIDTH, Qt.TransformationMode.SmoothTransformation))
        self.card_text.setText(f"<b>{card.name}</b> ({card.kind.value})<br>{card.text}")

    def show_moves(self, waiting: str, heading: str, moves: list[tuple[str, Action]], can_offer: bool) -> None:
        self.waiting.setText(waiting)
        self.heading.setText(heading)
        self.action_list.clear()
        for text, action in moves:
            item = QListWidgetItem(text)
            item.setData(ACTION_ROLE, action)
            item.setToolTip(action.notation())
            self.action_list.addItem(item)
        self.play.setEnabled(bool(moves))
        self.offer.setEnabled(can_offer)

    def show_peeks(self, lines: list[str]) -> None:
        self.peeks.clear()
        self.peeks.addItems(lines)
        self.peeks_label.setVisible(bool(lines))
        self.peeks.setVisible(bool(lines))

    def item_for(self, text: str) -> QListWidgetItem | None:
        """The listed move reading ``text`` (tests pick moves by their words)."""
        found = self.action_list.findItems(text, Qt.MatchFlag.MatchExactly)
        return found[0] if found else None

    def _play_item(self, item: QListWidgetItem) -> None:
        self.play_requested.emit(item.data(ACTION_ROLE))

    def _play_current(self) -> None:
        item = self.action_list.currentItem()
        if item is not None:
            self._play_item(item)
