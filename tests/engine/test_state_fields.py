"""Every field of the state is copied by ``clone()`` and seen by ``describe()`` / ``digest()``.

``CardState.copy``, ``PlayerState.copy``, ``GameState.clone`` and ``summary.describe`` each
name the fields; this test keeps them from drifting apart (``digest`` is the hash of
the complete ``describe``). For every field of each state
class it changes the field on a clone and checks that the original's digest is untouched
(the copy is deep where it must be) and that the clone's digest moved (``describe`` sees
it). A field added to a state class without a place here fails the field-list checks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest

from ge_desktop.bots.random_play import play_random_game
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, starter_deck_paths
from ge_desktop.cards.effects import Target, Trigger
from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.field_uses import SwitchedOn
from ge_desktop.rulesets.galactic_empires.pending import Choice, DiscardItem, EffectStep, FinishStep, FireState, PlayItem, Window
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, Outcome, PlayerState
from ge_desktop.rulesets.galactic_empires.summary import digest
from ge_desktop.rulesets.galactic_empires.terms import DieKind, EndReason, InstanceId, Phase, Zone

# Fields that are not part of the game's position, and why.
NOT_STATE = {
    "config": "fixed for the game (the record carries it)",
    "version": "a cache key bumped by every action",
    "memo": "derived facts while the state is read only",
    "moves": "a cache key counting card moves",
    "_in_play": "the cached list of cards in play",
}
CARD_NOT_STATE = {"id": "the card's identity", "info": "its printed facts, shared and immutable"}
PLAYER_NOT_STATE = {"seat": "the player's identity", "deck_name": "from the config", "empire": "from the config"}


def _bump(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, list):
        return value + [InstanceId(0)] if not value else value[1:]
    if isinstance(value, set):
        return value | {99}
    raise AssertionError(f"no generic change for {value!r}: add one to the overrides")


CARD_CHANGES: dict[str, Callable[[CardState], None]] = {
    "zone": lambda c: setattr(c, "zone", Zone.REMOVED if c.zone is not Zone.REMOVED else Zone.DECK),
    "parent": lambda c: setattr(c, "parent", None if c.parent is not None else InstanceId(0)),
    "stunned_by": lambda c: setattr(c, "stunned_by", None if c.stunned_by is not None else Seat(1)),
    "dice": lambda c: c.dice.__setitem__(DieKind.STRUCTURE, c.dice.get(DieKind.STRUCTURE, 0) + 1),
    "received": lambda c: c.received.__setitem__(PointType.ENERGY, c.received.get(PointType.ENERGY, 0) + 1),
    "used_functions": lambda c: c.used_functions.add(7),
    "children": lambda c: c.children.append(InstanceId(0)),
    "borrowed": lambda c: setattr(c, "borrowed", None if c.borrowed is not None else InstanceId(0)),
    "drains": lambda c: setattr(c, "drains", None if c.drains is not None else InstanceId(0)),
    # h-double (issue 38): add yours below this line
    "doubled_until": lambda c: setattr(c, "doubled_until", c.doubled_until + 1),
    "free_crew_turn": lambda c: setattr(c, "free_crew_turn", c.free_crew_turn + 1),
    "damage_cut_turn": lambda c: setattr(c, "damage_cut_turn", c.damage_cut_turn + 1),
    "whole": lambda c: setattr(c, "whole", None if c.whole is not None else c.info),
    "proxy_for": lambda c: setattr(c, "proxy_for", None if c.proxy_for is not None else InstanceId(0)),
    #
    # h-copy (issue 38): add yours below this line
    "blinded_turn": lambda c: setattr(c, "blinded_turn", c.blinded_turn + 1),
    "blinding_seat": lambda c: setattr(c, "blinding_seat", c.blinding_seat + 1),
    "blinding_turn": lambda c: setattr(c, "blinding_turn", c.blinding_turn + 1),
    "tractors": lambda c: setattr(c, "tractors", None if c.tractors is not None else InstanceId(0)),
    #
    # h-dictate (issue 38): add yours below this line
    "also_against": lambda c: c.also_against.append(InstanceId(0)),
    "research_burden": lambda c: setattr(c, "research_burden", c.research_burden + 1),
    "burden_turn": lambda c: setattr(c, "burden_turn", c.burden_turn + 1),
    "against_fleet": lambda c: setattr(c, "against_fleet", None if c.against_fleet is not None else Seat(1)),
    "halts": lambda c: setattr(c, "halts", None if c.halts is not None else InstanceId(0)),
    "halted_by": lambda c: setattr(c, "halted_by", None if c.halted_by is not None else InstanceId(0)),
    #
    # h-piles (issue 38): add yours below this line
    "held_by": lambda c: setattr(c, "held_by", None if c.held_by is not None else InstanceId(0)),
    "back_seat": lambda c: setattr(c, "back_seat", None if c.back_seat is not None else Seat(1)),
    "back_turn": lambda c: setattr(c, "back_turn", c.back_turn + 1),
    "aside_from": lambda c: setattr(c, "aside_from", None if c.aside_from is not None else InstanceId(0)),
    "fire_damaged_by": lambda c: c.fire_damaged_by.append(InstanceId(0)),
    "evacuated_by": lambda c: setattr(c, "evacuated_by", None if c.evacuated_by is not None else InstanceId(0)),
    "answered_turn": lambda c: setattr(c, "answered_turn", c.answered_turn + 1),
    "trapped_by": lambda c: setattr(c, "trapped_by", None if c.trapped_by is not None else InstanceId(0)),
    #
    # h-guest (issue 38): add yours below this line
    "reacted_turn": lambda c: setattr(c, "reacted_turn", c.reacted_turn + 1),
    "own_output_stopped_turn": lambda c: setattr(c, "own_output_stopped_turn", c.own_output_stopped_turn + 1),
    "psy_uses": lambda c: c.psy_uses.append(InstanceId(0)),
    "functions_on": lambda c: c.functions_on.append(SwitchedOn(InstanceId(0), 1)),
    #
    # h-moves (issue 38): add yours below this line
    #
    # h-plays (issue 38): add yours below this line
    "remembered": lambda c: setattr(c, "remembered", None if c.remembered is not None else SwitchedOn(InstanceId(0), 1)),
    "diverted_to": lambda c: setattr(c, "diverted_to", Seat(1)),
    "output_stopped_turn": lambda c: setattr(c, "output_stopped_turn", c.output_stopped_turn + 1),
    "repaired_dice": lambda c: c.repaired_dice.append(DieKind.SHIELD),
    "repaired_turn": lambda c: setattr(c, "repaired_turn", c.repaired_turn + 1),
    #
    # h-perf (issue 38): add yours below this line
    "strength_drift": lambda c: setattr(c, "strength_drift", c.strength_drift - 1),
    "last_damage": lambda c: setattr(c, "last_damage", c.last_damage + 1),
    "bound_seat": lambda c: setattr(c, "bound_seat", Seat(1)),
    "exchange_seat": lambda c: setattr(c, "exchange_seat", Seat(1)),
    "exchanged": lambda c: setattr(c, "exchanged", c.exchanged + 1),
    #
}
PLAYER_CHANGES: dict[str, Callable[[PlayerState], None]] = {
    "pool": lambda p: p.pool.__setitem__(PointType.ENERGY, p.pool.get(PointType.ENERGY, 0) + 1),
    "generated": lambda p: p.generated.__setitem__(PointType.ENERGY, p.generated.get(PointType.ENERGY, 0) + 1),
    "agenda_turns": lambda p: p.agenda_turns.__setitem__("agenda-solitude", p.agenda_turns.get("agenda-solitude", 0) + 1),
    # h-double (issue 38): add yours below this line
    #
    # h-copy (issue 38): add yours below this line
    "local_repair_used": lambda p: p.local_repair_used.__setitem__(InstanceId(0), p.local_repair_used.get(InstanceId(0), 0) + 1),
    #
    # h-dictate (issue 38): add yours below this line
    #
    # h-piles (issue 38): add yours below this line
    "held": lambda p: p.held.append(InstanceId(0)),
    "set_aside": lambda p: p.set_aside.append(InstanceId(0)),
    #
    # h-guest (issue 38): add yours below this line
    "magnifier_loan": lambda p: setattr(p, "magnifier_loan", None if p.magnifier_loan is not None else (InstanceId(0), InstanceId(1), InstanceId(2))),
    "magnifier_loan_turn": lambda p: setattr(p, "magnifier_loan_turn", p.magnifier_loan_turn + 1),
    "negated_until": lambda p: setattr(p, "negated_until", p.negated_until + 1),
    #
    # h-moves (issue 38): add yours below this line
    #
    # h-plays (issue 38): add yours below this line
    "requirement_multipliers": lambda p: p.requirement_multipliers.append(InstanceId(0)),
    "sequence_next": lambda p: setattr(p, "sequence_next", p.sequence_next + 1),
    "sequence_turn": lambda p: setattr(p, "sequence_turn", p.sequence_turn + 1),
    "points_withheld": lambda p: p.points_withheld.__setitem__(PointType.ECONOMY, p.points_withheld.get(PointType.ECONOMY, 0) + 1),
    "declaring_barred": lambda p: p.declaring_barred.__setitem__(PointType.AMMUNITION, p.declaring_barred.get(PointType.AMMUNITION, 0) + 1),
    "points_cut": lambda p: p.points_cut.__setitem__(PointType.SUPPLY, p.points_cut.get(PointType.SUPPLY, 0) + 1),
    "points_cut_turn": lambda p: setattr(p, "points_cut_turn", p.points_cut_turn + 1),
    "draws_cut": lambda p: setattr(p, "draws_cut", p.draws_cut + 1),
    "draws_cut_turn": lambda p: setattr(p, "draws_cut_turn", p.draws_cut_turn + 1),
    "refill_to": lambda p: setattr(p, "refill_to", p.refill_to + 1),
    "refill_turn": lambda p: setattr(p, "refill_turn", p.refill_turn + 1),
    "command_cut_by": lambda p: setattr(p, "command_cut_by", None if p.command_cut_by is not None else InstanceId(0)),
    #
    # h-perf (issue 38): add yours below this line
    "mini_deck": lambda p: p.mini_deck.append(InstanceId(0)),
    "mini_draws": lambda p: setattr(p, "mini_draws", p.mini_draws + 1),
    "compressed_turn": lambda p: setattr(p, "compressed_turn", p.compressed_turn + 1),
    "compressed_left": lambda p: setattr(p, "compressed_left", p.compressed_left + 1),
    "compressed_phase": lambda p: setattr(p, "compressed_phase", Phase.PLAY_B if p.compressed_phase is not Phase.PLAY_B else Phase.PLAY_A),
    "draws_stopped_turn": lambda p: setattr(p, "draws_stopped_turn", p.draws_stopped_turn + 1),
    #
}
_ITEM = PlayItem(Seat(0), InstanceId(0))
_STEP = FinishStep(Seat(0), InstanceId(0), _ITEM)
_EFFECT = EffectStep(Seat(0), InstanceId(0), EffectInfo(Kind.DAMAGE, Trigger.ON_PLAY, Target.CHOSEN_CARD, frozenset(), 1), _ITEM)
GAME_CHANGES: dict[str, Callable[[GameState], None]] = {
    "cards": lambda s: CARD_CHANGES["zone"](s.cards[0]),
    "players": lambda s: setattr(s.players[0], "hq_damage", s.players[0].hq_damage + 1),
    "rng": lambda s: s.rng.below(6),
    "phase": lambda s: setattr(s, "phase", Phase.DISCARD if s.phase is not Phase.DISCARD else Phase.DRAW),
    "turn_order": lambda s: s.turn_order.reverse(),
    "active": lambda s: setattr(s, "active", Seat(1 - s.active)),
    "outcome": lambda s: setattr(s, "outcome", Outcome((Seat(0),), EndReason.TURN_CAP.value, 1)),
    "fire": lambda s: setattr(s, "fire", FireState(volleyed={InstanceId(3)}, fired={InstanceId(3): {WeaponSymbol.PHASER: 1}})),
    "pending": lambda s: s.pending.append(DiscardItem(Seat(0), InstanceId(0))),
    "window": lambda s: setattr(s, "window", Window((Seat(1),))),
    "unwinding": lambda s: setattr(s, "unwinding", not s.unwinding),
    "steps": lambda s: s.steps.append(_STEP),
    "choice": lambda s: setattr(s, "choice", Choice(Seat(0), _EFFECT, "pick", (InstanceId(0),), (), False)),
    "manual": lambda s: setattr(s, "manual", (Seat(0), InstanceId(0))),
    "manual_changes": lambda s: setattr(s, "manual_changes", s.manual_changes + 1),
    "control_links": lambda s: s.control_links.__setitem__(InstanceId(0), ((InstanceId(1), Seat(1)),)),
    "complete_turn": lambda s: setattr(s, "complete_turn", s.complete_turn + 1),
    # h-double (issue 38): add yours below this line
    #
    # h-copy (issue 38): add yours below this line
    "spared": lambda s: setattr(s, "spared", [] if s.spared else [(InstanceId(0), 0)]),
    #
    # h-dictate (issue 38): add yours below this line
    #
    # h-piles (issue 38): add yours below this line
    "just_discarded": lambda s: s.just_discarded.append(DiscardItem(Seat(0), InstanceId(0), done=True)),
    #
    # h-guest (issue 38): add yours below this line
    "negating_until": lambda s: setattr(s, "negating_until", s.negating_until + 1),
    #
    # h-moves (issue 38): add yours below this line
    "halved_for": lambda s: setattr(s, "halved_for", [] if s.halved_for else [(InstanceId(0), 0)]),
    #
    # h-plays (issue 38): add yours below this line
    #
    # h-perf (issue 38): add yours below this line
    #
}


@pytest.fixture(scope="module")
def state() -> GameState:
    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())
    # Mid-game: the ~50-card Basic Set decks run out, and the uniform agent discards its own
    # fleet now and then, so the first cut from 100 actions on with cards in play is taken
    # (a fixed cut broke whenever a new rule changed the random game's course).
    for actions in range(100, 400, 10):
        game = play_random_game(GameConfig(decks=decks, seed=5, turn_cap=40), catalog, max_actions=actions)
        if sum(c.in_play for c in game.state.cards) >= 3:
            break
    assert sum(c.in_play for c in game.state.cards) >= 3
    return game.state


def _card_fields() -> list[str]:
    return [name for name in CardState.__slots__ if name not in CARD_NOT_STATE]


def _player_fields() -> list[str]:
    return [f.name for f in dataclasses.fields(PlayerState) if f.name not in PLAYER_NOT_STATE]


def test_every_game_state_attribute_is_classified(state: GameState) -> None:
    assert set(vars(state)) == set(GAME_CHANGES) | set(NOT_STATE)


def test_clone_copies_every_attribute(state: GameState) -> None:
    other = state.clone()
    assert set(vars(other)) == set(vars(state))
    for card in state.cards[:3]:
        copy = card.copy()
        assert all(hasattr(copy, name) for name in CardState.__slots__)


@pytest.mark.parametrize("name", sorted(GAME_CHANGES))
def test_each_game_field_is_copied_and_described(state: GameState, name: str) -> None:
    before = digest(state)
    other = state.clone()
    assert digest(other) == before
    GAME_CHANGES[name](other)
    assert digest(state) == before, f"changing GameState.{name} on a clone changed the original"
    assert digest(other) != before, f"describe() does not see GameState.{name}"


@pytest.mark.parametrize("name", _player_fields())
def test_each_player_field_is_copied_and_described(state: GameState, name: str) -> None:
    before = digest(state)
    other = state.clone()
    player = other.players[1]
    change = PLAYER_CHANGES.get(name) or (lambda p: setattr(p, name, _bump(getattr(p, name))))
    change(player)
    assert digest(state) == before, f"changing PlayerState.{name} on a clone changed the original"
    assert digest(other) != before, f"describe() does not see PlayerState.{name}"


@pytest.mark.parametrize("name", _card_fields())
def test_each_card_field_is_copied_and_described(state: GameState, name: str) -> None:
    before = digest(state)
    other = state.clone()
    card = next(c for c in other.cards if c.in_play)
    change = CARD_CHANGES.get(name) or (lambda c: setattr(c, name, _bump(getattr(c, name))))
    change(card)
    assert digest(state) == before, f"changing CardState.{name} on a clone changed the original"
    assert digest(other) != before, f"describe() does not see CardState.{name}"
