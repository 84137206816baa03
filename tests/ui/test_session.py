"""The session: intents played as undoable steps, stacks carried, turns passed, problems said."""

from __future__ import annotations

import pytest

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import SetDie
from ge_desktop.rulesets.galactic_empires.summary import digest
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Phase, Zone
from ge_desktop.storage.autosave import autosave_path, clear_autosave, read_autosave, write_autosave
from ge_desktop.storage.records import record_of
from ge_desktop.ui.board import hidden_key, known_key
from ge_desktop.ui.intents import DropInZone, DropOnCard, RollDice
from ge_desktop.ui.session import Session


@pytest.fixture
def session(qapp, catalog, two_player_game) -> Session:
    made = Session(two_player_game, catalog.get)
    made.refresh()
    return made


def test_hidden_keys_resolve_only_inside_the_session(session: Session) -> None:
    other = Seat(1 - session.viewer)
    assert session.resolve(hidden_key(other, "hand", 2)) == session.game.state.players[other].hand[2]
    assert session.resolve(hidden_key(other, "hand", 99)) is None
    assert session.resolve(known_key(7)) == 7


def test_a_stack_moved_by_its_basis_takes_its_cards_along_as_one_step(session: Session) -> None:
    me = session.viewer
    basis, on_it, on_that = session.game.state.players[me].hand[:3]
    session.request(DropInZone(known_key(basis), me, Zone.PLAY))
    session.request(DropOnCard(known_key(on_it), known_key(basis)))
    session.request(DropOnCard(known_key(on_that), known_key(on_it)))
    session.request(DropInZone(known_key(basis), me, Zone.DISCARD))
    state = session.game.state
    assert state.players[me].discard[-3:] == [basis, on_it, on_that]
    assert session.undo_stack.count() == 4
    session.undo_stack.undo()
    assert session.game.state.cards[on_that].parent == on_it and session.game.state.cards[on_it].parent == basis


def test_an_illegal_action_is_refused_with_a_reason_and_not_recorded(session: Session) -> None:
    problems: list[str] = []
    session.problem.connect(problems.append)
    before = digest(session.game.state)
    assert not session.play([SetDie(session.game.state.players[session.viewer].hand[0], DieKind.STRUCTURE, 500)], "too big")
    assert problems and "at most 99" in problems[0]
    assert digest(session.game.state) == before and session.undo_stack.count() == 0


def test_end_turn_passes_play_and_asks_for_the_screen(session: Session) -> None:
    asked: list[int] = []
    session.pass_requested.connect(asked.append)
    first = session.viewer
    assert session.end_turn()
    assert session.game.state.active != first and asked == [session.game.state.active]
    assert session.board().seats[first].hand[0].card is None  # nobody's hand while waiting
    session.take_seat(Seat(asked[0]))
    assert session.board().viewer == asked[0] and session.game.phase is Phase.ALLOCATION


def test_undo_and_redo_do_not_roll_again(session: Session) -> None:
    lines: list[str] = []
    session.log_lines.connect(lines.extend)
    session.request(RollDice(20))
    rolled = digest(session.game.state)
    session.undo_stack.undo()
    session.undo_stack.redo()
    assert digest(session.game.state) == rolled
    assert any("rolls a d20" in line for line in lines)


def test_autosave_round_trip_and_clean_quit(session: Session) -> None:
    write_autosave(record_of(session.game, with_snapshot=False))
    record = read_autosave()
    assert record is not None and record.actions == [a.notation() for a in session.game.history]
    clear_autosave()
    assert not autosave_path().exists() and read_autosave() is None


def test_a_broken_autosave_is_ignored(session: Session) -> None:
    autosave_path().write_text("{broken\n", encoding="utf-8")
    assert read_autosave() is None


def test_a_gesture_the_rules_mode_has_no_move_for_is_refused(qapp, catalog) -> None:
    from ge_desktop.rulesets.galactic_empires import GameMode
    from ge_desktop.ui.game_setup import ready_game, starter_config
    from ge_desktop.ui.intents import TurnCard

    game = ready_game(starter_config(catalog, 2, seed=4, mode=GameMode.RULES), catalog)
    session = Session(game, catalog.get)
    problems: list[str] = []
    session.problem.connect(problems.append)
    card = game.state.players[session.viewer].hand[0]
    assert not session.request(TurnCard(known_key(card), False))
    assert problems == ["Turn a card sideways: not a move rules mode allows here"]
