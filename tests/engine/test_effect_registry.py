"""CARDS HAVE RULES (v2.1): the effect interpreter. Every effect kind of the vocabulary has a
resolver (checked as the engine loads), every non-manual card with rules is scripted, an
unknown kind fails when the catalog loads, and a game in rules mode refuses a card whose
rules the engine cannot play unless it is marked manual. Also the starter empires'
systems: the Argonian Energy Flux and the Krebiz Universe Edition combination ships with
Sabots (v2.1 ARGONIAN FIRST REPUBLIC, KREBIZ CAPITALIST ALLIANCE, [Heavy weapons])."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.effects import EFFECT_KINDS, Effect
from ge_desktop.engine import Game, GameSetupError
from ge_desktop.rulesets.galactic_empires import GameConfig, GameMode, Phase, PlayerDeck, Zone
from ge_desktop.rulesets.galactic_empires.cardinfo import effect_info
from ge_desktop.rulesets.galactic_empires.resolvers import describe, missing_resolvers, registered, unscripted_cards
from tests.engine.builders import Table, card, catalog_card, ship, terrain


def test_cards_have_rules_every_effect_kind_has_a_resolver() -> None:
    assert missing_resolvers() == []
    assert set(EFFECT_KINDS) <= set(registered())


@pytest.mark.parametrize("kind", sorted(EFFECT_KINDS))
def test_cards_have_rules_every_effect_kind_describes_itself(kind: str) -> None:
    spec = EFFECT_KINDS[kind]
    fields = {name: (2 if name == "amount" else "supply" if name == "point" else "Phaser") for name in spec.needs}
    text = describe(effect_info(Effect(kind=kind, **fields)))
    assert text and "{" not in text


def test_cards_have_rules_every_shipped_card_with_rules_is_scripted_or_manual() -> None:
    assert unscripted_cards(default_catalog()) == []
    unscripted = card("O", 2, "Unscripted Rumour", rules=["Does something the engine cannot read."])
    assert unscripted_cards([unscripted]) == ["O2 Unscripted Rumour: has rules lines but no effects and is not marked manual"]


def test_cards_have_rules_an_unknown_effect_kind_fails_when_the_catalog_loads() -> None:
    with pytest.raises(ValidationError, match="unknown effect kind 'teleport'"):
        card("O", 2, "Teleporting Rumour", effects=[{"kind": "teleport"}])


def test_cards_have_rules_a_rules_game_refuses_an_unscripted_card_unless_it_is_manual() -> None:
    unscripted = card("O", 2, "Refused Rumour", rules=["Does something the engine cannot read."])
    manual = card("O", 2, "Manual Rumour", rules=["Does something by hand."], manual=True)
    filler = catalog_card("ice-moonlet")
    decks = (PlayerDeck("a", None, (unscripted,) + (filler,) * 10), PlayerDeck("b", None, (filler,) * 11))
    with pytest.raises(GameSetupError, match="Refused Rumour"):
        Game.new(GameConfig(decks=decks, seed=1), default_catalog())
    Game.new(GameConfig(decks=decks, seed=1, mode=GameMode.SANDBOX), default_catalog())  # the table is free
    decks = (PlayerDeck("a", None, (manual,) + (filler,) * 10), decks[1])
    assert not Game.new(GameConfig(decks=decks, seed=1), default_catalog()).is_terminal()


def test_argonian_energy_flux_is_a_standard_heavy_weapon() -> None:
    cruiser = catalog_card("argonian-light-cruiser")  # printed S5: 4 Phasers, 2 Energy Flux; 2 supply + 1 energy
    gas = catalog_card("gas-giant")  # 4 energy, 2 ammunition
    rock = terrain(6)
    table = Table([cruiser, gas], [rock])
    unit = table.put(cruiser, 0)
    table.put(gas, 0)
    target = table.put(rock, 1)
    table.fresh_turn(0)
    for point in ("supply", "supply", "energy", "ammunition", "ammunition"):
        table.act(f"allocate {point} #{unit}")
    assert table.why(f"allocate ammunition #{unit}") is not None  # nothing more to take
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{target}", f"#{unit} heavy 2")  # 1 ammunition, 1 damage each, terrain structure included
    assert table.die(target, "structure") == 2


def test_krebiz_universe_edition_combination_is_one_ship_firing_sabots() -> None:
    patrol = catalog_card("krebiz-heavy-patrol")  # S4 = 2 + 2, 2 Phasers, 1 Sabot, Shields 4
    world = catalog_card("forge-world")  # 1 supply, 1 energy, 3 ammunition
    market = catalog_card("krebiz-market-world")  # 3 supply
    gunship = ship(6, shields=0, weapons=[{"symbol": "phaser", "name": "Phaser", "count": 6}])
    table = Table([patrol, world, market], [gunship, gunship])
    unit = table.put(patrol, 0)
    table.put(world, 0)
    table.put(market, 0)
    enemy = table.put(gunship, 1)
    table.fresh_turn(0)
    for point in ("supply", "supply", "energy", "ammunition"):
        table.act(f"allocate {point} #{unit}")
    assert table.why(f"allocate ammunition #{unit}").rule == "v2.1 AMMUNITION"  # one Sabot
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{enemy}", f"#{unit} phaser 2", f"#{unit} heavy")
    assert table.die(enemy, "structure") == 3
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.volley(f"#{unit}", f"#{enemy} phaser 6")  # 4 Shields, then 2 of its 4 strength
    assert table.card(unit).in_play and table.die(unit, "structure") == 2
    second = table.put(gunship, 1)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.volley(f"#{unit}", f"#{enemy} phaser 6", f"#{second} phaser 6")
    assert table.card(unit).zone is Zone.DISCARD
