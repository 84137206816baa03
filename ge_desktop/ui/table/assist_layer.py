"""``AssistLayer``: what the rules assist adds to the table scene, kept out of its layout code.

While something is carried: the legal destinations (asked once per pick-up from the
scene's ``drop_provider`` or ``point_provider``) are framed, legal zones are lit by one
``DropMarksItem`` and every other card is dimmed; held over a lit target, a green hint says
what dropping there does (``drop_words``: "Swap with your reserve card ..."). With nothing
carried, hand cards that cannot be played now are dimmed, the reason in their tooltip. In the Allocation Phase: the pool as
``PointTokenItem`` coins and the Engagement Phase forecast as tags on cards. After a
refused drop: a ``NoticeItem`` saying why. In the Weapons Fire Phase: a
``WeaponBadgeItem`` per ready weapon kind of each unit, the targets of the chosen weapons
lit for as long as they are chosen (``standing``), and those of a weapon under the
pointer while it rests there. The layer decides nothing; the session does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.ui.arrangement import Arrangement, DropZone, SpotKind
from ge_desktop.ui.board import ItemKey
from ge_desktop.ui.layout.geometry import Point
from ge_desktop.ui.table.card_item import Look
from ge_desktop.ui.table.drag import Drag
from ge_desktop.ui.table.drop_marks_item import DropMarksItem
from ge_desktop.ui.table.notice_item import NoticeItem
from ge_desktop.ui.table.point_token_item import TOKEN_Z, PointTokenItem, token_centers
from ge_desktop.ui.table.weapon_badge_item import WeaponBadgeItem, badge_center

if TYPE_CHECKING:
    from ge_desktop.ui.table.scene import TableScene

Target = ItemKey | DropZone
DropProvider = Callable[[ItemKey], Mapping[Target, object]]
PointProvider = Callable[[PointType], Mapping[ItemKey, object]]
WeaponProvider = Callable[[ItemKey, WeaponSymbol], Mapping[Target, object]]
Badge = tuple[ItemKey, WeaponSymbol, int, bool]  # unit, symbol, ready, chosen
Lit = Mapping[Target, object] | Mapping[ItemKey, object]  # a point token lights cards only (PointProvider)


class AssistLayer:
    """The rules-assist items of one scene; forgotten with the scene's items."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.drop_provider: DropProvider | None = None
        self.point_provider: PointProvider | None = None
        self.weapon_provider: WeaponProvider | None = None
        self.drop_words: Callable[[object], str] | None = None  # what a lit target's drop does, in words
        self.lit: Lit = {}
        self.standing: Mapping[Target, object] = {}  # lit while nothing is carried
        self.badges: dict[tuple[ItemKey, WeaponSymbol], WeaponBadgeItem] = {}
        self.badge_states: tuple[Badge, ...] = ()
        self.tokens: dict[PointType, PointTokenItem] = {}
        self.token_counts: tuple[tuple[PointType, int], ...] = ()
        self.engagement: Mapping[ItemKey, bool] = {}
        self.unplayable: Mapping[ItemKey, str] = {}  # hand cards that cannot be played now, and why
        self.marks: DropMarksItem | None = None
        self.notice: NoticeItem | None = None
        self.hint: NoticeItem | None = None
        self.last_drop: QPointF | None = None

    def forget_items(self) -> None:
        """The scene is being cleared: every item of ours goes (the notice's timer stops)."""
        if self.notice is not None:
            self.notice.timer.stop()
        self.tokens, self.lit, self.badges = {}, {}, {}
        self.marks = self.notice = self.hint = None

    # --- while carrying ------------------------------------------------------------------

    def light(self, drag: Drag) -> None:
        """Once per pick-up: frame the legal destinations, light legal zones, dim the rest."""
        provider = self.point_provider if drag.point is not None else self.drop_provider
        if provider is None:
            return  # no assist attached (a bare table)
        lit = provider(drag.point if drag.point is not None else drag.key)  # type: ignore[arg-type]
        self._apply(lit, set(drag.carried), carrying=True)

    def _apply(self, lit: Lit, carried: set[ItemKey] | frozenset[ItemKey] = frozenset(), carrying: bool = False) -> None:
        """Frame ``lit`` cards, light ``lit`` zones, dim the rest. With nothing carried and
        nothing lit every card is plain; a carried card with nowhere to go dims them all."""
        self.lit = lit
        for key, item in self.scene.cards.items():
            if not lit and not carrying and key in self.unplayable:
                item.set_look(Look.DIMMED)  # nowhere to play it now: the reason shows on hover
            elif (not lit and not carrying) or key in carried:
                item.set_look(Look.PLAIN)
            else:
                item.set_look(Look.LEGAL if key in lit else Look.DIMMED)
        arrangement = self.scene.arrangement
        zones = [t.rect for t in arrangement.zones if t.key in lit] if arrangement is not None else []
        if zones or self.marks is not None:
            self._marks().show_zones(zones)

    def say_drop(self, target: Target | None) -> None:
        """The carried card is held over ``target``: if a drop there is legal, say what it
        does just above it ("Swap with your reserve card ..."); else say nothing."""
        arrangement = self.scene.arrangement
        action = self.lit.get(target) if target is not None else None  # type: ignore[arg-type]
        if action is None or self.drop_words is None or arrangement is None:
            if self.hint is not None:
                self.hint.hide()
            return
        if isinstance(target, DropZone):
            rect = next((t.rect for t in arrangement.zones if t.key == target), None)
        else:
            rect = arrangement.scene_footprint(target) if target in arrangement.spots else None
        if rect is None:
            return
        if self.hint is None:
            self.hint = NoticeItem(hint=True)
            self.scene.addItem(self.hint)
        self.hint.say(self.drop_words(action), QPointF(rect.x + rect.width / 2, rect.y))

    def unlight(self, drop: QPointF | None = None) -> None:
        """The carried thing is dropped: back to what stands lit (the volley's targets)."""
        if self.hint is not None:
            self.hint.hide()
        self._apply(self.standing, self._firing())
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
            if not isinstance(key, str):
                continue  # a lit zone
            spot = arrangement.spots.get(key)
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

    def hide_notice(self) -> None:
        if self.notice is not None and self.notice.isVisible():
            self.notice.hide()

    def show_unplayable(self, reasons: Mapping[ItemKey, str]) -> None:
        """Dim the hand cards that cannot be played now; the pointer on one says why."""
        changed = reasons != self.unplayable
        for key in set(self.unplayable) | set(reasons):  # cards drawn anew get theirs too
            item = self.scene.cards.get(key)
            if item is not None:
                item.setToolTip(f"Cannot be played now: {reasons[key]}" if key in reasons else "")
        self.unplayable = reasons
        if changed and (self.scene.drag is None or not self.scene.drag.started):
            self._apply(self.standing, self._firing())

    # --- allocation ----------------------------------------------------------------------

    def show_allocation(self, tokens: tuple[tuple[PointType, int], ...], engagement: Mapping[ItemKey, bool]) -> None:
        """The pool as tokens, and which cards the Engagement Phase will engage."""
        self.token_counts, self.engagement = tokens, engagement
        for key, item in self.scene.cards.items():
            item.set_engages(engagement.get(key))
        if self.scene.arrangement is not None:
            self.sync_tokens(self.scene.arrangement)

    # --- weapons fire ----------------------------------------------------------------------

    def show_weapons(self, badges: tuple[Badge, ...], standing: Mapping[Target, object]) -> None:
        """Badges for the ready weapons; ``standing``: the chosen weapons' targets, lit."""
        self.badge_states, self.standing = badges, standing
        if self.scene.arrangement is not None:
            self.sync_badges(self.scene.arrangement)
        if self.scene.drag is None or not self.scene.drag.started:
            self._apply(standing, self._firing())

    def _firing(self) -> set[ItemKey]:
        """Units with weapons ready: never dimmed while a volley is put together."""
        return {unit for unit, _, _, _ in self.badge_states}

    def sync_badges(self, arrangement: Arrangement) -> None:
        wanted = {(unit, symbol): (count, chosen) for unit, symbol, count, chosen in self.badge_states if unit in arrangement.spots}
        for key in [k for k in self.badges if k not in wanted]:
            self.scene._drop_item(self.badges.pop(key))
        per_unit: dict[ItemKey, int] = {}
        for (unit, symbol), (count, chosen) in wanted.items():
            item = self.badges.get((unit, symbol))
            if item is None:
                item = self.badges[(unit, symbol)] = WeaponBadgeItem(unit, symbol, self.scene.card)
                self.scene.addItem(item)
            item.set_state(count, chosen)
            index = per_unit[unit] = per_unit.get(unit, -1) + 1
            center = badge_center(arrangement.scene_footprint(unit), self.scene.card, index)
            item.setPos(center.x, center.y)

    def hover_weapon(self, badge: WeaponBadgeItem, entered: bool) -> None:
        """Light what the weapon under the pointer may hit; back to the standing targets after."""
        if self.weapon_provider is None or (self.scene.drag is not None and self.scene.drag.started):
            return
        self._apply(self.weapon_provider(badge.unit, badge.symbol) if entered else self.standing, self._firing())

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
