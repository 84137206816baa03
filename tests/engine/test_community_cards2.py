"""The community decks' printed occurrences, lucky cards, monsters, terrain and abilities (issue
38, second batch): each test plays the printing the decks hold and checks the change its text
causes, with a case the rules must refuse (``resources/cards/community-cards2.json``; the
numbers are pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

import pytest

from ge_desktop.cards.model import Card, PointType, WeaponSymbol
from ge_desktop.rulesets.galactic_empires import Phase, Zone, errors, stats
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import printed, settle

CREW = card("C", 3, "Test Crew")
HOME = ship(5, shields=0)


def _ready(table: Table, played: Card, seat: int = 0) -> int:
    """Seat ``seat`` in its Play Cards A phase (past its first two turns), ``played`` in hand."""
    for _ in range(2):
        table.fresh_turn(seat)
    table.to_phase(Phase.PLAY_A)
    return table.hand(played, seat)


def _pool(table: Table, seat: int, point: PointType) -> int:
    return table.player(seat).pool.get(point, 0)


# --- points to use at once ---------------------------------------------------------------------


@pytest.mark.parametrize(("image", "each"), [("L3_-_Pirates_Cache_PE", 1), ("L3_-_Pirates_Cache_UE", 1), ("L6_-_Pirates_Cache_Pir", 2)])
def test_pirates_cache_gives_its_owner_the_points_shown_at_the_top_at_once(image: str, each: int) -> None:
    cache = printed(image)
    table = Table([cache], [])
    played = _ready(table, cache)
    before = {p: _pool(table, 0, p) for p in (PointType.ECONOMY, PointType.SUPPLY, PointType.AMMUNITION, PointType.ENERGY)}
    table.act(f"play #{played}")
    settle(table)
    after = {p: _pool(table, 0, p) for p in before}
    assert {p: after[p] - before[p] for p in before} == {PointType.ECONOMY: each, PointType.SUPPLY: each, PointType.AMMUNITION: each, PointType.ENERGY: 0}
    assert table.card(played).zone is Zone.DISCARD
    table.fresh_turn(0)  # a lucky card in the discard pile produces nothing more
    assert _pool(table, 0, PointType.AMMUNITION) == 0


# --- terrain output: modifiers for a number of turns ------------------------------------------


def test_gold_vein_raises_a_terrains_economy_by_two_for_two_turns_and_goes_only_on_terrain() -> None:
    vein = printed("O2_-_Gold_Vein_2-2_PE")
    planet = terrain(4, economy=1)
    table = Table([vein, planet, HOME], [])
    ground, unit = table.put(planet, 0), table.put(HOME, 0)
    played = _ready(table, vein)
    assert table.why(f"play #{played} on #{unit}") is not None  # terrain only
    table.act(f"play #{played} on #{ground}")
    settle(table)
    economy = []
    for _ in range(3):
        table.fresh_turn(0)
        economy.append(_pool(table, 0, PointType.ECONOMY))
    assert economy == [3, 3, 1], economy
    assert table.card(played).zone is Zone.DISCARD


def test_stupefy_takes_four_research_a_turn_from_a_terrain_for_four_turns() -> None:
    stupefy = printed("O4_-_Stupefy_PoM")
    lab = terrain(6, research=6)
    table = Table([stupefy], [lab, HOME])
    ground, unit = table.put(lab, 1), table.put(HOME, 1)
    played = _ready(table, stupefy)
    assert table.why(f"play #{played} against #{unit}") is not None  # a research-producing terrain
    table.act(f"play #{played} against #{ground}")
    settle(table)
    research = []
    for _ in range(5):
        table.fresh_turn(1)
        research.append(_pool(table, 1, PointType.RESEARCH))
        table.fresh_turn(0)
    assert research == [2, 2, 2, 2, 6], research


# --- crew: distracted, seduced -------------------------------------------------------------------


def test_alien_love_interest_disables_a_crew_of_strength_eight_or_less_until_eight_research() -> None:
    love = printed("O8_-_Alien_Love_Interest_PE")
    strong, lab = card("C", 9, "Test Admiral"), terrain(8, research=8)
    table = Table([love], [HOME, CREW, strong, lab])
    home = table.put(HOME, 1)
    patient, admiral = table.put(CREW, 1, on=home), table.put(strong, 1, on=home)
    table.put(lab, 1)
    played = _ready(table, love)
    assert table.why(f"play #{played} against #{admiral}") is not None  # strength 9: too strong
    table.act(f"play #{played} against #{patient}")
    settle(table)
    assert stats.functions_suspended(table.state, table.card(patient))
    table.fresh_turn(1)
    for _ in range(7):
        table.act(f"allocate research #{played}")
    assert table.card(played).in_play
    table.act(f"allocate research #{played}")
    assert not table.card(played).in_play and not stats.functions_suspended(table.state, table.card(patient))


def test_seductress_discards_one_crew_of_strength_six_or_less() -> None:
    seductress = printed("M6_-_Seductress_PE")
    strong = card("C", 7, "Test Commodore")
    table = Table([seductress], [HOME, CREW, strong])
    home = table.put(HOME, 1)
    weak, commodore = table.put(CREW, 1, on=home), table.put(strong, 1, on=home)
    played = _ready(table, seductress)
    assert table.why(f"play #{played} against #{commodore}") is not None
    table.act(f"play #{played} against #{weak}")
    settle(table)
    assert table.card(weak).zone is Zone.DISCARD and table.card(commodore).in_play
    assert table.card(played).zone is Zone.DISCARD


# --- monsters ----------------------------------------------------------------------------------


def _gunship_fires_at(table: Table, gun: int, target: int, heavy: int) -> str | None:
    """p1's gunship, its heavy weapons armed, aims at ``target``: why its Phasers may not fire
    there (None: they may), then ``heavy`` heavy weapons fire at it."""
    table.fresh_turn(1)
    for _ in range(heavy):
        table.act(f"allocate ammunition #{gun}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    problem = table.why(f"fire #{gun} phaser 1")
    table.act(f"fire #{gun} heavy {heavy}")
    table.act("done")
    settle(table)
    return None if problem is None else problem.message


GUNSHIP = ship(6, shields=0, weapons=guns(phasers=3, heavy=5))
AMMO = terrain(5, ammunition=5)


def test_astromorph_deals_five_damage_a_turn_and_only_heavy_weapons_destroy_it() -> None:
    morph = printed("M5_-_Astromorph_PE")
    victim, rock = ship(9, shields=0), terrain(3)
    table = Table([morph], [victim, GUNSHIP, AMMO, rock])
    unit, gun = table.put(victim, 1), table.put(GUNSHIP, 1)
    table.put(AMMO, 1)
    played = _ready(table, morph)
    assert table.why(f"play #{played} against #{table.put(rock, 1)}") is not None  # a ship only
    table.act(f"play #{played} against #{unit}")
    settle(table)
    table.fresh_turn(0)
    settle(table)
    assert table.die(unit, "structure") == 5 and table.card(played).in_play
    problem = _gunship_fires_at(table, gun, played, 5)
    assert problem is not None and "heavy" in problem  # Phasers cannot hurt it
    assert table.card(played).zone is Zone.DISCARD


def test_large_phaser_eel_soaks_up_its_hosts_phasers_and_only_other_weapons_kill_it() -> None:
    eel = printed("M5_-_Large_Phaser_Eel_PE")
    host = ship(6, shields=0, weapons=guns(phasers=3, heavy=1))
    table = Table([eel], [host, GUNSHIP, AMMO])
    unit, gun = table.put(host, 1), table.put(GUNSHIP, 1)
    table.put(AMMO, 1)
    played = _ready(table, eel)
    table.act(f"play #{played} against #{unit}")
    settle(table)
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.PHASER) is not None
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.HEAVY) is None
    problem = _gunship_fires_at(table, gun, played, 5)
    assert problem is not None  # Phasers cannot hurt it
    assert table.card(played).zone is Zone.DISCARD
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.PHASER) is None


# --- weapons silenced --------------------------------------------------------------------------


def test_false_distress_call_stops_a_ship_of_strength_four_or_less_firing_for_the_turn() -> None:
    call = printed("O4_-_False_Distress_Call_NE")
    small, big = ship(4, shields=0, weapons=guns(phasers=2)), ship(5, shields=0, weapons=guns(phasers=2))
    table = Table([call], [small, big])
    unit, other = table.put(small, 1), table.put(big, 1)
    played = _ready(table, call)
    assert table.why(f"play #{played} against #{other}") is not None  # strength 5: too strong
    table.act(f"play #{played} against #{unit}")
    settle(table)
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.PHASER) is not None
    table.fresh_turn(1)
    table.fresh_turn(0)
    assert table.card(played).zone is Zone.DISCARD
    assert stats.blocked_by(table.state, table.card(unit), WeaponSymbol.PHASER) is None


@pytest.mark.parametrize("image", ["L2_-_Phaser_Malfunction_UE", "L5_-_Defensive_Override_UE"])
def test_phaser_misfires_the_ship_played_on_deals_no_phaser_damage_in_the_volley(image: str) -> None:
    subject = printed(image)
    mine, gunner = ship(5, shields=0), ship(6, shields=0, weapons=guns(phasers=4, heavy=1))
    table = Table([mine, subject], [gunner])
    unit, gun = table.put(mine, 0), table.put(gunner, 1)
    table.hand(subject, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{gun} phaser 4")
    table.act("done")
    played = table.find(subject, 0, (Zone.HAND,)).id
    assert table.why(f"play #{played} on #{unit}") is not None  # on the firing ship, not the target
    table.act(f"play #{played} against #{gun}")
    settle(table)
    assert table.die(unit, "structure") == 0
    assert stats.blocked_by(table.state, table.card(gun), WeaponSymbol.HEAVY) is None  # Phasers only


# --- hands and fleets --------------------------------------------------------------------------


def test_tarragym_effect_discards_one_card_of_an_opponents_hand() -> None:
    tarragym = printed("O8_-_Tarragym_Effect_UE")
    spare = card("T", 2, "Test Spare Rock")
    table = Table([tarragym], [spare, spare])
    played = _ready(table, tarragym)
    table.hand(spare, 1)
    before = len(table.player(1).hand)
    table.act(f"play #{played}")
    while table.state.window is not None or table.state.choice is not None:
        table.act(table.game.legal_actions()[0].notation() if table.state.choice is not None else "pass")
    assert len(table.player(1).hand) == before - 1
    assert table.card(played).zone is Zone.DISCARD


def test_tarragym_effect_with_two_opponents_discards_the_card_chosen_from_the_opponent_chosen() -> None:
    """With two opponents the player is asked which one, then which card: the card chosen must
    leave that opponent's hand (the choice of card once forgot the opponent and asked again, forever)."""
    tarragym = printed("O8_-_Tarragym_Effect_UE")
    spare = card("T", 2, "Test Spare Rock")
    table = Table([tarragym], [spare, spare], [spare, spare])
    played = _ready(table, tarragym)
    table.hand(spare, 2)
    before = len(table.player(2).hand)
    table.act(f"play #{played}")
    for _ in range(20):
        choice = table.state.choice
        if choice is None and table.state.window is None:
            break
        if choice is None:
            table.act("pass")
        elif choice.players:
            table.act("choose p2")
        else:
            table.act(f"choose #{choice.cards[0]}")
    assert table.state.choice is None and table.state.window is None
    assert len(table.player(2).hand) == before - 1


