"""``VolleyDialog``: a volley put together on the table, with its damage, before it is fired.

v2.1 WEAPONS VOLLEY steps a-d: the firing player declares the weapons and the target; the
others may react; then the damage resolves. The dialog shows the declaration and what the
volley does if nobody reacts (read off a trial game by ``fire_assist.preview``), and
fires it (aim, fire, done, one undoable step) only when the player confirms.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ge_desktop.engine import Action
from ge_desktop.rulesets.galactic_empires.actions import Fire
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.ui.log_text import damage_words
from ge_desktop.ui.session_assist import VolleyRequest


def volley_lines(state: GameState, request: VolleyRequest) -> list[str]:
    """The declaration and its expected result, in English."""
    lines = [f"Target: {request.target}"]
    for action in request.actions:
        if isinstance(action, Fire):
            lines.append(f"  {state.cards[action.card].info.label}: {action.count} {action.symbol.value} weapon{'s' if action.count != 1 else ''}")
    preview = request.preview
    if preview.problem is not None:
        lines.append(f"Cannot fire: {preview.problem}")
        return lines
    lines.append(f"Damage if nobody reacts: {preview.damage}")
    for stopped in preview.armor:
        lines.append(f"  {state.cards[stopped.card].info.label}'s Armor System stops {stopped.cut}")
    for hit in preview.hits:
        where = damage_words(hit.shields, hit.emf, hit.structure) or "no damage gets through"
        lines.append(f"  {state.cards[hit.card].info.label}: {where}")
    for card in preview.destroyed:
        lines.append(f"  destroys {state.cards[card].info.label}")
    if preview.hq_damage:
        lines.append(f"  Sector HQ damage: {preview.hq_damage}")
    return lines


class VolleyDialog(QDialog):
    def __init__(self, state: GameState, request: VolleyRequest, fire: Callable[[tuple[Action, ...]], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Weapons volley")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        self.text = QLabel("\n".join(volley_lines(state, request)))
        self.text.setStyleSheet("font-size:14px")
        layout.addWidget(self.text)
        row = QHBoxLayout()
        self.fire_button = QPushButton("Fire")
        self.fire_button.setEnabled(request.preview.problem is None)
        self.fire_button.setDefault(True)
        self.fire_button.clicked.connect(self.accept)  # closed first, then the volley fired (slots run in order)
        self.fire_button.clicked.connect(lambda: fire(request.actions))
        cancel = QPushButton("Cancel")
        cancel.clicked.connect(self.reject)
        row.addWidget(self.fire_button)
        row.addWidget(cancel)
        layout.addLayout(row)
