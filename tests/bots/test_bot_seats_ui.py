"""Bot seats in the app: the New Game dialog, the session, and a window that keeps turning.

A bot thinks in a worker thread (``ui/bot_runner.py``). The tests check that functionally:
the thinking runs on a thread other than the GUI thread, and the event loop processes
events while a bot thinks. How long the loop may go without turning is a figure, not an
assertion (a 100 ms bar failed at random under load): ``benchmarks/bench_bot_stalls.py``.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QThread, QTimer

from ge_desktop.bots import BotKind
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import GameMode
from ge_desktop.ui.bot_runner import SHOWN_MS, _Thinker, pause_after
from ge_desktop.ui.game_setup import ready_game, starter_config
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.new_game_dialog import NewGameDialog
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from ge_desktop.ui.session import Session

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


def test_each_seat_choice_says_what_the_player_gets(qtbot, catalog) -> None:
    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    box = dialog.player_boxes[1]
    tips = {box.itemData(i): box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(box.count())}
    assert set(tips) == {"", *(kind.value for kind in BotKind)} and all(tips.values())
    assert len(set(tips.values())) == len(tips)  # each its own words
    assert "sampled games" in tips[BotKind.STRONG.value]


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
    assert win.page.bot_runner.moves > 0 and passes == []
    assert session.viewer == human and session.board().seats[human].hand  # his own hand stays on screen
    assert all(v.card is None for v in session.board().seats[1].hand)  # the bot's hand stays hidden


def test_a_game_against_the_strong_bot_through_ui_events(qtbot, bot_window) -> None:
    """The person ends his turn with the window's own action; the strong bot (searching in
    the worker thread) plays its whole turn; the screen comes back to the person."""
    win = bot_window({Seat(1): BotKind.STRONG})
    session = win.session
    human = Seat(0)
    bot = win.page.bot_runner.bots[Seat(1)]
    for _ in range(2):
        if session.game.to_act == human:
            win.act_end_turn.trigger()
        qtbot.waitUntil(lambda: session.game.to_act == human and session.game.state.active == human, timeout=120_000)
    assert win.page.bot_runner.moves > 0 and bot.stats.decisions > 0
    assert bot.stats.searches > 0  # it searched in the worker thread, not the GUI thread
    assert session.viewer == human and all(v.card is None for v in session.board().seats[1].hand)


def test_speed_up_bots_tells_a_searching_bot_to_hurry(qtbot, bot_window, monkeypatch) -> None:
    """F7 (*Speed Up Bots*) switched on while the strong bot searches ends that search: with
    a budget it would not spend in minutes and no time cap, only the hurry can end it, and
    the bot then plays its best move so far."""
    import threading

    from ge_desktop.bots.strong import Level, StrongBot

    monkeypatch.setattr(Level, "iterations", property(lambda self: 10**9))
    searching = threading.Event()
    search = StrongBot.search

    def watched_search(self, *args):
        searching.set()
        return search(self, *args)

    monkeypatch.setattr(StrongBot, "search", watched_search)
    win = bot_window({Seat(1): BotKind.STRONG}, fast=False)
    session = win.session
    bot = win.page.bot_runner.bots[Seat(1)]
    bot.time_cap = None
    for _ in range(3):
        if searching.is_set():
            break
        if session.game.to_act == Seat(0):
            win.act_end_turn.trigger()
        qtbot.waitUntil(lambda: searching.is_set() or session.game.to_act == Seat(0), timeout=120_000)
    assert searching.is_set() and win.page.bot_runner.thinking and not win.act_fast_bots.isChecked()
    win.act_fast_bots.trigger()  # the menu action, as F7 fires it
    qtbot.waitUntil(lambda: bot.stats.cut_short >= 1, timeout=60_000)
    assert win.page.bot_runner.fast and bot.stats.searches >= 1


def test_the_human_cannot_move_for_a_bot(qtbot, catalog) -> None:
    game = ready_game(starter_config(catalog, 2, mode=GameMode.RULES, seed=31), catalog)
    session = Session(game, catalog.get, bots={Seat(0): BotKind.STANDARD, Seat(1): BotKind.RANDOM})
    problems: list[str] = []
    session.problem.connect(problems.append)
    before = len(session.game.history)
    assert not session.next_phase() and len(session.game.history) == before
    assert problems and "bot" in problems[0]
    assert not session.at_screen


def test_bots_think_off_the_gui_thread_and_the_event_loop_turns_meanwhile(qtbot, bot_window, monkeypatch) -> None:
    """Sped up, the bots keep the GUI thread busiest: every move redraws the table.

    Each decision must run on the runner's worker thread, and a zero-interval timer (which
    fires only when the GUI event loop is idle and turning) must fire while a bot thinks:
    if thinking ran on the GUI thread, no tick could land while ``thinking`` is set.
    """
    threads: list[QThread] = []
    moves = _Thinker._moves  # the decision itself (``think``, the slot, is left as it is)

    def watched_moves(self, game, bot):
        threads.append(QThread.currentThread())
        return moves(self, game, bot)

    monkeypatch.setattr(_Thinker, "_moves", watched_moves)
    win = bot_window({Seat(0): BotKind.STANDARD, Seat(1): BotKind.STANDARD}, fast=True)
    runner = win.page.bot_runner
    qtbot.waitUntil(lambda: runner.moves > 0, timeout=60_000)  # the table is up, the bots under way
    ticks_while_thinking: list[int] = []
    watchdog = QTimer()
    watchdog.timeout.connect(lambda: runner.thinking and ticks_while_thinking.append(runner.moves))
    watchdog.start(0)
    first = runner.moves
    qtbot.waitUntil(lambda: runner.moves >= first + BOT_MOVES_WATCHED or win.session.game.is_terminal(), timeout=300_000)
    watchdog.stop()
    gui = QThread.currentThread()
    assert threads and all(t is not gui for t in threads)
    assert all(t is runner._thread for t in threads)
    assert runner.moves >= first + BOT_MOVES_WATCHED and win.session.game.state.complete_turn >= 3
    assert ticks_while_thinking, "the event loop never turned while a bot was thinking"


def test_bot_moves_pause_longer_after_a_card_play_and_speed_up_on_request() -> None:
    from ge_desktop.cards.model import PointType
    from ge_desktop.rulesets.galactic_empires import Allocate, Done, PlayCard

    play, point = PlayCard(1), Allocate(PointType.ENERGY, 2)
    assert pause_after(play) == SHOWN_MS > pause_after(point) > pause_after(Done())
    assert pause_after(play, fast=True) == SHOWN_MS // 10
