"""The Krebiz combination cards of the community decks (issue 38, h-krebiz3): v2.1 KREBIZ
CAPITALIST ALLIANCE, "it may be played as a cruiser, as a capsule or as the combination itself,
it may even be played with other capsules or cruisers representing the opposite component. If
played from the hand as one component, the other component is considered lost"; separating a
combination needs a proxy for the second part ("Use a capsule or cruiser card from Primary
Edition to represent separated components"). Each test plays the printing Ltd_Krebiz holds in a
real game and checks what the rule changes, with the case it refuses
(``resources/cards/community-krebiz3.json``; numbers pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.cards.card_text import read_combination, write_combination
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import Deck
from ge_desktop.cards.model import Card, PointType, WeaponSymbol
from ge_desktop.cards.stocking import check_deck
from ge_desktop.rulesets.galactic_empires import Phase, Zone, observe
from ge_desktop.rulesets.galactic_empires.actions import PlayCard
from ge_desktop.rulesets.galactic_empires.damage import destroy
from ge_desktop.rulesets.galactic_empires.events import HandCardSeen
from ge_desktop.rulesets.galactic_empires.stats import shields, strength, weapon_count
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle

LIGHT_CARRIER = "S4_-_Krebiz_Light_Carrier_UE"
SCOUT_SHIP = "S5_-_Krebiz_Scout_Ship_UE"
COMMAND_SHIP = "S6_-_Krebiz_Command_Ship_UE"
LIGHT_CARRIER_CAPSULE = "S1_-_Krebiz_Light_Carrier_Capsule_PE"
SCOUT_CAPSULE = "S2_-_Krebiz_Scout_Capsule_PE"
COMMAND_CAPSULE = "S2_-_Krebiz_Command_Capsule_PE"
PINCER = "S3_-_Krebiz_Pincer_Destroyer_PE"
MANDIBLE = "S4_-_Krebiz_Mandible_Light_Cruiser_PE"
POWER = terrain(8, supply=6, energy=6, ammunition=4, economy=2)


def _scene(image: str, *extra: Card, opponent: tuple[Card, ...] = ()) -> tuple[Table, int]:
    """p0 holds the combination card ``image`` (and ``extra`` cards in its deck), a rich terrain in
    play; p0's Play Cards Phase A. Returns (table, the combination card's instance)."""
    combination = printed(image)
    table = Table([combination, POWER, *extra], list(opponent))
    table.put(POWER, 0)
    held = table.hand(combination, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    return table, held


def _play(table: Table, text: str) -> None:
    table.act(text)
    settle(table)


# --- played whole, as its cruiser or as its capsule (the play's choice) ---------------------------


def test_krebiz_combination_played_whole_is_one_ship_of_the_printed_sums() -> None:
    table, held = _scene(LIGHT_CARRIER)
    assert "choose 1" in table.why(f"play #{held}").message  # how it is played is part of the play
    assert {f"play #{held} choose {n}" for n in (1, 2, 3)} <= {a.notation() for a in table.game.legal_actions()}
    _play(table, f"play #{held} choose 1")
    unit = table.card(held)
    assert unit.zone is Zone.PLAY and unit.info.card_id == "s4-krebiz-light-carrier" and unit.whole is None
    assert strength(table.state, unit) == 4 and shields(table.state, unit) == 3
    assert weapon_count(table.state, unit, WeaponSymbol.PHASER) == 2 and weapon_count(table.state, unit, WeaponSymbol.HEAVY) == 2


def test_krebiz_combination_played_as_its_cruiser_alone_loses_the_capsule() -> None:
    table, held = _scene(LIGHT_CARRIER)
    _play(table, f"play #{held} choose 2")
    unit = table.card(held)
    assert unit.info.card_id == "krebiz-pincer-destroyer" and unit.whole is not None  # S3 Pincer Cruiser: the Primary Edition numbers
    assert strength(table.state, unit) == 3 and shields(table.state, unit) == 0
    assert dict(unit.info.requires) == {PointType.SUPPLY: 1, PointType.ENERGY: 1}
    assert not unit.info.rearms_shuttles  # the carrier capsule's text went with the lost capsule
    destroy(table.state, unit, table.events)
    assert unit.zone is Zone.DISCARD and unit.info.card_id == "s4-krebiz-light-carrier"  # the whole card again in the pile


def test_krebiz_combination_played_as_its_capsule_alone_keeps_the_capsule_text() -> None:
    table, held = _scene(LIGHT_CARRIER)
    _play(table, f"play #{held} choose 3")
    unit = table.card(held)
    assert unit.info.card_id == "krebiz-light-carrier-capsule"
    assert strength(table.state, unit) == 1 and shields(table.state, unit) == 3 and unit.info.rearms_shuttles
    assert dict(unit.info.requires) == {PointType.ENERGY: 1}


def test_krebiz_combination_played_as_a_capsule_onto_a_lone_cruiser_makes_one_ship() -> None:
    table, held = _scene(SCOUT_SHIP, printed(PINCER), printed(MANDIBLE))
    pincer, mandible = table.put(printed(PINCER), 0), table.put(printed(MANDIBLE), 0)
    assert table.why(f"play #{held} on #{mandible} choose 3") is not None  # a scout capsule mounts on a pincer or clipper only
    assert table.why(f"play #{held} on #{pincer} choose 2") is not None  # a cruiser does not go onto a cruiser
    assert table.legal(f"play #{held} on #{pincer} choose 3")
    _play(table, f"play #{held} on #{pincer} choose 3")
    capsule = table.card(held)
    assert capsule.parent == pincer and capsule.info.card_id == "krebiz-scout-capsule"
    assert strength(table.state, table.card(pincer)) == 5  # S3 + S2, one ship


def test_krebiz_combination_played_as_a_cruiser_onto_a_lone_capsule_makes_one_ship() -> None:
    table, held = _scene(COMMAND_SHIP, printed(COMMAND_CAPSULE), printed(LIGHT_CARRIER_CAPSULE))
    command, carrier = table.put(printed(COMMAND_CAPSULE), 0), table.put(printed(LIGHT_CARRIER_CAPSULE), 0)
    assert table.why(f"play #{held} on #{carrier} choose 2") is not None  # a light carrier capsule mounts on a pincer or clipper
    _play(table, f"play #{held} on #{command} choose 2")
    cruiser = table.card(held)
    assert cruiser.info.card_id == "krebiz-mandible-light-cruiser" and cruiser.parent is None
    assert table.card(command).parent == held and strength(table.state, cruiser) == 6  # the capsule joins the cruiser: one S6 ship
    assert table.state.players[0].plays_used == 1


# --- separated: the second part is a Primary Edition proxy ----------------------------------------


def test_each_separable_combination_card_has_one_proxy_capsule_out_of_the_game() -> None:
    table, held = _scene(LIGHT_CARRIER)
    proxies = [c for c in table.state.cards if c.proxy_for is not None]
    assert [(p.proxy_for, p.info.card_id, p.zone) for p in proxies] == [(held, "krebiz-light-carrier-capsule", Zone.REMOVED)]
    assert proxies[0].id >= 60  # made after both 30-card decks: every deck card keeps its number


def test_separating_a_combination_makes_its_cruiser_and_a_proxy_capsule_the_damage_spread() -> None:
    table, held = _scene(LIGHT_CARRIER)
    _play(table, f"play #{held} choose 1")
    table.act(f"~die #{held} shield 2")
    table.act(f"~die #{held} structure 2")
    plays = table.state.players[0].plays_used
    _play(table, f"use #{held} 1")
    cruiser = table.card(held)
    proxy = next(c for c in table.state.cards if c.proxy_for == held)
    assert cruiser.info.card_id == "krebiz-pincer-destroyer" and proxy.zone is Zone.PLAY and proxy.parent is None
    assert table.die(held, "structure") == 2 and table.die(held, "shield") == 0  # a Pincer holds no Shield damage: 0 Shields
    assert table.die(proxy.id, "shield") == 2 and table.die(proxy.id, "structure") == 0
    assert table.state.players[0].plays_used == plays + 1  # L1218: one Card Play
    assert "not be joined in a turn when they were separated" in table.why(f"use #{proxy.id} 1 at #{held}").message
    fund(table, held)
    table.to_phase(Phase.PLAY_A, 0)
    _play(table, f"use #{proxy.id} 1 at #{held}")  # next turn the parts join again
    assert proxy.parent == held and strength(table.state, cruiser) == 4


def test_a_combination_too_damaged_to_split_cannot_separate() -> None:
    table, held = _scene(LIGHT_CARRIER)
    _play(table, f"play #{held} choose 1")
    table.act(f"~die #{held} structure 3")  # 3 of 4: the Pincer holds 2, the S1 capsule would be destroyed by the third
    assert "no split may destroy a part" in table.why(f"use #{held} 1").message


def test_a_destroyed_proxy_goes_back_among_the_proxies_not_to_the_discard_pile() -> None:
    table, held = _scene(LIGHT_CARRIER)
    _play(table, f"play #{held} choose 1")
    _play(table, f"use #{held} 1")
    proxy = next(c for c in table.state.cards if c.proxy_for == held)
    destroy(table.state, proxy, table.events)
    assert proxy.zone is Zone.REMOVED and proxy.id in table.state.players[0].removed
    assert proxy.id not in table.state.players[0].discard


def test_a_combination_played_as_one_part_has_no_proxy_to_separate() -> None:
    table, held = _scene(LIGHT_CARRIER)
    _play(table, f"play #{held} choose 2")
    assert table.why(f"use #{held} 1") is not None  # the Pincer alone has no separate function


# --- the cards' own text ---------------------------------------------------------------------------


def test_krebiz_scout_ship_looks_at_a_random_hand_card_instead_of_its_research_point() -> None:
    secret, other = card("T", 2, "Secret Rock"), card("T", 3, "Other Rock")
    table, held = _scene(SCOUT_SHIP, opponent=(secret, other))
    table.hand(secret, 1)
    table.hand(other, 1)
    _play(table, f"play #{held} choose 1")
    fund(table, held)
    assert table.player(0).pool.get(PointType.RESEARCH) == 1
    events = table.act(f"use #{held} 1")  # in the Allocation Phase, instead of the research point
    assert HandCardSeen(1, 0) in events and table.player(0).pool.get(PointType.RESEARCH, 0) == 0
    assert "at most once per turn" in table.why(f"use #{held} 1").message


def test_krebiz_scout_capsule_looks_at_a_random_hand_card_instead_of_its_research_point() -> None:
    capsule, secret = printed(SCOUT_CAPSULE), card("T", 2, "Secret Rock")
    table = Table([POWER, capsule], [secret])
    table.put(POWER, 0)
    unit = table.put(capsule, 0)
    table.hand(secret, 1)
    fund(table, unit)
    assert HandCardSeen(1, 0) in table.act(f"use #{unit} 1")
    assert table.player(0).pool.get(PointType.RESEARCH, 0) == 0


SHUTTLE = default_catalog().printing("E3_-_Shuttlecraft_Left_PE")


def _shuttle_spent(carrier_image: str, choice: int) -> int:
    """p0's ``carrier_image`` played with ``choice`` carries a shuttle that fires; after p0's next
    Engagement Phase: the shuttle's Phasers still spent."""
    assert SHUTTLE is not None
    target = ship(9, shields=0)
    table, held = _scene(carrier_image, SHUTTLE, opponent=(target,))
    _play(table, f"play #{held} choose {choice}")
    shuttle = table.put(SHUTTLE, 0, on=held)
    enemy = table.put(target, 1)
    fund(table, held)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{enemy}", f"#{held} phaser {weapon_count(table.state, table.card(held), WeaponSymbol.PHASER)}")
    assert table.card(shuttle).weapons_spent == 1
    fund(table, held)
    table.to_phase(Phase.WEAPONS_FIRE)
    return table.card(shuttle).weapons_spent


