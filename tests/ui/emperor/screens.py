"""A Galactic Emperor game on a hot-seat screen for the UI tests: the table page, the pass
screen, and every text a person at the screen could read."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QLabel, QStackedWidget, QWidget

from ge_desktop.bots.base import BotKind
from ge_desktop.engine import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.ui.emperor.session import EmperorSession
from ge_desktop.ui.emperor.table_widget import EmperorTableWidget
from ge_desktop.ui.pass_widget import PassScreenWidget
from tests.ui.emperor.emperor_games import new_game


@dataclass
class HotSeatScreen:
    pages: QStackedWidget
    table: EmperorTableWidget
    pass_screen: PassScreenWidget
    session: EmperorSession

    def shown(self) -> QWidget:
        return self.pages.currentWidget()

    def texts(self) -> list[str]:
        texts = [*self.table.scene.texts(), *self.table.panel.texts()]
        texts += [label.text() for label in self.pass_screen.findChildren(QLabel)]
        texts += [self.pass_screen.button.text()]
        texts += self.session.story()
        return texts


def hot_seat_screen(qtbot, players: int = 4, seed: int = 1, bots: dict[int, str] | None = None, game: Game | None = None) -> HotSeatScreen:
    game = game if game is not None else new_game(players, seed)
    kinds = {Seat(seat): BotKind(kind) for seat, kind in (bots or {}).items()}
    session = EmperorSession(game, hot_seat=True, bots=kinds)
    session.set_fast(True)
    pages, table, pass_screen = QStackedWidget(), EmperorTableWidget(), PassScreenWidget()
    qtbot.addWidget(pages)
    pages.addWidget(table)
    pages.addWidget(pass_screen)
    table.set_session(session)
    session.pass_requested.connect(lambda seat: (pass_screen.ask(seat), pages.setCurrentWidget(pass_screen)))
    pass_screen.taken.connect(lambda seat: (pages.setCurrentWidget(table), session.take_seat(seat)))
    pages.resize(1200, 800)
    pages.show()
    session.refresh()
    session._schedule_bot()
    return HotSeatScreen(pages, table, pass_screen, session)
