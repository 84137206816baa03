"""The card table's answers to what the engine waits for (``EnginePromptsMixin``, part of
``CardTablePage``): the phase bar's draws, a choice with several legal answers
(``ChoiceDialog``), a reaction window for the player at the screen
(``ReactionPromptDialog``, once per session revision), the 'always ask' courtesy prompt, a
volley's preview (``VolleyDialog``) and the victory screen (``GameOverDialog``; under The
Gamblers it offers the series' next game). Each is asked of the session; the page only shows it.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMainWindow, QMessageBox

from ge_desktop.engine.game import Game
from ge_desktop.rulesets.galactic_empires import Draw, Option
from ge_desktop.rulesets.galactic_empires.rules.gamblers import next_game
from ge_desktop.ui.choice_dialog import ChoiceDialog
from ge_desktop.ui.game_over_dialog import GameOverDialog
from ge_desktop.ui.game_setup import ready_game
from ge_desktop.ui.reaction_prompt import ReactionPromptDialog
from ge_desktop.ui.session import ChoiceRequest, ReactionRequest, Session, VolleyRequest
from ge_desktop.ui.volley_dialog import VolleyDialog

if TYPE_CHECKING:
    from ge_desktop.cards.catalog import Catalog
    from ge_desktop.ui.pages import Bots, GameSession, TableHost


class EnginePromptsMixin:
    """Dialogs for the engine's questions; the page it is part of gives what is declared here."""

    host: TableHost
    catalog: Catalog
    session: Session | None
    choice: ChoiceDialog | None
    reaction: ReactionPromptDialog | None
    volley: VolleyDialog | None
    game_over_dialog: GameOverDialog | None
    _asked: tuple[int, str] | None

    if TYPE_CHECKING:

        @property
        def window(self) -> QMainWindow: ...
        def make_session(self, game: Game, bots: Bots) -> GameSession: ...

    def _draw(self, count: int) -> None:
        if self.session is not None:
            self.session.play([Draw(count)], f"Draw {count}")

    def show_choice(self, request: ChoiceRequest) -> None:
        """A decision with several legal answers: one button each."""
        if self.choice is not None:
            self.choice.close()
        session = self.session
        if session is None:
            return
        self.choice = ChoiceDialog(request, session.choose, self.window)
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
            self.reaction = ReactionPromptDialog(reaction, session.choose, self.window)
            self.reaction.show()
        elif decision is not None and self._asked != (version, "decision"):
            self._asked = (version, "decision")
            self.show_choice(decision)

    def show_courtesy(self, request: ReactionRequest) -> None:
        """'Always ask': a prompt whose only answer is to pass (no reaction is held)."""
        session = self.session
        if session is None:
            return
        if self.reaction is not None:
            self.reaction.close()
        self.reaction = ReactionPromptDialog(request, lambda actions, label: session.courtesy_pass(), self.window)
        self.reaction.show()

    def show_volley(self, request: VolleyRequest) -> None:
        """A volley put together: its damage, then Fire or Cancel."""
        if self.session is None:
            return
        if self.volley is not None:
            self.volley.close()
        self.volley = VolleyDialog(self.session.game.state, request, self.session.fire, self.window)
        self.volley.open()

    def show_game_over(self, outcome: Any = None) -> None:
        """The victory screen: winner, turns, each Sector HQ's damage, Save Replay."""
        if self.session is None:
            return
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
        gamblers = Option.GAMBLERS in getattr(self.session.game.config, "options", ())
        series = self.next_gamblers_game if gamblers else None
        self.game_over_dialog = GameOverDialog(self.session.game, self.host.save_game_as, self.host.new_game, self.window, series)
        self.game_over_dialog.open()

    def next_gamblers_game(self) -> None:
        """The Gamblers: the next game of the series, each deck holding the cards its player owns now."""
        session = self.session
        if session is None:
            return
        config, why = next_game(session.game.config, session.game.state, secrets.randbits(63))
        if config is None:
            QMessageBox.information(self.window, "The Gamblers", why[0].upper() + why[1:] + ".")
            return
        self.host.set_session(self.make_session(ready_game(config, self.catalog), dict(session.bots)))
