"""A Galactic Empires game played online from an app window, through UI events, against
the server's standard bot (#39): Game > Play Online, a deck chosen, Create and Sit; each
move chosen in the window's moves list and played with **Play**; the table drawn from the
seat's observation only (the bot's hand is never on it)."""

from __future__ import annotations

import shutil

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget

from ge_desktop.bots.base import BotKind
from ge_desktop.net.games import online_game
from ge_desktop.server import server as server_module
from ge_desktop.ui.online import link as link_module
from ge_desktop.ui.online.window import OnlineWindow
from ge_desktop.ui.table.online_page import OnlineGePage
from tests.ui.online.online_driver import WAIT_MS, click, connect_dialog, open_dialog, server_thread
from tests.ui.online.test_play_online import SHOTS, _chat, _drop_and_reconnect, _screenshots, _seat_window, _sit_both

SEED = 7
MAX_STEPS = 3000


def _preview(qtbot, window, page: OnlineGePage, wanted: str) -> bool:
    """Preview the move in the window; True once a preview was shown and put away."""
    index = page.update.index
    shown = window.statusBar().currentMessage()
    click(qtbot, page.preview)
    qtbot.waitUntil(lambda: page.previewing == wanted or window.statusBar().currentMessage().startswith("No preview"), timeout=WAIT_MS)
    if page.previewing != wanted:
        assert window.statusBar().currentMessage() != shown
        return False
    assert page.waiting.text().startswith("Preview (not played): the table after")
    assert page.update.index == index and page.legal()  # nothing was played
    click(qtbot, page.preview)  # back to the table as it is
    assert page.previewing is None and not page.waiting.text().startswith("Preview")
    return True


def _step(qtbot, page: OnlineGePage, bot, ruleset, window=None) -> bool:
    legal = page.legal()
    actions = [ruleset.parse_action(text) for text in legal]
    choice = actions[0] if len(actions) == 1 else bot.decide(page.obs, actions)
    wanted = legal[actions.index(choice)]
    before = page.update.index
    row = next(r for r in range(page.moves.count()) if page.moves.item(r).data(Qt.ItemDataRole.UserRole) == wanted)
    page.moves.setCurrentRow(row)
    previewed = window is not None and _preview(qtbot, window, page, wanted)
    click(qtbot, page.play)
    qtbot.waitUntil(lambda: page.update.index > before or bool(page.legal()), timeout=WAIT_MS)
    return previewed


def test_a_galactic_empires_game_played_online_from_the_window_against_a_server_bot_to_a_winner(qtbot, main_windows, tmp_path, monkeypatch):
    monkeypatch.setattr(server_module.secrets, "randbits", lambda _bits: SEED)
    main = main_windows()
    with server_thread(tmp_path / "server", bot_delay=0.0) as (server, _loop, url):
        dialog = open_dialog(qtbot, main)
        connect_dialog(qtbot, dialog, url, "Ann")
        dialog.game_choice.setCurrentIndex(dialog.game_choice.findText("Galactic Empires (v2.1 rules)"))
        assert dialog.deck.isEnabled()
        dialog.others.setCurrentIndex(dialog.others.findText("Standard bot"))
        click(qtbot, dialog.create_button)
        window = _seat_window(qtbot, main)
        page = window.page
        assert isinstance(page, OnlineGePage)
        online = online_game(window.ruleset)
        bot = online.make_bot(BotKind.STANDARD, SEED, 0)
        steps = 0
        shot = previews = False
        for _ in range(MAX_STEPS):
            if page.outcome_text() is not None:
                break
            if not page.legal():
                qtbot.waitUntil(lambda: bool(page.legal()) or page.outcome_text() is not None, timeout=WAIT_MS)
                continue
            previews = _step(qtbot, page, bot, online.ruleset, window if not previews and steps >= 5 else None) or previews
            steps += 1
            if steps == 40 and not shot:
                page.scene.faces.wait_until_drawn()  # no placeholder face in the picture
                path = tmp_path / "online-ge.png"
                assert window.grab().save(str(path))
                SHOTS.mkdir(parents=True, exist_ok=True)
                shutil.copy(path, SHOTS / path.name)
                shot = True
                obs = page.obs
                assert obs.players[1].hand is None and obs.players[1].hand_count > 0  # the bot's hand: a count, no card
                _check_small_window(qtbot, window, page)
        outcome = server.tables[window.game].game.outcome
        assert outcome is not None and outcome.winner is not None
        assert window.turn_label.text() == page.outcome_text() and "wins" in window.turn_label.text()
        assert steps > 20 and shot and previews
        assert any("draws" in line for line in page.log_lines())
        window.close()


def _check_small_window(qtbot, window: OnlineWindow, page: OnlineGePage) -> None:
    """At 1024x700 the Players dock takes only the room of its seats (the chat and the log get the
    rest of the column) and every move reads whole in the moves panel: wrapped, never cut off."""
    size = window.size()
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.height() <= 700)
    docks = {dock.windowTitle(): dock for dock in window.findChildren(QDockWidget)}
    assert docks["Players"].height() < docks["Chat"].height()
    assert docks["Players"].height() < window.height() // 4
    assert page.moves.wordWrap() and page.moves.horizontalScrollBar().maximum() == 0
    path = SHOTS / "online-ge-1024x700.png"
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(path))
    window.resize(size)


