"""The standard bot and the last manual Basic Set cards (issue 15): the scouts (Tufor
Research Scout, Corporate Scout Cruiser): it spends the research point when something needs
research, otherwise it looks at a hand; Lucky Mine Explosion on its own mine when it helps."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.bots.beliefs import Beliefs
from ge_desktop.bots.information import UNKNOWN, public_state
from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.actions import Allocate, UseFunction
from tests.engine.builders import Table, card, catalog_card, terrain

SCOUT = catalog_card("tufor-research-scout")
POWER = terrain(6, supply=3, energy=3)
SECRET = card("T", 2, "Secret Rock")
BEAST = card("M", 3, "Studied Beast")


def _bot_allocates(with_beast: bool) -> tuple[Table, list]:
    table = Table([SCOUT, POWER], [SECRET, BEAST])
    table.put(SCOUT, 0)
    table.put(POWER, 0)
    table.hand(SECRET, 1)
    if with_beast:
        table.put(BEAST, 1)
    table.fresh_turn(0)
    bot = make_bot(BotKind.STANDARD, 5, 0)
    taken = []
    for _ in range(40):
        if table.game.phase is not Phase.ALLOCATION or table.state.active != 0:
            break
        action = bot.decide(table.game.observe(0), table.game.legal_actions())
        taken.append(action)
        table.game.play(action)
    return table, taken


def test_standard_bot_looks_at_a_hand_when_nothing_needs_the_research_point() -> None:
    table, taken = _bot_allocates(with_beast=False)
    assert any(isinstance(a, UseFunction) for a in taken)
    (seen,) = [c for c in table.state.cards if c.zone is Zone.HAND and c.seat == 1 and 0 in c.known_to]
    beliefs = Beliefs(0)
    beliefs.update(table.game.observe(0))
    assert beliefs.seen[1][seen.id].card_id == seen.info.card_id  # the bot's beliefs hold the card
    assert public_state(table.state, 0).cards[seen.id].info is not UNKNOWN  # and its searches know it


def test_standard_bot_spends_the_research_point_on_a_monster_rather_than_looking() -> None:
    table, taken = _bot_allocates(with_beast=True)
    assert not any(isinstance(a, UseFunction) for a in taken)
    beast = next(c for c in table.state.cards if c.info.card_id == BEAST.id and c.zone is Zone.PLAY)
    assert Allocate(PointType.RESEARCH, beast.id) in taken
    assert table.player(0).pool.get(PointType.RESEARCH, 0) == 0


def test_standard_bot_plays_lucky_mine_explosion_on_its_own_mine_when_it_adds_damage() -> None:
    from ge_desktop.rulesets.galactic_empires.actions import PlayCard
    from tests.engine.test_lucky_mine_explosion import EXPLOSIVE, NUCLEAR, _scene

    bot = make_bot(BotKind.STANDARD, 5, 0)
    table, mine, target, lucky = _scene(NUCLEAR)
    table.act(f"use #{mine} 1 at #{target}")
    assert bot.decide(table.game.observe(0), table.game.legal_actions()) == PlayCard(lucky)  # 2 -> 3
    table, mine, target, lucky = _scene(EXPLOSIVE)
    table.act(f"use #{mine} 1 at #{target}")
    assert bot.decide(table.game.observe(0), table.game.legal_actions()) != PlayCard(lucky)  # 1 -> 1: kept
