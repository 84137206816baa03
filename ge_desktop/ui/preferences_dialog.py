"""``PreferencesDialog``: edit the preferences; the caller saves and applies them."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QCheckBox, QColorDialog, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QPushButton, QWidget

from ge_desktop.ui.preferences import CARD_SIZES, AnimationSpeed, Preferences, Theme


class PreferencesDialog(QDialog):
    """Card size, animation speed, table colour, theme and confirmations."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        self.felt = prefs.felt
        self._base = prefs
        form = QFormLayout(self)
        self.card_size = QComboBox()
        self.card_size.addItems(list(CARD_SIZES))
        self.card_size.setCurrentText(prefs.card_size)
        form.addRow("Card size", self.card_size)
        self.animation = QComboBox()
        for speed in AnimationSpeed:
            self.animation.addItem(speed.name.title(), speed)
        self.animation.setCurrentIndex(list(AnimationSpeed).index(prefs.animation))
        form.addRow("Animations", self.animation)
        self.felt_button = QPushButton(prefs.felt)
        self.felt_button.clicked.connect(self._choose_felt)
        form.addRow("Table colour", self.felt_button)
        self.theme = QComboBox()
        for theme in Theme:
            self.theme.addItem("Follow the system" if theme is Theme.SYSTEM else theme.value.title(), theme)
        self.theme.setCurrentIndex(list(Theme).index(prefs.theme))
        form.addRow("Theme", self.theme)
        self.hot_seat = QCheckBox("Hide hands between players (pass the screen)")
        self.hot_seat.setChecked(prefs.hot_seat)
        form.addRow(self.hot_seat)
        self.confirm_quit = QCheckBox("Ask before quitting")
        self.confirm_quit.setChecked(prefs.confirm_quit)
        form.addRow(self.confirm_quit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _choose_felt(self) -> None:
        color = QColorDialog.getColor(QColor(self.felt), self, "Table colour")
        if color.isValid():
            self.felt = color.name()
            self.felt_button.setText(self.felt)

    def preferences(self) -> Preferences:
        return replace(
            self._base,
            card_size=self.card_size.currentText(),
            animation=AnimationSpeed(self.animation.currentData()),  # Qt returns plain values
            felt=self.felt,
            theme=Theme(self.theme.currentData()),
            hot_seat=self.hot_seat.isChecked(),
            confirm_quit=self.confirm_quit.isChecked(),
        )
