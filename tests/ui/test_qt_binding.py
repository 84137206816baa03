"""The Qt binding in use must not drop references to None (PySide6 6.12.0 on Python 3.11 does).

Every void Qt call in 6.12.0 takes one reference from ``None``; after a few thousand
paints Python aborts with "none_dealloc". ``pyproject.toml`` excludes that release;
this test fails if a broken binding is installed again.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QColor, QImage, QPainter, QPen


def test_void_qt_calls_keep_none_alive(qapp) -> None:
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(2000):
        painter.setPen(QPen(QColor(1, 2, 3), 2))
        image.fill(QColor(4, 5, 6))
    painter.end()
    assert sys.getrefcount(None) > before - 100
