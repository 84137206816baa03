"""Hot-seat secrecy on the Galactic Supremacy table: no text on screen names a card the
player at the screen may not see (another player's hand, the deck), and the pass screen
names no hand card at all (observe section of docs/galactic-supremacy.md)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.state import Setup
from tests.ui.gs.gs_driver import GsDriver

STEPS = 260


def screen_texts(win) -> list[str]:
    """Every text a person at the screen could read on the table page and around it."""
    table, panel = win.page.table, win.page.table.panel
    texts = [*table.scene.texts, panel.waiting.text(), panel.heading.text(), panel.card_text.text()]
    texts += [panel.action_list.item(r).text() for r in range(panel.action_list.count())]
    texts += [panel.action_list.item(r).toolTip() for r in range(panel.action_list.count())]
    texts += [panel.peeks.item(r).text() for r in range(panel.peeks.count())]
    texts += [item.toolTip() for item in table.scene.items()]
    texts += [win.log_widget.toPlainText(), win.status.text(), win.phase_bar.turn.text()]
    for dialog in (table.dialog, table.peek_dialog):
        if dialog is not None and dialog.isVisible():
            texts += [label.text() for label in dialog.findChildren(type(win.status))]
            texts += [getattr(dialog, "names", [])] and list(getattr(dialog, "names", []))
    return texts


def hidden_names(session, seat) -> set[str]:
    """Names of the cards ``seat`` may not see (None: a spectator, who sees no hand)."""
    state = session.game.state
    seen = session.game.observe(seat).cards
    hidden = set(state.deck)
    for player in state.players:
        hidden.update(player.hand)
        hidden.update(player.deck)
    return {state.cards[c].name for c in hidden if c not in seen}


def public_names(session) -> set[str]:
    """Names of the cards everyone may see now (in play, discarded, a command card played).
    The log keeps what was public when it happened (a conquered Sector kept in hand was in
    play), so a card once public may be named later: the tests collect these as they go."""
    return {card.name for card in session.game.observe(None).cards.values()}


def test_no_text_on_the_hot_seat_screen_names_a_card_its_player_may_not_see(qtbot, gs_table):
    win = gs_table(Setup(players=3, seed=11))
    driver = GsDriver(qtbot, win, seed=11)
    checked = passes = 0
    public: set[str] = set()

    def watch(d: GsDriver) -> None:
        nonlocal checked, passes
        session = d.session
        at_pass = win.pages.currentWidget() is win.pass_screen
        seat = None if at_pass else session.shown_seat
        passes += at_pass
        text = "\n".join(screen_texts(win))
        public.update(public_names(session))
        leaked = [name for name in hidden_names(session, seat) - public if name in text]
        assert not leaked, f"step {d.steps}: the screen of {seat} names {leaked}"
        checked += 1

    for _ in range(STEPS):
        watch(driver)
        if not driver.step():
            break
    assert checked >= STEPS // 2 and passes > 10  # the screen passed between the players many times


def test_the_cards_of_an_offer_are_named_only_on_the_two_players_screens(qtbot, gs_table):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    from ge_desktop.rulesets.galactic_supremacy import actions as A

    win = gs_table(Setup(players=3, seed=6))
    session = win.session
    me = session.viewer
    order = session.game.state.turn_order
    to, third = order[(order.index(me) + 1) % 3], order[(order.index(me) + 2) % 3]
    card = session.game.state.players[me].hand[0]
    name = session.game.state.cards[card].name
    qtbot.mouseClick(win.page.table.panel.offer, Qt.MouseButton.LeftButton)
    dialog = win.page.table.offer_dialog
    dialog.to.setCurrentIndex(dialog.to.findData(to))
    dialog.check_card(card)
    qtbot.mouseClick(next(b for b in dialog.findChildren(QPushButton) if b.text() == "Make the Offer"), Qt.MouseButton.LeftButton)
    assert win.pages.currentWidget() is win.pass_screen and name not in "\n".join(screen_texts(win))
    qtbot.mouseClick(win.pass_screen.button, Qt.MouseButton.LeftButton)
    assert name in win.page.table.dialog.request.prompt  # the player offered sees what he is offered
    qtbot.mouseClick(win.page.table.dialog.button_for((A.Accept(()),)), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(win.pass_screen.button, Qt.MouseButton.LeftButton)
    # the turn goes on to the third player: his screen never names the card given
    for _ in range(40):
        if session.viewer == third and win.pages.currentWidget() is not win.pass_screen:
            break
        if win.pages.currentWidget() is win.pass_screen:
            qtbot.mouseClick(win.pass_screen.button, Qt.MouseButton.LeftButton)
        elif win.page.table.dialog is not None and win.page.table.dialog.isVisible():
            dialog = win.page.table.dialog
            qtbot.mouseClick(dialog.buttons[-1], Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(win.phase_bar.next, Qt.MouseButton.LeftButton)
    assert session.viewer == third
    assert card in session.game.state.players[to].hand
    assert name not in "\n".join(screen_texts(win))
    assert any("offers" in line for line in win.log_widget.lines())  # he knows an offer was made, not what


def test_a_hot_seat_game_to_its_winner_never_shows_a_hidden_card(qtbot, gs_table):
    """Two people at one screen, every decision through the table, to the conquest: at
    every step the screen names no card its player may not see (and that was never public)."""
    win = gs_table(Setup(players=2, seed=6))
    driver = GsDriver(qtbot, win, seed=6)
    passes = 0
    public: set[str] = set()

    def watch(d: GsDriver) -> None:
        nonlocal passes
        at_pass = win.pages.currentWidget() is win.pass_screen
        passes += at_pass
        seat = None if at_pass else d.session.shown_seat
        public.update(public_names(d.session))
        leaked = [name for name in hidden_names(d.session, seat) - public if name in "\n".join(screen_texts(win))]
        assert not leaked, f"step {d.steps}: the screen of {seat} names {leaked}"

    driver.play_to_end(watch=watch)
    outcome = driver.session.game.outcome
    assert outcome is not None and outcome.winner is not None and passes > 20
