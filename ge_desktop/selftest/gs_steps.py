"""Galactic Supremacy's self-test step (its registry entry's ``self_test`` part), run inside the
started app by ``app_steps``: a game put on the table through New Game's setup, its faces
drawn, moves played through its moves panel, saved and opened again as the same game.
"""

from __future__ import annotations

from ge_desktop.selftest.report import SelfTestContext, Step

GS_RECORD_NAME = "self-test-gs.gerec"
GS_MOVES = 12


def check_galactic_supremacy(context: SelfTestContext) -> str:
    """Galactic Supremacy on the table: its faces drawn, moves played through the moves panel
    (the pass screen taken in hot-seat), saved and opened again as the same game."""
    from ge_desktop import paths
    from ge_desktop.rulesets.galactic_supremacy.state import Setup
    from ge_desktop.ui.gs.session import GsSession
    from ge_desktop.ui.pages import GameSetup

    window = context.window
    window.start_game(GameSetup("gs", Setup(players=2, seed=1)))
    session = window.session
    if not isinstance(session, GsSession):
        raise TypeError(f"New Game put a {type(session).__name__} on the table, not a Galactic Supremacy session")
    for _ in range(GS_MOVES * 3):
        if len(session.game.history) >= GS_MOVES:
            break
        if window.pages.currentWidget() is window.pass_screen:
            window.pass_screen.button.click()
            continue
        panel = window.page.table.panel
        if panel.action_list.count() == 0:
            raise ValueError(f"no move listed while {session.game.to_act} is to act")
        panel.action_list.setCurrentRow(panel.action_list.count() - 1)  # the last move: end the phase or step
        panel.play.click()
    faces = len(window.page.table.scene.items_by_card)
    if len(session.game.history) < GS_MOVES or faces == 0:
        raise ValueError(f"{len(session.game.history)} moves played, {faces} faces on the table")
    path = paths.user_data_dir() / GS_RECORD_NAME
    digest = session.game.ruleset.digest(session.game.state)
    if not window.save_to(path) or not window.open_path(path):
        raise ValueError(f"the Galactic Supremacy game did not save and open again ({window.status.text()})")
    reopened = window.session.game
    if reopened.ruleset.digest(reopened.state) != digest:
        raise ValueError(f"{path.name} opened as a different game")
    return f"{len(reopened.history)} moves, {faces} faces on the table, saved and opened as {path.name}"


STEPS: tuple[Step, ...] = (Step("Galactic Supremacy on the table", check_galactic_supremacy),)
