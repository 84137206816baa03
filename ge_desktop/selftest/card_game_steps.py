"""Galactic Empires' self-test steps (its registry entry's ``self_test`` part), run inside the
started app by ``app_steps``: the window opened a rules-enforced game of the starter decks;
a short scripted game is played through the window (``ui_game``), saved as a game record and
opened again as the same game.
"""

from __future__ import annotations

from ge_desktop.selftest.report import SelfTestContext, Step

RECORD_NAME = "self-test.gerec"


def check_starter_table(context: SelfTestContext) -> str:
    """The window opened a rules-enforced game of the starter decks, and the table shows it."""
    from ge_desktop.rulesets.galactic_empires import GameMode
    from ge_desktop.selftest.ui_game import ScriptedGame

    window = context.window
    game = window.session.game
    if game.config.mode is not GameMode.RULES:
        raise ValueError(f"the app opened a {game.config.mode.value} game, not a rules-enforced one")
    decks = [p.deck_name for p in game.state.players]
    shown = ScriptedGame(window).table_matches_board()
    return f"'{window.windowTitle()}': {' vs '.join(decks)}, {shown} cards on the table"


def check_scripted_game(context: SelfTestContext) -> str:
    """A seeded game of the starter decks, played three complete turns through the UI."""
    from ge_desktop.selftest.ui_game import ScriptedGame, seeded_game

    window = context.window
    window.set_session(window.make_session(seeded_game(window.catalog)))
    played = ScriptedGame(window)
    context.played = played
    played.play()
    needed = {"Allocate", "PlayCard", "Done", "Draw"}
    if not needed <= set(played.kinds):
        raise ValueError(f"the game never made a {', '.join(sorted(needed - set(played.kinds)))} gesture")
    played.table_matches_board()
    return played.summary()


def check_save_and_reload(context: SelfTestContext) -> str:
    """Save the game as a record, open it again: the same state, history and table."""
    from ge_desktop import paths
    from ge_desktop.rulesets.galactic_empires.summary import digest
    from ge_desktop.selftest.ui_game import ScriptedGame

    window = context.window
    game = window.session.game
    before, moves = digest(game.state), len(game.history)
    path = paths.user_data_dir() / RECORD_NAME
    if not window.save_to(path) or not path.is_file():
        raise OSError(f"the window did not save {path} ({window.status.text()})")
    if not window.open_path(path):
        raise ValueError(f"the window could not open {path} ({window.status.text()})")
    reloaded = window.session.game
    if digest(reloaded.state) != before or len(reloaded.history) != moves:
        raise ValueError(f"{path.name} reloaded as a different game ({len(reloaded.history)} of {moves} actions)")
    shown = ScriptedGame(window).table_matches_board()
    return f"{moves} actions in {path.name} ({path.stat().st_size} bytes), reloaded with {shown} cards on the table"


STEPS: tuple[Step, ...] = (
    Step("starter game on the table", check_starter_table),
    Step("scripted game through the UI", check_scripted_game),
    Step("game save and reload", check_save_and_reload),
)