def test_tactical_retreat_returns_a_friendly_ship_and_its_cards_to_hand_but_not_an_opponents() -> None:
    retreat = printed("O5_-_Tactical_Retreat_2-2_PE")
    theirs = ship(3, shields=0)
    table = Table([retreat, HOME, CREW], [theirs])
    unit = table.put(HOME, 0)
    crew = table.put(CREW, 0, on=unit)
    enemy = table.put(theirs, 1)
    played = _ready(table, retreat)
    assert table.why(f"play #{played} against #{enemy}") is not None  # a friendly ship only
    table.act(f"play #{played} on #{unit}")
    settle(table)
    assert table.card(unit).zone is Zone.HAND and table.card(crew).zone is Zone.HAND


def test_mind_control_beast_takes_a_weaker_opponent_ship_for_one_turn() -> None:
    beast = printed("M6_-_Mind_Control_Beast_PE")
    weak, strong = ship(5, shields=0, requirements={"supply": 2, "energy": 1}), ship(6, shields=0)
    table = Table([beast], [weak, strong])
    unit, other = table.put(weak, 1), table.put(strong, 1)
    played = _ready(table, beast)
    assert table.why(f"play #{played} against #{other}") is not None  # strength 6: not lower
    table.act(f"play #{played} against #{unit}")
    settle(table)
    assert table.card(unit).controller == 0
    assert stats.requirements(table.state, table.card(unit)) == {}  # it needs no points meanwhile
    table.fresh_turn(1)
    table.fresh_turn(0)
    assert table.card(unit).controller == 1 and table.card(played).zone is Zone.DISCARD


