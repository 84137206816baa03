"""``CardGameForm``: Galactic Empires' part of the New Game dialog (its registry entry's
``new_game_form`` part; ``ui/pages.py`` says what a form is).

A deck per seat, the mode (rules enforced, or the sandbox), the variant (the Standard Game,
a deck each, or the Basic Game, one shared deck) and the optional rules and variations, a
check box each with a one-line explanation (any mix, The Ego Game; Border Defense only with
3 or more players, The Gamblers only in the Standard Game). The optional rules scroll when
the screen is short, so the dialog and its OK button fit a 1024x700 screen.

Decks are the shipped 1994 Basic Set decks and any ``*.deck`` file in the user's ``decks``
folder, listed by their names (Basic Set A: Argonian First Republic, ...); a new form offers
Basic Set A, Argonian vs Krebiz, and Basic Set A's shared deck for the Basic Game. A deck
that does not load is a ``SetupProblem`` naming its file and line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QFrame, QGridLayout, QGroupBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from ge_desktop.bots.levels import GALACTIC_EMPIRES, offered, tooltip
from ge_desktop.cards.decks import DeckError, DeckGame, DeckProblem, basic_deck_path, load_deck, read_deck_name, shipped_deck_paths, starter_deck_paths
from ge_desktop.paths import user_data_dir
from ge_desktop.rulesets.galactic_empires import GameConfig, GameMode, Option, PlayerDeck, Variant
from ge_desktop.rulesets.galactic_empires.config import LEGACY_OPTIONS, MIN_PLAYERS_FOR, OPTION_TEXT
from ge_desktop.ui.layout.seats import MAX_SEATS
from ge_desktop.ui.pages import BotChoice, Bots, FormContext, GameSetup, Json, NewGameFormFactory, SetupProblem


def deck_files() -> list[Path]:
    """The shipped Basic Set decks, then the user's own decks."""
    own = user_data_dir() / "decks"
    mine = sorted(own.glob("*.deck")) if own.is_dir() else []
    return [*shipped_deck_paths(), *mine]


