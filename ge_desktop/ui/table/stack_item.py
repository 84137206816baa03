"""``StackItem``: the holder of one stack's cards, so a stack moves as one.

It draws nothing itself; its children are the ``CardItem``
of the basis and of every card played on or against it. Hovering a stack asks the scene
to fan it out (``TableScene.stack_hover``). A ``QGraphicsRectItem`` with no contents, so
Qt knows its bounds without calling Python while it is dragged.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSceneHoverEvent

from ge_desktop.ui.board import ItemKey


class StackItem(QGraphicsRectItem):
    """A stack, keyed by its basis card. Its position is the stack's top-left corner."""

    def __init__(self, key: ItemKey) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)  # the cards draw themselves
        self.setPen(Qt.PenStyle.NoPen)
        self.key = key
        self.size = (0.0, 0.0)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_size(self, width: float, height: float) -> None:
        if self.size != (width, height):
            self.size = (width, height)
            self.setRect(QRectF(0, 0, width, height).adjusted(-2, -2, 6, 6))  # a little room for hovering

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None:
            scene.stack_hover(self.key, True)  # type: ignore[attr-defined]

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if scene is not None:
            scene.stack_hover(self.key, False)  # type: ignore[attr-defined]
