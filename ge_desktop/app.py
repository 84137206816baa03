"""The GUI composition root: builds the QApplication and the main window.

Headless commands never import this module, so they never load Qt.
"""

from __future__ import annotations

import sys

from ge_desktop import __version__
from ge_desktop.paths import APP_NAME


def run_app(qt_args: list[str]) -> int:
    """Start the app; returns the process exit code."""
    from PySide6.QtWidgets import QApplication

    from ge_desktop.ui.catalog_window import CatalogWindow

    app = QApplication([sys.argv[0], *qt_args])
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName("GE Desktop")
    window = CatalogWindow()
    window.show()
    return app.exec()
