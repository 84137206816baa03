"""v2.1 7 - DRAW CARDS PHASE through every control that ends it: Next Phase (button and F6)
and End Turn (F8) draw what the rules allow, as the phase bar's largest draw button does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from ge_desktop.rulesets.galactic_empires import Draw, Phase
from tests.ui.conftest import played_until


def _draw_phase(catalog, seed: int):
    return played_until(catalog, seed, lambda g: g.phase is Phase.DRAW and g.state.window is None and g.state.complete_turn >= 2)


def _most(game) -> int:
    return max(a.count for a in game.legal_actions() if isinstance(a, Draw))


@pytest.mark.parametrize("control", ["F6", "F8", "menu next", "menu end"])
def test_every_control_that_ends_the_draw_phase_draws_what_the_rules_allow(qtbot, catalog, rules_table, control) -> None:
    game = _draw_phase(catalog, 4)
    most = _most(game)
    assert most > 0
    seat = game.state.active
    win = rules_table(game)
    hand = len(win.session.game.state.players[seat].hand)
    if control.startswith("F"):
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow)
        qtbot.keyClick(win.page.view, Qt.Key.Key_F6 if control == "F6" else Qt.Key.Key_F8)
    else:
        (win.act_next_phase if control == "menu next" else win.act_end_turn).trigger()
    assert win.session.game.history[-1] == Draw(most)
    assert len(win.session.game.state.players[seat].hand) == hand + most
    assert win.session.game.state.active != seat


def test_end_turn_from_an_earlier_phase_still_draws(catalog, rules_table) -> None:
    game = played_until(catalog, 5, lambda g: g.phase is Phase.PLAY_B and g.state.window is None and g.state.complete_turn >= 2)
    seat = game.state.active
    win = rules_table(game)
    win.act_end_turn.trigger()
    history = win.session.game.history
    draws = [a for a in history[len(game.history) :] if isinstance(a, Draw)]
    assert len(draws) == 1 and draws[0].count > 0 or win.session.game.is_terminal()
    assert win.session.game.state.active != seat or win.session.game.is_terminal()
