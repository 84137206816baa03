"""A complete two-player hot-seat game in rules-enforced mode, played through UI events only.

v2.1 PLAYER TURN SEQUENCE from the opening to a winner (DAMAGING THE SECTOR HQ): every
decision is a legal action the engine lists, chosen by the engine's weighted agent (now
and then a kind of move not made yet), and performed by the gesture that means it
(``ui_driver``): card drags, point tokens, weapon badges and a target click for a volley,
the phase bar, the pass-the-screen button, the reaction prompt, choice dialogs. The lit
destinations are checked against ``is_legal`` before every drop, and refused drops are
checked to change nothing.
"""

from __future__ import annotations

import random

from ge_desktop.engine import Allocate, DeclareEconomy, Discard, Done, Draw, MoveShip, PlayCard, SwapReserve, UseFunction
from ge_desktop.engine.actions import Aim, Choose, Pass
from ge_desktop.engine.agent import WeightedAgent
from ge_desktop.engine.terms import EndReason
from ge_desktop.ui.game_over_dialog import headline
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from ge_desktop.ui.sample_games import rules_game
from tests.ui.ui_driver import UiDriver

SEED = 7  # a game of 13 complete turns that exercises every kind of UI step
MAX_STEPS = 1500


def test_player_turn_sequence_a_hot_seat_game_played_through_the_ui_to_a_winner(qtbot, catalog) -> None:
    game = rules_game(catalog, seed=SEED)
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False, confirm_quit=False))
    qtbot.addWidget(win)
    win.set_session(win.make_session(game))
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    driver = UiDriver(win, random.Random(SEED), WeightedAgent(SEED))
    driver.play_to_the_end(MAX_STEPS)
    outcome = win.session.game.outcome
    assert outcome is not None and outcome.end is EndReason.HQ_DESTROYED and outcome.winner is not None
    assert win.game_over_dialog is not None and win.game_over_dialog.isVisible()
    assert headline(win.session.game) == f"Player {outcome.winner + 1} wins"
    kinds = {PlayCard, SwapReserve, MoveShip, Discard, Allocate, DeclareEconomy, Done, Draw, Aim, Pass, UseFunction, Choose}
    assert kinds <= driver.done_types
    assert driver.reactions > 0 and driver.reacted > 0
    assert driver.lit_checks > 20 and driver.refusals > 5
