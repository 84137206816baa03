"""``AboutDialog``: the version, the games the app plays (each game's registry entry says a
few words of itself, its ``about`` part), and where the log file lives."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ge_desktop import __version__
from ge_desktop.games import games
from ge_desktop.paths import APP_NAME
from ge_desktop.ui.app_log import log_file_path


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"About {APP_NAME}")
        layout = QVBoxLayout(self)
        text = QLabel(
            f"<h2>{APP_NAME} {__version__}</h2><p>A desktop tabletop for card and board games.</p>"
            + "".join(f"<p><b>{game.title}</b>: {game.part('about')}</p>" for game in games() if game.has("about"))
            + f"<p>Log file (attach it to a bug report):<br><code>{log_file_path()}</code></p>"
        )
        text.setWordWrap(True)
        text.setOpenExternalLinks(True)
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
