"""What the table says of the empire systems (issue 19: the table shows each system's state
where the player needs it): an Orgon's top-right card damage (v2.1 ORGONS), Tarrac
Projectors (v2.1 TARRAC PROJECTOR), a Gekonauak ship's one crew (v2.1 GEKONAUAK), a
carrier's shuttles (v2.1 WEAPONS FIRE, single-use weapons) and a Krebiz cruiser joined to
its capsule (v2.1 KREBIZ CAPITALIST ALLIANCE)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.rules.empire_lines import empire_lines
from ge_desktop.rulesets.galactic_empires.rules.table_facts import table_facts
from tests.engine.builders import Table, card, catalog_card, ship, terrain


def test_orgons_the_table_says_whether_an_orgons_card_damage_was_used_this_turn() -> None:
    groth = catalog_card("orgon-groth")  # D3: 2 card damage at the top right
    enemy = ship(3, shields=0, name="Orgon Line Test Target")
    table = Table([groth], [enemy])
    orgon, target = table.put(groth, 0), table.put(enemy, 1)
    table.to_phase(Phase.PLAY_A)
    assert empire_lines(table.state, table.card(orgon)) == ["Card damage: 2 to one card, a card action in either Play Cards Phase (ready)"]
    table.act(f"use #{orgon} 1 at #{target}")
    while table.state.window is not None:
        table.act("pass")
    assert "(used this turn)" in table_facts(table.state, table.card(orgon)).systems[-1]
    assert empire_lines(table.state, table.card(target)) == []  # a plain ship: nothing to say


def test_tarrac_projector_the_table_says_a_bases_tarracs_add_structural_damage_and_a_ships_do_not() -> None:
    base_card = catalog_card("aqaaran-fighter-base")  # B3/S1: 1 Tarrac Projector
    rock = terrain(4)
    table = Table([rock, base_card, base_card], [])
    base = table.put(base_card, 0, on=table.put(rock, 0))
    assert empire_lines(table.state, table.card(base)) == ["Tarrac Projector: 1; fired by this base, each adds 1 structural damage past Shields and Armor"]


def test_gekonauak_the_table_says_whether_a_gekonauak_ships_one_crew_is_aboard() -> None:
    soldier = catalog_card("gekonauak-soldier")
    crewman = card("C", 2, "Gekonauak Line Test Pilot")
    table = Table([soldier, crewman], [])
    geko = table.put(soldier, 0)
    assert empire_lines(table.state, table.card(geko))[-1].startswith("Crew aboard: 0 of 1")
    table.put(crewman, 0, on=geko)
    assert empire_lines(table.state, table.card(geko))[-1].startswith("Crew aboard: 1 of 1")



def _printing(image: str) -> Card:
    found = default_catalog().printing(image)
    assert found is not None, image
    return found


def test_carriers_the_table_says_how_many_shuttles_a_carrier_holds_and_how_many_are_spent() -> None:
    carrier = _printing("S3_-_Tufor_Light_Fighter_Carrier_NE")
    shuttle_card = _printing("E3_-_Shuttlecraft_Left_PE")
    table = Table([carrier, shuttle_card], [])
    unit = table.put(carrier, 0)
    shuttle = table.put(shuttle_card, 0, on=unit)
    line = empire_lines(table.state, table.card(unit))[-1]
    assert line.startswith("Carrier: 1 fighter/shuttle aboard, 0 with single-use weapons spent")
    table.card(shuttle).weapons_spent = 1  # as after its Phaser fired (tests/engine/test_equipment_weapons.py)
    assert empire_lines(table.state, table.card(unit))[-1].startswith("Carrier: 1 fighter/shuttle aboard, 1 with single-use weapons spent")
    assert empire_lines(table.state, table.card(shuttle)) == [f"Single-use weapons spent: 1 (on {carrier.name}, a carrier)"]


def test_krebiz_the_table_says_a_cruiser_and_its_joined_capsule_are_one_ship() -> None:
    capsule_card = _printing("S1_-_Krebiz_Light_Capsule_PE")
    cruiser_card = _printing("S3_-_Krebiz_Pincer_Destroyer_PE")
    table = Table([cruiser_card, capsule_card, capsule_card], [])
    cruiser = table.put(cruiser_card, 0)
    alone = table.put(capsule_card, 0)
    assert empire_lines(table.state, table.card(alone))[-1].startswith("Krebiz capsule: on its own")
    assert empire_lines(table.state, table.card(cruiser)) == []
    joined = table.put(capsule_card, 0, on=cruiser)
    together = cruiser_card.strength + capsule_card.strength
    line = f"Krebiz cruiser and capsule joined: {cruiser_card.name} + {capsule_card.name}, one ship of strength {together}"
    assert empire_lines(table.state, table.card(cruiser)) == [line]
    assert empire_lines(table.state, table.card(joined)) == [line]
