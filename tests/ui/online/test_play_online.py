"""Two app windows play an online game through a loopback server, through UI events (#39).

The server is started and stopped by the test, on a thread of its own. Each main window
opens Game > Play Online: Ann connects, creates a Galactic Supremacy game and sits; Bob
connects, picks it from the lobby and joins. Each person's moves are clicked in his own
online window (the moves panel, the question dialogs); mid-game Ann chats, Bob's
connection is cut by the server and his window reconnects by itself and takes the seat
back; both windows are grabbed at 1024x700 and 1920x1080 and the screenshots checked; the game goes on to a winner.
Nothing is asserted on time: the test waits on states (updates, presence lines).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from ge_desktop.engine.terms import Seat
from ge_desktop.server import server as server_module
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.online import link as link_module
from ge_desktop.ui.online.kept_seats import kept_seats
from ge_desktop.ui.online.link import LinkState
from ge_desktop.ui.online.window import OnlineWindow
from tests.ui.online.online_driver import WAIT_MS, OnlineSeatDriver, click, connect_dialog, open_dialog, server_thread

SEED = 3
# where the screenshots are copied for a person to look at (docs/screenshots/online_screenshots.py sets it)
SHOTS = Path(os.environ.get("GE_ONLINE_SHOTS", Path(tempfile.gettempdir()) / "ge-online-shots"))
MAX_STEPS = 4000


def _seat_window(qtbot, main_window: MainWindow) -> OnlineWindow:
    qtbot.waitUntil(lambda: main_window.findChild(OnlineWindow) is not None, timeout=WAIT_MS)
    window = main_window.findChild(OnlineWindow)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.last_update is not None, timeout=WAIT_MS)
    return window


def _sit_both(qtbot, url: str, ann_main: MainWindow, bob_main: MainWindow, game: str = "Galactic Supremacy") -> tuple[OnlineWindow, OnlineWindow]:
    ann_dialog = open_dialog(qtbot, ann_main)
    connect_dialog(qtbot, ann_dialog, url, "Ann")
    ann_dialog.game_choice.setCurrentIndex(ann_dialog.game_choice.findText(game))
    assert ann_dialog.game_choice.currentText() == game
    assert ann_dialog.deck.isEnabled() == (game != "Galactic Supremacy")  # Galactic Supremacy's deck is built in; the others play a chosen deck
    click(qtbot, ann_dialog.create_button)
    qtbot.waitUntil(lambda: ann_dialog.window_opened is not None, timeout=WAIT_MS)
    bob_dialog = open_dialog(qtbot, bob_main)
    connect_dialog(qtbot, bob_dialog, url, "Bob")
    click(qtbot, bob_dialog.refresh_button)
    qtbot.waitUntil(lambda: bob_dialog.lobby.count() == 1, timeout=WAIT_MS)
    assert f"{game}, open, 2 seats, 1 free" in bob_dialog.lobby.item(0).text()
    bob_dialog.lobby.setCurrentRow(0)
    click(qtbot, bob_dialog.join_button)
    return _seat_window(qtbot, ann_main), _seat_window(qtbot, bob_main)


def _hand(window: OnlineWindow) -> set[int]:
    obs = window.page.session.observation()  # type: ignore[attr-defined]
    return set(obs.players[window.seat].hand)


def _check_secrecy(ann: OnlineWindow, bob: OnlineWindow) -> None:
    """Neither window holds, draws or says anything of the other's hand."""
    for me, other in ((ann, bob), (bob, ann)):
        obs = me.page.session.observation()  # type: ignore[attr-defined]
        theirs = _hand(other)
        assert theirs and not theirs & set(obs.cards)  # not one card of the other hand is known to this window
        assert obs.players[other.seat].hand is None and obs.players[other.seat].hand_count == len(theirs)
        drawn = {item.card for item in me.page.table.scene.items() if hasattr(item, "card")}  # type: ignore[attr-defined]
        assert not drawn & theirs
        assert _hand(me) <= drawn  # the window's own hand is on its table


SIZES = ((1024, 700), (1920, 1080))  # the smallest screen the app supports and a common large one


