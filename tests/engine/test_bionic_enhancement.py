"""Bionic Enhancement (1994 Basic Set A4): the crew, dragon or monster it is played on
multiplies the damage points it causes by 1.5, fractions dropped; heavy weapon points and
breath weapons are not increased (v2.1 CARDS HAVE RULES; fractions dropped: v2.1 "Whenever a
fraction is generated ... it is dropped")."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.events import VolleyResolved
from tests.engine.builders import Table, card, effect, guns, ship, terrain

BIONIC = default_catalog()["bionic-enhancement"]
CLAWED = card("D", 6, "Clawed Dragon", weapons=guns(damage=3))
BREATHER = card("D", 6, "Breathing Dragon", weapons=guns(heavy=2, heavy_name="Breath Weapon"))
TARGET = ship(10, shields=0)
LEECH = card("M", 3, "Test Leech", effects=[effect("damage", "allocation", "location", amount=3)])


def _volley(dragon_card, bionic: bool, symbol: str, count: int) -> int:
    """The damage of one volley of the dragon (ammunition for its heavy weapons allocated first)."""
    power = terrain(5, ammunition=count)
    table = Table([dragon_card, BIONIC, power], [TARGET])
    dragon = table.put(dragon_card, 0)
    table.put(power, 0)
    if bionic:
        table.put(BIONIC, 0, on=dragon)
    target = table.put(TARGET, 1)
    table.fresh_turn(0)
    if symbol == "heavy":
        for _ in range(count):
            table.act(f"allocate ammunition #{dragon}")
    table.to_phase(Phase.WEAPONS_FIRE)
    events = table.volley(f"#{target}", f"#{dragon} {symbol} {count}")
    (resolved,) = [e for e in events if isinstance(e, VolleyResolved)]
    return resolved.damage


def test_cards_have_rules_bionic_enhancement_multiplies_its_dragons_damage_by_one_and_a_half() -> None:
    assert _volley(CLAWED, False, "damage", 3) == 3
    assert _volley(CLAWED, True, "damage", 3) == 4  # 4.5, the half dropped


def test_cards_have_rules_bionic_enhancement_does_not_increase_breath_weapons() -> None:
    plain = _volley(BREATHER, False, "heavy", 2)
    assert plain > 0 and _volley(BREATHER, True, "heavy", 2) == plain


def test_cards_have_rules_bionic_enhancement_multiplies_a_monsters_card_damage() -> None:
    table = Table([LEECH, BIONIC], [TARGET])
    target = table.put(TARGET, 1)
    leech = table.put(LEECH, 0, on=target)
    table.put(BIONIC, 0, on=leech)
    table.fresh_turn(0)  # the leech feeds in its controller's Allocation Phase
    assert table.die(target, "structure") == 4  # 3 x 1.5


def test_cards_have_rules_bionic_enhancement_works_only_for_the_card_it_is_on() -> None:
    table = Table([LEECH, LEECH, BIONIC], [TARGET, TARGET])
    first, second = table.put(TARGET, 1), table.put(TARGET, 1)
    enhanced = table.put(LEECH, 0, on=first)
    table.put(LEECH, 0, on=second)
    table.put(BIONIC, 0, on=enhanced)
    table.fresh_turn(0)
    assert table.die(first, "structure") == 4 and table.die(second, "structure") == 3
