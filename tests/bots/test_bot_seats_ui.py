"""Bot seats in the app: the New Game dialog, the session, and a window that never stalls.

A bot thinks in a worker thread (``ui/bot_runner.py``); the event loop is watched by a
timer ticking every 10 ms while bots play, and no gap between ticks may exceed 100 ms.
"""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QTimer

from ge_desktop.bots import BotKind
from ge_desktop.engine import GameMode
from ge_desktop.engine.terms import Seat
from ge_desktop.ui.bot_runner import SHOWN_MS, pause_after
from ge_desktop.ui.game_setup import ready_game, starter_config
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.new_game_dialog import NewGameDialog
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from ge_desktop.ui.session import Session

WATCH_TICK_MS = 10
MAX_STALL_MS = 100
BOT_MOVES_WATCHED = 150  # several turns of both bots, with card plays and volleys


@pytest.fixture
def bot_window(qtbot, catalog):
    """A rules game on the window; ``open(bots)`` seats the bots and starts them."""
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False, confirm_quit=False))
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)

    def open_game(bots: dict[Seat, BotKind], seed: int = 31, fast: bool = True) -> MainWindow:
        win.act_fast_bots.setChecked(fast)
        game = ready_game(starter_config(catalog, 2, mode=GameMode.RULES, seed=seed), catalog)
        win.set_session(win.make_session(game, bots))
        return win

    yield open_game
    win._stop_bots()


def test_new_game_dialog_seats_a_bot(qtbot, catalog) -> None:
    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    assert dialog.bots() == {}
    dialog.set_player(1, BotKind.STANDARD)
    assert dialog.bots() == {Seat(1): BotKind.STANDARD}
    dialog.players.setValue(3)
    dialog.set_player(2, BotKind.RANDOM)
    assert dialog.bots() == {Seat(1): BotKind.STANDARD, Seat(2): BotKind.RANDOM}
    dialog.players.setValue(2)
    assert dialog.bots() == {Seat(1): BotKind.STANDARD} and not dialog.player_boxes[2].isEnabled()


def test_a_bot_plays_its_turn_and_the_screen_never_passes_to_it(qtbot, bot_window) -> None:
    win = bot_window({Seat(1): BotKind.STANDARD})
    session = win.session
    passes: list[int] = []
    session.pass_requested.connect(passes.append)
    human = Seat(0)
    assert session.viewer == human
    if session.game.to_act == human:
        assert session.end_turn()
    qtbot.waitUntil(lambda: session.game.to_act == human and session.game.state.active == human, timeout=30_000)
    assert win.bot_runner.moves > 0 and passes == []
    assert session.viewer == human and session.board().seats[human].hand  # his own hand stays on screen
    assert all(v.card is None for v in session.board().seats[1].hand)  # the bot's hand stays hidden


def test_a_game_against_the_strong_bot_through_ui_events(qtbot, bot_window) -> None:
    """The person ends his turn with the window's own action; the strong bot (searching in
    the worker thread) plays its whole turn; the screen comes back to the person."""
    win = bot_window({Seat(1): BotKind.STRONG_EASY})
    session = win.session
    human = Seat(0)
    bot = win.bot_runner.bots[Seat(1)]
    for _ in range(2):
        if session.game.to_act == human:
            win.act_end_turn.trigger()
        qtbot.waitUntil(lambda: session.game.to_act == human and session.game.state.active == human, timeout=120_000)
    assert win.bot_runner.moves > 0 and bot.stats.decisions > 0
    assert bot.stats.searches > 0  # it searched in the worker thread, not the GUI thread
    assert session.viewer == human and all(v.card is None for v in session.board().seats[1].hand)


def test_the_human_cannot_move_for_a_bot(qtbot, catalog) -> None:
    game = ready_game(starter_config(catalog, 2, mode=GameMode.RULES, seed=31), catalog)
    session = Session(game, catalog.get, bots={Seat(0): BotKind.STANDARD, Seat(1): BotKind.RANDOM})
    problems: list[str] = []
    session.problem.connect(problems.append)
    before = len(session.game.history)
    assert not session.next_phase() and len(session.game.history) == before
    assert problems and "bot" in problems[0]
    assert not session.at_screen


def test_the_event_loop_never_stalls_while_bots_play(qtbot, bot_window) -> None:
    """Sped up, the bots keep the GUI thread busiest: every move redraws the table."""
    win = bot_window({Seat(0): BotKind.STANDARD, Seat(1): BotKind.STANDARD}, fast=True)
    qtbot.waitUntil(lambda: win.bot_runner.moves > 0, timeout=10_000)  # the table is up, the bots under way
    ticks: list[float] = []
    watchdog = QTimer()
    watchdog.timeout.connect(lambda: ticks.append(time.perf_counter()))
    watchdog.start(WATCH_TICK_MS)
    first = win.bot_runner.moves
    qtbot.waitUntil(lambda: win.bot_runner.moves >= first + BOT_MOVES_WATCHED or win.session.game.is_terminal(), timeout=90_000)
    watchdog.stop()
    gaps = [(b - a) * 1000 for a, b in zip(ticks, ticks[1:])]
    print(f"{win.bot_runner.moves} bot moves, {len(ticks)} ticks, longest gap {max(gaps):.1f} ms")
    assert win.bot_runner.moves >= first + BOT_MOVES_WATCHED and win.session.game.state.complete_turn >= 3
    assert max(gaps) <= MAX_STALL_MS, f"the event loop stalled {max(gaps):.0f} ms"


def test_bot_moves_pause_longer_after_a_card_play_and_speed_up_on_request() -> None:
    from ge_desktop.engine import Allocate, Done, PlayCard
    from ge_desktop.cards.model import PointType

    play, point = PlayCard(1), Allocate(PointType.ENERGY, 2)
    assert pause_after(play) == SHOWN_MS > pause_after(point) > pause_after(Done())
    assert pause_after(play, fast=True) == SHOWN_MS // 10
