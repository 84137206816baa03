"""``NewGameDialog``: the game, the number of players, who plays each seat and the seed; the
rest is the chosen game's form.

The games are the registry's that have a New Game form and a table page (``ui/pages.py``),
each listed by its label. The players' range is the game's and the table's (2-6). Each seat
is played by a person (hot-seat) or by a bot: the levels the game's form offers, weakest
first, each choice's tooltip saying what the level is and its measured record against the
level below. The form (``new_game_form`` part) adds its own rows (decks, variants, options)
and a widget in each seat's row (a deck); it turns the whole into a ``GameSetup``, or a
``SetupProblem`` that the dialog shows while it stays open.

The dialog remembers what it was left with when a game was started (finding 8b of the
second-hour play test): the game, the players, who played each seat and each game's form
(kept with the preferences, ``load_new_game_choices``); the seed is always random again.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QSpinBox, QStackedWidget, QVBoxLayout, QWidget

from ge_desktop.bots.base import BotKind
from ge_desktop.cards.catalog import Catalog
from ge_desktop.engine.terms import Seat
from ge_desktop.games import GameType, find_game, games
from ge_desktop.ui.layout.seats import MAX_SEATS, MIN_SEATS
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.pages import BotChoice, FormContext, GameSetup, NewGameForm, SetupProblem, new_game_form_factory
from ge_desktop.ui.preferences import load_new_game_choices, save_new_game_choices

HUMAN_TIP = "A person at this computer (hot-seat: the screen passes between the players)."


def playable_games() -> list[GameType]:
    """The registry's games the dialog can start: a New Game form and a table page each."""
    return [game for game in games() if game.has("new_game_form") and game.has("table_page")]


