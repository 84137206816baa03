"""The first launch's offer to learn a game: a bar above the table (never a modal box) with
Learn to Play and Not Now, for each registered game with a ``tutorial`` part. Shown once:
the settings remember that it was offered, so an empty user folder is what brings it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QPushButton, QToolBar, QWidget

from ge_desktop.games import GameType, games
from ge_desktop.ui.preferences import settings

OFFERED_KEY = "learn_to_play_offered"


def games_to_learn() -> list[GameType]:
    """The registered games that have a guided first game."""
    return [entry for entry in games() if entry.has("tutorial")]


class LearnOffer(QToolBar):
    """'New to <game>? ...' with its two buttons."""

    def __init__(self, entry: GameType, start: Callable[[], object], parent: QWidget | None = None) -> None:
        super().__init__("Learn to Play", parent)
        self.setObjectName("learn offer")
        self.setMovable(False)
        self.text = QLabel(f"  New to {entry.title}? A short guided game against a bot teaches you the turn, step by step.  ")
        self.text.setWordWrap(True)
        self.learn_button = QPushButton("Learn to Play")
        self.dismiss_button = QPushButton("Not Now")
        self.dismiss_button.setToolTip("Help > Learn to Play starts it whenever you like")
        self.addWidget(self.text)
        self.addWidget(self.learn_button)
        self.addWidget(self.dismiss_button)
        self.start = start
        self.learn_button.clicked.connect(self.learn)
        self.dismiss_button.clicked.connect(self.hide)

    def learn(self) -> None:
        self.hide()
        self.start()


def first_launch() -> bool:
    """No offer was made in this user folder yet (an empty user folder: the first launch)."""
    return not settings().contains(OFFERED_KEY)


def remember_offered() -> None:
    store = settings()
    store.setValue(OFFERED_KEY, True)
    store.sync()
