"""``NewGameDialog``: the game, players (2-6), a deck and a player per seat, mode, variant, seed
and the optional rules and variations.

The game is Galactic Empires or Galactic Supremacy (issue 22). For Galactic Empires the
optional rules and variations are a check box each with a one-line explanation (any mix,
The Ego Game; Border Defense only with 3 or more players, The Gamblers only in the Standard
Game). For Galactic Supremacy the deck is its own 50 cards, built in: the dialog asks for
one common deck or one deck each and the optional advanced setup instead of decks, mode,
variant and options, offers its ruleset's bots, and returns its ``Setup``.

Decks are the shipped 1994 Basic Set decks and any ``*.deck`` file in the user's ``decks``
folder, listed by their names (Basic Set A: Argonian First Republic, ...); a new dialog
offers Basic Set A, Argonian vs Krebiz, and Basic Set A's shared deck for the Basic Game.
Each seat is played by a person (hot-seat) or by a bot: the levels the game offers
(``bots.levels.offered``: Galactic Empires random, beginner, standard and searching;
Galactic Supremacy random and standard), weakest first, each choice's tooltip saying what
the level is and its measured record against the level below (``bots.levels.tooltip``).
The dialog returns a ``GameConfig`` and the bot seats (``bots()``); a deck that does not
load is reported with its file and line, and the dialog stays open.
"""

from __future__ import annotations

import secrets
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ge_desktop.bots.base import BotKind
from ge_desktop.bots.levels import GALACTIC_EMPIRES, GALACTIC_SUPREMACY, offered, tooltip
from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.decks import DeckError, DeckGame, DeckProblem, basic_deck_path, load_deck, read_deck_name, shipped_deck_paths, starter_deck_paths
from ge_desktop.engine.terms import Seat
from ge_desktop.games import find_game, games
from ge_desktop.paths import user_data_dir
from ge_desktop.rulesets.galactic_empires import GameConfig, GameMode, Option, PlayerDeck, Variant
from ge_desktop.rulesets.galactic_empires.config import MIN_PLAYERS_FOR, OPTION_TEXT
from ge_desktop.rulesets.galactic_supremacy.state import Setup
from ge_desktop.ui.layout.seats import MAX_SEATS, MIN_SEATS
from ge_desktop.ui.observed import player_name

GE_GAME, GS_GAME = GALACTIC_EMPIRES, GALACTIC_SUPREMACY
HUMAN_TIP = "A person at this computer (hot-seat: the screen passes between the players)."


def deck_files() -> list[Path]:
    """The shipped Basic Set decks, then the user's own decks."""
    own = user_data_dir() / "decks"
    mine = sorted(own.glob("*.deck")) if own.is_dir() else []
    return [*shipped_deck_paths(), *mine]


