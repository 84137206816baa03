"""Files the operating system hands the app (the installers' file associations): a saved
game opens on the table, a deck in the deck builder, from the command line (Windows,
Linux) or as a FileOpen event (macOS)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from ge_desktop import cli
from ge_desktop.cards.decks import load_deck, starter_deck_paths
from ge_desktop.rulesets.galactic_empires.summary import digest
from ge_desktop.selftest.ui_game import seeded_game
from ge_desktop.storage.records import record_of, save_record
from ge_desktop.ui import open_files
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.preferences import AnimationSpeed, Preferences


@pytest.fixture
def window(qtbot, catalog) -> MainWindow:
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False))
    qtbot.addWidget(win)
    win.set_session(win.make_session(seeded_game(catalog)))
    win.show()
    return win


@pytest.fixture
def saved_game(tmp_path, catalog) -> tuple[Path, str, int]:
    """A game some actions in, saved as a record: (path, state digest, actions)."""
    game = seeded_game(catalog)
    for _ in range(12):
        game.play(game.legal_actions()[0])
    path = tmp_path / "evening game.gerec"
    save_record(record_of(game), path)
    return path, digest(game.state), len(game.history)


def test_only_saved_games_and_decks_are_taken_from_the_arguments() -> None:
    args = ["-style", "fusion", "C:/games/Evening.GEREC", "mine.deck", "notes.txt"]
    assert open_files.files_to_open(args) == [Path("C:/games/Evening.GEREC"), Path("mine.deck")]


def test_a_saved_game_named_on_the_command_line_replaces_the_table(qapp, window, saved_game) -> None:
    path, state, actions = saved_game
    open_files.install(qapp, window, [str(path)])
    assert window.current_path == path
    assert digest(window.session.game.state) == state and len(window.session.game.history) == actions


def test_a_file_open_event_opens_the_saved_game(qapp, window, saved_game) -> None:
    path, state, _ = saved_game
    open_files.install(qapp, window, [])
    assert window.current_path is None
    QApplication.sendEvent(qapp, QFileOpenEvent(str(path)))
    assert window.current_path == path and digest(window.session.game.state) == state


def test_a_deck_opens_in_the_deck_builder(qapp, window, catalog) -> None:
    path = starter_deck_paths()[0]
    open_files.install(qapp, window, [])
    QApplication.sendEvent(qapp, QFileOpenEvent(str(path)))
    from ge_desktop.ui.browser.deck_builder import DeckBuilderWindow

    [builder] = window.findChildren(DeckBuilderWindow)  # the window owns it (Qt parent)
    assert builder.isVisible() and builder.draft.name == load_deck(path, catalog).name
    builder.close()


def test_the_command_line_hands_saved_games_and_decks_to_the_app(monkeypatch) -> None:
    import ge_desktop.app

    started = []
    monkeypatch.setattr(ge_desktop.app, "run_app", lambda args: started.append(args) or 0)
    assert cli.main(["D:/Evening.gerec"]) == 0
    assert cli.main(["a.deck", "b.GEREC"]) == 0
    assert started == [["D:/Evening.gerec"], ["a.deck", "b.GEREC"]]


def test_the_command_line_suffixes_are_the_apps() -> None:
    assert set(cli.OPENED_SUFFIXES) == set(open_files.OPENED_SUFFIXES) == {".gerec", ".deck"}
