"""The window shell: standard shortcuts, New Game for 2-6 players, preferences, about, catalog."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtGui import QKeySequence

from ge_desktop.rulesets.galactic_empires import GameMode, Option, Quit, Variant, parse_action
from ge_desktop.rulesets.galactic_empires.config import LEGACY_OPTIONS, OPTION_TEXT
from ge_desktop.ui.game_setup import ready_game
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.new_game_dialog import NewGameDialog
from ge_desktop.ui.preferences import load_preferences

StandardKey = QKeySequence.StandardKey


def test_menus_use_the_standard_key_sequences(window: MainWindow) -> None:
    expected = {
        window.act_new: StandardKey.New,
        window.act_open: StandardKey.Open,
        window.act_save: StandardKey.Save,
        window.act_save_as: StandardKey.SaveAs,
        window.act_undo: StandardKey.Undo,
        window.act_redo: StandardKey.Redo,
        window.act_quit: StandardKey.Quit,
        window.page.act_zoom_in: StandardKey.ZoomIn,
        window.page.act_zoom_out: StandardKey.ZoomOut,
    }
    for action, key in expected.items():
        assert action.shortcut() == QKeySequence(key), action.text()
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&View", "&Cards", "&Game", "&Help"]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_new_game_dialog_seats_two_to_six_players(qtbot, catalog, window: MainWindow, players: int) -> None:
    dialog = NewGameDialog(catalog, window)
    qtbot.addWidget(dialog)
    dialog.players.setValue(players)
    dialog.seed.setValue(41)
    config = dialog.build_setup().config
    assert config.player_count == players and config.mode is GameMode.RULES and config.seed == 41
    window.set_session(window.make_session(ready_game(config, catalog)))
    assert len(window.page.scene.areas) == players and len(window.page.scene.hqs) == players


def test_new_game_dialog_offers_every_option_but_the_older_records_ones_with_a_one_line_explanation(qtbot, catalog) -> None:
    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    assert set(dialog.form.option_boxes) == set(Option) - LEGACY_OPTIONS and Option.SHUTTLES_FIRE_AND_CARRY in LEGACY_OPTIONS
    for option, check in dialog.form.option_boxes.items():
        assert check.text() == OPTION_TEXT[option][0] and check.toolTip() == OPTION_TEXT[option][1]
    dialog.form.option_boxes[Option.ONE_TARGET_ONLY].setChecked(True)
    dialog.form.option_boxes[Option.GAMBLERS].setChecked(True)
    assert dialog.build_setup().config.options == {Option.ONE_TARGET_ONLY, Option.GAMBLERS}
    dialog.form.option_boxes[Option.BORDER_DEFENSE].setChecked(True)
    assert not dialog.form.option_boxes[Option.BORDER_DEFENSE].isEnabled()  # two players: no border to defend
    assert Option.BORDER_DEFENSE not in dialog.build_setup().config.options
    dialog.players.setValue(3)
    assert Option.BORDER_DEFENSE in dialog.build_setup().config.options
    dialog.form.variant.setCurrentIndex(1)  # the Basic Game: one shared deck, nothing to gamble
    assert not dialog.form.option_boxes[Option.GAMBLERS].isEnabled() and Option.GAMBLERS not in dialog.build_setup().config.options


def test_new_game_dialog_refuses_options_that_cannot_go_together(qtbot, catalog) -> None:
    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    dialog.form.option_boxes[Option.GAMBLERS].setChecked(True)
    dialog.form.option_boxes[Option.EVERYONE_PLAYS_TO_THE_END].setChecked(True)
    dialog._accept()
    assert dialog.setup() is None and "choose one" in dialog.problem.text()


def test_new_game_dialog_basic_game_has_one_shared_deck(qtbot, catalog) -> None:
    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    dialog.form.variant.setCurrentIndex(1)
    dialog.form.mode.setCurrentIndex(1)
    config = dialog.build_setup().config
    assert config.variant is Variant.BASIC and len(config.decks) == 1 and config.player_count == 3
    assert config.mode is GameMode.RULES
    assert not dialog.form.deck_boxes[1].isEnabled()


def test_new_game_dialog_lists_decks_by_name_and_offers_basic_set_a(qtbot, catalog) -> None:
    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    names = [dialog.form.deck_boxes[0].itemText(i) for i in range(dialog.form.deck_boxes[0].count())]
    assert names[:3] == ["Basic Set A: Argonian First Republic", "Basic Set A: Krebiz Capitalist Alliance", "Basic Set A"]
    assert [dialog.form.deck_boxes[i].currentText() for i in (0, 1)] == names[:2]
    dialog.form.variant.setCurrentIndex(1)  # the Basic Game: Basic Set A's shared deck
    assert dialog.form.deck_boxes[0].currentText() == "Basic Set A"
    assert dialog.build_setup().config.decks[0].name == "Basic Set A"
    dialog.form.variant.setCurrentIndex(0)
    assert dialog.form.deck_boxes[0].currentText() == "Basic Set A: Argonian First Republic"
    dialog.form.deck_boxes[1].setCurrentIndex(names.index("Basic Set B"))
    dialog._accept()
    assert "Basic Set B is a Basic Game deck" in dialog.problem.text() and dialog.setup() is None


def test_preferences_apply_to_the_table_and_are_kept(window: MainWindow) -> None:
    window.apply_preferences(replace(window.prefs, card_size="small", felt="#203040"))
    assert window.page.scene.card.width == 100.0 and window.page.view.felt.name() == "#203040"
    assert window.page.scene.cards  # rebuilt at the new size
    assert load_preferences().card_size == "small"


def test_about_box_names_the_log_file(qtbot, window: MainWindow) -> None:
    from ge_desktop.ui.about_dialog import AboutDialog
    from ge_desktop.ui.app_log import log_file_path

    about = AboutDialog(window)
    qtbot.addWidget(about)
    assert str(log_file_path()) in about.findChild(type(about.layout().itemAt(0).widget())).text()


def test_card_browser_deck_builder_and_editor_open_from_the_cards_menu(window: MainWindow) -> None:
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Cards")
    assert menu.actions() == [window.act_catalog, window.act_deck_builder, window.act_card_editor]
    for action, attribute in (
        (window.act_catalog, "_catalog_window"),
        (window.act_deck_builder, "_deck_builder"),
        (window.act_card_editor, "_card_editor"),
    ):
        action.trigger()
        opened = getattr(window, attribute)
        assert opened.isVisible()
        opened.close()


def test_quitting_keeps_the_game_for_the_next_launch_without_a_question(window: MainWindow) -> None:
    from ge_desktop.storage.autosave import autosave_path, read_autosave

    window.page.act_draw.trigger()
    played = list(window.session.game.history)
    window.close()
    assert not window.isVisible()
    assert not getattr(window, "questions", [])  # nothing is discarded, so nothing is asked
    assert autosave_path().exists()
    assert [a.notation() for a in played] == [line for line in read_autosave().actions]


def test_the_gamblers_quit_from_the_game_menu_on_your_turn(qtbot, catalog, window: MainWindow) -> None:
    from dataclasses import replace

    from ge_desktop.ui.game_setup import starter_config

    config = replace(starter_config(catalog, 3, mode=GameMode.RULES, seed=5), options=frozenset({Option.GAMBLERS}))
    window.set_session(window.make_session(ready_game(config, catalog)))
    game = window.session.game
    assert window.page.act_gamble_quit.isEnabled()  # the first player's turn, before any action
    seat = game.state.active
    window.page.act_gamble_quit.trigger()
    assert window.session.game.state.players[seat].eliminated
    assert not window.page.act_gamble_quit.isEnabled() or window.session.game.state.active != seat


def test_the_quit_action_is_off_without_the_gamblers(window: MainWindow) -> None:
    assert not window.page.act_gamble_quit.isEnabled()


def test_basic_game_a_player_may_withdraw_from_the_game_menu(qtbot, catalog, window: MainWindow) -> None:
    """1994 Basic Game (a player's voluntary withdrawal): the engine allows ``quit`` there,
    so the Game menu must offer it, not only with The Gamblers."""
    from ge_desktop.ui.game_setup import starter_config

    config = starter_config(catalog, 3, mode=GameMode.RULES, seed=5, variant=Variant.BASIC)
    window.set_session(window.make_session(ready_game(config, catalog)))
    game = window.session.game
    seat = game.state.active
    assert game.is_legal(Quit())
    assert window.page.act_gamble_quit.isEnabled()
    window.page.act_gamble_quit.trigger()
    assert window.session.game.state.players[seat].eliminated


def test_the_gamblers_game_over_offers_the_next_game_of_the_series(qtbot, catalog, window: MainWindow) -> None:
    from dataclasses import replace

    from ge_desktop.ui.game_setup import starter_config

    config = replace(starter_config(catalog, 2, mode=GameMode.RULES, seed=5), options=frozenset({Option.GAMBLERS}))
    window.set_session(window.make_session(ready_game(config, catalog)))
    window.session.game.apply(parse_action("~hq-damage p1 5 by p0"))  # p0 wins a card of p1's deck
    window.session.play([parse_action("quit")], "Quit")  # p0 quits: p1 wins
    window.page.show_game_over(window.session.game.outcome)
    dialog = window.page.game_over_dialog
    assert dialog.series_button is not None
    before = window.session.game
    dialog.series_button.click()
    after = window.session.game
    assert after is not before and after.config.options == {Option.GAMBLERS}
    assert [len(d.cards) for d in after.config.decks] == [len(before.config.decks[0].cards) + 1, len(before.config.decks[1].cards) - 1]


def test_game_over_without_the_gamblers_has_no_series(qtbot, catalog, window: MainWindow) -> None:
    from ge_desktop.ui.game_setup import starter_config

    window.set_session(window.make_session(ready_game(starter_config(catalog, 2, mode=GameMode.RULES, seed=5), catalog)))
    window.session.game.apply(parse_action("~hq-damage p1 25 by p0"))
    window.page.show_game_over(window.session.game.outcome)
    assert window.page.game_over_dialog.series_button is None
