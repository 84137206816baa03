"""The 1994 Basic Set scouts (Tufor Research Scout, Corporate Scout Cruiser): each turn one
research point, or a look at 1 card chosen at random from an opponent's hand instead
(v2.1 1 - POINT ALLOCATION PHASE: the choice is made where the point is generated)."""

from __future__ import annotations

from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import Phase, Zone, observe
from ge_desktop.rulesets.galactic_empires.events import HandCardSeen
from tests.engine.builders import Table, card, catalog_card, terrain

SCOUT = catalog_card("tufor-research-scout")
CRUISER = catalog_card("corporate-scout-cruiser")
MINE = terrain(5, supply=2, energy=2)
SECRET = card("T", 2, "Secret Rock")
OTHER = card("T", 3, "Other Rock")


def _table(scout=SCOUT, players: int = 2, extra=()) -> tuple[Table, int]:
    """Seat 0 with a scout on a rich terrain, its requirements allocated; seat 1 (and 2)
    holding two known cards."""
    decks = [[MINE, scout], [SECRET, OTHER, *extra]] + [[OTHER, SECRET]] * (players - 2)
    table = Table(*decks, players=players)
    table.put(MINE, 0)
    scout_id = table.put(scout, 0)
    for seat in range(1, players):
        table.hand(SECRET, seat)
        table.hand(OTHER, seat)
    table.fresh_turn(0)
    for point, amount in scout.requirements.items():
        for _ in range(amount):
            table.act(f"allocate {point.value} #{scout_id}")
    return table, scout_id


def _known_to(table: Table, seat: int) -> set[int]:
    return {c.id for c in table.state.cards if c.zone is Zone.HAND and c.seat != seat and seat in c.known_to}


def test_point_allocation_phase_a_scout_looks_at_a_random_card_instead_of_its_research_point() -> None:
    table, scout = _table()
    assert table.player(0).pool.get(PointType.RESEARCH) == 1  # its research point, generated
    assert table.legal(f"use #{scout} 1")
    events = table.act(f"use #{scout} 1")
    assert table.player(0).pool.get(PointType.RESEARCH, 0) == 0  # forgone for the look
    assert HandCardSeen(1, 0) in events
    seen = _known_to(table, 0)
    assert len(seen) == 1
    (card_id,) = seen
    assert table.card(card_id).seat == 1 and table.card(card_id).zone is Zone.HAND
    # only the looker's view holds it; the opponent's view of his own hand is as before
    mine = observe(table.state, 0)
    assert card_id in mine.cards and mine.cards[card_id].zone is Zone.HAND
    hand = [i for i in table.player(1).hand if i != card_id]
    assert all(i not in mine.cards for i in hand)
    assert card_id not in observe(table.state, None).cards  # a spectator sees nothing
    # once per turn, and the research point stays gone when requirements are recounted
    assert "at most once per turn" in table.why(f"use #{scout} 1").message
    table.act("done")
    assert table.player(0).pool.get(PointType.RESEARCH, 0) == 0


def test_point_allocation_phase_a_scout_with_its_research_point_spent_cannot_look() -> None:
    beast = card("M", 3, "Studied Beast")
    table, scout = _table(extra=[beast])
    sink = table.put(beast, 1)
    table.act(f"allocate research #{sink}")
    rejected = table.why(f"use #{scout} 1")
    assert rejected is not None and "already spent" in rejected.message
    assert not _known_to(table, 0)


def test_point_allocation_phase_a_scout_without_its_requirements_generates_nothing_to_forgo() -> None:
    table = Table([MINE, SCOUT], [SECRET])
    table.put(MINE, 0)
    scout = table.put(SCOUT, 0)
    table.hand(SECRET, 1)
    table.fresh_turn(0)
    assert "generates no research point" in table.why(f"use #{scout} 1").message


def test_point_allocation_phase_a_scout_looks_only_in_its_owners_allocation_phase() -> None:
    table, scout = _table(CRUISER)
    table.to_phase(Phase.PLAY_A)
    assert "Allocation Phase" in table.why(f"use #{scout} 1").message
    assert table.player(0).pool.get(PointType.RESEARCH, 0) == 0  # unspent points are lost anyway


def test_corporate_scout_cruiser_names_one_of_two_opponents() -> None:
    table, scout = _table(CRUISER, players=3)
    assert "name the opponent" in table.why(f"use #{scout} 1").message
    assert table.legal(f"use #{scout} 1 at p2")
    table.act(f"use #{scout} 1 at p2")
    (seen,) = _known_to(table, 0)
    assert table.card(seen).seat == 2
    assert seen not in observe(table.state, 1).cards


def test_the_known_card_is_forgotten_once_it_leaves_the_hand() -> None:
    table, scout = _table()
    table.act(f"use #{scout} 1")
    (seen,) = _known_to(table, 0)
    from ge_desktop.engine import Seat
    from ge_desktop.rulesets.galactic_empires import MoveCard

    table.game.apply(MoveCard(seen, Zone.DECK, Seat(1)))
    assert not table.card(seen).known_to
    assert seen not in observe(table.state, 0).cards


def test_a_scouts_look_replays_from_its_history() -> None:
    """The card is drawn with the game's generator: the game's actions replayed from its
    config reach the same state (what a record's ``replay --check`` does)."""
    from ge_desktop.cards.catalog import default_catalog
    from ge_desktop.engine import Game
    from ge_desktop.rulesets.galactic_empires.summary import digest as full_digest

    table, scout = _table()
    table.act(f"use #{scout} 1")
    again = Game.new(table.config, default_catalog())
    for action in table.game.history:
        again.apply(action)
    assert full_digest(again.state) == full_digest(table.state)
    assert [sorted(c.known_to) for c in again.state.cards] == [sorted(c.known_to) for c in table.state.cards]
