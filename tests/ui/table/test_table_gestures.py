"""Real mouse gestures on the table, checked against the engine state after each step.

v2.1 CARD PLAY TERMS (on, against, basis of a stack), 2 - ENGAGEMENT PHASE (a
disengaged card lies horizontal) and Tracking damage (dice on cards), played in sandbox
mode through the view's viewport with QTest, then undone, redone, saved and loaded.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.summary import digest
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId, Zone
from ge_desktop.ui.board import ItemKey, hidden_key, known_key
from ge_desktop.ui.main_window import MainWindow


def view_point(win: MainWindow, scene_point: QPointF) -> QPoint:
    return win.page.view.mapFromScene(scene_point)


def card_point(win: MainWindow, key: ItemKey) -> QPoint:
    return view_point(win, win.page.scene.spot_scene_point(key))


def strip_point(win: MainWindow, key: ItemKey) -> QPoint:
    """A point on the top strip of a card, the part still showing under a stack."""
    box = win.page.scene.arrangement.scene_footprint(key)
    return view_point(win, QPointF(box.x + box.width * 0.3, box.y + win.page.scene.card.height * 0.08))


def drag(win: MainWindow, start: QPoint, end: QPoint, steps: int = 8) -> None:
    """Press, move in steps and release the left button on the view's viewport."""
    viewport = win.page.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, steps + 1):
        QTest.mouseMove(viewport, start + (end - start) * step / steps)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def fleet_point(win: MainWindow, seat: Seat, fraction: float = 0.8) -> QPoint:
    """A point on the empty right part of a seat's fleet."""
    fleet = win.page.scene.arrangement.areas[seat].fleet
    return view_point(win, QPointF(fleet.x + fleet.width * fraction, fleet.y + fleet.height / 2))


def test_drag_hand_to_table_onto_a_ship_against_an_opponent_rotate_dice_undo_redo_save_load(window: MainWindow, tmp_path: Path) -> None:
    win, session = window, window.session
    state = lambda: session.game.state  # noqa: E731 - the session swaps game objects
    me, them = session.viewer, Seat(1 - session.viewer)
    start = digest(state())
    hand = list(state().players[me].hand)
    ship = next(i for i in hand if state().cards[i].info.kind is CardType.SHIP)
    crew, third = [i for i in hand if i != ship][:2]

    # A card from hand to the table: a new stack in the viewer's fleet.
    drag(win, card_point(win, known_key(ship)), fleet_point(win, me))
    assert state().cards[ship].zone is Zone.PLAY and ship in state().players[me].roots

    # A card dropped on the ship joins its stack (played ON it).
    drag(win, card_point(win, known_key(crew)), card_point(win, known_key(ship)))
    assert state().cards[crew].parent == ship and state().cards[ship].children == [crew]
    assert win.page.scene.item_for(known_key(crew)).parentItem() is win.page.scene.stacks[known_key(ship)]

    # The opponent's (face-down) hand card to his fleet, then one of ours AGAINST it.
    last = len(state().players[them].hand) - 1  # the top card of the overlapping row
    theirs = state().players[them].hand[last]
    drag(win, card_point(win, hidden_key(them, "hand", last)), fleet_point(win, them))
    assert state().cards[theirs].zone is Zone.PLAY and state().cards[theirs].seat == them
    drag(win, card_point(win, known_key(third)), card_point(win, known_key(theirs)))
    assert state().cards[third].parent == theirs
    assert state().cards[third].controller == me != state().cards[theirs].controller
    against = win.page.scene.item_for(known_key(third))
    assert against.view.against and against.rotation() == 180

    # Double-click turns the ship sideways (disengaged); the item lies horizontal.
    QTest.mouseDClick(win.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, strip_point(win, known_key(ship)))
    assert state().cards[ship].engaged is False
    assert win.page.scene.item_for(known_key(ship)).rotation() == 90

    # Dice: click the card on the ship and press D twice, then click the red die once.
    QTest.mouseClick(win.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card_point(win, known_key(crew)))
    QTest.keyClick(win.page.view, Qt.Key.Key_D)
    QTest.keyClick(win.page.view, Qt.Key.Key_D)
    assert state().cards[crew].dice == {DieKind.STRUCTURE: 2}
    dice = win.page.scene.item_for(known_key(crew)).dice
    die_point = view_point(win, dice.mapToScene(QPointF(dice.spots[0].center.x, dice.spots[0].center.y)))
    QTest.mouseClick(win.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, die_point)
    assert state().cards[crew].dice == {DieKind.STRUCTURE: 3}
    finished = digest(state())

    # Undo everything: back to the start state exactly.
    steps = session.undo_stack.count()
    assert steps == 8
    for _ in range(steps):
        QTest.keySequence(win, QKeySequence(QKeySequence.StandardKey.Undo))
    assert digest(state()) == start and not session.undo_stack.canUndo()
    assert all(state().cards[i].zone is Zone.HAND for i in (ship, crew, third, theirs))

    # Redo everything: the same finished state (no die is rolled again).
    for _ in range(steps):
        QTest.keySequence(win, QKeySequence(QKeySequence.StandardKey.Redo))
    assert digest(state()) == finished

    # Save, then load into the window: the same state comes back from the record.
    path = tmp_path / "game.gerec"
    assert win.save_to(path)
    assert win.open_path(path)
    assert win.session is not session and digest(win.session.game.state) == finished
    assert win.page.scene.item_for(known_key(third)).view.against


