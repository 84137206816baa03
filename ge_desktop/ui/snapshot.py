"""A picture of the table as one player sees it, without a window.

``render_table`` builds a ``TableScene`` from ``observe(state, seat)`` (the same path as
the window, so hidden cards stay hidden) and paints it into an image of the size asked,
fitted and centred on the felt. Needs a ``QApplication`` (offscreen is fine).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from ge_desktop.engine import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import observe
from ge_desktop.ui.colors import DEFAULT_FELT
from ge_desktop.ui.layout.geometry import Size
from ge_desktop.ui.layout.zoom import fit_zoom
from ge_desktop.ui.observed import CardLookup, board_from_observation
from ge_desktop.ui.table.scene import TableScene


def render_table(game: Game, seat: Seat, size: tuple[int, int], lookup: CardLookup, felt: str = DEFAULT_FELT) -> QImage:
    """The table seen by ``seat``, ``size`` pixels (width, height)."""
    board, _ = board_from_observation(observe(game.state, seat), lookup, game.config.mode, shared_deck=game.state.shared_deck)
    scene = TableScene(animation_ms=0)
    scene.show_board(board, animate=False)
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(felt))
    source = scene.sceneRect()
    zoom = fit_zoom(Size(source.width(), source.height()), Size(*size), margin=8)
    target_w, target_h = source.width() * zoom, source.height() * zoom
    scene.use_pixel_scale(zoom)  # faces and dice painted for the picture's size
    scene.faces.wait_until_drawn()  # no placeholder in a picture
    target = QRectF((size[0] - target_w) / 2, (size[1] - target_h) / 2, target_w, target_h)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    scene.clear()
    return image
