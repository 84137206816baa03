"""The search box and filters above the card list; it turns what the player sets into a ``CardQuery``.

Type buttons (one per type letter in the catalog, several may be on), a strength range,
and one drop-down each for empire, set, class, weapon symbol and point requirement. Every
change emits ``query_changed`` at once: a search over the full game's 3,000 cards takes a
couple of milliseconds, so there is nothing to wait for.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QToolButton, QVBoxLayout, QWidget

from ge_desktop.cards.model import CardClass, CardType, PointType, WeaponSymbol
from ge_desktop.cards.search import GENERIC, CardQuery, Facets

_ANY = "any"
_Value = TypeVar("_Value")


TYPE_ROWS = 2
COMBO_LETTERS = 9  # a combo box is this many letters wide at least; a long entry shows in its list


def narrow(combo: QComboBox) -> None:
    """A combo box no wider than ``COMBO_LETTERS`` demand (not as wide as its longest entry):
    the deck builder's three columns must fit a 1024-px screen."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(COMBO_LETTERS)


class FilterPanelWidget(QWidget):
    """Search text and filters; ``query()`` is the current ``CardQuery``."""

    query_changed = Signal(object)

    def __init__(self, facets: Facets, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.search = QLineEdit(placeholderText="Search titles and rules text (\"quotes\" keep a phrase)", clearButtonEnabled=True)
        self.search.setObjectName("cardSearch")
        self.type_buttons: dict[CardType, QToolButton] = {}
        self._type_row = QGridLayout()  # two rows of type buttons: the panel fits a narrow column
        self._type_row.setSpacing(2)
        self.strength_min = QSpinBox(minimum=1, maximum=10, value=1, prefix="from ")
        self.strength_max = QSpinBox(minimum=1, maximum=10, value=10, prefix="to ")
        self.empire = QComboBox()
        self.set_code = QComboBox()
        self.card_class = QComboBox()
        self.weapon = QComboBox()
        self.requires = QComboBox()
        self.reset = QPushButton("Clear filters")
        for combo in (self.empire, self.set_code, self.card_class, self.weapon, self.requires):
            narrow(combo)
        self._building = False
        self._layout()
        self.set_facets(facets)
        self._connect()

    def _layout(self) -> None:
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel("Strength"), 0, 0)
        strength = QHBoxLayout()
        strength.addWidget(self.strength_min)
        strength.addWidget(self.strength_max)
        grid.addLayout(strength, 0, 1)
        grid.addWidget(self.empire, 0, 2)
        grid.addWidget(self.set_code, 0, 3)
        grid.addWidget(self.card_class, 1, 0, 1, 2)
        grid.addWidget(self.weapon, 1, 2)
        grid.addWidget(self.requires, 1, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search)
        types = QHBoxLayout()
        types.addWidget(QLabel("Types"))
        types.addLayout(self._type_row)
        types.addStretch(1)
        types.addWidget(self.reset)
        layout.addLayout(types)
        layout.addLayout(grid)

    def _connect(self) -> None:
        self.search.textChanged.connect(self._emit)
        for spin in (self.strength_min, self.strength_max):
            spin.valueChanged.connect(self._emit)
        for combo in (self.empire, self.set_code, self.card_class, self.weapon, self.requires):
            combo.currentIndexChanged.connect(self._emit)
        self.reset.clicked.connect(self.clear)

    # --- facets -------------------------------------------------------------------------

    def set_facets(self, facets: Facets) -> None:
        """Offer the values the catalog has, keeping the player's choices where they still exist."""
        self._building = True
        chosen_types = self.chosen_types()
        self._fill_types(facets.types, chosen_types)
        empires = [("Any empire", _ANY)] + ([("Generic", GENERIC)] if facets.has_generic else [])
        _fill(self.empire, empires + [(name, name) for name in facets.empires])
        _fill(self.set_code, [("Any set", _ANY)] + [(s, s) for s in facets.sets])
        _fill(self.card_class, [("Any class", _ANY)] + [(c.value, c) for c in facets.classes])
        _fill(self.weapon, [("Any weapon", _ANY)] + [(f"{w.value.title()} weapons", w) for w in facets.weapons])
        _fill(self.requires, [("Any requirement", _ANY)] + [(f"Requires {p.value}", p) for p in facets.requires])
        self._building = False

    def _fill_types(self, types: list[CardType], chosen: frozenset[CardType]) -> None:
        for button in self.type_buttons.values():
            self._type_row.removeWidget(button)
            button.deleteLater()
        self.type_buttons = {}
        per_row = -(-len(types) // TYPE_ROWS)
        for index, card_type in enumerate(types):
            button = QToolButton()
            button.setText(card_type.value)
            button.setCheckable(True)
            button.setToolTip(card_type.label)
            button.setChecked(card_type in chosen)
            button.toggled.connect(self._emit)
            self._type_row.addWidget(button, index // per_row, index % per_row)
            self.type_buttons[card_type] = button

    # --- the query ----------------------------------------------------------------------

    def chosen_types(self) -> frozenset[CardType]:
        return frozenset(t for t, b in self.type_buttons.items() if b.isChecked())

    def query(self) -> CardQuery:
        low, high = self.strength_min.value(), self.strength_max.value()
        return CardQuery(
            text=self.search.text(),
            types=self.chosen_types(),
            strength_min=low if low > 1 else None,
            strength_max=high if high < 10 else None,
            empires=_chosen(self.empire, _empire_name),
            sets=_chosen(self.set_code, str),
            classes=_chosen(self.card_class, CardClass),
            weapons=_chosen(self.weapon, WeaponSymbol),
            requires=_chosen(self.requires, PointType),
        )

    def clear(self) -> None:
        """Every filter back to 'any', the search text kept."""
        self._building = True
        for button in self.type_buttons.values():
            button.setChecked(False)
        self.strength_min.setValue(1)
        self.strength_max.setValue(10)
        for combo in (self.empire, self.set_code, self.card_class, self.weapon, self.requires):
            combo.setCurrentIndex(0)
        self._building = False
        self._emit()

    def choose(self, combo: QComboBox, value: object) -> None:
        """Select ``value`` in one of the drop-downs (tests and menu shortcuts)."""
        index = next(i for i in range(combo.count()) if combo.itemData(i) == value)
        combo.setCurrentIndex(index)

    def _emit(self, *_args: object) -> None:
        if self._building:
            return
        if self.strength_min.value() > self.strength_max.value():
            self.strength_max.setValue(self.strength_min.value())  # emits again with a sane range
            return
        self.query_changed.emit(self.query())


def _fill(combo: QComboBox, items: Sequence[tuple[str, object]]) -> None:
    """Replace the items; keep the chosen one if it is still offered (item 0 is 'any')."""
    had_choice, current = combo.currentIndex() > 0, combo.currentData()
    combo.clear()
    for text, value in items:
        combo.addItem(text, value)
    index = next((i for i in range(1, combo.count()) if combo.itemData(i) == current), 0) if had_choice else 0
    combo.setCurrentIndex(index)


def _empire_name(value: object) -> str | None:
    return GENERIC if value is GENERIC else str(value)


def _chosen(combo: QComboBox, convert: Callable[[object], _Value]) -> frozenset[_Value]:
    """The chosen value as a one-element set (empty for 'any'), made by ``convert``.

    Qt hands back a ``str`` enum's plain string, so enum choices are turned back into members.
    """
    value = combo.currentData()
    if combo.currentIndex() <= 0 or value == _ANY:
        return frozenset()
    return frozenset({convert(value)})
