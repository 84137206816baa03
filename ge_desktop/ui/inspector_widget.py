"""``InspectorWidget``: the hovered card, large, with its rules text.

A face-down card shows its back and nothing else: the inspector only ever receives
the ``CardView`` the table has, so it cannot show more than the table may.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap, QResizeEvent
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QSizePolicy, QVBoxLayout, QWidget

from ge_desktop.cards.model import Card
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from ge_desktop.ui.board import CardView
from ge_desktop.ui.table.faces import FaceCache

WIDTH = 300


class InspectorWidget(QWidget):
    """Shows one card large; keeps the last card when the cursor leaves the table."""

    def __init__(self, faces: FaceCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces = faces
        self.image = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.image.setMinimumSize(WIDTH // 2, WIDTH // 2)
        self.image.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)  # scaled to fit, never clipped
        self.source: QPixmap | None = None
        self.text = QPlainTextEdit(readOnly=True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.image, 3)  # the card takes most of the dock
        layout.addWidget(self.text, 1)
        self.shown: CardView | None = None

    def clear(self) -> None:
        """Forget the shown card (the screen passes to another player)."""
        self.shown = None
        self.source = None
        self.image.clear()
        self.text.clear()

    def show_card(self, view: CardView | None) -> None:
        if view is None:
            return
        self.shown = view
        if view.card is None:
            self._set_source(self.faces.back(WIDTH))
            self.text.setPlainText("A face-down card.")
            return
        self._set_source(self.faces.large_face(view.card))
        lines = [describe_card(view.card)]
        if view.systems:  # the systems' state first (EMF, Mine Deployment System, ...): at a glance
            lines[:0] = [*view.systems, ""]
        if view.card.armor:
            lines.insert(0, armor_text(view.card.armor, dict(view.dice).get(DieKind.ARMOR, 0)))
        if view.face_down:
            lines.insert(0, "(lies face down: only you see it)")
        if view.dice:
            lines.append("")
            lines += [f"{_DIE_NAMES.get(kind, kind.value.title())} die: {value}" for kind, value in view.dice]
        if not view.engaged:
            lines.append("Disengaged (lies sideways).")
        if view.against:
            lines.append("Played against an opponent's card.")
        lines += view.targets
        self.text.setPlainText("\n".join(lines))

    def _set_source(self, pixmap: QPixmap) -> None:
        self.source = pixmap
        self._fit()

    def _fit(self) -> None:
        """The card as large as the image area allows (at most ``WIDTH``), whole."""
        if self.source is None or self.source.isNull():
            return
        area = self.image.size()
        width = max(40, min(WIDTH, area.width(), int(area.height() * self.source.width() / max(1, self.source.height()))))
        self.image.setPixmap(self.source.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()


_DIE_NAMES = {DieKind.EMF: "EMF"}  # an abbreviation stays in capitals


def armor_text(printed: int, used: int) -> str:
    """The Armor System's state as the inspector shows it (v2.1 ARMOR SYSTEM)."""
    left = max(0, printed - used)
    if left == 0:
        return f"Armor System: used up (all {printed} uses gone)"
    return f"Armor System: strength {left} of {printed} (cuts the next structural hit by {left})"


def describe_card(card: Card) -> str:
    """Plain text of a card: what its face says, then its scripted effects."""
    lines = [card.label, f"Empire: {card.empire or 'generic'}"]
    if card.requirements:
        lines.append(f"Requires: {card.requirements.notation()}")
    if card.generates:
        lines.append(f"Generates: {card.generates.notation()}")
    if card.shields:
        lines.append(f"Shields: {card.shields}")
    if card.nodes:
        lines.append(f"Nodes: {card.nodes}")
    if card.armor:
        lines.append(f"Armor System: {card.armor}")
    for weapon in card.weapons:
        energy = f" (takes {weapon.energy.low}-{weapon.energy.high} energy)" if weapon.energy else ""
        lines.append(f"Weapons: {weapon.count} x {weapon.name}{energy}")
    for system in card.systems:
        most = f" (takes up to {system.energy} energy)" if system.energy else ""
        lines.append(f"System: {system.count} x {system.kind.value.title()}{most}")
    lines += [f"- {rule}" for rule in card.rules]
    if card.flavor:
        lines.append(card.flavor)
    if card.effects:
        lines.append("")
        lines += [effect.describe() for effect in card.effects]
    return "\n".join(lines)
