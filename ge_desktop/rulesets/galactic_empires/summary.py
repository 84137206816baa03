"""Text and JSON views of a whole state: replay summaries, snapshots and state digests.

``summary(state)`` is the small public picture ``replay`` prints (turn, phase, each
player's HQ damage, pile counts and cards in play). ``describe(state)`` is a complete,
canonical text of the full state (every pile in order, every card's position and dice,
the generator state); ``digest(state)`` is its SHA-256, used to prove that a replay
reached exactly the saved state; ``full_digest(state)`` hashes the complete text.
``tests/engine/test_state_fields.py`` changes every state field in turn and checks that
``full_digest`` sees it and that ``clone()`` copied it.
"""

from __future__ import annotations

import hashlib
from typing import Any

from ge_desktop.rulesets.galactic_empires.pending import EffectStep, Step
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import legacy_outcome_text


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


def describe(state: GameState, legacy: bool = False) -> str:
    """A complete canonical text of the state (equal states give equal text).

    ``legacy``: the text records' digests are made of (``digest``), from before it
    showed each player's reserve choice and this allocation's output.
    """
    lines = [
        f"phase {state.phase.value} active p{state.active} complete_turn {state.complete_turn}",
        f"order {' '.join(f'p{s}' for s in state.turn_order)} rng {state.rng.state} outcome {legacy_outcome_text(state.outcome)}",
    ]
    lines += _combat_lines(state)
    if state.manual_changes and not legacy:  # how a manual card is being resolved by hand: not in records' digests
        lines.append(f"manual_changes {state.manual_changes}")
    for p in state.players:
        lines.append(
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
            + ("" if legacy else f" reserve_done {p.reserve_done} generated {sorted((k.value, v) for k, v in p.generated.items())}")
        )
        for name in ("deck", "hand", "discard", "reserve", "hq", "ante", "removed", "roots"):
            lines.append(f"  {name} {getattr(p, name)}")
    for card in state.cards:
        lines.append(
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
    return "\n".join(lines)


def _step(step: Step) -> str:
    """A step as text without set reprs (their order would change between interpreters);
    fields a kind of step does not have read as they did when every step had them all."""
    card = getattr(step, "card", None)
    if isinstance(step, EffectStep):
        effect = step.effect
        what = f"{effect.kind}/{effect.trigger.value}/{effect.target.value}/{effect.amount}"
        asked = f"chosen {step.chosen} {step.chosen_player} skip {step.skipped}"
    else:
        what, asked = "-", "chosen None None skip False"
    return f"{step.op.value} p{step.seat} #{card} {what} item {step.item} {asked}"


def _combat_lines(state: GameState) -> list[str]:
    """Weapons fire, the reaction stack, choices and control: only what is there (so the
    text of a state without any is what it was before they existed)."""
    lines = []
    fire = state.fire
    if fire is not None:
        volleyed = sorted(str(k) for k in fire.volleyed)
        fired = sorted((u, sorted((s.value, n) for s, n in f.items())) for u, f in fire.fired.items())
        targets = f" targets {sorted((u, str(k)) for u, k in fire.targets.items())}" if fire.targets else ""
        lines.append(f"fire volleyed {volleyed} fired {fired} open {fire.open} volleys {fire.volleys}{targets}")
    if state.pending:
        lines.append(f"pending {state.pending}")
    if state.window is not None or state.unwinding or state.steps:
        steps = [_step(step) for step in state.steps]
        lines.append(f"window {state.window} unwinding {state.unwinding} steps {steps}")
    choice = state.choice
    if choice is not None or state.manual is not None:
        asked = None if choice is None else (choice.seat, choice.prompt, choice.cards, choice.players, choice.may_skip, _step(choice.step))
        lines.append(f"choice {asked} manual {state.manual}")
    if state.control_links:
        lines.append(f"control {sorted(state.control_links.items())}")
    return lines


def digest(state: GameState) -> str:
    """What a record's snapshot saves: the SHA-256 of the record text of the state
    (``describe(state, legacy=True)``, kept as it was so saved records and the golden
    record still verify; it leaves out each player's reserve choice and allocation output,
    which the replayed actions reproduce)."""
    return hashlib.sha256(describe(state, legacy=True).encode()).hexdigest()


def full_digest(state: GameState) -> str:
    """The SHA-256 of the complete ``describe(state)``: every field of the position."""
    return hashlib.sha256(describe(state).encode()).hexdigest()
