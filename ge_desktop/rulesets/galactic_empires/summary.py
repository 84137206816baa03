"""Text and JSON views of a whole state: replay summaries, snapshots and state digests.

``summary(state)`` is the small public picture ``replay`` prints (turn, phase, each
player's HQ damage, pile counts and cards in play). ``canonical_state(state)`` is the
versioned canonical form of the whole state (``engine/canonical.py``: every field of every
state class, from their field lists); ``describe(state)`` is that form as indented text and
``digest(state)`` its SHA-256, used to prove that a replay reached exactly the saved state.
``tests/engine/test_canonical_forms.py`` changes every state field in turn and checks that
the digest sees it and that ``clone()`` copied it.
"""

from __future__ import annotations

from typing import Any

from ge_desktop.engine.canonical import describe_data, digest_of, state_form
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState


def _card_line(state: GameState, card: CardState) -> str:
    text = f"#{card.id} {card.info.label}"
    if card.parent is not None:
        against = state.cards[card.parent].controller != card.controller
        text += f" {'against' if against else 'on'} #{card.parent}"
    if card.controller != card.owner:
        text += f" (controlled by p{card.controller})"
    if not card.engaged:
        text += " (disengaged)"
    for kind, value in sorted(card.dice.items(), key=lambda item: item[0].value):
        text += f" [{kind.value} {value}]"
    return text


def summary(state: GameState) -> dict[str, Any]:
    """Turn, phase, outcome and per player: HQ damage, pile counts and cards in play."""
    outcome = state.outcome
    players = []
    for player in state.players:
        in_play = [c for c in state.in_play() if c.seat == player.seat]
        players.append(
            {
                "seat": player.seat,
                "deck_name": player.deck_name,
                "hq_damage": player.hq_damage,
                "eliminated": player.eliminated,
                "hand": len(player.hand),
                "deck": len(player.deck),
                "discard": len(player.discard),
                "reserve": len(player.reserve),
                "in_play": [_card_line(state, c) for c in in_play],
            }
        )
    return {
        "turn": state.complete_turn,
        "phase": state.phase.value,
        "active": state.active,
        "winner": outcome.winner if outcome else None,
        "end": outcome.reason if outcome else None,
        "players": players,
    }


def summary_text(data: dict[str, Any]) -> str:
    """The summary as a few readable lines."""
    lines = [f"complete turn {data['turn']}, phase {data['phase']}, p{data['active']} to act"]
    if data["end"]:
        winner = "nobody" if data["winner"] is None else f"p{data['winner']}"
        lines.append(f"game over ({data['end']}): winner {winner}")
    for p in data["players"]:
        status = " (eliminated)" if p["eliminated"] else ""
        lines.append(
            f"p{p['seat']} {p['deck_name']}{status}: HQ damage {p['hq_damage']}, hand {p['hand']}, "
            f"deck {p['deck']}, discard {p['discard']}, reserve {p['reserve']}, in play {len(p['in_play'])}"
        )
        lines += [f"    {line}" for line in p["in_play"]]
    return "\n".join(lines)


STATE_FORM = 1  # the version of Galactic Empires' canonical state form (``engine/canonical.py``)


def canonical_state(state: GameState) -> Any:
    """The whole position as canonical JSON data (the ruleset's ``canonical_state``)."""
    return state_form(state.config.ruleset, STATE_FORM, state)


def describe(state: GameState) -> str:
    """A complete canonical text of the state (equal states give equal text): the canonical
    form, indented."""
    return describe_data(canonical_state(state))


def digest(state: GameState) -> str:
    """What a record's snapshot saves: the SHA-256 of the canonical state."""
    return digest_of(canonical_state(state))
