"""``StackItem``: the holder of one stack's cards, so a stack moves as one.

It draws nothing itself; its children are the ``CardItem``
of the basis and of every card played on or against it. Hovering a stack asks the scene
to fan it out (``TableScene.stack_hover``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from ge_desktop.ui.board import ItemKey


class StackItem(QGraphicsItem):
    """A stack, keyed by its basis card. Its position is the stack's top-left corner."""

    def __init__(self, key: ItemKey) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.key = key
        self._rect = QRectF()
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_size(self, width: float, height: float) -> None:
        if (self._rect.width(), self._rect.height()) != (width, height):
            self.prepareGeometryChange()
            self._rect = QRectF(0, 0, width, height)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect.adjusted(-2, -2, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        return  # the cards draw themselves

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None:
            scene.stack_hover(self.key, True)  # type: ignore[attr-defined]

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None:
            scene.stack_hover(self.key, False)  # type: ignore[attr-defined]
