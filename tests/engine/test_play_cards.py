"""v2.1 3 - PLAY CARDS PHASE A / 5 - PHASE B, TURN 1 and TURN 2 RESTRICTIONS, the reserve
fleet, entering play and card actions (card-facts §2.2 items 27-29, §2.4 items 61-64,
§2.5, §2.6 items 73-78, §2.8 item 94)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import MoveCard, Phase, Zone
from tests.engine.builders import Table, card, ship, terrain

ROCK = terrain(3, supply=1)
CRUISER = ship(4)
ACTION = [{"kind": "draw_cards", "trigger": "card_action", "target": "controller", "amount": 1}]


def _table_in_turn(turn: int, *cards, **kw) -> Table:
    """p0 in Play Cards Phase A of his ``turn``-th player turn, holding ``cards``."""
    table = Table(list(cards), **kw)
    for c in cards:
        table.hand(c, 0)
    for _ in range(turn - 1):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table


def test_play_cards_at_most_three_card_plays_per_turn() -> None:
    rocks = [terrain(2, supply=1) for _ in range(4)]
    table = _table_in_turn(1, *rocks)
    ids = [table.find(r, 0, [Zone.HAND]).id for r in rocks]
    table.act(f"play #{ids[0]}")
    table.act(f"play #{ids[1]}")
    table.to_phase(Phase.PLAY_B)  # Phase A and Phase B share the limit
    table.act(f"play #{ids[2]}")
    violation = table.why(f"play #{ids[3]}")
    assert violation.rule.startswith("v2.1 3 - PLAY CARDS PHASE A")


def test_turn_1_restrictions_only_terrain_but_reserve_swaps_allowed() -> None:
    table = _table_in_turn(1, ROCK, CRUISER)
    rock, boat = table.find(ROCK, 0, [Zone.HAND]).id, table.find(CRUISER, 0, [Zone.HAND]).id
    assert table.why(f"play #{boat}").rule == "v2.1 TURN 1 RESTRICTIONS"
    assert table.legal(f"play #{rock}")
    filler = table.player(0).hand[-1]
    table.act(f"~move #{filler} reserve p0 top")
    assert table.legal(f"swap #{boat} for #{filler}")


def test_turn_2_restrictions_at_most_one_ship_base_dragon_installation_or_psy() -> None:
    station = card("B", 3, "Turn Two Base", shields=1)
    officer = card("C", 2, "Turn Two Officer")
    table = _table_in_turn(2, CRUISER, station, officer, ROCK)
    rock = table.put(ROCK, 0)
    boat = table.find(CRUISER, 0, [Zone.HAND]).id
    table.act(f"play #{boat}")
    base = table.find(station, 0, [Zone.HAND]).id
    assert table.why(f"play #{base} on #{rock}").rule == "v2.1 TURN 2 RESTRICTIONS"
    assert table.legal(f"play #{table.find(officer, 0, [Zone.HAND]).id} on #{boat}")
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.legal(f"play #{base} on #{rock}")  # turn 3: no such limit


def test_entering_play_cards_with_requirements_enter_disengaged() -> None:
    needy = ship(5, requirements={"energy": 1})
    table = _table_in_turn(2, needy, CRUISER)
    needy_id, plain_id = table.find(needy, 0, [Zone.HAND]).id, table.find(CRUISER, 0, [Zone.HAND]).id
    table.act(f"play #{needy_id}")
    assert not table.card(needy_id).engaged
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{plain_id}")
    assert table.card(plain_id).engaged


def test_equipment_passive_enters_engaged_non_passive_takes_its_units_position() -> None:
    shield_gen = card("E", 1, "Passive Shield Gen", passive=True, requirements={"energy": 1})
    refit = card("E", 2, "Non Passive Refit", passive=False)
    small = ship(3)
    table = _table_in_turn(2, shield_gen, refit, refit, CRUISER, small)
    sleeping = table.put(CRUISER, 0, engaged=False)
    awake = table.put(small, 0)
    gen = table.find(shield_gen, 0, [Zone.HAND]).id
    first, second = [c.id for c in table.state.cards if c.info.card_id == refit.id and c.zone is Zone.HAND]
    table.act(f"play #{gen} on #{sleeping}")
    table.act(f"play #{first} on #{sleeping}")
    table.act(f"play #{second} on #{awake}")
    assert table.card(gen).engaged
    assert not table.card(first).engaged
    assert table.card(second).engaged


def test_reserve_swap_equal_or_higher_strength_in_and_counts_as_a_card_play() -> None:
    weak, strong = ship(2), ship(6)
    table = _table_in_turn(1, weak, strong, ROCK)
    reserve_card = table.find(ROCK, 0, [Zone.HAND]).id  # strength 3
    table.act(f"~move #{reserve_card} reserve p0 top")
    weak_id, strong_id = table.find(weak, 0, [Zone.HAND]).id, table.find(strong, 0, [Zone.HAND]).id
    assert table.why(f"swap #{weak_id} for #{reserve_card}").rule == "v2.1 USING THE RESERVE FLEET"
    table.act(f"swap #{strong_id} for #{reserve_card}")
    assert table.card(reserve_card).zone is Zone.HAND and table.card(strong_id).zone is Zone.RESERVE
    assert table.player(0).plays_used == 1
    assert len(table.player(0).reserve) == 1  # the reserve keeps its size


def test_play_cards_a_card_play_happens_only_in_phase_a_or_b() -> None:
    table = Table([ROCK])
    rock = table.hand(ROCK, 0)
    assert table.game.phase is Phase.ALLOCATION
    assert table.why(f"play #{rock}").rule == "v2.1 PLAYER TURN SEQUENCE"
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"play #{rock}") is not None
    table.to_phase(Phase.PLAY_B)
    assert table.legal(f"play #{rock}")


def test_limit_on_card_actions_each_function_once_per_complete_turn() -> None:
    engineer = card("C", 3, "Busy Engineer", effects=ACTION)
    table = _table_in_turn(2, ROCK, engineer)
    crew = table.put(engineer, 0, on=table.put(ROCK, 0))
    table.act(f"use #{crew} 1")
    assert table.why(f"use #{crew} 1").rule == "v2.1 LIMIT ON CARD ACTIONS"
    assert table.why(f"use #{crew} 2") is not None  # it has only one function
    table.to_phase(Phase.PLAY_B)
    assert not table.legal(f"use #{crew} 1")
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_B)
    assert table.legal(f"use #{crew} 1")


def test_disengaged_cards_cannot_take_card_actions() -> None:
    engineer = card("C", 3, "Sleepy Engineer", effects=ACTION, requirements={"supply": 1})
    table = _table_in_turn(2, ROCK, engineer)
    crew = table.put(engineer, 0, on=table.put(ROCK, 0), engaged=False)
    assert table.why(f"use #{crew} 1").rule == "v2.1 [Disengaged cards]"
    table.act(f"~engage #{crew}")
    assert table.legal(f"use #{crew} 1")


def test_disengaged_non_passive_equipment_and_ability_follow_their_carrier() -> None:
    needy = ship(4, requirements={"energy": 1})
    refit = card("E", 2, "Follower Refit", passive=False)
    pilot = card("C", 3, "Needy Pilot", requirements={"supply": 1})
    skill = card("A", 2, "Pilot Skill")
    table = Table([needy, refit, pilot, skill])
    unit = table.put(needy, 0, engaged=False)
    gear = table.put(refit, 0, on=unit)
    crew = table.put(pilot, 0, on=unit, engaged=False)
    talent = table.put(skill, 0, on=crew)
    table.fresh_turn(0)
    table.act("done")
    assert not table.card(unit).engaged and not table.card(gear).engaged
    assert not table.card(crew).engaged and not table.card(talent).engaged


def test_empire_specific_equipment_engages_only_on_its_empires_units() -> None:
    flux = card("E", 2, "Argonian Flux Pod", passive=False, empire="Argonian First Republic", technology="exclusive")
    home = ship(4, empire="Argonian First Republic")
    foreign = ship(4, empire="Krebiz Capitalist Alliance")
    table = Table([flux, flux, home, foreign])
    first, second = [c for c in table.state.cards if c.info.card_id == flux.id][:2]
    table.game.apply(MoveCard(first.id, Zone.PLAY, parent=table.put(home, 0)))
    table.game.apply(MoveCard(second.id, Zone.PLAY, parent=table.put(foreign, 0)))
    table.fresh_turn(0)
    table.act("done")
    assert first.engaged and not second.engaged
