"""Hot-seat secrecy on the Galactic Emperor board: while the pass screen waits, no text on the
screen (the board, the Moves dock, the log, the phase bar, the status line, the pass screen)
names another player's Victory Point total or a tile only one player has seen (the one his Long
Range Scanners drew and put back), nor the order of the facedown stacks (docs/galactic-emperor.md,
"What is secret")."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from ge_desktop.rulesets.galactic_emperor import actions as A
from ge_desktop.rulesets.galactic_emperor.state import GameState
from tests.ui.emperor.emperor_driver import EmperorDriver
from tests.ui.emperor.emperor_games import played_until
from tests.ui.emperor.screens import hot_seat_screen

VP_SHOWN = re.compile(r"(\S+) \d+ VP\b")
PUBLIC_VP = ("takes", "pool:")  # chits taken openly ("Player 2 takes 3 VP"), the pool's size


def secret_words(state: GameState) -> set[str]:
    """What nobody may read while the screen passes: the names of the facedown tiles (one
    may have been drawn by a player's scanners and put back) and every private log line."""
    names = {state.components.tile(t).name for t in state.stack}
    private = {event.text for event in state.log if event.seats is not None}
    return names | private


def leaks(texts: list[str], state: GameState) -> list[str]:
    text = "\n".join(texts)
    found = [word for word in secret_words(state) if word in text]
    found += [line for line in text.splitlines() if "Victory Points: " in line and "Victory Points: secret" not in line]
    found += [match.group(0) for match in VP_SHOWN.finditer(text) if match.group(1) not in PUBLIC_VP]
    return found


def test_nothing_on_screen_while_the_pass_screen_waits_names_a_secret(qtbot) -> None:
    screen = hot_seat_screen(qtbot, players=4, seed=5, bots={1: "standard", 3: "random"})
    driver = EmperorDriver(qtbot, lambda: screen.session, screen.table, screen.pass_screen, screen.shown, seed=5)
    checked = 0

    def watch(d: EmperorDriver) -> None:
        nonlocal checked
        if screen.shown() is screen.pass_screen:
            texts = screen.texts()
            assert any("Victory Points: secret" in t for t in texts)  # the mats are on the board, totals hidden
            assert not leaks(texts, screen.session.game.state), f"step {d.steps}: {leaks(texts, screen.session.game.state)}"
            checked += 1

    driver.play_to_end(watch=watch)
    assert checked > 10  # the screen passed between the two people many times


def test_a_tile_drawn_by_long_range_scanners_and_put_back_stays_its_drawers_alone(qtbot) -> None:
    game = played_until(4, 1, lambda g: any(isinstance(a, A.Scan) for a in g.legal_actions()))
    drawer = game.to_act
    screen = hot_seat_screen(qtbot, game=game)  # four people at the screen
    session, table = screen.session, screen.table
    scan = next(a for a in session.legal() if isinstance(a, A.Scan))
    assert table.panel.select(scan)
    qtbot.mouseClick(table.panel.play_button, Qt.MouseButton.LeftButton)
    state = session.game.state
    while session.game.to_act != drawer or screen.shown() is screen.pass_screen:  # the Saboteur's holder lets it be
        if screen.shown() is screen.pass_screen:
            qtbot.mouseClick(screen.pass_screen.button, Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(table.dialog.button_for((A.Pass(),)), Qt.MouseButton.LeftButton)
    state = session.game.state
    drawn = state.role.scan.drawn
    assert drawn is not None, "the scanners drew a tile"
    drawn_name = state.components.tile(drawn).name
    assert drawn_name in "\n".join(screen.texts())  # the drawer sees it (on the board's row and in his log)
    keep = next(a for a in session.legal() if isinstance(a, A.Explore) and a.tile == scan.tile)
    assert table.panel.select(keep)
    qtbot.mouseClick(table.panel.play_button, Qt.MouseButton.LeftButton)
    assert session.game.state.stack[-1] == drawn  # back on top of the stack, unseen by the others
    qtbot.waitUntil(lambda: screen.shown() is screen.pass_screen)
    texts = screen.texts()
    assert drawn_name not in "\n".join(texts)
    assert any("drew the top tile with Long Range Scanners" in t for t in texts)  # the others read that he drew
