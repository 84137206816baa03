"""The community decks' time cards (issue 38, h-time; v2.1 [Glossary] *Time Card*): each test
plays the printing the decks hold and checks the change its text causes, with the case its text
limits (``resources/cards/community-time.json``; numbers pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.model import Card, PointType
from ge_desktop.rulesets.galactic_empires import Phase, Zone, stats
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, discard, leave_play
from tests.engine.builders import Table, card, ship, terrain
from tests.engine.community_helpers import printed, settle

WEAK = ship(2, shields=0)
MIDDLE = ship(4, shields=0)
STRONG = ship(6, shields=0)
CREW = card("C", 1, "Test Crew")


def _ready(table: Table, played: Card, seat: int = 0) -> int:
    """Seat ``seat`` in its Play Cards A phase (past its first two turns), ``played`` in hand."""
    for _ in range(2):
        table.fresh_turn(seat)
    table.to_phase(Phase.PLAY_A)
    return table.hand(played, seat)


@pytest.mark.parametrize(("image", "least"), [("H5_-_Time_Wave_TG", 3), ("H7_-_Time_Wave_TG", 5)])
def test_time_wave_makes_each_opponent_discard_a_fleet_card_of_its_strength_or_more_of_his_choice(image: str, least: int) -> None:
    wave = printed(image)
    table = Table([wave, STRONG], [WEAK, STRONG, CREW], [MIDDLE, STRONG])
    mine = table.put(STRONG, 0)
    weak, strong1 = table.put(WEAK, 1), table.put(STRONG, 1)
    crew = table.put(CREW, 1, on=strong1)
    middle, strong2 = table.put(MIDDLE, 2), table.put(STRONG, 2)
    played = _ready(table, wave)
    table.act(f"play #{played}")
    settle(table)
    # p1 is asked first (the next in turn order), only for his cards of the strength named
    choice = table.state.choice
    assert choice is not None and choice.seat == 1 and set(choice.cards) == {strong1}
    table.act(f"choose #{strong1}")
    choice = table.state.choice
    assert choice is not None and choice.seat == 2
    assert set(choice.cards) == ({middle, strong2} if least <= 4 else {strong2})
    table.act(f"choose #{strong2}")
    settle(table)
    assert table.state.choice is None
    assert table.card(strong1).zone is Zone.DISCARD and table.card(crew).zone is Zone.DISCARD  # with the card on it
    assert table.card(strong2).zone is Zone.DISCARD
    assert table.card(weak).in_play and table.card(middle).in_play and table.card(mine).in_play  # too weak, or its own player's
    # placed at the bottom of its owner's Discard Pile, not on top
    assert table.player(0).discard[0] == played


def test_time_wave_asks_nothing_of_an_opponent_without_a_card_of_that_strength() -> None:
    wave = printed("H7_-_Time_Wave_TG")
    table = Table([wave, CREW], [WEAK, MIDDLE])
    weak, middle = table.put(WEAK, 1), table.put(MIDDLE, 1)
    played = _ready(table, wave)
    earlier = table.find(CREW, 0).id
    discard(table.state, table.card(earlier), [])  # a card already in the Discard Pile
    table.act(f"play #{played}")
    settle(table)
    assert table.state.choice is None
    assert table.card(weak).in_play and table.card(middle).in_play
    pile = table.player(0).discard
    assert pile[0] == played and pile[-1] == earlier  # under the cards discarded before it


@pytest.mark.parametrize("image", ["C6_-_Rogue_Couple_UE", "C6_-_Rogue_Couple_PoM"])
def test_rogue_couple_takes_control_of_the_weakest_ship_of_all_opponents_fleets(image: str) -> None:
    couple = printed(image)
    table = Table([couple, WEAK], [MIDDLE, STRONG], [WEAK, STRONG])
    own = table.put(WEAK, 0)
    middle = table.put(MIDDLE, 1)
    weakest, strong = table.put(WEAK, 2), table.put(STRONG, 2)
    played = _ready(table, couple)
    assert table.why(f"play #{played} against #{middle}") is not None  # the weakest of its own fleet, not of all opponents'
    assert table.why(f"play #{played} against #{strong}") is not None
    assert table.why(f"play #{played} on #{own}") is not None  # an opponent's ship only
    table.act(f"play #{played} against #{weakest}")
    settle(table)
    assert table.card(played).parent == weakest
    assert table.card(weakest).controller == 0  # the couple's player controls the ship
    leave_play(table.state, table.card(played), LeaveReason.DISCARDED, [])
    assert table.card(weakest).controller == 2  # control goes back as the couple leaves


def test_rogue_couple_only_one_may_be_in_play_in_the_whole_game() -> None:
    couple = printed("C6_-_Rogue_Couple_UE")
    table = Table([couple], [WEAK, WEAK, WEAK, couple])
    first, second = table.put(WEAK, 1), table.put(WEAK, 1)
    played = _ready(table, couple)
    assert table.why(f"play #{played} against #{first}") is None  # none in play yet
    table.put(couple, 1, on=table.put(WEAK, 1))  # the opponent's couple already in play (on his own ship, set up by hand)
    assert table.why(f"play #{played} against #{first}") is not None
    assert table.why(f"play #{played} against #{second}") is not None


def test_power_leech_triples_a_ships_engagement_energy_until_five_research_points() -> None:
    leech = printed("M5_-_Power_Leech_PE")
    victim = ship(5, shields=0, requirements={"energy": 2, "supply": 1})
    lab = terrain(5, research=5, energy=6, supply=1)
    table = Table([leech], [victim, lab])
    unit, ground = table.put(victim, 1), table.put(lab, 1)
    played = _ready(table, leech)
    assert table.why(f"play #{played} against #{ground}") is not None  # a ship only
    table.act(f"play #{played} against #{unit}")
    settle(table)
    assert stats.requirements(table.state, table.card(unit)) == {PointType.ENERGY: 6, PointType.SUPPLY: 1}  # the supply need unchanged
    table.fresh_turn(1)
    table.act(f"allocate supply #{unit}")
    for _ in range(2):
        table.act(f"allocate energy #{unit}")
    assert not stats.requirements_met(table.card(unit), table.state)  # the printed 2 energy no longer engage it
    for _ in range(4):
        table.act(f"allocate energy #{unit}")
    assert stats.requirements_met(table.card(unit), table.state)  # three times 2
    table.fresh_turn(1)
    for _ in range(4):
        table.act(f"allocate research #{played}")
    assert table.card(played).in_play  # 4 research: not yet
    table.act(f"allocate research #{played}")
    assert not table.card(played).in_play
    assert stats.requirements(table.state, table.card(unit)) == {PointType.ENERGY: 2, PointType.SUPPLY: 1}


def test_time_expansion_frees_four_plays_of_cards_no_stronger_than_it_that_turn() -> None:
    expansion = printed("O5_-_Time_Expansion_TG")
    small, big = card("C", 5, "Test Ensign"), card("C", 6, "Test Commander")
    table = Table([expansion, WEAK, small, small, small, small, small, big, small])
    home = table.put(WEAK, 0)
    played = _ready(table, expansion)
    table.act(f"play #{played}")
    settle(table)
    assert table.player(0).plays_used == 1  # Time Expansion itself is a Card Play
    crew = [c for c in table.player(0).hand if table.card(c).info.strength == 5]
    for instance in crew[:4]:
        table.act(f"play #{instance} on #{home}")
        settle(table)
    assert table.player(0).plays_used == 1  # four cards of strength 5 or less: no Card Play
    stronger = next(c for c in table.player(0).hand if table.card(c).info.strength == 6)
    table.act(f"play #{stronger} on #{home}")  # stronger than 5: a Card Play
    settle(table)
    assert table.player(0).plays_used == 2
    table.act(f"play #{crew[4]} on #{home}")  # the fifth small card: a Card Play again
    settle(table)
    assert table.player(0).plays_used == 3
    table.fresh_turn(0)
    assert table.player(0).free_plays == 0  # only the turn it is played
