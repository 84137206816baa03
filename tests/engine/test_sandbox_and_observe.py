"""Free-form (sandbox) actions, ``observe()`` hiding, replay determinism and ``clone()``."""

from __future__ import annotations

import subprocess
import sys

from ge_desktop.bots.random_play import RandomAgent, play_random_game
from ge_desktop.engine import Game
from ge_desktop.rulesets.galactic_empires import DieKind, GameConfig, GameMode, Zone, observe, parse_action
from ge_desktop.rulesets.galactic_empires.events import DieRolled
from ge_desktop.rulesets.galactic_empires.summary import describe, digest
from tests.engine.builders import Table, ship, terrain

HULL = ship(4)


def test_sandbox_free_form_actions_are_illegal_when_rules_are_enforced() -> None:
    table = Table(mode=GameMode.RULES)
    violation = table.why("~draw p0 1")
    assert violation is not None and "sandbox" in violation.message
    assert table.legal("done")


def test_sandbox_free_form_actions_move_rotate_set_dice_draw_shuffle_reveal_flip() -> None:
    table = Table([HULL, terrain(3)])
    unit = table.put(HULL, 0)
    table.act(f"~disengage #{unit}")
    assert not table.card(unit).engaged
    table.act(f"~die #{unit} shield 2")
    assert table.card(unit).die(DieKind.SHIELD) == 2
    table.act(f"~move #{unit} deck p0 bottom")
    assert table.player(0).deck[0] == unit and table.card(unit).dice == {}
    top = table.player(0).deck[-1]
    table.act(f"~reveal #{top}")
    assert top in observe(table.state, 1).cards
    table.act("~draw p0 1")
    assert top in table.player(0).hand
    table.act(f"~face-down #{top}")
    assert not table.card(top).face_up
    before = list(table.player(1).deck)
    table.act("~shuffle p1")
    assert sorted(table.player(1).deck) == sorted(before)
    rolled = [e for e in table.act("~roll d6") if isinstance(e, DieRolled)]
    assert len(rolled) == 1 and 1 <= rolled[0].value <= 6


def test_sandbox_a_card_never_goes_onto_itself_or_into_its_own_stack() -> None:
    rock = terrain(3)
    table = Table([rock, HULL])
    base = table.put(rock, 0)
    unit = table.put(HULL, 0, on=base)
    assert table.why(f"~move #{base} on #{base}") is not None
    assert table.why(f"~move #{base} on #{unit}") is not None
    assert table.legal(f"~move #{unit} play p0")
    assert table.why("~move #9999 hand p0 top") is not None
    assert table.why("~draw p7 1") is not None


def test_observe_hides_other_hands_and_every_deck_order() -> None:
    table = Table()
    view = observe(table.state, 0)
    own, other = view.players[0], view.players[1]
    assert own.hand == tuple(table.player(0).hand) and other.hand is None and other.hand_count == 9
    assert all(i not in view.cards for i in table.player(1).hand)
    assert all(i not in view.cards for i in table.player(0).deck)
    assert all(i in view.cards for i in table.player(1).discard)  # discard piles are public
    spectator = observe(table.state, None)
    assert all(i not in spectator.cards for i in table.player(0).hand)


def test_replay_seed_and_actions_reach_the_identical_state() -> None:
    config = Table(mode=GameMode.RULES, first=None).config
    config = GameConfig(decks=config.decks, seed=99, turn_cap=3)  # shuffled, with cuts and dice
    played = play_random_game(config)
    again = Game.new(config)
    for action in played.history:
        again.play(parse_action(action.notation()))
    assert describe(again.state) == describe(played.state)
    assert digest(again.state) == digest(played.state)


def test_clone_is_independent_of_the_original() -> None:
    table = Table(mode=GameMode.RULES)
    before = describe(table.state)
    copy = table.game.clone()
    agent = RandomAgent(5)
    for _ in range(40):
        copy.apply(agent.choose(copy))
    assert describe(table.state) == before
    assert describe(copy.state) != before
    assert copy.state.cards[0] is not table.state.cards[0]


def test_legal_actions_are_all_accepted_by_the_checker() -> None:
    config = GameConfig(decks=Table(first=None).config.decks, seed=4, turn_cap=2)
    game = Game.new(config)
    agent = RandomAgent(4)
    while not game.is_terminal():
        for action in game.legal_actions():
            assert game.is_legal(action), action
        game.play(agent.choose(game))


def test_engine_imports_neither_pyside6_nor_pil() -> None:
    code = (
        "import sys, ge_desktop.engine, ge_desktop.rulesets.galactic_empires, ge_desktop.storage\n"
        "print([m for m in sys.modules if m.split('.')[0] in ('PySide6', 'PIL')])"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_zone_enum_names_every_pile() -> None:
    assert {z.value for z in Zone} >= {"deck", "hand", "discard", "reserve", "play", "hq"}
