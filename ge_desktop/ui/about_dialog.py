"""``AboutDialog``: the version, what the app is, and where the log file lives."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ge_desktop import __version__
from ge_desktop.paths import APP_NAME
from ge_desktop.ui.app_log import log_file_path


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"About {APP_NAME}")
        layout = QVBoxLayout(self)
        text = QLabel(
            f"<h2>{APP_NAME} {__version__}</h2>"
            "<p>A desktop tabletop for the <i>Galactic Empires</i> trading card game (1994-97).</p>"
            "<p>Rules: the Universe Edition rulebook v2.1. Card faces are drawn by the app; "
            "put your own scans in the card images folder to see them instead.</p>"
            f"<p>Log file (attach it to a bug report):<br><code>{log_file_path()}</code></p>"
        )
        text.setWordWrap(True)
        text.setOpenExternalLinks(True)
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
