"""``GsTableScene``: a Galactic Supremacy table drawn from one player's ``Observation``.

Its zones (``layout/gs_table.py`` places them): each player's block with his name,
credits and production, hand and deck sizes and his nine technology levels; his
Homeworld and Sectors in a row, each with its Fleets and Leaders attached below it; the
hand of the player at the screen (faces) along his block; the common deck (a back and
its size) and discard pile in the middle strip with what the game waits for. Another
player's hand is only a count: the scene is built from ``observe``, so a card the viewer
may not see never reaches it.

Gestures become signals, never changes: a click (``card_clicked``), a double-click
(``card_activated``), a drag of a card onto another card or onto the player's own block
(``card_dropped``), the card under the mouse (``card_hovered``). Marks drawn on cards:
the selected card, cards with a legal action, the attacking fleets, the attacked Sector.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsTextItem

from ge_desktop.rulesets.galactic_supremacy.cards import CardId, CardKind, Tech
from ge_desktop.rulesets.galactic_supremacy.observe import Observation, PlayerView
from ge_desktop.rulesets.galactic_supremacy.state import Unit
from ge_desktop.ui.gs.card_item import GsCardItem
from ge_desktop.ui.gs.faces import back_pixmap, face_pixmap
from ge_desktop.ui.gs.words import waiting_text
from ge_desktop.ui.layout import gs_table as L
from ge_desktop.ui.observed import player_name

DRAG_START = 6.0  # scene units the mouse moves before a press becomes a drag
TECH_SHORT = {
    Tech.JUMP_SPEED: "Jump",
    Tech.FIREPOWER: "Fire",
    Tech.RANGE: "Range",
    Tech.DEFENSES: "Def",
    Tech.INFORMATION: "Info",
    Tech.SUBLIGHT_SPEED: "Sublight",
    Tech.TERRAFORMING: "Terra",
    Tech.INDUSTRY: "Industry",
    Tech.ENERGY: "Energy",
}
INK = QColor("#f4eede")
BLOCK = QColor(0, 0, 0, 70)
ACTIVE_EDGE = QColor("#c9a646")


def columns_of(obs: Observation, seat: int) -> list[tuple[Unit, list[Unit]]]:
    """A player's Sectors, the Homeworld first, each with the cards attached below it
    (a Leader on a Fleet right after its Fleet)."""
    by_holder: dict[CardId, list[Unit]] = {}
    for unit in obs.units:
        if unit.attached is not None:
            by_holder.setdefault(unit.attached, []).append(unit)
    sectors = [u for u in obs.units if u.controller == seat and u.kind in (CardKind.SECTOR, CardKind.HOMEWORLD)]
    sectors.sort(key=lambda u: (u.kind is not CardKind.HOMEWORLD, u.card))

    def below(card: CardId) -> list[Unit]:
        found: list[Unit] = []
        for unit in sorted(by_holder.get(card, []), key=lambda u: (u.kind is CardKind.LEADER, u.card)):
            found.append(unit)
            found.extend(below(unit.card))
        return found

    return [(sector, below(sector.card)) for sector in sectors]


class GsTableScene(QGraphicsScene):
    card_clicked = Signal(int)
    card_activated = Signal(int)
    card_dropped = Signal(int, object)  # card, target card (None: the player's own block)
    card_hovered = Signal(object)  # CardId or None

    def __init__(self) -> None:
        super().__init__()
        self.obs: Observation | None = None
        self.items_by_card: dict[CardId, GsCardItem] = {}
        self.mine: L.Rect | None = None
        self.texts: list[str] = []  # every text drawn (tests read what a player could see)
        self._press: tuple[GsCardItem, QPointF, QPointF] | None = None
        self._dragging = False
        self._hovered: CardId | None = None

    # --- building the table -------------------------------------------------------------------

    def show(self, obs: Observation, marks: dict[CardId, set[str]], view: tuple[float, float] = (1600.0, 1000.0)) -> None:
        """Rebuild the table from ``obs``; ``marks``: extra marks per card (selected, playable);
        ``view``: the view's size (how many blocks go side by side)."""
        self.clear()
        self.items_by_card, self.texts, self.obs = {}, [], obs
        self._press, self._dragging = None, False
        me = obs.viewer
        seats = [s for s in obs.turn_order if s != me] if me is not None else list(obs.turn_order)
        sizes = {s: L.block_size([len(below) for _, below in columns_of(obs, s)], len(obs.players[s].hand or ()) if s == me else None) for s in obs.turn_order}
        layout = L.best_arrangement([sizes[s] for s in seats], sizes[me] if me is not None else None, view)
        for seat, rect in zip(seats, layout.others, strict=True):
            self._block(obs, obs.players[seat], rect, marks)
        if me is not None and layout.mine is not None:
            self._block(obs, obs.players[me], layout.mine, marks)
        self.mine = layout.mine
        self._middle(obs, layout.middle)
        bounds = layout.bounds
        self.setSceneRect(QRectF(bounds.x, bounds.y, bounds.w, bounds.h))

    def _text(self, text: str, x: float, y: float, size: float, bold: bool = False, color: QColor = INK) -> QGraphicsTextItem:
        item = QGraphicsTextItem(text)
        font = QFont()
        font.setPixelSize(round(size))
        font.setBold(bold)
        item.setFont(font)
        item.setDefaultTextColor(color)
        item.document().setDocumentMargin(0)
        item.setPos(x, y)
        self.addItem(item)
        self.texts.append(text)
        return item

    def _card(self, obs: Observation, card: CardId | None, x: float, y: float, z: float, marks: set[str]) -> GsCardItem:
        known = obs.cards.get(card) if card is not None else None
        if card is None or known is None:
            item = GsCardItem(None, back_pixmap())
        else:
            item = GsCardItem(card, face_pixmap(known), f"{known.name}\n{known.text}")
            self.texts.append(known.name)
            self.items_by_card[card] = item
        item.setPos(x, y)
        item.setZValue(z)
        item.set_marks(marks)
        self.addItem(item)
        return item

    def _block(self, obs: Observation, player: PlayerView, rect: L.Rect, marks: dict[CardId, set[str]]) -> None:
        back = QGraphicsRectItem(rect.x, rect.y, rect.w, rect.h)
        back.setBrush(QBrush(BLOCK))
        active = player.seat == obs.active and obs.outcome is None
        back.setPen(QPen(ACTIVE_EDGE if active else QColor(255, 255, 255, 40), 3 if active else 1))
        back.setZValue(-10)
        self.addItem(back)
        # the header: who, credits and production, hand, deck; the technology levels
        you = " (you)" if player.seat == obs.viewer else ""
        status = " - out of the game" if player.eliminated else (" - to play" if active else "")
        name = self._text(f"{player_name(player.seat)}{you}{status}", rect.x + L.GAP, rect.y + 6, 16, bold=True, color=ACTIVE_EDGE if active else INK)
        counts = f"{player.credits} credits (+{player.production}/turn)   hand {player.hand_count}/{player.hand_size}"
        if obs.deck_count == 0 and player.deck_count:
            counts += f"   deck {player.deck_count}   discard {len(player.discard)}"
        self._text(counts, rect.x + L.GAP + name.boundingRect().width() + 24, rect.y + 8, 13)
        techs = "   ".join(f"{TECH_SHORT[t]} {level}" for t, level in player.techs)
        self._text(techs, rect.x + L.GAP, rect.y + 28, 12, color=QColor("#cfd8dc"))
        # the Sectors, each with its attached cards fanned below it
        for index, (sector, below) in enumerate(columns_of(obs, player.seat)):
            x, y = L.sector_origin(rect, index)
            self._card(obs, sector.card, x, y, 1, marks.get(sector.card, set()))
            for depth, unit in enumerate(below, start=1):
                ax, ay = L.attached_origin(rect, index, depth)
                self._card(obs, unit.card, ax, ay, 1 + depth, marks.get(unit.card, set()))
        # the hand of the player at the screen
        if player.hand is not None:
            for k, (card, (x, y)) in enumerate(zip(player.hand, L.hand_origins(rect, len(player.hand)), strict=True)):
                self._card(obs, card, x, y, 20 + k, marks.get(card, set()))

    def _middle(self, obs: Observation, rect: L.Rect) -> None:
        scale = 0.75
        x = rect.x + L.GAP
        if obs.deck_count or obs.discard or not any(p.deck_count for p in obs.players):
            deck = GsCardItem(None, back_pixmap())
            deck.setScale(scale)
            deck.setPos(x, rect.y + L.GAP)
            self.addItem(deck)
            self._text(f"Deck {obs.deck_count}", x, rect.y + L.GAP + L.CARD_H * scale + 2, 12)
            x += L.CARD_W * scale + L.GAP
            if obs.discard:
                top = self._card(obs, obs.discard[-1], x, rect.y + L.GAP, 1, set())
                top.setScale(scale)
            self._text(f"Discard {len(obs.discard)}", x, rect.y + L.GAP + L.CARD_H * scale + 2, 12)
            x += L.CARD_W * scale + 2 * L.GAP
        waiting = self._text(waiting_text(obs), x, rect.y + L.GAP + 4, 18, bold=True, color=ACTIVE_EDGE)
        waiting.setTextWidth(max(120.0, rect.right - x - L.GAP))  # wrapped inside the strip, never past the table's edge
        self._text(f"Turn {obs.turn_number}", x, rect.bottom - L.GAP - 18, 13)

    # --- gestures ------------------------------------------------------------------------------

    @property
    def hovered(self) -> CardId | None:
        """The card under the mouse (F1 opens the rules of its kind)."""
        return self._hovered

    def _card_at(self, pos: QPointF, skip: GsCardItem | None = None) -> GsCardItem | None:
        for item in self.items(pos):
            if isinstance(item, GsCardItem) and item is not skip and item.card is not None:
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        item = self._card_at(event.scenePos())
        if event.button() == Qt.MouseButton.LeftButton and item is not None:
            self._press, self._dragging = (item, event.scenePos(), item.pos()), False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._press is not None:
            item, start, origin = self._press
            delta = event.scenePos() - start
            if self._dragging or abs(delta.x()) + abs(delta.y()) > DRAG_START:
                self._dragging = True
                item.setPos(origin + delta)
                item.setZValue(1000)
            return
        hovered = self._card_at(event.scenePos())
        card = hovered.card if hovered is not None else None
        if card != self._hovered:
            self._hovered = card
            self.card_hovered.emit(card)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._press is None:
            super().mouseReleaseEvent(event)
            return
        item, _, origin = self._press
        self._press = None
        card = item.card
        assert card is not None
        if not self._dragging:
            self.card_clicked.emit(card)
            return
        self._dragging = False
        target = self._card_at(event.scenePos(), skip=item)
        item.setPos(origin)  # back where it was; the table is rebuilt if the drop plays something
        if target is not None:
            self.card_dropped.emit(card, target.card)
        elif self.mine is not None and self.mine.contains(event.scenePos().x(), event.scenePos().y()):
            self.card_dropped.emit(card, None)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        item = self._card_at(event.scenePos())
        if item is not None and item.card is not None:
            self.card_activated.emit(item.card)
            return
        super().mouseDoubleClickEvent(event)
