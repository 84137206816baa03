"""``NewGameDialog``: players (2-6), a deck per seat, mode, variant and seed.

Decks are the shipped starter decks and any ``*.deck`` file in the user's ``decks``
folder. The dialog returns a ``GameConfig``; a deck that does not load is reported
with its file and line, and the dialog stays open.
"""

from __future__ import annotations

import secrets
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.decks import DeckError, load_deck, starter_deck_paths
from ge_desktop.engine import GameConfig, GameMode, PlayerDeck, Variant
from ge_desktop.paths import user_data_dir
from ge_desktop.ui.layout.seats import MAX_SEATS, MIN_SEATS
from ge_desktop.ui.observed import player_name


def deck_files() -> list[Path]:
    """Starter decks, then the user's own decks."""
    own = user_data_dir() / "decks"
    mine = sorted(own.glob("*.deck")) if own.is_dir() else []
    return [*starter_deck_paths(), *mine]


class NewGameDialog(QDialog):
    def __init__(self, catalog: Catalog, parent: QWidget | None = None, players: int = 2) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.catalog = catalog
        self.files = deck_files()
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.players = QSpinBox(minimum=MIN_SEATS, maximum=MAX_SEATS, value=players)
        form.addRow("Players", self.players)
        self.mode = QComboBox()
        self.mode.addItem("Sandbox (any card anywhere)", GameMode.SANDBOX)
        self.mode.addItem("Rules enforced", GameMode.RULES)
        self.mode.setCurrentIndex(1)  # rules enforced unless the players ask for the sandbox
        form.addRow("Mode", self.mode)
        self.variant = QComboBox()
        self.variant.addItem("Standard Game (a deck each)", Variant.STANDARD)
        self.variant.addItem("Basic Game (one shared deck)", Variant.BASIC)
        form.addRow("Variant", self.variant)
        self.seed = QSpinBox(minimum=0, maximum=2**31 - 1, specialValueText="random")
        form.addRow("Seed", self.seed)
        self.deck_boxes: list[QComboBox] = []
        for seat in range(MAX_SEATS):
            box = QComboBox()
            for path in self.files:
                box.addItem(path.stem, path)
            box.setCurrentIndex(seat % max(len(self.files), 1))
            self.deck_boxes.append(box)
            form.addRow(player_name(seat), box)
        self.problem = QLabel(wordWrap=True)
        self.problem.setStyleSheet("color:#d32f2f")
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.players.valueChanged.connect(self._show_seats)
        self.variant.currentIndexChanged.connect(self._show_seats)
        self._show_seats()
        self._config: GameConfig | None = None

    def _show_seats(self) -> None:
        shared = self._variant() is Variant.BASIC
        for seat, box in enumerate(self.deck_boxes):
            box.setEnabled(seat < self.players.value() and (not shared or seat == 0))

    def _accept(self) -> None:
        try:
            self._config = self.build_config()
        except DeckError as exc:
            self.problem.setText(str(exc.problems[0]))
            return
        self.accept()

    def _variant(self) -> Variant:
        return Variant(self.variant.currentData())  # Qt hands a str-enum back as plain str

    def build_config(self) -> GameConfig:
        players = self.players.value()
        variant = self._variant()
        count = 1 if variant is Variant.BASIC else players
        decks = tuple(PlayerDeck.from_deck(load_deck(self.deck_boxes[i].currentData(), self.catalog)) for i in range(count))
        return GameConfig(
            decks=decks,
            seed=self.seed.value() or secrets.randbits(63),
            players=players if variant is Variant.BASIC else 0,
            variant=variant,
            mode=GameMode(self.mode.currentData()),
        )

    def config(self) -> GameConfig | None:
        return self._config
