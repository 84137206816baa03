"""``PlayOnlineDialog`` (Game > Play Online...): host or join an online game.

1. **Where**: *Host on this computer* starts the same server as ``ge-desktop serve`` inside
   the app, on the port given (the address to share is shown, with a plain word: a friend
   outside the home network needs a forwarded port or a public server); or *Use a server*
   at an address (``ws://`` or ``wss://``). **Connect** says hello (a version mismatch is
   named in the status line).
2. **Which game**: *Your games* lists the seats kept from earlier games (the token is in
   the settings): **Rejoin** takes one back. *Open games* is the server's lobby:
   **Join** sits at the selected game with your name (and deck, for a game played with
   decks), **Watch** watches it. *New game*: the game, the number of players, who takes the
   other seats (people who join, or the server's bots), a password if you want one;
   **Create and Sit** creates it and sits you at the first seat.

Once seated (or watching) the dialog opens the game's ``OnlineWindow`` and closes; the
connection goes with the window.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ge_desktop.cards.deck_library import user_deck_paths
from ge_desktop.cards.decks import read_deck_name, shipped_deck_paths
from ge_desktop.net import messages as m
from ge_desktop.net.client import RequestRefused
from ge_desktop.net.games import online_games
from ge_desktop.paths import user_data_dir
from ge_desktop.ui.online.kept_seats import keep_seat, kept_seats
from ge_desktop.ui.online.link import LinkSettings, LinkState, OnlineLink, SeatTicket
from ge_desktop.ui.online.window import OnlineWindow

DEFAULT_PORT = 8765
OTHER_SEATS = (("People who join", None), ("Standard bot", "standard"), ("Random bot", "random"))
SHARE_WORD = (
    "Friends on your home network join at {address}. A friend elsewhere needs your router to forward port {port} "
    "to this computer, or a server on the Internet (docs/server.md)."
)


class PlayOnlineDialog(QDialog):
    """Host or join an online game; opens the game's window once seated."""

    opened = Signal(object)  # the OnlineWindow

    def __init__(self, parent: QWidget | None = None, link_settings: LinkSettings | None = None, name: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle("Play Online")
        self.link = OnlineLink(link_settings)
        self.games: list[m.GameSummary] = []
        self.window_opened: OnlineWindow | None = None
        self.name = QLineEdit(name or "Player", maxLength=m.MAX_NAME_CHARS)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        form.addRow("Your name:", self.name)
        layout.addLayout(form)
        layout.addWidget(self._where_box())
        self.status = QLabel("Not connected", wordWrap=True, textInteractionFlags=Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.status)
        layout.addWidget(self._kept_box())
        layout.addWidget(self._lobby_box())
        layout.addWidget(self._new_game_box())
        close = QPushButton("Close")
        close.clicked.connect(self.reject)
        layout.addWidget(close, alignment=Qt.AlignmentFlag.AlignRight)
        self.link.state.connect(self._show_state)
        self._connected(False)
        self._game_changed()

    # --- building -------------------------------------------------------------------------------

    def _where_box(self) -> QGroupBox:
        box = QGroupBox("Where")
        grid = QVBoxLayout(box)
        self.host_radio = QRadioButton("Host on this computer, port")
        self.join_radio = QRadioButton("Use a server at")
        group = QButtonGroup(box)
        group.addButton(self.host_radio)
        group.addButton(self.join_radio)
        self.host_radio.setChecked(True)
        self.port = QSpinBox(minimum=0, maximum=65535, value=DEFAULT_PORT)
        self.port.setToolTip("0: any free port")
        self.lan = QCheckBox("Let other computers join (listen on every network)")
        row = QHBoxLayout()
        for widget in (self.host_radio, self.port, self.lan):
            row.addWidget(widget)
        row.addStretch(1)
        grid.addLayout(row)
        self.address = QLineEdit(placeholderText="ws://host:8765 or wss://games.example.org")
        row = QHBoxLayout()
        row.addWidget(self.join_radio)
        row.addWidget(self.address, 1)
        grid.addLayout(row)
        self.connect_button = QPushButton("Connect")
        self.connect_button.clicked.connect(self.connect_now)
        grid.addWidget(self.connect_button, alignment=Qt.AlignmentFlag.AlignLeft)
        self.share = QLabel(wordWrap=True, textInteractionFlags=Qt.TextInteractionFlag.TextSelectableByMouse)
        self.share.setTextFormat(Qt.TextFormat.PlainText)
        grid.addWidget(self.share)
        return box

    def _kept_box(self) -> QGroupBox:
        box = QGroupBox("Your games")
        layout = QHBoxLayout(box)
        self.kept_list = QListWidget()
        self.kept_list.setMaximumHeight(70)
        for ticket in kept_seats():
            item = QListWidgetItem(f"{ticket.url}, game {ticket.game}: {ticket.name} at seat {ticket.seat + 1}")
            item.setData(Qt.ItemDataRole.UserRole, ticket)
            self.kept_list.addItem(item)
        self.rejoin_button = QPushButton("Rejoin")
        self.rejoin_button.clicked.connect(self.rejoin_selected)
        layout.addWidget(self.kept_list, 1)
        layout.addWidget(self.rejoin_button)
        box.setVisible(self.kept_list.count() > 0)
        return box

    def _lobby_box(self) -> QGroupBox:
        box = QGroupBox("Open games")
        layout = QVBoxLayout(box)
        self.lobby = QListWidget()
        self.lobby.setMaximumHeight(110)
        self.lobby.currentRowChanged.connect(lambda _row: self._game_changed())
        layout.addWidget(self.lobby)
        row = QHBoxLayout()
        self.refresh_button = QPushButton("Refresh")
        self.refresh_button.clicked.connect(self.refresh)
        self.game_id = QLineEdit(placeholderText="or a game id from your friend")
        self.password = QLineEdit(placeholderText="password (if the game has one)", echoMode=QLineEdit.EchoMode.Password)
        self.join_button = QPushButton("Join")
        self.join_button.clicked.connect(self.join_selected)
        self.watch_button = QPushButton("Watch")
        self.watch_button.clicked.connect(self.watch_selected)
        for widget in (self.refresh_button, self.game_id, self.password, self.join_button, self.watch_button):
            row.addWidget(widget)
        layout.addLayout(row)
        return box

    def _new_game_box(self) -> QGroupBox:
        box = QGroupBox("New game")
        form = QFormLayout(box)
        self.game_choice = QComboBox()
        for name, online in online_games().items():
            self.game_choice.addItem(online.title, name)
        self.game_choice.currentIndexChanged.connect(lambda _i: self._game_changed())
        self.players = QSpinBox(minimum=2, maximum=6, value=2)
        self.others = QComboBox()
        for label, bot in OTHER_SEATS:
            self.others.addItem(label, bot)
        self.deck = QComboBox()
        for path in [*shipped_deck_paths(), *user_deck_paths()]:
            self.deck.addItem(read_deck_name(path), str(path))
        self.new_password = QLineEdit(placeholderText="none", echoMode=QLineEdit.EchoMode.Password)
        self.claim_after = QSpinBox(minimum=1, maximum=86_400, value=300, suffix=" s")
        self.create_button = QPushButton("Create and Sit")
        self.create_button.clicked.connect(self.create_game)
        form.addRow("Game:", self.game_choice)
        form.addRow("Players:", self.players)
        form.addRow("Other seats:", self.others)
        form.addRow("Your deck:", self.deck)
        form.addRow("Password:", self.new_password)
        form.addRow("Claim after a player is gone:", self.claim_after)
        form.addRow(self.create_button)
        return box

    def _game_changed(self) -> None:
        """The deck chooser shows for a game played with the players' own decks."""
        ruleset = self._selected_ruleset() or self.game_choice.currentData()
        online = online_games().get(ruleset) if ruleset else None
        self.deck.setEnabled(online is not None and online.needs_decks)
        if online is not None and self.lobby.currentRow() < 0:
            self.players.setRange(online.min_players, online.max_players)

    def _show_state(self, _state: LinkState, text: str) -> None:
        self.status.setText(text)

    def _connected(self, on: bool) -> None:
        for widget in (self.refresh_button, self.join_button, self.watch_button, self.create_button, self.rejoin_button):
            widget.setEnabled(on)

    # --- connecting -------------------------------------------------------------------------------

    def connect_now(self) -> None:
        self.connect_button.setEnabled(False)
        if self.host_radio.isChecked():
            host = "0.0.0.0" if self.lan.isChecked() else "127.0.0.1"
            self.status.setText("Starting the server on this computer...")
            self.link.host(host, self.port.value(), user_data_dir() / "server", self._hosted)
        else:
            address = self.address.text().strip()
            if not address.startswith(("ws://", "wss://")):
                self.status.setText(f"'{address}' is not a server address: it starts with ws:// or wss://")
                self.connect_button.setEnabled(True)
                return
            self.link.connect_to(address, self._welcomed)

    def _hosted(self, answer: Any) -> None:
        if isinstance(answer, BaseException):
            self.status.setText(f"The server could not start on port {self.port.value()}: {answer}")
            self.connect_button.setEnabled(True)
            return
        url = str(answer)
        port = url.rsplit(":", 1)[-1]
        address = f"ws://<this computer's address>:{port}" if self.lan.isChecked() else url
        self.share.setText(SHARE_WORD.format(address=address, port=port) if self.lan.isChecked() else f"Hosting at {url} (this computer only)")
        self.link.connect_to(url, self._welcomed)

    def _welcomed(self, answer: Any) -> None:
        if isinstance(answer, BaseException):
            self.status.setText(f"Could not connect: {answer}")
            self.connect_button.setEnabled(True)
            return
        self._connected(True)
        self.refresh()

    # --- the lobby --------------------------------------------------------------------------------

    def refresh(self) -> None:
        self.link.request({"type": "list"}, self._listed)

    def _listed(self, answer: Any) -> None:
        if isinstance(answer, BaseException):
            self.status.setText(str(answer))
            return
        self.games = list(answer.games)
        self.lobby.clear()
        for game in self.games:
            free = sum(1 for s in game.seats if not s.taken and s.kind == "human")
            lock = ", password" if game.password else ""
            self.lobby.addItem(f"{game.game}: {game.title}, {game.status}, {len(game.seats)} seats, {free} free{lock}")

    def _selected_ruleset(self) -> str | None:
        row = self.lobby.currentRow()
        return self.games[row].ruleset if 0 <= row < len(self.games) else None

    def _selected_game(self) -> tuple[str, str] | None:
        typed = self.game_id.text().strip()
        for game in self.games:
            if game.game == typed:
                return game.game, game.ruleset
        row = self.lobby.currentRow()
        if 0 <= row < len(self.games):
            return self.games[row].game, self.games[row].ruleset
        self.status.setText("Choose a game in the list (Refresh asks the server again), or type its id")
        return None

    def _deck_text(self) -> str | None:
        path = self.deck.currentData()
        try:
            return Path(path).read_text(encoding="utf-8") if path else None
        except OSError as exc:
            self.status.setText(f"Cannot read the deck {path}: {exc.strerror}")
            return None

    def join_selected(self) -> None:
        chosen = self._selected_game()
        if chosen is None:
            return
        game, ruleset = chosen
        request: dict[str, Any] = {"type": "join", "game": game, "name": self._name(), "ruleset": ruleset}
        if self.password.text():
            request["password"] = self.password.text()
        if online_games()[ruleset].needs_decks:
            request["deck"] = self._deck_text()
        self._sit(request, ruleset)

    def _sit(self, request: dict[str, Any], ruleset: str) -> None:
        wire = {k: v for k, v in request.items() if k != "ruleset"}
        self.link.request(wire, lambda answer: self._seated(answer, ruleset))

    def _seated(self, answer: Any, ruleset: str) -> None:
        if isinstance(answer, BaseException):
            self.status.setText(f"Refused: {answer.message if isinstance(answer, RequestRefused) else answer}")
            return
        ticket = SeatTicket(self.link.url or "", answer.game, answer.seat, answer.token or "", ruleset, self._name())
        if answer.token:
            self.link.tickets[answer.game] = ticket
            keep_seat(ticket)
        self._open(ticket, answer.game, ruleset)

    def watch_selected(self) -> None:
        chosen = self._selected_game()
        if chosen is None:
            return
        game, ruleset = chosen
        request = {"type": "watch", "game": game, "password": self.password.text() or None}
        self.link.request(request, lambda answer: self._watching(answer, game, ruleset))

    def _watching(self, answer: Any, game: str, ruleset: str) -> None:
        if isinstance(answer, BaseException):
            self.status.setText(f"Refused: {answer.message if isinstance(answer, RequestRefused) else answer}")
        else:
            self._open(None, game, ruleset)

    def rejoin_selected(self) -> None:
        item = self.kept_list.currentItem()
        if item is None:
            self.status.setText("Choose one of your games")
            return
        ticket: SeatTicket = item.data(Qt.ItemDataRole.UserRole)
        if ticket.url != self.link.url:
            self.status.setText(f"That game is at {ticket.url}: connect there first (Use a server at)")
            return
        self.link.rejoin(ticket, lambda answer: self._rejoined(answer, ticket))

    def _rejoined(self, answer: Any, ticket: SeatTicket) -> None:
        if isinstance(answer, BaseException):
            self.status.setText(f"Refused: {answer.message if isinstance(answer, RequestRefused) else answer}")
            return
        self._open(ticket, ticket.game, ticket.ruleset)

    def create_game(self) -> None:
        ruleset = self.game_choice.currentData()
        online = online_games()[ruleset]
        bot = self.others.currentData()
        deck = self._deck_text() if online.needs_decks else None
        if online.needs_decks and deck is None:
            return
        others = [{"bot": bot, "deck": deck} if bot and online.needs_decks else ({"bot": bot} if bot else {}) for _ in range(self.players.value() - 1)]
        request: dict[str, Any] = {"type": "create", "ruleset": ruleset, "seats": [{}, *others], "claim_after": self.claim_after.value()}
        if self.new_password.text():
            request["password"] = self.new_password.text()
        self.link.request(request, lambda answer: self._created(answer, ruleset, deck))

    def _created(self, answer: Any, ruleset: str, deck: str | None) -> None:
        if isinstance(answer, BaseException):
            self.status.setText(f"Refused: {answer.message if isinstance(answer, RequestRefused) else answer}")
            return
        self.share.setText(f"{self.share.text()}\nGame {answer.game}: your friend joins it from Open games (or types its id).".strip())
        request: dict[str, Any] = {"type": "join", "game": answer.game, "name": self._name(), "seat": 0, "password": self.new_password.text() or None}
        if deck is not None:
            request["deck"] = deck
        self._sit({**request, "ruleset": ruleset}, ruleset)

    def _name(self) -> str:
        return self.name.text().strip() or "Player"

    # --- the game's window ------------------------------------------------------------------------

    def _open(self, ticket: SeatTicket | None, game: str, ruleset: str) -> None:
        self.link.state.disconnect(self._show_state)
        window = OnlineWindow(self.link, ticket, game, ruleset, self.parentWidget())
        self.link.setParent(window)  # the connection goes with the window
        self.window_opened = window
        window.show()
        self.opened.emit(window)
        self.accept()

    def reject(self) -> None:
        if self.window_opened is None:
            self.link.close()
        super().reject()

    def current_state(self) -> LinkState:
        return self.link.current
