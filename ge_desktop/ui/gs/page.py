"""``GsTablePage``: Galactic Supremacy's table page in the main window (its registry entry's
``table_page`` part; ``ui/pages.py`` says what a page is; ``ui/board_page.py`` holds what it
shares with the other board games' pages).

The table (``GsTableWidget``) is one of the window's central pages; its side panel sits in a
"Moves" dock above the game log; the phase bar shows Galactic Supremacy's phases and whose
turn it is. F1 opens the rules help at the card kind under the cursor, else the phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ge_desktop.rulesets.galactic_supremacy.observe import Observation
from ge_desktop.rulesets.galactic_supremacy.ruleset import GALACTIC_SUPREMACY
from ge_desktop.rulesets.galactic_supremacy.state import Setup
from ge_desktop.ui.board_page import BoardPage
from ge_desktop.ui.gs.session import GsSession
from ge_desktop.ui.gs.table_widget import GsTableWidget
from ge_desktop.ui.gs.words import PHASE_TITLES
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.pages import TablePageFactory
from ge_desktop.ui.rules_help import RulesHelpDialog, help_sections

RULES_HELP = "gs-rules-help.md"  # the registry's ``rules_help`` part: resources/help/<this>


class GsTablePage(BoardPage):
    """The table, the Moves dock and the game's end for one window (made once, kept)."""

    title = "Galactic Supremacy"
    session_class = GsSession
    setup_type = Setup
    ruleset = GALACTIC_SUPREMACY
    dock_name = "Moves"
    phase_titles = PHASE_TITLES
    phase_tip = "Galactic Supremacy: the seven phases of a turn"
    session: GsSession | None

    def make_table(self) -> GsTableWidget:
        return GsTableWidget()

    def turn_text(self, obs: Observation) -> str:
        if obs.outcome is not None:
            winner = obs.outcome.winner
            return f"Game over: {player_name(winner)} wins" if winner is not None else "Game over"
        return f"Turn {obs.turn_number}: {player_name(obs.active)}"

    def end_text(self, session: GsSession) -> str:
        """Who conquered every other Homeworld."""
        outcome = session.game.outcome
        winner = outcome.winner if outcome is not None else None
        turns = session.game.state.turn_number
        return f"{player_name(winner)} wins by conquest of every other Homeworld, after {turns} player turns." if winner is not None else "The game ended."

    def show_rules_help(self) -> None:
        """F1: the section of the card kind under the cursor, else of the current phase."""
        if self.session is None:
            return
        board = self.session.board()
        hovered = self.table.scene.hovered
        kind = board.cards[hovered].kind.value if hovered is not None and hovered in board.cards else None
        self.rules_help = RulesHelpDialog(section_key(kind, board.phase.value), self.host.window_widget(), RULES_HELP, "Rules help: Galactic Supremacy")
        self.rules_help.open()


def section_key(kind: str | None = None, phase: str | None = None) -> str:
    """The rules help section for a card kind (``fleet``) or else a phase (``draw``)."""
    sections = help_sections(RULES_HELP)
    for key in (f"type:{kind}", f"phase:{phase}"):
        if key in sections:
            return key
    return "turn"


if TYPE_CHECKING:
    _MEETS_THE_PROTOCOL: TablePageFactory = GsTablePage  # mypy checks the registry part against ui/pages.py
