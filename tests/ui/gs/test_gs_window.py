"""The window around a Galactic Supremacy game: New Game offers it, the phase bar shows
the ruleset's phases (both games), the words of the table."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer

from ge_desktop.bots.base import BotKind
from ge_desktop.bots.levels import GALACTIC_SUPREMACY as GS_GAME
from ge_desktop.engine import Game
from ge_desktop.games import find_game
from ge_desktop.rulesets.galactic_empires.terms import TURN_PHASES
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind
from ge_desktop.rulesets.galactic_supremacy.state import TURN_PHASES as GS_PHASES
from ge_desktop.rulesets.galactic_supremacy.state import Phase, Setup
from ge_desktop.ui.gs.page import RULES_HELP as GS_HELP
from ge_desktop.ui.gs.page import section_key as gs_section_key
from ge_desktop.ui.gs.session import GsSession
from ge_desktop.ui.new_game_dialog import NewGameDialog
from ge_desktop.ui.rules_help import help_sections
from ge_desktop.ui.table.page import RULES_HELP as GE_HELP


def test_new_game_offers_galactic_supremacy_with_its_options_and_bots(qtbot, catalog, window):
    dialog = NewGameDialog(catalog, window, players=4)
    qtbot.addWidget(dialog)
    dialog.set_game(GS_GAME)
    ge_form = dialog.forms[find_game("ge").name]  # made when the dialog opened on the first game
    assert not any(box.isVisibleTo(dialog) for box in ge_form.deck_boxes)  # the other game's decks are not shown
    dialog.form.decks.setCurrentIndex(dialog.form.decks.findData(True))
    dialog.form.advanced.setChecked(True)
    dialog.seed.setValue(9)
    dialog.set_player(2, BotKind.STANDARD)
    dialog.set_player(3, BotKind.RANDOM)
    box = dialog.player_boxes[0]
    assert box.findData(BotKind.STRONG.value) == -1 and box.findData(BotKind.BEGINNER.value) == -1  # Galactic Supremacy has two bots
    setup = dialog.build_setup()
    assert setup.config == Setup(players=4, individual_decks=True, advanced=True, seed=9)
    window.start_game(setup)
    session = window.session
    assert isinstance(session, GsSession) and session.bots == {2: BotKind.STANDARD, 3: BotKind.RANDOM}
    assert window.pages.currentWidget() is window.page.table


def test_the_phase_bar_takes_its_phases_from_the_ruleset_for_both_games(qtbot, gs_table, catalog, two_player_game):
    win = gs_table(Setup(players=2, seed=1))
    assert tuple(win.phase_bar.phases) == GS_PHASES == win.session.game.phases()
    assert [label.split(" ", 1)[1] for label in win.phase_bar.labels.values()] == ["Draw", "Production", "Command", "Build", "Attack", "Move", "Research"]
    assert win.phase_bar.current_text() == "1 Draw"
    gs_page = win.page
    win.set_session(win.make_session(two_player_game))  # back to Galactic Empires on the same window
    assert tuple(win.phase_bar.phases) == TURN_PHASES == two_player_game.phases()
    assert win.pages.currentWidget() is win.page.view
    assert win.page.card_dock.isVisibleTo(win) and not gs_page.moves_dock.isVisibleTo(win)
    assert win.page.act_search.isEnabled() and win.page.act_zoom_in.isEnabled()


def test_galactic_supremacy_gestures_of_the_other_game_say_why_not(qtbot, gs_table):
    win = gs_table(Setup(players=2, seed=1))
    shown = [action.text() for action in win.game_menu.actions() if action.isVisible()]
    assert "&Next Phase" in shown and not {"&Roll a Die", "&Draw a Card"} & set(shown)  # the card game's gestures are not offered
    win.session.roll(6)
    assert "rules roll the dice" in win.status.text()
    win.session.play_text("build #999")
    refusal = win.status.text()
    assert refusal and "#999" not in refusal  # card numbers never reach the screen: names, or "a card"


def test_against_bots_only_no_hand_is_shown(qapp):
    game = Game.new(Setup(players=2, seed=1))
    session = GsSession(game, bots={0: BotKind.RANDOM, 1: BotKind.STANDARD})
    assert session.shown_seat is None and session.observation().players[0].hand is None


def test_rules_help_opens_the_galactic_supremacy_section_of_the_phase_or_card_kind(qtbot, gs_table):
    win = gs_table(Setup(players=2, seed=1))
    win.act_rules_help.trigger()
    assert win.page.rules_help.shown == "phase:draw"
    assert win.page.rules_help.windowTitle() == "Rules help: Galactic Supremacy"
    assert "Rules: DRAW PHASE." in win.page.rules_help.text.toPlainText()
    board = win.session.board()
    homeworld = next(card for card, info in board.cards.items() if info.kind is CardKind.HOMEWORLD)
    win.page.table.scene._hovered = homeworld
    win.act_rules_help.trigger()
    assert win.page.rules_help.shown == "type:homeworld"


def test_galactic_supremacy_rules_help_has_a_section_for_every_phase_and_card_kind():
    sections = help_sections(GS_HELP)
    assert {f"phase:{phase.value}" for phase in Phase} <= set(sections)
    assert {f"type:{kind.value}" for kind in CardKind} <= set(sections)
    assert gs_section_key(None, "no-such-phase") == "turn"
    assert help_sections(GE_HELP) is not sections  # the Galactic Empires help is its own file
    assert "type:fleet" not in help_sections(GE_HELP)


def test_new_game_menu_starts_galactic_supremacy_with_a_bot_through_the_dialog(qtbot, window):
    """Game > New Game, Galactic Supremacy, a standard bot in seat 2, OK: the game starts (it did
    nothing before: the dialog asked the Galactic Supremacy setup for ``problems()``)."""
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    seen: list[NewGameDialog] = []

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog)
        dialog.set_game(GS_GAME)
        seat = dialog.player_boxes[1]
        seat.setCurrentIndex(seat.findData(BotKind.STANDARD.value))
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        if dialog.isVisible():  # refused: close it so the test fails on its assertions, not a hang
            dialog.reject()

    QTimer.singleShot(0, fill_in)
    window.act_new.trigger()
    assert seen and seen[0].problem.text() == ""
    session = window.session
    assert isinstance(session, GsSession) and session.bots == {1: BotKind.STANDARD}
    assert window.pages.currentWidget() is window.page.table
    window._stop_bots()
