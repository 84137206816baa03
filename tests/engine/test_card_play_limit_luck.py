"""v2.1 Card Play limit (3 Card Plays a turn) and the printed luck card that lifts it for
crew: Parallel Universe (Basic Set)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Phase
from tests.engine.builders import Table, card, ship, terrain

UNIVERSE = default_catalog().printing("L4_-_Parallel_Universe_NE")
CREW = card("C", 1, "Limit Crew")
ROCK = terrain(3)
HOST = ship(5, shields=0)


def _scene() -> tuple[Table, int]:
    table = Table([UNIVERSE, HOST, ROCK, *[CREW] * 5], [])
    host = table.put(HOST, 0)
    table.put(ROCK, 0)
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, host


def _crew_in_hand(table: Table, wanted: int = 4) -> list[int]:
    """``wanted`` crew cards in p0's hand (moved from the deck, free-form, as needed)."""
    from ge_desktop.engine import Seat
    from ge_desktop.rulesets.galactic_empires import Zone
    from ge_desktop.rulesets.galactic_empires.actions import MoveCard

    def held() -> list[int]:
        return [i for i in table.player(0).hand if table.card(i).info.card_id == CREW.id]

    while len(held()) < wanted:
        table.game.apply(MoveCard(table.find(CREW, 0, (Zone.DECK, Zone.DISCARD)).id, Zone.HAND, Seat(0)))
    return held()


def test_card_play_limit_parallel_universe_crew_cards_play_outside_the_limit_that_turn() -> None:
    table, host = _scene()
    table.act(f"play #{table.hand(UNIVERSE, 0)}")
    while table.state.window is not None:
        table.act("pass")
    assert table.player(0).plays_used == 1
    crew = _crew_in_hand(table)
    for instance in crew[:4]:  # four crew: more than the 2 Card Plays left
        table.act(f"play #{instance} on #{host}")
        while table.state.window is not None:
            table.act("pass")
    assert table.player(0).plays_used == 1 and all(table.card(i).in_play for i in crew[:4])


def test_card_play_limit_without_it_a_fourth_card_play_is_refused() -> None:
    table, host = _scene()
    crew = _crew_in_hand(table)
    for instance in crew[:3]:
        table.act(f"play #{instance} on #{host}")
        while table.state.window is not None:
            table.act("pass")
    assert table.why(f"play #{crew[3]} on #{host}").rule.startswith("v2.1 3 - PLAY CARDS PHASE A")
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert not table.player(0).free_crew_plays  # Parallel Universe lasts the turn it is played only
