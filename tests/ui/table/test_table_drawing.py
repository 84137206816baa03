"""How the table draws: Qt items Qt paints alone, faces at the zoom's level, placeholders
swapped for faces drawn off the GUI thread, areas in the cached background, drop targets
worked out once per pick-up, the still table drawn as one picture while a card is carried."""

from __future__ import annotations

from PIL import Image, ImageChops
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem

from ge_desktop.cards.model import Card
from ge_desktop.render import cached_face_png
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from ge_desktop.ui.arrangement import SpotKind
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.table import scene as scene_module
from ge_desktop.ui.table.card_item import CardItem, quarter_turned
from ge_desktop.ui.table.dice_item import DIE_LEVELS, die_level, die_pixmap
from ge_desktop.ui.table.drag import Drag
from ge_desktop.ui.table.faces import LEVELS, FaceCache, level_for


def a_card(window: MainWindow) -> CardItem:
    return next(item for item in window.page.scene.cards.values() if item.view.card is not None)


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
    scene = window.page.scene
    item = a_card(window)
    scene.faces.wait_until_drawn()
    for scale in (0.2, 1.0, 3.0):
        scene.use_pixel_scale(scale)
        pixmap = item.face.pixmap()
        assert pixmap.width() == level_for(scene.card.width * scale)
        assert abs(pixmap.deviceIndependentSize().width() - scene.card.width) < 1e-6


def test_the_view_tells_the_scene_its_scale_before_painting(window: MainWindow) -> None:
    window.page.view.user_zoom(1.7)
    window.page.view.viewport().repaint()
    assert abs(window.page.scene.faces.pixel_scale - window.page.view.pixel_scale()) < 1e-9


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
    scene = window.page.scene
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
    scene = window.page.scene
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


def _carry(window: MainWindow) -> tuple[CardItem, QPoint]:
    """Press on a card of the viewer's hand and carry it a little (not released)."""
    scene = window.page.scene
    key = next(k for k, spot in scene.arrangement.spots.items() if spot.kind is SpotKind.HAND)
    item = scene.cards[key]
    viewport = window.page.view.viewport()
    start = window.page.view.mapFromScene(item.scenePos())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + QPoint(0, -12 * step))
    return item, start + QPoint(0, -60)


def _pixels(window: MainWindow) -> Image.Image:
    image = window.page.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGBA8888)
    return Image.frombytes("RGBA", (image.width(), image.height()), bytes(image.constBits())[: image.sizeInBytes()], "raw", "RGBA", image.bytesPerLine())


def test_a_carried_card_moves_over_a_still_picture_of_the_same_table(window: MainWindow) -> None:
    """While a card is carried the rest of the table is drawn from one picture (a frame
    copies it and draws the carried card); what shows is the table drawn item by item."""
    window.page.scene.faces.wait_until_drawn()
    opacities = {item: item.opacity() for item in window.page.scene.items()}
    found = {card: card.scenePos() for card in window.page.scene.cards.values() if window.page.scene.card_item_at(card.scenePos()) is card}
    item, end = _carry(window)
    assert window.page.view.frozen and window.page.scene.drag is not None and item.opacity() == 1.0
    hidden = [other for other in window.page.scene.items() if other.parentItem() is None and other.opacity() == 0.0]
    assert hidden and item not in hidden  # Qt skips them (the picture shows them)
    still = _pixels(window)
    window.page.view.thaw_table()
    live = _pixels(window)
    difference = ImageChops.difference(still.convert("RGB"), live.convert("RGB"))
    changed = sum(1 for value in difference.convert("L").point(lambda v: 255 if v > 3 else 0).tobytes() if value)
    assert changed <= still.width * still.height // 1000  # the same table, to antialiasing rounding
    QTest.mouseRelease(window.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert not window.page.view.frozen
    assert all(item.opacity() == opacities[item] for item in window.page.scene.items() if item in opacities)
    assert found and all(window.page.scene.card_item_at(point) is card for card, point in found.items() if card is not item)  # hit tests find them again


def test_the_still_table_thaws_when_anything_changes_under_the_drag(window: MainWindow) -> None:
    _item, end = _carry(window)
    assert window.page.view.frozen
    window.page.scene.relayout(animate=False)  # the game moved on (a bot, an undo) while carrying
    assert not window.page.view.frozen
    assert all(item.opacity() > 0 for item in window.page.scene.items() if item.parentItem() is None and item.isVisible())
    QTest.mouseRelease(window.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    _item, end = _carry(window)
    window.page.view.user_zoom(window.page.view.zoom * 1.3)
    window.page.view.viewport().repaint()  # the picture no longer fits the view
    assert not window.page.view.frozen
    QTest.mouseRelease(window.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_a_highlighted_drop_target_is_drawn_live_over_the_still_table(window: MainWindow) -> None:
    item, end = _carry(window)
    scene = window.page.scene
    other = next(card for card in scene.cards.values() if card is not item)
    holder = other
    while holder.parentItem() is not None:
        holder = holder.parentItem()
    assert holder.opacity() == 0.0
    scene._highlight(other.key)
    assert other.highlighted and holder.opacity() > 0
    scene._highlight(None)
    assert holder.opacity() == 0.0
    QTest.mouseRelease(window.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert holder.opacity() > 0
