"""The New Game dialog lists the games of the games registry (``ge_desktop.games``): their labels,
in the registry's order, and each game's players range bounds the Players box."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ge_desktop.games import find_game, games
from ge_desktop.ui.layout.seats import MAX_SEATS, MIN_SEATS
from ge_desktop.ui.new_game_dialog import NewGameDialog


def test_the_game_list_is_the_registry_s(qtbot, catalog) -> None:
    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    listed = [(dialog.game.itemText(i), find_game(dialog.game.itemData(i))) for i in range(dialog.game.count())]
    with_forms = [game for game in games() if game in (g for _, g in listed)]
    assert listed == [(g.label, g) for g in with_forms] and len(listed) >= 2


def test_choosing_a_game_bounds_the_players_by_its_registry_entry(qtbot, catalog) -> None:
    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    dialog.show()
    for index in range(dialog.game.count()):
        dialog.game.setFocus()
        qtbot.keyClick(dialog.game, Qt.Key.Key_Home)
        for _ in range(index):
            qtbot.keyClick(dialog.game, Qt.Key.Key_Down)
        game = find_game(dialog.game.currentData())
        assert dialog.game.currentIndex() == index
        assert (dialog.players.minimum(), dialog.players.maximum()) == (max(MIN_SEATS, game.min_players), min(MAX_SEATS, game.max_players))


def test_set_game_takes_any_registry_name_or_alias(qtbot, catalog) -> None:
    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    for index in range(dialog.game.count()):
        game = find_game(dialog.game.itemData(index))
        for word in (game.name, *game.aliases):
            dialog.set_game(word)
            assert find_game(dialog.game.currentData()) is game and dialog.game.currentText() == game.label
