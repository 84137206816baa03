"""Game over: the victory screen (winner, turns, each Sector HQ's damage, Save Replay) when a
game ends live and when a finished game is opened; the turn controls are disabled after."""

from __future__ import annotations

from pathlib import Path

from ge_desktop.rulesets.galactic_empires import Done
from ge_desktop.storage.records import record_of, save_record
from ge_desktop.ui.game_over_dialog import headline
from tests.ui.conftest import played_until


def _check_victory_screen(win, game) -> None:
    dialog = win.page.game_over_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.title.text() == headline(game) and "wins" in dialog.title.text()
    text = dialog.details.text()
    assert f"{game.outcome.complete_turns} complete turn" in text
    for player in game.state.players:
        assert f"Sector HQ damage {player.hq_damage}" in text
    assert dialog.save_button.text() == "Save Replay..."
    assert not win.act_end_turn.isEnabled() and not win.act_next_phase.isEnabled()
    assert not win.phase_bar.next.isEnabled()


def test_opening_a_finished_game_shows_the_victory_screen(qtbot, catalog, rules_table, tmp_path: Path) -> None:
    game = played_until(catalog, 8, lambda g: g.is_terminal(), limit=6000)
    path = tmp_path / "over.gerec"
    save_record(record_of(game), path)
    win = rules_table(played_until(catalog, 2, lambda g: True))
    assert win.open_path(path)
    qtbot.waitUntil(lambda: win.page.game_over_dialog is not None and win.page.game_over_dialog.isVisible())
    _check_victory_screen(win, win.session.game)


def test_the_victory_screen_when_the_game_ends_live(qtbot, catalog, rules_table) -> None:
    finished = played_until(catalog, 8, lambda g: g.is_terminal(), limit=6000)
    before = played_until(catalog, 8, lambda g: len(g.history) == len(finished.history) - 1, limit=6000)
    win = rules_table(before)
    win.session.viewer = before.to_act
    win.session.waiting_for = None
    assert win.session.play([finished.history[-1]], "last")
    qtbot.waitUntil(lambda: win.page.game_over_dialog is not None and win.page.game_over_dialog.isVisible())
    _check_victory_screen(win, win.session.game)
    assert not win.session.play([Done()], "after the end")


def test_every_bot_step_leaves_a_log_line(qtbot, catalog, rules_table) -> None:
    from ge_desktop.bots.base import BotKind
    from ge_desktop.engine.terms import Seat
    from ge_desktop.rulesets.galactic_empires import Phase

    game = played_until(catalog, 4, lambda g: g.phase is Phase.DRAW and g.state.window is None and g.state.complete_turn >= 2)
    person = game.state.active
    win = rules_table(game, bots={Seat(1 - person): BotKind.STANDARD})
    win.act_fast_bots.trigger()
    win.act_next_phase.trigger()
    qtbot.waitUntil(lambda: win.session.game.to_act == person, timeout=30000)
    stack = win.session.undo_stack
    bot_steps = [stack.command(i) for i in range(stack.count()) if stack.command(i).by_bot]
    assert len(bot_steps) >= 3
    assert all(step.lines for step in bot_steps)
