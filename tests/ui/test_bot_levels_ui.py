"""The bot levels as a player meets them: Game > New Game lists exactly the measured levels
of each game, weakest first, each seat choice's tooltip says what the level is and its
measured record against the level below, and a game starts and the bot moves at every level.

The seat is chosen as a player does it from the keyboard (typing the level's name into the
seat's box), the game started with the dialog's OK button.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox

from ge_desktop.bots.base import BotKind
from ge_desktop.bots.beginner import BeginnerBot
from ge_desktop.bots.levels import GALACTIC_EMPIRES, GALACTIC_SUPREMACY, LEVELS, offered, tooltip
from ge_desktop.bots.random_bot import RandomBot
from ge_desktop.bots.standard import StandardBot
from ge_desktop.bots.strong import StrongBot
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_supremacy.bots import RandomBot as GsRandomBot
from ge_desktop.rulesets.galactic_supremacy.bots import StandardBot as GsStandardBot
from ge_desktop.ui.gs.session import GsSession
from ge_desktop.ui.new_game_dialog import NewGameDialog
from ge_desktop.ui.session import Session

GE_PLAYERS = {BotKind.RANDOM: RandomBot, BotKind.BEGINNER: BeginnerBot, BotKind.STANDARD: StandardBot, BotKind.STRONG: StrongBot}


def _choices(box: QComboBox) -> dict[str, str]:
    return {box.itemData(i): box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(box.count())}


def _choose(qtbot, box: QComboBox, kind: BotKind | None) -> None:
    """Type the choice's name into the seat's box, as a player does from the keyboard."""
    box.setFocus()
    qtbot.keyClicks(box, kind.title if kind is not None else "Human")
    assert box.currentData() == (kind.value if kind is not None else "")


def _new_game(qtbot, window, fill) -> NewGameDialog:
    """Game > New Game, ``fill(dialog)``, then the dialog's OK button."""
    seen: list[NewGameDialog] = []

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog)
        fill(dialog)
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        if dialog.isVisible():  # refused: close it so the test fails on its assertions, not a hang
            dialog.reject()

    QTimer.singleShot(0, fill_in)
    window.act_new.trigger()
    assert seen and seen[0].problem.text() == ""
    return seen[0]


def test_each_game_offers_exactly_its_measured_levels_weakest_first(qtbot, catalog) -> None:
    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    for game, kinds in ((GALACTIC_EMPIRES, ["random", "beginner", "standard", "strong"]), (GALACTIC_SUPREMACY, ["random", "standard"])):
        dialog.set_game(game)
        for box in dialog.player_boxes:
            assert list(_choices(box)) == ["", *kinds] == ["", *(k.value for k in offered(game))]


def test_each_seat_tooltip_says_what_the_level_is_and_its_record_against_the_level_below(qtbot, catalog) -> None:
    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    for game in (GALACTIC_EMPIRES, GALACTIC_SUPREMACY):
        dialog.set_game(game)
        tips = _choices(dialog.player_boxes[1])
        assert len(set(tips.values())) == len(tips) and all(tips.values())
        below = None
        for level in LEVELS[game]:
            tip = tips[level.kind.value]
            assert tip == tooltip(game, level.kind)
            if below is None:
                assert "lowest level" in tip and "Measured" not in tip
            else:
                record = level.record
                assert record is not None and record.below is below
                assert record.games >= 400 and record.share >= 0.6 and record.interval()[0] > 0.55  # the bar for a level
                assert f"Measured against the {below.title.lower()}: won {record.wins}, lost {record.losses}" in tip and f"of {record.games} " in tip
            below = level.kind


def test_a_seat_keeps_its_level_when_the_game_offers_it_and_becomes_the_standard_bot_when_not(qtbot, catalog) -> None:
    dialog = NewGameDialog(catalog)
    qtbot.addWidget(dialog)
    _choose(qtbot, dialog.player_boxes[1], BotKind.BEGINNER)
    _choose(qtbot, dialog.player_boxes[0], BotKind.RANDOM)
    dialog.set_game(GALACTIC_SUPREMACY)
    assert dialog.bots() == {Seat(0): BotKind.RANDOM, Seat(1): BotKind.STANDARD}
    dialog.set_game(GALACTIC_EMPIRES)
    assert dialog.bots() == {Seat(0): BotKind.RANDOM, Seat(1): BotKind.STANDARD}


@pytest.mark.parametrize("kind", list(offered(GALACTIC_EMPIRES)), ids=lambda k: k.value)
def test_a_galactic_empires_game_starts_at_each_level_and_the_bot_plays_its_turn(qtbot, window, kind) -> None:
    """Player 2's seat set to the level, OK; the person ends his turn with the window's own
    action and the bot (of that level's class) plays a turn until the game is his again."""
    window.act_fast_bots.setChecked(True)

    def fill(dialog: NewGameDialog) -> None:
        dialog.seed.setValue(31)
        _choose(qtbot, dialog.player_boxes[1], kind)

    _new_game(qtbot, window, fill)
    session = window.session
    assert isinstance(session, Session) and session.bots == {Seat(1): kind}
    bot = window.page.bot_runner.bots[Seat(1)]
    assert type(bot) is GE_PLAYERS[kind]
    human = Seat(0)
    turn = session.game.state.complete_turn
    for _ in range(3):
        if session.game.to_act == human:
            window.act_end_turn.trigger()
        qtbot.waitUntil(lambda: window.page.bot_runner.moves > 0 and session.game.to_act == human, timeout=120_000)
        if session.game.state.complete_turn > turn:
            break
    assert window.page.bot_runner.moves > 0 and session.game.state.complete_turn > turn
    assert session.viewer == human and all(v.card is None for v in session.board().seats[1].hand)  # the bot's hand stays hidden
    window._stop_bots()


@pytest.mark.parametrize("kind", list(offered(GALACTIC_SUPREMACY)), ids=lambda k: k.value)
def test_a_galactic_supremacy_game_starts_at_each_level_and_the_bots_play(qtbot, window, kind) -> None:
    """Galactic Supremacy, both seats set to the level, OK: the bots play on their own."""
    window.act_fast_bots.setChecked(True)

    def fill(dialog: NewGameDialog) -> None:
        dialog.set_game(GALACTIC_SUPREMACY)
        dialog.seed.setValue(5)
        for seat in (0, 1):
            _choose(qtbot, dialog.player_boxes[seat], kind)

    _new_game(qtbot, window, fill)
    session = window.session
    assert isinstance(session, GsSession) and session.bots == {0: kind, 1: kind}
    qtbot.waitUntil(lambda: len(session.game.history) >= 30 or session.game.is_terminal(), timeout=60_000)
    assert {type(player) for player in session._players.values()} == {GsRandomBot if kind is BotKind.RANDOM else GsStandardBot}
    assert len(session.game.history) >= 30 or session.game.is_terminal()
    window._stop_bots()
