"""A Galactic Supremacy game played through the table's UI events to a winner (issue 22)."""

from __future__ import annotations

from ge_desktop.bots.base import BotKind
from ge_desktop.rulesets.galactic_supremacy.state import Phase, Setup
from ge_desktop.ui.gs.session import GsSession
from tests.ui.gs.gs_driver import GsDriver


def test_game_against_a_standard_bot_played_through_ui_events_to_a_winner(qtbot, gs_table):
    win = gs_table(Setup(players=2, seed=3), {1: BotKind.STANDARD})
    driver = GsDriver(qtbot, win, seed=3)
    driver.play_to_end()
    session = win.session
    assert isinstance(session, GsSession)
    outcome = session.game.outcome
    assert outcome is not None and outcome.winner is not None
    assert session.game.state.outcome.reason == "conquest"
    assert driver.steps > 20  # the person decided many times through the table
    assert win.phase_bar.turn.text().startswith("Game over")
    assert win.phase_bar.current_text().endswith("Game over") or session.game.phase is Phase.GAME_OVER
    qtbot.waitUntil(lambda: win.page.game_over_box is not None and win.page.game_over_box.isVisible())
    assert "wins by conquest" in win.page.game_over_box.text()
