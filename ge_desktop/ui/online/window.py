"""``OnlineWindow``: one online game at one seat (or watched), in a window of its own.

The middle is the game's own online page (its registry part ``online_page``), drawn from
this seat's observation alone; around it:

- **Players** (a dock): each seat's name, whether it is connected ("Player 2
  disconnected, waiting"), whose turn it is; *Claim the Game* once the creator's wait
  for an absent player is over (the server decides; a refusal says why);
- **Chat** (a dock): plain text only (lines are shown as plain text, never rich text);
- **Log** (a dock): the game's log as this seat may read it, and who came and went;
- the status bar: the connection's state (connected, reconnecting, lost) and whose turn it
  is ("Your turn", "Bob is thinking...").

There is no pass screen: each player sees only their own side. Closing the window leaves
the seat waiting for its token (kept in the settings: Play Online rejoins it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QLineEdit, QListWidget, QMainWindow, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from ge_desktop.games import game_of
from ge_desktop.net import messages as m
from ge_desktop.net.client import RequestRefused
from ge_desktop.net.codec import CodecError, from_data
from ge_desktop.net.games import online_game
from ge_desktop.ui.online.kept_seats import forget_seat
from ge_desktop.ui.online.link import LinkState, OnlineLink, SeatTicket
from ge_desktop.ui.online.page import OnlinePage, PageContext

RESYNC_AFTER = {"stale", "illegal", "not_your_turn", "notation", "rate"}  # a refused move: the table starts again from the server's view


def seat_name(summary: m.SeatSummary) -> str:
    return summary.name or f"Player {summary.seat + 1}"


MAX_SEATS_SHOWN = 6  # the most players a game has


class OnlineWindow(QMainWindow):
    """One online seat: its table page, the players, chat and log docks, the connection state."""

    def __init__(self, link: OnlineLink, ticket: SeatTicket | None, game: str, ruleset: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.link, self.ticket, self.game, self.ruleset = link, ticket, game, ruleset
        self.seat = ticket.seat if ticket is not None else None
        self.online = online_game(ruleset)
        self.last_update: m.Update | None = None
        self.seats: list[m.SeatSummary] = []
        self.presence_lines: list[str] = []
        self.gone: set[int] = set()  # seats seen disconnected (their next arrival is a return)
        self.chat_lines: list[str] = []
        self.states: list[LinkState] = []  # every connection state shown (tests read the sequence)
        who = f"{ticket.name} (seat {ticket.seat + 1})" if ticket is not None else "watching"
        self.setWindowTitle(f"{self.online.title} online: game {game}, {who}")
        factory = game_of(ruleset).part("online_page")
        self.page: OnlinePage = factory(PageContext(ruleset, self.seat, self._send_action, self._problem, self._preview))
        self.setCentralWidget(self.page.widget)
        self._build_docks()
        self.connection_label = QLabel()
        self.turn_label = QLabel()
        self.statusBar().addPermanentWidget(self.turn_label)
        self.statusBar().addPermanentWidget(self.connection_label)
        link.message.connect(self._message)
        link.state.connect(self._state)
        self._state(link.current, "Connected" if link.current is LinkState.CONNECTED else link.current.value.capitalize())
        self.resize(1400, 900)
        if game in link.latest:  # the deal came before this window
            self._update(link.latest[game])

    # --- building -------------------------------------------------------------------------------

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(title)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _build_docks(self) -> None:
        players = QWidget()
        layout = QVBoxLayout(players)
        self.players_list = QListWidget()
        self.claim_button = QPushButton("Claim the Game")
        self.claim_button.setToolTip("Once a player has been gone longer than the game's wait, the players left may end the game")
        self.claim_button.clicked.connect(self.claim)
        self.claim_button.setEnabled(False)
        layout.addWidget(self.players_list)
        layout.addWidget(self.claim_button)
        # Room for six seats, no more: the chat and the log below take the rest of the column.
        self.players_list.setMaximumHeight(self.players_list.fontMetrics().lineSpacing() * MAX_SEATS_SHOWN + 4 * self.players_list.frameWidth() + 6)
        players.setMaximumHeight(players.sizeHint().height())
        self._dock("Players", players, Qt.DockWidgetArea.LeftDockWidgetArea)
        chat = QWidget()
        chat_layout = QVBoxLayout(chat)
        self.chat_view = QPlainTextEdit(readOnly=True)
        self.chat_view.setMaximumBlockCount(2000)
        row = QHBoxLayout()
        self.chat_input = QLineEdit(placeholderText="Say something...", maxLength=m.MAX_CHAT_CHARS)
        self.chat_input.returnPressed.connect(self.send_chat)
        self.chat_send = QPushButton("Send")
        self.chat_send.clicked.connect(self.send_chat)
        row.addWidget(self.chat_input, 1)
        row.addWidget(self.chat_send)
        chat_layout.addWidget(self.chat_view, 1)
        chat_layout.addLayout(row)
        self._dock("Chat", chat, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.log_view = QPlainTextEdit(readOnly=True)
        self._dock("Log", self.log_view, Qt.DockWidgetArea.LeftDockWidgetArea)

    # --- what the player does ---------------------------------------------------------------------

    def _send_action(self, notation: str, index: int) -> None:
        self.link.send({"type": "action", "game": self.game, "action": notation, "index": index})
        self.turn_label.setText("Sent: waiting for the server...")

    def _preview(self, notation: str, index: int, then: Callable[[Any], None]) -> None:
        """Ask the server what this seat would see after ``notation``; ``then(observation)``."""

        def shown(answer: Any) -> None:
            if isinstance(answer, RequestRefused):
                self._problem(f"No preview: {answer.message}")
            elif isinstance(answer, BaseException):
                self._problem(f"No preview: {answer}")
            else:
                interned = self.link.interned.setdefault(self.game, {})
                interned.update(answer.table)
                then(from_data(self.online.observation, answer.observation, "preview", interned))

        self.link.request({"type": "preview", "game": self.game, "action": notation, "index": index}, shown)

    def send_chat(self) -> None:
        text = self.chat_input.text().strip()
        if text:
            self.link.send({"type": "chat", "game": self.game, "text": text})
            self.chat_input.clear()

    def claim(self) -> None:
        self.link.send({"type": "claim", "game": self.game})

    def _problem(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    # --- what the server says ----------------------------------------------------------------------

    def _message(self, message: Any) -> None:
        if getattr(message, "game", None) != self.game:
            return
        if isinstance(message, m.Update):
            self._update(message)
        elif isinstance(message, m.ChatLine):
            line = f"{message.name}: {message.text}"
            self.chat_lines.append(line)
            self.chat_view.appendPlainText(line)  # plain text: a line never becomes markup
        elif isinstance(message, m.Presence):
            self._presence(message)
        elif isinstance(message, m.Refused):
            self._problem(f"The server refused: {message.message}")
            if message.code in RESYNC_AFTER:
                self.link.send({"type": "resync", "game": self.game})  # the table shows the game as the server has it again
        elif isinstance(message, m.Ended):
            self._ended(message.message)

    def _update(self, update: m.Update) -> None:
        try:
            observation = from_data(self.online.observation, update.observation, "observation", self.link.interned.get(self.game, {}))
        except CodecError as exc:
            self._problem(f"An update could not be read ({exc}): asking the server again")
            self.link.send({"type": "resync", "game": self.game})
            return
        self.last_update = update
        self.seats = list(update.seats)
        self.page.show_update(update, observation)
        self._show_seats()
        self.log_view.setPlainText("\n".join([*self.page.log_lines(), *self.presence_lines]))
        self.log_view.verticalScrollBar().setValue(self.log_view.verticalScrollBar().maximum())
        outcome = self.page.outcome_text()
        if outcome is not None or update.to_act is None:
            self._ended(outcome or "Game over")
        else:
            self.turn_label.setText(self.turn_text(update))

    def turn_text(self, update: m.Update) -> str:
        if update.to_act == self.seat:
            return "Your turn"
        acting = next((s for s in update.seats if s.seat == update.to_act), None)
        if acting is None:
            return ""
        if not acting.connected:
            return f"{seat_name(acting)} disconnected, waiting"
        return f"{seat_name(acting)} is thinking..."

    def _presence(self, presence: m.Presence) -> None:
        name = presence.name or f"Player {presence.seat + 1}"
        if not presence.connected:
            self.gone.add(presence.seat)
        line = (f"{name} reconnected" if presence.seat in self.gone else f"{name} joined") if presence.connected else f"{name} disconnected, waiting"
        self.presence_lines.append(line)
        self.log_view.appendPlainText(line)
        self.seats = [s.model_copy(update={"connected": presence.connected}) if s.seat == presence.seat else s for s in self.seats]
        self._show_seats()
        if self.last_update is not None and self.page.outcome_text() is None:
            self.turn_label.setText(self.turn_text(self.last_update.model_copy(update={"seats": self.seats})))

    def _show_seats(self) -> None:
        self.players_list.clear()
        to_act = self.last_update.to_act if self.last_update is not None else None
        for summary in self.seats:
            marks = [" (you)" if summary.seat == self.seat else "", " (bot)" if summary.kind == "bot" else ""]
            state = "connected" if summary.connected else ("disconnected, waiting" if summary.taken else "seat open")
            turn = ": to act" if summary.seat == to_act else ""
            self.players_list.addItem(f"{seat_name(summary)}{''.join(marks)}: {state}{turn}")
        self.claim_button.setEnabled(any(s.kind == "human" and s.taken and not s.connected for s in self.seats))

    def _ended(self, text: str) -> None:
        self.turn_label.setText(text)
        self.claim_button.setEnabled(False)
        if self.ticket is not None:
            forget_seat(self.ticket.url, self.game)  # nothing left to rejoin

    def _state(self, state: LinkState, text: str) -> None:
        self.states.append(state)
        self.connection_label.setText(text)
        self.connection_label.setStyleSheet("color: #2a7a2a" if state is LinkState.CONNECTED else "color: #b03030")

    # --- closing ---------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.link.message.disconnect(self._message)
        self.link.state.disconnect(self._state)
        if self.link.parent() is self:
            self.link.close()
        super().closeEvent(event)