class CardGameForm:
    """Decks, mode, variant and the optional rules."""

    def __init__(self, context: FormContext) -> None:
        self.context = context
        self.files = deck_files()
        self.players = 2
        self._widget = QWidget()
        layout = QVBoxLayout(self._widget)
        layout.setContentsMargins(0, 0, 0, 0)
        rows = QFormLayout()
        layout.addLayout(rows)
        self.mode = QComboBox()
        self.mode.addItem("Sandbox (any card anywhere)", GameMode.SANDBOX)
        self.mode.addItem("Rules enforced", GameMode.RULES)
        self.mode.setCurrentIndex(1)  # rules enforced unless the players ask for the sandbox
        rows.addRow("Mode", self.mode)
        self.variant = QComboBox()
        self.variant.addItem("Standard Game (a deck each)", Variant.STANDARD)
        self.variant.addItem("Basic Game (one shared deck)", Variant.BASIC)
        rows.addRow("Variant", self.variant)
        self.deck_boxes = [self._deck_box(seat) for seat in range(MAX_SEATS)]
        self.options_group = self._options_box()
        self.options_scroll = QScrollArea()
        self.options_scroll.setWidget(self.options_group)
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options_scroll.setMinimumHeight(120)
        bar = self.options_scroll.verticalScrollBar().sizeHint().width()
        self.options_scroll.setMinimumWidth(self.options_group.sizeHint().width() + bar)  # the notes stay whole
        layout.addWidget(self.options_scroll, 1)
        self.variant.currentIndexChanged.connect(self._variant_changed)

    @property
    def widget(self) -> QWidget:
        return self._widget

    def seat_widget(self, seat: int) -> QWidget | None:
        return self.deck_boxes[seat]

    def _deck_box(self, seat: int) -> QComboBox:
        box = QComboBox()
        for path in self.files:
            box.addItem(read_deck_name(path), path)
            box.setItemData(box.count() - 1, str(path), Qt.ItemDataRole.ToolTipRole)
        defaults = [self._index_of(path) for path in starter_deck_paths()]
        box.setCurrentIndex(defaults[seat % len(defaults)] if defaults else seat % max(len(self.files), 1))
        return box

    def _options_box(self) -> QGroupBox:
        """A check box per optional rule or variation, its one-line explanation beside it."""
        box = QGroupBox("Optional rules and variations")
        grid = QGridLayout(box)
        self.option_boxes: dict[Option, QCheckBox] = {}
        for row, option in enumerate(o for o in Option if o not in LEGACY_OPTIONS):
            label, explanation = OPTION_TEXT[option]
            check = QCheckBox(label)
            check.setToolTip(explanation)
            note = QLabel(explanation)
            note.setStyleSheet("color:#616161")
            grid.addWidget(check, row, 0)
            grid.addWidget(note, row, 1)
            self.option_boxes[option] = check
        return box

    def bot_choices(self) -> Sequence[BotChoice]:
        return [BotChoice(kind, tooltip(GALACTIC_EMPIRES, kind)) for kind in offered(GALACTIC_EMPIRES)]

    def _index_of(self, path: Path) -> int:
        return next((i for i, f in enumerate(self.files) if f == path), 0)

    def _variant(self) -> Variant:
        return Variant(self.variant.currentData())  # Qt hands a str-enum back as plain str

    def _variant_changed(self) -> None:
        """The first seat's deck follows the variant: Basic Set A's shared deck for the Basic
        Game, Basic Set A Argonian for the Standard Game (the player may choose any other)."""
        wanted = basic_deck_path() if self._variant() is Variant.BASIC else starter_deck_paths()[0]
        if wanted in self.files:
            self.deck_boxes[0].setCurrentIndex(self._index_of(wanted))
        self.seats_changed(self.players)

    def seats_changed(self, players: int) -> None:
        """Decks for the seats in play (one, shared, in the Basic Game); an option only where it means something."""
        self.players = players
        shared = self._variant() is Variant.BASIC
        for seat, box in enumerate(self.deck_boxes):
            box.setEnabled(seat < players and (not shared or seat == 0))
        for option, least in MIN_PLAYERS_FOR.items():
            self.option_boxes[option].setEnabled(players >= least)
        self.option_boxes[Option.GAMBLERS].setEnabled(not shared)

    def _options(self) -> frozenset[Option]:
        return frozenset(o for o, check in self.option_boxes.items() if check.isChecked() and check.isEnabled())

    def setup(self, players: int, seed: int, bots: Bots) -> GameSetup:
        try:
            config = self._config(players, seed)
        except DeckError as exc:
            raise SetupProblem(str(exc.problems[0])) from exc
        problems = config.problems()
        if problems:
            raise SetupProblem(problems[0][0].upper() + problems[0][1:] + ".")
        return GameSetup(self.context.game.name, config, dict(bots))

    def _config(self, players: int, seed: int) -> GameConfig:
        variant = self._variant()
        count = 1 if variant is Variant.BASIC else players
        loaded = [load_deck(self.deck_boxes[i].currentData(), self.context.catalog) for i in range(count)]
        shared = next((d for d in loaded if d.game is DeckGame.BASIC), None)
        if variant is Variant.STANDARD and shared is not None:
            # A 1994 Basic Set shared deck holds two empires and announces none: it is played
            # as the Basic Game (one deck for the table), not as one player's Standard deck.
            raise DeckError(
                [DeckProblem(shared.source, 0, f"{shared.name} is a Basic Game deck the players share: choose the Basic Game variant, or an empire deck")]
            )
        return GameConfig(
            decks=tuple(PlayerDeck.from_deck(deck) for deck in loaded),
            seed=seed,
            players=players if variant is Variant.BASIC else 0,
            variant=variant,
            options=self._options(),
            mode=GameMode(self.mode.currentData()),
        )

    # --- remembered between games (the dialog keeps them in the preferences) ----------------------

    def choices(self) -> dict[str, Json]:
        return {
            "mode": GameMode(self.mode.currentData()).value,
            "variant": self._variant().value,
            "decks": [str(box.currentData()) for box in self.deck_boxes],
            "options": sorted(o.value for o, check in self.option_boxes.items() if check.isChecked()),
        }

    def restore(self, choices: Mapping[str, Json]) -> None:
        _choose(self.mode, choices.get("mode"), lambda data: GameMode(data).value)
        _choose(self.variant, choices.get("variant"), lambda data: Variant(data).value)
        decks = choices.get("decks")
        for box, path in zip(self.deck_boxes, decks if isinstance(decks, list) else [], strict=False):
            _choose(box, path, str)
        options = choices.get("options")
        if isinstance(options, list):
            for option, check in self.option_boxes.items():
                check.setChecked(option.value in options)
        self.seats_changed(self.players)


def _choose(box: QComboBox, wanted: Json, key: Callable[[Any], object]) -> None:
    """Select the item whose data (as ``key`` puts it) is ``wanted``; nothing if none is."""
    if wanted is None:
        return
    for index in range(box.count()):
        if key(box.itemData(index)) == wanted:
            box.setCurrentIndex(index)
            return


if TYPE_CHECKING:
    _MEETS_THE_PROTOCOL: NewGameFormFactory = CardGameForm  # mypy checks the registry part against ui/pages.py
