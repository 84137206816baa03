"""A window's first size: what it asks for, or the screen's available area if smaller.

The card browser, deck builder and card editor open large (1280-1500 px wide); on the
1024x700 laptop screen the app supports they would reach past the screen's edge, their
bottom buttons out of reach. A screen below 1024x700 (Qt's offscreen platform says
800x600 or 800x800) is not trusted, as for the main window (``MainWindow._fit_screen``).
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

MIN_TRUSTED = (1024, 700)


def resize_to_fit(widget: QWidget, width: int, height: int) -> None:
    """``widget.resize(width, height)``, no larger than the available screen area."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    area = screen.availableGeometry() if screen is not None else None
    if area is not None and area.width() >= MIN_TRUSTED[0] and area.height() >= MIN_TRUSTED[1] - 40:
        width, height = min(width, area.width()), min(height, area.height())
    widget.resize(width, height)
