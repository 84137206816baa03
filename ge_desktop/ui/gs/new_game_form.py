"""``GsNewGameForm``: Galactic Supremacy's part of the New Game dialog (its registry entry's
``new_game_form`` part; ``ui/pages.py`` says what a form is).

The game's own 50 cards are built in: the form asks for one common deck or one deck each,
and for the optional advanced setup (a technology roll each); its bots are the ruleset's
(random and standard). It returns the game's ``Setup``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QWidget

from ge_desktop.bots.levels import GALACTIC_SUPREMACY, offered, tooltip
from ge_desktop.rulesets.galactic_supremacy.state import Setup
from ge_desktop.ui.pages import BotChoice, Bots, FormContext, GameSetup, Json, NewGameFormFactory


class GsNewGameForm:
    """The decks (common or each his own) and the advanced setup."""

    def __init__(self, context: FormContext) -> None:
        self.context = context
        self._widget = QWidget()
        rows = QFormLayout(self._widget)
        rows.setContentsMargins(0, 0, 0, 0)
        self.decks = QComboBox()
        self.decks.addItem("One common deck", False)
        self.decks.addItem("One deck each", True)
        rows.addRow("Decks", self.decks)
        self.advanced = QCheckBox("Optional advanced setup (a technology roll each)")
        rows.addRow("", self.advanced)

    @property
    def widget(self) -> QWidget:
        return self._widget

    def seat_widget(self, seat: int) -> QWidget | None:
        return None

    def bot_choices(self) -> Sequence[BotChoice]:
        return [BotChoice(kind, tooltip(GALACTIC_SUPREMACY, kind)) for kind in offered(GALACTIC_SUPREMACY)]

    def seats_changed(self, players: int) -> None:
        """Nothing of the form depends on the number of players."""

    def setup(self, players: int, seed: int, bots: Bots) -> GameSetup:
        config = Setup(players=players, individual_decks=bool(self.decks.currentData()), advanced=self.advanced.isChecked(), seed=seed)
        return GameSetup(self.context.game.name, config, dict(bots))

    def choices(self) -> dict[str, Json]:
        return {"individual_decks": bool(self.decks.currentData()), "advanced": self.advanced.isChecked()}

    def restore(self, choices: Mapping[str, Json]) -> None:
        each = choices.get("individual_decks")
        if isinstance(each, bool):
            self.decks.setCurrentIndex(self.decks.findData(each))
        advanced = choices.get("advanced")
        if isinstance(advanced, bool):
            self.advanced.setChecked(advanced)


if TYPE_CHECKING:
    _MEETS_THE_PROTOCOL: NewGameFormFactory = GsNewGameForm  # mypy checks the registry part against ui/pages.py
