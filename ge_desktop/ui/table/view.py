"""``TableView``: the window onto the table: wheel and pinch zoom, pan, fit to window.

Dragging empty felt pans (``ScrollHandDrag``: areas and zones take no mouse buttons);
the wheel zooms about the cursor unless it is over a die, which it then turns; a pinch
(touch gesture or a trackpad's native zoom) zooms too. Zoom steps are pure maths in
``ui.layout.zoom``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import shiboken6
from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QNativeGestureEvent, QPainter, QPaintEvent, QPixmap, QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QGestureEvent, QGraphicsItem, QGraphicsView, QPinchGesture, QWidget

from ge_desktop.ui.colors import DEFAULT_FELT
from ge_desktop.ui.layout.geometry import Size
from ge_desktop.ui.layout.zoom import KEY_FACTOR, clamp_zoom, fit_zoom, pinch_zoom, wheel_zoom
from ge_desktop.ui.table.dice_item import DiceItem
from ge_desktop.ui.table.scene import TableScene


class TableView(QGraphicsView):
    """Shows a ``TableScene``; ``zoom_changed`` reports the zoom factor."""

    zoom_changed = Signal(float)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.felt = QColor(DEFAULT_FELT)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlags(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # felt and areas: one picture, copied per frame
        self.viewport().setAutoFillBackground(False)  # drawBackground covers every exposed pixel: no fill first
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        # True while the view follows the window size (at start and after Fit to Window);
        # any zoom by the player turns it off until he asks to fit again.
        self.fit_pending = True
        self._still: StillTable | None = None  # while a stack is carried: the rest of the table as one picture

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def set_zoom(self, zoom: float) -> None:
        zoom = clamp_zoom(zoom)
        factor = zoom / self.zoom
        if abs(factor - 1) > 1e-9:
            self.scale(factor, factor)
            self.zoom_changed.emit(zoom)

    def user_zoom(self, zoom: float) -> None:
        """A zoom the player asked for: the view stops fitting itself to the window."""
        self.fit_pending = False
        self.set_zoom(zoom)

    def zoom_in(self) -> None:
        self.fit_pending = False
        self._zoom_about_centre(self.zoom * KEY_FACTOR)

    def zoom_out(self) -> None:
        self.fit_pending = False
        self._zoom_about_centre(self.zoom / KEY_FACTOR)

    def actual_size(self) -> None:
        self.fit_pending = False
        self._zoom_about_centre(1.0)

    def _zoom_about_centre(self, zoom: float) -> None:
        anchor = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.set_zoom(zoom)
        self.setTransformationAnchor(anchor)

    def fit_to_window(self) -> None:
        """Show the whole table."""
        rect = self.sceneRect()
        viewport = self.viewport().size()
        zoom = fit_zoom(Size(rect.width(), rect.height()), Size(viewport.width(), viewport.height()), margin=4)
        self._zoom_about_centre(zoom)
        self.centerOn(rect.center())
        self.fit_pending = True

    def set_felt(self, color: QColor) -> None:
        self.felt = QColor(color)
        self.resetCachedContent()
        self.viewport().update()

    # --- the still table while a stack is carried -------------------------------------------

    def freeze_table(self, carried: Iterable[QGraphicsItem]) -> bool:
        """Draw everything but ``carried`` once into the view's cached background and stop
        Qt drawing it item by item, so a drag frame costs one copy of the background plus
        the carried cards (the picture is the same table: tests/ui/table/test_table_drawing.py).
        The items stay in place at opacity 0, which Qt neither draws nor finds in its hit
        tests; ``thaw_table`` (the drop, a new layout, a face drawn, a press, a zoom or
        scroll) puts them back. Returns False when there is nothing to draw on (a hidden view)."""
        self.thaw_table()
        scene = self.scene()
        size = self.viewport().size()
        if scene is None or not self.isVisible() or size.isEmpty():
            return False
        moving = list(carried)
        kept = [(item, item.opacity()) for item in moving]
        for item, _ in kept:
            item.setOpacity(0.0)  # not in the picture: they move
        picture = self.viewport().grab()  # drawn as a frame is: cached background, items' device caches
        for item, opacity in kept:
            item.setOpacity(opacity)
        self._still = StillTable(picture, self.viewportTransform(), still_items(scene.items(), moving))
        self.resetCachedContent()
        return True

    def thaw_table(self) -> None:
        """Every item drawn by Qt again (after ``freeze_table``)."""
        still, self._still = self._still, None
        if still is not None:
            still.release()
            self.resetCachedContent()
            self.viewport().update()

    def show_live(self, item: QGraphicsItem | None) -> None:
        """While frozen: draw ``item``'s part of the table live (a drop target's highlight
        shows at once; the picture under it is the same table)."""
        if self._still is not None:
            self._still.show_live(item)

    @property
    def frozen(self) -> bool:
        return self._still is not None

    # --- Qt -------------------------------------------------------------------------------

    def pixel_scale(self) -> float:
        """Device pixels per scene unit at the current zoom."""
        transform = self.transform()
        return math.hypot(transform.m11(), transform.m12()) * self.viewport().devicePixelRatioF()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if self._still is not None and self._still.transform != self.viewportTransform():
            self.thaw_table()  # zoomed or scrolled while carrying: the picture no longer fits
        if isinstance(scene, TableScene):
            scene.use_pixel_scale(self.pixel_scale())  # pixmaps for this zoom, before Qt draws them
        super().paintEvent(event)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        if self._still is not None:
            painter.save()
            painter.resetTransform()  # the picture is in viewport pixels
            painter.drawPixmap(0, 0, self._still.picture)
            painter.restore()
            return
        painter.fillRect(rect, self.felt)
        scene = self.scene()
        if scene is not None:
            scene.drawBackground(painter, rect)  # the areas (TableScene.drawBackground)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        self.thaw_table()  # the die under the cursor must be found
        if any(isinstance(item, DiceItem) for item in self.items(event.position().toPoint())):
            super().wheelEvent(event)  # the die under the cursor takes it
            return
        degrees = event.angleDelta().y() / 8
        if degrees:
            self.user_zoom(wheel_zoom(self.zoom, degrees))
        event.accept()

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.NativeGesture and isinstance(event, QNativeGestureEvent):
            if event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
                self.user_zoom(pinch_zoom(self.zoom, 1 + event.value()))
                return True
        if event.type() == QEvent.Type.Gesture and isinstance(event, QGestureEvent):
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if isinstance(pinch, QPinchGesture):
                self.user_zoom(pinch_zoom(self.zoom, pinch.scaleFactor()))
                return True
        return super().viewportEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        self.thaw_table()
        super().resizeEvent(event)
        if self.fit_pending and self.scene() is not None and not self.sceneRect().isEmpty():
            self.fit_to_window()


def still_items(items: Iterable[QGraphicsItem], moving: list[QGraphicsItem]) -> list[QGraphicsItem]:
    """The fewest items whose subtrees hold everything but ``moving``: the top-level items,
    going down into any that holds a moving item (a card carried out of a stack)."""
    holders: set[QGraphicsItem] = set()
    for item in moving:
        parent = item.parentItem()
        while parent is not None:
            holders.add(parent)
            parent = parent.parentItem()
    moving_set = set(moving)
    still: list[QGraphicsItem] = []
    pending = [item for item in items if item.parentItem() is None]
    while pending:
        item = pending.pop()
        if item in moving_set:
            continue
        if item in holders:
            pending.extend(item.childItems())  # the holder itself has no contents (stacks)
            continue
        still.append(item)
    return still


class StillTable:
    """The picture of the still table and the items hidden from Qt's drawing meanwhile
    (an item at opacity 0 is skipped with its children)."""

    def __init__(self, picture: QPixmap, transform: QTransform, items: list[QGraphicsItem]) -> None:
        self.picture = picture
        self.transform = transform
        self.hidden: dict[QGraphicsItem, float] = {}
        self.live: QGraphicsItem | None = None
        for item in items:
            if item.isVisible() and item.opacity() > 0:
                self.hidden[item] = item.opacity()
                item.setOpacity(0.0)

    def show_live(self, item: QGraphicsItem | None) -> None:
        """Draw the hidden item that holds ``item`` again (and hide the last one shown)."""
        while item is not None and item not in self.hidden:
            item = item.parentItem()
        if item is self.live:
            return
        if self.live is not None:
            self.live.setOpacity(0.0)
        self.live = item
        if item is not None:
            item.setOpacity(self.hidden[item])

    def release(self) -> None:
        for item, opacity in self.hidden.items():
            if shiboken6.isValid(item):
                item.setOpacity(opacity)
        self.hidden.clear()