def test_krebiz_light_carrier_rearms_the_shuttles_on_it_each_engagement_phase() -> None:
    assert _shuttle_spent(LIGHT_CARRIER, 1) == 0  # whole: a carrier
    assert _shuttle_spent(LIGHT_CARRIER, 3) == 0  # its Light Carrier Capsule alone: a carrier
    assert _shuttle_spent(LIGHT_CARRIER, 2) == 1  # its Pincer Cruiser alone: no carrier


def test_krebiz_command_ship_and_its_command_capsule_give_a_command_point() -> None:
    table, held = _scene(COMMAND_SHIP)
    before = table.state.players[0].command_total
    _play(table, f"play #{held} choose 1")
    fund(table, held)
    assert table.state.players[0].command_total == before + 1
    assert printed(COMMAND_CAPSULE).generates.get(PointType.COMMAND) == 1


# --- bots choose how to play it ------------------------------------------------------------------


def _bot_choice(output: dict[str, int]) -> int:
    """The standard bot's choice among the plays of a Light Carrier in hand, p0's fleet making ``output``."""
    combination, rock = printed(LIGHT_CARRIER), terrain(8, **output)
    table = Table([combination, rock])
    table.put(rock, 0)
    held = table.hand(combination, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    plays = [a for a in table.game.legal_actions() if isinstance(a, PlayCard) and a.card == held]
    assert {a.choice for a in plays} == {1, 2, 3}
    chosen = make_bot(BotKind.STANDARD, 5, 0).decide(observe(table.state, 0), plays)
    assert isinstance(chosen, PlayCard)
    return chosen.choice


def test_the_standard_bot_plays_a_combination_whole_when_its_fleet_can_fund_it() -> None:
    assert _bot_choice({"supply": 2, "energy": 3}) == 1


def test_the_standard_bot_plays_the_capsule_alone_when_only_the_capsule_can_be_funded() -> None:
    assert _bot_choice({"energy": 1}) == 3  # the whole ship needs supply 1 + energy 2; the capsule energy 1


# --- Emergency Capsule Separation on a whole combination card -------------------------------------

EMERGENCY = "O6_-_Emergency_Capsule_Separation_2-2_PE"


def _volley_at_whole_combination(phasers: int) -> tuple[Table, int, int, int]:
    """p0: a whole Krebiz Command Ship (S6, 4 Shields) with a crew on board, Emergency Capsule
    Separation in hand; p1 fires ``phasers`` Phasers at it, the volley waiting for answers.
    Returns (table, the combination card, the crew, the card in hand)."""
    crew_card, gunner = card("C", 1, "Emergency Crew"), ship(9, shields=0, weapons=guns(phasers=12))
    combination, emergency = printed(COMMAND_SHIP), printed(EMERGENCY)
    table = Table([combination, crew_card, emergency], [gunner])
    unit = table.put(combination, 0)
    crew = table.put(crew_card, 0, on=unit)
    gun = table.put(gunner, 1)
    played = table.hand(emergency, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{gun} phaser {phasers}")
    table.act("done")
    return table, unit, crew, played


def test_emergency_capsule_separation_saves_the_proxy_capsule_of_a_whole_combination_card() -> None:
    table, unit, crew, played = _volley_at_whole_combination(12)  # S6 and 4 Shields: 10 destroy it
    table.act(f"play #{played} on #{unit}")
    settle(table)
    assert table.card(unit).zone is Zone.DISCARD and table.card(unit).info.card_id == "s6-krebiz-command-ship"  # the cruiser fell
    saved = next(c for c in table.state.cards if c.proxy_for == unit)
    assert saved.in_play and saved.parent is None and saved.info.card_id == "krebiz-command-capsule"
    assert strength(table.state, saved) - table.die(saved.id, "structure") == 1  # 1 strength point left
    assert shields(table.state, saved) - table.die(saved.id, "shield") == 0  # and no Shields
    assert table.card(crew).parent == saved.id and table.card(crew).in_play  # the crew survives with it


def test_emergency_capsule_separation_not_for_a_combination_that_survives_the_volley() -> None:
    table, unit, _, played = _volley_at_whole_combination(6)
    assert table.why(f"play #{played} on #{unit}") is not None


# --- P.O.T. Star Cruiser - Peladine Star Cruiser: a deck restriction to one P.O.T. element -------

PELADINE = "S5_-_P.O.T._Peladine_Star_Cruiser_AT"


def _element_rules(empire: str, *cards: tuple[int, Card]) -> list[str]:
    deck = Deck.build("element test", empire, list(cards), [])
    return [v.message for v in check_deck(deck, default_catalog()) if v.rule.startswith("P.O.T.")]


def test_peladine_star_cruiser_is_used_in_a_peladine_pot_deck() -> None:
    """Ltd_POT's ships: four Peladine Star Cruisers beside generic P.O.T. ships (a Peladine deck)."""
    peladine, scout = printed(PELADINE), printed("S5_-_P.O.T._Scout_Cruiser_NE")
    assert peladine.element == "Peladine" and scout.element is None
    assert _element_rules("Plasma Occupied Territory", (4, peladine), (1, scout)) == []


def test_peladine_star_cruiser_is_refused_beside_another_elements_ship_or_in_another_empires_deck() -> None:
    peladine = printed(PELADINE)
    tequan = peladine.model_copy(update={"id": "tequan-test-cruiser", "name": "Tequan Test Cruiser", "subtitle": None, "element": "Tequan"})
    mixed = _element_rules("Plasma Occupied Territory", (2, peladine), (1, tequan))
    assert mixed and "Peladine and Tequan" in mixed[0]
    assert _element_rules("Argonian First Republic", (1, peladine)) != []


def test_a_combination_part_names_its_primary_edition_card_in_the_spreadsheet_column() -> None:
    combination = printed(LIGHT_CARRIER).combination
    assert combination is not None
    text = write_combination(combination)
    assert text == "Pincer Cruiser 3 as krebiz-pincer-destroyer + Light Carrier Capsule 1 as krebiz-light-carrier-capsule"
    assert read_combination(text) == combination.model_dump()
    assert read_combination("King Kraken 7 + Dreadnought Capsule 3") == {
        "cruiser": {"name": "King Kraken", "strength": 7},
        "capsule": {"name": "Dreadnought Capsule", "strength": 3},
    }


# --- P.O.T. Battlecruiser: v2.1 SHIELD PENETRATION DEVICE ------------------------------------------

BATTLECRUISER = "S7_-_P.O.T._Battlecruiser_NE"


def _heavy_volley(firer: Card, heavies: int, armor: int = 0) -> tuple[int, int]:
    """``firer`` (p0, funded, ammunition for its heavy weapons) fires ``heavies`` heavy weapons at
    an S9 ship with 5 Shields (and an Armor System of ``armor``). Returns (its Shield damage, its
    structure damage)."""
    target = ship(9, shields=5, armor=armor)
    table = Table([firer, POWER], [target])
    table.put(POWER, 0)
    unit = table.put(firer, 0)
    enemy = table.put(target, 1)
    fund(table, unit, {"ammunition": heavies})
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{enemy}", f"#{unit} heavy {heavies}")
    settle(table)
    return table.die(enemy, "shield"), table.die(enemy, "structure")


def test_pot_battlecruiser_shield_penetration_device_damages_the_structure_past_the_shields() -> None:
    battlecruiser = printed(BATTLECRUISER)
    assert _heavy_volley(battlecruiser, 1) == (0, 1)  # the Device fires first: straight to the structure
    assert _heavy_volley(battlecruiser, 4) == (3, 1)  # then its three Plasma Streams hit the Shields
    assert _heavy_volley(battlecruiser, 1, armor=3) == (0, 1)  # no Armor System cuts it


def test_plasma_streams_alone_hit_the_shields_first() -> None:
    streams = ship(7, shields=5, weapons=guns(heavy=4, heavy_name="Plasma Stream"), requirements={"supply": 1, "energy": 2})
    assert _heavy_volley(streams, 1) == (1, 0)
