"""Driving Play Online through UI events, the way two people at two computers would.

``server_thread`` runs a loopback ``GameServer`` on an asyncio loop of its own (started
and stopped by the test). ``open_dialog`` opens Game > Play Online on a main window
through its menu action; ``connect_dialog`` types the server's address and clicks
Connect. ``OnlineSeatDriver.step()`` plays one decision of a seat in its online window:
it closes a Spy/Planning view, answers an open question by clicking its dialog's button,
or selects the move in the moves panel and clicks **Play**. Which move: the ruleset's
standard bot's choice from what that window holds (the seat's observation and the legal
moves the server sent), never from the server's state.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ge_desktop.rulesets.galactic_supremacy.bots import StandardBot, bot_random
from ge_desktop.server.server import GameServer, ServerSettings
from ge_desktop.ui.gs.online_page import OnlineGsPage
from ge_desktop.ui.online.dialog import PlayOnlineDialog
from ge_desktop.ui.online.window import OnlineWindow

WAIT_MS = 20_000  # the longest wait for one answer from the server (a bound, not a measurement)


@contextmanager
def server_thread(data: Path, **settings: Any) -> Iterator[tuple[GameServer, asyncio.AbstractEventLoop, str]]:
    loop = asyncio.new_event_loop()
    server = GameServer(ServerSettings(**{"port": 0, "data": data, "ping_interval": 1.0, "ping_timeout": 5.0, **settings}))
    started: concurrent.futures.Future[int] = concurrent.futures.Future()

    def run() -> None:
        asyncio.set_event_loop(loop)
        started.set_result(loop.run_until_complete(server.start()))
        loop.run_forever()

    thread = threading.Thread(target=run, name="test-server", daemon=True)
    thread.start()
    port = started.result(timeout=60)
    try:
        yield server, loop, f"ws://127.0.0.1:{port}"
    finally:
        asyncio.run_coroutine_threadsafe(server.stop(), loop).result(timeout=60)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=60)


def click(qtbot: Any, button: Any) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def open_dialog(qtbot: Any, main_window: Any) -> PlayOnlineDialog:
    main_window.act_play_online.trigger()
    shown = [d for d in main_window.findChildren(PlayOnlineDialog, "play-online") if d.isVisible()]
    assert len(shown) == 1
    return shown[0]


def connect_dialog(qtbot: Any, dialog: PlayOnlineDialog, url: str, name: str) -> None:
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, name)
    click(qtbot, dialog.join_radio)
    qtbot.keyClicks(dialog.address, url)
    click(qtbot, dialog.connect_button)
    qtbot.waitUntil(dialog.refresh_button.isEnabled, timeout=WAIT_MS)


class OnlineSeatDriver:
    """Plays one seat's online window through its table's buttons and dialogs."""

    def __init__(self, qtbot: Any, window: OnlineWindow, seed: int) -> None:
        self.qtbot, self.window = qtbot, window
        page = window.page
        assert isinstance(page, OnlineGsPage)
        self.page = page
        self.brain = StandardBot(bot_random(seed, 10 + (window.seat or 0)))
        self.steps = 0

    @property
    def index(self) -> int:
        update = self.page.session.update
        return update.index if update is not None else -1

    def over(self) -> bool:
        return self.page.outcome_text() is not None

    def can_move(self) -> bool:
        return bool(self.page.session.legal())

    def step(self) -> None:
        """One decision through the UI; waits until the server's next update has come."""
        table, session = self.page.table, self.page.session
        if table.peek_dialog is not None and table.peek_dialog.isVisible():
            table.peek_dialog.accept()
        obs = session.observation()
        action = self.brain.decide(obs, session.legal())
        before = self.index
        if table.dialog is not None and table.dialog.isVisible():
            click(self.qtbot, table.dialog.button_for((action,)))
        else:
            panel = table.panel
            if table.selected is not None:
                click(self.qtbot, panel.show_all)
            rows = [panel.action_list.item(r) for r in range(panel.action_list.count())]
            item = next(i for i in rows if i.data(Qt.ItemDataRole.UserRole) == action)
            panel.action_list.setCurrentItem(item)
            click(self.qtbot, panel.play)
        self.steps += 1
        self.qtbot.waitUntil(lambda: self.index > before or self.can_move() or self.over(), timeout=WAIT_MS)