def test_dragging_the_basis_moves_the_whole_stack(window: MainWindow) -> None:
    win, session = window, window.session
    me, them = session.viewer, Seat(1 - session.viewer)
    hand = list(session.game.state.players[me].hand)
    basis, on_it = hand[0], hand[1]
    drag(win, card_point(win, known_key(basis)), fleet_point(win, me))
    drag(win, card_point(win, known_key(on_it)), card_point(win, known_key(basis)))
    # The stack, dragged by its basis into the opponent's area, keeps its card on it.
    drag(win, strip_point(win, known_key(basis)), fleet_point(win, them, 0.5))
    state = session.game.state
    assert basis in state.players[them].roots
    assert state.cards[on_it].parent == basis
    assert session.undo_stack.count() == 3  # one gesture, one undo step


def test_drop_on_empty_felt_changes_nothing(window: MainWindow) -> None:
    win, session = window, window.session
    card = session.game.state.players[session.viewer].hand[0]
    before = digest(session.game.state)
    corner = view_point(win, win.page.scene.sceneRect().topLeft() + QPointF(5, 5))
    drag(win, card_point(win, known_key(card)), corner)
    assert digest(session.game.state) == before and session.undo_stack.count() == 0
    assert win.page.scene.item_for(known_key(card)).pos() == win.page.scene.spot_scene_point(known_key(card))


def test_wheel_zooms_and_fit_shows_the_whole_table(window: MainWindow) -> None:
    view = window.page.view
    before = view.zoom
    window.page.act_zoom_in.trigger()
    assert view.zoom > before
    window.page.act_fit.trigger()
    rect = view.mapToScene(view.viewport().rect()).boundingRect()
    assert rect.contains(window.page.scene.sceneRect().adjusted(40, 40, -40, -40))


def test_deck_double_click_draws_and_shuffle_is_logged(window: MainWindow) -> None:
    win, session = window, window.session
    me = session.viewer
    before = len(session.game.state.players[me].hand)
    deck = win.page.scene.piles[(me, Zone.DECK)]
    QTest.mouseDClick(win.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view_point(win, deck.scenePos()))
    assert len(session.game.state.players[me].hand) == before + 1
    win.page.act_shuffle.trigger()
    assert any("shuffled" in line for line in win.log_widget.lines())
    assert InstanceId(0) in range(len(session.game.state.cards))


def test_keys_act_on_the_hovered_card(window: MainWindow) -> None:
    win, session = window, window.session
    card = session.game.state.players[session.viewer].hand[0]
    drag(win, card_point(win, known_key(card)), fleet_point(win, session.viewer))
    QTest.mouseMove(win.page.view.viewport(), card_point(win, known_key(card)))
    assert win.page.scene.hovered == known_key(card)
    for key in (Qt.Key.Key_G, Qt.Key.Key_G, Qt.Key.Key_W, Qt.Key.Key_T):
        QTest.keyClick(win.page.view, key)
    state = session.game.state.cards[card]
    assert state.dice == {DieKind.SHIELD: 2, DieKind.RESEARCH: 1} and state.engaged is False
    QTest.keyClick(win.page.view, Qt.Key.Key_G, Qt.KeyboardModifier.ShiftModifier)
    assert session.game.state.cards[card].dice == {DieKind.SHIELD: 1, DieKind.RESEARCH: 1}
    # The inspector shows the hovered card with its dice.
    assert "Shield die: 1" in win.page.inspector.text.toPlainText() or win.page.inspector.shown.key == known_key(card)


def _wheel(win: MainWindow, at: QPoint, notches: int) -> None:
    from PySide6.QtCore import QPoint as Point
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    viewport = win.page.view.viewport()
    event = QWheelEvent(
        QPointF(at), QPointF(viewport.mapToGlobal(at)), Point(0, 0), Point(0, 120 * notches),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
    )
    QApplication.sendEvent(viewport, event)


def test_wheel_zooms_on_felt_and_turns_a_die_under_the_cursor(window: MainWindow) -> None:
    win, session = window, window.session
    card = session.game.state.players[session.viewer].hand[0]
    drag(win, card_point(win, known_key(card)), fleet_point(win, session.viewer))
    QTest.mouseClick(win.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card_point(win, known_key(card)))
    QTest.keyClick(win.page.view, Qt.Key.Key_D)
    dice = win.page.scene.item_for(known_key(card)).dice
    die = view_point(win, dice.mapToScene(QPointF(dice.spots[0].center.x, dice.spots[0].center.y)))
    before = win.page.view.zoom
    _wheel(win, die, 1)
    _wheel(win, die, 1)
    assert session.game.state.cards[card].dice == {DieKind.STRUCTURE: 3} and win.page.view.zoom == before
    felt = view_point(win, win.page.scene.sceneRect().topLeft() + QPointF(20, 20))
    _wheel(win, felt, 1)
    assert win.page.view.zoom > before


def test_dragging_empty_felt_pans_the_view(window: MainWindow) -> None:
    win = window
    win.page.view.set_zoom(1.5)
    bar = win.page.view.horizontalScrollBar()
    bar.setValue(bar.maximum() // 2)
    before = (bar.value(), win.page.view.verticalScrollBar().value())
    felt = view_point(win, win.page.view.mapToScene(QPoint(5, 5)))
    drag(win, felt, felt + QPoint(150, 100))
    after = (bar.value(), win.page.view.verticalScrollBar().value())
    assert after != before and win.session.undo_stack.count() == 0
