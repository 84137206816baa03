"""The tiny third game (the dice race of ``tests/engine/test_second_ruleset.py``) in the main
window: Game > New Game lists it from the registry, the dialog shows its form, OK starts it on
its own table page, and a click on the page's Step button takes a move (undone by Edit > Undo).
Nothing outside the game's test modules names it: the window and the dialog ask the registry."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from ge_desktop.games import GameType, find_game, register_game
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.new_game_dialog import NewGameDialog
from tests.engine.test_second_ruleset import GAME, WINDOW_PARTS, DiceConfig, DicePhase, StepAction
from tests.ui.dice_race_pages import DiceForm, DicePage, DiceSession


@pytest.fixture(autouse=True)
def dice_race() -> Iterator[GameType]:
    """The dice race's registry entry with its table page and New Game form, for this module's tests."""
    entry = replace(GAME, parts={**GAME.parts, **WINDOW_PARTS})
    register_game(entry)
    yield entry
    register_game(GAME)


def _new_dice_race(qtbot, window: MainWindow, target: int) -> list[NewGameDialog]:
    """Game > New Game, the dice race, its target, seed 3, OK (clicked)."""
    seen: list[NewGameDialog] = []

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog)
        dialog.game.setCurrentIndex(dialog.game.findText(find_game("dice").label))
        form = dialog.form
        assert isinstance(form, DiceForm) and dialog.form_pages.currentWidget() is form.widget
        form.target.setValue(target)
        dialog.seed.setValue(3)
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        if dialog.isVisible():  # refused: close it so the test fails on its assertions, not a hang
            dialog.reject()

    QTimer.singleShot(0, fill_in)
    window.act_new.trigger()
    return seen


def test_the_third_game_starts_from_new_game_and_takes_a_step_on_its_own_page(qtbot, window: MainWindow) -> None:
    seen = _new_dice_race(qtbot, window, target=7)
    assert seen and seen[0].problem.text() == ""
    session, page = window.session, window.page
    assert isinstance(session, DiceSession) and isinstance(page, DicePage)
    assert session.game.config == DiceConfig(seed=3, players=2, target=7)
    assert window.pages.currentWidget() is page.widget and page.step_button.isVisible()
    assert tuple(window.phase_bar.phases) == tuple(DicePhase)
    qtbot.mouseClick(page.step_button, Qt.MouseButton.LeftButton)  # the roll
    assert session.game.history == [StepAction()] and session.game.phase is DicePhase.SCORE
    assert "rolled" in page.scores.text() and window.windowTitle().endswith("* - GE Desktop")
    assert window.log_widget.lines() == ["1. step"]
    window.act_undo.trigger()
    assert session.game.history == [] and "rolled" not in page.scores.text()


def test_new_game_remembers_the_third_game_and_its_form(qtbot, window: MainWindow, dice_race: GameType) -> None:
    _new_dice_race(qtbot, window, target=9)
    dialog = NewGameDialog(window.catalog, window)
    qtbot.addWidget(dialog)
    assert dialog.chosen_game() is dice_race
    assert isinstance(dialog.form, DiceForm) and dialog.form.target.value() == 9
