"""A drop onto any visible part of a stack targets the card of the stack that may take it: a
crew covering its ship no longer makes the ship an impossible target."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.ui.table.drag import Drag
from tests.ui.conftest import played_until


def _covered_target(win):
    """(hand card key, stack, lit key under a card that is not lit) on the shown board."""
    session, scene = win.session, win.page.scene
    board = scene.board
    for view in board.seats[session.viewer].hand:
        lit = session.drop_targets(view.key)
        for seat in board.seats:
            for stack in seat.stacks:
                keys = [v.key for v in stack]
                if len(keys) > 1 and keys[-1] not in lit and any(k in lit for k in keys[:-1]):
                    return view.key, keys, lit
    return None


def test_a_drop_on_the_covering_card_targets_the_card_beneath_that_may_take_it(qtbot, catalog, rules_table) -> None:
    for seed in range(1, 60):
        game = played_until(catalog, seed, lambda g: g.phase in (Phase.PLAY_A, Phase.PLAY_B) and g.state.window is None and g.state.complete_turn >= 4)
        win = rules_table(game)
        found = _covered_target(win)
        if found:
            break
        win.close()
    else:
        raise AssertionError("no stack with a covered legal target in 59 seeds")
    key, keys, lit = found
    scene = win.page.scene
    drag = Drag(key, QPointF(0, 0))
    scene._pick_up(drag)
    scene.assist.light(drag)
    top = scene.arrangement.scene_footprint(keys[-1])
    below = [k for k in keys if k in lit]
    point = QPointF(top.x + top.width / 2, top.y + top.height * 0.9)  # on the covering card
    target = scene.drop_target_at(point, drag)
    assert target == below[-1]
    assert game.is_legal(lit[target])

