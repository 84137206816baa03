"""Community occurrences, lucky breaks, mishaps and monsters (issue 38, h-occur3): each test plays
the printing the decks hold in a real ``Game`` and checks the change its text causes, with the case
the text refuses (``resources/cards/community-occur3.json``; the numbers are pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.model import Card
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import GameMode, Phase, Zone
from ge_desktop.rulesets.galactic_empires.actions import MoveCard
from tests.engine.builders import Table, card, ship, terrain
from tests.engine.community_helpers import printed, settle

# --- Breached City: a base just played is left at 1 strength point, Shields intact ---------------

BREACHED_CITY = "O6_-_Breached_City_PoM"
HOME = terrain(4, supply=2)
BASE = card("B", 5, shields=2)
SHIP = ship(5)


def _opponent_plays(unit) -> tuple[Table, int, int]:
    """Seat 0 holds a Breached City; in seat 1's Card Play phase seat 1 plays ``unit`` on its terrain."""
    city = printed(BREACHED_CITY)
    table = Table([city], [HOME, unit], mode=GameMode.RULES)
    home = table.put(HOME, 1)
    held = table.hand(city, 0)
    played = table.hand(unit, 1)
    table.fresh_turn(1)
    table.fresh_turn(1)  # past the first turn's terrain-only restriction
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{played} on #{home}" if unit is BASE else f"play #{played}")
    return table, held, played


def test_breached_city_leaves_the_base_just_played_at_one_strength_point_with_its_shields_whole() -> None:
    table, held, base = _opponent_plays(BASE)
    assert table.state.window is not None and table.state.window.asked == 0
    table.act(f"play #{held}")
    settle(table)
    assert table.card(base).zone is Zone.PLAY and table.card(base).parent is not None  # its play completed
    assert table.die(base, "structure") == 4 and table.die(base, "shield") == 0  # 5 - 4 = 1 point left; Shields untouched
    assert table.card(held).zone is Zone.DISCARD  # discarded after use


def test_breached_city_is_not_played_on_a_ship_just_played() -> None:
    table, held, played = _opponent_plays(SHIP)
    assert table.state.window is None or table.state.window.asked != 0  # nothing for seat 0 to answer
    assert not table.legal(f"play #{held}")
    assert table.die(played, "structure") == 0


# --- Expeditious Reserves: a reserve swap free of the strength rule ----------------------------

EXPEDITIOUS = "L7_-_Expeditious_Reserves_UE"
BIG = ship(8)
SMALL = ship(2)
MEDIUM = ship(5)


def _reserve_table(in_reserve: Card = BIG) -> tuple[Table, int, int, int]:
    """Seat 0, in its Card Play phase (turn 2), holds Expeditious Reserves and a strength-2 ship;
    its reserve fleet holds ``in_reserve`` (a strength-8 ship)."""
    reserves = printed(EXPEDITIOUS)
    table = Table([reserves, in_reserve, SMALL, BIG], mode=GameMode.RULES)
    held, small = table.hand(reserves, 0), table.hand(SMALL, 0)
    big = table.find(in_reserve, 0, (Zone.DECK, Zone.HAND)).id
    table.game.apply(MoveCard(big, Zone.RESERVE, Seat(0)))
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, held, small, big


def test_expeditious_reserves_exchanges_a_weaker_hand_card_for_a_stronger_reserve_card() -> None:
    table, held, small, big = _reserve_table()
    assert table.why(f"swap #{small} for #{big}").rule == "v2.1 USING THE RESERVE FLEET"  # the plain swap: too weak
    table.act(f"play #{held}")
    settle(table)
    assert table.state.choice is not None and set(table.state.choice.cards) == {big}
    table.act(f"choose #{big}")
    assert table.state.choice is not None and small in table.state.choice.cards
    table.act(f"choose #{small}")
    settle(table)
    assert table.card(big).zone is Zone.HAND and table.card(small).zone is Zone.RESERVE
    assert table.player(0).reserve == [small]  # the reserve keeps its size
    assert table.player(0).plays_used == 1  # the exchange is the card's own play
    assert table.card(held).zone is Zone.DISCARD  # discarded after use


def test_expeditious_reserves_may_not_itself_go_into_the_reserve_fleet() -> None:
    table, held, small, medium = _reserve_table(MEDIUM)
    assert table.legal(f"swap #{small} for #{medium}") is False and table.legal(f"swap #{table.hand(BIG, 0)} for #{medium}")
    problem = table.why(f"swap #{held} for #{medium}")  # strength 7 would do, but its text forbids it
    assert problem is not None and problem.rule == "v2.1 RESERVE FLEET RESTRICTIONS"
