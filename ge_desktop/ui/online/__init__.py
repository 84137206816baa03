"""Play Online: the app's side of online games (issue #39).

``link.py`` the connection on an asyncio thread of its own (and a hosted server), talking
to the GUI through queued Qt signals; ``dialog.py`` Game > Play Online (host, join, rejoin,
create); ``window.py`` one online seat's window (the game's own ``online_page``, players,
chat, log, the connection's state); ``kept_seats.py`` the seats' tokens in the settings.
``play_online_action(window)`` is the menu entry the main window adds to its Game menu.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget


def play_online_action(window: QWidget) -> QAction:
    """Game > Play Online...: opens the dialog (non-modal: the window's own game goes on)."""
    action = QAction("Play &Online...", window)
    action.setToolTip("Host a game on this computer or join one on a server: each player sees only their own side")

    def open_dialog() -> None:
        from ge_desktop.ui.online.dialog import PlayOnlineDialog

        dialog = PlayOnlineDialog(window)
        dialog.setObjectName("play-online")
        dialog.finished.connect(dialog.deleteLater)
        dialog.show()

    action.triggered.connect(open_dialog)
    return action
