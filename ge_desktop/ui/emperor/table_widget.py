"""``EmperorTableWidget``: the Galactic Emperor table page's central widget: the board scene
in a view that fits it to the window, and the Moves panel (which the window docks beside the
log). It shows what its ``EmperorSession`` emits and turns gestures into the session's
requests:

- a drag of ships, a turned-up tile or the influence token: the spaces the rules allow are
  highlighted while it moves (the session asks the engine), the drop plays the move or the
  status line says why not;
- the Moves panel plays any legal move in words (double-click or **Play**), **Done** ends the
  player's turn in the step;
- an interrupt (Saboteur, Time Warp, Ambassador) or a battle decision opens a ``ChoiceDialog``
  for the player at the screen; it closes when the screen passes.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QVBoxLayout, QWidget

from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_emperor import actions as A
from ge_desktop.rulesets.galactic_emperor.components import TileId
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.observe import Observation
from ge_desktop.ui.choice_dialog import ChoiceDialog
from ge_desktop.ui.emperor.board_scene import BoardMoves, EmperorBoardScene, Payload, Target
from ge_desktop.ui.emperor.moves_panel import MovesPanelWidget
from ge_desktop.ui.emperor.session import EmperorSession
from ge_desktop.ui.emperor.words import waiting_text
from ge_desktop.ui.session_assist import ChoiceRequest

SPACE = QColor("#070b16")
WIDE_ASPECT = 1.45  # a view at least this wide for its height shows the mats beside the board


class EmperorBoardView(QGraphicsView):
    """The table, always fitted whole to the window."""

    resized = Signal()

    def __init__(self, scene: EmperorBoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setBackgroundBrush(SPACE)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)

    def fit_to_window(self) -> None:
        scene = self.scene()
        if isinstance(scene, EmperorBoardScene):
            scene.set_wide(self.width() >= WIDE_ASPECT * self.height())
            self.setSceneRect(scene.sceneRect())
        rect: QRectF = self.sceneRect()
        if not rect.isEmpty():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit_to_window()


class EmperorTableWidget(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = EmperorBoardScene()
        self.view = EmperorBoardView(self.scene)
        self.panel = MovesPanelWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        self.session: EmperorSession | None = None
        self.dialog: ChoiceDialog | None = None
        self._asked: tuple[int, str] | None = None
        self.scene.targets_for = self._targets_for
        self.scene.ships_dropped.connect(self._ships_dropped)
        self.scene.tile_dropped.connect(self._tile_dropped)
        self.scene.influence_dropped.connect(self._influence_dropped)
        self.panel.play_requested.connect(self._play)

    def set_session(self, session: EmperorSession) -> None:
        if self.session is not None:
            self.session.board_changed.disconnect(self.show_observation)
        self.session = session
        self._asked = None
        session.board_changed.connect(self.show_observation)

    def clear_session(self) -> None:
        if self.session is not None:
            self.session.board_changed.disconnect(self.show_observation)
        self.session = None
        self.close_dialog()

    # --- showing ------------------------------------------------------------------------------

    def show_observation(self, obs: Observation) -> None:
        session = self.session
        if session is None:
            return
        if obs.viewer is None:  # the screen is passing: nothing of the last player stays open
            self.close_dialog()
        legal = session.legal()
        self.scene.show(obs, board_moves(session, legal))
        self.view.fit_to_window()
        self.panel.show_moves(waiting_text(obs), session.listed())
        self._ask()

    def close_dialog(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog = None

    def _ask(self) -> None:
        session = self.session
        assert session is not None
        request = session.question()
        key = (session.revision, request.prompt) if request is not None else None
        if request is not None and key != self._asked:
            self._asked = key
            self._open_choice(request)
        elif request is None:
            self.close_dialog()

    def _open_choice(self, request: ChoiceRequest) -> None:
        self.close_dialog()
        self.dialog = ChoiceDialog(request, lambda actions, text: self._chosen(actions, text), self)
        self.dialog.open()

    def _chosen(self, actions: tuple[Action, ...], text: str) -> None:
        self.dialog = None
        if self.session is not None:
            self.session.play(list(actions), text)

    # --- gestures -------------------------------------------------------------------------------

    def _targets_for(self, payload: Payload) -> set[Target]:
        session = self.session
        if session is None:
            return set()
        if payload[0] == "ships":
            return set(session.reach(tuple(payload[1:])))
        if payload[0] == "tile":
            return set(session.explore_targets(TileId(payload[1])))
        return set(session.influence_targets())

    def _ships_dropped(self, ships: tuple[str, ...], to: Hex) -> None:
        if self.session is not None:
            self.session.drop_ships(ships, to)

    def _tile_dropped(self, tile: str, at: Hex) -> None:
        if self.session is not None:
            self.session.drop_tile(TileId(tile), at)

    def _influence_dropped(self, at: Target) -> None:
        if self.session is not None:
            self.session.drop_influence(at)

    def _play(self, action: Action) -> None:
        if self.session is not None:
            self.session.play_action(action)


def board_moves(session: EmperorSession, legal: list[Action]) -> BoardMoves:
    """Which pieces the player at the screen may drag now, from his legal actions."""
    movable: dict[tuple[int, Hex], set[str]] = {}
    seat = session.game.to_act
    state = session.game.state
    for action in legal:
        if isinstance(action, A.Move) and seat is not None:
            ship = state.ship(seat, action.ships[0])
            if ship is not None and ship.at is not None:
                movable.setdefault((seat, ship.at), set()).update(action.ships)
    tiles = frozenset(a.tile for a in legal if isinstance(a, A.Explore))
    influence = any(isinstance(a, A.Influence) for a in legal)
    return BoardMoves({k: tuple(sorted(v)) for k, v in movable.items()}, tiles, influence)