# --- damage repaired and dealt (kinds in resolvers/mishaps.py) ----------------------------------


def _damaged(table: Table, unit: int, structure: int, shield: int = 0) -> None:
    from ge_desktop.rulesets.galactic_empires.damage import set_die
    from ge_desktop.rulesets.galactic_empires.terms import DieKind

    set_die(table.card(unit), DieKind.STRUCTURE, structure, [])
    set_die(table.card(unit), DieKind.SHIELD, shield, [])


def test_lucky_shield_repair_repairs_every_shield_of_an_own_ship_and_not_its_structure() -> None:
    repair = printed("L4_-_Lucky_Shield_Repair_2-2_PE")
    mine, theirs = ship(6, shields=4), ship(6, shields=4)
    table = Table([repair, mine], [theirs])
    unit, enemy = table.put(mine, 0), table.put(theirs, 1)
    played = _ready(table, repair)
    _damaged(table, unit, 2, 3)
    assert table.why(f"play #{played} against #{enemy}") is not None  # your own unit
    table.act(f"play #{played} on #{unit}")
    settle(table)
    assert table.die(unit, "shield") == 0 and table.die(unit, "structure") == 2
    assert table.card(played).zone is Zone.DISCARD


def test_emergency_damage_control_repairs_a_unit_up_to_half_its_strength_but_not_its_shields() -> None:
    control = printed("O8_-_Emergency_Damage_Control_PE")
    mine = ship(9, shields=3)
    table = Table([control, mine], [])
    unit = table.put(mine, 0)
    played = _ready(table, control)
    _damaged(table, unit, 8, 3)  # strength 1 left
    table.act(f"play #{played} on #{unit}")
    settle(table)
    assert table.die(unit, "structure") == 5 and table.die(unit, "shield") == 3  # 4 of 9 (half, fractions dropped)
    assert table.card(played).zone is Zone.DISCARD


