"""How the table draws: Qt items Qt paints alone, faces at the zoom's level, placeholders
swapped for faces drawn off the GUI thread, areas in the cached background, drop targets
worked out once per pick-up."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from ge_desktop.cards.model import Card
from ge_desktop.render import cached_face_png
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.table import scene as scene_module
from ge_desktop.ui.table.card_item import CardItem, quarter_turned
from ge_desktop.ui.table.dice_item import DIE_LEVELS, die_level, die_pixmap
from ge_desktop.ui.table.drag import Drag
from ge_desktop.ui.table.faces import LEVELS, FaceCache, level_for
from ge_desktop.engine.terms import DieKind


def a_card(window: MainWindow) -> CardItem:
    return next(item for item in window.scene.cards.values() if item.view.card is not None)


def test_quarter_turns_are_90_and_270_degrees_either_way() -> None:
    assert [quarter_turned(a) for a in (0, 90, 180, 270, -90, 4.5)] == [False, True, False, True, True, False]


def test_a_quarter_turned_card_shows_a_pre_turned_face_on_an_upright_item(window: MainWindow) -> None:
    item = a_card(window)
    item.setRotation(90)
    face = item.face
    transform = face.sceneTransform()
    assert abs(transform.m12()) < 1e-9 and transform.m11() > 0  # upright on screen: Qt keeps its device cache
    size = face.pixmap().deviceIndependentSize()
    assert size.width() > size.height()  # the pixmap itself lies sideways
    assert face.cacheMode() is QGraphicsItem.CacheMode.DeviceCoordinateCache
    item.setRotation(0)
    size = face.pixmap().deviceIndependentSize()
    assert size.width() < size.height() and face.rotation() == 0


def test_a_card_in_mid_turn_draws_its_face_directly(window: MainWindow) -> None:
    item = a_card(window)
    item.setRotation(4.5)  # fanned in the hand, or animating
    assert item.face.cacheMode() is QGraphicsItem.CacheMode.NoCache
    item.setRotation(180)
    assert item.face.cacheMode() is QGraphicsItem.CacheMode.DeviceCoordinateCache


def test_faces_follow_the_zoom_level_and_stay_one_card_wide(window: MainWindow) -> None:
    scene = window.scene
    item = a_card(window)
    scene.faces.wait_until_drawn()
    for scale in (0.2, 1.0, 3.0):
        scene.use_pixel_scale(scale)
        pixmap = item.face.pixmap()
        assert pixmap.width() == level_for(scene.card.width * scale)
        assert abs(pixmap.deviceIndependentSize().width() - scene.card.width) < 1e-6


def test_the_view_tells_the_scene_its_scale_before_painting(window: MainWindow) -> None:
    window.view.user_zoom(1.7)
    window.view.viewport().repaint()
    assert abs(window.scene.faces.pixel_scale - window.view.pixel_scale()) < 1e-9


def test_card_marks_are_plain_qt_children_shown_when_needed(window: MainWindow) -> None:
    item = a_card(window)
    before = len(item.childItems())
    item.set_highlighted(True)
    item.set_engages(False)
    shown = [child for child in item.childItems() if child.isVisible()]
    assert len(item.childItems()) > before and all(type(child).__module__.startswith("PySide6") for child in shown if child is not item.dice)
    item.set_highlighted(False)
    item.set_engages(None)
    assert all(not child.isVisible() for child in item.childItems()[before:])


def test_dice_are_pixmaps_of_the_size_they_are_seen_at() -> None:
    assert die_level(1) == DIE_LEVELS[0] and die_level(20) == 32 and die_level(10_000) == DIE_LEVELS[-1]
    pixmap = die_pixmap(DieKind.STRUCTURE, 5, 32, 24.0)
    assert abs(pixmap.deviceIndependentSize().width() - 24.0 * pixmap.width() / 32) < 1e-6
    assert die_pixmap(DieKind.STRUCTURE, 5, 32, 24.0) is pixmap  # painted once


def test_drop_targets_are_worked_out_once_per_pick_up(window: MainWindow, monkeypatch) -> None:
    scene = window.scene
    calls = []
    original = scene_module.card_targets

    def counting(arrangement, board):
        calls.append(arrangement)
        return original(arrangement, board)

    monkeypatch.setattr(scene_module, "card_targets", counting)
    key = next(iter(scene.cards))
    drag = Drag(key, QPointF(0, 0), started=True)
    for step in range(20):
        scene.drop_target_at(QPointF(step * 10.0, step * 5.0), drag)
    assert len(calls) == 1
    scene.relayout(animate=False)  # a new layout (the game moved on under the drag)
    scene.drop_target_at(QPointF(0, 0), drag)
    assert len(calls) == 2


def test_areas_are_painted_with_the_background_not_as_items(window: MainWindow) -> None:
    scene = window.scene
    area = next(iter(scene.areas.values()))
    assert area.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    rect = area.boundingRect()
    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    middle = QRectF(rect.center().x() - 32, rect.center().y() - 32, 64, 64)
    painter.setWindow(middle.toRect())
    scene.drawBackground(painter, middle)
    painter.end()
    assert QColor(image.pixel(32, 32)).alpha() > 0  # the area's tint


class FakeDrawer:
    """Takes requests; ``finish`` draws nothing but reports the face as drawn."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.drawn_callbacks = []

    class _Signal:
        def __init__(self, owner) -> None:
            self.owner = owner

        def connect(self, slot) -> None:
            self.owner.drawn_callbacks.append(slot)

    @property
    def drawn(self):
        return FakeDrawer._Signal(self)

    def request(self, card: Card, urgent: bool = True) -> None:
        self.asked.append(card.id)

    def finish(self, card_ids: set[str]) -> None:
        from ge_desktop.render import face_png

        for card_id in card_ids:
            card = self.cards[card_id]
            face_png(card, LEVELS[-1])
            for slot in self.drawn_callbacks:
                slot(card_id)


def test_a_face_not_drawn_yet_shows_a_placeholder_until_the_drawer_has_it(qapp, catalog) -> None:
    card = next(iter(catalog))
    assert cached_face_png(card, LEVELS[-1]) is None  # a fresh home: nothing drawn yet
    drawer = FakeDrawer()
    drawer.cards = {card.id: card}
    faces = FaceCache(126.0, drawer)  # type: ignore[arg-type]
    shown: list[str] = []
    faces.on_drawn = shown.append
    placeholder = faces.table_face(card)
    assert drawer.asked == [card.id] and faces.pending()
    assert faces.table_face(card).cacheKey() == placeholder.cacheKey()  # asked once only
    faces.wait_until_drawn()
    assert shown == [card.id] and not faces.pending()
    assert cached_face_png(card, LEVELS[-1]) is not None
    assert faces.table_face(card).cacheKey() != placeholder.cacheKey()
