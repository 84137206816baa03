"""``EmperorTablePage``: Galactic Emperor's table page in the main window (its registry entry's
``table_page`` part; ``ui/pages.py`` says what a page is; ``ui/board_page.py`` holds what it
shares with the other board games' pages).

The board (``EmperorTableWidget``) is one of the window's central pages; its Moves panel sits
in a "Moves" dock above the game log; the phase bar shows the round's steps (the Direction
marker, the role choice, the seven roles) and whose turn it is. F1 opens the rules help
(``resources/help/gem-rules-help.md``, in our own words) at the section of the step being played.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_emperor.observe import Observation
from ge_desktop.rulesets.galactic_emperor.ruleset import GALACTIC_EMPEROR
from ge_desktop.rulesets.galactic_emperor.state import Setup
from ge_desktop.ui.board_page import BoardPage
from ge_desktop.ui.emperor.session import EmperorSession
from ge_desktop.ui.emperor.table_widget import EmperorTableWidget
from ge_desktop.ui.emperor.words import PHASE_TITLES, player_name, waiting_text
from ge_desktop.ui.rules_help import RulesHelpDialog, help_sections

RULES_HELP = "gem-rules-help.md"  # resources/help/<this>
END_WORDS = {"last_token": "placed the last Empire token", "vp_pool": "the last Victory Point chit was taken"}


class EmperorTablePage(BoardPage):
    """The board, the Moves dock and the game's end for one window (made once, kept)."""

    title = "Galactic Emperor"
    session_class = EmperorSession
    setup_type = Setup
    ruleset = GALACTIC_EMPEROR
    dock_name = "EmperorMoves"
    dock_width = 260
    phase_titles = PHASE_TITLES
    phase_tip = "Galactic Emperor: the Direction marker, the role choices, then each role in turn"
    session: EmperorSession | None

    def make_table(self) -> EmperorTableWidget:
        return EmperorTableWidget()

    def turn_text(self, obs: Observation) -> str:
        return waiting_text(obs) if obs.outcome is not None else f"Round {obs.round_number}"  # the Moves dock says who acts

    def end_text(self, session: EmperorSession) -> str:
        """Who won and how; every total is public now."""
        obs: Observation = session.game.observe(None)
        ended = obs.outcome
        assert ended is not None
        winner = f"{player_name(ended.winner)} wins" if ended.winner is not None else "A shared victory"
        scores = ", ".join(f"{player_name(p.seat)} {p.vp} VP" for p in obs.players)
        tie = f" Tie-break: {ended.tie_break}." if ended.tie_break else ""
        return f"{winner} after {obs.round_number} rounds ({END_WORDS.get(ended.reason, ended.reason)}). Final scores: {scores}.{tie}"

    def table_lets_go(self) -> None:
        self.table.clear_session()

    def before_pass(self) -> None:
        """The screen passes: no dialog of the last player stays open."""
        self.table.close_dialog()

    def show_rules_help(self) -> None:
        """F1: the section of the step being played (a battle's when one is fought)."""
        if self.session is None:
            return
        obs = self.session.observation()
        self.rules_help = RulesHelpDialog(section_key(obs), self.host.window_widget(), RULES_HELP)
        self.rules_help.setWindowTitle("Rules help: Galactic Emperor")
        self.rules_help.open()


def section_key(obs: Observation) -> str:
    """The rules help section for what the game waits on."""
    sections = help_sections(RULES_HELP)
    wanted = []
    if obs.window is not None:
        wanted.append("technologies")
    if obs.battle is not None:
        wanted.append("combat")
    wanted.append(f"phase:{obs.phase.value}")
    return next((key for key in wanted if key in sections), "round")