def test_emergency_damage_control_leaves_a_unit_at_more_than_half_strength_as_it_is() -> None:
    control = printed("O8_-_Emergency_Damage_Control_PE")
    mine = ship(8, shields=0)
    table = Table([control, mine], [])
    unit = table.put(mine, 0)
    played = _ready(table, control)
    _damaged(table, unit, 2)
    table.act(f"play #{played} on #{unit}")
    settle(table)
    assert table.die(unit, "structure") == 2


@pytest.mark.parametrize("image", ["L2_-_Warp_Engine_Breach_PE", "L2_-_Warp_Engine_Breach_UE"])
def test_warp_engine_breach_deals_half_the_ships_strength_past_its_shields(image: str) -> None:
    breach = printed(image)
    victim, dragon = ship(7, shields=5), card("D", 6, "Test Dragon")
    table = Table([breach], [victim, dragon])
    unit, wyrm = table.put(victim, 1), table.put(dragon, 1)
    played = _ready(table, breach)
    assert table.why(f"play #{played} against #{wyrm}") is not None  # never a dragon
    table.act(f"play #{played} against #{unit}")
    settle(table)
    assert table.die(unit, "structure") == 3 and table.die(unit, "shield") == 0
    assert table.card(played).zone is Zone.DISCARD


# --- the discard pile and the Card Play limit --------------------------------------------------


