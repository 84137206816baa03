"""v2.1 INDIRIGAN NOMAD TRIBES: the Indirigan Tribe Rule and Indirigans as a main empire
(card-facts §2 items 262-263), and the printed rule of the Indirigan Frigate."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import DieKind, Phase
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


LONE_WOLF = ship(4, shields=0, empire=INDIRIGAN, tribe="Lone Wolf", weapons=guns(phasers=2))


def test_lone_wolf_the_printed_lone_wolf_ships_are_of_the_lone_wolf_tribe() -> None:
    for card_id in ("lone-wolf-destroyer", "lone-wolf-command-cruiser"):
        assert catalog_card(card_id).tribe == "Lone Wolf"


def test_lone_wolf_other_indirigans_in_the_fleet_need_not_destroy_lone_wolf_ships() -> None:
    table = Table([NOMAD, LONE_WOLF], [PLAIN])
    mine = table.put(NOMAD, 0)
    table.put(LONE_WOLF, 0)  # accepted: a Lone Wolf ship in its own fleet does not bind the Nomad
    assert _fire(table, mine, table.put(PLAIN, 1)) is None
    other = Table([NOMAD, LONE_WOLF], [PLAIN, LONE_WOLF])
    mine = other.put(NOMAD, 0)
    other.put(LONE_WOLF, 1)  # rejected: a Lone Wolf ship of another fleet is still another tribe
    assert "INDIRIGAN" in (_fire(other, mine, other.put(PLAIN, 1)) or "")


def test_lone_wolf_lone_wolf_ships_need_not_destroy_other_tribes_in_the_fleet() -> None:
    table = Table([LONE_WOLF, WANDERER], [PLAIN])
    wolf = table.put(LONE_WOLF, 0)
    table.put(WANDERER, 0)  # accepted: another tribe of its own fleet does not bind the Lone Wolf
    assert _fire(table, wolf, table.put(PLAIN, 1)) is None
    other = Table([LONE_WOLF], [PLAIN, WANDERER])
    wolf = other.put(LONE_WOLF, 0)
    other.put(WANDERER, 1)  # rejected: an opponent's Indirigan ship still binds it
    assert "INDIRIGAN" in (_fire(other, wolf, other.put(PLAIN, 1)) or "")
    mixed = Table([WANDERER, NOMAD, LONE_WOLF], [PLAIN])
    wanderer = mixed.put(WANDERER, 0)
    mixed.put(NOMAD, 0)  # and the rule still binds the other tribes among themselves
    mixed.put(LONE_WOLF, 0)
    assert "INDIRIGAN" in (_fire(mixed, wanderer, mixed.put(PLAIN, 1)) or "")


ANDROMEDA = catalog_card("andromeda-bound-freighter")  # S3, 5 Shields, tribe Andromeda Bound


def test_andromeda_bound_ships_regain_2_shields_a_turn_instead_of_1() -> None:
    assert ANDROMEDA.tribe == "Andromeda Bound" and ANDROMEDA.shields == 5
    table = Table([ANDROMEDA, NOMAD], [PLAIN])
    bound, nomad = table.put(ANDROMEDA, 0), table.put(NOMAD, 0)
    table.card(bound).dice[DieKind.SHIELD] = 4
    table.card(nomad).dice[DieKind.SHIELD] = 4
    table.fresh_turn(0)  # Record Keeping: damaged Shields regain
    assert table.die(bound, "shield") == 2  # accepted: the Andromeda Bound ship regains 2
    assert table.die(nomad, "shield") == 3  # rejected for another tribe: it regains 1
    table.card(bound).dice[DieKind.SHIELD] = 1
    table.fresh_turn(0)
    assert table.die(bound, "shield") == 0  # never past its printed Shields
