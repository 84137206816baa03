"""``ChoiceDialog``: a decision the rules leave to the player, as one button per legal option.

Economy declarations, a card's functions, an allocation suggestion, and (with rules
engine II) targets and effect options: the session sends a ``ChoiceRequest`` whose
options are legal actions; the player clicks one, or closes the dialog to decide nothing
when that is allowed. Never free text. The dialog is window-modal but opened with
``open()``, so the event loop (and a test driving it) keeps running.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from ge_desktop.engine import Action
from ge_desktop.ui.session_assist import ChoiceRequest

Chosen = Callable[[tuple[Action, ...], str], object]


class ChoiceDialog(QDialog):
    def __init__(self, request: ChoiceRequest, chosen: Chosen, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Your choice")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.request = request
        layout = QVBoxLayout(self)
        prompt = QLabel(request.prompt, wordWrap=True)
        prompt.setStyleSheet("font-weight:bold;font-size:14px")
        layout.addWidget(prompt)
        self.buttons: list[QPushButton] = []
        for label, actions in request.options:
            button = QPushButton(label)
            button.clicked.connect(lambda _=False, a=actions, t=label: self._pick(chosen, a, t))
            layout.addWidget(button)
            self.buttons.append(button)
        if request.may_cancel:
            cancel = QPushButton("Cancel")
            cancel.clicked.connect(self.reject)
            layout.addWidget(cancel)

    def _pick(self, chosen: Chosen, actions: tuple[Action, ...], label: str) -> None:
        self.accept()
        chosen(actions, label)

    def button_for(self, actions: tuple[Action, ...]) -> QPushButton:
        """The button that plays ``actions`` (tests click it)."""
        index = next(i for i, (_, option) in enumerate(self.request.options) if option == actions)
        return self.buttons[index]