def test_lost_fleet_takes_the_two_ships_last_discarded_back_into_the_hand() -> None:
    fleet = printed("L9_-_Lost_Fleet_PE")
    first, second, third, rock = ship(3, shields=0), ship(4, shields=0), ship(5, shields=0), terrain(2)
    table = Table([fleet, first, second, third, rock], [])
    played = _ready(table, fleet)
    from ge_desktop.rulesets.galactic_empires.zones import to_pile

    order = [table.find(c, 0).id for c in (first, second, third, rock)]
    for instance in order:  # discarded in this order: the rock last of all
        to_pile(table.state, table.card(instance), Zone.DISCARD, 0, [])
    table.act(f"play #{played}")
    settle(table)
    assert [table.card(i).zone for i in order] == [Zone.DISCARD, Zone.HAND, Zone.HAND, Zone.DISCARD]


def test_accelerated_timeline_frees_the_whole_hand_from_the_card_play_limit_from_turn_three() -> None:
    timeline = printed("L9_-_Accelerated_Timeline_PE")
    rocks = [terrain(2 + i) for i in range(5)]
    table = Table([timeline, *rocks], [])
    table.to_phase(Phase.PLAY_A)
    early = table.hand(timeline, 0)
    assert table.player(0).turns_taken == 1 and table.why(f"play #{early}") is not None  # not in turn 1 or 2
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert table.why(f"play #{early}") is not None
    played = _ready(table, timeline)
    in_hand = [table.hand(r, 0) for r in rocks]
    table.act(f"play #{played}")
    settle(table)
    for rock in in_hand:  # five more plays after the timeline itself: past the limit of three
        table.act(f"play #{rock}")
        settle(table)
    assert all(table.card(r).in_play for r in in_hand)


def test_alien_parasites_keep_a_ship_disengaged_until_three_research_points() -> None:
    parasites = printed("M3_-_Alien_Parasites_PE")
    victim, lab = ship(5, shields=0), terrain(3, research=3)
    table = Table([parasites], [victim, lab])
    unit, ground = table.put(victim, 1), table.put(lab, 1)
    played = _ready(table, parasites)
    assert table.why(f"play #{played} against #{ground}") is not None  # a ship only
    table.act(f"play #{played} against #{unit}")
    settle(table)
    assert not table.card(unit).engaged and stats.held_down(table.state, table.card(unit))
    table.fresh_turn(1)
    for _ in range(3):
        table.act(f"allocate research #{played}")
    assert not table.card(played).in_play and not stats.held_down(table.state, table.card(unit))


# --- a unit about to be destroyed goes back to the hand ----------------------------------------


