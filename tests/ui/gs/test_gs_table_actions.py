"""The Galactic Supremacy table's action paths: trade offers behind a pass screen, Counter
Espionage as a reaction, Spy shown only to its player, drags, undo, save and open."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QPushButton

from ge_desktop.engine import Game
from ge_desktop.rulesets.galactic_supremacy import actions as A
from ge_desktop.rulesets.galactic_supremacy.bots import StandardBot, bot_random
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind, CommandUse
from ge_desktop.rulesets.galactic_supremacy.state import Phase, Setup
from ge_desktop.ui.gs.session import GsSession
from ge_desktop.ui.layout.gs_table import CARD_H, CARD_W


def bots_until(setup: Setup, until, limit: int = 4000) -> Game:
    """The game of ``setup`` played by standard bots until ``until(game)``."""
    game = Game.new(setup)
    brains = {}
    for _ in range(limit):
        if until(game):
            return game
        if game.is_terminal():
            break
        seat = game.to_act
        brain = brains.setdefault(seat, StandardBot(bot_random(setup.seed, seat)))
        game.apply(brain.decide(game.observe(seat), game.legal_actions()))
    raise AssertionError("the state never came")


def show(qtbot, gs_table, game: Game):
    from ge_desktop.ui.main_window import MainWindow  # noqa: F401 - the fixture builds it

    win = gs_table(game.config)
    session = win.make_session(game)
    session.bot_delay_ms = 0
    win.set_session(session)
    QApplication.processEvents()
    return win, session


def take_screen(qtbot, win, seat: int) -> None:
    assert win.pages.currentWidget() is win.pass_screen
    assert win.pass_screen.seat == seat
    qtbot.mouseClick(win.pass_screen.button, Qt.MouseButton.LeftButton)


def test_trade_offer_is_answered_by_the_other_player_behind_a_pass_screen(qtbot, gs_table):
    win = gs_table(Setup(players=2, seed=2))
    session = win.session
    assert isinstance(session, GsSession)
    me = session.viewer
    other = 1 - me
    card = session.game.state.players[me].hand[0]
    qtbot.mouseClick(win.page.table.panel.offer, Qt.MouseButton.LeftButton)
    dialog = win.page.table.offer_dialog
    dialog.check_card(card)
    dialog.want_credits.setValue(0)
    make = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Make the Offer")
    qtbot.mouseClick(make, Qt.MouseButton.LeftButton)
    assert session.game.state.offer is not None
    take_screen(qtbot, win, other)
    question = win.page.table.dialog
    assert question is not None and question.isVisible() and "offers" in question.request.prompt
    qtbot.mouseClick(question.button_for((A.Accept(()),)), Qt.MouseButton.LeftButton)
    assert card in session.game.state.players[other].hand
    take_screen(qtbot, win, me)  # back to the player whose turn it is
    assert session.viewer == me


@pytest.mark.parametrize("use", [CommandUse.SPY, CommandUse.STRATEGIC_PLANNING])
def test_counter_espionage_is_asked_out_of_turn_and_a_view_is_shown_only_to_its_player(qtbot, gs_table, use):
    setup = Setup(players=2, seed=7)

    def use_now(game: Game) -> bool:
        return game.phase is Phase.COMMAND and any(isinstance(a, A.UseCommand) and a.use is use for a in game.legal_actions())

    game = bots_until(setup, use_now)
    win, session = show(qtbot, gs_table, game)
    me = session.game.to_act
    other = 1 - me
    session.viewer, session.waiting_for = me, None
    session.refresh()
    played = next(a for a in session.game.legal_actions() if isinstance(a, A.UseCommand) and a.use is use)
    panel = win.page.table.panel
    item = next(panel.action_list.item(r) for r in range(panel.action_list.count()) if panel.action_list.item(r).data(Qt.ItemDataRole.UserRole) == played)
    panel.action_list.setCurrentItem(item)
    qtbot.mouseClick(panel.play, Qt.MouseButton.LeftButton)
    # the other player is asked about Counter Espionage on his own screen
    take_screen(qtbot, win, other)
    question = win.page.table.dialog
    assert question is not None and "Counter Espionage" in question.request.prompt
    assert panel.peeks.count() == 0  # nothing of the other player's view on this screen
    qtbot.mouseClick(question.button_for((A.Pass(),)), Qt.MouseButton.LeftButton)
    # back to the player who looked, behind a pass screen: only now does his screen show the cards
    assert win.pages.currentWidget() is win.pass_screen
    assert not (win.page.table.peek_dialog is not None and win.page.table.peek_dialog.isVisible())
    take_screen(qtbot, win, me)
    state = session.game.state
    seen = [state.cards[c].name for c in state.players[me].peeks[-1].cards]
    if use is CommandUse.SPY:
        assert sorted(seen) == sorted(state.cards[c].name for c in state.players[other].hand)
    peek = win.page.table.peek_dialog
    assert peek is not None and peek.isVisible() and peek.names == seen
    lines = [panel.peeks.item(r).text() for r in range(panel.peeks.count())]
    assert lines and all(name in lines[-1] for name in seen)


def _drag(qtbot, view, start: QPointF, end: QPointF) -> None:
    """A left-button drag on the table view from one scene point to another."""
    viewport = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)

    def send(kind, pos: QPoint, buttons) -> None:
        event = QMouseEvent(kind, QPointF(pos), QPointF(viewport.mapToGlobal(pos)), Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)

    send(QEvent.Type.MouseButtonPress, a, Qt.MouseButton.LeftButton)
    for k in range(1, 6):
        send(QEvent.Type.MouseMove, a + (b - a) * k / 5, Qt.MouseButton.LeftButton)
    send(QEvent.Type.MouseButtonRelease, b, Qt.MouseButton.NoButton)
    QApplication.processEvents()


def test_a_fleet_dragged_from_hand_onto_the_homeworld_is_built_there(qtbot, gs_table):
    setup = Setup(players=2, seed=3)

    def build_fleet(game: Game) -> bool:
        builds = [a for a in game.legal_actions() if isinstance(a, A.Build) and a.onto is not None]
        return game.phase is Phase.BUILD and any(game.state.kind(a.card) is CardKind.FLEET for a in builds)

    game = bots_until(setup, build_fleet)
    win, session = show(qtbot, gs_table, game)
    me = session.game.to_act
    session.viewer, session.waiting_for = me, None
    session.refresh()
    build = next(a for a in session.game.legal_actions() if isinstance(a, A.Build) and a.onto is not None and session.game.state.kind(a.card) is CardKind.FLEET)
    items = win.page.table.scene.items_by_card
    centre = QPointF(CARD_W / 2, CARD_H * 0.8)
    _drag(qtbot, win.page.table.view, items[build.card].pos() + centre, items[build.onto].pos() + QPointF(CARD_W / 2, 10))
    unit = session.game.state.units.get(build.card)
    assert unit is not None and unit.attached == build.onto
    # undo puts the card back in hand; redo builds it again
    win.undo()
    assert build.card in session.game.state.players[me].hand
    win.redo()
    assert build.card in session.game.state.units


def test_a_galactic_supremacy_game_saves_and_opens_where_it_was(qtbot, gs_table, tmp_path):
    game = bots_until(Setup(players=3, seed=5), lambda g: g.state.turn_number >= 6)
    win, session = show(qtbot, gs_table, game)
    digest = session.game.ruleset.digest(session.game.state)
    path = tmp_path / "gs.gerec"
    assert win.save_to(path)
    win.resumed_unsaved = False
    assert win.open_path(path, asked=True)
    opened = win.session
    assert isinstance(opened, GsSession) and opened is not session
    assert opened.game.ruleset.digest(opened.game.state) == digest
    assert win.pages.currentWidget() in (win.page.table, win.pass_screen)


def test_every_step_is_autosaved_and_the_next_launch_resumes_the_game_behind_a_pass_screen(qtbot, gs_table, catalog):
    from ge_desktop.app import start_game

    win = gs_table(Setup(players=2, seed=8))
    win.autosave_enabled = True
    session = win.session
    qtbot.mouseClick(win.phase_bar.next, Qt.MouseButton.LeftButton)  # one step: the Draw Phase ends
    assert len(session.game.history) == 1
    start = start_game(catalog)  # what the next launch finds
    assert start.restored and start.game.ruleset.digest(start.game.state) == session.game.ruleset.digest(session.game.state)
    resumed = gs_table(Setup(players=2, seed=1))
    resumed.set_session(resumed.make_session(start.game))
    resumed.show_resumed()
    assert isinstance(resumed.session, GsSession) and resumed.resumed_unsaved
    assert resumed.pages.currentWidget() is resumed.pass_screen  # hot-seat: the player to act takes the screen first
    qtbot.mouseClick(resumed.pass_screen.button, Qt.MouseButton.LeftButton)
    assert resumed.pages.currentWidget() is resumed.page.table


def test_undo_against_a_bot_goes_back_to_the_persons_last_decision(qtbot, gs_table):
    from ge_desktop.bots.base import BotKind

    win = gs_table(Setup(players=2, seed=3), {1: BotKind.STANDARD})
    session = win.session
    me = session.viewer
    for _ in range(200):  # end my turns until the bot has moved after one of my decisions
        if session.game.to_act == me and len(session.game.history) > 3:
            break
        if session.game.to_act == me:
            if win.page.table.dialog is not None and win.page.table.dialog.isVisible():
                qtbot.mouseClick(win.page.table.dialog.buttons[-1], Qt.MouseButton.LeftButton)
            else:
                session.end_turn() or session.play_action(session.game.legal_actions()[-1])
        qtbot.waitUntil(lambda: session.game.to_act == me or session.game.is_terminal(), timeout=20000)
    bot_moves = [c for c in (session.undo_stack.command(i) for i in range(session.undo_stack.index())) if c.by_bot]
    assert bot_moves
    before = session.undo_stack.index()
    win.undo()
    last = session.undo_stack.command(session.undo_stack.index())
    assert not last.by_bot and session.undo_stack.index() < before - 1  # the bot's moves went with it
    assert session.game.to_act == me


def test_a_fleet_dragged_onto_another_players_sector_declares_the_attack_with_it(qtbot, gs_table):
    def may_attack(game: Game) -> bool:
        state = game.state
        fleets = [u for u in state.units.values() if u.controller == state.active and u.kind is CardKind.FLEET and u.card not in state.turn.attacked]
        return game.phase is Phase.ATTACK and state.attack is None and bool(fleets) and any(isinstance(a, A.Attack) for a in game.legal_actions())

    game = bots_until(Setup(players=2, seed=9), may_attack)
    win, session = show(qtbot, gs_table, game)
    me = session.game.to_act
    session.viewer, session.waiting_for = me, None
    session.refresh()
    state = session.game.state
    target = next(a.target for a in session.game.legal_actions() if isinstance(a, A.Attack))
    fleet = next(u.card for u in state.units.values() if u.controller == me and u.kind is CardKind.FLEET and u.card not in state.turn.attacked)
    items = win.page.table.scene.items_by_card
    _drag(qtbot, win.page.table.view, items[fleet].pos() + QPointF(CARD_W / 2, 10), items[target].pos() + QPointF(CARD_W / 2, 10))
    attack = session.game.state.attack
    assert attack is not None and attack.target == target and attack.fleets == [fleet]
    assert [a.notation() for a in session.game.history[-2:]] == [f"attack #{target}", f"commit #{fleet}"]
