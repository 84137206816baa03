"""``HoverZoom``: the card under the pointer, large enough to read, over the table.

The Card dock is narrow on a laptop screen (about 270 px at 1024x700), too small to read a
card's text. After the pointer rests on a face-up card for ``DELAY_MS`` the card is shown
``ZOOM_WIDTH`` px wide (less if the table is short) in the table's corner away from the
pointer, and hidden as soon as the pointer leaves the card or a drag starts. It only ever
shows the ``CardView`` the table has, so it cannot show more than the table may.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QGraphicsView, QLabel

from ge_desktop.ui.board import CardView
from ge_desktop.ui.table.faces import FaceCache

DELAY_MS = 350
ZOOM_WIDTH = 360  # the largest rendered face: text readable at 100% scale
ASPECT = 88.0 / 63.0
MARGIN = 12


class HoverZoom(QLabel):
    """A large card over the table's viewport; ``show_card(view or None)``."""

    def __init__(self, view: QGraphicsView, faces: FaceCache) -> None:
        super().__init__(view.viewport())
        self.table, self.faces = view, faces
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet("border:2px solid #c9a646;border-radius:6px;background:#111")
        self.enabled = True
        self.pending: CardView | None = None
        self.timer = QTimer(self, singleShot=True, interval=DELAY_MS)
        self.timer.timeout.connect(self._appear)
        self.hide()

    def show_card(self, view: CardView | None) -> None:
        """The pointer rests on ``view`` (None: it left the card)."""
        self.pending = view if view is not None and view.card is not None and self.enabled else None
        self.hide()
        if self.pending is not None:
            self.timer.start()
        else:
            self.timer.stop()

    def width_for(self, height: int) -> int:
        """The zoomed card's width: ``ZOOM_WIDTH``, or what fits the viewport's height."""
        return max(120, min(ZOOM_WIDTH, int((height - 2 * MARGIN) / ASPECT)))

    def _appear(self) -> None:
        view = self.pending
        if view is None or view.card is None:
            return
        port = self.table.viewport()
        width = self.width_for(port.height())
        pixmap = self.faces.large_face(view.card).scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
        self.setPixmap(pixmap)
        self.resize(pixmap.size())
        pointer = port.mapFromGlobal(QCursor.pos())
        left = pointer.x() > port.width() / 2  # the side away from the pointer
        x = MARGIN if left else port.width() - self.width() - MARGIN
        self.move(QPoint(max(0, x), MARGIN))
        self.raise_()
        self.show()
