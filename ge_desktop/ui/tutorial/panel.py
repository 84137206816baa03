"""The guide's panel beside the table: which step, what to do, what just happened, where the
rulebook tells more; Next for a step that only explains, Start Over, Leave. It shows; the
guide (``guide.py``) decides."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from ge_desktop.ui.tutorial.script import Step

PANEL_WIDTH = 260


def _label(object_name: str, style: str = "") -> QLabel:
    label = QLabel()
    label.setObjectName(object_name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    if style:
        label.setStyleSheet(style)
    return label


class GuidePanel(QDockWidget):
    """'Learn to Play': the step's words and the guide's buttons."""

    next_requested = Signal()
    restart_requested = Signal()
    leave_requested = Signal()

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.setObjectName("Learn to Play")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.counter = _label("step counter", "color: palette(mid);")
        self.heading = _label("step title", "font-weight: bold; font-size: 13pt;")
        self.happened = _label("what happened", "color: #2f6f3e;")
        self.instruction = _label("instruction", "font-size: 11pt;")
        self.reading = _label("read more", "color: palette(mid); font-style: italic;")
        self.hint = _label("undo hint", "color: palette(mid);")
        self.hint.setText("Made another move than the lesson's? Edit > Undo takes it back.")
        self.next_button = QPushButton("Next")
        self.finish_button = QPushButton("Play on")
        self.restart_button = QPushButton("Start Over")
        self.leave_button = QPushButton("Leave")
        self.leave_button.setToolTip("Close the guide; Help > Learn to Play resumes it where you left it")
        self.next_button.clicked.connect(self.next_requested)
        self.finish_button.clicked.connect(self.leave_requested)
        self.restart_button.clicked.connect(self.restart_requested)
        self.leave_button.clicked.connect(self.leave_requested)
        self.setWidget(self._body())
        self.setMinimumWidth(PANEL_WIDTH)

    def _body(self) -> QWidget:
        inner = QWidget()
        column = QVBoxLayout(inner)
        for widget in (self.counter, self.heading, self.happened, self.instruction, self.reading):
            column.addWidget(widget)
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.finish_button)
        buttons.addStretch(1)
        column.addLayout(buttons)
        column.addStretch(1)
        column.addWidget(self.hint)
        others = QHBoxLayout()
        others.addWidget(self.restart_button)
        others.addWidget(self.leave_button)
        others.addStretch(1)
        column.addLayout(others)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(inner)
        return scroll

    def show_step(self, number: int, total: int, step: Step, happened: str) -> None:
        """Step ``number`` (from 1) of ``total``; ``happened``: what the last step's move did."""
        last = number == total
        self.counter.setText(f"Step {number} of {total}")
        self.heading.setText(step.title)
        self.happened.setText(happened)
        self.happened.setVisible(bool(happened))
        self.instruction.setText(step.say)
        self.reading.setText(f"Rulebook v2.1: {', '.join(step.read)}" if step.read else "")
        self.reading.setVisible(bool(step.read))
        waits_for_next = step.expect.do == "continue"
        self.next_button.setVisible(waits_for_next and not last)
        self.finish_button.setVisible(last)
        self.hint.setVisible(not waits_for_next)

    def show_waiting(self, waiting: bool) -> None:
        """While the bot plays its turn the instruction says so."""
        self.setWindowTitle("Learn to Play - the bot is playing its turn" if waiting else "Learn to Play")
