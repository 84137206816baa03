"""The standard bot uses the weapon systems of the Basic Set empires when they plainly help
(v2.1 PHASER MAGNIFIER, VARIABLE PLASMA): once a ship is funded, it gives the ship's
Magnifier or Variable Plasma its energy, and fires the stronger weapons."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.systems import detonators_armed, magnifier_energy, plasma_energy
from tests.engine.builders import Table, ship, terrain

POWER = terrain(6, supply=3, energy=3, ammunition=3)
TARGET = ship(9, shields=0)


def _bot_allocates(image: str, power=POWER) -> tuple[Table, int]:
    unit_card = default_catalog().printing(image)
    table = Table([unit_card, power], [TARGET])
    unit = table.put(unit_card, 0)
    table.put(power, 0)
    table.put(TARGET, 1)
    table.fresh_turn(0)
    bot = make_bot(BotKind.STANDARD, 5, 0)
    for _ in range(40):
        if table.game.phase is not Phase.ALLOCATION or table.state.active != 0:
            break
        action = bot.decide(table.game.observe(0), table.game.legal_actions())
        table.game.play(action)
    return table, unit


def test_standard_bot_gives_a_funded_scorpead_ship_its_phaser_magnifier_energy() -> None:
    table, unit = _bot_allocates("S3_-_Scorpead_Destroyer_NE")
    assert magnifier_energy(table.state, table.card(unit)) == 1


def test_standard_bot_gives_a_scorpead_light_cruiser_its_magnifier_not_its_detonator() -> None:
    table, unit = _bot_allocates("S5_-_Scorpead_Light_Cruiser_NE")
    card = table.card(unit)
    assert magnifier_energy(table.state, card) == 1
    assert card.received.get(PointType.AMMUNITION, 0) == 0  # the Detonator would turn x2 Phasers back into 1s



def test_standard_bot_arms_a_scorpead_hyperspace_detonator_when_no_energy_is_left_for_the_magnifier() -> None:
    """v2.1 HYPERSPACE DETONATOR: with its requirements' energy only and ammunition to spare,
    the Magnifier gets nothing, so the Detonator is armed (each Phaser then a heavy weapon)."""
    lean = terrain(6, supply=3, energy=1, ammunition=2)
    table, unit = _bot_allocates("S5_-_Scorpead_Light_Cruiser_NE", lean)
    card = table.card(unit)
    assert magnifier_energy(table.state, card) == 0
    assert detonators_armed(table.state, card) == 1

def test_standard_bot_arms_and_powers_a_corporate_variable_plasma() -> None:
    table, unit = _bot_allocates("S4_-_Corporate_Light_Cruiser_PE")
    card = table.card(unit)
    assert plasma_energy(table.state, card) == 3
    assert card.received.get(PointType.AMMUNITION, 0) == 1


def _fired_at_big_ship(phasers: int) -> tuple[Table, int, int]:
    """p0 fires ``phasers`` Phasers at p1's strength-8 ship (worth more than the escort), which
    p1's Argonian Escort may cover."""
    from tests.engine.builders import guns

    escort_card = default_catalog().printing("S2_-_Argonian_Warm_Front_Escort_PE")
    big, gunship = ship(8, shields=3, weapons=guns(phasers=4, heavy=2)), ship(4, shields=0, weapons=guns(phasers=phasers))
    table = Table([gunship], [big, escort_card])
    gun = table.put(gunship, 0)
    target = table.put(big, 1)
    escort = table.put(escort_card, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser {phasers}")
    table.act("done")
    return table, target, escort


def test_standard_bot_sends_its_escort_to_save_a_ship_the_volley_would_destroy() -> None:
    table, target, escort = _fired_at_big_ship(12)  # 12 destroys the ship (3 Shields, strength 8); the escort takes over 3
    bot = make_bot(BotKind.STANDARD, 5, 1)
    action = bot.decide(table.game.observe(1), table.game.legal_actions())
    assert action.notation() == f"use #{escort} 1"
    table.game.play(action)
    while table.state.window is not None:
        table.act("pass")
    assert table.card(target).in_play and not table.card(escort).in_play


def test_standard_bot_keeps_its_escort_when_the_ship_survives_anyway() -> None:
    table, _, escort = _fired_at_big_ship(3)
    bot = make_bot(BotKind.STANDARD, 5, 1)
    action = bot.decide(table.game.observe(1), table.game.legal_actions())
    assert action.notation() == "pass"


def test_standard_bot_joins_a_krebiz_capsule_to_its_cruiser_and_never_separates_them() -> None:
    from ge_desktop.bots.economy import use_score
    from ge_desktop.bots.position import Position
    from ge_desktop.engine import Seat
    from ge_desktop.rulesets.galactic_empires import Zone
    from ge_desktop.rulesets.galactic_empires.actions import MoveCard, UseFunction
    from ge_desktop.rulesets.galactic_empires.notation import parse_action

    catalog = default_catalog()
    capsule_card, cruiser_card = catalog.printing("S1_-_Krebiz_Light_Capsule_PE"), catalog.printing("S3_-_Krebiz_Pincer_Destroyer_PE")
    table = Table([capsule_card, cruiser_card, POWER], [TARGET])
    cruiser, capsule = table.put(cruiser_card, 0), table.put(capsule_card, 0)
    table.put(POWER, 0)
    for _ in range(3):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    for card in list(table.player(0).hand):  # nothing else to spend its Card Plays on
        table.game.apply(MoveCard(card, Zone.DISCARD, Seat(0)))
    bot = make_bot(BotKind.STANDARD, 5, 0)
    chosen = []
    while table.game.phase is Phase.PLAY_A and len(chosen) < 20:
        seat = table.game.to_act
        action = bot.decide(table.game.observe(seat), table.game.legal_actions()) if seat == 0 else parse_action("pass")
        chosen.append(action)
        table.game.play(action)
    assert UseFunction(capsule, 1, target=cruiser) in chosen
    assert table.card(capsule).parent == cruiser
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert use_score(Position(table.game.observe(0)), UseFunction(capsule, 2)) == 0  # below the bar: it keeps the ship whole


def test_standard_bot_switches_on_the_mine_deployment_system_of_a_cutter_carrying_a_mine() -> None:
    from ge_desktop.rulesets.galactic_empires.systems import active_mine_systems

    cutter_card, mine_card = default_catalog().printing("S3_-_Tufor_Cutter_NE"), default_catalog().printing("E1_-_Explosive_Mine_NE")
    table = Table([cutter_card, mine_card, POWER], [TARGET])
    cutter = table.put(cutter_card, 0)
    table.put(mine_card, 0, on=cutter)
    table.put(POWER, 0)
    table.fresh_turn(0)
    bot = make_bot(BotKind.STANDARD, 5, 0)
    while table.game.phase is Phase.ALLOCATION and table.state.active == 0:
        table.game.play(bot.decide(table.game.observe(0), table.game.legal_actions()))
    assert active_mine_systems(table.state, table.card(cutter)) == 1
