"""The table's notice (why a dropped card snapped back) shows whole, even near the edge."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from ge_desktop.ui.table.notice_item import NoticeItem


def _screen_box(view: QGraphicsView, item: NoticeItem) -> QRectF:
    centre = view.mapFromScene(item.pos())
    box = item.boundingRect()
    return QRectF(centre.x() + box.left(), centre.y() + box.top(), box.width(), box.height())


def test_a_notice_said_at_the_left_edge_shows_whole_in_the_view(qtbot) -> None:
    scene = QGraphicsScene(QRectF(0, 0, 4000, 3000))
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    view.fitInView(scene.sceneRect())
    notice = NoticeItem()
    scene.addItem(notice)
    notice.say("You have used all 3 Card Plays this turn", QPointF(10, 1500))
    shown = _screen_box(view, notice)
    assert view.viewport().rect().contains(shown.toRect()), (shown, view.viewport().rect())
    notice.say("short", QPointF(2000, 1500))  # in the middle it stays where it was said
    assert notice.pos() == QPointF(2000, 1500)
