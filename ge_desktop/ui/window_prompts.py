"""The window's answers to what the engine waits for (``EnginePromptsMixin``, part of
``MainWindow``): the phase bar's draws, a choice with several legal answers
(``ChoiceDialog``), a reaction window for the player at the screen
(``ReactionPromptDialog``, once per session revision), the 'always ask' courtesy prompt, a
volley's preview (``VolleyDialog``), the victory screen (``GameOverDialog``; under The
Gamblers it offers the series' next game) and F1's rules help. Each is asked of the session; the window only shows it.
"""

from __future__ import annotations

import secrets

from PySide6.QtWidgets import QMessageBox

from ge_desktop.rulesets.galactic_empires import Option
from ge_desktop.rulesets.galactic_empires.rules.gamblers import next_game
from ge_desktop.ui.choice_dialog import ChoiceDialog
from ge_desktop.ui.game_over_dialog import GameOverDialog
from ge_desktop.ui.game_setup import ready_game
from ge_desktop.ui.reaction_prompt import ReactionPromptDialog
from ge_desktop.ui.session import ChoiceRequest, VolleyRequest
from ge_desktop.ui.volley_dialog import VolleyDialog


class EnginePromptsMixin:
    """Dialogs for the engine's questions (uses the window's session, scene and dialogs)."""

    def _draw(self, count: int) -> None:
        from ge_desktop.rulesets.galactic_empires import Draw

        if self.session is not None:
            self.session.play([Draw(count)], f"Draw {count}")

    def show_choice(self, request: ChoiceRequest) -> None:
        """A decision with several legal answers: one button each."""
        if self.choice is not None:
            self.choice.close()
        session = self.session
        if session is None:
            return
        self.choice = ChoiceDialog(request, session.choose, self)
        self.choice.open()

    def _ask_what_the_engine_waits_for(self) -> None:
        """A reaction window or a card's question for the player at the screen: prompt once."""
        session = self.session
        assert session is not None
        version = session.revision  # the state's version repeats after an undo
        reaction, decision = session.reaction_request(), session.decision()
        if self._asked is not None and self._asked[0] != version:  # the engine moved on
            if self.reaction is not None:
                self.reaction.close()
            if self._asked[1] == "decision" and self.choice is not None:
                self.choice.close()
        if reaction is not None and self._asked != (version, "reaction"):
            self._asked = (version, "reaction")
            self.reaction = ReactionPromptDialog(reaction, session.choose, self)
            self.reaction.show()
        elif decision is not None and self._asked != (version, "decision"):
            self._asked = (version, "decision")
            self.show_choice(decision)

    def show_courtesy(self, request) -> None:
        """'Always ask': a prompt whose only answer is to pass (no reaction is held)."""
        session = self.session
        if session is None:
            return
        if self.reaction is not None:
            self.reaction.close()
        self.reaction = ReactionPromptDialog(request, lambda actions, label: session.courtesy_pass(), self)
        self.reaction.show()

    def show_volley(self, request: VolleyRequest) -> None:
        """A volley put together: its damage, then Fire or Cancel."""
        if self.session is None:
            return
        if self.volley is not None:
            self.volley.close()
        self.volley = VolleyDialog(self.session.game.state, request, self.session.fire, self)
        self.volley.open()

    def show_game_over(self, outcome: object) -> None:
        """The victory screen: winner, turns, each Sector HQ's damage, Save Replay."""
        if self.session is None:
            return
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
        gamblers = Option.GAMBLERS in getattr(self.session.game.config, "options", ())
        series = self.next_gamblers_game if gamblers else None
        self.game_over_dialog = GameOverDialog(self.session.game, self.save_game_as, self.new_game, self, series)
        self.game_over_dialog.open()

    def next_gamblers_game(self) -> None:
        """The Gamblers: the next game of the series, each deck holding the cards its player owns now."""
        session = self.session
        if session is None:
            return
        config, why = next_game(session.game.config, session.game.state, secrets.randbits(63))
        if config is None:
            QMessageBox.information(self, "The Gamblers", why[0].upper() + why[1:] + ".")
            return
        self.set_session(self.make_session(ready_game(config, self.catalog), dict(session.bots)))

    def show_rules_help(self) -> None:
        """F1: the rules of the card under the cursor, else of the current phase."""
        from ge_desktop.ui.gs.session import GsSession
        from ge_desktop.ui.rules_help import GS_HELP, RulesHelpDialog, gs_section_key, section_key

        if isinstance(self.session, GsSession):
            board = self.session.board()
            hovered = self.gs_table.scene.hovered
            kind = board.cards[hovered].kind.value if hovered in board.cards else None
            self.rules_help = RulesHelpDialog(gs_section_key(kind, board.phase.value), self, GS_HELP)
            self.rules_help.open()
            return
        scene = self.scene
        key = scene.hovered if scene.hovered in scene.card_views else None
        card = scene.card_views[key].card if key is not None else None
        phase = scene.board.phase if scene.board is not None else None
        self.rules_help = RulesHelpDialog(section_key(card, phase), self)
        self.rules_help.open()
