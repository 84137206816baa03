"""A Galactic Emperor game kept as the other games are (File > Save As, File > Open, the autosave
resumed at the next launch behind a pass screen), and the window dressed for it: the pass
screen says what an Emperor player keeps secret in this game's words (the registry entry's
``private_words``), the Cards menu of the card games is gone, the phase bar shows this game's
phases alone (no label of the last game's left painting under them)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from ge_desktop.app import show_start, start_game
from ge_desktop.bots.base import BotKind
from ge_desktop.engine import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.games import find_game
from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
from ge_desktop.rulesets.galactic_emperor.state import Setup
from ge_desktop.rulesets.galactic_supremacy.state import Setup as GsSetup
from ge_desktop.ui.emperor.session import EmperorSession
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences
from tests.ui.emperor.emperor_driver import EmperorDriver

BOTS = {Seat(1): BotKind.STANDARD, Seat(3): BotKind.RANDOM}  # Player 1 and 3 are people


def emperor_window(qtbot, catalog, game: Game | None = None, autosave: bool = False) -> MainWindow:
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False, confirm_new_game=False, hot_seat=True))
    qtbot.addWidget(win)
    win.autosave_enabled = autosave
    win.act_fast_bots.setChecked(True)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    if game is not None:
        win.set_session(win.make_session(game, dict(BOTS)))
    return win


def new_emperor_game(seed: int = 4) -> Game:
    return Game.new(Setup(4, seed), ruleset=GALACTIC_EMPEROR)


def driver_of(qtbot, win: MainWindow) -> EmperorDriver:
    return EmperorDriver(qtbot, lambda: win.session, win.page.table, win.pass_screen, win.pages.currentWidget, seed=4)


def people_play(qtbot, win: MainWindow, decisions: int) -> None:
    """The people decide ``decisions`` times through the board and the Moves list (bots in between)."""
    driver = driver_of(qtbot, win)
    while driver.steps < decisions:
        assert driver.step(), "the game ended too soon"


def digest(win: MainWindow) -> str:
    session = win.session
    assert session is not None
    return session.game.ruleset.digest(session.game.state)


def test_an_emperor_game_saved_from_the_file_menu_opens_where_it_was_with_its_bots(qtbot, catalog, tmp_path, monkeypatch) -> None:
    win = emperor_window(qtbot, catalog, new_emperor_game())
    people_play(qtbot, win, 6)
    kept, path = digest(win), tmp_path / "emperor.gerec"
    monkeypatch.setattr(win, "ask_save_path", lambda: path)
    win.act_save_as.trigger()
    assert path.is_file() and win.current_path == path and '"game": "galactic-emperor"' in path.read_text(encoding="utf-8")
    other = emperor_window(qtbot, catalog, new_emperor_game(seed=9))
    monkeypatch.setattr(other, "ask_open_path", lambda: path)
    other.act_open.trigger()
    opened = other.session
    assert isinstance(opened, EmperorSession) and other.current_path == path
    assert digest(other) == kept and opened.bots == BOTS
    people_play(qtbot, other, 2)  # the opened game goes on through the board


def test_an_emperor_game_is_autosaved_each_step_and_the_next_launch_resumes_it_behind_the_pass_screen(qtbot, catalog) -> None:
    win = emperor_window(qtbot, catalog, new_emperor_game(), autosave=True)
    people_play(qtbot, win, 5)
    qtbot.waitUntil(lambda: win.session is not None and not win.session.is_bot(win.session.game.to_act))
    start = start_game(catalog)  # what the next launch finds
    assert start.restored and start.game.ruleset.digest(start.game.state) == digest(win) and start.bots == BOTS
    resumed = emperor_window(qtbot, catalog)
    show_start(resumed, start)
    assert isinstance(resumed.session, EmperorSession) and resumed.resumed_unsaved
    assert resumed.pages.currentWidget() is resumed.pass_screen
    seat = resumed.session.game.to_act
    assert resumed.pass_screen.title.text() == f"Resume the last game: Player {seat + 1} to play"
    qtbot.mouseClick(resumed.pass_screen.button, Qt.MouseButton.LeftButton)
    assert resumed.pages.currentWidget() is resumed.page.table
    people_play(qtbot, resumed, 2)


def test_the_pass_screen_speaks_of_victory_points_and_scanned_tiles_not_of_a_hand(qtbot, catalog) -> None:
    win = emperor_window(qtbot, catalog, new_emperor_game())
    assert find_game("galactic-emperor").private_words == "Victory Points and scanned tiles"
    qtbot.waitUntil(lambda: win.pages.currentWidget() is win.pass_screen or win.pages.currentWidget() is win.page.table)
    driver = driver_of(qtbot, win)
    while win.pages.currentWidget() is not win.pass_screen:
        assert driver.step()
    words = [win.pass_screen.title.text(), win.pass_screen.note.text(), win.pass_screen.button.text()]
    assert "hand" not in " ".join(words)
    assert win.pass_screen.button.text().endswith(": show my Victory Points and scanned tiles")
    assert "the next screen shows this player's Victory Points and scanned tiles" in win.pass_screen.note.text()


def test_a_card_game_after_an_emperor_game_speaks_of_the_hand_again(qtbot, catalog) -> None:
    win = emperor_window(qtbot, catalog, new_emperor_game())
    win.set_session(win.make_session(Game.new(GsSetup(players=2, seed=1))))
    win.pass_screen.ask(Seat(1))
    assert win.pass_screen.button.text() == "I am Player 2: show my hand"


def test_the_cards_menu_is_gone_during_an_emperor_game_and_back_for_a_card_game(qtbot, catalog) -> None:
    win = emperor_window(qtbot, catalog, new_emperor_game())
    titles = [action.text() for action in win.menuBar().actions() if action.isVisible()]
    assert "&Cards" not in titles and "&Game" in titles
    assert not win.act_catalog.isEnabled() and not win.act_deck_builder.isEnabled()  # nor by its shortcuts
    win.set_session(win.make_session(Game.new(GsSetup(players=2, seed=1))))
    assert win.cards_menu.menuAction().isVisible() and win.act_catalog.isEnabled()


def test_the_phase_bar_shows_only_this_games_phases_at_1024_pixels(qtbot, catalog) -> None:
    win = emperor_window(qtbot, catalog, new_emperor_game())  # the window began with Galactic Empires' phases
    bar = win.phase_bar
    old = [label for label in bar.findChildren(QLabel) if label.isVisible() and label not in bar.phases.values() and label is not bar.turn and label.text()]
    assert not old, f"the last game's phases still show: {[label.text() for label in old]}"
    if win.pages.currentWidget() is win.pass_screen:
        qtbot.mouseClick(win.pass_screen.button, Qt.MouseButton.LeftButton)
    assert bar.isVisible()
    qtbot.wait(10)  # a label added to a shown bar shows at the next turn of the event loop
    shown = [label for label in bar.findChildren(QLabel) if label.isVisible() and label is not bar.turn and label.text()]
    assert len(shown) == len(GALACTIC_EMPEROR.phases())
    right = bar.turn.geometry().right()
    for label in sorted(shown, key=lambda each: each.x()):
        assert label.x() > right, f"'{label.text()}' overlaps the label before it"
        right = label.geometry().right()
    assert right < bar.next.x() and bar.next.geometry().right() <= win.width()
