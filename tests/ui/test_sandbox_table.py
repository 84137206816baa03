"""Sandbox table: a card dropped anywhere on a player's area lands in his fleet (it snapped
back silently); a card is dragged by any part, its die included (a click on the die still
adds one); dice are set by keys on the die under the pointer or a number editor (double
click); no engagement forecast tag on cards turned by hand."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Phase, Zone
from ge_desktop.ui.board import known_key
from ge_desktop.ui.intents import DropInZone, SetDieValue
from ge_desktop.ui.layout.geometry import Point
from ge_desktop.ui.layout.hits import pick
from ge_desktop.ui.main_window import MainWindow
from tests.ui.conftest import played_until
from tests.ui.table.test_table_gestures import card_point, drag, fleet_point, view_point


def test_a_card_dropped_on_the_felt_between_areas_goes_to_the_nearest_players_fleet(qtbot, window: MainWindow) -> None:
    win, session = window, window.session
    for fraction, nearer in ((0.2, 0), (0.8, 1)):
        areas = win.page.scene.arrangement.areas  # laid out anew after each drop
        ordered = sorted(areas, key=lambda s: areas[s].rect.y)
        top, bottom = areas[ordered[0]], areas[ordered[1]]
        expected = ordered[nearer]
        gap_top = top.rect.y + top.rect.height
        y = gap_top + (bottom.rect.y - gap_top) * fraction
        point = QPointF(top.rect.x + top.rect.width * 0.5, y)
        assert win.page.scene.arrangement.areas and pick(Point(point.x(), point.y()), list(win.page.scene.arrangement.zones)) is None
        card = session.game.state.players[session.viewer].hand[0]
        drag(win, card_point(win, known_key(card)), view_point(win, point))
        state = session.game.state.cards[card]
        assert state.in_play and state.seat == expected
    _leave(qtbot, win)


def _card_with_a_die(win: MainWindow):
    session = win.session
    seat = session.viewer
    card = session.game.state.players[seat].hand[0]
    assert session.request(DropInZone(known_key(card), seat, Zone.PLAY))
    assert session.request(SetDieValue(known_key(card), DieKind.STRUCTURE, 2))
    dice = win.page.scene.item_for(known_key(card)).dice
    spot = dice.spots[0]
    return card, view_point(win, dice.mapToScene(QPointF(spot.center.x, spot.center.y)))


def test_a_card_is_dragged_by_its_die_and_a_click_on_the_die_still_adds_one(qtbot, window: MainWindow) -> None:
    win, session = window, window.session
    card, die_point = _card_with_a_die(win)
    QTest.mouseClick(win.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, die_point)
    assert session.game.state.cards[card].dice == {DieKind.STRUCTURE: 3}
    other = Seat(1 - session.viewer)
    drag(win, die_point, fleet_point(win, other))
    assert session.game.state.cards[card].seat == other
    assert session.game.state.cards[card].dice == {DieKind.STRUCTURE: 3}
    _leave(qtbot, win)


def test_keys_and_a_number_editor_set_a_die(qtbot, window: MainWindow, monkeypatch) -> None:
    win, session = window, window.session
    card, die_point = _card_with_a_die(win)
    QTest.mouseMove(win.page.view.viewport(), die_point)
    assert win.page.scene.hovered_die == (known_key(card), DieKind.STRUCTURE)
    QTest.keyClick(win.page.view.viewport(), Qt.Key.Key_7, Qt.KeyboardModifier.NoModifier)
    assert session.game.state.cards[card].dice == {DieKind.STRUCTURE: 7}
    QTest.keyClick(win.page.view.viewport(), Qt.Key.Key_Minus, Qt.KeyboardModifier.NoModifier)
    assert session.game.state.cards[card].dice == {DieKind.STRUCTURE: 6}
    monkeypatch.setattr("PySide6.QtWidgets.QInputDialog.getInt", lambda *args: (12, True))
    with qtbot.waitSignal(win.page.scene.die_edit_requested):
        QTest.mouseDClick(win.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, die_point)
    assert session.game.state.cards[card].dice[DieKind.STRUCTURE] == 12
    _leave(qtbot, win)


def _leave(qtbot, win: MainWindow) -> None:
    """The pointer off the window and no double click pending: Qt keeps both across
    windows, and a later test's first move or press there would go astray."""
    qtbot.wait(QApplication.doubleClickInterval() + 50)
    QTest.mouseClick(win.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(-20, -20))
    QTest.mouseMove(win.page.view.viewport(), QPoint(-20, -20))


def test_no_engagement_forecast_on_a_sandbox_table(catalog, rules_table) -> None:
    from dataclasses import replace

    from ge_desktop.rulesets.galactic_empires import GameMode

    def waiting(g) -> bool:  # an allocation with a card of the active player still to engage
        state = g.state
        return any(c.owner == state.active and c.in_play and not c.engaged and c.info.requires for c in state.cards)

    game = played_until(
        catalog, 4, lambda g: g.phase is Phase.ALLOCATION and g.state.complete_turn >= 3 and g.state.window is None and waiting(g)
    )
    rules = rules_table(game.clone())
    assert rules.session.engagement_marks()
    sandbox = game.clone()
    sandbox.state.config = replace(sandbox.state.config, mode=GameMode.SANDBOX)
    win = rules_table(sandbox)
    assert win.session.engagement_marks() == {}
    assert all(item.engages is None for item in win.page.scene.cards.values())
