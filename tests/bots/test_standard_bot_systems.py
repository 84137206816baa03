"""The standard bot uses the weapon systems of the Basic Set empires when they plainly help
(v2.1 PHASER MAGNIFIER, VARIABLE PLASMA): once a ship is funded, it gives the ship's
Magnifier or Variable Plasma its energy, and fires the stronger weapons."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.engine import Phase
from ge_desktop.engine.systems import magnifier_energy, plasma_energy
from tests.engine.builders import Table, ship, terrain

POWER = terrain(6, supply=3, energy=3, ammunition=3)
TARGET = ship(9, shields=0)


def _bot_allocates(image: str) -> tuple[Table, int]:
    unit_card = default_catalog().printing(image)
    table = Table([unit_card, POWER], [TARGET])
    unit = table.put(unit_card, 0)
    table.put(POWER, 0)
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


def test_standard_bot_arms_and_powers_a_corporate_variable_plasma() -> None:
    table, unit = _bot_allocates("S4_-_Corporate_Light_Cruiser_PE")
    card = table.card(unit)
    assert plasma_energy(table.state, card) == 3
    assert card.received.get(PointType.AMMUNITION, 0) == 1
