"""Community cards whose player declares what another player's unit does (issue 38, h-dictate):
each test plays the printing the decks hold and checks the change its text causes, with the cases
its text refuses (``resources/cards/community-dictate.json``; the numbers are pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.bots.match import next_action
from ge_desktop.bots.standard import StandardBot
from ge_desktop.engine import Seat
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_empires import MoveCard, Phase, Zone
from tests.engine.builders import Table, card, guns, ship
from tests.engine.community_helpers import printed, settle

MISCOMMUNICATIONS = "L4_-_Miscommunications_PE"
MINE = ship(6, shields=0)
GUNSHIP = ship(5, shields=0, weapons=guns(phasers=3))
ITS_FLEETMATE = ship(4, shields=0)
THIRD = ship(4, shields=0)
COMMS_OFFICER = card("C", 4, name="Communications Officer")


# --- R/L4 Miscommunications: its player declares the weapons fire of one opposing ship or base ------------------


def _scene(players: int = 2, officer: bool = False) -> tuple[Table, int, int, int, int, int | None]:
    """p0: a ship and Miscommunications in hand; p1: a three-Phaser ship (a Communications Officer
    aboard if ``officer``) and a second ship; with three players p2 has a ship. p0's Play Cards
    Phase A. Returns (table, card, mine, gunship, fleetmate, third)."""
    miscommunications = printed(MISCOMMUNICATIONS)
    decks = [[MINE, miscommunications], [GUNSHIP, ITS_FLEETMATE, COMMS_OFFICER]] + ([[THIRD]] if players == 3 else [])
    table = Table(*decks)
    mine, gunship, fleetmate = table.put(MINE, 0), table.put(GUNSHIP, 1), table.put(ITS_FLEETMATE, 1)
    third = table.put(THIRD, 2) if players == 3 else None
    if officer:
        table.put(COMMS_OFFICER, 1, on=gunship)
    played = table.hand(miscommunications, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, played, mine, gunship, fleetmate, third


def _structure_lost(table: Table, instance: int) -> int:
    return table.die(instance, "structure")


def test_miscommunications_player_fires_the_opposing_ship_at_its_own_fleet_when_two_players_remain() -> None:
    table, played, _, gunship, fleetmate, _ = _scene()
    table.act(f"play #{played} against #{gunship}")
    settle(table)
    assert table.card(played).zone is Zone.PLAY
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{fleetmate}", f"#{gunship} phaser 3")
    settle(table)
    assert _structure_lost(table, fleetmate) == 3  # its own three Phasers, declared by p0, hit its fleetmate
    table.act("done")  # p0's Weapons Fire Phase ends: the card is used
    assert table.card(played).zone is Zone.DISCARD


def test_without_miscommunications_no_player_fires_an_opposing_ship() -> None:
    table, _, _, gunship, fleetmate, _ = _scene()
    table.to_phase(Phase.WEAPONS_FIRE)
    assert not table.legal(f"aim #{fleetmate}")  # p0's own ship has no weapons, and p1's gunship is not his to fire
    problem = table.why(f"fire #{gunship} phaser 3")
    assert problem is not None


def test_miscommunications_keeps_the_owner_from_firing_the_unit_while_it_is_in_play() -> None:
    table, played, mine, gunship, fleetmate, _ = _scene()
    table.to_phase(Phase.PLAY_B)  # played after p0's own fire: it waits for his next Weapons Fire Phase
    table.act(f"play #{played} against #{gunship}")
    settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert not table.legal(f"aim #{mine}")  # p1's only gun is dictated by p0
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.card(played).zone is Zone.PLAY
    table.volley(f"#{fleetmate}", f"#{gunship} phaser 3")
    settle(table)
    assert _structure_lost(table, fleetmate) == 3
    table.act("done")
    assert table.card(played).zone is Zone.DISCARD
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.legal(f"aim #{mine}")  # its fire is its owner's again


def test_miscommunications_never_fires_the_unit_at_its_own_fleet_with_three_players() -> None:
    table, played, _, gunship, fleetmate, third = _scene(players=3)
    table.act(f"play #{played} against #{gunship}")
    settle(table)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert not table.legal(f"aim #{fleetmate}")  # p0 has no other gun: nothing may fire there
    table.volley(f"#{third}", f"#{gunship} phaser 3")
    settle(table)
    assert _structure_lost(table, third) == 3  # at a third player's ship instead


def test_miscommunications_never_fires_the_unit_at_its_dictating_player() -> None:
    table, played, mine, gunship, _, _ = _scene()
    table.act(f"play #{played} against #{gunship}")
    settle(table)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert not table.legal(f"aim #{mine}")


def test_miscommunications_cannot_be_played_at_a_location_with_a_communications_officer() -> None:
    table, played, _, gunship, fleetmate, _ = _scene(officer=True)
    problem = table.why(f"play #{played} against #{gunship}")
    assert problem is not None and "communications officer" in problem.message.lower()
    assert table.legal(f"play #{played} against #{fleetmate}")


def test_miscommunications_is_played_only_against_an_opposing_ship_or_base() -> None:
    table, played, mine, _, _, _ = _scene()
    assert not table.legal(f"play #{played} against #{mine}")


def test_standard_bot_plays_miscommunications_and_fires_the_dictated_ship() -> None:
    table, played, _, gunship, fleetmate, _ = _scene()
    for other in [c for c in table.player(0).hand if c != played]:  # the card is the only play in hand
        table.game.apply(MoveCard(other, Zone.DISCARD, Seat(0)))
    bot = StandardBot(GameRandom(0))
    while table.state.active == 0 and table.game.phase is not Phase.DISCARD and not table.game.is_terminal():
        table.game.apply(next_action(table.game, bot))
    assert table.card(played).zone is Zone.DISCARD  # played, then used up as the bot's Weapons Fire Phase ended
    assert _structure_lost(table, fleetmate) + _structure_lost(table, gunship) == 3  # the gunship's Phasers fired at its own fleet
