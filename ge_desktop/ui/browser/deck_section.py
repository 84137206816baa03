"""One section of the deck being built (main deck or reserve fleet) as a list of counted cards.

``DeckSectionWidget`` shows ``count  code  title`` rows, takes cards dropped from the
browser or the other section, lets its own cards be dragged out (back to the browser to
remove them, or to the other section to move them), and answers keys: + adds a copy,
- / Delete / Backspace removes one, double-click removes one. It never changes the deck
itself: it asks, through signals, and the deck builder redraws it from the ``DeckDraft``.
Rows of cards that break a stocking rule are tinted and carry the rule in their tooltip.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QDragEnterEvent, QDragMoveEvent, QDropEvent, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem, QWidget

from ge_desktop.cards.decks import Section
from ge_desktop.ui.browser.card_model import CARD_MIME, decode_card_ids, encode_card_ids
from ge_desktop.ui.browser.deck_draft import DraftEntry

CARD_ID = Qt.ItemDataRole.UserRole + 1
PROBLEM_TINT = QColor(255, 205, 200)
_REMOVE_KEYS = (Qt.Key.Key_Minus, Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
_ADD_KEYS = (Qt.Key.Key_Plus, Qt.Key.Key_Equal)


class DeckSectionWidget(QTreeWidget):
    """The counted cards of one deck section."""

    cards_dropped = Signal(str, list)  # (BROWSER_SOURCE or a Section value, card ids) dropped here
    add_requested = Signal(str)  # one more copy of this card id
    remove_requested = Signal(str)  # one copy fewer
    current_card_changed = Signal(str)  # card id of the current row ("" for none)

    def __init__(self, section: Section, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.section = section
        self.setObjectName(f"deck-{section.value}")
        self.setHeaderLabels(["#", "Code", "Title"])
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setColumnWidth(0, 34)
        self.setColumnWidth(1, 58)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.itemDoubleClicked.connect(lambda item, _column: self.remove_requested.emit(item.data(0, CARD_ID)))
        self.currentItemChanged.connect(lambda item, _old: self.current_card_changed.emit(item.data(0, CARD_ID) if item else ""))

    # --- showing ------------------------------------------------------------------------

    def show_entries(self, entries: list[DraftEntry], problems: dict[str, str]) -> None:
        """Redraw from the draft; ``problems`` maps a card id to the rules it breaks."""
        current = self.current_card_id()
        self.blockSignals(True)
        self.clear()
        for entry in entries:
            item = QTreeWidgetItem([str(entry.count), entry.card.code, entry.card.title])
            item.setData(0, CARD_ID, entry.card.id)
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            problem = problems.get(entry.card.id)
            if problem:
                for column in range(3):
                    item.setBackground(column, QBrush(PROBLEM_TINT))
                    item.setToolTip(column, problem)
            self.addTopLevelItem(item)
        self.blockSignals(False)
        if current:
            self.select_cards([current], scroll=False)

    def current_card_id(self) -> str:
        item = self.currentItem()
        return item.data(0, CARD_ID) if item is not None else ""

    def _rows(self) -> list[QTreeWidgetItem]:
        return [item for i in range(self.topLevelItemCount()) if (item := self.topLevelItem(i)) is not None]

    def card_ids(self) -> list[str]:
        return [item.data(0, CARD_ID) for item in self._rows()]

    def item_for(self, card_id: str) -> QTreeWidgetItem | None:
        return next((item for item in self._rows() if item.data(0, CARD_ID) == card_id), None)

    def select_cards(self, card_ids: Iterable[str], scroll: bool = True) -> int:
        """Select the rows of these cards (the first becomes current); how many were found."""
        self.clearSelection()
        items = [item for item in map(self.item_for, card_ids) if item is not None]
        if items:
            self.setCurrentItem(items[0])
            for item in items[1:]:
                item.setSelected(True)
            if scroll:
                self.scrollToItem(items[0])
        return len(items)

    # --- keys, drag and drop ------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        card_id = self.current_card_id()
        if card_id and event.key() in _REMOVE_KEYS:
            self.remove_requested.emit(card_id)
        elif card_id and event.key() in _ADD_KEYS:
            self.add_requested.emit(card_id)
        else:
            super().keyPressEvent(event)

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, items: Sequence[QTreeWidgetItem]) -> QMimeData:
        return encode_card_ids([item.data(0, CARD_ID) for item in items], self.section.value)

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def _incoming(self, event: QDropEvent) -> tuple[str, list[str]] | None:
        decoded = decode_card_ids(event.mimeData())
        if decoded is None or decoded[0] == self.section.value:
            return None  # not cards, or cards of this very section
        return decoded

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._incoming(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._incoming(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        incoming = self._incoming(event)
        if incoming:
            self.cards_dropped.emit(*incoming)
            event.acceptProposedAction()
        else:
            event.ignore()
