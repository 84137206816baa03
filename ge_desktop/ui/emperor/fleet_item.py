"""``FleetItem``: one player's ships on one space, stacked by owner: a chip per ship kind with
its count (a damaged dreadnought marked), in the owner's colour.

When the player at the screen may move some of them, the item can be dragged: pressed on a
chip it carries the movable ships of that kind, pressed on the owner's disk at its left the
whole movable fleet. It tells its scene (``board_scene``) where a drag starts, moves and ends;
the scene asks the session where the ships may go. Cached like the sectors.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.ui.emperor.words import KIND_WORDS, SEAT_COLORS, player_name

CHIP_W, CHIP_H, DISK = 26.0, 18.0, 16.0
KIND_ORDER = ("f", "c", "d")


@dataclass(frozen=True, slots=True)
class FleetLook:
    owner: int
    at: Hex
    ships: tuple[str, ...]  # every ship of the owner here
    damaged: tuple[str, ...] = ()
    movable: tuple[str, ...] = ()  # those the player at the screen may move now


class FleetItem(QGraphicsItem):
    def __init__(self, look: FleetLook) -> None:
        super().__init__()
        self.look = look
        self.home = QPointF(0, 0)
        self._carried: tuple[str, ...] = ()
        self._grab = QPointF(0, 0)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(5)
        self.setToolTip(self._tip())
        self.setCursor(Qt.CursorShape.OpenHandCursor if look.movable else Qt.CursorShape.ArrowCursor)

    def kinds(self) -> list[str]:
        return [k for k in KIND_ORDER if any(n[0] == k for n in self.look.ships)]

    def count(self, kind: str) -> int:
        return sum(1 for n in self.look.ships if n[0] == kind)

    def texts(self) -> list[str]:
        return [self.toolTip(), *(f"{k.upper()}{self.count(k)}" for k in self.kinds())]

    def _tip(self) -> str:
        parts = [f"{self.count(k)} {KIND_WORDS[k]}{'s' if self.count(k) > 1 else ''}" for k in self.kinds()]
        damaged = f" ({len(self.look.damaged)} damaged)" if self.look.damaged else ""
        movable = "; drag to move" if self.look.movable else ""
        return f"{player_name(self.look.owner)}: {', '.join(parts)}{damaged}{movable}"

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        width = DISK + 4 + len(self.kinds()) * (CHIP_W + 2)
        return QRectF(-2, -2, width + 4, CHIP_H + 4)

    def chip_rect(self, index: int) -> QRectF:
        return QRectF(DISK + 4 + index * (CHIP_W + 2), 0, CHIP_W, CHIP_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(SEAT_COLORS[self.look.owner])
        painter.setPen(QPen(QColor("#ffffff") if self.look.movable else QColor("#101010"), 1.5))
        painter.setBrush(color)
        painter.drawEllipse(QRectF(0, 1, DISK, DISK))
        font = QFont("Sans", 8)
        font.setBold(True)
        painter.setFont(font)
        for index, kind in enumerate(self.kinds()):
            rect = self.chip_rect(index)
            painter.setBrush(color.darker(140))
            painter.setPen(QPen(QColor("#ffffff") if any(n[0] == kind for n in self.look.movable) else QColor("#202020"), 1.2))
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(QColor("#ffffff"))
            damaged = "*" if kind == "d" and self.look.damaged else ""
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{kind.upper()}{self.count(kind)}{damaged}")

    # --- dragging -------------------------------------------------------------------------------

    def ships_under(self, x: float) -> tuple[str, ...]:
        """The movable ships a press at ``x`` (item coordinates) picks: a kind's, or all of them."""
        for index, kind in enumerate(self.kinds()):
            rect = self.chip_rect(index)
            if rect.left() <= x <= rect.right():
                return tuple(n for n in self.look.movable if n[0] == kind)
        return self.look.movable

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        carried = self.ships_under(event.pos().x()) if event.button() == Qt.MouseButton.LeftButton else ()
        if not carried:
            event.ignore()
            return
        self._carried, self._grab = carried, event.pos()
        self.setZValue(50)
        scene = self.scene()
        if scene is not None and hasattr(scene, "drag_started"):
            scene.drag_started(self, ("ships", *carried))
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._carried:
            self.setPos(event.scenePos() - self._grab)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        carried, self._carried = self._carried, ()
        self.setZValue(5)
        self.setPos(self.home)
        scene = self.scene()
        if carried and scene is not None and hasattr(scene, "drag_ended"):
            scene.drag_ended(("ships", *carried), event.scenePos())
