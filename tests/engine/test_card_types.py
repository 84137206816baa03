"""Card-type rules that act through weapons, effects and control (v2.1 PHASER, [Non-heavy
weapons], [Control], DRAGON CARDS, HAZARD / LUCK / OCCURRENCE CARDS, *ANCIENT CARDS, *PSY
CARDS, SHIP CARDS, [Unresolved interactions]; card-facts items 109, 125, 131, 155, 157, 171,
181, 185, 190, 193, 194, 196)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import GameMode, Phase, Zone
from ge_desktop.rulesets.galactic_empires.events import DieRolled
from tests.engine.builders import Table, card, catalog_card, guns, ship, terrain

EEL = catalog_card("small-phaser-eel")
TARGET = ship(6, shields=0)
ROCK = terrain(4)


def _phase_a(table: Table, turns: int = 2) -> None:
    for _ in range(turns):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)


def test_phaser_any_weapon_drawn_with_the_phaser_symbol_is_a_phaser_whatever_its_name() -> None:
    disruptor = ship(4, shields=0, weapons=[{"symbol": "phaser", "name": "Disruptor Bank", "count": 2}])
    table = Table([disruptor], [EEL, TARGET, ROCK])
    unit = table.put(disruptor, 0)
    target, rock = table.put(TARGET, 1), table.put(ROCK, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{rock}") is not None  # a Phaser: no terrain structure damage
    table.volley(f"#{target}", f"#{unit} phaser 2")
    assert table.die(target, "structure") == 2
    table.put(EEL, 1, on=unit)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{target}") is not None  # the Phaser eel silences "Disruptors" too


def test_non_heavy_weapons_each_type_is_distinct_physical_damage_is_not_a_phaser() -> None:
    wyrm = card("D", 4, "Clawing Dragon", weapons=guns(damage=2))
    table = Table([wyrm], [EEL, TARGET, ROCK])
    dragon = table.put(wyrm, 0)
    target, rock = table.put(TARGET, 1), table.put(ROCK, 1)
    table.put(EEL, 1, on=dragon)  # stops Phasers, not Physical Damage
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why(f"aim #{rock}") is not None  # still no terrain structure damage
    table.volley(f"#{target}", f"#{dragon} damage 2")
    assert table.die(target, "structure") == 2


def test_unresolved_interactions_a_tied_vote_is_settled_by_a_die_roll() -> None:
    table = Table([], [])
    events = table.act("~roll d6")
    rolls = [e for e in events if isinstance(e, DieRolled)]
    assert len(rolls) == 1 and 1 <= rolls[0].value <= 6
    assert Table([], [], mode=GameMode.RULES).why("~roll d6") is not None  # in sandbox mode, as the table agrees


def test_control_in_later_turns_the_new_controller_pays_the_requirements() -> None:
    takeover = catalog_card("krebiz-hostile-takeover")
    needy = ship(4, shields=0, requirements={"energy": 1}, weapons=guns(phasers=1))
    table = Table([takeover], [needy])
    taken = table.put(needy, 1)
    _phase_a(table)
    table.act(f"~engage #{taken}")  # p1 had paid for it
    table.act(f"play #{table.hand(takeover, 0)} against #{taken}")
    assert table.card(taken).controller == 0 and table.card(taken).engaged
    table.fresh_turn(0)  # p0's next turn: he has not paid its energy
    table.to_phase(Phase.PLAY_A)
    assert table.card(taken).controller == 0 and not table.card(taken).engaged


def test_control_may_go_back_to_the_owner_even_without_a_free_slot() -> None:
    desire = catalog_card("wandering-desire-o5")
    big = ship(5, shields=0)
    table = Table([desire], [big, big, big])
    taken = table.put(big, 1)
    _phase_a(table)
    table.act(f"play #{table.hand(desire, 0)} against #{taken}")
    table.put(big, 1)
    table.put(big, 1)  # p1's 2 slots are full of other ships now
    table.fresh_turn(0)
    assert table.card(taken).controller == 1


def test_dragon_cards_a_dragon_played_onto_a_dragon_merges_into_one_of_combined_strength() -> None:
    small = card("D", 2, "Merging Dragon", weapons=guns(damage=1), placement={"mode": "on", "target_types": ["T", "D"]})
    gunship = ship(6, shields=0, weapons=guns(phasers=6))
    table = Table([small, small], [gunship])
    first = table.put(small, 0)
    _phase_a(table)
    second = table.hand(small, 0)
    table.act(f"play #{second} on #{first}")
    gun = table.put(gunship, 1)
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    assert table.why(f"aim #{second}").rule == "v2.1 STANDARD TARGETS"  # one dragon: aim at its basis
    table.volley(f"#{first}", f"#{gun} phaser 3")
    assert table.card(first).in_play and table.die(first, "structure") == 3  # strength 2 + 2
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.volley(f"#{first}", f"#{gun} phaser 1")
    assert table.card(first).zone is Zone.DISCARD and table.card(second).zone is Zone.DISCARD



def test_dragon_cards_only_a_dragon_whose_card_says_so_is_played_onto_a_dragon() -> None:
    plain = card("D", 3, "Lone Dragon")
    joiner = card("D", 2, "Joining Dragon", placement={"mode": "on", "target_types": ["T", "D"]})
    rock = terrain(3)
    table = Table([plain, plain, joiner, rock])
    first = table.put(plain, 0)
    _phase_a(table)
    lone = table.hand(plain, 0)
    assert table.why(f"play #{lone} on #{first}") is not None  # "some dragons": not this one
    assert table.legal(f"play #{lone}")  # independently, as every dragon
    joining = table.hand(joiner, 0)
    assert table.legal(f"play #{joining}") and table.legal(f"play #{joining} on #{first}")
    assert table.legal(f"play #{joining} on #{table.put(rock, 0)}")  # and on a terrain, as every dragon

def test_hazard_luck_and_occurrence_cards_go_where_they_affect_or_to_their_fleet() -> None:
    storm, debris = catalog_card("ion-storm-h5"), catalog_card("space-debris")
    lucky, maneuver = catalog_card("lucky-break"), catalog_card("formation-maneuver")
    delays = catalog_card("shipping-delays")
    table = Table([storm, debris, lucky, maneuver, delays], [TARGET])
    target = table.put(TARGET, 1)
    _phase_a(table)
    assert table.why(f"play #{table.hand(debris, 0)}") is not None  # it affects a card: against it
    assert table.why(f"play #{table.hand(storm, 0)} against #{target}") is not None  # it affects a fleet
    table.act(f"play #{table.hand(maneuver, 0)}")  # an occurrence affecting no single card
    assert table.card(table.find(maneuver, 0, (Zone.PLAY,)).id).seat == 0
    table.act(f"play #{table.hand(delays, 0)} against #{target}")  # an occurrence against a card
    table.act(f"play #{table.hand(lucky, 0)}")  # luck affecting no card: played to its fleet, then used up
    assert table.find(lucky, 0, (Zone.DISCARD,)) is not None


def test_ancient_and_psy_cards_count_as_crew_for_abilities() -> None:
    sage, seer = card("N", 2, "Crew-like Sage"), card("P", 2, "Crew-like Seer")
    ability = catalog_card("sharpshooter")
    table = Table([ship(4), sage, seer, ability, ability], [])
    unit = table.put(table.config.decks[0].cards[1], 0)
    ancient, psy = table.put(sage, 0, on=unit), table.put(seer, 0, on=unit)
    _phase_a(table)
    table.act(f"play #{table.hand(ability, 0)} on #{ancient}")
    table.act(f"play #{table.hand(ability, 0)} on #{psy}")
    assert all(table.card(i).parent in (ancient, psy) for i in table.state.cards[ancient].children + table.state.cards[psy].children)


def test_ship_cards_a_generic_ship_serves_any_empire() -> None:
    freighter = catalog_card("fleet-freighter")  # names no empire
    fuel = terrain(3, supply=1, energy=1)
    target = ship(4, shields=0)
    for empire in ("Argonian First Republic", "Krebiz Capitalist Alliance"):
        table = Table([freighter, fuel], [target], empires=[empire, None])
        unit = table.put(freighter, 0)
        table.put(fuel, 0)
        aim = table.put(target, 1)
        table.fresh_turn(0)
        table.act(f"allocate supply #{unit}")
        table.act(f"allocate energy #{unit}")
        table.to_phase(Phase.WEAPONS_FIRE)
        table.volley(f"#{aim}", f"#{unit} phaser 2")
        assert table.die(aim, "structure") == 2


def test_stocking_the_deck_every_players_announced_empire_is_known_to_the_table() -> None:
    from ge_desktop.rulesets.galactic_empires import observe

    table = Table([], [], empires=["Argonian First Republic", "Krebiz Capitalist Alliance"], skip_pregame=False)
    assert table.game.phase is Phase.RESERVE  # before any card is seen
    for viewer in (0, 1, None):
        seen = observe(table.state, viewer)
        assert [p.empire for p in seen.players] == ["Argonian First Republic", "Krebiz Capitalist Alliance"]
    assert observe(table.state, 0).players[1].hand is None  # but not his cards
