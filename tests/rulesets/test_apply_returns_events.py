"""Every game's ``apply`` tells what happened as events (issue #35): something generic (the
server, a log, an animation) can follow a game of any ruleset without knowing it.

Each game is replayed from a finished record (``tests/storage/finished_before_outcome``)
through ``Game.apply``. Galactic Supremacy and Galactic Emperor tell their story as the
kernel's ``Said`` lines, exactly the lines their state's log gains, a private line read
only by its seats; Galactic Empires returns its own events, ending with ``GameEnded``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.engine.events import Event, Said
from ge_desktop.engine.game import Game
from ge_desktop.rulesets.galactic_empires.events import GameEnded
from ge_desktop.storage.records import config_of, load_record

FINISHED = Path(__file__).parent.parent / "storage" / "finished_before_outcome"


def _replayed(name: str) -> tuple[Game, list[list[Event]]]:
    record = load_record(FINISHED / f"{name}.gerec")
    catalog = default_catalog()
    game = Game.new(config_of(record, catalog, name), catalog, record.ruleset)
    told = [game.apply(game.ruleset.parse_action(text)) for text in record.actions]
    assert game.is_terminal()
    return game, told


@pytest.mark.parametrize("name", ["galactic-supremacy-conquest", "galactic-emperor"])
def test_a_game_told_in_words_returns_each_new_line_of_its_log_as_said_events(name: str) -> None:
    game, told = _replayed(name)
    events = [event for step in told for event in step]
    assert sum(1 for step in told if step) > len(told) // 2  # most actions tell something
    assert all(isinstance(event, Said) for event in events)
    setup_lines = len(game.state.log) - len(events)
    assert events == game.state.log[setup_lines:]  # every line the actions added, in order, nothing else
    private = [event for event in events if event.seats is not None]
    assert private, "no line for some seats only"
    for event in private:
        outsider = next(seat for seat in range(len(game.state.players)) if seat not in event.seats)
        assert event.for_viewer(outsider) == event.others and event.for_viewer(None) == event.others
    assert game.outcome is not None and any(str(game.outcome.winners[0]) in event.text for event in told[-1] if game.outcome.winners)


def test_galactic_empires_ends_its_events_with_the_games_end() -> None:
    game, told = _replayed("galactic-empires-hq-destroyed")
    assert sum(1 for step in told if step) > len(told) // 2 and all(isinstance(event, Event) for step in told for event in step)
    ended = [event for event in told[-1] if isinstance(event, GameEnded)]
    assert game.outcome is not None and ended and (ended[0].winner, ended[0].end.value) == (game.outcome.winner, game.outcome.reason)
