"""Galactic Supremacy's online page: the same table as at one screen, driven by what the
server sends one seat.

``OnlineGsSession`` answers the table's questions (``GsTableSession``) from the seat's last
update: its observation, and its legal actions, which the server lists in notation and
this session parses back. A move is sent to the server as notation and shows only when
the next update comes; a step of several moves (declare an attack and commit a fleet)
sends the next move when the update after the first still allows it. Nothing here holds
the game: another player's hand is a count in the observation, and a move the server
refuses is said in the status bar.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

from ge_desktop.engine.actions import Action
from ge_desktop.net import messages as m
from ge_desktop.rulesets.galactic_supremacy import actions as A
from ge_desktop.rulesets.galactic_supremacy.cards import CardDef, CardId
from ge_desktop.rulesets.galactic_supremacy.observe import Observation
from ge_desktop.rulesets.galactic_supremacy.ruleset import GALACTIC_SUPREMACY
from ge_desktop.ui.gs.session import GsSession
from ge_desktop.ui.gs.table_widget import GsTableWidget
from ge_desktop.ui.gs.words import card_name, describe_action, drop_actions, log_line
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.online.page import PageContext
from ge_desktop.ui.session_assist import ChoiceRequest


class OnlineGsSession(QObject):
    """One online seat's moves and questions, from the server's updates."""

    board_changed = Signal(object)  # Observation

    def __init__(self, context: PageContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.obs: Observation | None = None
        self.update: m.Update | None = None
        self.legal_actions: list[Action] = []
        self.revision = 0
        self.peeks_shown: set[tuple[int, int]] = set()
        self.pending_choice: ChoiceRequest | None = None
        self.public_cards: dict[CardId, CardDef] = {}
        self.queued: list[Action] = []  # the rest of a step of several moves
        self.sent_for: int | None = None  # the update index a move was sent for (no second move for it)

    def take(self, update: m.Update, obs: Observation) -> None:
        self.update, self.obs = update, obs
        self.legal_actions = [GALACTIC_SUPREMACY.parse_action(text) for text in update.legal]
        self.public_cards.update(obs.cards)
        self.revision += 1
        self.pending_choice = None
        self.sent_for = None  # the server's word is the latest: a move lost with a dropped connection may go again
        if self.queued and self.legal_actions:
            following = self.queued.pop(0)
            if following in self.legal_actions:
                self._send(following)
            else:
                self.queued = []
        self.board_changed.emit(obs)

    # --- what the table asks --------------------------------------------------------------------

    def observation(self) -> Observation:
        assert self.obs is not None
        return self.obs

    def legal(self) -> list[Action]:
        if self.update is None or self.sent_for == self.update.index:
            return []  # a move is on its way: nothing more until the server answers
        return self.legal_actions

    def listed(self) -> list[tuple[str, Action]]:
        obs = self.observation()
        return [(describe_action(a, obs), a) for a in self.legal() if not isinstance(a, A.Offer)]

    def question(self) -> ChoiceRequest | None:
        return GsSession.question(self)  # type: ignore[arg-type]  # the same questions, from this seat's legal moves

    def can_offer(self) -> bool:
        return any(isinstance(a, A.Offer) for a in self.legal())

    # --- what the table asks for ------------------------------------------------------------------

    def play(self, actions: list[Action], text: str) -> bool:
        legal = self.legal()
        if not actions or actions[0] not in legal:
            self.context.problem("That move is not open to you now" if legal else "Wait for your turn")
            return False
        self.queued = list(actions[1:])
        self._send(actions[0])
        return True

    def _send(self, action: Action) -> None:
        assert self.update is not None
        self.sent_for = self.update.index
        self.context.send_action(action.notation(), self.update.index)

    def play_action(self, action: Action) -> bool:
        return self.play([action], describe_action(action, self.observation()))

    def drop(self, card: CardId, target: CardId | None) -> bool:
        actions = self.legal()
        obs = self.observation()
        attacked = obs.attack.target if obs.attack is not None else None
        found = drop_actions(card, target, actions, attacked)
        if not found and target is not None and A.Attack(target) in actions:
            return self.play([A.Attack(target), A.Commit(card)], f"Attack {card_name(obs, target)} with {card_name(obs, card)}")
        if len(found) == 1:
            return self.play_action(found[0])
        if not found:
            self.context.problem("That card cannot go there now")
            return False
        self.pending_choice = ChoiceRequest("Which use?", tuple((describe_action(a, obs), (a,)) for a in found), True)
        return False


class OnlineGsPage:
    """The table and its moves panel side by side, for one online seat."""

    def __init__(self, context: PageContext) -> None:
        self.session = OnlineGsSession(context)
        self.table = GsTableWidget()
        self.widget = QWidget()
        layout = QHBoxLayout(self.widget)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        self.table.panel.setMaximumWidth(340)
        layout.addWidget(self.table.panel)
        self.table.set_session(self.session)

    def show_update(self, update: m.Update, observation: Any) -> None:
        self.session.take(update, observation)

    def log_lines(self) -> list[str]:
        obs = self.session.obs
        if obs is None:
            return []
        return [log_line(line, obs, self.session.public_cards) for line in obs.log]

    def outcome_text(self) -> str | None:
        obs = self.session.obs
        if obs is None or obs.outcome is None:
            return None
        if obs.outcome.winner is None:
            return f"Game over: {obs.outcome.reason}"
        return f"Game over: {player_name(obs.outcome.winner)} wins by {obs.outcome.reason}"
