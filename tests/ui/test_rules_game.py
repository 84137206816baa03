"""A complete two-player hot-seat game in rules-enforced mode, played through UI events only.

v2.1 PLAYER TURN SEQUENCE from the opening to the end of the game: every decision is a
legal action the engine lists, performed by the gesture that means it (``ui_driver``),
with the lit destinations checked against ``is_legal`` before every drop and refused
drops checked to change nothing.
"""

from __future__ import annotations

import random

from ge_desktop.engine import Allocate, DeclareEconomy, Discard, Done, Draw, MoveShip, PlayCard, SwapReserve
from ge_desktop.engine.terms import EndReason
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from ge_desktop.ui.sample_games import rules_game
from tests.ui.ui_driver import UiDriver

TURN_CAP = 6
MAX_STEPS = 400


def test_player_turn_sequence_a_hot_seat_game_played_through_the_ui_ends(qtbot, catalog) -> None:
    game = rules_game(catalog, seed=11, turn_cap=TURN_CAP)
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False, confirm_quit=False))
    qtbot.addWidget(win)
    win.set_session(win.make_session(game))
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    driver = UiDriver(win, random.Random(11))
    driver.play_to_the_end(MAX_STEPS)
    outcome = win.session.game.outcome
    assert outcome is not None and outcome.end is EndReason.TURN_CAP and outcome.complete_turns == TURN_CAP
    assert win.game_over_dialog is not None and win.game_over_dialog.isVisible()
    assert {PlayCard, SwapReserve, MoveShip, Discard, Allocate, DeclareEconomy, Done, Draw} <= driver.done_types
    assert driver.lit_checks > 5 and driver.refusals > 0
