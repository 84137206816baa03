"""Driving a Galactic Supremacy table through UI events, the way a person would.

``GsDriver.step()`` plays one decision of the person the table waits on: it takes the
pass screen if it is shown, closes a Spy/Planning view, answers an open question by
clicking its dialog's button, and otherwise selects the move in the side panel's list
and clicks **Play**. Which move is the ruleset's standard bot's choice from what that
player sees (the same observation the table shows him).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ge_desktop.rulesets.galactic_supremacy.bots import StandardBot, bot_random
from ge_desktop.ui.gs.session import GsSession

MAX_STEPS = 5000


class GsDriver:
    def __init__(self, qtbot, win, seed: int = 1) -> None:
        self.qtbot, self.win = qtbot, win
        self.brains: dict[int, StandardBot] = {}
        self.seed = seed
        self.steps = 0
        self.seen_texts: list[tuple[int | None, str]] = []  # (seat at the screen, text): what the screen showed

    @property
    def session(self) -> GsSession:
        session = self.win.session
        assert isinstance(session, GsSession)
        return session

    def click(self, button) -> None:
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()

    def step(self) -> bool:
        """One person's decision (or a pass of the screen); False when the game is over."""
        win, session = self.win, self.session
        if session.game.is_terminal():
            return False
        if session.is_bot(session.game.to_act):
            self.qtbot.waitUntil(lambda: session.game.is_terminal() or not session.is_bot(session.game.to_act), timeout=20000)
            return True
        if win.pages.currentWidget() is win.pass_screen:
            self.click(win.pass_screen.button)
            return True
        table = win.page.table
        if table.peek_dialog is not None and table.peek_dialog.isVisible():
            table.peek_dialog.accept()
            return True
        seat = session.game.to_act
        brain = self.brains.setdefault(seat, StandardBot(bot_random(self.seed, seat + 10)))
        action = brain.decide(session.game.observe(seat), session.game.legal_actions())
        self.steps += 1
        if table.dialog is not None and table.dialog.isVisible():
            self.click(table.dialog.button_for((action,)))
            return True
        panel = table.panel
        if table.selected is not None:
            self.click(panel.show_all)
        rows = [panel.action_list.item(r) for r in range(panel.action_list.count())]
        item = next(i for i in rows if i.data(Qt.ItemDataRole.UserRole) == action)
        panel.action_list.setCurrentItem(item)
        self.click(panel.play)
        return True

    def play_to_end(self, limit: int = MAX_STEPS, watch=None) -> None:
        for _ in range(limit):
            if watch is not None:
                watch(self)
            if not self.step():
                return
        raise AssertionError(f"no winner after {limit} steps")
