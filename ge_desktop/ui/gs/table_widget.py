"""``GsTableWidget``: the Galactic Supremacy table page of the main window.

The table (``GsTableScene`` in a view that fits it to the window) and its side panel
(``GsSidePanelWidget``, which the window docks above the game log so the table keeps the
width of a 1024-px screen). It shows what its ``GsSession`` emits and turns gestures into the
session's requests, the same paths as the Galactic Empires table:

- a click selects a card (the panel lists its legal moves; another click clears it); a
  double-click plays the card's only move, or selects it when it has several;
- a drag plays what the drop means (a card from hand onto a Sector: build; a Fleet onto
  another of your Sectors: move or withdraw; onto the attacked Sector: commit or bring it;
  onto another player's Sector: declare the attack with it), or says why not;
- decisions put to the player at the screen open a ``ChoiceDialog`` (Counter Espionage or
  pass, accept or refuse an offer, keep or discard, a technology to pick);
- **Offer a Trade...** opens the ``OfferDialog``; what the player's own Spy or Strategic
  Planning shows opens a ``PeekDialog`` once (only on his own screen: the session passes
  the screen to him first in hot-seat).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QHBoxLayout, QWidget

from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_supremacy import actions as A
from ge_desktop.rulesets.galactic_supremacy.cards import CardId
from ge_desktop.rulesets.galactic_supremacy.observe import Observation
from ge_desktop.rulesets.galactic_supremacy.state import Peek
from ge_desktop.ui.choice_dialog import ChoiceDialog
from ge_desktop.ui.gs.side_panel import GsSidePanelWidget
from ge_desktop.ui.gs.table_scene import GsTableScene
from ge_desktop.ui.gs.table_session import GsTableSession
from ge_desktop.ui.gs.words import USE_TITLES, actions_about, card_name, cards_of, waiting_text
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.session_assist import ChoiceRequest

if TYPE_CHECKING:
    from ge_desktop.ui.gs.peek_dialog import PeekDialog

FELT = QColor("#1f3b2f")


class GsTableView(QGraphicsView):
    """The table, always fitted whole to the window (Galactic Supremacy tables are small)."""

    resized = Signal()

    def __init__(self, scene: GsTableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform | QPainter.RenderHint.TextAntialiasing)
        self.setBackgroundBrush(FELT)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)

    def fit_to_window(self) -> None:
        rect: QRectF = self.sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.resized.emit()
        self.fit_to_window()


class GsTableWidget(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = GsTableScene()
        self.view = GsTableView(self.scene)
        self.panel = GsSidePanelWidget()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)  # the panel goes in the window's "Moves" dock, beside the log
        self.session: GsTableSession | None = None
        self.selected: CardId | None = None
        self.dialog: ChoiceDialog | None = None
        self.peek_dialog: PeekDialog | None = None
        self._asked: tuple[int, str] | None = None
        self.view.resized.connect(self._view_resized)
        self.scene.card_clicked.connect(self._clicked)
        self.scene.card_activated.connect(self._activated)
        self.scene.card_dropped.connect(self._dropped)
        self.scene.card_hovered.connect(self._hovered)
        self.panel.play_requested.connect(self._play)
        self.panel.offer_requested.connect(self.open_offer)
        self.panel.clear_requested.connect(lambda: self._select(None))

    def _view_resized(self) -> None:
        if self.session is not None and self.scene.obs is not None:
            self.show_observation(self.scene.obs)  # blocks side by side or stacked, as the window's shape suits

    def set_session(self, session: GsTableSession) -> None:
        self.session = session
        self.selected = None
        self._asked = None
        session.board_changed.connect(self.show_observation)

    # --- showing ----------------------------------------------------------------------------------

    def show_observation(self, obs: Observation) -> None:
        session = self.session
        if session is None:
            return
        if self.selected is not None and self.selected not in obs.cards:
            self.selected = None
        if obs.viewer is None:  # the screen is passing: nothing of the last player stays open
            for dialog in (self.dialog, self.peek_dialog, getattr(self, "offer_dialog", None)):
                if dialog is not None and dialog.isVisible():
                    dialog.close()
        moves = session.listed()
        marks: dict[CardId, set[str]] = {}
        for _, action in moves:
            for card in actions_about_any(action):
                marks.setdefault(card, set()).add("playable")
        if obs.attack is not None:
            marks.setdefault(obs.attack.target, set()).add("defend")
            for fleet in obs.attack.fleets:
                marks.setdefault(fleet, set()).add("attack")
        if self.selected is not None:
            marks.setdefault(self.selected, set()).add("selected")
        size = self.view.viewport().size()
        self.scene.show(obs, marks, (float(size.width()), float(size.height())))
        self.view.fit_to_window()
        shown = [(t, a) for t, a in moves if self.selected is None or a in actions_about(self.selected, [a])]
        heading = f"Moves of {card_name(obs, self.selected)}:" if self.selected is not None else ("Your moves:" if moves else "")
        self.panel.show_moves(waiting_text(obs), heading, shown, session.can_offer())
        self.panel.show_card(obs.cards.get(self.selected) if self.selected is not None else None)
        self.panel.show_peeks(_peek_lines(obs))
        self._ask(obs)

    def _ask(self, obs: Observation) -> None:
        """A decision for the player at the screen, or a new Spy/Planning view, as a dialog."""
        session = self.session
        assert session is not None
        request = session.question()
        key = (session.revision, request.prompt) if request is not None else None
        if request is not None and key != self._asked:
            self._asked = key
            self._open_choice(request)
        elif request is None and self.dialog is not None:
            self.dialog.close()
            self.dialog = None
        self._show_new_peeks(obs)

    def _open_choice(self, request: ChoiceRequest) -> None:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = ChoiceDialog(request, lambda actions, text: self._chosen(actions, text), self)
        self.dialog.open()

    def _chosen(self, actions: tuple[Action, ...], text: str) -> None:
        self.dialog = None
        if self.session is not None:
            self.session.play(list(actions), text)

    def _show_new_peeks(self, obs: Observation) -> None:
        session = self.session
        assert session is not None
        me = obs.viewer
        if me is None or obs.players[me].peeks is None:
            return
        for index, peek in enumerate(obs.players[me].peeks or ()):
            key = (obs.turn_number, index)
            if key in session.peeks_shown:
                continue
            session.peeks_shown.add(key)
            from ge_desktop.ui.gs.peek_dialog import PeekDialog

            self.peek_dialog = PeekDialog(_peek_title(peek), [obs.cards[c] for c in peek.cards if c in obs.cards], self)
            self.peek_dialog.open()

    # --- gestures -----------------------------------------------------------------------------------

    def _select(self, card: CardId | None) -> None:
        self.selected = card
        if self.session is not None:
            self.show_observation(self.session.observation())

    def _clicked(self, card: int) -> None:
        self._select(None if self.selected == card else CardId(card))

    def _activated(self, card: int) -> None:
        session = self.session
        if session is None:
            return
        mine = [a for _, a in session.listed() if a in actions_about(CardId(card), [a])]
        if len(mine) == 1:
            session.play_action(mine[0])
        else:
            self._select(CardId(card))

    def _dropped(self, card: int, target: object) -> None:
        session = self.session
        if session is None:
            return
        session.drop(CardId(card), CardId(target) if isinstance(target, int) else None)
        if session.pending_choice is not None:
            request, session.pending_choice = session.pending_choice, None
            self._open_choice(request)

    def _hovered(self, card: object) -> None:
        obs = self.scene.obs
        if obs is None:
            return
        shown = card if isinstance(card, int) else self.selected
        self.panel.show_card(obs.cards.get(CardId(shown)) if shown is not None else None)

    def _play(self, action: Action) -> None:
        if self.session is not None:
            self.session.play_action(action)

    def open_offer(self) -> None:
        """Trade & negotiations: the offer dialog for the player at the screen."""
        from ge_desktop.ui.gs.offer_dialog import OfferDialog

        session = self.session
        if session is None or not session.can_offer():
            return
        self.offer_dialog = OfferDialog(session.observation(), session.play_action, self)
        self.offer_dialog.open()


def actions_about_any(action: Action) -> tuple[CardId, ...]:
    """Every card an action names (what its move marks on the table)."""
    return cards_of(action) if not isinstance(action, A.Offer) else ()


def _peek_title(peek: Peek) -> str:
    if peek.about is not None:
        return f"{USE_TITLES[peek.use]}: {player_name(peek.about)}'s hand"
    return f"{USE_TITLES[peek.use]}: the next {len(peek.cards)} card(s) of the deck, top first"


def _peek_lines(obs: Observation) -> list[str]:
    me = obs.viewer
    if me is None:
        return []
    lines = []
    for peek in obs.players[me].peeks or ():
        names = ", ".join(card_name(obs, c) for c in peek.cards) or "no cards"
        lines.append(f"{_peek_title(peek)}: {names}")
    return lines
