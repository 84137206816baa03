"""Who plays each seat, to and from a game record's optional ``seats`` header field. No Qt.

A record says per seat ``human`` or the bot's name (``BotKind`` value, the ``--bots``
names); a record without the field is a hot-seat game. A bot name this version does not
offer (a level renamed or dropped since the game was saved) is played by the standard
bot, and the note says so, rather than handing the bot's hand to the person at the screen.
"""

from __future__ import annotations

from collections.abc import Mapping

from ge_desktop.bots.base import BotKind
from ge_desktop.engine.terms import Seat
from ge_desktop.storage.records import HUMAN_SEAT, ONLINE_SEAT, GameRecord

FALLBACK_BOT = BotKind.STANDARD


def seat_kinds(bots: Mapping[Seat, BotKind], players: int) -> list[str]:
    """Each seat's entry for the record: ``human`` or its bot's name."""
    return [bots[Seat(seat)].value if Seat(seat) in bots else HUMAN_SEAT for seat in range(players)]


def bots_of(record: GameRecord, players: int) -> tuple[dict[Seat, BotKind], list[str]]:
    """The bot seats a record names (none for a record without ``seats``) and notes about
    bots this version no longer offers; a seat beyond ``players`` is ignored."""
    kinds = record.header.seat_names() or []
    bots: dict[Seat, BotKind] = {}
    notes: list[str] = []
    for seat, kind in enumerate(kinds[:players]):
        if kind in (HUMAN_SEAT, ONLINE_SEAT):  # a person plays it, here or at another machine
            continue
        try:
            bots[Seat(seat)] = BotKind(kind)
        except ValueError:
            bots[Seat(seat)] = FALLBACK_BOT
            notes.append(f"Player {seat + 1}'s bot '{kind}' is not offered by this version: the {FALLBACK_BOT.title.lower()} plays that seat")
    return bots, notes
