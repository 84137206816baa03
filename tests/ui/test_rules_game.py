"""A complete two-player hot-seat game in rules-enforced mode, played through UI events only:
the default game, Basic Set A (Argonian First Republic against Krebiz Capitalist Alliance).

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

from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.engine.terms import EndReason
from ge_desktop.rulesets.galactic_empires import Allocate, DeclareEconomy, Discard, Done, Draw, MoveShip, PlayCard, SwapReserve, UseFunction
from ge_desktop.rulesets.galactic_empires.actions import Aim, Choose, Pass
from ge_desktop.ui.game_over_dialog import headline
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from ge_desktop.ui.sample_games import rules_game
from tests.ui.ui_driver import UiDriver

SEEDS = tuple(range(7, 19))  # games are played in turn until every kind of UI step has been seen
MAX_STEPS = 1500
KINDS = {PlayCard, SwapReserve, MoveShip, Discard, Allocate, DeclareEconomy, Done, Draw, Aim, Pass, UseFunction, Choose}


def _play_one_game(qtbot, catalog, seed: int) -> UiDriver:
    game = rules_game(catalog, seed=seed)
    assert [d.name for d in game.config.decks] == ["Basic Set A: Argonian First Republic", "Basic Set A: Krebiz Capitalist Alliance"]
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False, confirm_quit=False))
    qtbot.addWidget(win)
    win.set_session(win.make_session(game))
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    driver = UiDriver(win, random.Random(seed), WeightedAgent(seed))
    driver.play_to_the_end(MAX_STEPS)
    outcome = win.session.game.outcome
    assert outcome is not None and outcome.end is EndReason.HQ_DESTROYED and outcome.winner is not None
    assert win.page.game_over_dialog is not None and win.page.game_over_dialog.isVisible()
    assert headline(win.session.game) == f"Player {outcome.winner + 1} wins"
    win.close()
    return driver


def test_player_turn_sequence_a_hot_seat_game_played_through_the_ui_to_a_winner(qtbot, catalog) -> None:
    # Which kinds of step a game needs depends on the decks' contents; a seeded game that
    # happens to meet no reaction window would prove nothing about the reaction prompt, so
    # further seeded games are played until every kind has gone through the UI.
    done: set[type] = set()
    reactions = reacted = lit_checks = refusals = 0
    for seed in SEEDS:
        driver = _play_one_game(qtbot, catalog, seed)
        done |= driver.done_types
        reactions, reacted = reactions + driver.reactions, reacted + driver.reacted
        lit_checks, refusals = lit_checks + driver.lit_checks, refusals + driver.refusals
        if KINDS <= done and reactions and reacted:
            break
    assert KINDS <= done, KINDS - done
    assert reactions > 0 and reacted > 0
    assert lit_checks > 20 and refusals > 5