class NewGameDialog(QDialog):
    def __init__(self, catalog: Catalog, parent: QWidget | None = None, players: int = 2) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.catalog = catalog
        self.files = deck_files()
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.form = form
        layout.addLayout(form)
        self.game = QComboBox()
        for game in games():  # the registry's games this dialog has a form for, in its order
            dialog_key = next((key for key in (GE_GAME, GS_GAME) if find_game(key) is game), None)
            if dialog_key is not None:
                self.game.addItem(game.label, dialog_key)
        form.addRow("Game", self.game)
        self.gs_decks = QComboBox()
        self.gs_decks.addItem("One common deck", False)
        self.gs_decks.addItem("One deck each", True)
        form.addRow("Decks", self.gs_decks)
        self.gs_advanced = QCheckBox("Optional advanced setup (a technology roll each)")
        form.addRow("", self.gs_advanced)
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
        self.player_boxes: list[QComboBox] = []
        names = [read_deck_name(path) for path in self.files]
        defaults = [self._index_of(path) for path in starter_deck_paths()]
        for seat in range(MAX_SEATS):
            box = QComboBox()
            for path, name in zip(self.files, names, strict=False):
                box.addItem(name, path)
                box.setItemData(box.count() - 1, str(path), Qt.ItemDataRole.ToolTipRole)
            box.setCurrentIndex(defaults[seat % len(defaults)] if defaults else seat % max(len(self.files), 1))
            self.deck_boxes.append(box)
            self.player_boxes.append(_player_box())
            form.addRow(player_name(seat), _row(box, self.player_boxes[-1]))
        self.options_group = self._options_box()
        # The optional rules scroll when the screen is short: the dialog (and its OK button)
        # must fit a 1024x700 screen, where the window is meant to work.
        self.options_scroll = QScrollArea()
        self.options_scroll.setWidget(self.options_group)
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options_scroll.setMinimumHeight(120)
        bar = self.options_scroll.verticalScrollBar().sizeHint().width()
        self.options_scroll.setMinimumWidth(self.options_group.sizeHint().width() + bar)  # the notes stay whole
        layout.addWidget(self.options_scroll, 1)
        self.problem = QLabel(wordWrap=True)
        self.problem.setStyleSheet("color:#d32f2f")
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.players.valueChanged.connect(self._show_seats)
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self.game.currentIndexChanged.connect(self._game_changed)
        self._config: GameConfig | Setup | None = None
        self._game_changed()

    def is_supremacy(self) -> bool:
        return self.game.currentData() == GS_GAME

    def set_game(self, name: str) -> None:
        """Choose the game by any of its registry names or aliases (``find_game``)."""
        wanted = find_game(name)
        self.game.setCurrentIndex(next(i for i in range(self.game.count()) if find_game(self.game.itemData(i)) is wanted))

    def _game_changed(self) -> None:
        """Galactic Supremacy has no deck files, mode or variant, and bots of its own (``levels.offered``)."""
        gs = self.is_supremacy()
        game = find_game(self.game.currentData())
        self.players.setRange(max(MIN_SEATS, game.min_players), min(MAX_SEATS, game.max_players))  # the table's seats and the game's
        for widget in (self.gs_decks, self.gs_advanced):
            self.form.setRowVisible(widget, gs)
        for widget in (self.mode, self.variant):
            self.form.setRowVisible(widget, not gs)
        self.options_group.setVisible(not gs)  # Galactic Empires' optional rules and variations
        self.options_scroll.setVisible(not gs)
        for box in self.player_boxes:
            _offer_levels(box, self.game.currentData())
        self._show_seats()

    def _options_box(self) -> QGroupBox:
        """A check box per optional rule or variation, its one-line explanation beside it."""
        box = QGroupBox("Optional rules and variations")
        grid = QGridLayout(box)
        self.option_boxes: dict[Option, QCheckBox] = {}
        for row, option in enumerate(Option):
            label, explanation = OPTION_TEXT[option]
            check = QCheckBox(label)
            check.setToolTip(explanation)
            note = QLabel(explanation)
            note.setStyleSheet("color:#616161")
            grid.addWidget(check, row, 0)
            grid.addWidget(note, row, 1)
            self.option_boxes[option] = check
        return box

    def _options(self) -> frozenset[Option]:
        return frozenset(o for o, check in self.option_boxes.items() if check.isChecked() and check.isEnabled())

    def _index_of(self, path: Path) -> int:
        return next((i for i, f in enumerate(self.files) if f == path), 0)

    def _variant_changed(self) -> None:
        """The first seat's deck follows the variant: Basic Set A's shared deck for the Basic
        Game, Basic Set A Argonian for the Standard Game (the player may choose any other)."""
        first = self.deck_boxes[0]
        wanted = basic_deck_path() if self._variant() is Variant.BASIC else starter_deck_paths()[0]
        if wanted in self.files:
            first.setCurrentIndex(self._index_of(wanted))
        self._show_seats()

    def _show_seats(self) -> None:
        shared = self._variant() is Variant.BASIC
        gs = self.is_supremacy()
        for seat, box in enumerate(self.deck_boxes):
            box.setEnabled(not gs and seat < self.players.value() and (not shared or seat == 0))
            self.player_boxes[seat].setEnabled(seat < self.players.value())
        # An option is offered only where it means something.
        for option, least in MIN_PLAYERS_FOR.items():
            self.option_boxes[option].setEnabled(self.players.value() >= least)
        self.option_boxes[Option.GAMBLERS].setEnabled(not shared)

    def _accept(self) -> None:
        try:
            config = self.build_config()
        except DeckError as exc:
            self.problem.setText(str(exc.problems[0]))
            return
        problems = config.problems()
        if problems:
            self.problem.setText(problems[0][0].upper() + problems[0][1:] + ".")
            return
        self._config = config
        self.accept()

    def _variant(self) -> Variant:
        return Variant(self.variant.currentData())  # Qt hands a str-enum back as plain str

    def build_config(self) -> GameConfig | Setup:
        players = self.players.value()
        if self.is_supremacy():
            return Setup(
                players=players,
                individual_decks=bool(self.gs_decks.currentData()),
                advanced=self.gs_advanced.isChecked(),
                seed=self.seed.value() or secrets.randbits(63),
            )
        variant = self._variant()
        count = 1 if variant is Variant.BASIC else players
        loaded = [load_deck(self.deck_boxes[i].currentData(), self.catalog) for i in range(count)]
        shared = next((d for d in loaded if d.game is DeckGame.BASIC), None)
        if variant is Variant.STANDARD and shared is not None:
            # A 1994 Basic Set shared deck holds two empires and announces none: it is played
            # as the Basic Game (one deck for the table), not as one player's Standard deck.
            raise DeckError(
                [DeckProblem(shared.source, 0, f"{shared.name} is a Basic Game deck the players share: choose the Basic Game variant, or an empire deck")]
            )
        decks = tuple(PlayerDeck.from_deck(deck) for deck in loaded)
        return GameConfig(
            decks=decks,
            seed=self.seed.value() or secrets.randbits(63),
            players=players if variant is Variant.BASIC else 0,
            variant=variant,
            options=self._options(),
            mode=GameMode(self.mode.currentData()),
        )

    def config(self) -> GameConfig | Setup | None:
        return self._config

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


def _player_box() -> QComboBox:
    """A seat's choice: a person, or one of the bots (``_offer_levels`` fills it per game)."""
    box = QComboBox()
    box.addItem("Human", "")
    box.setItemData(0, HUMAN_TIP, Qt.ItemDataRole.ToolTipRole)
    return box


def _offer_levels(box: QComboBox, game: str) -> None:
    """The bots ``game`` offers, weakest first, each with its tooltip; the seat keeps its
    choice if the game offers it, else a bot seat becomes the standard bot."""
    chosen = box.currentData()
    while box.count() > 1:
        box.removeItem(1)
    for kind in offered(game):
        box.addItem(kind.title, kind.value)
        box.setItemData(box.count() - 1, tooltip(game, kind), Qt.ItemDataRole.ToolTipRole)
    found = box.findData(chosen)
    box.setCurrentIndex(found if found >= 0 else box.findData(BotKind.STANDARD.value))


def _row(*widgets: QWidget) -> QWidget:
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget, 1)
    return row
