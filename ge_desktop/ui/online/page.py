"""``OnlinePage``: what the online window asks of a game's table page for an online seat.

A game's registry entry names its page as the part ``online_page``: a factory taking a
``PageContext`` (the seat, how to send an action, where a problem is said). The window
hands the page each ``update`` the server sends this seat with the observation read back
into the ruleset's own type, and asks it for the log as the seat may read it and the
game's end in words. The page never holds more than the seat's observation and the legal
actions the server listed (in notation): the true state stays on the server.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtWidgets import QWidget

from ge_desktop.net import messages as m


@dataclass(frozen=True)
class PageContext:
    ruleset: str
    seat: int | None  # None: watching
    send_action: Callable[[str, int], None]  # (notation, the update index it answers)
    problem: Callable[[str], None]  # a sentence for the status bar
    preview: Callable[[str, int, Callable[[Any], None]], None] = lambda _action, _index, _then: None  # the server's preview: then(observation)


class OnlinePage(Protocol):
    widget: QWidget

    def show_update(self, update: m.Update, observation: Any) -> None: ...

    def log_lines(self) -> list[str]: ...

    def outcome_text(self) -> str | None:
        """The game's end in words once it is over (None while it goes on)."""
        ...


OnlinePageFactory = Callable[[PageContext], OnlinePage]
