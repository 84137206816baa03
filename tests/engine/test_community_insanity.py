"""O5 Insanity (issue 38, h-dictate, branch insanity): played on an opposing crew of strength 5
or less, its player takes that crew's card actions as his own in his own Play Cards Phases, at the
crew's location; its owner takes none; research equal to the crew's strength plus 5 negates it;
the crew may not be discarded in the Discard Phase (``resources/cards/community-dictate.json``,
kind ``dictate_actions`` in ``resolvers/dictation.py``)."""

from __future__ import annotations

from ge_desktop.bots.match import next_action
from ge_desktop.bots.standard import StandardBot
from ge_desktop.cards.model import Card
from ge_desktop.engine import Seat
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_empires import MoveCard, Phase, Zone
from tests.engine.builders import Table, card, effect, guns, ship, terrain
from tests.engine.community_helpers import printed, settle

INSANITY = "O5_-_Insanity_PE"
MINE = ship(6, shields=0)
HOST = ship(5, shields=0)
FLEETMATE = ship(4, shields=0)
LAB = terrain(5, research=9)
SABOTEUR = card("C", 3, name="Saboteur", effects=[effect("damage", trigger="card_action", target="chosen_card", target_types=["S"], amount=2)])
RAIDER = card(
    "C", 4, name="Raider", effects=[effect("damage", trigger="card_action", target="chosen_card", target_types=["S"], amount=1, params={"mission": True})]
)
ADMIRAL = card("C", 6, name="Strong Admiral", effects=[effect("damage", trigger="card_action", target="chosen_card", target_types=["S"], amount=2)])


SECRET = card("C", 2, name="Secret Envoy")


