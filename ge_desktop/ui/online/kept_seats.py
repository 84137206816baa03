"""The online seats this player holds, kept in the settings file so a closed and reopened
app can take them back (Play Online lists them under *Your games*).

Each is a ``SeatTicket``: the server's address, the game, the seat, its secret token, the
game's ruleset and the name played under. The token is the seat's only key (the server
keeps only its hash); it is kept in the user's own settings file, never shown.
"""

from __future__ import annotations

import json

from ge_desktop.ui.online.link import SeatTicket
from ge_desktop.ui.preferences import settings

KEY = "online/seats"
MAX_KEPT = 20


def kept_seats() -> list[SeatTicket]:
    """The kept seats, newest first (an unreadable entry is left out)."""
    raw = settings().value(KEY, "[]")
    try:
        data = json.loads(raw if isinstance(raw, str) else "[]")
    except json.JSONDecodeError:
        return []
    found = []
    for item in data if isinstance(data, list) else []:
        try:
            found.append(SeatTicket(**{k: item[k] for k in ("url", "game", "seat", "token", "ruleset", "name")}))
        except (KeyError, TypeError):
            continue
    return found


def keep_seat(ticket: SeatTicket) -> None:
    seats = [ticket, *(t for t in kept_seats() if (t.url, t.game, t.seat) != (ticket.url, ticket.game, ticket.seat))][:MAX_KEPT]
    _write(seats)


def forget_seat(url: str, game: str) -> None:
    _write([t for t in kept_seats() if (t.url, t.game) != (url, game)])


def _write(seats: list[SeatTicket]) -> None:
    store = settings()
    store.setValue(KEY, json.dumps([t.__dict__ for t in seats]))
    store.sync()
