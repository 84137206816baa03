"""v2.1 ORGONS (card-facts item 268): Orgons are 'D' dragons, so what affects dragons affects
them; their top-right card damage is a card action in either Play Cards Phase, not weapons
fire, and never reaches terrain structure. Played with the printed Orgons of
resources/cards/orgons.json (numbers from the LackeyCCG checklist)."""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.events import VolleyDeclared
from tests.engine.builders import Table, card, catalog_card, effect, ship, terrain

GROTH = catalog_card("orgon-groth")  # D3, 2 damage at the top right
TARGET = ship(6, shields=0, name="Orgon Test Target")


def test_orgons_are_dragons_so_dragon_effects_hit_them() -> None:
    assert GROTH.primary_type is CardType.DRAGON and GROTH.empire == "Orgons"
    slayer = card("C", 2, "Orgon Test Dragon Slayer", effects=[effect("damage", "card_action", "chosen_card", target_types=["D"], amount=1)])
    rock = terrain(3)
    table = Table([rock, slayer], [GROTH, TARGET])
    crew = table.put(slayer, 0, on=table.put(rock, 0))
    orgon, other = table.put(GROTH, 1), table.put(TARGET, 1)
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"use #{crew} 1 at #{other}") is not None  # a ship is not a dragon
    table.act(f"use #{crew} 1 at #{orgon}")
    assert table.die(orgon, "structure") == 1


def test_orgons_card_damage_is_a_card_action_in_either_play_phase_not_weapons_fire() -> None:
    table = Table([GROTH], [TARGET])
    orgon, target = table.put(GROTH, 0), table.put(TARGET, 1)
    table.to_phase(Phase.PLAY_A)
    events = table.act(f"use #{orgon} 1 at #{target}")
    assert table.die(target, "structure") == 2 and not [e for e in events if isinstance(e, VolleyDeclared)]
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"use #{orgon} 1 at #{target}").rule == "v2.1 PLAYER TURN SEQUENCE"
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_B)
    table.act(f"use #{orgon} 1 at #{target}")  # Play Cards Phase B too
    assert table.die(target, "structure") == 4


def test_orgons_card_damage_cannot_hit_terrain_structure() -> None:
    rock = terrain(4)
    table = Table([GROTH], [rock])
    orgon, planet = table.put(GROTH, 0), table.put(rock, 1)
    table.to_phase(Phase.PLAY_A)
    if table.why(f"use #{orgon} 1 at #{planet}") is None:
        table.act(f"use #{orgon} 1 at #{planet}")
    assert table.die(planet, "structure") == 0
