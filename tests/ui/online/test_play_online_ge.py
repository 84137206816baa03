"""A Galactic Empires game played online from an app window, through UI events, against
the server's standard bot (#39): Game > Play Online, a deck chosen, Create and Sit; each
move chosen in the window's moves list and played with **Play**; the table drawn from the
seat's observation only (the bot's hand is never on it)."""

from __future__ import annotations

import shutil

from PySide6.QtCore import Qt

from ge_desktop.bots.base import BotKind
from ge_desktop.net.games import online_game
from ge_desktop.server import server as server_module
from ge_desktop.ui.table.online_page import OnlineGePage
from tests.ui.online.online_driver import WAIT_MS, click, connect_dialog, open_dialog, server_thread
from tests.ui.online.test_play_online import SHOTS, _seat_window

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
        outcome = server.tables[window.game].game.outcome
        assert outcome is not None and outcome.winner is not None
        assert window.turn_label.text() == page.outcome_text() and "wins" in window.turn_label.text()
        assert steps > 20 and shot and previews
        assert any("draws" in line for line in page.log_lines())
        window.close()
