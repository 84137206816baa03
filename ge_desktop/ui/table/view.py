"""``TableView``: the window onto the table: wheel and pinch zoom, pan, fit to window.

Dragging empty felt pans (``ScrollHandDrag``: areas and zones take no mouse buttons);
the wheel zooms about the cursor unless it is over a die, which it then turns; a pinch
(touch gesture or a trackpad's native zoom) zooms too. Zoom steps are pure maths in
``ui.layout.zoom``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QNativeGestureEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGestureEvent, QGraphicsView, QPinchGesture, QWidget

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

    # --- Qt -------------------------------------------------------------------------------

    def pixel_scale(self) -> float:
        """Device pixels per scene unit at the current zoom."""
        transform = self.transform()
        return math.hypot(transform.m11(), transform.m12()) * self.viewport().devicePixelRatioF()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.use_pixel_scale(self.pixel_scale())  # pixmaps for this zoom, before Qt draws them
        super().paintEvent(event)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 - Qt override
        painter.fillRect(rect, self.felt)
        scene = self.scene()
        if scene is not None:
            scene.drawBackground(painter, rect)  # the areas (TableScene.drawBackground)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
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

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.fit_pending and self.scene() is not None and not self.sceneRect().isEmpty():
            self.fit_to_window()
