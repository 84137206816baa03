"""The bots and the printed hazards and monsters that are targets (v2.1 STANDARD TARGETS):
a bot fires at one on its own ship, and spends repair or research that removes one."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.engine import Seat
from ge_desktop.rulesets.galactic_empires import Aim, Allocate, Phase
from ge_desktop.rulesets.galactic_empires.actions import UseFunction
from tests.engine.builders import Table, guns, ship, terrain
from tests.engine.catalog_scenes import SUPPLY_ROCK, host


def _decide(table: Table, kind: BotKind, seat: int):
    bot = make_bot(kind, 3, seat)
    return bot.decide(table.game.observe(Seat(seat)), table.game.legal_actions())


def _flow_on_my_ship() -> tuple[Table, int]:
    flow = default_catalog().printing("H2_-_Supersonic_Flow_NE")
    gunship = ship(4, shields=0, weapons=guns(heavy=2))
    target, guard = host(), host(strength=9, shields=9)  # p0's HQ is covered by a ship too strong to destroy
    table = Table([flow, guard], [target, gunship, SUPPLY_ROCK])
    table.put(guard, 0)
    mine = table.put(target, 1)
    gun = table.put(gunship, 1)
    table.put(SUPPLY_ROCK, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(flow, 0)
    table.act(f"play #{played} against #{mine}")
    table.fresh_turn(1)
    for _ in range(2):
        table.act(f"allocate ammunition #{gun}")
    table.to_phase(Phase.WEAPONS_FIRE)
    return table, played


def test_standard_targets_the_standard_bot_fires_at_a_hazard_on_its_own_ship() -> None:
    table, flow = _flow_on_my_ship()
    assert _decide(table, BotKind.STANDARD, 1) == Aim(flow, None)


def test_occurrence_cards_the_bots_spend_a_repair_point_on_a_breakdown_of_their_ship() -> None:
    breakdown = default_catalog().printing("O1_-_Breakdown_PE")
    gunship, fixer = ship(4, shields=0, weapons=guns(phasers=2)), terrain(3, repair=1)
    for kind in ("standard", "weighted"):
        table = Table([breakdown], [gunship, fixer])
        unit = table.put(gunship, 1)
        table.put(fixer, 1)
        for _ in range(2):
            table.fresh_turn(0)
        table.to_phase(Phase.PLAY_A)
        played = table.hand(breakdown, 0)
        table.act(f"play #{played} against #{unit}")
        table.fresh_turn(1)
        assert table.player(1).pool.get(PointType.REPAIR) == 1
        if kind == "standard":
            picks = {_decide(table, BotKind.STANDARD, 1)}
        else:  # the weighted agent draws by weight: repair on the Breakdown weighs 60 of the few options
            picks = {WeightedAgent(seed).choose(table.game) for seed in range(12)}
        assert Allocate(PointType.REPAIR, played) in picks, kind


def test_monster_cards_the_standard_bot_uses_its_transporter_on_a_rat_infested_ship() -> None:
    rats, beamer_card = default_catalog().printing("M2_-_Rat_Infestation_NE"), default_catalog().printing("E2_-_Transporter_PE")
    infested, other_card, guard = host(), host(strength=4), host(strength=9, shields=9)
    table = Table([rats, guard], [infested, beamer_card, other_card])
    table.put(guard, 0)
    unit = table.put(infested, 1)
    beamer = table.put(beamer_card, 1, on=unit)
    table.put(other_card, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{table.hand(rats, 0)} against #{unit}")
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    used = False
    for _ in range(12):  # its Play Cards Phase A: it plays its cards and uses the transporter
        action = _decide(table, BotKind.STANDARD, 1)
        used = used or (isinstance(action, UseFunction) and action.card == beamer)
        if used or table.game.phase is not Phase.PLAY_A or table.state.active != 1:
            break
        table.game.play(action)
    assert used
