"""The standard bot and the empire systems of issue 19, one seeded scenario per system.

Orgons (v2.1 ORGONS): the bot uses an Orgon's top-right card damage on an enemy unit in its
Play Cards Phase. Gekonauak (v2.1 GEKONAUAK): holding only crew, the bot puts one aboard its
Gekonauak ship and the others elsewhere. Tarrac Projector (v2.1 TARRAC PROJECTOR): the bot
fires an armed Aqaaran base's Tarracs, which add their structural damage.

Armor System (v2.1 ARMOR SYSTEM): the bot counts what a Leopan unit's armor will cut when
it judges whether a volley destroys it, so it aims at the unit it can really destroy; and
in seeded games of the constructed Leopan deck against a Basic Set deck, the standard
bot's armored units turn damage away.

The Basic Set empires' systems and agendas: the bot energizes a Mechad EMF beyond the
ship's requirements; plays a mine on its Tufor Cutter and fires it, the Mine Deployment
System keeping it; separates a Krebiz ship funded for one part only and puts Krebiz Armor
on a cruiser; puts a shuttle on a carrier, which rearms it; plays an agenda exposed and
accomplishes it a turn later (a hidden one only once its Sector HQ is hit).
"""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot, next_action
from ge_desktop.bots.economy import achieve_score
from ge_desktop.bots.position import Position
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, shipped_deck
from ge_desktop.engine import Game, Seat
from ge_desktop.rulesets.galactic_empires import Aim, DieKind, GameConfig, MoveCard, Phase, PlayerDeck, Zone
from ge_desktop.rulesets.galactic_empires.actions import Achieve, UseFunction
from ge_desktop.rulesets.galactic_empires.events import ArmorUsed, TarracHit
from ge_desktop.rulesets.galactic_empires.notation import parse_action
from ge_desktop.rulesets.galactic_empires.rules.observe import observe
from tests.engine.builders import Table, card, catalog_card, guns, ship, terrain


def _bot_action(table: Table, seat: int):
    bot = make_bot(BotKind.STANDARD, 5, seat)
    return bot.decide(observe(table.state, table.state.to_act), table.game.legal_actions())


