"""``EmperorNewGameForm``: Galactic Emperor's part of the New Game dialog (the registry entry's
``new_game_form`` part; ``ui/pages.py`` says what a form is).

The dialog keeps the game, the players (3 to 6, from the registry entry), who plays each seat
and the seed; the game has no decks, variants or options, so the form says where its designed
components come from and offers its two bots: the random bot and the standard bot that plays
every role. ``setup`` makes the ruleset's ``Setup`` or names what is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ge_desktop.bots.base import BotKind
from ge_desktop.rulesets.galactic_emperor.components import MAX_PLAYERS, MIN_PLAYERS, default_path
from ge_desktop.rulesets.galactic_emperor.state import Setup
from ge_desktop.ui.pages import BotChoice, Bots, FormContext, GameSetup, Json, SetupProblem

NAME = "galactic-emperor"
BOT_CHOICES = (
    BotChoice(BotKind.RANDOM, "Random: any legal move, uniformly (for testing the rules)"),
    BotChoice(BotKind.STANDARD, "Standard: plays every role plainly; won 200 of 200 four-player games against three random bots"),
)


class EmperorNewGameForm:
    def __init__(self, context: FormContext) -> None:
        self._widget = QWidget()
        layout = QVBoxLayout(self._widget)
        layout.setContentsMargins(0, 0, 0, 0)
        self.note = QLabel(
            f"A hex board for {MIN_PLAYERS} to {MAX_PLAYERS} players. The sector tiles, ship and technology costs and the home layout "
            f"are GE Desktop's own design (the player aid does not print them), kept in {default_path().name}, which you may edit.",
            wordWrap=True,
        )
        layout.addWidget(self.note)
        self.players = 4

    @property
    def widget(self) -> QWidget:
        return self._widget

    def seat_widget(self, seat: int) -> QWidget | None:
        return None  # no decks: a seat is only who plays it

    def bot_choices(self) -> Sequence[BotChoice]:
        return BOT_CHOICES

    def seats_changed(self, players: int) -> None:
        self.players = players

    def setup(self, players: int, seed: int, bots: Bots) -> GameSetup:
        config = Setup(players, seed)
        problem = config.problem()
        if problem:
            raise SetupProblem(problem)
        unknown = [kind for kind in bots.values() if kind not in (c.kind for c in BOT_CHOICES)]
        if unknown:
            raise SetupProblem(f"Galactic Emperor has no {unknown[0].value} bot (random or standard)")
        return GameSetup(NAME, config, dict(bots))

    def choices(self) -> dict[str, Json]:
        return {}

    def restore(self, choices: Mapping[str, Json]) -> None:
        """Nothing of its own to remember: the dialog keeps players, seats and seed."""
