"""``GsTableSession``: what the Galactic Supremacy table asks of the session it shows.

Two sessions answer it: ``GsSession`` (a game at this screen, the engine's full game in
hand) and ``OnlineGsSession`` (``online_page.py``: an online seat, from the observations
and legal actions the server sends). The table reads only the seat's observation and its
moves, so it draws both the same way.
"""

from __future__ import annotations

from typing import Any, Protocol

from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_supremacy.cards import CardId
from ge_desktop.rulesets.galactic_supremacy.observe import Observation
from ge_desktop.ui.session_assist import ChoiceRequest


class GsTableSession(Protocol):
    board_changed: Any  # Signal(Observation)
    revision: int
    peeks_shown: set[tuple[int, int]]
    pending_choice: ChoiceRequest | None

    def observation(self) -> Observation: ...

    def listed(self) -> list[tuple[str, Action]]: ...

    def question(self) -> ChoiceRequest | None: ...

    def can_offer(self) -> bool: ...

    def play(self, actions: list[Action], text: str) -> bool: ...

    def play_action(self, action: Action) -> bool: ...

    def drop(self, card: CardId, target: CardId | None) -> bool: ...
