"""Card zoom on hover: a card the pointer rests on is shown large enough to read (at least
300 px wide) inside the table, at 1024x700 as at 1920x1080; hidden when the pointer leaves,
and never for a face-down card."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.ui.hover_zoom import DELAY_MS
from tests.ui.conftest import played_until


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_a_hovered_card_is_shown_large_enough_to_read(qtbot, catalog, rules_table, size) -> None:
    game = played_until(catalog, 4, lambda g: g.phase is Phase.PLAY_A and g.state.window is None and g.state.complete_turn >= 2)
    win = rules_table(game, size=size)
    scene = win.page.scene
    faces_up = [item for item in scene.cards.values() if item.view.card is not None]
    face_down = [item for item in scene.cards.values() if item.view.card is None]
    assert faces_up and face_down
    scene.card_hover(faces_up[0], True)
    qtbot.waitUntil(win.page.hover_zoom.isVisible, timeout=DELAY_MS * 10)
    shown = win.page.hover_zoom.geometry()
    assert shown.width() >= 300
    assert QRect(0, 0, win.page.view.viewport().width(), win.page.view.viewport().height()).contains(shown)
    scene.card_hover(faces_up[0], False)
    assert not win.page.hover_zoom.isVisible()
    scene.card_hover(face_down[0], True)
    qtbot.wait(DELAY_MS * 2)
    assert not win.page.hover_zoom.isVisible()
