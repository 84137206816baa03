"""Plasma Dragoness (1994 Basic Set D3): destroyed, it explodes for twice its maximum
strength, dealt to the unit or card that scored the final point of damage on it (v2.1
CARDS HAVE RULES; the damage is card damage, Shields first, v2.1 DAMAGE). In a volley of
several units, the last unit added scores the final point. A card that is no longer in play
(an occurrence discarded after use, a hazard that leaves with the dragoness) takes nothing."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.events import CardExploded
from tests.engine.builders import Table, card, catalog_card, effect, guns, ship

DRAGONESS = catalog_card("plasma-dragoness")
GUNSHIP = ship(8, shields=2, weapons=guns(phasers=3))
SMALL_GUN = ship(3, shields=0, weapons=guns(phasers=1))


def test_cards_have_rules_plasma_dragoness_explodes_onto_the_unit_that_scored_the_final_point() -> None:
    table = Table([GUNSHIP, SMALL_GUN], [DRAGONESS])
    gun, small = table.put(GUNSHIP, 0), table.put(SMALL_GUN, 0)
    dragoness = table.put(DRAGONESS, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    events = table.volley(f"#{dragoness}", f"#{gun} phaser 2", f"#{small} phaser 1")
    assert table.card(dragoness).zone is Zone.DISCARD
    assert CardExploded(dragoness, small, 6) in events  # twice its strength 3, onto the last unit of the volley
    assert table.card(small).zone is Zone.DISCARD  # 6 damage destroys the strength-3 ship
    assert table.die(gun, "shield") == 0 and table.die(gun, "structure") == 0


def test_cards_have_rules_plasma_dragoness_explosion_takes_shields_first() -> None:
    table = Table([GUNSHIP], [DRAGONESS])
    gun = table.put(GUNSHIP, 0)
    dragoness = table.put(DRAGONESS, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{dragoness}", f"#{gun} phaser 3")
    assert table.die(gun, "shield") == 2 and table.die(gun, "structure") == 4  # 6 card damage: Shields first


def test_cards_have_rules_plasma_dragoness_does_not_explode_while_it_survives() -> None:
    table = Table([GUNSHIP], [DRAGONESS])
    gun = table.put(GUNSHIP, 0)
    dragoness = table.put(DRAGONESS, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    events = table.volley(f"#{dragoness}", f"#{gun} phaser 2")
    assert table.card(dragoness).zone is Zone.PLAY
    assert not any(isinstance(e, CardExploded) for e in events)
    assert table.die(gun, "shield") == 0


def test_cards_have_rules_plasma_dragoness_destroyed_by_a_discarded_occurrence_hits_nothing() -> None:
    blast = card("O", 1, "Test Blast", effects=[effect("damage", "on_play", "chosen_card", amount=5, target_types=["D"])])
    table = Table([blast], [DRAGONESS])
    dragoness = table.put(DRAGONESS, 1)
    table.fresh_turn(0)
    table.hand(blast, 0)
    table.to_phase(Phase.PLAY_A)
    played = table.find(blast, 0, (Zone.HAND,)).id
    events = table.act(f"play #{played}")
    while table.state.window is not None or table.state.choice is not None:
        if table.state.choice is not None:
            events += table.act(f"choose #{dragoness}")
        else:
            events += table.act("pass")
    assert table.card(dragoness).zone is Zone.DISCARD
    assert not any(isinstance(e, CardExploded) for e in events)


def test_cards_have_rules_plasma_dragoness_destroyed_by_a_card_action_explodes_onto_its_unit() -> None:
    """A card on a unit (a mine on its ship) scored the final point: its unit takes the blast."""
    mine = card("E", 1, "Test Mine", effects=[effect("damage", "card_action", "chosen_card", amount=3, target_types=["D"])])
    table = Table([GUNSHIP, mine], [DRAGONESS])
    gun = table.put(GUNSHIP, 0)
    on_ship = table.put(mine, 0, on=gun)
    dragoness = table.put(DRAGONESS, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    events = table.act(f"use #{on_ship} 1 at #{dragoness}")
    while table.state.window is not None:
        events += table.act("pass")
    assert CardExploded(dragoness, gun, 6) in events
    assert table.die(gun, "shield") == 2 and table.die(gun, "structure") == 4
