"""Moves by drag on the hex board: ships, a turned-up tile and an influence token go where the
engine allows (those spaces light up while the piece is carried), and a drop anywhere else is
refused with a reason, the game unchanged."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from ge_desktop.engine import Game
from ge_desktop.rulesets.galactic_emperor import actions as A
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.ui.emperor.hex_layout import hex_center
from ge_desktop.ui.emperor.session import EmperorSession
from ge_desktop.ui.emperor.table_widget import EmperorTableWidget
from tests.ui.emperor.emperor_games import played_until


def shown_table(qtbot, game: Game) -> tuple[EmperorTableWidget, EmperorSession]:
    session = EmperorSession(game, hot_seat=True)
    session.viewer = game.to_act
    table = EmperorTableWidget()
    qtbot.addWidget(table)
    table.set_session(session)
    table.resize(1400, 900)
    table.show()
    qtbot.waitExposed(table)
    session.refresh()
    return table, session


def view_point(table: EmperorTableWidget, x: float, y: float) -> QPoint:
    return table.view.mapFromScene(QPointF(x, y))


def drag(qtbot, table: EmperorTableWidget, start: QPoint, end: QPoint, check_between=None) -> None:
    viewport = table.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, end)
    QApplication.processEvents()
    if check_between is not None:
        check_between()
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    QApplication.processEvents()


def can_move(game: Game) -> bool:
    return not game.is_terminal() and any(isinstance(a, A.Move) for a in game.legal_actions())


def test_a_fleet_dragged_to_a_lit_space_moves_there_by_the_rules_steps(qtbot) -> None:
    game = played_until(4, 7, can_move)
    table, session = shown_table(qtbot, game)
    fleet = next(f for f in table.scene.fleets if f.look.movable)
    chip = fleet.chip_rect(0).center()
    carried = fleet.ships_under(chip.x())
    reach = session.reach(carried)
    assert reach, "a movable fleet has somewhere to go"
    target = max(reach, key=lambda h: len(reach[h]))  # the farthest: a path of several steps
    start = view_point(table, *(fleet.mapToScene(chip).toTuple()))
    end = view_point(table, *hex_center(target))
    seen: list[set] = []
    drag(qtbot, table, start, end, lambda: seen.append(table.scene.highlighted()))
    assert seen == [set(reach)]  # exactly the spaces the engine allows lit while carried
    seat = game.to_act
    moved = [session.game.state.ship(seat, name).at for name in carried]
    assert moved == [target] * len(carried)
    assert table.scene.highlighted() == set()
    assert session.undo_stack.count() == 1  # the path's steps are one move to undo
    start_at = fleet.look.at
    assert session.undo()
    assert [session.game.state.ship(seat, name).at for name in carried] == [start_at] * len(carried)


def test_a_fleet_dropped_where_the_rules_forbid_stays_and_the_reason_is_given(qtbot) -> None:
    game = played_until(4, 7, can_move)
    table, session = shown_table(qtbot, game)
    problems: list[str] = []
    session.problem.connect(problems.append)
    fleet = next(f for f in table.scene.fleets if f.look.movable)
    chip = fleet.chip_rect(0).center()
    carried = fleet.ships_under(chip.x())
    reach = session.reach(carried)
    far = next(h for h in table.scene.sectors if h not in reach and h != fleet.look.at)
    before = session.game.ruleset.digest(session.game.state)
    drag(qtbot, table, view_point(table, *fleet.mapToScene(chip).toTuple()), view_point(table, *hex_center(far)))
    assert session.game.ruleset.digest(session.game.state) == before
    assert problems and "cannot get there" in problems[-1]


def test_a_turned_up_tile_dragged_onto_an_empty_space_is_explored_there(qtbot) -> None:
    game = played_until(4, 3, lambda g: any(isinstance(a, A.Explore) and a.at != Hex(0, 0) for a in g.legal_actions()))
    table, session = shown_table(qtbot, game)
    piece = next(p for p in table.scene.pieces if p.draggable and p.payload[0] == "tile")
    targets = session.explore_targets(piece.payload[1])
    target = targets[0]
    drag(qtbot, table, view_point(table, *piece.scenePos().toTuple()), view_point(table, *hex_center(target)))
    assert session.game.state.board[target].tile == piece.payload[1]


def test_an_influence_token_dragged_onto_the_throne_bids_for_it(qtbot) -> None:
    game = played_until(4, 3, lambda g: A.Influence(None) in g.legal_actions())
    table, session = shown_table(qtbot, game)
    token = next(p for p in table.scene.pieces if p.payload[0] == "influence")
    seat = game.to_act
    held = session.game.state.players[seat].influence
    throne = table.scene.throne.sceneBoundingRect().center()
    drag(qtbot, table, view_point(table, *token.scenePos().toTuple()), view_point(table, *throne.toTuple()))
    assert session.game.state.role.placed.get("throne", {}).get(seat) == 1
    assert session.game.state.players[seat].influence == held - 1
