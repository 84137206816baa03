"""Community cards (issue 38) that carry crew, answer volleys or play outside the card play
phases (h-cards4): each test plays the printing the decks hold and checks the change its text
causes, with a case the rules must refuse (``resources/cards/community-cards4.json``; the
numbers are pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card, WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.stats import weapon_count
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import printed, settle_choices

OSCILLATING = "E6_-_Oscillating_Transporter_AT"


def _beam_table(carrier: Card, crews: int = 1, enemy_shields: int = 2) -> tuple[Table, int, list[int], int, int]:
    """Seat 0: a ship with ``carrier`` and ``crews`` boarding parties on it; seat 1: a ship with
    ``enemy_shields`` Shields; it is seat 0's Card Play Phase A."""
    party = default_catalog().printing("C1_-_Boarding_Party_PE")
    assert party is not None
    home, enemy = ship(5, shields=0), ship(5, shields=enemy_shields)
    table = Table([home, carrier, *[party] * crews], [enemy])
    base = table.put(home, 0)
    raiders = [table.put(party, 0, on=base) for _ in range(crews)]
    beamer = table.put(carrier, 0, on=base)
    target = table.put(enemy, 1)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, base, raiders, beamer, target


# --- transport's through_shields: v2.1 THERE-AND-BACK MISSIONS, the Oscillating Transporter -----


def test_oscillating_transporter_sends_a_raid_through_an_opponents_shields() -> None:
    table, home, (raider,), beamer, target = _beam_table(printed(OSCILLATING))
    assert table.why(f"use #{raider} 1 at #{target}") is None  # 2 Shields up, yet it beams through
    table.act(f"use #{raider} 1 at #{target}")
    assert table.die(target, "structure") == 1  # the boarding party's raid landed
    assert table.card(beamer).parent == home  # a transporter stays where it is


def test_a_basic_transporter_still_stops_at_raised_shields() -> None:
    basic = default_catalog().printing("E2_-_Transporter_PE")
    assert basic is not None
    table, _, (raider,), _, target = _beam_table(basic)
    assert table.why(f"use #{raider} 1 at #{target}") is not None


def test_oscillating_transporter_moves_one_crew_only() -> None:
    other_card = ship(4, shields=0)
    crews = [card("C", 1, f"Oscillating Passenger {i}") for i in range(2)]
    base_card = ship(5, shields=0)
    table = Table([base_card, printed(OSCILLATING), other_card, *crews], [])
    base = table.put(base_card, 0)
    beamer = table.put(printed(OSCILLATING), 0, on=base)
    hands = [table.put(c, 0, on=base) for c in crews]
    other = table.put(other_card, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{beamer} 1 at #{other}")
    table.act(f"choose #{hands[0]}")
    assert table.state.choice is None  # one crew is its limit
    assert [table.card(h).parent for h in hands] == [other, base]
    assert table.card(beamer).parent == base


# --- rearms_shuttles: v2.1 CARRIERS, the P.O.T. Fighter Carrier and the Scorpead Battle Carrier ------


def _carrier_scene(image: str, engage_again: bool) -> tuple[Table, int, int]:
    """Seat 0's carrier fires every Phaser, its Shuttlecraft's single-use one included; a turn
    later (with the carrier's requirements allocated again or not) it reaches Card Play Phase A."""
    shuttle_card = printed("E3_-_Shuttlecraft_Left_PE")
    host, rock, target_card = printed(image), terrain(6, supply=4, energy=4, ammunition=4), ship(9, shields=0)
    table = Table([host, shuttle_card, rock], [target_card])
    unit = table.put(host, 0)
    shuttle = table.put(shuttle_card, 0, on=unit)
    table.put(rock, 0)
    target = table.put(target_card, 1)
    for turn in range(2):
        table.fresh_turn(0)
        if turn == 0 or engage_again:
            for point, need in table.card(unit).info.requires.items():
                for _ in range(need):
                    table.act(f"allocate {point.value} #{unit}")
        if turn == 0:
            table.to_phase(Phase.WEAPONS_FIRE)
            table.volley(f"#{target}", f"#{unit} phaser {weapon_count(table.state, table.card(unit), WeaponSymbol.PHASER)}")
            assert table.card(shuttle).weapons_spent == 1
    table.to_phase(Phase.PLAY_A)
    return table, unit, shuttle


def test_pot_fighter_carrier_rearms_its_shuttles_phaser_in_the_engagement_phase() -> None:
    card_info = printed("S6_-_P.O.T._Fighter_Carrier_NE")
    assert (card_info.strength, card_info.shields, card_info.requirements.supply, card_info.requirements.energy) == (6, 4, 1, 3)
    table, unit, shuttle = _carrier_scene("S6_-_P.O.T._Fighter_Carrier_NE", engage_again=True)
    assert table.card(unit).engaged and table.card(shuttle).weapons_spent == 0


def test_scorpead_battle_carrier_rearms_only_while_engaged() -> None:
    table, unit, shuttle = _carrier_scene("S7_-_Scorpead_Battle_Carrier_AT", engage_again=False)
    assert not table.card(unit).engaged and table.card(shuttle).weapons_spent == 1
    table, unit, shuttle = _carrier_scene("S7_-_Scorpead_Battle_Carrier_AT", engage_again=True)
    assert table.card(unit).engaged and table.card(shuttle).weapons_spent == 0


# --- reduce_damage in reaction: v2.1 WEAPONS VOLLEY reactions, Defensive Electronic Warfare -------


def _volley_at(target_card: Card, answer: Card) -> tuple[Table, int, int]:
    """Seat 1's ship fires 4 Phasers at seat 0's ``target_card``; seat 0 holds ``answer``."""
    mine, gun_card = target_card, ship(6, shields=0, weapons=guns(phasers=4))
    table = Table([mine, answer], [gun_card])
    unit = table.put(mine, 0)
    gun = table.put(gun_card, 1)
    table.hand(answer, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{gun} phaser 4")
    table.act("done")
    return table, unit, table.find(answer, 0, (Zone.HAND,)).id


def test_defensive_electronic_warfare_takes_2_damage_off_a_volley_at_ones_ship() -> None:
    table, unit, answer = _volley_at(ship(5, shields=0), printed("O3_-_Defensive_Electronic_Warfare_PE"))
    table.act(f"play #{answer}")
    settle_choices(table)
    assert table.die(unit, "structure") == 2  # 4 Phaser damage, 2 less
    assert table.card(answer).zone is Zone.DISCARD


def test_defensive_electronic_warfare_answers_no_volley_at_a_base() -> None:
    table, _, answer = _volley_at(card("B", 4, "Electronic Warfare Test Base"), printed("O3_-_Defensive_Electronic_Warfare_PE"))
    assert table.why(f"play #{answer}") is not None  # a ship only
