"""v2.1 INDIRIGAN NOMAD TRIBES: the Indirigan Tribe Rule and Indirigans as a main empire
(card-facts §2 items 262-263), and the printed rule of the Indirigan Frigate."""

from __future__ import annotations

from ge_desktop.engine import Phase
from tests.engine.builders import Table, card, catalog_card, effect, guns, ship

INDIRIGAN = "Indirigan Nomad Tribes"
NOMAD = ship(4, shields=0, empire=INDIRIGAN, tribe="Grand Chieftain's Touring Fleet", weapons=guns(phasers=2))
WANDERER = ship(4, shields=0, empire=INDIRIGAN, tribe="Intrepid Wanderer", weapons=guns(phasers=2))
PLAIN = ship(5, shields=2)
BASE = card("B", 3, "Tribe Base", shields=1)
DRAGON = card("D", 4, "Tribe Dragon")
PRINTED_RULE = effect("opponent_indirigans_first", "continuous", "self")
FRIGATE = catalog_card("indirigan-frigate-indirigan-nomads-frigate")
# the Frigate's rule on an unfunded test ship (the printed one needs supply and energy to fire)
RULED = ship(4, shields=0, empire=INDIRIGAN, tribe="Grand Chieftain's Touring Fleet", weapons=guns(phasers=2), effects=[PRINTED_RULE])


def _fire(table: Table, unit: int, target: int) -> str | None:
    """The rule that keeps ``unit`` from firing its Phasers at ``target`` (None: it may)."""
    table.to_phase(Phase.WEAPONS_FIRE)
    problem = table.why(f"aim #{target}")
    if problem is not None:
        return problem.rule
    table.act(f"aim #{target}")
    problem = table.why(f"fire #{unit} phaser")
    return None if problem is None else problem.rule


def test_indirigan_tribe_rule_another_players_indirigan_ship_must_be_destroyed_first() -> None:
    table = Table([NOMAD], [PLAIN, NOMAD, BASE])
    mine = table.put(NOMAD, 0)
    target = table.put(PLAIN, 1)
    table.put(NOMAD, 1)  # the same printed tribe, but in another fleet: another tribe
    assert "INDIRIGAN" in (_fire(table, mine, target) or "")
    assert table.why(f"aim #{table.put(BASE, 1)}") is not None  # bases too (the only unit is bound)


def test_indirigan_tribe_rule_other_indirigans_dragons_and_the_hq_may_be_fired_at() -> None:
    table = Table([NOMAD], [NOMAD, DRAGON])
    mine = table.put(NOMAD, 0)
    theirs = table.put(NOMAD, 1)
    dragon = table.put(DRAGON, 1)
    assert _fire(table, mine, theirs) is None  # the other tribe itself
    table.act(f"fire #{mine} phaser")
    table.act("done")
    assert table.why(f"aim #{dragon}") is None  # not a base, not a ship


def test_indirigan_tribe_rule_with_no_other_tribe_in_play_it_fires_freely() -> None:
    table = Table([NOMAD, NOMAD], [PLAIN])
    mine = table.put(NOMAD, 0)
    table.put(NOMAD, 0)  # the same tribe in the same fleet is not another tribe
    target = table.put(PLAIN, 1)
    assert _fire(table, mine, target) is None


def test_indirigan_tribe_rule_another_tribe_even_within_the_same_fleet() -> None:
    table = Table([NOMAD, WANDERER], [PLAIN])
    mine = table.put(NOMAD, 0)
    table.put(WANDERER, 0)
    target = table.put(PLAIN, 1)
    assert "INDIRIGAN" in (_fire(table, mine, target) or "")


def test_indirigan_tribe_rule_non_indirigan_ships_are_not_bound() -> None:
    gun = ship(4, shields=0, weapons=guns(phasers=2))
    table = Table([gun], [PLAIN, NOMAD])
    mine = table.put(gun, 0)
    target = table.put(PLAIN, 1)
    table.put(NOMAD, 1)
    assert _fire(table, mine, target) is None


def test_indirigans_as_a_main_empire_are_exempt_but_others_stay_bound_toward_them() -> None:
    table = Table([NOMAD], [PLAIN, NOMAD], empires=[INDIRIGAN, None])
    mine = table.put(NOMAD, 0)  # a main-empire Indirigan
    target = table.put(PLAIN, 1)
    table.put(NOMAD, 1)
    assert _fire(table, mine, target) is None
    back = Table([NOMAD], [NOMAD, PLAIN], empires=[None, INDIRIGAN])
    theirs = back.put(NOMAD, 1)  # p1's main-empire Indirigan is another tribe to p0's
    assert "INDIRIGAN" in (_fire(back, back.put(NOMAD, 0), back.put(PLAIN, 1)) or "") and theirs


def test_cards_have_rules_the_indirigan_frigates_printed_rule_binds_it_even_in_its_main_empire() -> None:
    assert not FRIGATE.manual and [e.kind for e in FRIGATE.effects] == ["opponent_indirigans_first"]
    table = Table([RULED], [PLAIN, NOMAD], empires=[INDIRIGAN, None])
    mine = table.put(RULED, 0)
    target = table.put(PLAIN, 1)
    theirs = table.put(NOMAD, 1)
    assert "INDIRIGAN" in (_fire(table, mine, target) or "")  # "while any opponent's Indirigan ship remains"
    free = Table([RULED], [PLAIN], empires=[INDIRIGAN, None])
    assert _fire(free, free.put(RULED, 0), free.put(PLAIN, 1)) is None and theirs
