"""Where each card type is played: v2.1 card-type rules and CARD PLAY TERMS (card-facts
§2.13 items 158-161, §2.14 items 162-203 as far as placement goes)."""

from __future__ import annotations

import pytest

from ge_desktop.rulesets.galactic_empires import Phase, Zone
from tests.engine.builders import Table, card, ship, terrain

ROCK = terrain(3, supply=1)
HULL = ship(4)
WYRM = card("D", 4, "Placement Dragon")
HATCHLING = card("D", 1, "Placement Hatchling")
STATION = card("B", 4, "Placement Base", shields=1)
DEPOT = card("I", 4, "Placement Depot")
OFFICER = card("C", 3, "Placement Officer")
ELDER = card("N", 3, "Placement Elder")
REFIT = card("E", 2, "Placement Refit", passive=False)
SKILL = card("A", 2, "Placement Skill")
FIELD = card("F", 2, "Placement Field")
FIELD_2 = card("F", 3, "Second Placement Field")
HQ_CARD = card("Q", 5, "Placement Transporter")
STORM = card("O", 2, "Placement Storm")
EEL = card("M", 1, "Placement Eel", placement={"mode": "against", "target_types": ["S", "B"]})
ALL = [ROCK, HULL, WYRM, STATION, DEPOT, OFFICER, ELDER, REFIT, SKILL, FIELD, FIELD_2, HQ_CARD, STORM, EEL]


@pytest.fixture()
def table() -> Table:
    """p0 in Phase A of turn 3 with one of each card in hand and a board of targets."""
    t = Table(ALL + [ROCK, HULL, OFFICER, HATCHLING], ALL, size=40)
    for c in ALL:
        t.hand(c, 0)
    t.targets = {
        "rock": t.put(ROCK, 0),
        "hull": t.put(HULL, 0),
        "wyrm": t.put(WYRM, 1),
        "their_rock": t.put(ROCK, 1),
        "their_hull": t.put(HULL, 1),
        "depot": t.put(DEPOT, 1),
        "my_wyrm": t.put(HATCHLING, 0),  # strength 1: uses no command slot
    }
    t.targets["officer"] = t.put(OFFICER, 0, on=t.targets["hull"])
    t.fresh_turn(0)
    t.fresh_turn(0)
    t.to_phase(Phase.PLAY_A)
    return t


def _play(t: Table, c, where: str = "", target: str | None = None) -> str:
    text = f"play #{t.find(c, 0, [Zone.HAND]).id}"
    if target:
        text += f" {where} #{t.targets[target]}"
    elif where:
        text += f" {where}"
    return text


def _check(t: Table, c, where: str = "", target: str | None = None) -> bool:
    return t.legal(_play(t, c, where, target))


def test_base_cards_only_on_one_of_your_terrains(table: Table) -> None:
    assert _check(table, STATION, "on", "rock")
    assert not _check(table, STATION)
    assert not _check(table, STATION, "on", "hull")
    assert not _check(table, STATION, "against", "their_rock")


def test_ship_cards_independently_or_on_your_terrain_never_into_an_opponents_fleet(table: Table) -> None:
    assert _check(table, HULL)
    assert _check(table, HULL, "on", "rock")
    assert not _check(table, HULL, "against", "their_rock")
    assert not _check(table, HULL, "on", "hull")  # only ships whose card says so combine


def test_equipment_cards_only_on_ships_and_bases_never_dragons(table: Table) -> None:
    assert _check(table, REFIT, "on", "hull")
    assert not _check(table, REFIT, "on", "rock")
    assert not _check(table, REFIT)


def test_dragon_cards_take_no_crew_equipment_or_occurrences(table: Table) -> None:
    assert not _check(table, OFFICER, "on", "my_wyrm")
    assert not _check(table, REFIT, "on", "my_wyrm")
    assert table.why(_play(table, STORM, "on", "my_wyrm")).rule == "v2.1 DRAGON CARDS"
    assert not _check(table, STORM, "against", "wyrm")
    assert _check(table, STORM, "against", "their_hull")


def test_crew_cards_on_ships_bases_or_terrain_not_installations(table: Table) -> None:
    assert _check(table, OFFICER, "on", "hull")
    assert _check(table, OFFICER, "on", "rock")
    assert not _check(table, OFFICER)
    assert not _check(table, OFFICER, "against", "depot")


def test_ancient_cards_may_be_played_directly_to_installations(table: Table) -> None:
    mine = table.put(DEPOT, 0)
    table.targets["my_depot"] = mine
    assert _check(table, ELDER, "on", "my_depot")
    assert not _check(table, OFFICER, "on", "my_depot")


def test_ability_cards_on_crew_in_your_fleet(table: Table) -> None:
    assert _check(table, SKILL, "on", "officer")
    assert not _check(table, SKILL, "on", "hull")


def test_field_cards_on_your_terrain_at_most_one_each(table: Table) -> None:
    table.act(_play(table, FIELD, "on", "rock"))
    assert "at most one" in table.why(_play(table, FIELD_2, "on", "rock")).message
    assert not _check(table, FIELD_2, "on", "hull")


def test_headquarters_cards_are_played_to_the_sector_hq(table: Table) -> None:
    assert not _check(table, HQ_CARD)
    table.act(_play(table, HQ_CARD, "hq"))
    assert table.find(HQ_CARD, 0, [Zone.HQ]).zone is Zone.HQ
    assert not _check(table, ROCK, "hq")


def test_installation_cards_are_played_independently(table: Table) -> None:
    assert _check(table, DEPOT)
    assert not _check(table, DEPOT, "on", "rock")


def test_card_play_terms_against_means_on_an_opponents_card(table: Table) -> None:
    assert _check(table, EEL, "against", "their_hull")
    assert not _check(table, EEL, "on", "hull")  # the card's own placement: against only
    assert not _check(table, EEL, "against", "their_rock")
    assert "opponent's card: play against it" in table.why(_play(table, STORM, "on", "their_hull")).message


def test_the_fleet_cards_played_against_an_opponent_stay_in_your_fleet(table: Table) -> None:
    table.act(_play(table, EEL, "against", "their_hull"))
    eel = table.find(EEL, 0, [Zone.PLAY])
    assert eel.controller == 0 and eel.parent == table.targets["their_hull"]
    assert eel.id in [c.id for c in table.state.fleet(0)]


def test_terrain_cards_are_played_independently(table: Table) -> None:
    assert _check(table, ROCK)
    assert not _check(table, ROCK, "on", "rock")
