"""``ZoneItem``: a captioned outline on the felt, used for the viewer's hand strip.

It takes no mouse buttons, so dragging on it pans the view. Like ``AreaItem`` it is
painted with the table's cached background (``TableScene.drawBackground``): no contents
of its own; a change invalidates the background where it lies.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from ge_desktop.ui.layout.geometry import Rect

OUTLINE = QColor(255, 255, 255, 60)


class ZoneItem(QGraphicsItem):
    """A zone drawn in scene coordinates (the item stays at the origin)."""

    def __init__(self, rect: Rect, caption: str) -> None:
        super().__init__()
        self.rect = QRectF(rect.x, rect.y, rect.width, rect.height)
        self.caption = caption
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)  # painted with the background
        self.setZValue(-10)

    def set_zone(self, rect: Rect, caption: str) -> None:
        new = QRectF(rect.x, rect.y, rect.width, rect.height)
        if (new, caption) == (self.rect, self.caption):
            return
        self.felt_changed()  # where it was
        if new != self.rect:
            self.prepareGeometryChange()
            self.rect = new
        self.caption = caption
        self.felt_changed()

    def felt_changed(self) -> None:
        """Have the views paint the background under this zone again."""
        scene = self.scene()
        if scene is not None:
            scene.invalidate(self.boundingRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(OUTLINE, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(self.rect, 12, 12)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(1, round(self.rect.height() * 0.09)))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 110))
        painter.drawText(self.rect.adjusted(12, 6, -12, -6), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.caption)
