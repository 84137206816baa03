"""Community cards (issue 38) of h-guest's set: a terrain played onto another terrain of its fleet
(``guest_terrain``) and a Phaser Magnifier lent to a second ship (``share_magnifier``). Each test
plays the printing the decks hold in a real game and checks the change its text causes, with the
case its text refuses (``resources/cards/community-guest.json``; the numbers are pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.points import group_output
from ge_desktop.rulesets.galactic_empires.stats import members, requirements, strength, unit_of
from ge_desktop.rulesets.galactic_empires.systems import firing_weapons, system_lines
from ge_desktop.rulesets.galactic_empires.terms import Zone
from tests.engine.builders import Table, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle

COMET = "T7_-_Scorpead_Comet_of_Lore_NE"
SCIENCE_SHIP = "S4_-_Scorpead_Science_Ship_NE"  # a Scorpead ship with a Phaser Magnifier (1 energy)
HOST = terrain(3, supply=3)
POWER = terrain(9, supply=9, energy=9, ammunition=9, economy=9)
GUNSHIP = ship(9, shields=0, weapons=guns(phasers=2, heavy=9))
OTHER = ship(3, shields=0, weapons=guns(phasers=2))  # no Scorpead ship, no magnifier of its own


def _phasers(table: Table, unit: int) -> int:
    """The damage the unit's Phasers deal as they fire now."""
    return sum(w.damage * w.count for w in firing_weapons(table.state, table.card(unit)) if w.symbol is WeaponSymbol.PHASER)


# --- T7 Comet - Scorpead Comet of Lore: played onto a terrain, apart from its strength ---------


