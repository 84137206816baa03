"""The card editor's form: one field per column of the card row notation, each with its own error line.

The fields are the columns of ``cards.card_rows.COLUMNS`` (the same names and notation as
a CSV import), so the form reads and writes a plain ``CardRow`` (column -> text) and the
editor turns it into a card with ``row_to_card``. Enumerations are drop-downs, flags are
check boxes, counts are spin boxes, rules and effects are multi-line; everything else is a
line of text with an example as its placeholder. ``show_problems`` writes each problem in
red under its field.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QPlainTextEdit, QSpinBox, QVBoxLayout, QWidget

from ge_desktop.cards.card_rows import COLUMNS, CardRow, Column, FieldProblem
from ge_desktop.cards.model import Provenance, SplitRole, Technology

_CHOICES: dict[str, list[tuple[str, str]]] = {
    "split_role": [("none", "")] + [(r.value, r.value) for r in SplitRole],
    "technology": [("none", "")] + [(t.value, t.value) for t in Technology],
    "passive": [("not equipment", ""), ("P (passive)", "P"), ("NP (non-passive)", "NP")],
    "provenance": [(p.value, p.value) for p in Provenance],
}
_FLAGS = ("unique", "discard_after_use", "manual")
_COUNTS = {"shields": 20, "nodes": 10, "armor": 9, "duration": 10}
_LONG = {"rules": 70, "flavor": 46, "effects": 70}
_SECTIONS = {
    "code": "Identity",
    "requires": "Numbers and weapons",
    "classes": "Kind and limits",
    "rules": "Text",
    "provenance": "Origin",
}
_LABELS = {"id": "Id", "set": "Set", "discard_after_use": "Discard after use", "split_role": "Split role", "split_requires": "Split requires"}


def field_label(column: str) -> str:
    return _LABELS.get(column, column.replace("_", " ").capitalize())


class CardFormWidget(QWidget):
    """Every field of a card; emits ``edited`` on any change made by the player."""

    edited = Signal()

    def __init__(self, empires: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fields: dict[str, QWidget] = {}
        self.errors: dict[str, QLabel] = {}
        self._loading = False
        form = QFormLayout(self)
        for column in COLUMNS:
            if column.name in _SECTIONS:
                heading = QLabel(f"<b>{_SECTIONS[column.name]}</b>")
                form.addRow(heading)
            widget = self._make_field(column, empires)
            error = QLabel()
            error.setWordWrap(True)
            error.setVisible(False)
            error.setObjectName(f"error-{column.name}")
            error.setStyleSheet("color: #b00020;")
            cell = QWidget()
            stack = QVBoxLayout(cell)
            stack.setContentsMargins(0, 0, 0, 0)
            stack.setSpacing(1)
            stack.addWidget(widget)
            stack.addWidget(error)
            label = field_label(column.name) + (" *" if column.required else "")
            form.addRow(label, cell)
            self.fields[column.name], self.errors[column.name] = widget, error

    def _make_field(self, column: Column, empires: list[str]) -> QWidget:
        widget = self._make_input(column, empires)
        widget.setObjectName(f"field-{column.name}")
        widget.setToolTip(column.meaning)
        return widget

    def _make_input(self, column: Column, empires: list[str]) -> QWidget:
        name = column.name
        if name == "empire" or name in _CHOICES:
            combo = QComboBox()
            choices = [("generic (no empire)", "")] + [(e, e) for e in empires] if name == "empire" else _CHOICES[name]
            for text, value in choices:
                combo.addItem(text, value)
            combo.currentIndexChanged.connect(self._changed)
            return combo
        if name in _FLAGS:
            box = QCheckBox(column.meaning)
            box.toggled.connect(self._changed)
            return box
        if name in _COUNTS:
            spin = QSpinBox(minimum=0, maximum=_COUNTS[name])
            spin.setSpecialValueText("none")
            spin.valueChanged.connect(self._changed)
            return spin
        if name in _LONG:
            long_text = QPlainTextEdit(placeholderText=column.example or column.meaning)
            long_text.setFixedHeight(_LONG[name])
            long_text.textChanged.connect(self._changed)
            return long_text
        line = QLineEdit(placeholderText=column.example or column.meaning)
        line.textChanged.connect(self._changed)
        return line

    def _changed(self, *_args: object) -> None:
        if not self._loading:
            self.edited.emit()

    # --- reading and writing ------------------------------------------------------------

    def row(self) -> CardRow:
        """The form as a card row (column -> text)."""
        return {name: _text_of(widget) for name, widget in self.fields.items()}

    def set_row(self, row: CardRow) -> None:
        """Fill the form without emitting ``edited``."""
        self._loading = True
        try:
            for name, widget in self.fields.items():
                _set_text(widget, row.get(name, ""))
        finally:
            self._loading = False
        self.show_problems([])

    def set_field(self, column: str, text: str) -> None:
        """Set one field as if typed (emits ``edited``)."""
        _set_text(self.fields[column], text)

    def show_problems(self, problems: list[FieldProblem]) -> None:
        """Each problem in red under its field (problems of no field go under the code)."""
        by_column: dict[str, list[str]] = {}
        for problem in problems:
            column = problem.column if problem.column in self.errors else "code"
            by_column.setdefault(column, []).append(problem.message)
        for name, label in self.errors.items():
            messages = by_column.get(name, [])
            label.setText("\n".join(messages))
            label.setVisible(bool(messages))

    def error_text(self, column: str) -> str:
        label = self.errors[column]
        return label.text() if not label.isHidden() else ""


def _text_of(widget: QWidget) -> str:
    if isinstance(widget, QComboBox):
        return str(widget.currentData() or "")
    if isinstance(widget, QCheckBox):
        return "yes" if widget.isChecked() else "no"
    if isinstance(widget, QSpinBox):
        return str(widget.value()) if widget.value() else ""
    if isinstance(widget, QPlainTextEdit):
        return widget.toPlainText()
    if isinstance(widget, QLineEdit):
        return widget.text()
    raise TypeError(f"the card form has no field like {type(widget).__name__}")


def _set_text(widget: QWidget, text: str) -> None:
    if isinstance(widget, QComboBox):
        index = widget.findData(text)
        if index < 0 and text:  # a value the drop-down lacks (an alias): keep it visible
            widget.addItem(text, text)
            index = widget.count() - 1
        widget.setCurrentIndex(max(index, 0))
    elif isinstance(widget, QCheckBox):
        widget.setChecked(text.strip().lower() in ("yes", "true", "1", "x", "y"))
    elif isinstance(widget, QSpinBox):
        widget.setValue(int(text) if text.strip().isdigit() else 0)
    elif isinstance(widget, QPlainTextEdit):
        widget.setPlainText(text)
    elif isinstance(widget, QLineEdit):
        widget.setText(text)
    else:
        raise TypeError(f"the card form has no field like {type(widget).__name__}")
