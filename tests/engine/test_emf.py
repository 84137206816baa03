"""v2.1 ELECTROMAGNETIC FIELD (EMF) of the Mechad ships of Basic Set B (card-facts §2.15
items 214-218), with the printed ships and the Distribution Node."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import DieKind, Phase
from ge_desktop.rulesets.galactic_empires.emf import nodes
from ge_desktop.rulesets.galactic_empires.systems import system_lines
from tests.engine.builders import Table, card, effect, guns, ship, terrain

CATALOG = default_catalog()
CRUISER = CATALOG.printing("S5_-_Mechad_Heavy_Cruiser_PE")  # S5, 1 Node
ESCORT = CATALOG.printing("S2_-_Mechad_Escort_PE")  # S2, 2 Nodes
NODE = CATALOG.printing("E1_-_Distribution_Node_PE")
POWER = terrain(6, supply=4, energy=8)
SHIELD_REFIT = card("E", 1, "Test Shield Refit", passive=True, effects=[effect("add_shields", "continuous", "location", amount=2)])


def _allocate(table: Table, unit: int, energy: int, start: int = 0) -> None:
    """A fresh turn of p0 with the ship's field at ``start``: its requirements, then ``energy``."""
    table.fresh_turn(0)
    table.card(unit).dice.pop(DieKind.EMF, None)
    if start:
        table.card(unit).dice[DieKind.EMF] = start
    for point, need in table.card(unit).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{unit}")
    for _ in range(energy):
        table.act(f"allocate energy #{unit}")


GUNSHIP = ship(4, shields=0, weapons=guns(phasers=6))
PLAIN = ship(4, shields=1)


def _scene(unit_card, *more) -> tuple[Table, int]:
    table = Table([unit_card, POWER, PLAIN, *more], [GUNSHIP])
    unit = table.put(unit_card, 0)
    table.put(POWER, 0)
    return table, unit


def test_emf_its_strength_is_nodes_times_energy() -> None:
    table, unit = _scene(ESCORT)  # 2 Nodes
    _allocate(table, unit, 1)
    assert table.die(unit, "emf") == 2
    assert "EMF: 2 (Nodes 2, at most 4" in system_lines(table.state, table.card(unit))[0]


def test_emf_it_rises_at_most_the_ships_strength_a_turn_and_twice_it_in_all() -> None:
    table, unit = _scene(CRUISER)  # strength 5, 1 Node
    _allocate(table, unit, 5)
    assert table.die(unit, "emf") == 5
    assert "cannot rise further" in table.why(f"allocate energy #{unit}").message  # +5 this turn already
    _allocate(table, unit, 5, start=3)  # it took 2 since
    assert table.die(unit, "emf") == 8  # 3 + 5 (the rulebook's 7 + 4 damage -> 10, not 14)
    _allocate(table, unit, 1, start=9)
    assert table.die(unit, "emf") == 10  # twice its strength at most
    assert table.why(f"allocate energy #{unit}") is not None


def test_emf_it_takes_damage_after_shields_and_before_structure() -> None:
    table, unit = _scene(CRUISER)
    _allocate(table, unit, 3)
    shooter = table.put(GUNSHIP, 1)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{unit}", f"#{shooter} phaser 5")
    assert table.die(unit, "emf") == 0 and table.die(unit, "structure") == 2  # 3 on the field, 2 through


def test_emf_a_mechad_ship_played_from_the_hand_gets_a_free_field_equal_to_its_strength() -> None:
    table, _ = _scene(ESCORT, CRUISER)
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(CRUISER, 0)
    table.act(f"play #{played}")
    assert table.die(played, "emf") == 5


def test_emf_a_mechad_ship_not_engaged_in_the_engagement_phase_gets_a_free_field() -> None:
    table, unit = _scene(CRUISER)
    table.fresh_turn(0)
    table.act("done")  # no points: it will be disengaged
    while table.state.window is not None:
        table.act("pass")
    assert not table.card(unit).engaged and table.die(unit, "emf") == 5
    _allocate(table, unit, 0)
    table.act("done")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(unit).engaged and table.die(unit, "emf") == 0  # engaged, it has only what energy gave it


def test_emf_distribution_node_adds_a_node_and_refits_add_at_most_three() -> None:
    table, unit = _scene(CRUISER, NODE, NODE, NODE, NODE)
    placed = [table.put(NODE, 0, on=unit) for _ in range(4)]
    assert nodes(table.state, table.card(unit)) == 1 + 3  # the fourth Node adds nothing
    _allocate(table, unit, 1)
    assert table.die(unit, "emf") == 4
    assert len(placed) == 4


def test_emf_shield_refits_may_not_go_on_a_mechad_ship() -> None:
    table, unit = _scene(CRUISER, SHIELD_REFIT)
    other = table.put(PLAIN, 0)
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    refit = table.hand(SHIELD_REFIT, 0)
    assert table.why(f"play #{refit} on #{unit}").rule == "v2.1 ELECTROMAGNETIC FIELD (EMF)"
    assert table.legal(f"play #{refit} on #{other}")


def test_emf_is_not_shields_for_shield_only_damage() -> None:
    from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card

    table, unit = _scene(CRUISER)
    table.card(unit).dice[DieKind.EMF] = 4
    damage_card(table.state, table.card(unit), Hit(3, None, shields_only=True), [])
    assert table.die(unit, "emf") == 4
    damage_card(table.state, table.card(unit), Hit(2, None, structural=True), [])  # a Shield Penetration Device ignores it
    assert table.die(unit, "emf") == 4 and table.die(unit, "structure") == 2


DISENGAGER = card("O", 1, "EMF Test Ion Storm", effects=[effect("disengage", target_types=["S"])])


def test_emf_a_ship_disengaged_outside_its_owners_engagement_phase_keeps_its_field() -> None:
    table = Table([CRUISER, POWER, PLAIN], [DISENGAGER, GUNSHIP])
    unit = table.put(CRUISER, 0)
    table.put(POWER, 0)
    for _ in range(3):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    table.card(unit).engaged = True
    table.card(unit).dice[DieKind.EMF] = 3  # an engaged S5 whose field took damage
    table.act(f"play #{table.hand(DISENGAGER, 1)} against #{unit}")
    while table.state.window is not None:
        table.act("pass")
    # accepted: disengaged by a card on the opponent's turn, the field stays 3 (L914) ...
    assert not table.card(unit).engaged and table.die(unit, "emf") == 3
    # ... rejected: it is not raised to the free field of its strength (5) until its owner's
    # own Engagement Phase leaves it disengaged (and there, it is)
    table.fresh_turn(0)
    assert table.die(unit, "emf") == 3
    table.act("done")
    while table.state.window is not None:
        table.act("pass")
    assert not table.card(unit).engaged and table.die(unit, "emf") == 5