def _scene(crew_card: Card = SABOTEUR, play: bool = True) -> tuple[Table, int, int, int, int, int]:
    """p0: a ship and Insanity in hand; p1: a ship with ``crew_card`` aboard, a second ship and a
    research lab. p0's Play Cards Phase A, the Insanity played on the crew if ``play``.
    Returns (table, insanity, mine, host, crew, fleetmate)."""
    insanity = printed(INSANITY)
    table = Table([MINE, insanity], [HOST, crew_card, FLEETMATE, LAB, SECRET])
    mine, host, fleetmate = table.put(MINE, 0), table.put(HOST, 1), table.put(FLEETMATE, 1)
    table.put(LAB, 1)
    crew = table.put(crew_card, 1, on=host)
    table.hand(SECRET, 1)
    played = table.hand(insanity, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    if play:
        table.act(f"play #{played} against #{crew}")
        settle(table)
    return table, played, mine, host, crew, fleetmate


def test_insanity_player_takes_the_crews_card_action_in_his_own_turn() -> None:
    table, played, _, host, crew, _ = _scene()
    assert table.card(played).zone is Zone.PLAY and table.card(played).parent == crew
    assert table.legal(f"use #{crew} 1 at #{host}")
    table.act(f"use #{crew} 1 at #{host}")
    settle(table)
    assert table.die(host, "structure") == 2  # the crew's own ship, damaged by its own function, dictated by p0
    assert table.card(crew).controller == 1  # the crew stays its owner's


def test_without_insanity_a_player_takes_no_action_of_an_opposing_crew() -> None:
    table, _, _, host, crew, _ = _scene(play=False)
    problem = table.why(f"use #{crew} 1 at #{host}")
    assert problem is not None and "not a card of your fleet" in problem.message


def test_insanity_its_owner_takes_no_action_of_the_insane_crew() -> None:
    table, _, mine, _, crew, _ = _scene()
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    problem = table.why(f"use #{crew} 1 at #{mine}")
    assert problem is not None and "dictates the actions" in problem.message
    assert not any(a.notation().startswith(f"use #{crew} ") for a in table.game.legal_actions())


def test_insanity_the_crews_function_reaches_the_insanity_players_opponents_not_his_own_cards() -> None:
    table, _, mine, host, crew, fleetmate = _scene()
    uses = {a.notation() for a in table.game.legal_actions() if a.notation().startswith(f"use #{crew} ")}
    assert uses == {f"use #{crew} 1 at #{host}", f"use #{crew} 1 at #{fleetmate}"}  # "opposing" is p0's opponents: its own fleet
    assert not table.legal(f"use #{crew} 1 at #{mine}")


def test_insanity_player_sends_the_crew_on_no_mission() -> None:
    table, _, _, _, crew, fleetmate = _scene(RAIDER)
    problem = table.why(f"use #{crew} 1 at #{fleetmate}")
    assert problem is not None and "carrier a mission needs" in problem.message


def test_insanity_goes_only_on_a_crew_of_its_strength_or_less() -> None:
    table, played, _, host, crew, _ = _scene(ADMIRAL, play=False)
    assert not table.legal(f"play #{played} against #{crew}")
    assert not table.legal(f"play #{played} against #{host}")  # a ship is no crew


def test_insanity_research_of_the_crews_strength_plus_five_negates_it() -> None:
    table, played, mine, _, crew, _ = _scene()
    table.fresh_turn(1)
    for _ in range(7):  # 3 + 5 = 8 research needed
        table.act(f"allocate research #{played}")
    assert table.card(played).in_play
    table.act(f"allocate research #{played}")
    assert table.card(played).zone is Zone.DISCARD and table.card(crew).in_play
    table.to_phase(Phase.PLAY_A, 1)
    table.act(f"use #{crew} 1 at #{mine}")  # its owner's again
    settle(table)
    assert table.die(mine, "structure") == 2


def test_insanity_the_crew_may_not_be_discarded_in_the_discard_phase_but_its_ship_may() -> None:
    table, played, _, host, crew, _ = _scene()
    table.fresh_turn(1)
    table.to_phase(Phase.DISCARD, 1)
    problem = table.why(f"discard #{crew}")
    assert problem is not None and "may not be discarded" in problem.message
    table.act(f"discard #{host}")
    settle(table)
    assert table.card(crew).zone is Zone.DISCARD and table.card(played).zone is Zone.DISCARD  # the basis takes the insane crew along


def test_insanity_player_sees_only_what_he_may_while_dictating() -> None:
    table, _, _, host, crew, _ = _scene()
    table.act(f"use #{crew} 1 at #{host}")
    settle(table)
    assert "Secret Envoy" not in repr(table.game.observe(Seat(0)))  # the crew's owner's hand stays hidden from the dictating player
    assert "Secret Envoy" in repr(table.game.observe(Seat(1)))
    assert all("Secret Envoy" not in a.notation() for a in table.game.legal_actions())


HELMSMAN = card(
    "C", 2, name="Evasive Helmsman", effects=[effect("reduce_damage", trigger="reaction", target="location", amount=1, params={"weapons_only": True})]
)
GUNS = ship(6, shields=0, weapons=guns(phasers=3))


def _fired_at_the_crews_ship(insane: bool) -> tuple[Table, int, int]:
    """p0 (a three-Phaser ship) fires at p1's ship with an Evasive Helmsman aboard (Insanity on the
    helmsman if ``insane``); returns (table, helmsman, its ship) with p1 asked to react."""
    insanity = printed(INSANITY)
    table = Table([GUNS, insanity], [HOST, HELMSMAN])
    gun, host = table.put(GUNS, 0), table.put(HOST, 1)
    helmsman = table.put(HELMSMAN, 1, on=host)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    if insane:
        table.act(f"play #{table.hand(insanity, 0)} against #{helmsman}")
        settle(table)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{host}")
    table.act(f"fire #{gun} phaser 3")
    table.act("done")
    return table, helmsman, host


def test_insanity_its_owner_takes_no_reaction_function_of_the_insane_crew() -> None:
    table, helmsman, _ = _fired_at_the_crews_ship(insane=False)
    assert table.legal(f"use #{helmsman} 1")  # sane, it answers the volley at its ship
    table, helmsman, host = _fired_at_the_crews_ship(insane=True)
    assert table.state.window is None  # insane, it answers nothing: no window opens for its owner
    assert table.die(host, "structure") == 3  # the whole volley: nothing turned away


def test_standard_bot_takes_the_insane_crews_card_action_against_its_own_fleet() -> None:
    table, played, _, host, crew, fleetmate = _scene()
    for other in [c for c in table.player(0).hand if c != played]:  # no other play to make
        table.game.apply(MoveCard(other, Zone.DISCARD, Seat(0)))
    bot = StandardBot(GameRandom(0))
    used = []
    while table.state.active == 0 and table.game.phase is not Phase.DISCARD and not table.game.is_terminal():
        action = next_action(table.game, bot)
        used += [action.notation()] if action.notation().startswith(f"use #{crew} ") else []
        table.game.apply(action)
    assert len(used) == 1 and table.die(host, "structure") + table.die(fleetmate, "structure") == 2
