"""What one seat of an online game is sent: its observation, the events it may see and its
legal actions, never anything else.

The observation is the ruleset's own ``observe(state, seat)`` (a spectator's for
``None``) written as canonical JSON (``net/codec.py``) with its digest, so a client can
check that what it holds is what the server holds for its seat. Events are the engine's,
with every card the seat could see neither before nor after the action blanked (``null``),
and ``#N`` in their sentences too; legal actions go only to the seat that must act, each
in notation, a face-down card it may not see named by its table slot. The seed, the
random generator, the full state and its digest are never part of a view.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Any

from ge_desktop.engine.events import Event, Said
from ge_desktop.engine.game import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.net.codec import Interner, to_data
from ge_desktop.net.games import OnlineGame, card_fields, table_slots, to_seat_notation

_CARD_IN_TEXT = re.compile(r"#(-?\d+)")


@dataclass
class SeatView:
    """One seat's view after an action (``seat`` None: a spectator's)."""

    seat: Seat | None
    observation: str  # its canonical JSON text
    data: Any  # the same as JSON data (a delta's new side)
    digest: str
    keys: set[str]  # interned values the observation names
    events: list[dict[str, Any]]
    legal: list[str]
    visible: set[int] = field(default_factory=set)


def visible_cards(observation: Any) -> set[int]:
    """The cards an observation shows (both games key their ``cards`` by the card's id)."""
    return {int(card) for card in observation.cards}


def seat_view(online: OnlineGame, game: Game, seat: Seat | None, interner: Interner, events: list[Event], seen_before: set[int]) -> SeatView:
    """The view of ``seat`` now; ``events`` the last action's, ``seen_before`` the cards the
    seat could see before it."""
    observation = game.observe(seat)
    visible = visible_cards(observation)
    interner.used = set()
    data = to_data(observation, interner)
    keys = interner.used
    slots = table_slots(online, game.state, seat)
    legal: list[str] = []
    if seat is not None and game.to_act == seat:
        legal = [to_seat_notation(action.notation(), slots) for action in game.legal_actions()]
    known = visible | seen_before
    told = [_event_for(online, event, seat, known, slots) for event in events if not isinstance(event, Said) or event.for_viewer(seat) is not None]
    text = interner.canonical_json(data)
    return SeatView(seat, text, data, hashlib.sha256(text.encode()).hexdigest(), keys, told, legal, visible)


def _event_for(online: OnlineGame, event: Event, seat: Seat | None, known: set[int], slots: dict[int, int]) -> dict[str, Any]:
    """One event as a seat may read it: cards it may not see blanked."""
    data: dict[str, Any] = {"event": type(event).__name__}
    if isinstance(event, Said):  # a line of the log: only the words this seat may read, unseen cards blanked
        text = event.for_viewer(seat) or ""
        data["text"] = _CARD_IN_TEXT.sub(lambda m: _card_text(int(m.group(1)), known, slots), text)
        return data
    blanked = dict(card_fields(type(event), online.card_id))
    for name, value in to_data(event).items():
        if name in blanked:
            value = [_card(v, known, slots) for v in value] if blanked[name] else _card(value, known, slots)
        elif isinstance(value, str) and "#" in value:
            value = _CARD_IN_TEXT.sub(lambda m: _card_text(int(m.group(1)), known, slots), value)
        data[name] = value
    return data


def _card(value: int | None, known: set[int], slots: dict[int, int]) -> int | None:
    if value is None or value in known:
        return value
    return slots.get(value)  # a face-down card in play by its table slot, else nothing


def _card_text(card: int, known: set[int], slots: dict[int, int]) -> str:
    shown = _card(card, known, slots)
    return f"#{shown}" if shown is not None else "a card"