GE_TITLE = "Galactic Empires (v2.1 rules)"
TWO_WINDOW_SEED = 11


def _hand_titles(window: OnlineWindow) -> set[str]:
    """The titles of the cards in this window's own hand (its observation shows them)."""
    obs = window.page.obs  # type: ignore[attr-defined]
    cards = [obs.card(i) for i in obs.players[window.seat].hand]
    return {card.info.title for card in cards if card is not None and card.info is not None}


def _shown_text(window: OnlineWindow) -> str:
    """Every piece of text the window shows: title, log, chat, status, players, what it waits on, its moves."""
    page = window.page
    moves = [page.moves.item(r).text() for r in range(page.moves.count())]  # type: ignore[attr-defined]
    players = [window.players_list.item(r).text() for r in range(window.players_list.count())]
    return "\n".join(
        [
            window.windowTitle(),
            window.log_view.toPlainText(),
            window.chat_view.toPlainText(),
            window.turn_label.text(),
            window.statusBar().currentMessage(),
            page.waiting.text(),
            *moves,
            *players,
        ]
    )  # type: ignore[attr-defined]


def _check_ge_secrecy(ann: OnlineWindow, bob: OnlineWindow) -> None:
    """Neither window holds, draws or writes anything of the other's hand: no card of it in
    the observation, none on the table, no title of it in any text the window shows (a title
    that is also on this window's table or in its own hand is public to it, so not counted)."""
    for me, other in ((ann, bob), (bob, ann)):
        obs, theirs = me.page.obs, set(other.page.obs.players[other.seat].hand)  # type: ignore[attr-defined]
        assert theirs and not theirs & set(obs.cards)
        assert obs.players[other.seat].hand is None and obs.players[other.seat].hand_count == len(theirs)
        drawn = {item.card for item in me.page.scene.items() if hasattr(item, "card")}  # type: ignore[attr-defined]
        assert not drawn & theirs
        seen = {view.info.title for view in obs.cards.values() if view.info is not None}
        secret = _hand_titles(other) - seen
        text = _shown_text(me)
        assert not [title for title in secret if title in text], f"{me.ticket.name}'s window names a card of the other hand"


def test_two_app_windows_play_galactic_empires_online_to_a_winner_with_chat_and_a_reconnect(qtbot, main_windows, tmp_path, monkeypatch):
    monkeypatch.setattr(server_module.secrets, "randbits", lambda _bits: TWO_WINDOW_SEED)
    monkeypatch.setattr(link_module, "RECONNECT_DELAYS", (0.05, 0.1, 0.2, 0.4, 0.8))
    ann_main, bob_main = main_windows(), main_windows()
    with server_thread(tmp_path / "server") as (server, loop, url):
        ann, bob = _sit_both(qtbot, url, ann_main, bob_main, GE_TITLE)
        assert (ann.seat, bob.seat) == (0, 1)
        online = online_game(ann.ruleset)
        bots = {w.seat: online.make_bot(BotKind.STANDARD, TWO_WINDOW_SEED, w.seat) for w in (ann, bob)}
        steps = {0: 0, 1: 0}
        chatted = reconnected = shot = False
        for _ in range(MAX_STEPS):
            if ann.page.outcome_text() is not None and bob.page.outcome_text() is not None:
                break
            movers = [w for w in (ann, bob) if w.page.legal()]
            if not movers:
                qtbot.waitUntil(lambda: any(w.page.legal() or w.page.outcome_text() is not None for w in (ann, bob)), timeout=WAIT_MS)
                continue
            acting = movers[0]
            other = bob if acting is ann else ann
            assert acting.turn_label.text() == "Your turn"
            assert other.turn_label.text() in ("Your turn", f"{acting.ticket.name} is thinking...") or other.page.outcome_text() is not None
            _step(qtbot, acting.page, bots[acting.seat], online.ruleset)
            steps[acting.seat] += 1
            total = steps[0] + steps[1]
            if total == 30 and not chatted:
                chatted = _chat(qtbot, ann, bob)
            if total == 40 and not reconnected:
                reconnected = _drop_and_reconnect(qtbot, server, loop, ann, bob)
            if total >= 60 and not shot and ann.page.obs.players[1].hand_count and bob.page.obs.players[0].hand_count:
                _check_ge_secrecy(ann, bob)
                shots = _screenshots(qtbot, tmp_path, ann, bob, "online-ge")
                shot = True
        assert chatted and reconnected and shot
        outcome = server.tables[ann.game].game.outcome
        assert outcome is not None and outcome.winner is not None
        for window in (ann, bob):
            assert window.turn_label.text() == window.page.outcome_text() and "wins" in window.turn_label.text()
        _check_ge_secrecy_at_end(ann, bob)
        assert steps[0] > 20 and steps[1] > 20
        assert all(p.stat().st_size > 20_000 for p in shots)
        ann.close()
        bob.close()


def _check_ge_secrecy_at_end(ann: OnlineWindow, bob: OnlineWindow) -> None:
    """The whole log each window wrote over the game names no card that stayed hidden from it."""
    for me, other in ((ann, bob), (bob, ann)):
        seen = {view.info.title for view in me.page.obs.cards.values() if view.info is not None}
        hand = other.page.obs.players[other.seat].hand or ()
        secret = _hand_titles(other) - seen if hand else set()
        assert not [title for title in secret if title in _shown_text(me)]