def _comet_in_hand() -> tuple[Table, int, int, int]:
    """p0 with a terrain and a ship in play and the comet in hand, in Play Cards Phase A; p1 with a
    terrain. Returns (table, comet, host, ship)."""
    comet_card = printed(COMET)
    table = Table([comet_card, HOST, OTHER, POWER], [HOST])
    host, unit = table.put(HOST, 0), table.put(OTHER, 0)
    table.put(POWER, 0)
    table.put(HOST, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, table.hand(comet_card, 0), host, unit


def test_scorpead_comet_is_played_only_onto_a_terrain_of_its_fleet() -> None:
    table, comet, host, unit = _comet_in_hand()
    theirs = next(c.id for c in table.state.fleet(1) if c.info.card_id == HOST.id)
    assert table.why(f"play #{comet}") is not None  # never on its own
    assert table.why(f"play #{comet} on #{unit}") is not None  # a ship is no terrain
    assert table.why(f"play #{comet} against #{theirs}") is not None  # an opponent's terrain
    table.act(f"play #{comet} on #{host}")
    settle(table)
    assert table.card(comet).in_play and table.card(comet).parent == host


def _comet_on_host() -> tuple[Table, int, int, int]:
    """The comet on p0's terrain; p1's funded gunship (9 heavy weapons) in his Weapons Fire Phase.
    Returns (table, comet, host, gunship)."""
    comet_card = printed(COMET)
    table = Table([comet_card, HOST, POWER], [GUNSHIP, POWER])
    host = table.put(HOST, 0)
    comet = table.put(comet_card, 0, on=host)
    table.put(POWER, 0)
    gunship = table.put(GUNSHIP, 1)
    table.put(POWER, 1)
    fund(table, gunship, {"ammunition": 9}, seat=1)
    table.to_phase(Phase.WEAPONS_FIRE)
    return table, comet, host, gunship


def test_scorpead_comet_does_not_add_its_strength_to_its_terrain() -> None:
    table, comet, host, _ = _comet_on_host()
    assert strength(table.state, table.card(host)) == 3  # not 3 + 7
    assert [m.id for m in members(table.state, table.card(host))] == [host]
    assert unit_of(table.state, table.card(comet)).id == host  # part of that terrain: no target of its own


def test_scorpead_comet_research_joins_its_terrains_output() -> None:
    table, _, host, _ = _comet_on_host()
    assert group_output(table.state, table.card(host)) == {PointType.SUPPLY: 3, PointType.RESEARCH: 4}


def test_scorpead_comet_is_discarded_when_its_terrain_is_destroyed_by_the_terrains_own_strength_in_damage() -> None:
    table, comet, host, gunship = _comet_on_host()
    table.volley(f"#{host}", f"#{gunship} heavy 3")  # 3 heavy damage: the terrain's own strength
    assert table.card(host).zone is Zone.DISCARD
    assert table.card(comet).zone is Zone.DISCARD


def test_scorpead_comet_stays_while_its_terrain_survives() -> None:
    table, comet, host, gunship = _comet_on_host()
    table.volley(f"#{host}", f"#{gunship} heavy 2")
    assert table.card(host).in_play and table.card(comet).in_play and table.card(comet).parent == host


# --- its second rule: one Scorpead ship's Phaser Magnifier applied to one other ship too ------


def _magnifier_scene() -> tuple[Table, int, int, int]:
    """p0: the comet on a terrain, a Scorpead Science Ship with 1 energy in its Phaser Magnifier and
    another (non-Scorpead) ship, both funded, in Play Cards Phase A. Returns (table, comet, lender, other)."""
    comet_card, science = printed(COMET), printed(SCIENCE_SHIP)
    table = Table([comet_card, science, OTHER, POWER], [POWER])
    power = table.put(POWER, 0)
    comet = table.put(comet_card, 0, on=power)
    lender, other = table.put(science, 0), table.put(OTHER, 0)
    table.put(POWER, 1)
    fund(table, lender, {"energy": 1})
    for point, need in table.card(other).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{other}")
    table.to_phase(Phase.PLAY_A)
    return table, comet, lender, other


def test_scorpead_ship_applies_its_phaser_magnifier_to_one_other_ship_at_no_cost() -> None:
    table, comet, lender, other = _magnifier_scene()
    assert _phasers(table, other) == 2  # its own 2 Phasers, no magnifier
    lender_phasers = _phasers(table, lender)
    table.act(f"use #{comet} 1 at #{lender}")
    settle(table)
    table.act(f"choose #{other}")
    settle(table)
    assert _phasers(table, other) == 4  # 1 energy in the lender's magnifier: each Phaser x2
    assert f"Phaser Magnifier of #{lender} lent this turn (Phasers x2)" in system_lines(table.state, table.card(other))  # on the table
    assert _phasers(table, lender) == lender_phasers  # the lender keeps its own magnification
    assert table.card(other).received.get(PointType.ENERGY, 0) == table.card(other).info.requires.get(PointType.ENERGY, 0)  # nothing paid


def test_only_a_scorpead_ship_with_a_magnifier_lends_it() -> None:
    table, comet, _, other = _magnifier_scene()
    assert table.why(f"use #{comet} 1 at #{other}") is not None  # not a Scorpead ship


def test_the_lent_magnifier_lasts_the_turn() -> None:
    table, comet, lender, other = _magnifier_scene()
    table.act(f"use #{comet} 1 at #{lender}")
    settle(table)
    table.act(f"choose #{other}")
    settle(table)
    table.fresh_turn(0)
    assert _phasers(table, other) == 2
    assert table.why(f"use #{comet} 1 at #{lender}") is not None  # Allocation Phase: no card action


# --- T1 Nagiridni Pirate Outpost: combining guest, pirate discount, cheap ships -----------------

OUTPOST = "T1_-_Nagiridni_Pirate_Outpost_Pro6"
SCOUT = "S2_-_Nagiridni_Pirate_Scout_NE"  # a pirate ship printed with 1 economy and nothing else
TUG = "S4_-_Nagiridni_Pirate_Salvage_Tug_Pro6"  # a pirate ship printed with 1 economy + 1 supply + 1 energy
PLAIN_CHEAP = ship(2, requirements={"economy": 1})  # 1 economy, but no pirate ship


def _outpost_table(*extra) -> tuple[Table, int, int]:
    """p0: the outpost on a terrain; p1 a terrain. Returns (table, outpost, host)."""
    outpost_card = printed(OUTPOST)
    table = Table([outpost_card, POWER, *extra], [POWER, HOST, HOST, HOST])
    host = table.put(POWER, 0)
    outpost = table.put(outpost_card, 0, on=host)
    table.put(POWER, 1)
    return table, outpost, host


def test_pirate_outpost_is_played_onto_a_terrain_and_combines_with_it() -> None:
    outpost_card = printed(OUTPOST)
    table = Table([outpost_card, POWER, OTHER], [POWER])
    host, unit = table.put(POWER, 0), table.put(OTHER, 0)
    table.put(POWER, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    outpost = table.hand(outpost_card, 0)
    assert table.why(f"play #{outpost}") is not None
    assert table.why(f"play #{outpost} on #{unit}") is not None
    table.act(f"play #{outpost} on #{host}")
    settle(table)
    assert table.card(outpost).parent == host
    assert strength(table.state, table.card(host)) == 9 + 1  # one terrain: strengths added
    assert [m.id for m in members(table.state, table.card(host))] == [host, outpost]


def test_pirate_outpost_lowers_its_fleets_pirate_ships_economy_by_one() -> None:
    tug_card = printed(TUG)
    table, _, _ = _outpost_table(tug_card, PLAIN_CHEAP)
    tug, plain = table.put(tug_card, 0), table.put(PLAIN_CHEAP, 0)
    assert requirements(table.state, table.card(tug)) == {PointType.SUPPLY: 1, PointType.ENERGY: 1}  # economy 1 - 1
    assert requirements(table.state, table.card(plain)) == {PointType.ECONOMY: 1}  # no pirate ship


def test_pirate_outpost_ships_printed_with_one_economy_enter_play_engaged() -> None:
    scout_card, tug_card = printed(SCOUT), printed(TUG)
    table, _, _ = _outpost_table(scout_card, tug_card, PLAIN_CHEAP)
    for _ in range(2):  # past the turn 2 restrictions: several ships may be played
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    scout, tug, plain = table.hand(scout_card, 0), table.hand(tug_card, 0), table.hand(PLAIN_CHEAP, 0)
    for played in (scout, tug, plain):
        table.act(f"play #{played}")
        settle(table)
    assert table.card(scout).engaged and table.card(plain).engaged  # exactly 1 economy printed, pirate or not
    assert not table.card(tug).engaged  # 1 economy + supply + energy: not such a ship


def test_without_the_outpost_a_ship_printed_with_one_economy_enters_disengaged() -> None:
    table = Table([PLAIN_CHEAP, POWER], [POWER])
    table.put(POWER, 0)
    table.put(POWER, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    plain = table.hand(PLAIN_CHEAP, 0)
    table.act(f"play #{plain}")
    settle(table)
    assert not table.card(plain).engaged


def _opponent_plays(table: Table) -> None:
    """p1 plays a terrain from his hand: a stack item p0 may react to."""
    table.act(f"play #{table.hand(HOST, 1)}")


def test_pirate_outpost_returns_one_such_ship_to_the_hand_as_a_reaction_once_each_player_turn() -> None:
    scout_card = printed(SCOUT)
    table, outpost, _ = _outpost_table(scout_card, PLAIN_CHEAP)
    scout, plain = table.put(scout_card, 0), table.put(PLAIN_CHEAP, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    _opponent_plays(table)
    assert table.state.window is not None
    table.act(f"use #{outpost} 1")
    settle(table)
    table.act(f"choose #{scout}")
    assert table.card(scout).zone is Zone.HAND
    settle(table)
    _opponent_plays(table)
    assert table.why(f"use #{outpost} 1") is not None  # once this player turn
    settle(table)
    table.fresh_turn(1)  # p0's turn, then p1's again
    table.to_phase(Phase.PLAY_A)
    _opponent_plays(table)
    table.act(f"use #{outpost} 1")  # a later player turn: again
    settle(table)
    table.act(f"choose #{plain}")
    assert table.card(plain).zone is Zone.HAND
