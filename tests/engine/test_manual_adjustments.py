"""A manual card in rules mode is resolved by hand with the engine's adjustments, and only
those (``MANUAL_ADJUSTMENTS``): each is a recorded action that replays exactly; ``done``
says how many changes were made, and none means its effect was not applied."""

from __future__ import annotations

from pathlib import Path

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.cli import main
from ge_desktop.rulesets.galactic_empires import MANUAL_ADJUSTMENTS, Pass, parse_action
from ge_desktop.rulesets.galactic_empires.errors import MANUAL
from ge_desktop.rulesets.galactic_empires.events import ManualResolution, PointsSet
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.storage.records import record_of, save_record
from tests.engine.manual_games import knight_playable


@pytest.fixture(scope="module")
def catalog():
    return default_catalog()


def _resolving(catalog, seed: int = 2):
    game, play = knight_playable(catalog, seed)
    seat = game.to_act
    game.play(play)
    while game.state.window is not None:  # the others do not react
        game.play(Pass())
    assert game.state.manual == (seat, play.card)
    return game, seat, play


def test_a_manual_card_waits_for_its_controller_who_may_adjust_the_table_by_hand(catalog) -> None:
    game, seat, play = _resolving(catalog)
    ship = play.target
    assert game.to_act == seat and game.is_legal(parse_action("done"))
    adjustments = (f"~die #{ship} structure 1", f"~points #{ship} energy 2", f"~engage #{ship}", f"~draw p{seat} 1", "~roll d6")
    adjustments += (f"~hq-damage p{1 - seat} 1 by p{seat}",)
    for text in adjustments:
        assert game.why_illegal(parse_action(text)) is None, text
    events = game.play(parse_action(f"~points #{ship} energy 2"))
    assert events == [PointsSet(ship, PointType.ENERGY, 2)] and game.state.cards[ship].received[PointType.ENERGY] == 2
    assert game.state.manual_changes == 1


@pytest.mark.parametrize("text", ["~reveal #{card}", "~face-down #{card}", "~shuffle p{seat}"])
def test_only_the_adjustments_are_allowed_while_a_manual_card_is_resolved_in_rules_mode(catalog, text: str) -> None:
    game, seat, play = _resolving(catalog)
    action = parse_action(text.format(card=play.target, seat=seat))
    assert action.free_form and not isinstance(action, MANUAL_ADJUSTMENTS)
    violation = game.why_illegal(action)
    assert violation is not None and violation.rule == MANUAL and "not an adjustment" in violation.message


def test_done_says_how_many_changes_were_made_and_none_means_the_effect_was_not_applied(catalog) -> None:
    game, seat, play = _resolving(catalog)
    ended = [e for e in game.play(parse_action("done")) if isinstance(e, ManualResolution)]
    assert ended == [ManualResolution(seat, play.card, False, 0)]
    game, seat, play = _resolving(catalog)
    game.play(parse_action(f"~die #{play.target} structure 1"))
    game.play(parse_action(f"~move #{play.card} discard p{seat} top"))
    ended = [e for e in game.play(parse_action("done")) if isinstance(e, ManualResolution)]
    assert ended == [ManualResolution(seat, play.card, False, 2)] and game.state.manual_changes == 0
    assert game.state.cards[play.card].zone is Zone.DISCARD


def test_a_record_with_adjustments_replays_exactly_with_replay_check(catalog, tmp_path: Path, capsys) -> None:
    game, seat, play = _resolving(catalog)
    for text in (f"~die #{play.target} structure 2", f"~points #{play.target} energy 1", f"~draw p{seat} 1", f"~disengage #{play.target}", "done"):
        game.play(parse_action(text))
    path = tmp_path / "by-hand.gerec"
    save_record(record_of(game), path)
    assert '"~points #' in path.read_text()
    assert main(["replay", "--check", str(path)]) == 0
    assert "rejected" not in capsys.readouterr().out
