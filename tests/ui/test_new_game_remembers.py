"""New Game remembers the last choices (finding 8b of the second-hour play test): the game, the
players, who plays each seat and the game's own form (decks, variant, mode, optional rules)
are what the dialog was left with when the last game started, also after a restart (they are
kept with the preferences); Cancel keeps nothing, and the seed is random again each time."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from ge_desktop.bots.base import BotKind
from ge_desktop.rulesets.galactic_empires import GameMode, Option, Variant
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.new_game_dialog import NewGameDialog
from ge_desktop.ui.preferences import load_new_game_choices


def _through_new_game(qtbot, window: MainWindow, fill_in: Callable[[NewGameDialog], None], button=QDialogButtonBox.StandardButton.Ok) -> NewGameDialog:
    """Game > New Game, ``fill_in`` the dialog, then click ``button``; the dialog as it was."""
    seen: list[NewGameDialog] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog)
        try:
            fill_in(dialog)
            qtbot.mouseClick(dialog.buttons.button(button), Qt.MouseButton.LeftButton)
        finally:
            if dialog.isVisible():  # refused, or an assertion failed: close it so the test fails, not hangs
                dialog.reject()

    QTimer.singleShot(0, answer)
    window.act_new.trigger()
    assert seen
    return seen[0]


def _three_players_one_bot(qtbot, dialog: NewGameDialog) -> None:
    assert dialog.players.value() == 2
    qtbot.keyClick(dialog.players, Qt.Key.Key_Up)
    dialog.player_boxes[2].setCurrentIndex(dialog.player_boxes[2].findData(BotKind.BEGINNER.value))
    form = dialog.form
    form.mode.setCurrentIndex(form.mode.findData(GameMode.SANDBOX))
    form.deck_boxes[1].setCurrentIndex(form.deck_boxes[1].count() - 1)
    check = form.option_boxes[Option.BORDER_DEFENSE]
    form.options_scroll.ensureWidgetVisible(check)
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))  # on its box
    assert check.isChecked()
    dialog.seed.setValue(5)


def test_new_game_opens_with_the_choices_the_last_game_started_with(qtbot, window: MainWindow) -> None:
    first = _through_new_game(qtbot, window, lambda dialog: _three_players_one_bot(qtbot, dialog))
    assert first.problem.text() == "" and len(window.session.game.state.players) == 3
    chosen_deck = first.form.deck_boxes[1].currentData()

    def look(dialog: NewGameDialog) -> None:
        form = dialog.form
        assert dialog.players.value() == 3
        assert [box.currentData() for box in dialog.player_boxes[:3]] == ["", "", BotKind.BEGINNER.value]
        assert GameMode(form.mode.currentData()) is GameMode.SANDBOX and Variant(form.variant.currentData()) is Variant.STANDARD
        assert form.deck_boxes[1].currentData() == chosen_deck
        assert form.option_boxes[Option.BORDER_DEFENSE].isChecked() and form.option_boxes[Option.BORDER_DEFENSE].isEnabled()
        assert dialog.seed.value() == 0  # "random": a seed is never reused unasked

    _through_new_game(qtbot, window, look, QDialogButtonBox.StandardButton.Cancel)
    restarted = NewGameDialog(window.catalog, window)  # what the next launch's dialog reads
    qtbot.addWidget(restarted)
    look(restarted)


def test_cancel_keeps_the_choices_of_the_last_game_started(qtbot, window: MainWindow) -> None:
    assert load_new_game_choices() == {}

    def two_bots(dialog: NewGameDialog) -> None:
        dialog.set_player(1, BotKind.RANDOM)

    _through_new_game(qtbot, window, two_bots, QDialogButtonBox.StandardButton.Cancel)
    assert load_new_game_choices() == {}
    dialog = NewGameDialog(window.catalog, window)
    qtbot.addWidget(dialog)
    assert dialog.player_boxes[1].currentData() == ""
