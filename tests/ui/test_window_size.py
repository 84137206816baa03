"""The whole window fits a 1024x700 laptop screen in every phase: the phase bar never
widens it (the Draw Phase's buttons were 1885-2060 px wide), and nothing asks for more."""

from __future__ import annotations

import pytest

from ge_desktop.rulesets.galactic_empires import Phase
from tests.ui.conftest import played_until

SMALL = (1024, 700)


@pytest.mark.parametrize("phase", [Phase.ALLOCATION, Phase.WEAPONS_FIRE, Phase.DISCARD, Phase.DRAW])
def test_the_window_fits_1024x700_in_every_phase(qtbot, catalog, rules_table, phase) -> None:
    game = played_until(catalog, 4, lambda g: g.phase is phase and g.state.window is None and g.state.complete_turn >= 3)
    win = rules_table(game, size=SMALL)
    qtbot.wait(10)
    hint = win.minimumSizeHint()
    assert hint.width() <= SMALL[0] and hint.height() <= SMALL[1], hint
    assert (win.width(), win.height()) == SMALL
    assert win.phase_bar.width() <= SMALL[0]
    assert win.phase_bar.sizeHint().width() <= SMALL[0]


def test_playing_the_turn_through_never_widens_the_window(qtbot, catalog, rules_table) -> None:
    game = played_until(catalog, 6, lambda g: g.phase is Phase.ALLOCATION and g.state.window is None and g.state.complete_turn >= 2)
    win = rules_table(game, size=SMALL, hot_seat=False)
    for _ in range(12):
        if win.session.game.is_terminal():
            break
        win.session.next_phase()
        while win.session.game.state.window is not None:
            win.session.play_text("pass")
        qtbot.wait(1)
        assert win.width() == SMALL[0], win.session.game.phase


def test_the_new_game_dialog_fits_a_1024x700_screen(qtbot, catalog) -> None:
    """With twelve optional rules the New Game dialog needed 715 pixels, so on the smallest
    screen the window supports its OK button lay below the screen's edge. The optional rules
    scroll instead; every note stays whole (no horizontal scrolling)."""
    from ge_desktop.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    hint = dialog.minimumSizeHint()
    assert hint.height() <= 700 - 100  # room for the title bar and a desktop panel
    assert hint.width() <= 1024
    dialog.resize(hint)
    dialog.show()
    qtbot.waitExposed(dialog)
    group = dialog.form.options_group
    assert dialog.form.options_scroll.viewport().width() >= group.minimumSizeHint().width()


@pytest.mark.parametrize("action", ["act_catalog", "act_deck_builder", "act_card_editor"])
def test_the_card_windows_open_within_a_1024x700_screen(qtbot, window, monkeypatch, action) -> None:
    """The card browser (1280x820), deck builder (1500x900) and card editor (1320x900)
    opened past the edges of a 1024x700 screen; they open within its available area."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QApplication

    area = QRect(0, 0, 1024, 672)  # 1024x700 less a desktop panel
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: area)
    before = set(QApplication.topLevelWidgets())
    getattr(window, action).trigger()
    opened = [w for w in QApplication.topLevelWidgets() if w not in before and w.isVisible()]
    assert opened
    for widget in opened:
        qtbot.addWidget(widget)
        assert widget.width() <= area.width() and widget.height() <= area.height(), (type(widget).__name__, widget.size())
