"""Cards whose player picks one of several effects as he plays it (issue 38, h-choice): the
mechanism (``Effect.choice``, ``play #C ... choose N``) and the community cards scripted on it,
each played in a real ``Game`` with the change its text causes and the case it refuses
(``resources/cards/community-choice.json``; numbers pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

import pytest

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import DieKind, GameMode, Phase, PlayCard, Zone
from ge_desktop.rulesets.galactic_empires.events import ReactionOffered
from ge_desktop.rulesets.galactic_empires.notation import parse_action
from ge_desktop.rulesets.galactic_empires.stats import blocked_by
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
    assert info.choice_words(1) == "repair every damage point of each card in your fleet (terrain only)"
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


# --- Stellar Gas Cloud: the terrain and its stack neither fired at nor firing ---------------------

CLOUD = "H7_-_Stellar_Gas_Cloud_TG"
HOME = terrain(5, supply=2)
RESEARCH_ROCK = terrain(9, research=14)


def _cloud_on_their_terrain() -> tuple[Table, int, int, int, int, int]:
    """Seat 0 plays a Stellar Gas Cloud against seat 1's terrain, on which seat 1's armed ship
    stands; seat 1 has another armed ship elsewhere; seat 0 has an armed ship too."""
    cloud = printed(CLOUD)
    mine, on_rock, away = ship(6, shields=0, weapons=guns(phasers=3)), ship(5, shields=0, weapons=guns(phasers=2)), ship(4, shields=0, weapons=guns(phasers=2))
    table = Table([cloud, mine], [HOME, on_rock, away, RESEARCH_ROCK], mode=GameMode.RULES)
    gun = table.put(mine, 0)
    rock = table.put(HOME, 1)
    stacked = table.put(on_rock, 1, on=rock)
    other = table.put(away, 1)
    table.put(RESEARCH_ROCK, 1)
    held = table.hand(cloud, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{held} against #{rock}")
    settle(table)
    assert table.card(held).zone is Zone.PLAY and table.card(held).parent == rock
    return table, held, gun, rock, stacked, other


def test_stellar_gas_cloud_keeps_weapons_fire_off_the_terrain_and_the_cards_stacked_on_it() -> None:
    table, _, gun, rock, stacked, other = _cloud_on_their_terrain()
    table.to_phase(Phase.WEAPONS_FIRE)
    assert "immune to weapons fire" in str(table.why(f"aim #{stacked}"))
    assert "immune to weapons fire" in str(table.why(f"aim #{rock}"))
    assert table.legal(f"aim #{other}")  # a ship elsewhere is no part of the cloud's stack


def test_stellar_gas_cloud_stops_the_cards_on_the_terrain_firing_but_not_the_others() -> None:
    table, _, gun, _, stacked, other = _cloud_on_their_terrain()
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE, Seat(1))
    table.act(f"aim #{gun}")
    assert not table.legal(f"fire #{stacked} phaser 2")
    assert table.legal(f"fire #{other} phaser 2")


def test_stellar_gas_cloud_keeps_monsters_off_its_terrain() -> None:
    monster = card("M", 3, "Test Space Leech", placement={"mode": "against", "target_types": ["T"]}, effects=[effect("damage", amount=1)])
    cloud = printed(CLOUD)
    open_rock = terrain(6, supply=1)
    table = Table([cloud, monster], [HOME, open_rock], mode=GameMode.RULES)
    rock, bare = table.put(HOME, 1), table.put(open_rock, 1)
    held, beast = table.hand(cloud, 0), table.hand(monster, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.legal(f"play #{beast} against #{rock}")
    table.act(f"play #{held} against #{rock}")
    settle(table)
    assert not table.legal(f"play #{beast} against #{rock}")  # monsters may not affect the engulfed terrain
    assert table.legal(f"play #{beast} against #{bare}")


def test_stellar_gas_cloud_goes_once_research_equal_to_twice_its_strength_is_applied() -> None:
    table, held, _, _, _, _ = _cloud_on_their_terrain()
    table.fresh_turn(1)
    for _ in range(13):
        table.act(f"allocate research #{held}")
    assert table.card(held).zone is Zone.PLAY  # 13 of 14
    table.act(f"allocate research #{held}")
    settle(table)
    assert table.card(held).zone is Zone.DISCARD


def test_stellar_gas_cloud_played_in_reaction_voids_a_volley_at_its_terrains_stack_only() -> None:
    cloud = printed(CLOUD)
    mine, far, gun = ship(9, shields=0), ship(7, shields=0), ship(6, shields=0, weapons=guns(phasers=4))
    table = Table([cloud, HOME, mine, far], [gun], mode=GameMode.RULES)
    rock = table.put(HOME, 0)
    covered, exposed = table.put(mine, 0, on=rock), table.put(far, 0)
    firing = table.put(gun, 1)
    held = table.hand(cloud, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{exposed}")
    table.act(f"fire #{firing} phaser 4")
    table.act("done")
    assert not table.legal(f"play #{held} on #{rock}")  # the volley is at a ship off the terrain: nothing to answer
    settle_choices(table)
    assert table.die(exposed, "structure") == 4
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{covered}")
    table.act(f"fire #{firing} phaser 4")
    table.act("done")
    assert table.legal(f"play #{held} on #{rock}")
    table.act(f"play #{held} on #{rock}")
    settle_choices(table)
    assert table.die(covered, "structure") == 0 and table.die(exposed, "structure") == 4


# --- Scientific Breakthrough: 7 research points, or terrain and hazards against the fleet negated --

BREAKTHROUGH = "O7_-_Scientific_Breakthrough_UE"
JAMMING = card("H", 3, "Test Jamming Field", placement={"mode": "against", "target_types": ["S"]},
               effects=[effect("block_weapons", trigger="continuous", target="location")])
BURNING = card("H", 4, "Test Burning Cloud", placement={"mode": "against", "target_types": ["S"]},
               effects=[effect("damage", target="location", amount=2)])
LAB = terrain(5, research=1)


def test_scientific_breakthrough_first_choice_generates_its_research_points_in_the_allocation_phase_as_a_card_play() -> None:
    idea = printed(BREAKTHROUGH)
    table = Table([idea, LAB], [], mode=GameMode.RULES)
    table.put(LAB, 0)
    held = table.hand(idea, 0)
    table.fresh_turn(0)
    assert table.game.phase is Phase.ALLOCATION and table.player(0).pool[PointType.RESEARCH] == 1
    table.act(f"play #{held} choose 1")
    settle_choices(table)
    assert table.player(0).pool[PointType.RESEARCH] == 8
    assert table.player(0).plays_used == 1  # nothing on the card frees it of the Card Play limit
    assert table.card(held).zone is Zone.DISCARD


def test_scientific_breakthrough_is_refused_in_the_allocation_phase_without_a_card_play_left() -> None:
    idea = printed(BREAKTHROUGH)
    table = Table([idea, LAB], [], mode=GameMode.RULES)
    held = table.hand(idea, 0)
    table.fresh_turn(0)
    table.player(0).plays_used = 3
    assert "Card Plays" in str(table.why(f"play #{held} choose 1"))
    table.player(0).plays_used = 0
    assert table.legal(f"play #{held} choose 1")


def _jammed(table: Table, unit: int) -> bool:
    return blocked_by(table.state, table.card(unit), WeaponSymbol.PHASER) is not None


def _jammed_ship() -> tuple[Table, int, int, int]:
    """Seat 1's hazard (the ship's weapons cannot fire, lasting) lies against seat 0's armed ship; seat 0
    holds a Scientific Breakthrough and a Card Play, in its Play Cards Phase A of its second turn."""
    idea, mine = printed(BREAKTHROUGH), ship(6, shields=0, weapons=guns(phasers=2))
    table = Table([idea, mine], [JAMMING, BURNING], mode=GameMode.RULES)
    unit = table.put(mine, 0)
    hazard = table.put(JAMMING, 1, on=unit)
    held = table.hand(idea, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, held, unit, hazard


def test_scientific_breakthrough_second_choice_negates_the_hazards_against_the_fleet_for_one_complete_turn() -> None:
    table, held, unit, _ = _jammed_ship()
    assert _jammed(table, unit)
    table.act(f"play #{held} choose 2")
    settle_choices(table)
    assert not _jammed(table, unit)  # the hazard does nothing now
    assert table.card(held).zone is Zone.DISCARD
    table.next_turn()  # seat 1's turn: still within the complete turn
    burning = table.hand(BURNING, 1)
    table.to_phase(Phase.PLAY_A, Seat(1))
    table.act(f"play #{burning} against #{unit}")
    settle_choices(table)
    assert table.die(unit, "structure") == 0  # a hazard played against the fleet meanwhile does nothing either
    assert not _jammed(table, unit)
    table.next_turn()  # seat 0's next turn begins: once around the table, the negation is over
    assert _jammed(table, unit)


def test_scientific_breakthrough_leaves_its_own_players_hazards_against_others_alone() -> None:
    idea, theirs = printed(BREAKTHROUGH), ship(6, shields=0, weapons=guns(phasers=2))
    table = Table([idea, JAMMING], [theirs], mode=GameMode.RULES)
    unit = table.put(theirs, 1)
    table.put(JAMMING, 0, on=unit)
    held = table.hand(idea, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{held} choose 2")
    settle_choices(table)
    assert _jammed(table, unit)  # only cards against its player's own fleet are negated


@pytest.mark.parametrize("reacts", [True, False])
def test_scientific_breakthrough_in_reaction_negates_the_hazard_being_played_against_the_fleet(reacts: bool) -> None:
    idea, mine = printed(BREAKTHROUGH), ship(6, shields=0)
    table = Table([idea, mine], [BURNING], mode=GameMode.RULES)
    unit = table.put(mine, 0)
    held = table.hand(idea, 0)
    burning = table.hand(BURNING, 1)
    table.fresh_turn(1)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{burning} against #{unit}")
    assert table.state.window is not None and table.state.window.asked == 0
    assert not table.legal(f"play #{held} choose 1")  # generating research answers no hazard
    if reacts:
        table.act(f"play #{held} choose 2")
    settle_choices(table)
    assert table.die(unit, "structure") == (0 if reacts else 2)


# --- bots pick the choice that finds something to do -----------------------------------------------


def _standard_bot_play(table: Table, card: int | None = None) -> object:
    """The standard bot's pick for seat 0 (among ``card``'s plays, passing and ``done`` only, when named)."""
    bot = make_bot(BotKind.STANDARD, 7, 0)
    legal = table.game.legal_actions()
    if card is not None:
        legal = [a for a in legal if not isinstance(a, PlayCard) or a.card == card]
    return bot.decide(table.game.observe(Seat(0)), legal)


def test_the_standard_bot_plays_interstellar_plasma_as_the_choice_that_does_something() -> None:
    table, held, placed, _ = _plasma_in_play_cards()
    assert _standard_bot_play(table, held) == PlayCard(held, choice=1)  # damaged terrain, no hazard of its own out
    table, held, _, _, _ = _hazard_on_their_ship()
    assert _standard_bot_play(table, held) == PlayCard(held, choice=2)  # its hazard on an opposing ship, no damaged terrain


def test_the_standard_bot_answers_a_volley_with_sun_spots_first_choice_and_an_allocation_with_its_second() -> None:
    table, unit, held = _ship_volley_at_seat_zero()
    table.card(unit).dice[table_die("structure")] = 4  # 4 + the volley's 5 destroy the 9-strength ship; 4 + 4 do not
    assert _standard_bot_play(table) == PlayCard(held, choice=1)
    table, held, _ = _seat_one_allocation_begins()
    assert _standard_bot_play(table) == PlayCard(held, choice=2)


def test_the_standard_bot_negates_the_hazards_on_its_fleet_with_scientific_breakthrough() -> None:
    table, held, unit, _ = _jammed_ship()
    assert _standard_bot_play(table, held) == PlayCard(held, choice=2)
