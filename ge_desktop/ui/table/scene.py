"""``TableScene``: lays out a ``Board`` as items and turns gestures into intents.

The scene is a layout and animation coordinator (Cockatrice's anchor): ``show_board``
runs ``arrange`` (pure maths) and then small named sync steps (areas, piles, stacks,
cards) that create, update, re-parent and animate items by key. It never changes the
game: drags, double-clicks, keys and item clicks become intents emitted on
``intent_requested``; the session plays them and calls ``show_board`` with the result.
Everything it shows comes from the board, so a card the viewer may not know never
reaches an item.

Rules assist: when a card (or a point token) is picked up, the scene asks its
``drop_provider`` (``point_provider``) once for the legal destinations, frames those
cards in green, lights those zones and dims every other card until the drop. It never
decides legality itself: the session answers the drop. ``show_assist`` puts the
allocation tokens and the engagement forecast on the table.

Drawing costs what a bare pixmap scene costs: cards, dice and stacks are Qt items Qt
paints without calling Python (``card_item.py``), the areas are painted once into the
view's cached background (``drawBackground``), faces come at the level for the view's
zoom (``use_pixel_scale``) and are drawn off the GUI thread (``faces.py``), and a drag
works out its drop targets once, when the card is picked up (``Drag.targets``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsSceneContextMenuEvent, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem

from ge_desktop.cards.model import Card, PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import DieKind, GameMode, Zone
from ge_desktop.ui.arrangement import DEFAULT_CARD, Arrangement, CardSpot, DropZone, SpotKind, arrange, card_targets
from ge_desktop.ui.board import Board, CardView, ItemKey, Stack
from ge_desktop.ui.intents import (
    ActivateCard,
    ClickCard,
    ClickHq,
    ClickPoint,
    DamageSectorHq,
    DrawFromDeck,
    DropInZone,
    DropOnCard,
    DropPoint,
    FlipCard,
    Intent,
    RevealCard,
    SetDieValue,
    ToggleWeapon,
    TurnCard,
)
from ge_desktop.ui.layout.geometry import Point, Rect, Size
from ge_desktop.ui.layout.hits import pick
from ge_desktop.ui.table import menus
from ge_desktop.ui.table.animator import Animator
from ge_desktop.ui.table.area_item import AreaItem
from ge_desktop.ui.table.assist_layer import AssistLayer, Badge, Target
from ge_desktop.ui.table.card_item import CardItem
from ge_desktop.ui.table.dice_item import DiceItem
from ge_desktop.ui.table.drag import Drag, carried_keys
from ge_desktop.ui.table.faces import FaceCache
from ge_desktop.ui.table.hq_item import HqItem
from ge_desktop.ui.table.pile_item import PileItem
from ge_desktop.ui.table.point_token_item import PointTokenItem
from ge_desktop.ui.table.stack_item import StackItem
from ge_desktop.ui.table.stack_list import stack_tooltip
from ge_desktop.ui.table.weapon_badge_item import WeaponBadgeItem
from ge_desktop.ui.table.zone_item import ZoneItem

SCENE_MARGIN = 60.0
FANNED_Z = 50.0
HOVER_Z = 500.0

# Keys acting on the card under the cursor: die kind and direction.
DIE_KEYS: dict[Qt.Key, DieKind] = {
    Qt.Key.Key_D: DieKind.STRUCTURE,
    Qt.Key.Key_G: DieKind.SHIELD,
    Qt.Key.Key_W: DieKind.RESEARCH,
    Qt.Key.Key_B: DieKind.PERMANENT,
    Qt.Key.Key_U: DieKind.DURATION,
}


@runtime_checkable
class StillView(Protocol):
    """A view that can draw the still table as one picture while a stack is carried
    (``TableView``; the scene does not import its view)."""

    def freeze_table(self, carried: Iterable[QGraphicsItem]) -> bool: ...

    def thaw_table(self) -> None: ...

    def show_live(self, item: QGraphicsItem | None) -> None: ...



class TableScene(QGraphicsScene):
    """The table of one viewer."""

    intent_requested = Signal(object)  # an Intent
    card_hovered = Signal(object)  # the CardView under the cursor, or None
    die_edit_requested = Signal(str, object, int)  # card key, DieKind, its value: a number editor
    browse_requested = Signal(int, object)  # seat, Zone

    def __init__(self, card: Size = DEFAULT_CARD, animation_ms: int = 180) -> None:
        super().__init__()
        self.card = card
        self.faces = FaceCache(card.width)
        self.faces.on_drawn = self._face_drawn  # a face drawn off the GUI thread replaces its placeholder
        self.animator = Animator(animation_ms, self)
        self.board: Board | None = None
        self.arrangement: Arrangement | None = None
        self.card_views: dict[ItemKey, CardView] = {}
        self.stack_of: dict[ItemKey, Stack] = {}  # each card in play: its whole stack (a tooltip, #40 7b)
        self._stack_tips: set[ItemKey] = set()  # the cards whose tooltip lists their stack
        self.cards: dict[ItemKey, CardItem] = {}
        self.stacks: dict[ItemKey, StackItem] = {}
        self.areas: dict[Seat, AreaItem] = {}
        self.piles: dict[tuple[Seat, Zone], PileItem] = {}
        self.hqs: dict[Seat, HqItem] = {}
        self.hand_zone: ZoneItem | None = None
        self.fanned: ItemKey | None = None
        self.hovered_die: tuple[ItemKey, DieKind | None] | None = None  # keys set the die under the pointer
        self.hovered: ItemKey | None = None
        self.focused: ItemKey | None = None
        self.drag: Drag | None = None
        self._highlighted: CardItem | None = None
        self.assist = AssistLayer(self)

    # --- showing a board ------------------------------------------------------------------

    def show_board(self, board: Board, animate: bool = True) -> None:
        """Show ``board``: items are kept by key and slide to their new places."""
        if self.board is not None and (board.viewer != self.board.viewer or board.player_count != self.board.player_count):
            self.clear_table()
        self.board = board
        self.card_views = {view.key: view for view in board.cards()}
        self.stack_of = {view.key: stack for seat in board.seats for stack in seat.stacks for view in stack}
        self.relayout(animate)

    def use_pixel_scale(self, scale: float) -> None:
        """The view paints at ``scale`` device pixels per scene unit: cards and dice show
        pixmaps of the matching size (the view calls this before it paints)."""
        if scale <= 0 or scale == self.faces.pixel_scale:
            return
        self._thaw()
        self.faces.set_pixel_scale(scale)
        for item in self.cards.values():
            item.show_face()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        """The felt's furniture: every area and the hand strip, painted once into the view's
        cached background (they have no contents as items)."""
        super().drawBackground(painter, rect)
        option = QStyleOptionGraphicsItem()
        felt: list[AreaItem | ZoneItem] = [*self.areas.values()]
        if self.hand_zone is not None:
            felt.append(self.hand_zone)
        for item in felt:
            if item.isVisible() and item.boundingRect().intersects(rect):
                painter.save()
                item.paint(painter, option, None)
                painter.restore()

    def _face_drawn(self, card_id: str) -> None:
        self._thaw()  # a carried drag's still picture shows the placeholder
        for item in self.cards.values():
            if item.view.card is not None and item.view.card.id == card_id:
                item.show_face()

    def prefetch_faces(self, cards: Iterable[Card]) -> None:
        """Have these cards' faces drawn ahead of need (every card of a new game)."""
        self.faces.prefetch(cards)

    def clear_table(self) -> None:
        """Forget every item (a new game, or another seat at the screen)."""
        self._thaw()
        self.animator.finish()
        self.assist.forget_items()  # first: it stops timers of items about to go
        self.clear()
        self.invalidate(QRectF(), QGraphicsScene.SceneLayer.BackgroundLayer)  # the areas painted there are gone
        self.cards, self.stacks, self.areas, self.piles, self.hqs = {}, {}, {}, {}, {}
        self._stack_tips = set()
        self.hand_zone = None
        self.fanned = self.hovered = self.focused = None
        self.drag, self._highlighted = None, None

    def relayout(self, animate: bool = True) -> None:
        """Arrange the current board again and send every item to its place."""
        self._thaw()
        if self.board is None:
            return
        arrangement = arrange(self.board, self.card, self.fanned)
        self.arrangement = arrangement
        self._sync_areas(arrangement)
        self._sync_piles(arrangement)
        self._sync_stacks(arrangement, animate)
        self._sync_cards(arrangement, animate)
        self.assist.sync_tokens(arrangement)
        self.assist.sync_badges(arrangement)
        bounds = arrangement.bounds
        self.setSceneRect(QRectF(bounds.x, bounds.y, bounds.width, bounds.height).adjusted(-SCENE_MARGIN, -SCENE_MARGIN, SCENE_MARGIN, SCENE_MARGIN))

    def _sync_areas(self, arrangement: Arrangement) -> None:
        board = self.board
        assert board is not None
        for seat in board.seats:
            layout = arrangement.areas[seat.seat]
            item = self.areas.get(seat.seat)
            if item is None:
                item = self.areas[seat.seat] = AreaItem(seat, layout)
                self.addItem(item)
                item.felt_changed()
            item.set_state(seat, layout, seat.seat == board.active, seat.seat == board.viewer)
        viewer = board.seats[board.viewer]
        caption = f"{viewer.name}'s hand ({len(viewer.hand)})"
        if self.hand_zone is None:
            self.hand_zone = ZoneItem(arrangement.hand, caption)
            self.addItem(self.hand_zone)
            self.hand_zone.felt_changed()
        self.hand_zone.set_zone(arrangement.hand, caption)

    def _sync_piles(self, arrangement: Arrangement) -> None:
        board = self.board
        assert board is not None
        for seat in board.seats:
            area = arrangement.areas[seat.seat]
            for zone, rect, count, z in (
                (Zone.DECK, area.deck, seat.deck_count, 10.0),
                (Zone.DISCARD, area.discard, len(seat.discard), 20.0),
            ):
                pile = self.piles.get((seat.seat, zone))
                if pile is None:
                    pile = self.piles[(seat.seat, zone)] = PileItem(seat.seat, zone, self.card, self.faces)
                    self.addItem(pile)
                pile.setPos(rect.center.x, rect.center.y)
                pile.setZValue(z)
                pile.set_count(count)
            hq = self.hqs.get(seat.seat)
            if hq is None:
                hq = self.hqs[seat.seat] = HqItem(seat.seat, seat.name, self.card)
                hq.setZValue(6.0)
                self.addItem(hq)
            hq.setPos(area.hq.center.x, area.hq.center.y)
            agendas = sum(v.card.strength for v in seat.hq if v.card is not None and v.card.primary_type.value == "G")
            hq.set_state(seat.name, seat.hq_damage, seat.eliminated, agendas)

    def _sync_stacks(self, arrangement: Arrangement, animate: bool) -> None:
        for key, rect in arrangement.stacks.items():
            item = self.stacks.get(key)
            if item is None:
                item = self.stacks[key] = StackItem(key)
                item.setPos(rect.x, rect.y)
                self.addItem(item)
            item.set_size(rect.width, rect.height)
            item.setZValue(FANNED_Z if key == self.fanned else 1.0)
            self._move(item, QPointF(rect.x, rect.y), 0.0, animate)

    def _sync_cards(self, arrangement: Arrangement, animate: bool) -> None:
        for key, spot in arrangement.spots.items():
            view = self.card_views[key]
            item = self.cards.get(key)
            if item is None:
                item = self.cards[key] = CardItem(view, self.card, self.faces)
                self.addItem(item)
                item.setPos(self._spawn_point(spot))
                item.setRotation(spot.placement.rotation)
            if item.view != view or item.band != spot.band:
                item.set_view(view, spot.band)
            self._adopt(item, self.stacks[spot.stack] if spot.stack is not None else None)
            item.set_engages(self.assist.engagement.get(key))
            self._tip_stack(item, view)
            item.setZValue(HOVER_Z if key == self.hovered and spot.kind is SpotKind.HAND else spot.z)
            item.set_focused(key == self.focused)
            center = spot.placement.center
            self._move(item, QPointF(center.x, center.y), spot.placement.rotation, animate)
        for key in [k for k in self.cards if k not in arrangement.spots]:
            self._drop_item(self.cards.pop(key))
        for key in [k for k in self.stacks if k not in arrangement.stacks]:
            self._drop_item(self.stacks.pop(key))

    def _tip_stack(self, item: CardItem, view: CardView) -> None:
        """A card of a stack: its tooltip lists the whole stack, readable however small the
        table is drawn (#40 7b); a card that left its stack loses that tooltip (a hand card's
        own, why it cannot be played, is the assist layer's)."""
        stack = self.stack_of.get(view.key, ())
        if len(stack) > 1:
            item.setToolTip(stack_tooltip(stack, view))
            self._stack_tips.add(view.key)
        elif view.key in self._stack_tips:
            item.setToolTip("")
            self._stack_tips.discard(view.key)

    def _spawn_point(self, spot: CardSpot) -> QPointF:
        """Where a new card appears: on its seat's deck (it was most likely drawn)."""
        pile = self.piles.get((spot.seat, Zone.DECK))
        if pile is None or spot.stack is not None:
            return QPointF(spot.placement.center.x, spot.placement.center.y)
        return pile.pos()

    def _adopt(self, item: CardItem, holder: StackItem | None) -> None:
        """Re-parent ``item`` without a jump: it keeps its place on screen."""
        if item.parentItem() is holder:
            return
        where = item.scenePos()
        item.setParentItem(holder)  # type: ignore[arg-type]  # None (back to the scene) is valid Qt; the stub says QGraphicsItem only
        item.setPos(holder.mapFromScene(where) if holder is not None else where)

    def _drop_item(self, item: QGraphicsItem) -> None:
        self.animator.forget(item)
        for child in item.childItems():
            self.animator.forget(child)
        if item is self._highlighted:
            self._highlighted = None
        self.removeItem(item)

    def _move(self, item: QGraphicsItem, pos: QPointF, angle: float, animate: bool) -> None:
        if animate:
            self.animator.move(item, pos, angle)
        else:
            self.animator.forget(item)
            item.setPos(pos)
            item.setRotation(angle)

    # --- requests from items --------------------------------------------------------------

    def request(self, intent: Intent) -> None:
        self.intent_requested.emit(intent)

    def card_hover(self, item: CardItem, entered: bool) -> None:
        if self.drag is not None and self.drag.started:
            return
        self.hovered = item.key if entered else (None if self.hovered == item.key else self.hovered)
        spot = self.arrangement.spots.get(item.key) if self.arrangement else None
        if spot is not None and spot.kind is SpotKind.HAND:
            item.setZValue(HOVER_Z if entered else spot.z)
        self.card_hovered.emit(item.view if entered else None)

    def stack_hover(self, key: ItemKey, entered: bool) -> None:
        if self.drag is not None and self.drag.started:
            return
        fanned = key if entered else (None if self.fanned == key else self.fanned)
        if fanned != self.fanned:
            self.fanned = fanned
            self.relayout()

    @property
    def rules_table(self) -> bool:
        """Do gestures mean rule actions (not free moves of cards and dice)?"""
        return self.board is not None and self.board.mode is GameMode.RULES

    def die_request(self, key: ItemKey, kind: DieKind, value: int) -> None:
        self.request(SetDieValue(key, kind, max(0, value)))

    def _die_at(self, point: QPointF) -> tuple[DiceItem, DieKind] | None:
        """The die under ``point`` (the topmost item there being dice), with its kind."""
        for item in self.items(point):
            if isinstance(item, DiceItem):
                kind = item.kind_at(item.mapFromScene(point))
                return (item, kind) if kind is not None else None
            if isinstance(item, CardItem | PileItem | HqItem | WeaponBadgeItem | PointTokenItem):
                return None
        return None

    def _die_key(self, event: QKeyEvent) -> bool:
        """With the pointer on a die: + and - change it by one, a digit sets it."""
        hovered = self.hovered_die
        if hovered is not None and hovered[1] is not None:
            key, kind = hovered[0], hovered[1]  # indexed, so mypy keeps the narrowing of hovered[1]
            dice = next((i for i in self.items() if isinstance(i, DiceItem) and i.key == key), None)
            value = dice.values.get(kind, 0) if dice is not None else 0
            text = event.text()
            if text in ("+", "="):
                self.die_request(key, kind, value + 1)
            elif text == "-":
                self.die_request(key, kind, value - 1)
            elif text.isdigit():
                self.die_request(key, kind, int(text))
            else:
                return False
            event.accept()
            return True
        return False

    def hq_request(self, seat: Seat, amount: int) -> None:
        if self.board is not None and self.board.mode is GameMode.RULES:
            self.request(ClickHq(seat))  # rules mode: a volley's target, never free damage
        else:
            self.request(DamageSectorHq(seat, amount))

    def weapon_clicked(self, badge: WeaponBadgeItem) -> None:
        self.request(ToggleWeapon(badge.unit, badge.symbol))

    def pile_activated(self, seat: Seat, zone: Zone) -> None:
        if zone is Zone.DECK:
            self.request(DrawFromDeck(seat, 1))
        else:
            self.browse_requested.emit(seat, zone)

    # --- mouse ----------------------------------------------------------------------------

    def card_item_at(self, point: QPointF) -> CardItem | None:
        """The topmost card under ``point``, unless a die or a pile badge lies above it."""
        for item in self.items(point):
            if isinstance(item, CardItem):
                return item
            if isinstance(item, DiceItem | PileItem | HqItem):
                return None
        return None

    def clickable_at(self, point: QPointF) -> QGraphicsItem | None:
        """The topmost item under ``point`` that takes a left click (notices and marks do not)."""
        return next((i for i in self.items(point) if i.acceptedMouseButtons() & Qt.MouseButton.LeftButton), None)

    def token_at(self, point: QPointF) -> PointTokenItem | None:
        return next((item for item in self.items(point) if isinstance(item, PointTokenItem)), None)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        self._thaw()  # Qt's hit tests skip what a still table hides
        left = event.button() == Qt.MouseButton.LeftButton
        self.assist.hide_notice()
        if left and isinstance(self.clickable_at(event.scenePos()), WeaponBadgeItem):
            super().mousePressEvent(event)  # the badge takes the click
            return
        token = self.token_at(event.scenePos()) if left else None
        if token is not None and self.assist.point_provider is not None:
            self.drag = Drag(ItemKey(token.key), event.scenePos(), point=token.point)
            event.accept()
            return
        die = self._die_at(event.scenePos()) if left else None
        if die is not None:  # a click adds one; a drag moves the card the die lies on
            dice, kind = die
            self.drag = Drag(dice.key, event.scenePos(), die=kind)
            event.accept()
            return
        item = self.card_item_at(event.scenePos()) if left else None
        if item is None:
            if left and not any(isinstance(i, DiceItem | PileItem | HqItem) for i in self.items(event.scenePos())):
                self.set_focus_key(None)  # a click on the felt: no card is selected any more
            super().mousePressEvent(event)
            return
        self.drag = Drag(item.key, event.scenePos())
        self.card_hovered.emit(None)  # a large zoom of the card would hide where it goes
        self.set_focus_key(item.key)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        drag = self.drag
        if drag is None:
            die = self._die_at(event.scenePos())
            self.hovered_die = (die[0].key, die[1]) if die is not None else None  # keys set this die
            super().mouseMoveEvent(event)
            return
        if not drag.started:
            distance = (event.scenePos() - drag.press).manhattanLength()
            if distance * self._view_scale() < QApplication.startDragDistance():
                return
            self._pick_up(drag)
            self.assist.light(drag)
            self._freeze(drag)
        drag.follow(event.scenePos())
        target = self._drop_target(event.scenePos(), drag)
        self._highlight(target)
        if drag.point is None:
            self.assist.say_drop(target)  # what a drop there does, before it is made
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        self._thaw()
        drag, self.drag = self.drag, None
        if drag is None:
            super().mouseReleaseEvent(event)
            return
        event.accept()
        if not drag.started:
            if drag.die is not None and self.rules_table:
                self.request(ClickCard(drag.key))  # a die is part of its card: a click aims at the card
            elif drag.die is not None:
                die = self._die_at(event.scenePos())
                if die is not None and die[1] == drag.die:
                    self.die_request(drag.key, drag.die, die[0].values.get(drag.die, 0) + 1)
            elif drag.point is not None:
                self.request(ClickPoint(drag.point, self.focused))
            elif self.board is not None and self.board.mode is GameMode.RULES:
                self.request(ClickCard(drag.key))  # a click on a card: a volley's target
            return
        self._highlight(None)
        target = self._drop_target(event.scenePos(), drag)  # before unlighting: lit reserve cards count
        self.assist.unlight(event.scenePos())
        intent = self._drop_intent(drag, target)
        if intent is not None:
            self.request(intent)
        self.relayout()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        self._thaw()
        item = self.card_item_at(event.scenePos())
        spot = self.arrangement.spots.get(item.key) if item is not None and self.arrangement else None
        if item is None or spot is None:
            super().mouseDoubleClickEvent(event)
            return
        event.accept()
        if spot.kind is SpotKind.DISCARD:
            self.browse_requested.emit(spot.seat, Zone.DISCARD)
        elif self.board is not None and self.board.mode is GameMode.RULES:
            self.request(ActivateCard(item.key))  # what the card may do is the engine's answer
        else:
            self.request(TurnCard(item.key, not item.view.engaged))

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:  # noqa: N802 - Qt override
        self._thaw()
        menu = menus.menu_at(self, event.scenePos())
        if menu is None:
            super().contextMenuEvent(event)
            return
        event.accept()
        menu.exec(event.screenPos())

    def _view_scale(self) -> float:
        views = QGraphicsScene.views(self)
        return views[0].transform().m11() if views else 1.0

    def _pick_up(self, drag: Drag) -> None:
        """Lift the card, with every card hanging on it, or the whole stack from its basis."""
        assert self.arrangement is not None and self.board is not None
        if drag.point is not None:
            token = self.assist.tokens[drag.point]
            self.animator.forget(token)
            drag.pick_up([token], [])
            return
        spot = self.arrangement.spots[drag.key]
        carried = [drag.key]
        if spot.stack is not None:
            found = self.board.stack_of_key(drag.key)
            carried = carried_keys(found, drag.key) if found else carried
        if spot.stack is not None and carried and spot.stack == drag.key:
            items: list[QGraphicsItem] = [self.stacks[spot.stack]]
        else:
            items = [self.cards[key] for key in carried]
        for item in items:
            self.animator.forget(item)
        drag.pick_up(items, carried)
        self.fanned = None

    def _drop_target(self, point: QPointF, drag: Drag) -> ItemKey | DropZone | None:
        assert self.arrangement is not None and self.board is not None
        where = Point(point.x(), point.y())
        if drag.targets_for is not self.arrangement:  # once per pick-up (and per new layout)
            drag.targets, drag.targets_for = card_targets(self.arrangement, self.board), self.arrangement
        key = pick(where, drag.targets, frozenset(drag.carried))
        if key is not None and drag.started and self.assist.lit and key not in self.assist.lit:
            key = self._lit_in_stack(key, frozenset(drag.carried)) or key  # lit for this drag (not a volley's standing targets)
        if key is not None or drag.point is not None:
            return key  # points go to cards only
        swap = self.assist.lit_reserve_card(where)
        if swap is not None:
            return swap  # rules mode: the reserve card a hand card would replace
        zone = pick(where, list(self.arrangement.zones))
        if zone is None and self.board.mode is GameMode.SANDBOX and self.arrangement.bounds.contains(where):
            zone = self._sandbox_area(where)  # the felt between the areas: the nearest fleet
        return zone

    def _sandbox_area(self, where: Point) -> DropZone | None:
        """Sandbox: a drop on the felt between or beside the areas (where it used to snap back
        silently) puts the card in the fleet of the nearest player's area."""
        assert self.arrangement is not None

        def distance(rect: Rect) -> float:
            dx = max(rect.x - where.x, 0.0, where.x - (rect.x + rect.width))
            dy = max(rect.y - where.y, 0.0, where.y - (rect.y + rect.height))
            return dx * dx + dy * dy

        areas = self.arrangement.areas
        if not areas:
            return None
        seat = min(areas, key=lambda s: distance(areas[s].rect))
        return DropZone(seat, Zone.PLAY)

    def _lit_in_stack(self, key: ItemKey, carried: frozenset[ItemKey]) -> ItemKey | None:
        """The topmost legal destination in the stack of ``key``: a drop on any visible part
        of a stack means the card that may take it (a crew covering its ship)."""
        assert self.board is not None
        for seat in self.board.seats:
            for stack in seat.stacks:
                keys = [view.key for view in stack]
                if key in keys:
                    lit = [k for k in keys if k in self.assist.lit and k not in carried]
                    return lit[-1] if lit else None
        return None

    def drop_target_at(self, point: QPointF, drag: Drag) -> ItemKey | DropZone | None:
        """What a drag would be dropped on at ``point`` (tests and snapshots aim with this)."""
        return self._drop_target(point, drag)

    def _drop_intent(self, drag: Drag, target: ItemKey | DropZone | None) -> Intent | None:
        assert self.arrangement is not None
        if target is None:
            return None
        if drag.point is not None:
            return DropPoint(drag.point, target) if isinstance(target, str) else None
        if isinstance(target, DropZone):
            spot = self.arrangement.spots[drag.key]
            if target.zone is Zone.HAND and spot.kind is SpotKind.HAND and spot.seat == target.seat:
                return None  # a hand card dropped back in the hand stays where it was
            if target.zone is Zone.PLAY and spot.kind is SpotKind.STACK and spot.stack == drag.key and spot.seat == target.seat:
                return None  # a stack dropped back in its own fleet stays where it was
            return DropInZone(drag.key, target.seat, target.zone)
        return DropOnCard(drag.key, target)

    def _highlight(self, target: ItemKey | DropZone | None) -> None:
        item = self.cards.get(target) if isinstance(target, str) else None
        if item is not self._highlighted:
            if self._highlighted is not None:
                self._highlighted.set_highlighted(False)
            if item is not None:
                item.set_highlighted(True)
            self._highlighted = item
            for view in self.views():
                if isinstance(view, StillView):
                    view.show_live(item)

    # --- the still table while a stack is carried (TableView.freeze_table) --------------------

    def _freeze(self, drag: Drag) -> None:
        """The rest of the table is drawn as one picture until the drop. Nothing on it moves
        meanwhile (hovering is off while carrying) and where a drop lands is worked out from
        the layout, not from Qt's hit tests (which skip the hidden items); a new layout, a
        face drawn, a press, a menu, a zoom or scroll thaws it."""
        views = self.views()
        if len(views) == 1 and isinstance(views[0], StillView) and not self.animator.busy:
            views[0].freeze_table(drag.items)

    def _thaw(self) -> None:
        for view in self.views():
            if isinstance(view, StillView):
                view.thaw_table()

    # --- rules assist (ui/table/assist_layer.py) ----------------------------------------------

    def lit_targets(self) -> set[Target]:
        """The carried thing's legal destinations, as lit on the table."""
        return self.assist.lit_targets()

    def show_unplayable(self, reasons: Mapping[ItemKey, str]) -> None:
        """Hand cards that cannot be played now, dimmed, with the reason on hover."""
        self.assist.show_unplayable(reasons)

    def show_thinking(self, seat: Seat | None) -> None:
        """The bot of ``seat`` works out its move (None: no bot thinks): its area says so."""
        for each, area in self.areas.items():
            area.set_thinking(each == seat)

    def show_notice(self, text: str) -> None:
        self._thaw()  # a still table would hide the change
        self.assist.show_notice(text)

    def show_assist(self, tokens: tuple[tuple[PointType, int], ...], engagement: Mapping[ItemKey, bool]) -> None:
        self._thaw()  # a still table would hide the change
        self.assist.show_allocation(tokens, engagement)

    def show_weapons(self, badges: Iterable[Badge], standing: Mapping[Target, object]) -> None:
        self._thaw()  # a still table would hide the change
        self.assist.show_weapons(tuple(badges), standing)

    def set_focus_key(self, key: ItemKey | None) -> None:
        """The card keys act on when the cursor is not over a card."""
        if self.focused in self.cards:
            self.cards[self.focused].set_focused(False)
        self.focused = key
        if key in self.cards:
            self.cards[key].set_focused(True)

    # --- keys -----------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if self._die_key(event):
            return
        intent = self.key_intent(Qt.Key(event.key()), bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        if intent is None:
            super().keyPressEvent(event)
            return
        event.accept()
        self.request(intent)

    def key_intent(self, key: Qt.Key, shift: bool) -> Intent | None:
        """What a key does to the card under the cursor (or the last one clicked)."""
        target = self.hovered if self.hovered in self.card_views else self.focused
        view = self.card_views.get(target) if target is not None else None
        if view is None:
            return None
        if key in (Qt.Key.Key_T, Qt.Key.Key_Space):
            return TurnCard(view.key, not view.engaged)
        if key == Qt.Key.Key_F:
            return FlipCard(view.key, not view.face_up)
        if key == Qt.Key.Key_R:
            return RevealCard(view.key)
        kind = DIE_KEYS.get(key)
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus):
            kind, shift = DieKind.STRUCTURE, key == Qt.Key.Key_Minus
        if kind is None:
            return None
        value = dict(view.dice).get(kind, 0) + (-1 if shift else 1)
        return SetDieValue(view.key, kind, max(0, value))

    # --- for tests and snapshots ----------------------------------------------------------

    def settle(self) -> None:
        """Finish every animation now."""
        self.animator.finish()

    def item_for(self, key: ItemKey) -> CardItem | None:
        return self.cards.get(key)

    def spot_scene_point(self, key: ItemKey) -> QPointF:
        """The scene position of a card's centre as laid out (not as animated)."""
        assert self.arrangement is not None
        box = self.arrangement.scene_footprint(key)
        return QPointF(box.center.x, box.center.y)