def _volley_at_mine(subject: Card, mine: Card, phasers: int) -> tuple[Table, int, int]:
    """p1 fires ``phasers`` Phasers at p0's ``mine`` (with a crew on it); ``subject`` is in p0's
    hand, the volley waiting for answers. Returns (table, unit, crew)."""
    gunner = ship(6, shields=0, weapons=guns(phasers=6))
    table = Table([mine, CREW, subject], [gunner])
    unit, gun = table.put(mine, 0), table.put(gunner, 1)
    crew = table.put(CREW, 0, on=unit)
    table.hand(subject, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{gun} phaser {phasers}")
    table.act("done")
    return table, unit, crew


@pytest.mark.parametrize("image", ["O5_-_Tactical_Retreat_2-2_PE", "L8_-_Demigod_Diversion_PE"])
def test_a_ship_about_to_be_destroyed_goes_back_to_the_hand_with_its_cards(image: str) -> None:
    subject = printed(image)
    table, unit, crew = _volley_at_mine(subject, ship(4, shields=0), 6)
    played = table.find(subject, 0, (Zone.HAND,)).id
    table.act(f"play #{played} on #{unit}")
    settle(table)
    assert table.card(unit).zone is Zone.HAND and table.card(crew).zone is Zone.HAND
    assert table.card(played).zone is Zone.DISCARD


def test_demigod_diversion_is_refused_when_the_volley_would_not_destroy_the_ship() -> None:
    subject = printed("L8_-_Demigod_Diversion_PE")
    table, unit, _crew = _volley_at_mine(subject, ship(8, shields=0), 3)
    played = table.find(subject, 0, (Zone.HAND,)).id
    assert table.why(f"play #{played} on #{unit}") is not None


# --- one point type of a terrain stopped --------------------------------------------------------


def test_natural_disaster_stops_a_terrains_economy_for_two_turns_modifiers_included() -> None:
    disaster, vein = printed("O2_-_Natural_Disaster_PE"), printed("O2_-_Gold_Vein_2-2_PE")
    planet = terrain(5, economy=2, supply=3)
    table = Table([disaster], [planet, vein, HOME])
    ground = table.put(planet, 1)
    table.put(vein, 1, on=ground)  # +2 economy from a modifier card
    unit = table.put(HOME, 1)
    played = _ready(table, disaster)
    assert table.why(f"play #{played} against #{unit}") is not None  # a terrain card only
    table.act(f"play #{played} against #{ground}")
    settle(table)
    table.fresh_turn(1)
    assert (_pool(table, 1, PointType.ECONOMY), _pool(table, 1, PointType.SUPPLY)) == (0, 3)


def test_tectonic_burrower_stops_a_terrains_energy_and_damages_it_until_five_research() -> None:
    burrower = printed("M5_-_Tectonic_Burrower_NE")
    planet, lab = terrain(7, energy=3, supply=2), terrain(5, research=5)
    table = Table([burrower], [planet, lab, HOME])
    ground, _lab, unit = table.put(planet, 1), table.put(lab, 1), table.put(HOME, 1)
    played = _ready(table, burrower)
    assert table.why(f"play #{played} against #{unit}") is not None  # a terrain only
    table.act(f"play #{played} against #{ground}")
    settle(table)
    table.fresh_turn(0)
    settle(table)
    assert table.die(ground, "structure") == 2
    table.fresh_turn(1)
    assert (_pool(table, 1, PointType.ENERGY), _pool(table, 1, PointType.SUPPLY)) == (0, 2)
    for _ in range(5):
        table.act(f"allocate research #{played}")
    assert not table.card(played).in_play
    table.fresh_turn(1)
    assert _pool(table, 1, PointType.ENERGY) == 3


# --- an opponent's Card Plays cut ---------------------------------------------------------------


def test_bureaucracy_lets_every_other_player_play_only_two_cards_a_turn_for_two_turns() -> None:
    bureaucracy = printed("O3_-_Bureaucracy_PE")
    rocks = [terrain(2 + i) for i in range(7)]
    table = Table([bureaucracy], rocks)
    played = _ready(table, bureaucracy)
    table.act(f"play #{played}")
    settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    hand = [table.hand(r, 1) for r in rocks[:3]]
    for rock in hand[:2]:
        table.act(f"play #{rock}")
        settle(table)
    problem = table.why(f"play #{hand[2]}")
    assert problem is not None and "at most 2" in problem.message  # the third play is refused
    for _ in range(2):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    assert table.card(played).zone is Zone.DISCARD  # two complete turns: then the normal three
    later = [table.hand(r, 1) for r in rocks[3:6]]
    for rock in later:
        table.act(f"play #{rock}")
        settle(table)
    assert all(table.card(r).in_play for r in later)


def _opponent_plays_a_rock(animation: Card, turns: int) -> tuple[Table, list[int], int]:
    rocks = [terrain(2 + i) for i in range(3)]
    table = Table([animation], rocks)
    for _ in range(turns):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(animation, 0)
    hand = [table.hand(r, 1) for r in rocks]
    table.act(f"play #{hand[0]}")  # p0 may answer this play
    return table, hand, played


@pytest.mark.parametrize("image", ["L9_-_Suspended_Animation_TG", "L9_-_Suspended_Animation_UE"])
def test_suspended_animation_stops_the_opponent_playing_cards_for_the_turn(image: str) -> None:
    animation = printed(image)
    table, hand, played = _opponent_plays_a_rock(animation, 3)
    table.act(f"play #{played}")
    settle(table)
    problem = table.why(f"play #{hand[1]}")
    assert problem is not None and problem.rule == errors.CARD_PLAY_LIMIT  # one play made, none left
    assert table.card(played).zone is Zone.DISCARD


def test_suspended_animation_may_not_answer_a_play_in_the_opponents_second_turn() -> None:
    animation = printed("L9_-_Suspended_Animation_UE")
    table, _hand, played = _opponent_plays_a_rock(animation, 2)
    assert table.why(f"play #{played}") is not None


# --- crew dreaming, cards corrected and sent back -----------------------------------------------


def test_dream_state_disables_an_opponents_crew_until_two_research_points() -> None:
    dream = printed("O2_-_Dream_State_TG")
    lab = terrain(3, research=2)
    table = Table([dream, CREW, HOME], [HOME, CREW, lab])
    mine = table.put(CREW, 0, on=table.put(HOME, 0))
    patient = table.put(CREW, 1, on=table.put(HOME, 1))
    table.put(lab, 1)
    played = _ready(table, dream)
    assert table.why(f"play #{played} on #{mine}") is not None  # an opponent's crew
    table.act(f"play #{played} against #{patient}")
    settle(table)
    assert stats.functions_suspended(table.state, table.card(patient))
    table.fresh_turn(1)
    table.act(f"allocate research #{played}")
    assert table.card(played).in_play
    table.act(f"allocate research #{played}")
    assert not table.card(played).in_play and not stats.functions_suspended(table.state, table.card(patient))


def test_temporal_correction_discards_a_card_lying_against_the_fleet() -> None:
    correction, illness = printed("L7_-_Temporal_Correction_TG"), printed("O5_-_Illness_2-2_PE")
    table = Table([correction, HOME, CREW], [illness, HOME, CREW])
    mine = table.put(CREW, 0, on=table.put(HOME, 0))
    theirs = table.put(CREW, 1, on=table.put(HOME, 1))
    sick = table.put(illness, 1, on=mine)  # an opponent's card against my crew
    played = _ready(table, correction)
    table.act(f"play #{played}")
    while table.state.window is not None:
        table.act("pass")
    assert table.state.choice is not None
    assert sick in table.state.choice.cards and theirs not in table.state.choice.cards  # not a card of the opponent's own fleet
    table.act(f"choose #{sick}")
    settle(table)
    assert table.card(sick).zone is Zone.DISCARD and table.card(theirs).in_play


def test_crinkled_timeline_puts_a_card_back_on_top_of_its_owners_deck_but_not_a_stacks_base() -> None:
    crinkled = printed("O3_-_Crinkled_Timeline_TG")
    table = Table([crinkled], [HOME, CREW])
    unit = table.put(HOME, 1)
    crew = table.put(CREW, 1, on=unit)
    played = _ready(table, crinkled)
    assert table.why(f"play #{played} against #{unit}") is not None  # the base of a stack
    table.act(f"play #{played} against #{crew}")
    settle(table)
    assert table.card(crew).zone is Zone.DECK and table.player(1).deck[-1] == crew  # the top
    assert table.card(played).zone is Zone.DECK and table.player(0).deck[0] == played  # the bottom
