"""Context menus of the table: a card, a deck, a Discard Pile, a Sector HQ.

Each entry emits an intent through the scene, exactly as a gesture would; menus never
change anything themselves. Built on demand by ``menu_at``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QInputDialog, QMenu

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Zone
from ge_desktop.ui.board import CardView
from ge_desktop.ui.intents import DamageSectorHq, DrawFromDeck, DropInZone, FlipCard, RevealCard, SetDieValue, ShuffleDeck, TurnCard
from ge_desktop.ui.table.hq_item import HqItem
from ge_desktop.ui.table.pile_item import PileItem

if TYPE_CHECKING:
    from ge_desktop.ui.table.scene import TableScene

DIE_LABELS = {
    DieKind.STRUCTURE: "Damage (red)",
    DieKind.SHIELD: "Shield damage (green)",
    DieKind.RESEARCH: "Research (white)",
    DieKind.PERMANENT: "Permanent damage (black)",
    DieKind.DURATION: "Duration (blue)",
    DieKind.ARMOR: "Armor used (grey)",
    DieKind.TRANSPORT: "Transporter operations (brown)",
    DieKind.EMF: "EMF strength (yellow)",
}


def menu_at(scene: TableScene, point: QPointF) -> QMenu | None:
    """The context menu for whatever lies under ``point``, or None."""
    card = scene.card_item_at(point)
    if card is not None:
        return card_menu(scene, card.view)
    for item in scene.items(point):
        if isinstance(item, PileItem):
            return pile_menu(scene, item.seat, item.zone)
        if isinstance(item, HqItem):
            return hq_menu(scene, item.seat)
    return None


def card_menu(scene: TableScene, view: CardView) -> QMenu:
    menu = QMenu()
    menu.addAction("Disengage (turn sideways)" if view.engaged else "Engage (turn upright)", lambda: scene.request(TurnCard(view.key, not view.engaged)))
    if scene.board is None or not scene.board.by_hand:  # a card resolved by hand never needs them (engine.MANUAL_ADJUSTMENTS)
        menu.addAction("Turn face down" if view.face_up else "Turn face up", lambda: scene.request(FlipCard(view.key, not view.face_up)))
        menu.addAction("Reveal to everyone", lambda: scene.request(RevealCard(view.key)))
    dice = dict(view.dice)
    dice_menu = menu.addMenu("Dice")
    for kind, label in DIE_LABELS.items():
        value = dice.get(kind, 0)

        def add_one(k: DieKind = kind, v: int = value) -> None:  # defaults bind this kind (mypy cannot type such a lambda)
            scene.request(SetDieValue(view.key, k, v + 1))

        def take_one(k: DieKind = kind, v: int = value) -> None:
            scene.request(SetDieValue(view.key, k, v - 1))

        dice_menu.addAction(f"{label} +1", add_one)
        if value:
            dice_menu.addAction(f"{label} -1", take_one)
    if dice:

        def remove_all() -> None:
            for k in dice:
                scene.request(SetDieValue(view.key, k, 0))

        dice_menu.addSeparator()
        dice_menu.addAction("Remove all dice", remove_all)
    move = menu.addMenu("Move to")
    seat = scene.board.viewer if scene.board is not None else Seat(0)
    owner = view.owner
    for zone, label in (
        (Zone.HAND, "Hand"),
        (Zone.DECK, "Top of deck"),
        (Zone.DISCARD, "Discard Pile"),
        (Zone.RESERVE, "Reserve fleet"),
        (Zone.PLAY, "Table (own stack)"),
    ):

        def move_to(z: Zone = zone) -> None:
            scene.request(DropInZone(view.key, owner if z is not Zone.HAND else seat, z))

        move.addAction(label, move_to)
    return menu


def pile_menu(scene: TableScene, seat: Seat, zone: Zone) -> QMenu:
    menu = QMenu()
    if zone is Zone.DECK:
        menu.addAction("Draw a card", lambda: scene.request(DrawFromDeck(seat, 1)))
        menu.addAction("Draw cards...", lambda: _draw_many(scene, seat))
        if scene.board is None or not scene.board.by_hand:
            menu.addAction("Shuffle", lambda: scene.request(ShuffleDeck(seat)))
        menu.addAction("Search...", lambda: scene.browse_requested.emit(seat, Zone.DECK))
    else:
        menu.addAction("Browse...", lambda: scene.browse_requested.emit(seat, zone))
    return menu


def hq_menu(scene: TableScene, seat: Seat) -> QMenu:
    menu = QMenu()
    for amount in (1, 2, 5):

        def damage(a: int = amount) -> None:
            scene.request(DamageSectorHq(seat, a))

        menu.addAction(f"Add {amount} damage", damage)
    return menu


def _draw_many(scene: TableScene, seat: Seat) -> None:
    count, ok = QInputDialog.getInt(None, "Draw cards", "How many cards?", 1, 1, 60)
    if ok:
        scene.request(DrawFromDeck(seat, count))
