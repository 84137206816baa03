"""``AssistLayer``: what the rules assist adds to the table scene, kept out of its layout code.

While something is carried: the legal destinations (asked once per pick-up from the
scene's ``drop_provider`` or ``point_provider``) are framed, legal zones are lit by one
``DropMarksItem`` and every other card is dimmed. In the Allocation Phase: the pool as
``PointTokenItem`` coins and the Engagement Phase forecast as tags on cards. After a
refused drop: a ``NoticeItem`` saying why. The layer decides nothing; the session does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from ge_desktop.cards.model import PointType
from ge_desktop.ui.arrangement import Arrangement, DropZone, SpotKind
from ge_desktop.ui.board import ItemKey
from ge_desktop.ui.layout.geometry import Point
from ge_desktop.ui.table.card_item import Look
from ge_desktop.ui.table.drag import Drag
from ge_desktop.ui.table.drop_marks_item import DropMarksItem
from ge_desktop.ui.table.notice_item import NoticeItem
from ge_desktop.ui.table.point_token_item import TOKEN_Z, PointTokenItem, token_centers

if TYPE_CHECKING:
    from ge_desktop.ui.table.scene import TableScene

Target = ItemKey | DropZone
DropProvider = Callable[[ItemKey], Mapping[Target, object]]
PointProvider = Callable[[PointType], Mapping[ItemKey, object]]


class AssistLayer:
    """The rules-assist items of one scene; forgotten with the scene's items."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.drop_provider: DropProvider | None = None
        self.point_provider: PointProvider | None = None
        self.lit: Mapping[Target, object] = {}
        self.tokens: dict[PointType, PointTokenItem] = {}
        self.token_counts: tuple[tuple[PointType, int], ...] = ()
        self.engagement: Mapping[ItemKey, bool] = {}
        self.marks: DropMarksItem | None = None
        self.notice: NoticeItem | None = None
        self.last_drop: QPointF | None = None

    def forget_items(self) -> None:
        """The scene was cleared: every item of ours is gone."""
        self.tokens, self.lit = {}, {}
        self.marks = self.notice = None

    # --- while carrying ------------------------------------------------------------------

    def light(self, drag: Drag) -> None:
        """Once per pick-up: frame the legal destinations, light legal zones, dim the rest."""
        provider = self.point_provider if drag.point is not None else self.drop_provider
        if provider is None:
            return  # no assist attached (a bare table)
        self.lit = provider(drag.point if drag.point is not None else drag.key)  # type: ignore[arg-type]
        carried = set(drag.carried)
        for key, item in self.scene.cards.items():
            if key not in carried:
                item.set_look(Look.LEGAL if key in self.lit else Look.DIMMED)
        arrangement = self.scene.arrangement
        zones = [t.rect for t in arrangement.zones if t.key in self.lit] if arrangement is not None else []
        self._marks().show_zones(zones)

    def unlight(self, drop: QPointF | None = None) -> None:
        for item in self.scene.cards.values():
            item.set_look(Look.PLAIN)
        if self.marks is not None:
            self.marks.show_zones([])
        self.lit = {}
        if drop is not None:
            self.last_drop = drop

    def lit_targets(self) -> set[Target]:
        """What is lit now: framed cards and lit zones."""
        cards: set[Target] = {key for key, item in self.scene.cards.items() if item.look is Look.LEGAL}
        arrangement = self.scene.arrangement
        zones = {t.key for t in arrangement.zones if t.key in self.lit} if arrangement is not None else set()
        return cards | zones

    def lit_reserve_card(self, where: Point) -> ItemKey | None:
        """A lit reserve card under ``where`` (a reserve swap; v2.1 USING THE RESERVE FLEET)."""
        arrangement = self.scene.arrangement
        if arrangement is None:
            return None
        for key in self.lit:
            spot = arrangement.spots.get(key) if isinstance(key, str) else None
            if spot is not None and spot.kind is SpotKind.RESERVE and arrangement.scene_footprint(key).contains(where):
                return key
        return None

    def dimmed_keys(self) -> set[ItemKey]:
        return {key for key, item in self.scene.cards.items() if item.look is Look.DIMMED}

    def _marks(self) -> DropMarksItem:
        if self.marks is None:
            self.marks = DropMarksItem()
            self.scene.addItem(self.marks)
        return self.marks

    def show_notice(self, text: str) -> None:
        """Say ``text`` where the last drop happened (why a card snapped back)."""
        if self.notice is None:
            self.notice = NoticeItem()
            self.scene.addItem(self.notice)
        self.notice.say(text, self.last_drop or self.scene.sceneRect().center())

    # --- allocation ----------------------------------------------------------------------

    def show_allocation(self, tokens: tuple[tuple[PointType, int], ...], engagement: Mapping[ItemKey, bool]) -> None:
        """The pool as tokens, and which cards the Engagement Phase will engage."""
        self.token_counts, self.engagement = tokens, engagement
        for key, item in self.scene.cards.items():
            item.set_engages(engagement.get(key))
        if self.scene.arrangement is not None:
            self.sync_tokens(self.scene.arrangement)

    def sync_tokens(self, arrangement: Arrangement) -> None:
        """Tokens to their places in the hand strip (a carried token stays in the hand)."""
        wanted = dict(self.token_counts)
        for point in [p for p in self.tokens if p not in wanted]:
            self.scene._drop_item(self.tokens.pop(point))
        centers = token_centers(arrangement.hand, self.scene.card, len(self.token_counts))
        carried = self.scene.drag.point if self.scene.drag is not None else None
        for (point, count), center in zip(self.token_counts, centers, strict=True):
            item = self.tokens.get(point)
            if item is None:
                item = self.tokens[point] = PointTokenItem(point, self.scene.card)
                self.scene.addItem(item)
            item.set_count(count)
            if point is not carried:
                item.setPos(center.x, center.y)
                item.setZValue(TOKEN_Z)
