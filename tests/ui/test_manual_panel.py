"""The resolve-by-hand panel (issue 34, finding 3): in rules mode a ``manual`` card (the Time
Knight) is resolved by hand with the panel's adjustments and its Done button, each step in
the record, the log and the undo stack; a bot that plays one says its effect was not applied.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from ge_desktop.bots.base import BotKind
from ge_desktop.cli import main
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Pass
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from ge_desktop.storage.records import save_record
from ge_desktop.ui.board import known_key
from ge_desktop.ui.intents import DropOnCard
from ge_desktop.ui.table.menus import card_menu
from tests.engine.manual_games import knight_playable


def _click(qtbot, button) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_manual_card_is_resolved_with_two_adjustments_and_done_then_undone_and_redone(qtbot, catalog, rules_table, tmp_path: Path) -> None:
    game, play = knight_playable(catalog, seed=2)
    me, bot = game.to_act, Seat(1 - game.to_act)
    win = rules_table(game, bots={bot: BotKind.STANDARD})
    win.act_fast_bots.setChecked(True)
    session = win.session
    assert not win.page.manual_dock.isVisible()
    # The Time Knight dropped on its ship: the bot passes its reaction, the card waits on me.
    win.page.scene.request(DropOnCard(known_key(play.card), known_key(play.target)))
    qtbot.waitUntil(lambda: session.game.state.manual is not None and session.game.to_act == me, timeout=30_000)
    qtbot.waitUntil(win.page.manual_dock.isVisible, timeout=5_000)
    panel = win.page.manual_panel
    assert panel.title.text() == "Resolve by hand: C2/8 Time Knight"
    assert "Deals 1 time damage in the fleet" in panel.rules.text()
    assert "Done" in win.phase_bar.mode.text()
    menu = card_menu(win.page.scene, win.page.scene.cards[known_key(play.target)].view)
    entries = [a.text() for a in menu.actions()]
    assert "Reveal to everyone" not in entries and "Dice" in entries  # the context menu offers the adjustments only
    before = list(session.game.history)
    log_before = len(win.log_widget.lines())

    # Adjustment 1: 1 damage on an opponent's card in play; adjustment 2: 2 energy points on my ship.
    theirs = next(t for t in panel.manual.targets if t.owner == bot and t.zone.value == "play")
    panel.choose(theirs.instance)
    panel.die_kind.setCurrentIndex(panel.die_kind.findData(DieKind.STRUCTURE))
    _click(qtbot, panel.damage)
    panel.choose(play.target)
    panel.point.setCurrentIndex(panel.point.findData("energy"))
    panel.points.setValue(2)
    _click(qtbot, panel.set_points)
    _click(qtbot, panel.done)
    assert session.game.state.manual is None and not win.page.manual_dock.isVisible()
    assert panel.target.count() == 0 and panel.manual is None  # nothing of a hand stays in the hidden panel
    steps = [a.notation() for a in session.game.history[len(before) :]]
    assert steps == [f"~die #{theirs.instance} structure 1", f"~points #{play.target} energy 2", "done"]
    told = win.log_widget.lines()[log_before:]
    assert any("structure die set to 1" in line for line in told)
    assert any("now has 2 energy points (set by hand)" in line for line in told)
    assert any("is done resolving C2/8 Time Knight by hand (2 changes)" in line for line in told)
    done_story = win.log_widget.lines()

    # Edit > Undo three times: back to the card waiting, panel and all; Redo three times.
    for _ in range(3):
        win.act_undo.trigger()
    assert session.game.history == before and session.game.state.manual is not None
    assert win.page.manual_dock.isVisible() and session.game.state.cards[theirs.instance].die(DieKind.STRUCTURE) == theirs.dice.get(DieKind.STRUCTURE, 0)
    for _ in range(3):
        win.act_redo.trigger()
    assert [a.notation() for a in session.game.history[len(before) :]] == steps
    assert win.log_widget.lines() == done_story and not win.page.manual_dock.isVisible()

    # The record of it replays exactly.
    path = tmp_path / "resolved-by-hand.gerec"
    save_record(session.record(), path)
    assert main(["replay", "--check", str(path)]) == 0
    win._stop_bots()


def test_a_bot_resolving_a_manual_card_says_its_effect_was_not_applied(qtbot, catalog, rules_table) -> None:
    game, play = knight_playable(catalog, seed=1)
    bot = game.to_act
    game.play(play)  # the bot's Time Knight (played here: which card a bot plays is its own business)
    while game.state.window is not None:
        game.play(Pass())
    assert game.state.manual == (bot, play.card)
    win = rules_table(game, bots={bot: BotKind.STANDARD})
    win.act_fast_bots.setChecked(True)
    qtbot.waitUntil(lambda: win.session.game.state.manual is None, timeout=30_000)
    lines = win.log_widget.lines()
    assert any(f"Player {bot + 1} is done resolving C2/8 Time Knight without changing anything by hand: its effect was not applied" in line for line in lines)
    assert not win.page.manual_dock.isVisible()  # the panel is for a person resolving his own card
    win._stop_bots()
