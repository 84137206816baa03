"""Galactic Empires' records from before format 3: the state digest their snapshots hold.

Records of format 1 and 2 saved the SHA-256 of a state text built partly from Python
``repr`` output (stack items, volleys, the outcome). Format 3 digests the canonical form
(``engine/canonical.py``); to keep ``replay --check`` of an old record meaningful, this
module writes that old text from the state, field by field, *without* asking any class for
its ``repr``: the state classes are free to change shape, and only this converter knows
what the old text looked like. ``FORMAT2`` is the game's ``record_converter`` registry part
(``storage/record_convert.py`` asks for it); ``upgrade`` also turns an old header into the
format-3 fields (a format-1 game is played with *always celebrate*: the celebration card
was drawn without asking then).
"""

from __future__ import annotations

import hashlib
from enum import Enum
from typing import Any

from ge_desktop.rulesets.galactic_empires.config import Option
from ge_desktop.rulesets.galactic_empires.pending import ActionItem, EffectStep, Pending, ReactionItem, Step, Volley, Window
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, PlayerState

# The fields the old single ``Pending`` class showed, in order, with their defaults.
_ITEM_FIELDS: tuple[tuple[str, object], ...] = (
    ("card", None),
    ("function", 0),
    ("target", None),
    ("player", None),
    ("volley", None),
    ("answers", None),
    ("negated", False),
    ("in_reaction", False),
    ("leg", None),
    ("carrier", None),
    ("origin", None),
)
_PILES = ("deck", "hand", "discard", "reserve", "hq", "ante", "removed", "roots")


