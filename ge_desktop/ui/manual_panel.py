"""``ManualPanelWidget``: the resolve-by-hand panel for a ``manual`` card in rules mode.

It names the card, shows its rules text and offers the adjustments the engine allows while
the card waits (``manual_assist``): damage and healing (a die on a card), points on a card,
engage and disengage, move a card (to a hand, a deck, a Discard Pile, a reserve, the table,
out of the game), discard it, draw cards, Sector HQ damage; and Done. Each button emits
``play_requested`` with the actions and the undo text; the window plays them through the
session, so each is one recorded, undoable step told in the log. The panel changes nothing
itself.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSpinBox, QVBoxLayout, QWidget

from ge_desktop.cards.model import PointType
from ge_desktop.engine import Action
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId, Zone
from ge_desktop.ui import manual_assist as assist
from ge_desktop.ui.manual_assist import ManualCard, ManualTarget
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.table.menus import DIE_LABELS

PANEL_WIDTH = 300
DIE_WORDS = {  # short: the dock is narrow (the menus' longer names are the tooltips)
    DieKind.STRUCTURE: "Damage",
    DieKind.SHIELD: "Shields",
    DieKind.PERMANENT: "Permanent",
    DieKind.RESEARCH: "Research",
    DieKind.DURATION: "Duration",
}
DESTINATIONS: tuple[tuple[str, Zone, bool], ...] = (  # (words, zone, bottom of the pile)
    ("Hand", Zone.HAND, False),
    ("Top of deck", Zone.DECK, False),
    ("Bottom of deck", Zone.DECK, True),
    ("Discard Pile", Zone.DISCARD, False),
    ("Reserve fleet", Zone.RESERVE, False),
    ("Table (own stack)", Zone.PLAY, False),
    ("Out of the game", Zone.REMOVED, False),
)


def _row(*widgets: QWidget) -> QWidget:
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    return row


def _combo() -> QComboBox:
    """A choice box that long entries (card names) never widen: the policy is set before
    any entry, as Qt keeps the first size it works out."""
    box = QComboBox()
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(5)
    return box


def _spin(low: int, high: int, value: int) -> QSpinBox:
    box = QSpinBox(minimum=low, maximum=high, value=value)
    return box


class ManualPanelWidget(QWidget):
    """The card being resolved by hand, its text, the adjustments and Done."""

    play_requested = Signal(object, str)  # list[Action], the step's undo text
    done_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.manual: ManualCard | None = None
        self.title = QLabel(wordWrap=True)
        self.title.setStyleSheet("font-weight: bold")
        self.rules = QLabel(wordWrap=True)
        self.facts = QLabel(wordWrap=True)
        self.target = _combo()
        self.target.setToolTip("The card an adjustment acts on")
        self.target.currentIndexChanged.connect(self._show_facts)
        self._build_buttons()
        self.done = QPushButton("Done")
        self.done.setToolTip("The card is resolved: play goes on")
        self.done.setDefault(True)
        self.done.clicked.connect(self.done_requested.emit)
        hint = QLabel("Each change is one step in the game log; Edit > Undo takes it back.", wordWrap=True)
        hint.setStyleSheet("color: palette(mid)")
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # a narrow dock: the label above its row
        form.addRow("Card", self.target)
        form.addRow("", self.facts)
        form.addRow("Damage", _row(self.die_kind, self.damage, self.heal))
        form.addRow("Points", _row(self.point, self.points, self.set_points))
        form.addRow("Position", _row(self.engage, self.disengage, self.discard))
        form.addRow("Move to", _row(self.destination, self.move_seat, self.move_button))
        form.addRow("Draw", _row(self.draw_seat, self.draw_count, self.draw))
        form.addRow("Sector HQ", _row(self.hq_seat, self.hq_amount, self.hq_damage))
        body = QWidget()
        body.setLayout(form)
        scroll = QScrollArea()  # a 1024x700 screen: the adjustments scroll; the card, its text and Done stay in view
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer = QVBoxLayout(self)
        outer.addWidget(self.title)
        outer.addWidget(self.rules)
        outer.addWidget(scroll, 1)
        outer.addWidget(self.done)
        outer.addWidget(hint)
        for button in (self.damage, self.heal, self.set_points, self.move_button, self.draw):
            button.setMinimumWidth(40)  # short words: narrower than the style's least button

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """As wide as the Card dock it shares a tab with (the table keeps its room)."""
        return QSize(PANEL_WIDTH, super().sizeHint().height())

    def _build_buttons(self) -> None:
        self.die_kind = _combo()
        for kind in assist.ADJUSTABLE_DICE:
            self.die_kind.addItem(DIE_WORDS[kind], kind)
            self.die_kind.setItemData(self.die_kind.count() - 1, DIE_LABELS[kind], Qt.ItemDataRole.ToolTipRole)
        self.damage, self.heal = QPushButton("+1"), QPushButton("-1")
        self.damage.setToolTip("Damage: one more on this die of the card")
        self.heal.setToolTip("Healing: one less on this die of the card")
        self.damage.clicked.connect(lambda: self._die(1))
        self.heal.clicked.connect(lambda: self._die(-1))
        self.point = _combo()
        for point in assist.CARD_POINTS:
            self.point.addItem(point.value, point)
        self.point.currentIndexChanged.connect(self._show_points)
        self.points = _spin(0, assist.MAX_ADJUST, 0)
        self.set_points = QPushButton("Set")
        self.set_points.setToolTip("The card now has this many points of the kind (this turn's points, as if allocated)")
        self.set_points.clicked.connect(self._set_points)
        self.engage, self.disengage = QPushButton("Engage"), QPushButton("Disengage")
        self.engage.clicked.connect(lambda: self._engage(True))
        self.disengage.clicked.connect(lambda: self._engage(False))
        self.destination = _combo()
        for words, zone, bottom in DESTINATIONS:
            self.destination.addItem(words, (zone, bottom))
        self.move_seat, self.draw_seat, self.hq_seat = _combo(), _combo(), _combo()
        self.move_button = QPushButton("Move")
        self.move_button.clicked.connect(self._move)
        self.discard = QPushButton("Discard it")
        self.discard.setToolTip("The card goes to its owner's Discard Pile (with the cards on it)")
        self.discard.clicked.connect(self._discard)
        self.draw_count = _spin(1, 60, 1)
        self.draw = QPushButton("Draw")
        self.draw.clicked.connect(self._draw)
        self.hq_amount = _spin(1, 25, 1)
        self.hq_damage = QPushButton("Damage")
        self.hq_damage.clicked.connect(self._hq)

    # --- showing ---------------------------------------------------------------------------

    def show_manual(self, manual: ManualCard) -> None:
        """Fill the panel for ``manual`` (the chosen card and seats stay chosen across steps)."""
        chosen = self.target.currentData()
        self.manual = manual
        self.title.setText(f"Resolve by hand: {manual.name}")
        self.rules.setText("\n".join(manual.rules) if manual.rules else assist.NO_TEXT)
        self.target.blockSignals(True)
        self.target.clear()
        for target in manual.targets:
            self.target.addItem(target.label, target.instance)
        index = self.target.findData(chosen) if chosen is not None else -1
        self.target.setCurrentIndex(index if index >= 0 else 0)
        self.target.blockSignals(False)
        for box in (self.move_seat, self.draw_seat, self.hq_seat):
            seat = box.currentData()
            box.clear()
            for number in range(manual.players):
                box.addItem(player_name(Seat(number)), number)
            box.setCurrentIndex(seat if seat is not None and seat < manual.players else manual.seat)
        self._show_facts()

    def clear(self) -> None:
        """Nothing shown (the card is resolved, or the screen passes: no hand card stays named)."""
        self.manual = None
        for label in (self.title, self.rules, self.facts):
            label.clear()
        self.target.clear()

    def chosen(self) -> ManualTarget | None:
        if self.manual is None:
            return None
        instance = self.target.currentData()
        return self.manual.target(InstanceId(instance)) if instance is not None else None

    def choose(self, instance: InstanceId) -> None:
        """Name ``instance`` as the card to adjust (tests; a click on the table could too)."""
        self.target.setCurrentIndex(self.target.findData(instance))

    def _show_facts(self) -> None:
        target = self.chosen()
        if target is None:
            self.facts.setText("")
            return
        parts = ["engaged" if target.engaged else "disengaged"] if target.zone is Zone.PLAY else []
        parts += [f"{kind.value} die {value}" for kind, value in target.dice.items()]
        parts += [f"{value} {point.value} point{'s' if value != 1 else ''}" for point, value in target.points.items()]
        self.facts.setText("Now: " + ", ".join(parts) if parts else "")
        for button in (self.damage, self.heal, self.set_points, self.engage, self.disengage):
            button.setEnabled(target.zone is Zone.PLAY)
        self.discard.setEnabled(target.zone is not Zone.DISCARD)
        self._show_points()

    def _show_points(self) -> None:
        target, point = self.chosen(), self.point.currentData()
        if target is not None and point is not None:
            self.points.setValue(target.points.get(PointType(point), 0))

    # --- the buttons -----------------------------------------------------------------------

    def _play(self, action: Action | None, text: str) -> None:
        if action is not None:
            self.play_requested.emit([action], text)

    def _die(self, change: int) -> None:
        target = self.chosen()
        if target is not None:
            kind = DieKind(self.die_kind.currentData())
            words = "Damage" if change > 0 else "Heal"
            self._play(assist.die_action(target, kind, change), f"{words} {target.label}: {kind.value} die {change:+d}")

    def _set_points(self) -> None:
        target = self.chosen()
        if target is not None:
            point = PointType(self.point.currentData())
            self._play(assist.points_action(target, point, self.points.value()), f"{self.points.value()} {point.value} points on {target.label}")

    def _engage(self, engaged: bool) -> None:
        target = self.chosen()
        if target is not None:
            self._play(assist.engage_action(target, engaged), f"{'Engage' if engaged else 'Disengage'} {target.label}")

    def _move(self) -> None:
        target = self.chosen()
        if target is not None:
            zone, bottom = self.destination.currentData()
            seat = Seat(self.move_seat.currentData())
            self._play(assist.move_action(target, Zone(zone), seat, bottom), f"Move {target.label} to {self.destination.currentText().lower()}")

    def _discard(self) -> None:
        target = self.chosen()
        if target is not None:
            self._play(assist.discard_action(target), f"Discard {target.label}")

    def _draw(self) -> None:
        seat = Seat(self.draw_seat.currentData())
        self._play(assist.draw_action(seat, self.draw_count.value()), f"{player_name(seat)} draws {self.draw_count.value()}")

    def _hq(self) -> None:
        if self.manual is not None:
            seat = Seat(self.hq_seat.currentData())
            amount = self.hq_amount.value()
            self._play(assist.hq_damage_action(seat, amount, self.manual.seat), f"{amount} damage to {player_name(seat)}'s Sector HQ")
