"""``ReactionPromptDialog``: a reaction window asks the player at the screen to react or pass.

v2.1 [Reaction cards]: after a card play, a card action, a volley, the end of an
allocation or a discard, the other players may react, the last reaction first. In
hot-seat play the asked player takes the screen (pass-the-screen) and sees this prompt:
what he may answer, **Pass**, and a button for each legal reaction. He may also drag a
reaction card to a lit place on the table. The prompt is not modal, so the table stays
usable; it closes when the engine stops waiting on this player.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from ge_desktop.engine import Action
from ge_desktop.rulesets.galactic_empires.actions import Pass
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.session_assist import ReactionRequest

Chosen = Callable[[tuple[Action, ...], str], object]


class ReactionPromptDialog(QDialog):
    def __init__(self, request: ReactionRequest, chosen: Chosen, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.request = request
        self.setWindowTitle(f"{player_name(request.seat)}: react?")
        self.setWindowModality(Qt.WindowModality.NonModal)
        layout = QVBoxLayout(self)
        what = QLabel(f"{request.what}.\n{player_name(request.seat)}, do you react?", wordWrap=True)
        what.setStyleSheet("font-size:15px;font-weight:bold")
        layout.addWidget(what)
        self.buttons: list[QPushButton] = []
        for label, actions in request.options:
            button = QPushButton(label)
            button.clicked.connect(self.accept)  # closed first, then the choice played (slots run in order)
            button.clicked.connect(lambda _=False, a=actions, t=label: chosen(a, t))
            layout.addWidget(button)
            self.buttons.append(button)
        hint = QLabel("You may also drag a reaction card from your hand to a lit place.", wordWrap=True)
        hint.setStyleSheet("color:palette(mid)")
        layout.addWidget(hint)

    def button_for(self, actions: tuple[Action, ...]) -> QPushButton:
        index = next(i for i, (_, option) in enumerate(self.request.options) if option == actions)
        return self.buttons[index]

    @property
    def pass_button(self) -> QPushButton:
        return self.button_for((Pass(),))