def test_armor_system_the_standard_bot_aims_at_the_unit_its_volley_can_destroy() -> None:
    destroyer = catalog_card("leopan-destroyer")  # S3, armor 3, no Shields
    plain = ship(3, shields=2, name="Unarmored Test Destroyer")
    gunship = ship(5, shields=0, weapons=guns(phasers=5))
    table = Table([gunship], [destroyer, plain])
    table.put(gunship, 0)
    armored, unarmored = table.put(destroyer, 1), table.put(plain, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    pos = Position(observe(table.state, table.state.to_act))
    # 3 structure + 3 armor against 2 Shields + 3 structure: only the second falls to 5 Phasers
    assert pos.toughness(pos.card(armored)) == 6 and pos.toughness(pos.card(unarmored)) == 5
    action = _bot_action(table, 0)
    assert action == Aim(unarmored), action


def test_armor_system_the_standard_bots_leopan_units_turn_damage_away_in_seeded_games() -> None:
    catalog = default_catalog()
    leopan_path, krebiz_path = shipped_deck("leopan"), shipped_deck("krebiz")
    assert leopan_path is not None and krebiz_path is not None
    leopan = PlayerDeck.from_deck(load_deck(leopan_path, catalog))
    krebiz = PlayerDeck.from_deck(load_deck(krebiz_path, catalog))
    cut = 0
    for seed in (3, 4):
        config = GameConfig(decks=(leopan, krebiz), seed=seed, turn_cap=40)
        bots = [make_bot(BotKind.STANDARD, seed, seat) for seat in range(2)]
        game = Game.new(config, catalog)
        uses: list[ArmorUsed] = []
        while not game.is_terminal():
            events = game.apply(next_action(game, bots[game.to_act]))
            uses += [e for e in events if isinstance(e, ArmorUsed)]
        assert game.outcome is not None
        assert all(game.state.cards[e.card].owner == 0 for e in uses)  # only Leopan units carry armor here
        cut += sum(e.cut for e in uses)
    assert cut > 0


def test_orgons_the_standard_bot_uses_an_orgons_card_damage_on_an_enemy_unit() -> None:
    groth = catalog_card("orgon-groth")  # D3: 2 card damage at the top right, a card action
    enemy = ship(3, shields=0, name="Orgon Bot Test Target")
    table = Table([groth], [enemy])
    orgon, target = table.put(groth, 0), table.put(enemy, 1)
    table.to_phase(Phase.PLAY_A)
    assert UseFunction(orgon, 1, target=target) in table.game.legal_actions()
    chosen = []
    while table.game.phase is Phase.PLAY_A and table.state.active == 0:  # the bot plays its Play Cards Phase A
        action = _bot_action(table, table.state.to_act)
        chosen.append(action)
        table.game.play(action)
    assert UseFunction(orgon, 1, target=target) in chosen, chosen
    assert table.die(target, "structure") == 2


def test_gekonauak_the_standard_bot_puts_one_crew_aboard_a_gekonauak_ship_and_no_more() -> None:
    soldier = catalog_card("gekonauak-soldier")
    freighter = ship(3, name="Gekonauak Bot Test Freighter")
    crewman = card("C", 2, "Gekonauak Bot Test Pilot")
    table = Table([soldier, freighter, crewman, crewman, crewman], [])
    geko = table.put(soldier, 0)
    table.put(freighter, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    for other in [i for i in table.player(0).hand if table.card(i).info.card_id != crewman.id]:
        table.game.apply(MoveCard(other, Zone.DECK, Seat(0)))  # a hand of crew only
    assert len(table.player(0).hand) == 3
    chosen = []
    while table.game.phase in (Phase.PLAY_A, Phase.WEAPONS_FIRE, Phase.PLAY_B) and table.state.active == 0:
        chosen.append(_bot_action(table, table.state.to_act))
        table.game.play(chosen[-1])
    aboard = [c for c in table.card(geko).children if table.card(c).info.is_crew]
    assert len(aboard) == 1, chosen  # one crew went aboard, and only one


def test_tarrac_projector_the_standard_bot_fires_an_aqaaran_bases_tarracs() -> None:
    fighter_base = catalog_card("aqaaran-fighter-base")  # B3/S1 played as a base: 1 Tarrac Projector
    rock = terrain(4, ammunition=2, energy=3)
    enemy = ship(6, shields=2, name="Tarrac Bot Test Target")
    table = Table([rock, fighter_base], [enemy])
    base = table.put(fighter_base, 0, on=table.put(rock, 0))
    target = table.put(enemy, 1)
    table.fresh_turn(0)
    for _ in range(2):
        table.act(f"allocate energy #{base}")
    table.act(f"allocate ammunition #{base}")
    table.to_phase(Phase.WEAPONS_FIRE)
    hits = []
    while table.game.phase is Phase.WEAPONS_FIRE and table.state.active == 0:
        hits += [e for e in table.game.play(_bot_action(table, table.state.to_act)) if isinstance(e, TarracHit)]
    assert hits == [TarracHit(target, 1)], hits


# --- the Basic Set empires' systems and agendas: one seeded scenario each ------------------
# (Krebiz capsules joining and the Mine Deployment System switched on are in
# tests/bots/test_standard_bot_systems.py.)

POWER = terrain(6, supply=4, energy=6, ammunition=3)


def _bot_turn(table: Table, phases: tuple[Phase, ...], limit: int = 60) -> list:
    """The standard bot plays seat 0's ``phases`` (the opponent passes its reaction windows)."""
    chosen = []
    while table.game.phase in phases and table.state.active == 0 and len(chosen) < limit:
        seat = table.game.to_act
        action = _bot_action(table, seat) if seat == 0 else parse_action("pass")
        chosen.append(action)
        table.game.play(action)
    return chosen


def test_emf_the_standard_bot_energizes_a_mechad_ships_field_beyond_its_requirements() -> None:
    cruiser = default_catalog().printing("S5_-_Mechad_Heavy_Cruiser_PE")  # S5, 1 Node
    enemy = ship(9, shields=0)
    table = Table([cruiser, POWER], [enemy])
    unit = table.put(cruiser, 0)
    table.put(POWER, 0)
    table.put(enemy, 1)
    table.fresh_turn(0)
    table.card(unit).dice.pop(DieKind.EMF, None)
    _bot_turn(table, (Phase.ALLOCATION,))
    # its requirements first, then the spare energy into the field (Nodes x energy, at most
    # its strength a turn): 6 energy - 1 required = 5
    assert table.die(unit, "emf") == 5


def test_mine_deployment_system_the_standard_bot_plays_a_mine_on_its_cutter_and_fires_it_at_an_enemy_ship() -> None:
    catalog = default_catalog()
    cutter_card, mine_card = catalog.printing("S3_-_Tufor_Cutter_NE"), catalog.printing("E1_-_Explosive_Mine_NE")
    plain = ship(3, name="Mine Bot Test Escort")
    enemy = ship(4, shields=0, name="Mine Bot Test Target")
    table = Table([cutter_card, plain, mine_card, POWER], [enemy])
    cutter = table.put(cutter_card, 0)
    table.put(plain, 0)
    table.put(POWER, 0)
    target = table.put(enemy, 1)
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    for other in [i for i in table.player(0).hand if table.card(i).info.card_id != mine_card.id]:
        table.game.apply(MoveCard(other, Zone.DECK, Seat(0)))
    mine = table.hand(mine_card, 0)
    chosen = _bot_turn(table, (Phase.PLAY_A,))
    assert table.card(mine).parent == cutter, chosen  # on the ship whose system may keep it
    table.fresh_turn(0)
    _bot_turn(table, (Phase.ALLOCATION,))  # 1 supply beyond requirements switches the system on
    chosen = _bot_turn(table, (Phase.PLAY_A,))
    assert UseFunction(mine, 1, target=target) in chosen, chosen
    assert table.die(target, "structure") == 1
    assert table.card(mine).in_play  # kept by the active Mine Deployment System


def test_krebiz_the_standard_bot_separates_a_combination_funded_for_one_part_only() -> None:
    catalog = default_catalog()
    claw, heavy = catalog.printing("S5_-_Krebiz_Claw_Heavy_Cruiser_PE"), catalog.printing("S2_-_Krebiz_Heavy_Capsule_PE")
    thin = terrain(4, energy=1)  # the capsule's 1 energy, not the cruiser's 2 supply
    table = Table([claw, heavy, thin], [ship(9, shields=0)])
    cruiser = table.put(claw, 0)
    capsule = table.put(heavy, 0, on=cruiser)
    table.put(thin, 0)
    for _ in range(3):
        table.fresh_turn(0)
    _bot_turn(table, (Phase.ALLOCATION,))
    assert table.state.phase is Phase.PLAY_A
    chosen = _bot_turn(table, (Phase.PLAY_A,))
    assert UseFunction(capsule, 2) in chosen, chosen  # v2.1 KREBIZ L1231: separated in the first Card Play phase
    assert table.card(capsule).parent is None and table.card(capsule).engaged and not table.card(cruiser).engaged


def test_carriers_the_standard_bot_puts_its_shuttle_on_a_carrier_which_rearms_its_phaser() -> None:
    catalog = default_catalog()
    carrier_card, shuttle_card = catalog.printing("S3_-_Tufor_Light_Fighter_Carrier_NE"), catalog.printing("E3_-_Shuttlecraft_Left_PE")
    bigger = ship(5, name="Carrier Bot Test Cruiser")  # worth more than the carrier, no carrier
    table = Table([carrier_card, bigger, shuttle_card, POWER], [ship(9, shields=0)])
    carrier = table.put(carrier_card, 0)
    table.put(bigger, 0)
    table.put(POWER, 0)
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    for other in [i for i in table.player(0).hand if table.card(i).info.card_id != shuttle_card.id]:
        table.game.apply(MoveCard(other, Zone.DECK, Seat(0)))
    shuttle = table.hand(shuttle_card, 0)
    chosen = _bot_turn(table, (Phase.PLAY_A,))
    assert table.card(shuttle).parent == carrier, chosen
    table.card(shuttle).weapons_spent = 1  # its single-use Phaser fired
    table.fresh_turn(0)
    _bot_turn(table, (Phase.ALLOCATION,))
    assert table.card(carrier).engaged and table.card(shuttle).weapons_spent == 0  # rearmed in the Engagement Phase


def test_agendas_the_standard_bot_plays_an_exposed_agenda_and_accomplishes_it_a_turn_later() -> None:
    agenda_card = default_catalog().printing("G4_-_Solitude_UE")
    table = Table([agenda_card, POWER], [ship(9, shields=0)])
    table.put(POWER, 0)
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    for other in [i for i in table.player(0).hand if table.card(i).info.card_id != agenda_card.id]:
        table.game.apply(MoveCard(other, Zone.DECK, Seat(0)))
    agenda = table.hand(agenda_card, 0)
    chosen = _bot_turn(table, (Phase.PLAY_A,))
    assert table.card(agenda).in_play, chosen  # worked toward: played exposed (its HQ is whole)
    assert Achieve(agenda) not in chosen  # not before one complete turn has passed (v2.1 L693)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    chosen = _bot_turn(table, (Phase.PLAY_A,))
    assert Achieve(agenda) in chosen, chosen
    assert table.card(agenda).zone is Zone.HQ  # accomplished: onto its Sector HQ


def test_agendas_the_standard_bot_shows_a_hidden_agenda_only_once_its_sector_hq_is_damaged() -> None:
    agenda_card = default_catalog().printing("G4_-_Solitude_UE")
    table = Table([agenda_card, POWER], [ship(9, shields=0)])
    table.put(POWER, 0)
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    agenda = table.hand(agenda_card, 0)
    pos = Position(observe(table.state, 0))
    assert achieve_score(pos, Achieve(agenda)) == 0  # a whole HQ: it keeps the agenda to play exposed
    table.player(0).hq_damage = 3
    assert achieve_score(Position(observe(table.state, 0)), Achieve(agenda)) > 20  # worth showing now


def test_krebiz_armor_the_standard_bot_puts_krebiz_armor_on_its_cruiser() -> None:
    catalog = default_catalog()
    claw, light, armor_card = (catalog.printing(i) for i in ("S5_-_Krebiz_Claw_Heavy_Cruiser_PE", "S1_-_Krebiz_Light_Capsule_PE", "E1_-_Krebiz_Armor_PE"))
    table = Table([claw, light, armor_card, POWER], [ship(9, shields=0)])
    cruiser, capsule = table.put(claw, 0), table.put(light, 0)
    table.put(POWER, 0)
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    for other in [i for i in table.player(0).hand if table.card(i).info.card_id != armor_card.id]:
        table.game.apply(MoveCard(other, Zone.DECK, Seat(0)))
    armor = table.hand(armor_card, 0)
    chosen = _bot_turn(table, (Phase.PLAY_A,))
    assert table.card(armor).parent == cruiser, chosen  # +1 strength, on a cruiser only, never on a capsule
    assert table.card(capsule).children == []
