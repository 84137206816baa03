"""``observe``: what a player may look at, and what the table shows of each card in play.

v2.1 CREATING THE RESERVE FLEET (a player picks his reserve from his own deck), a card
that has its player look at cards to choose one (Espionage: an opponent's hand), and the
public numbers of a unit in play: strength and Shields with what is on it, requirements
and points received, weapons still ready in the Weapons Fire Phase.
"""

from __future__ import annotations

from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Phase, observe
from ge_desktop.rulesets.galactic_empires.rules.weapons import ready
from ge_desktop.rulesets.galactic_empires.stats import requirements, shields, strength
from tests.engine.builders import Table, card, catalog_card, guns, ship, terrain

GUNSHIP = ship(5, shields=2, requirements={"energy": 2}, weapons=guns(phasers=2, heavy=1))
PLATING = card("E", 1, "Test Plating", effects=[{"kind": "add_shields", "trigger": "continuous", "target": "location", "amount": 2}])
POWER = terrain(4, energy=4, ammunition=2)
TARGET = ship(3)


def test_creating_the_reserve_fleet_a_player_sees_his_own_deck_only_in_the_pregame() -> None:
    table = Table([GUNSHIP], [GUNSHIP], skip_pregame=False)
    assert table.game.phase is Phase.RESERVE
    mine = observe(table.state, Seat(0))
    assert set(table.player(0).deck) <= set(mine.cards)
    assert not set(table.player(1).deck) & set(mine.cards)
    assert mine.players[0].deck_count == len(table.player(0).deck)  # its size, never its order
    while table.game.phase is Phase.RESERVE:
        table.act("done")
    after = observe(table.state, Seat(0))
    assert not set(table.player(0).deck) & set(after.cards)


def test_a_player_choosing_from_an_opponents_hand_sees_those_cards_and_nobody_else_does() -> None:
    espionage = catalog_card("espionage")
    table = Table([espionage], [])
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(espionage, 0)}")
    hand = set(table.player(1).hand)
    assert set(table.state.choice.cards) == hand
    assert hand <= set(observe(table.state, Seat(0)).cards)
    assert not hand & set(observe(table.state, None).cards)


def test_a_unit_in_play_shows_its_strength_shields_requirements_and_points_received() -> None:
    table = Table([POWER, GUNSHIP, PLATING], [])
    table.put(POWER, 0)
    unit = table.put(GUNSHIP, 0)
    plating = table.put(PLATING, 0, on=unit)
    table.fresh_turn(0)
    table.act(f"allocate energy #{unit}")
    facts = observe(table.state, Seat(1)).cards[unit].table
    state = table.state
    assert facts is not None and facts.unit == unit
    assert (facts.strength, facts.shields) == (strength(state, state.cards[unit]), shields(state, state.cards[unit]))
    assert facts.strength == 5 and facts.shields >= 2
    assert dict(facts.needs) == requirements(state, state.cards[unit]) == {PointType.ENERGY: 2}
    assert dict(facts.received) == {PointType.ENERGY: 1}
    assert observe(table.state, Seat(1)).cards[plating].table.strength == 0  # numbers sit on the unit


def test_weapons_still_ready_are_shown_as_the_phase_goes_on() -> None:
    table = Table([POWER, GUNSHIP], [TARGET])
    table.put(POWER, 0)
    unit = table.put(GUNSHIP, 0)
    target = table.put(TARGET, 1)
    table.fresh_turn(0)
    for point in ("energy", "energy", "ammunition"):
        table.act(f"allocate {point} #{unit}")
    table.to_phase(Phase.WEAPONS_FIRE)
    before = {r.symbol: (r.count, r.damage) for r in observe(table.state, Seat(0)).cards[unit].table.ready}
    assert before == {WeaponSymbol.PHASER: (2, 2), WeaponSymbol.HEAVY: (1, 1)}
    table.act(f"aim #{target}")
    table.act(f"fire #{unit} phaser 2")
    after = {r.symbol: r.count for r in observe(table.state, Seat(0)).cards[unit].table.ready}
    assert after == {WeaponSymbol.HEAVY: ready(table.state, table.state.cards[unit], WeaponSymbol.HEAVY)} == {WeaponSymbol.HEAVY: 1}
    volley = observe(table.state, Seat(1)).open_volley
    assert volley is not None and volley.target == target and volley.damage_parts == ((unit, "phaser", 2),)
