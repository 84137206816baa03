"""Driving a Galactic Emperor table through UI events, the way a person would.

``EmperorDriver.step()`` plays one decision of the person the table waits on: it takes the
pass screen if it is shown, answers an open question by clicking its dialog's button, and
otherwise plays the move the ruleset's standard bot picks from what that player sees: by a
mouse drag on the board when the move is one (a fleet or one kind of its ships to a space, a
turned-up tile to an empty space, an influence token onto a sector or the Throne), else by
selecting it in the Moves list and clicking **Play**. Bots' seats are waited for.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QWidget

from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_emperor import actions as A
from ge_desktop.rulesets.galactic_emperor.bots import StandardBot, bot_random
from ge_desktop.ui.emperor.hex_layout import hex_center
from ge_desktop.ui.emperor.session import EmperorSession
from ge_desktop.ui.emperor.table_widget import EmperorTableWidget

MAX_STEPS = 5000


class EmperorDriver:
    def __init__(
        self, qtbot, session: Callable[[], EmperorSession], table: EmperorTableWidget, pass_screen: QWidget, shown: Callable[[], QWidget], seed: int = 1
    ) -> None:
        self.qtbot, self._session, self.table, self.pass_screen, self.shown = qtbot, session, table, pass_screen, shown
        self.brains: dict[int, StandardBot] = {}
        self.seed = seed
        self.steps = 0
        self.drags = 0
        self.passes = 0

    @property
    def session(self) -> EmperorSession:
        return self._session()

    def click(self, button) -> None:
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()

    def step(self) -> bool:
        """One person's decision (or a pass of the screen); False when the game is over."""
        session, table = self.session, self.table
        if session.game.is_terminal():
            return False
        if session.is_bot(session.game.to_act):
            self.qtbot.waitUntil(lambda: session.game.is_terminal() or not session.is_bot(session.game.to_act), timeout=30000)
            return True
        if self.shown() is self.pass_screen:
            self.passes += 1
            self.click(self.pass_screen.button)
            return True
        seat = session.game.to_act
        brain = self.brains.setdefault(seat, StandardBot(bot_random(self.seed, seat + 10)))
        action = brain.decide(session.game.observe(seat), session.game.legal_actions())
        self.steps += 1
        if table.dialog is not None and table.dialog.isVisible():
            self.click(table.dialog.button_for((action,)))
            return True
        if self.drag(action):
            self.drags += 1
            return True
        assert table.panel.select(action), f"{action.notation()} is not in the Moves list"
        self.click(table.panel.play_button)
        return True

    def play_to_end(self, limit: int = MAX_STEPS, watch: Callable[[EmperorDriver], None] | None = None) -> None:
        for _ in range(limit):
            if watch is not None:
                watch(self)
            if not self.step():
                return
        raise AssertionError(f"no end after {limit} steps")

    # --- drags ------------------------------------------------------------------------------------

    def drag(self, action: Action) -> bool:
        """Play ``action`` by a mouse drag if it is one; False when it is not a drag."""
        scene = self.table.scene
        if isinstance(action, A.Move):
            for fleet in scene.fleets:
                for x in [fleet.chip_rect(i).center().x() for i in range(len(fleet.kinds()))] + [8.0]:
                    if fleet.ships_under(x) == action.ships:
                        return self._drag_from(fleet.mapToScene(QPointF(x, 9)), QPointF(*hex_center(action.to)))
            return False
        if isinstance(action, A.Explore):
            piece = next((p for p in scene.pieces if p.payload == ("tile", action.tile) and p.draggable), None)
            return piece is not None and self._drag_from(piece.scenePos(), QPointF(*hex_center(action.at)))
        if isinstance(action, A.Influence):
            token = next((p for p in scene.pieces if p.payload[0] == "influence"), None)
            if token is None:
                return False
            end = scene.throne.sceneBoundingRect().center() + QPointF(-60, 0) if action.at is None else QPointF(*hex_center(action.at))
            return self._drag_from(token.scenePos(), end)
        return False

    def _drag_from(self, start: QPointF, end: QPointF) -> bool:
        view = self.table.view
        viewport = view.viewport()
        a, b = view.mapFromScene(start), view.mapFromScene(end)
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
        self.qtbot.mouseMove(viewport, b)
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)
        QApplication.processEvents()
        return True