def _old(value: Any) -> str:
    """A value as the old text showed it: an enum as ``<Class.NAME: 'value'>``, a tuple with
    its one-item comma, a volley field by field; numbers, strings and None as Python wrote them."""
    if isinstance(value, Enum):
        return f"<{type(value).__name__}.{value.name}: {value.value!r}>"
    if isinstance(value, Volley):
        return _volley(value)
    if isinstance(value, tuple):
        inner = ", ".join(_old(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    return repr(value)


def _volley(volley: Volley) -> str:
    names = ("seat", "target", "hq", "fleet", "parts", "reduction", "voided", "protector")  # never the interceptor
    return "Volley(" + ", ".join(f"{name}={_old(getattr(volley, name))}" for name in names) + ")"


def item_text(item: Pending) -> str:
    """A stack item as the old single ``Pending`` class showed it."""
    in_reaction = isinstance(item, ReactionItem) or getattr(item, "in_reaction", False)
    shown = ", ".join(f"{name}={_old(in_reaction if name == 'in_reaction' else getattr(item, name, default))}" for name, default in _ITEM_FIELDS)
    if isinstance(item, ActionItem) and item.along is not None:
        shown += f", along={item.along!r}"
    if isinstance(item, ActionItem) and item.damage_times is not None:
        shown += f", damage_times={_old(item.damage_times)}"
    return f"Pending(kind={_old(item.kind)}, seat={item.seat!r}, {shown})"


def outcome_text(outcome: Any) -> str:
    """The outcome as the old text showed it. Read by name, so a generic outcome (``reason``,
    the old ``EndReason`` value, in place of ``end``) gives the same text."""
    if outcome is None:
        return "None"
    end = getattr(outcome, "end", None)
    if end is None:
        reason = str(getattr(outcome, "reason", ""))
        shown = f"<EndReason.{reason.upper()}: {reason!r}>"
    else:
        shown = _old(end)
    return f"Outcome(winner={getattr(outcome, 'winner', None)!r}, end={shown}, complete_turns={getattr(outcome, 'complete_turns', None)!r})"


def _step(step: Step) -> str:
    card = getattr(step, "card", None)
    if isinstance(step, EffectStep):
        effect = step.effect
        kind = getattr(effect.kind, "value", effect.kind)
        what = f"{kind}/{effect.trigger.value}/{effect.target.value}/{effect.amount}"
        asked = f"chosen {step.chosen} {step.chosen_player} skip {step.skipped}"
    else:
        what, asked = "-", "chosen None None skip False"
    return f"{step.op.value} p{step.seat} #{card} {what} item {item_text(step.item)} {asked}"


def _window(window: Window | None) -> str:
    return "None" if window is None else f"Window(queue={_old(window.queue)})"


def _combat_lines(state: GameState) -> list[str]:
    lines = []
    fire = state.fire
    if fire is not None:
        volleyed = sorted(str(k) for k in fire.volleyed)
        fired = sorted((u, sorted((s.value, n) for s, n in f.items())) for u, f in fire.fired.items())
        targets = f" targets {sorted((u, str(k)) for u, k in fire.targets.items())}" if fire.targets else ""
        shown = "None" if fire.open is None else _volley(fire.open)
        lines.append(f"fire volleyed {volleyed} fired {fired} open {shown} volleys {fire.volleys}{targets}")
    if state.pending:
        lines.append("pending [" + ", ".join(item_text(item) for item in state.pending) + "]")
    if state.window is not None or state.unwinding or state.steps:
        lines.append(f"window {_window(state.window)} unwinding {state.unwinding} steps {[_step(step) for step in state.steps]}")
    choice = state.choice
    if choice is not None or state.manual is not None:
        asked = None if choice is None else (choice.seat, choice.prompt, choice.cards, choice.players, choice.may_skip, _step(choice.step))
        lines.append(f"choice {asked} manual {state.manual}")
    if state.control_links:
        lines.append(f"control {sorted(state.control_links.items())}")
    return lines


def _player_line(p: PlayerState) -> str:
    return (
        f"p{p.seat} hq {p.hq_damage} dealt {p.damage_dealt} out {p.eliminated} turns {p.turns_taken} "
        f"plays {p.plays_used} big {p.big_plays} command {p.command_total}/{p.command_committed} "
        f"started {p.allocation_started} "
        f"pool {sorted((k.value, v) for k, v in p.pool.items())}"
        + (f" extra {p.extra_plays}" if p.extra_plays else "")
        + (" free_crew_plays" if p.free_crew_plays else "")
        + (f" economy_healing {p.economy_healing}" if p.economy_healing else "")
        + (f" agendas {sorted(p.agenda_turns.items())}" if p.agenda_turns else "")
        + (" agendas_restored" if p.agendas_restored else "")
        + (f" half_funded {p.half_funded}" if p.half_funded else "")
        + (f" dragon_healing_used {p.dragon_healing_used}" if p.dragon_healing_used else "")
        + (f" beast_healing_used {p.beast_healing_used}" if p.beast_healing_used else "")
    )


def _card_line(card: CardState) -> str:
    return (
        f"#{card.id} {card.zone.value} p{card.seat} own p{card.owner} ctl p{card.controller} "
        f"parent {card.parent} kids {card.children} up {card.engaged} face {card.face_up} "
        f"shown {card.revealed} dice {sorted((k.value, v) for k, v in card.dice.items())} "
        f"got {sorted((k.value, v) for k, v in card.received.items())} turn {card.played_turn} "
        f"used {sorted(card.used_functions)} stunned {card.stunned_by}"
        + (f" card_damage {card.card_damage}" if card.card_damage else "")
        + (" in_reaction" if card.in_reaction else "")
        + (f" heavy_fired {card.heavy_fired}" if card.heavy_fired else "")
        + (f" weapons_spent {card.weapons_spent}" if card.weapons_spent else "")
        + (f" spent_turn {card.spent_turn}" if card.spent_turn else "")
        + (f" borrowed {card.borrowed}" if card.borrowed is not None else "")
        + (f" known_to {sorted(card.known_to)}" if card.known_to else "")
        + (" pushed_off" if card.pushed_off else "")
    )


def format2_text(state: GameState) -> str:
    """The state text format-1 and format-2 snapshots' digests hash (it leaves out each
    player's reserve choice, this allocation's output and a manual card's changes)."""
    lines = [
        f"phase {state.phase.value} active p{state.active} complete_turn {state.complete_turn}",
        f"order {' '.join(f'p{s}' for s in state.turn_order)} rng {state.rng.state} outcome {outcome_text(state.outcome)}",
    ]
    lines += _combat_lines(state)
    for p in state.players:
        lines.append(_player_line(p))
        lines += [f"  {name} {getattr(p, name)}" for name in _PILES]
    lines += [_card_line(card) for card in state.cards]
    return "\n".join(lines)


class Format2:
    """Galactic Empires' ``record_converter``: old headers up to format 3, old digests."""

    def upgrade(self, data: dict[str, Any], version: int) -> dict[str, Any]:
        """The header fields of an old record as format 3 holds them, with the options that make it
        play as it was played: format 1 *always celebrate*; formats 1 and 2 *shuttles fire and
        carry* (written before session 15's fire-or-carry rule, issue 38)."""
        options = data.get("options") or []
        if not isinstance(options, list):
            return data  # the header's check names it
        older = [Option.ALWAYS_CELEBRATE.value] if version == 1 else []
        return {**data, "options": [*options, *older, Option.SHUTTLES_FIRE_AND_CARRY.value]}

    def digest(self, state: GameState) -> str:
        return hashlib.sha256(format2_text(state).encode()).hexdigest()

    @property
    def unnamed(self) -> bool:
        """Formats 1 and 2 named every game but this one (their headers had no ``ruleset``)."""
        return True


FORMAT2 = Format2()
