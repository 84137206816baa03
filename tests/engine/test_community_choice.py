"""Cards whose player picks one of several effects as he plays it (issue 38, h-choice): the
mechanism (``Effect.choice``, ``play #C ... choose N``) and the community cards scripted on it,
each played in a real ``Game`` with the change its text causes and the case it refuses
(``resources/cards/community-choice.json``; numbers pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.model import PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import DieKind, GameMode, Phase, PlayCard, Zone
from ge_desktop.rulesets.galactic_empires.events import ReactionOffered
from ge_desktop.rulesets.galactic_empires.notation import parse_action
from tests.engine.builders import Table, card, effect, guns, ship, terrain
from tests.engine.community_helpers import printed, settle, settle_choices

SUN_SPOT = "O1_-_Sun_Spot_PE"
PLASMA = "H7_-_Interstellar_Plasma_UE"

# --- the mechanism: a card offering a choice between effects --------------------------------------


def test_the_choice_is_written_with_the_play_and_reads_back() -> None:
    for text in ("play #4 choose 2", "play #4 on #9 choose 1", "play #4 against #9 with #5 choose 3", "play #4 hq choose 1"):
        assert parse_action(text).notation() == text
    assert parse_action("play #4 choose 2") == PlayCard(4, choice=2)
    with pytest.raises(ValueError, match="choose"):
        parse_action("play #4 choose 1 choose 2")


DAMAGED = ship(6, shields=0)


def _plasma_in_play_cards() -> tuple[Table, int, int, int]:
    """Seat 0 in Play Cards Phase A holds an Interstellar Plasma; its terrain took 3 weapons damage."""
    plasma, rock, theirs = printed(PLASMA), terrain(8, supply=2), ship(5)
    table = Table([plasma, rock, DAMAGED], [theirs], mode=GameMode.RULES)
    placed = table.put(rock, 0)
    held = table.hand(plasma, 0)
    table.card(placed).dice[table_die("structure")] = 3
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, held, placed, table.put(theirs, 1)


def table_die(kind: str) -> DieKind:
    return DieKind(kind)


def test_a_card_that_does_one_of_several_things_is_played_only_as_one_of_its_choices() -> None:
    table, held, _, _ = _plasma_in_play_cards()
    plays = {a.notation() for a in table.game.legal_actions() if isinstance(a, PlayCard) and a.card == held}
    assert plays == {f"play #{held} choose 1", f"play #{held} choose 2"}  # one play per choice, the choice named
    assert "choose 1" in str(table.why(f"play #{held}"))  # no choice named: refused, saying how
    assert "does one of 2 things" in str(table.why(f"play #{held} choose 3"))


def test_a_card_without_choices_refuses_a_choice() -> None:
    plain = card("O", 2, effects=[effect("draw_cards", target="controller", amount=1)], discard_after_use=True)
    table = Table([plain], [], mode=GameMode.RULES)
    held = table.hand(plain, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.legal(f"play #{held}")
    assert "offers no choice" in str(table.why(f"play #{held} choose 1"))


def test_the_choice_describes_itself_in_the_cards_own_words() -> None:
    table, held, _, _ = _plasma_in_play_cards()
    info = table.card(held).info
    assert info.choices == (1, 2)
    assert info.choice_words(1) == "repair every damage point of each card in your fleet"
    assert info.choice_words(2).startswith("renew every hazard you played on an opposing fleet")


# --- Interstellar Plasma: terrain repaired, or hazards renewed ------------------------------------


def test_interstellar_plasma_first_choice_repairs_every_damage_point_of_its_players_terrain() -> None:
    table, held, placed, _ = _plasma_in_play_cards()
    damaged_ship = table.put(DAMAGED, 0)
    table.card(damaged_ship).dice[table_die("structure")] = 2
    table.act(f"play #{held} choose 1")
    settle_choices(table)
    assert table.die(placed, "structure") == 0  # all 3 points repaired
    assert table.die(damaged_ship, "structure") == 2  # a ship is no terrain: untouched
    assert table.card(held).zone is Zone.DISCARD  # discarded after use


def _hazard_on_their_ship() -> tuple[Table, int, int, int, int]:
    """Seat 0 played a hazard (2 damage as it is played, lasting 3 turns) on seat 1's ship a turn ago:
    one turn of its duration is gone and the hazard took 1 damage; seat 0 holds an Interstellar Plasma."""
    plasma = printed(PLASMA)
    storm = card("H", 4, "Test Ion Storm", duration=3, effects=[effect("damage", target="location", amount=2)])
    theirs = ship(9, shields=0)
    table = Table([plasma, storm], [theirs])
    target = table.put(theirs, 1)
    hazard = table.put(storm, 0, on=target)
    table.card(hazard).controller = Seat(0)
    held = table.hand(plasma, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.card(hazard).dice[table_die("duration")] = 2
    table.card(hazard).dice[table_die("structure")] = 1
    return table, held, hazard, target, table.die(target, "structure")


def test_interstellar_plasma_second_choice_renews_its_players_hazards_on_opposing_fleets() -> None:
    table, held, hazard, target, before = _hazard_on_their_ship()
    table.act(f"play #{held} choose 2")
    settle_choices(table)
    assert table.die(target, "structure") == before + 2  # its on-play damage again
    assert table.die(hazard, "duration") == 3  # its duration starts over
    assert table.die(hazard, "structure") == 0  # repaired
    assert table.card(held).zone is Zone.DISCARD


def test_interstellar_plasma_first_choice_leaves_the_hazards_alone_and_the_second_the_terrain() -> None:
    table, held, hazard, target, before = _hazard_on_their_ship()
    table.act(f"play #{held} choose 1")
    settle_choices(table)
    assert table.die(target, "structure") == before and table.die(hazard, "duration") == 2
    table, held, placed, _ = _plasma_in_play_cards()
    table.act(f"play #{held} choose 2")
    settle_choices(table)
    assert table.die(placed, "structure") == 3


def test_interstellar_plasma_renews_no_hazard_on_its_own_players_fleet_nor_an_opponents_hazard() -> None:
    plasma = printed(PLASMA)
    storm = card("H", 4, "Test Ion Storm", duration=3, effects=[effect("damage", target="location", amount=2)])
    mine, theirs = ship(9, shields=0), ship(9, shields=0)
    table = Table([plasma, storm, mine], [storm, theirs])
    own = table.put(mine, 0)
    on_own = table.put(storm, 0, on=own)  # his own hazard on his own ship
    target = table.put(theirs, 1)
    their_hazard = table.put(storm, 1, on=own)  # an opponent's hazard on his fleet
    held = table.hand(plasma, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    for hazard in (on_own, their_hazard):
        table.card(hazard).dice[table_die("duration")] = 1
    table.act(f"play #{held} choose 2")
    settle_choices(table)
    assert table.die(on_own, "duration") == 1 and table.die(their_hazard, "duration") == 1
    assert table.die(own, "structure") == 0 and table.die(target, "structure") == 0


# --- Sun Spot: 1 damage off a ship's volley, or the weakest terrain's points for a turn -----------


def _ship_volley_at_seat_zero(firer_kind: str = "S") -> tuple[Table, int, int]:
    """Seat 1's unit fires 5 Phasers at seat 0's unshielded ship; seat 0 holds a Sun Spot."""
    mine = ship(9, shields=0)
    gun = card(firer_kind, 6, shields=0, weapons=guns(phasers=5))
    table = Table([mine, printed(SUN_SPOT)], [gun], mode=GameMode.RULES)
    unit = table.put(mine, 0)
    firing = table.put(gun, 1)
    held = table.hand(printed(SUN_SPOT), 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{firing} phaser 5")
    table.act("done")
    return table, unit, held


def test_sun_spot_first_choice_takes_one_damage_point_off_an_opponent_ships_volley() -> None:
    table, unit, held = _ship_volley_at_seat_zero()
    assert table.legal(f"play #{held} choose 1")
    assert not table.legal(f"play #{held} choose 2")  # the terrain choice answers no volley
    table.act(f"play #{held} choose 1")
    settle_choices(table)
    assert table.die(unit, "structure") == 4
    assert table.card(held).zone is Zone.DISCARD


def test_sun_spot_unplayed_the_volley_lands_whole_and_a_bases_volley_is_no_ships_fire() -> None:
    table, unit, _ = _ship_volley_at_seat_zero()
    settle_choices(table)
    assert table.die(unit, "structure") == 5
    table, unit, held = _ship_volley_at_seat_zero(firer_kind="B")
    assert table.state.window is None  # a base's volley: the Sun Spot answers nothing, so seat 0 is not asked
    assert table.die(unit, "structure") == 5 and table.card(held).zone is Zone.HAND


FIELDS = terrain(6, supply=6, energy=2)
MINE = terrain(4, supply=3)


def _seat_one_allocation_begins(extra: tuple = ()) -> tuple[Table, int, list[int]]:
    """Seat 0 holds a Sun Spot; seat 1's fleet holds FIELDS, MINE (and ``extra``); seat 1's Allocation Phase begins."""
    sun = printed(SUN_SPOT)
    table = Table([sun], [FIELDS, MINE, *extra], mode=GameMode.RULES)
    placed = [table.put(c, 1) for c in (FIELDS, MINE, *extra)]
    held = table.hand(sun, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.DRAW, Seat(0))
    events = table.act("draw 0")
    assert table.state.active == 1 and table.game.phase is Phase.ALLOCATION
    assert any(isinstance(e, ReactionOffered) and e.seat == 0 for e in events)  # asked before any point is allocated
    return table, held, placed


def test_sun_spot_second_choice_stops_the_weakest_terrain_card_of_the_opponent_for_his_turn() -> None:
    table, held, (fields, mine) = _seat_one_allocation_begins()
    assert table.player(1).pool[PointType.SUPPLY] == 9
    assert not table.legal(f"play #{held} choose 1")  # no volley to answer
    table.act(f"play #{held} choose 2")
    settle_choices(table)
    assert table.player(1).pool[PointType.SUPPLY] == 6 and table.player(1).pool[PointType.ENERGY] == 2  # the 4-strength MINE's 3 gone
    assert table.card(mine).own_output_stopped_turn == table.player(1).turns_taken
    assert table.card(held).zone is Zone.DISCARD
    table.fresh_turn(1)
    assert table.player(1).pool[PointType.SUPPLY] == 9  # one turn only


def test_sun_spot_asks_which_weakest_terrain_on_a_tie() -> None:
    other = terrain(4, research=2)
    table, held, (_, mine, rival) = _seat_one_allocation_begins((other,))
    table.act(f"play #{held} choose 2")
    settle(table)
    assert table.state.choice is not None and set(table.state.choice.cards) == {mine, rival}
    table.act(f"choose #{rival}")
    settle(table)
    assert table.player(1).pool[PointType.SUPPLY] == 9 and table.player(1).pool.get(PointType.RESEARCH, 0) == 0