class NewGameDialog(QDialog):
    def __init__(self, catalog: Catalog, parent: QWidget | None = None, players: int = 2) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.catalog = catalog
        self.forms: dict[str, NewGameForm] = {}
        self._remembered = load_new_game_choices()
        layout = QVBoxLayout(self)
        rows = QFormLayout()
        layout.addLayout(rows)
        self.game = QComboBox()
        for game in playable_games():
            self.game.addItem(game.label, game.name)
        rows.addRow("Game", self.game)
        self.players = QSpinBox(minimum=MIN_SEATS, maximum=MAX_SEATS, value=players)
        rows.addRow("Players", self.players)
        self.seed = QSpinBox(minimum=0, maximum=2**31 - 1)
        self.seed.setSpecialValueText("random")
        rows.addRow("Seed", self.seed)
        self.player_boxes: list[QComboBox] = []
        self.seat_rows: list[QHBoxLayout] = []
        for seat in range(MAX_SEATS):
            row = QWidget()
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            self.player_boxes.append(_player_box())
            row_layout.addWidget(self.player_boxes[-1], 1)
            self.seat_rows.append(row_layout)
            rows.addRow(player_name(Seat(seat)), row)
        self.form_pages = QStackedWidget()
        layout.addWidget(self.form_pages, 1)
        self.problem = QLabel(wordWrap=True)
        self.problem.setStyleSheet("color:#d32f2f")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._setup: GameSetup | None = None
        self._restore_game()
        self.players.valueChanged.connect(self._show_seats)
        self.game.currentIndexChanged.connect(self._game_changed)
        self._game_changed()
        self._restore_seats()

    # --- the chosen game's form --------------------------------------------------------------

    def chosen_game(self) -> GameType:
        return find_game(str(self.game.currentData()))

    @property
    def form(self) -> NewGameForm:
        """The chosen game's form (made the first time the game is chosen)."""
        game = self.chosen_game()
        form = self.forms.get(game.name)
        if form is None:
            form = self.forms[game.name] = new_game_form_factory(game)(FormContext(self.catalog, game))
            self.form_pages.addWidget(form.widget)
            for seat, row in enumerate(self.seat_rows):
                widget = form.seat_widget(seat)
                if widget is not None:
                    row.insertWidget(row.count() - 1, widget, 1)
            remembered = self._remembered.get("forms", {})
            if isinstance(remembered, dict) and isinstance(remembered.get(game.name), dict):
                form.restore(remembered[game.name])
        return form

    def set_game(self, name: str) -> None:
        """Choose the game by any of its registry names or aliases (``find_game``)."""
        wanted = find_game(name)
        self.game.setCurrentIndex(self.game.findData(wanted.name))

    def _game_changed(self) -> None:
        """The game's players' range, its form, and its bots in each seat's choice."""
        game, form = self.chosen_game(), self.form
        self.players.setRange(max(MIN_SEATS, game.min_players), min(MAX_SEATS, game.max_players))  # the table's seats and the game's
        self.form_pages.setCurrentWidget(form.widget)
        for other in self.forms.values():
            for seat in range(MAX_SEATS):
                widget = other.seat_widget(seat)
                if widget is not None:
                    widget.setVisible(other is form)
        for box in self.player_boxes:
            _offer_bots(box, form.bot_choices())
        self._show_seats()

    def _show_seats(self) -> None:
        players = self.players.value()
        for seat, box in enumerate(self.player_boxes):
            box.setEnabled(seat < players)
        self.form.seats_changed(players)

    # --- the result --------------------------------------------------------------------------------

    def build_setup(self) -> GameSetup:
        """The game as chosen now; ``SetupProblem`` if the form cannot make it."""
        return self.form.setup(self.players.value(), self.seed.value() or secrets.randbits(63), self.bots())

    def _accept(self) -> None:
        try:
            setup = self.build_setup()
        except SetupProblem as exc:
            self.problem.setText(str(exc))
            return
        self._setup = setup
        self._remember()
        self.accept()

    def setup(self) -> GameSetup | None:
        """The game to start (None until OK made one)."""
        return self._setup

    def bots(self) -> dict[Seat, BotKind]:
        """The seats a bot plays (the others are played at this screen)."""
        found = {}
        for seat in range(self.players.value()):
            kind = self.player_boxes[seat].currentData()
            if kind:
                found[Seat(seat)] = BotKind(kind)
        return found

    def set_player(self, seat: int, kind: BotKind | None) -> None:
        """Choose who plays ``seat`` (None: a person)."""
        box = self.player_boxes[seat]
        box.setCurrentIndex(box.findData(kind.value if kind is not None else ""))

    # --- remembered between games ---------------------------------------------------------------

    def _remember(self) -> None:
        forms = self._remembered.get("forms")
        kept: dict[str, Any] = dict(forms) if isinstance(forms, dict) else {}
        kept.update({name: form.choices() for name, form in self.forms.items()})
        self._remembered = {
            "game": self.chosen_game().name,
            "players": self.players.value(),
            "seats": [str(box.currentData() or "") for box in self.player_boxes],
            "forms": kept,
        }
        save_new_game_choices(self._remembered)

    def _restore_game(self) -> None:
        name = self._remembered.get("game")
        index = self.game.findData(name) if isinstance(name, str) else -1
        if index >= 0:
            self.game.setCurrentIndex(index)

    def _restore_seats(self) -> None:
        remembered: Mapping[str, Any] = self._remembered
        players = remembered.get("players")
        if isinstance(players, int) and remembered.get("game") == self.chosen_game().name:
            self.players.setValue(players)
        seats = remembered.get("seats")
        for box, kind in zip(self.player_boxes, seats if isinstance(seats, list) else [], strict=False):
            index = box.findData(kind)
            if index >= 0:
                box.setCurrentIndex(index)


def _player_box() -> QComboBox:
    """A seat's choice: a person, or one of the bots (``_offer_bots`` fills it per game)."""
    box = QComboBox()
    box.addItem("Human", "")
    box.setItemData(0, HUMAN_TIP, Qt.ItemDataRole.ToolTipRole)
    return box


def _offer_bots(box: QComboBox, choices: Sequence[BotChoice]) -> None:
    """The bots the game offers, weakest first, each with its tooltip; the seat keeps its
    choice if the game offers it, else a bot seat becomes the standard bot."""
    chosen = box.currentData()
    while box.count() > 1:
        box.removeItem(1)
    for choice in choices:
        box.addItem(choice.kind.title, choice.kind.value)
        box.setItemData(box.count() - 1, choice.tooltip, Qt.ItemDataRole.ToolTipRole)
    found = box.findData(chosen)
    box.setCurrentIndex(found if found >= 0 else box.findData(BotKind.STANDARD.value))
