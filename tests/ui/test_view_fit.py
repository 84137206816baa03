"""The table view keeps fitting the window until the player zooms by hand."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsRectItem

from ge_desktop.ui.table.scene import TableScene
from ge_desktop.ui.table.view import TableView


def test_view_refits_on_resize_until_the_player_zooms(qtbot) -> None:
    scene = TableScene()
    scene.addItem(QGraphicsRectItem(0, 0, 1500, 1000))
    scene.setSceneRect(0, 0, 1500, 1000)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    view.fit_to_window()
    small = view.zoom
    view.resize(1200, 900)
    qtbot.waitUntil(lambda: view.zoom > small * 2, timeout=60_000)  # a hang guard, not a time bar
    view.zoom_in()
    zoomed = view.zoom
    view.resize(600, 450)
    qtbot.wait(20)
    assert view.zoom == zoomed and not view.fit_pending
    view.fit_to_window()
    assert view.fit_pending and view.zoom < zoomed
