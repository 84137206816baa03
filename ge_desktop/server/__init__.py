"""The game server: ``ge-desktop serve``, the only holder of each online game's true state.

``server.py`` serves the lobby and the games over WebSocket; ``table.py`` is one game and
its seats; ``views.py`` what each seat is sent; ``store.py`` the records written as games
go, read back after a restart. It imports no Qt and no Pillow. See ``docs/server.md``.
"""
