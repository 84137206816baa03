"""The two views of a card list: a grid of faces and a sortable table.

Both let cards be dragged out (to the deck builder) and, when ``accepts_deck_drops`` is
on, take cards dragged back in from a deck (which removes them from it). Keys act on the
current card: Enter or + "activates" it (the deck builder adds it to the main deck),
R or Shift+Enter sends it to the reserve fleet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QListView, QTableView, QWidget

from ge_desktop.ui.browser.card_model import BROWSER_SOURCE, CardListModel, decode_card_ids
from ge_desktop.ui.browser.faces import THUMB_WIDTH, card_height

_ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Plus, Qt.Key.Key_Insert)

if TYPE_CHECKING:  # the mixin is only ever mixed into an item view: mypy checks it as one
    _ItemView = QAbstractItemView
else:
    _ItemView = object


class _CardViewMixin(_ItemView):
    """Shared drag, drop and key handling of the grid and the table.

    Each view class declares the signals (Qt needs them on the QObject class itself):
    ``card_activated(id)`` adds to the main deck, ``card_to_reserve(id)`` to the reserve,
    ``deck_cards_dropped(source, ids)`` reports cards dragged back from a deck section.
    """

    accepts_deck_drops = False
    card_model: CardListModel
    card_activated: ClassVar[Signal]
    card_to_reserve: ClassVar[Signal]
    deck_cards_dropped: ClassVar[Signal]

    def _setup(self) -> None:
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.doubleClicked.connect(self._activate_index)

    def current_card_id(self) -> str | None:
        card = self.card_model.card_at(self.currentIndex())
        return card.id if card is not None else None

    def _activate_index(self, index: QModelIndex) -> None:
        card = self.card_model.card_at(index)
        if card is not None:
            self.card_activated.emit(card.id)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        card_id = self.current_card_id()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if card_id and (event.key() == Qt.Key.Key_R or (event.key() in _ACTIVATE_KEYS and shift)):
            self.card_to_reserve.emit(card_id)
        elif card_id and event.key() in _ACTIVATE_KEYS:
            self.card_activated.emit(card_id)
        else:
            super().keyPressEvent(event)

    def _deck_drag(self, event: QDropEvent) -> tuple[str, list[str]] | None:
        decoded = decode_card_ids(event.mimeData())
        if not self.accepts_deck_drops or decoded is None or decoded[0] == BROWSER_SOURCE:
            return None
        return decoded

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._deck_drag(event):
            event.acceptProposedAction()
        elif decode_card_ids(event.mimeData()) is not None and event.source() is self:
            event.ignore()  # a drag that starts here goes elsewhere; never re-orders the list
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._deck_drag(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        decoded = self._deck_drag(event)
        if decoded:
            self.deck_cards_dropped.emit(*decoded)
            event.acceptProposedAction()
        else:
            event.ignore()


class CardGridView(_CardViewMixin, QListView):
    """Card faces in a wrapping grid."""

    card_activated = Signal(str)
    card_to_reserve = Signal(str)
    deck_cards_dropped = Signal(str, list)

    def __init__(self, model: CardListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_model = model
        model.show_faces = True
        self.setModel(model)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setIconSize(QSize(THUMB_WIDTH, card_height(THUMB_WIDTH)))
        self.setGridSize(QSize(THUMB_WIDTH + 14, card_height(THUMB_WIDTH) + 26))
        self.setUniformItemSizes(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setWordWrap(False)
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(200)
        self._setup()


class CardTableView(_CardViewMixin, QTableView):
    """Cards as sortable rows: code, title, empire, requirements, set."""

    card_activated = Signal(str)
    card_to_reserve = Signal(str)
    deck_cards_dropped = Signal(str, list)

    def __init__(self, model: CardListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card_model = model
        self.setModel(model)
        self.setSortingEnabled(True)
        self.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(22)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for column, width in enumerate((60, 220, 170, 150)):
            self.setColumnWidth(column, width)
        self._setup()
