"""The Qt model of a list of cards, shared by the browser's grid and its sortable table.

The model holds the cards a search returned; sorting goes through ``search.sort_cards`` (so
the table and the code order agree), faces come from ``faces`` only when a view asks to
draw them (a placeholder first, the face a moment later, a few per event-loop turn), and dragging cards out carries their ids (``CARD_MIME``) so the deck
builder can take them.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from enum import IntEnum

from PySide6.QtCore import QAbstractTableModel, QMimeData, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer
from PySide6.QtGui import QPixmap

from ge_desktop.cards.levels import card_level
from ge_desktop.cards.model import NOT_PRINTED, Card, Provenance
from ge_desktop.cards.search import SortKey, sort_cards
from ge_desktop.ui.browser.faces import THUMB_WIDTH, face_pixmap, placeholder_pixmap, remembered_pixmap

CARD_MIME = "application/x-ge-desktop-card-ids"
BROWSER_SOURCE = "browser"  # drag source of cards from the catalog; a deck section's is its Section value
FACES_PER_TICK = 4  # faces drawn per event-loop turn (about 5-9 ms each): input stays responsive
CARD_ID_ROLE = Qt.ItemDataRole.UserRole + 1

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()  # the invisible root: a list model's rows hang from it


class CardColumn(IntEnum):
    CODE = 0
    TITLE = 1
    EMPIRE = 2
    REQUIRES = 3
    SET = 4
    LEVEL = 5


_HEADERS = {
    CardColumn.CODE: "Code",
    CardColumn.TITLE: "Title",
    CardColumn.EMPIRE: "Empire",
    CardColumn.REQUIRES: "Requires",
    CardColumn.SET: "Set",
    CardColumn.LEVEL: "Level",
}
_SORT_BY_COLUMN = {
    CardColumn.CODE: SortKey.CODE,
    CardColumn.TITLE: SortKey.TITLE,
    CardColumn.EMPIRE: SortKey.EMPIRE,
    CardColumn.REQUIRES: SortKey.CODE,
    CardColumn.SET: SortKey.SET,
    CardColumn.LEVEL: SortKey.LEVEL,
}


def encode_card_ids(ids: list[str], source: str) -> QMimeData:
    """Drag data: where the cards come from (``BROWSER_SOURCE`` or a ``Section`` value) and their ids."""
    mime = QMimeData()
    mime.setData(CARD_MIME, "\n".join([source, *ids]).encode("utf-8"))
    mime.setText("\n".join(ids))
    return mime


def decode_card_ids(mime: QMimeData) -> tuple[str, list[str]] | None:
    """``(source, ids)`` from drag data, or None when the drag holds no cards."""
    if not mime.hasFormat(CARD_MIME):
        return None
    lines = bytes(mime.data(CARD_MIME).data()).decode("utf-8").split("\n")
    return lines[0], [line for line in lines[1:] if line]


class CardListModel(QAbstractTableModel):
    """Cards in rows, their printed facts in columns, faces as decorations of column 0."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards: list[Card] = []
        self._sort = (SortKey.CODE, False)
        self.show_faces = False
        self.face_width = THUMB_WIDTH
        self._waiting: OrderedDict[str, Card] = OrderedDict()  # faces asked for, not drawn yet
        self._face_timer = QTimer(self, singleShot=True, interval=0)
        self._face_timer.timeout.connect(self._draw_waiting_faces)

    # --- contents -----------------------------------------------------------------------

    def set_cards(self, cards: list[Card]) -> None:
        """Show these cards, in the current sort order."""
        self.beginResetModel()
        self._waiting.clear()  # faces of cards no longer shown are not worth drawing
        key, descending = self._sort
        self._cards = cards if key is SortKey.CODE and not descending else sort_cards(cards, key, descending)
        self.endResetModel()

    def card(self, row: int) -> Card:
        return self._cards[row]

    def card_at(self, index: _Index) -> Card | None:
        return self._cards[index.row()] if index.isValid() and index.row() < len(self._cards) else None

    def cards(self) -> list[Card]:
        return list(self._cards)

    def row_of(self, card_id: str) -> int | None:
        return next((i for i, c in enumerate(self._cards) if c.id == card_id), None)

    # --- Qt model API -------------------------------------------------------------------

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(CardColumn)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> str | None:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return _HEADERS[CardColumn(section)]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> str | QPixmap | None:
        card = self.card_at(index)
        if card is None:
            return None
        column = CardColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(card, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            origin = f" ({NOT_PRINTED})" if card.provenance is Provenance.DESIGNED else ""
            return card.label + origin + ("\n" + "\n".join(f"- {r}" for r in card.rules) if card.rules else "")
        if role == Qt.ItemDataRole.DecorationRole and column is CardColumn.CODE and self.show_faces:
            return self._face(card, index.row())
        if role == CARD_ID_ROLE:
            return card.id
        return None

    # --- faces, drawn a few at a time -----------------------------------------------------

    def _face(self, card: Card, row: int) -> QPixmap:
        """The face if drawn already; else a placeholder now and the face a moment later."""
        pixmap = remembered_pixmap(card, self.face_width)
        if pixmap is not None:
            return pixmap
        if card.id not in self._waiting:
            self._waiting[card.id] = card
            self._face_timer.start()
        return placeholder_pixmap(card, self.face_width)

    def _draw_waiting_faces(self) -> None:
        """Draw up to ``FACES_PER_TICK`` waiting faces and tell the views."""
        for _ in range(min(FACES_PER_TICK, len(self._waiting))):
            card_id, card = self._waiting.popitem(last=False)
            face_pixmap(card, self.face_width)
            row = self.row_of(card_id)
            if row is not None:
                index = self.index(row, CardColumn.CODE)
                self.dataChanged.emit(index, index, [Qt.ItemDataRole.DecorationRole])
        if self._waiting:
            self._face_timer.start()

    def draw_all_waiting_faces(self) -> None:
        """Finish drawing now (screenshots, tests)."""
        while self._waiting:
            self._draw_waiting_faces()

    @staticmethod
    def _text(card: Card, column: CardColumn) -> str:
        if column is CardColumn.CODE:
            return card.code
        if column is CardColumn.TITLE:
            return card.title
        if column is CardColumn.EMPIRE:
            return card.empire or "generic"
        if column is CardColumn.REQUIRES:
            return card.requirements.notation()
        if column is CardColumn.LEVEL:
            return card_level(card).value  # scripted, numbers only, name only
        if card.provenance is Provenance.DESIGNED:
            return f"{card.set_code} · {NOT_PRINTED}"
        return card.set_code

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (_SORT_BY_COLUMN[CardColumn(column)], order == Qt.SortOrder.DescendingOrder)
        self.layoutAboutToBeChanged.emit()
        self._cards = sort_cards(self._cards, *self._sort)
        self.layoutChanged.emit()

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = super().flags(index)
        return base | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else base

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        return encode_card_ids([self._cards[r].id for r in rows], BROWSER_SOURCE)

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction
