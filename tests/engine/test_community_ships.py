"""Community ships (issue 38, h-ships): each test plays the printing the decks hold and checks
the change its text causes, with a case the rules must refuse (``resources/cards/community-ships.json``;
the numbers are pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import Deck
from ge_desktop.cards.model import Card, PointType, WeaponSymbol
from ge_desktop.cards.stocking import check_deck
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.krebiz import RULE as KREBIZ
from ge_desktop.rulesets.galactic_empires.stats import shields, strength, unit_of, weapon_count
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle

DREADNOUGHT_CAPSULE = "S3_-_Krebiz_Dreadnought_Capsule_PE"
KRAKEN = "S6_-_Krebiz_Kraken_Dreadnought_PE"


def _basic(image: str) -> Card:
    found = default_catalog().printing(image)
    assert found is not None
    return found


def _krebiz_table(*mine: Card) -> Table:
    rock = terrain(6, supply=4, energy=4)
    table = Table([*mine, rock], [])
    table.put(rock, 0)
    return table


def _phase_a(table: Table) -> None:
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)


# --- v2.1 KREBIZ CAPITALIST ALLIANCE: the Dreadnought Capsule and the Kraken Dreadnought -----


def test_krebiz_dreadnought_capsule_mounts_on_a_kraken_as_one_ship_of_summed_numbers() -> None:
    capsule_card, kraken_card = printed(DREADNOUGHT_CAPSULE), printed(KRAKEN)
    table = _krebiz_table(kraken_card, capsule_card)
    kraken = table.put(kraken_card, 0)
    _phase_a(table)
    capsule = table.hand(capsule_card, 0)
    table.act(f"play #{capsule} on #{kraken}")
    unit = unit_of(table.state, table.card(capsule))
    assert unit.id == kraken
    assert strength(table.state, unit) == 9  # S6 + S3
    assert shields(table.state, unit) == 7  # the kraken has none, the capsule 7
    assert weapon_count(table.state, unit, WeaponSymbol.PHASER) == 6
    assert weapon_count(table.state, unit, WeaponSymbol.HEAVY) == 5


def test_krebiz_dreadnought_capsule_mounts_only_on_a_kraken_claw_or_mandible() -> None:
    capsule_card, pincer_card, claw_card = printed(DREADNOUGHT_CAPSULE), _basic("S3_-_Krebiz_Pincer_Destroyer_PE"), _basic("S5_-_Krebiz_Claw_Heavy_Cruiser_PE")
    table = _krebiz_table(pincer_card, claw_card, capsule_card)
    pincer, claw = table.put(pincer_card, 0), table.put(claw_card, 0)
    _phase_a(table)
    capsule = table.hand(capsule_card, 0)
    assert table.why(f"play #{capsule} on #{pincer}").rule == KREBIZ  # a pincer carries light or medium capsules
    assert table.legal(f"play #{capsule} on #{claw}")


def test_krebiz_kraken_dreadnought_carries_heavy_capsules_not_light_ones() -> None:
    kraken_card, heavy_card, light_card = printed(KRAKEN), _basic("S2_-_Krebiz_Heavy_Capsule_PE"), _basic("S1_-_Krebiz_Light_Capsule_PE")
    table = _krebiz_table(kraken_card, heavy_card, light_card)
    kraken = table.put(kraken_card, 0)
    _phase_a(table)
    heavy, light = table.hand(heavy_card, 0), table.hand(light_card, 0)
    assert table.why(f"play #{light} on #{kraken}").rule == KREBIZ
    table.act(f"play #{heavy} on #{kraken}")
    assert strength(table.state, table.card(kraken)) == 8  # S6 + S2: one ship


# --- free_first_crew: the troop ships' first crew of a turn costs no Card Play ----------------

TROOP_SHIP = "S2_-_Troop_Ship_AF"
SCORPEAD_TROOP_SHIP = "S3_-_Scorpead_Troop_Ship_AT"


def _troop_table(image: str, crews: int = 3, opponent: tuple[Card, ...] = (), mine: tuple[Card, ...] = ()) -> tuple[Table, int, int, list[int]]:
    """Seat 0: the troop ship (engaged, its supply allocated) and another ship in play,
    ``crews`` crew cards in hand, in its Card Play Phase A of turn 3."""
    troop_card, other_card, rock = printed(image), ship(4, shields=0), terrain(6, economy=2, supply=4, energy=4)
    crew_cards = [card("C", 1, f"Troop Ship Marine {n}") for n in range(crews)]
    table = Table([troop_card, other_card, rock, *crew_cards, *mine], list(opponent))
    table.put(rock, 0)
    troop, other = table.put(troop_card, 0), table.put(other_card, 0)
    table.fresh_turn(0)
    fund(table, troop)
    table.to_phase(Phase.PLAY_A)
    return table, troop, other, [table.hand(crew, 0) for crew in crew_cards]


def test_troop_ship_the_first_crew_played_onto_it_each_turn_costs_no_card_play() -> None:
    table, troop, other, (first, second, third) = _troop_table(TROOP_SHIP)
    table.act(f"play #{first} on #{troop}")
    assert table.player(0).plays_used == 0  # free
    table.act(f"play #{second} on #{troop}")
    assert table.player(0).plays_used == 1  # only the first crew of the turn is free
    table.act(f"play #{third} on #{other}")
    assert table.player(0).plays_used == 2  # a crew onto another ship costs its Card Play
    assert table.card(first).parent == troop


def test_troop_ship_takes_its_free_crew_when_the_three_card_plays_are_spent() -> None:
    table, troop, other, (first, second, _) = _troop_table(SCORPEAD_TROOP_SHIP)
    table.player(0).plays_used = 3
    limit = table.why(f"play #{first} on #{other}")
    assert limit is not None and "Card Plays" in limit.message  # no free place on another ship
    assert table.legal(f"play #{first} on #{troop}")
    table.act(f"play #{first} on #{troop}")
    assert table.player(0).plays_used == 3 and table.card(first).parent == troop
    assert table.why(f"play #{second} on #{troop}") is not None  # its free crew of this turn is used


def test_troop_ship_free_crew_comes_back_each_turn() -> None:
    table, troop, _, (first, second, _) = _troop_table(TROOP_SHIP)
    table.act(f"play #{first} on #{troop}")
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.player(0).plays_used = 3
    table.act(f"play #{second} on #{troop}")
    assert table.card(second).parent == troop and table.player(0).plays_used == 3


def test_troop_ship_free_crew_yields_to_a_cap_with_no_exception() -> None:
    bureaucracy = printed("O3_-_Bureaucracy_PE")
    table, troop, _, (first, _, _) = _troop_table(TROOP_SHIP, opponent=(bureaucracy,))
    table.put(bureaucracy, 1)
    table.player(0).plays_used = 2  # Bureaucracy: at most 2 Card Plays, "no exception"
    assert table.why(f"play #{first} on #{troop}") is not None


# --- transport with carrier "ship" and both_ways: a troop ship carries crew to or from itself --


def test_troop_ship_carries_one_crew_from_itself_to_another_location() -> None:
    table, troop, other, (first, second, _) = _troop_table(TROOP_SHIP)
    table.act(f"play #{first} on #{troop}")
    table.act(f"play #{second} on #{troop}")
    table.act(f"use #{troop} 1 at #{other}")
    table.act(f"choose #{first}")
    assert table.state.choice is None  # 1 crew is its load
    assert [table.card(c).parent for c in (first, second)] == [other, troop]
    assert table.card(troop).parent is None  # the ship stays where it is


def test_troop_ship_carries_one_crew_from_another_location_onto_itself() -> None:
    table, troop, other, (first, second, _) = _troop_table(SCORPEAD_TROOP_SHIP)
    table.act(f"play #{first} on #{other}")
    table.act(f"play #{second} on #{other}")
    table.act(f"use #{troop} 1 at #{other}")
    assert set(table.state.choice.cards) == {first, second}  # crew of its fleet there may come aboard
    table.act(f"choose #{second}")
    assert table.state.choice is None
    assert [table.card(c).parent for c in (first, second)] == [other, troop]
    assert table.why(f"use #{troop} 1 at #{other}") is not None  # once a turn


def test_troop_ship_carries_a_crew_from_itself_on_a_there_and_back_mission() -> None:
    party = _basic("C1_-_Boarding_Party_PE")
    enemy_card = ship(5, shields=2)
    table, troop, other, _ = _troop_table(TROOP_SHIP, crews=0, opponent=(enemy_card,), mine=(party, party))
    enemy = table.put(enemy_card, 1)
    aboard, elsewhere = table.put(party, 0, on=troop), table.put(party, 0, on=other)
    assert table.why(f"use #{elsewhere} 1 at #{enemy}") is not None  # it sets out only from the troop ship
    table.act(f"use #{aboard} 1 at #{enemy}")  # its text prints no Shields limit
    assert table.die(enemy, "structure") == 1  # the boarding party's raid landed
    assert table.card(troop).parent is None


BOARDING_CRUISER = "S6_-_Nagiridni_Pirate_Boarding_Cruiser_Pro6"


def test_boarding_cruiser_takes_its_first_crew_free_and_carries_two() -> None:
    table, cruiser, other, (first, second, third) = _troop_table(BOARDING_CRUISER)
    for crew in (first, second, third):
        table.act(f"play #{crew} on #{cruiser}")
    assert table.player(0).plays_used == 2  # the first of the three was free
    table.act(f"use #{cruiser} 1 at #{other}")
    table.act(f"choose #{first}")
    table.act(f"choose #{second}")
    assert table.state.choice is None  # up to 2 crew
    assert [table.card(c).parent for c in (first, second, third)] == [other, other, cruiser]


def test_boarding_cruiser_sends_two_crew_on_one_there_and_back_mission() -> None:
    party = _basic("C1_-_Boarding_Party_PE")
    enemy_card = ship(9, shields=0)
    table, cruiser, _, _ = _troop_table(BOARDING_CRUISER, crews=0, opponent=(enemy_card,), mine=(party, party, party))
    enemy = table.put(enemy_card, 1)
    raiders = [table.put(party, 0, on=cruiser) for _ in range(3)]
    for raider in raiders[:2]:
        table.act(f"use #{raider} 1 at #{enemy}")
        settle(table)
    assert table.die(enemy, "structure") == 2  # two raids landed
    assert table.why(f"use #{raiders[2]} 1 at #{enemy}") is not None  # a third crew has no carrier left


# --- emergency_separation: v2.1 KREBIZ CAPITALIST ALLIANCE, Emergency Capsule Separation -------

EMERGENCY = "O6_-_Emergency_Capsule_Separation_2-2_PE"


def _volley_at_combination(phasers: int) -> tuple[Table, int, int, int, int]:
    """p0: a Claw Heavy Cruiser (S5) with a Heavy Capsule (S2, 4 Shields) joined and a crew on
    board, Emergency Capsule Separation in hand; p1 fires ``phasers`` Phasers at it, the volley
    waiting for answers. Returns (table, cruiser, capsule, crew, the card in hand)."""
    claw, heavy, emergency = _basic("S5_-_Krebiz_Claw_Heavy_Cruiser_PE"), _basic("S2_-_Krebiz_Heavy_Capsule_PE"), printed(EMERGENCY)
    crew_card, gunner = card("C", 1, "Emergency Crew"), ship(9, shields=0, weapons=guns(phasers=12))
    table = Table([claw, heavy, crew_card, emergency], [gunner])
    cruiser = table.put(claw, 0)
    capsule = table.put(heavy, 0, on=cruiser)
    crew = table.put(crew_card, 0, on=cruiser)
    gun = table.put(gunner, 1)
    played = table.hand(emergency, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{cruiser}")
    table.act(f"fire #{gun} phaser {phasers}")
    table.act("done")
    return table, cruiser, capsule, crew, played


def test_emergency_capsule_separation_saves_the_capsule_with_one_strength_and_no_shields() -> None:
    table, cruiser, capsule, crew, played = _volley_at_combination(12)  # S5 + S2 and 4 Shields: 11 destroy it
    table.act(f"play #{played} on #{cruiser}")
    settle(table)
    assert table.card(cruiser).zone is Zone.DISCARD  # the cruiser takes the volley alone
    saved = table.card(capsule)
    assert saved.in_play and saved.parent is None
    assert strength(table.state, saved) - table.die(capsule, "structure") == 1  # 1 strength point left
    assert shields(table.state, saved) - table.die(capsule, "shield") == 0  # and no Shields
    assert table.card(crew).parent == capsule and table.card(crew).in_play  # the crew survives with it
    assert table.card(played).zone is Zone.DISCARD


def test_emergency_capsule_separation_only_when_the_combination_is_about_to_be_destroyed() -> None:
    table, cruiser, _, _, played = _volley_at_combination(6)  # 6 damage: the S7 with 4 Shields survives
    assert table.why(f"play #{played} on #{cruiser}") is not None


# --- the Troop Freighter: a card modifier on its terrain, and three crew carried -------------------

TROOP_FREIGHTER = "S5_-_Troop_Freighter_Per"


def test_troop_freighter_on_a_terrain_raises_its_economy_by_three_while_it_operates() -> None:
    freighter = printed(TROOP_FREIGHTER)
    rock, other_rock = terrain(3, supply=2, energy=2, economy=1), terrain(3, supply=2, energy=2, economy=1)
    table = Table([rock, other_rock, freighter, freighter], [])
    ground = table.put(rock, 0)
    table.put(other_rock, 0)
    on_terrain = table.put(freighter, 0, on=ground)
    table.fresh_turn(0)
    before = table.player(0).generated.get(PointType.ECONOMY, 0)
    for point in ("supply", "energy"):
        table.act(f"allocate {point} #{on_terrain}")
    assert table.player(0).generated.get(PointType.ECONOMY, 0) == before  # not yet funded
    table.act(f"allocate energy #{on_terrain}")
    assert table.player(0).generated.get(PointType.ECONOMY, 0) - before == 3  # once it operates


def test_troop_freighter_on_its_own_raises_no_terrain() -> None:
    freighter = printed(TROOP_FREIGHTER)
    rock = terrain(3, supply=2, energy=2, economy=1)
    table = Table([rock, freighter], [])
    table.put(rock, 0)
    alone = table.put(freighter, 0)
    table.fresh_turn(0)
    before = table.player(0).generated.get(PointType.ECONOMY, 0)
    for point in ("supply", "energy", "energy"):  # its requirements: 1 supply, 2 energy
        table.act(f"allocate {point} #{alone}")
    assert table.player(0).generated.get(PointType.ECONOMY, 0) == before


def test_troop_freighter_carries_up_to_three_crew() -> None:
    troopers = tuple(card("C", 1, f"Freighter Trooper {n}") for n in range(4))
    table, freighter, other, _ = _troop_table(TROOP_FREIGHTER, crews=0, mine=troopers)
    crews = [table.put(trooper, 0, on=freighter) for trooper in troopers]
    table.act(f"use #{freighter} 1 at #{other}")
    for crew in crews[:3]:
        table.act(f"choose #{crew}")
    assert table.state.choice is None  # 3 is its load
    assert [table.card(c).parent for c in crews] == [other, other, other, freighter]


# --- reveal_hand with expose, and immunity to occurrences: the Council of Six Tribe Scout -------------

COUNCIL_SCOUT = "S4_-_Scout_Ship_-_Council_of_Six_Tribe_Scout_Pro6"


def _scout_table() -> tuple[Table, int, list[int]]:
    scout_card, rock = printed(COUNCIL_SCOUT), terrain(6, supply=4, energy=4)
    secrets = [card("C", 2, f"Secret Crew {n}") for n in range(3)]
    table = Table([scout_card, rock], secrets)
    table.put(rock, 0)
    scout = table.put(scout_card, 0)
    hand = [table.hand(secret, 1) for secret in secrets]
    table.fresh_turn(0)
    fund(table, scout)
    table.to_phase(Phase.PLAY_A)
    return table, scout, hand


def test_council_scout_looks_at_a_hand_and_shows_one_of_its_cards_to_every_player() -> None:
    table, scout, hand = _scout_table()
    table.act(f"use #{scout} 1")
    whole = table.player(1).hand
    assert set(hand) <= set(whole) and all(0 in table.card(c).known_to for c in whole)  # the whole hand seen by its player
    assert set(table.state.choice.cards) == set(whole)
    table.act(f"choose #{hand[1]}")
    settle(table)
    assert [c for c in whole if table.card(c).revealed] == [hand[1]]  # one card shown to all
    assert table.why(f"use #{scout} 1") is not None  # once a turn


def test_council_scout_no_occurrence_card_may_be_played_to_its_stack() -> None:
    illness = printed("O5_-_Illness_2-2_PE")
    scout_card, crew, rock = printed(COUNCIL_SCOUT), card("C", 3, "Scout Crew"), terrain(6, supply=4, energy=4)
    table = Table([illness], [scout_card, crew, rock])
    table.put(rock, 1)
    scout = table.put(scout_card, 1)
    aboard = table.put(crew, 1, on=scout)
    fund(table, scout, seat=1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(illness, 0)
    assert "occurrence cards have no effect" in table.why(f"play #{played} against #{aboard}").message


# --- deck restrictions held by the stocking rules -----------------------------------------------------


def test_tufor_science_platform_is_stocked_only_in_a_tufor_deck() -> None:
    platform = printed("B5_-_Tufor_Science_Platform_NE")
    majors = {
        empire: [v for v in check_deck(Deck.build("test", empire, [(1, platform)], []), default_catalog()) if v.rule == "USING MAJOR EMPIRE CARDS"]
        for empire in ("Tufor Protectorate", "Argonian First Republic")
    }
    assert majors["Tufor Protectorate"] == []
    assert [v.card_ids for v in majors["Argonian First Republic"]] == [(platform.id,)]


# --- take_control and infest any_strength: the Filarian Overlord ---------------------------------------

OVERLORD = "A9_-_Filarian_Overlord_Pir"


def _overlord_table(research: int = 1) -> tuple[Table, int, int, int, int]:
    """Seat 1's big ship (S10) with two crew of its own aboard and a terrain making ``research``;
    seat 0 holds the Filarian Overlord in its Card Play Phase A. Returns (table, overlord in
    hand, the crew it will take, the other crew, the ship)."""
    overlord = printed(OVERLORD)
    first, second = card("C", 2, "Overlorded Crewman"), card("C", 1, "Loyal Officer")
    hull, lab = ship(10, shields=0), terrain(3, research=research)
    table = Table([overlord], [hull, first, second, lab])
    big = table.put(hull, 1)
    taken, loyal = table.put(first, 1, on=big), table.put(second, 1, on=big)
    table.put(lab, 1)
    played = table.hand(overlord, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, played, taken, loyal, big


def test_filarian_overlord_takes_an_opponents_crew_then_the_ship_stack_it_is_on() -> None:
    table, played, taken, loyal, big = _overlord_table()
    assert table.why(f"play #{played} against #{big}") is not None  # against a crew only
    table.act(f"play #{played} against #{taken}")
    settle(table)
    assert table.card(taken).controller == 0 and table.card(big).controller == 1
    table.act(f"use #{played} 1 at #{big}")  # an S10: no strength limit for the Overlord
    settle(table)
    assert table.card(big).controller == 0 and table.card(loyal).controller == 0


def test_filarian_overlord_and_its_crew_go_once_research_equals_their_strength_and_control_returns() -> None:
    for applied, freed in ((10, False), (11, True)):  # crew 2 + Overlord 9
        table, played, taken, loyal, big = _overlord_table(research=applied)
        table.act(f"play #{played} against #{taken}")
        settle(table)
        table.act(f"use #{played} 1 at #{big}")
        settle(table)
        table.fresh_turn(1)
        for _ in range(applied):
            table.act(f"allocate research #{played}")
        assert (table.card(played).zone is Zone.DISCARD and table.card(taken).zone is Zone.DISCARD) is freed
        assert table.card(big).controller == (1 if freed else 0) and table.card(loyal).controller == (1 if freed else 0)


# --- return_fire: the Diplomatic Cruiser fires its Phasers back as a reaction ---------------------------

DIPLOMATIC = "S7_-_Diplomatic_Cruiser_-_Council_of_Six_Tribe_Cruiser_Pro6"


def _fired_at_diplomat(at_the_cruiser: bool = True, funded: bool = True) -> tuple[Table, int, int]:
    """Seat 0's Diplomatic Cruiser (its requirements allocated or not) and another ship; seat 1's
    gunner fires 3 Phasers at the cruiser (or at the other ship), the volley open to reactions.
    Returns (table, cruiser, gunner)."""
    diplomat, other_card, rock = printed(DIPLOMATIC), ship(3, shields=0), terrain(6, supply=4, energy=4)
    gunner_card = ship(9, shields=0, weapons=guns(phasers=3))
    table = Table([diplomat, other_card, rock], [gunner_card])
    table.put(rock, 0)
    cruiser, other = table.put(diplomat, 0), table.put(other_card, 0)
    gunner = table.put(gunner_card, 1)
    table.fresh_turn(0)
    if funded:
        for point in ("supply", "supply", "supply", "energy"):
            table.act(f"allocate {point} #{cruiser}")
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{cruiser if at_the_cruiser else other}")
    table.act(f"fire #{gunner} phaser 3")
    table.act("done")
    return table, cruiser, gunner


def test_diplomatic_cruiser_fires_its_phasers_back_at_a_unit_firing_at_it() -> None:
    table, cruiser, gunner = _fired_at_diplomat()
    table.act(f"use #{cruiser} 1")
    settle(table)
    assert table.die(gunner, "structure") == 6  # its 6 Phasers, 1 damage each
    assert table.die(cruiser, "shield") == 3  # the volley still lands


def test_diplomatic_cruiser_fires_back_only_at_a_volley_aimed_at_it_and_only_engaged() -> None:
    table, cruiser, _ = _fired_at_diplomat(at_the_cruiser=False)
    assert table.why(f"use #{cruiser} 1") is not None  # the volley is at another ship
    table, cruiser, _ = _fired_at_diplomat(funded=False)
    assert not table.card(cruiser).engaged and table.why(f"use #{cruiser} 1") is not None


# --- transport or_fire: "may do one of the following each turn" (the Fighter, the Shuttlecraft) ---------

FIGHTER = "E5_-_Fighter_PE"


def _fighter_scene(image: str = FIGHTER) -> tuple[Table, int, int, int, int]:
    """Seat 0's ship (2 Phasers of its own, no heavy weapon) with the fighter (or shuttle) and a
    crew on it, another ship of seat 0, seat 1's target; seat 0's Card Play Phase A with the
    ship's ammunition allocated. Returns (table, ship, fighter, crew, other ship)."""
    carrier_card, home, friend = printed(image), ship(5, shields=0, weapons=guns(phasers=2)), ship(3, shields=0)
    crew_card, rock, target_card = card("C", 1, "Fighter Passenger"), terrain(6, supply=4, energy=4, ammunition=4), ship(9, shields=0)
    table = Table([home, friend, carrier_card, crew_card, rock], [target_card])
    table.put(rock, 0)
    unit, other = table.put(home, 0), table.put(friend, 0)
    fighter = table.put(carrier_card, 0, on=unit)
    crew = table.put(crew_card, 0, on=unit)
    table.put(target_card, 1)
    table.fresh_turn(0)
    if weapon_count(table.state, table.card(unit), WeaponSymbol.HEAVY):
        table.act(f"allocate ammunition #{unit}")
    table.to_phase(Phase.PLAY_A)
    return table, unit, fighter, crew, other


def _enemy(table: Table) -> int:
    return next(c.id for c in table.state.cards if c.in_play and c.controller == 1 and c.info.kind.value == "S")


def test_fighter_that_carried_crew_does_not_fire_its_weapons_that_turn() -> None:
    table, unit, fighter, crew, other = _fighter_scene()
    assert weapon_count(table.state, table.card(unit), WeaponSymbol.PHASER) == 3  # the ship's 2 and the fighter's
    assert weapon_count(table.state, table.card(unit), WeaponSymbol.HEAVY) == 1
    table.act(f"use #{fighter} 1 at #{other}")
    table.act(f"choose #{crew}")
    assert table.card(fighter).parent == other and table.card(crew).parent == other  # a fighter goes along
    assert weapon_count(table.state, table.card(other), WeaponSymbol.PHASER) == 0  # it carried: its weapons stay silent
    assert weapon_count(table.state, table.card(other), WeaponSymbol.HEAVY) == 0


def test_fighter_that_fired_its_weapons_does_not_carry_crew_that_turn() -> None:
    table, unit, fighter, crew, other = _fighter_scene()
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{_enemy(table)}", f"#{unit} phaser 2")  # the ship's own Phasers only
    table.to_phase(Phase.PLAY_B)
    assert table.why(f"use #{fighter} 1 at #{other}") is None  # its weapons have not fired
    table, unit, fighter, crew, other = _fighter_scene()
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{_enemy(table)}", f"#{unit} heavy 1")  # the ship has no heavy weapon: the fighter's fired
    table.to_phase(Phase.PLAY_B)
    assert "not both" in table.why(f"use #{fighter} 1 at #{other}").message


def test_shuttlecraft_that_spent_its_phaser_does_not_carry_crew_that_turn() -> None:
    table, unit, shuttle, crew, other = _fighter_scene("E3_-_Shuttlecraft_Left_PE")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{_enemy(table)}", f"#{unit} phaser 3")  # 2 of the ship, the shuttle's single-use one
    table.to_phase(Phase.PLAY_B)
    assert table.why(f"use #{shuttle} 1 at #{other}") is not None
    assert table.card(crew).parent == unit
