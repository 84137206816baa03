"""The standard bot uses the Vicious Six rule (v2.1 VICIOUS SIX, SHIP MOVEMENT): a Vicious
Six ship goes against the opponent's terrain that meets its requirements, while another
ship stays home to protect the Sector HQ; alone, it stays home."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot, next_action
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, shipped_deck
from ge_desktop.engine import Game
from ge_desktop.rulesets.galactic_empires import GameConfig, Phase, PlayerDeck
from ge_desktop.rulesets.galactic_empires.raids import against_opponent
from tests.engine.builders import Table, ship, terrain

WORLD = terrain(3, economy=3)
BARREN = terrain(3, research=2)
GUARD = ship(3)


def _bot_allocates(guards: int) -> tuple[Table, int, int, int]:
    cruiser = next(c for c in default_catalog() if c.title == "Vicious Six Fleet Survey Cruiser")  # economy 2, energy 1
    table = Table([cruiser, GUARD, GUARD], [WORLD, BARREN])
    world, barren = table.put(WORLD, 1), table.put(BARREN, 1)
    raider = table.put(cruiser, 0)
    for _ in range(guards):
        table.put(GUARD, 0)
    table.fresh_turn(0)
    bot = make_bot(BotKind.STANDARD, 5, 0)
    for _ in range(40):
        if table.game.phase is not Phase.ALLOCATION or table.state.active != 0:
            break
        table.game.play(bot.decide(table.game.observe(0), table.game.legal_actions()))
    return table, raider, world, barren


def test_standard_bot_sends_a_vicious_six_ship_against_the_terrain_that_pays_for_it() -> None:
    table, raider, world, _ = _bot_allocates(guards=1)
    assert table.card(raider).parent == world  # the economy world, not the research one


def test_standard_bot_keeps_a_lone_vicious_six_ship_home_to_protect_its_hq() -> None:
    table, raider, _, _ = _bot_allocates(guards=0)
    assert table.card(raider).parent is None


def test_vicious_six_the_standard_bots_ships_raid_in_seeded_games_of_the_constructed_deck() -> None:
    catalog = default_catalog()
    raiders_path, argonian_path = shipped_deck("vicious-six"), shipped_deck("argonian")
    assert raiders_path is not None and argonian_path is not None
    raiders = PlayerDeck.from_deck(load_deck(raiders_path, catalog))
    argonian = PlayerDeck.from_deck(load_deck(argonian_path, catalog))
    raids = 0
    for seed in (1, 2):
        config = GameConfig(decks=(raiders, argonian), seed=seed, turn_cap=40)
        bots = [make_bot(BotKind.STANDARD, seed, seat) for seat in range(2)]
        game = Game.new(config, catalog)
        while not game.is_terminal():
            before = {c.id for c in game.state.in_play() if against_opponent(game.state, c)}
            game.apply(next_action(game, bots[game.to_act]))
            raids += sum(1 for c in game.state.in_play() if against_opponent(game.state, c) and c.id not in before)
        assert game.outcome is not None
    assert raids > 0