def _screenshots(qtbot, tmp_path: Path, ann: OnlineWindow, bob: OnlineWindow, prefix: str = "online") -> list[Path]:
    """Both windows grabbed at each of ``SIZES`` (each fits the size it is given)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    paths = []
    for width, height in SIZES:
        for name, window in (("ann", ann), ("bob", bob)):
            window.resize(width, height)
            qtbot.waitUntil(lambda window=window, size=(width, height): (window.width(), window.height()) == size, timeout=WAIT_MS)
            faces = getattr(window.page, "scene", None)
            if faces is not None and hasattr(faces, "faces"):
                faces.faces.wait_until_drawn()  # no placeholder face in the picture
            path = tmp_path / f"{prefix}-{name}-{width}x{height}.png"
            image = window.grab()
            assert (image.width(), image.height()) == (width, height) and image.save(str(path))
            shutil.copy(path, SHOTS / path.name)
            paths.append(path)
    return paths


def test_two_app_windows_play_galactic_supremacy_online_to_a_winner_with_chat_and_a_reconnect(qtbot, main_windows, tmp_path, monkeypatch):
    monkeypatch.setattr(server_module.secrets, "randbits", lambda _bits: SEED)  # the server's own seed, fixed so the game is the same each run
    monkeypatch.setattr(link_module, "RECONNECT_DELAYS", (0.05, 0.1, 0.2, 0.4, 0.8))
    ann_main, bob_main = main_windows(), main_windows()
    with server_thread(tmp_path / "server") as (server, loop, url):
        ann, bob = _sit_both(qtbot, url, ann_main, bob_main)
        assert (ann.seat, bob.seat) == (0, 1)
        assert {t.name for t in kept_seats()} == {"Ann", "Bob"}  # the tokens kept in the settings: a reopened app rejoins
        drivers = {0: OnlineSeatDriver(qtbot, ann, SEED), 1: OnlineSeatDriver(qtbot, bob, SEED)}
        chatted = reconnected = False
        for _ in range(MAX_STEPS):
            if drivers[0].over() and drivers[1].over():
                break
            movers = [d for d in drivers.values() if d.can_move()]
            if not movers:
                qtbot.waitUntil(lambda: any(d.can_move() or d.over() for d in drivers.values()), timeout=WAIT_MS)
                continue
            acting = movers[0]
            other = drivers[1 - (acting.window.seat or 0)]
            assert other.window.turn_label.text().endswith("is thinking...") or other.over()
            assert acting.window.turn_label.text() == "Your turn"
            acting.step()
            total = drivers[0].steps + drivers[1].steps
            if total == 30 and not chatted:
                chatted = _chat(qtbot, ann, bob)
            if total == 40 and not reconnected:
                reconnected = _drop_and_reconnect(qtbot, server, loop, ann, bob)
            if total == 60:
                _check_secrecy(ann, bob)
                shots = _screenshots(qtbot, tmp_path, ann, bob)
        assert chatted and reconnected
        assert drivers[0].over() and drivers[1].over()
        outcome = server.tables[ann.game].game.outcome  # type: ignore[union-attr]
        assert outcome is not None and outcome.winner is not None
        winner = ("Ann", "Bob")[outcome.winner]
        for window in (ann, bob):
            assert window.turn_label.text().startswith("Game over: Player") and "wins by" in window.turn_label.text()
        assert drivers[0].steps > 20 and drivers[1].steps > 20
        assert winner in {"Ann", "Bob"}
        assert not kept_seats()  # a finished game leaves nothing to rejoin
        assert all(p.stat().st_size > 20_000 for p in shots)
        ann.close()
        bob.close()


def _chat(qtbot, ann: OnlineWindow, bob: OnlineWindow) -> bool:
    qtbot.keyClicks(ann.chat_input, "good luck <b>Bob</b>")
    click(qtbot, ann.chat_send)
    qtbot.waitUntil(lambda: bob.chat_lines == ["Ann: good luck <b>Bob</b>"], timeout=WAIT_MS)
    assert "Ann: good luck <b>Bob</b>" in bob.chat_view.toPlainText()  # plain text: the markup shows as typed
    assert ann.chat_lines == bob.chat_lines
    return True


def _drop_and_reconnect(qtbot, server, loop, ann: OnlineWindow, bob: OnlineWindow) -> bool:
    """The server loses Bob's connection (as a network failure would): Ann's window says he
    is gone; Bob's reconnects by itself, takes his seat back with its token, and the game goes on."""
    index = bob.last_update.index
    table = server.tables[bob.game]
    loop.call_soon_threadsafe(lambda: [conn.ws.transport.abort() for conn in list(table.connections[Seat(1)])])
    qtbot.waitUntil(lambda: "Bob disconnected, waiting" in ann.presence_lines, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: bob.link.reconnects == 1 and bob.link.current is LinkState.CONNECTED, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "Bob reconnected" in ann.presence_lines, timeout=WAIT_MS)
    assert LinkState.RECONNECTING in bob.states and bob.states[-1] is LinkState.CONNECTED
    assert bob.connection_label.text().startswith("Reconnected to ws://127.0.0.1:")
    assert bob.last_update.index >= index  # the full update after rejoining: nothing lost
    assert "Bob disconnected, waiting" in ann.log_view.toPlainText()
    return True
