"""Galactic Empires v2.1 behind the ``Ruleset`` interface."""

from __future__ import annotations

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, starter_deck_paths
from ge_desktop.engine import Game, get_ruleset
from ge_desktop.rulesets.galactic_empires import GALACTIC_EMPIRES, GameConfig, Option, Phase, PlayerDeck, Variant
from ge_desktop.rulesets.galactic_empires.terms import TURN_PHASES


def _config(**changes: object) -> GameConfig:
    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())
    return GameConfig(decks=decks, seed=11, turn_cap=30, options=frozenset({Option.FIFTY_POINT_VICTORY}), **changes)  # type: ignore[arg-type]


def test_galactic_empires_is_the_registered_default() -> None:
    assert get_ruleset("galactic-empires-2.1") is GALACTIC_EMPIRES
    game = Game.new(_config())
    assert game.ruleset is GALACTIC_EMPIRES
    assert game.phases() == TURN_PHASES and game.phase is Phase.RESERVE


def test_a_config_round_trips_through_record_data() -> None:
    config = _config()
    data = GALACTIC_EMPIRES.config_data(config)
    assert GALACTIC_EMPIRES.config_from_data(data, default_catalog()) == config
    basic = GameConfig(decks=config.decks[:1], seed=3, players=3, variant=Variant.BASIC)
    assert GALACTIC_EMPIRES.config_from_data(GALACTIC_EMPIRES.config_data(basic), default_catalog()) == basic


def test_bad_config_data_names_the_problem() -> None:
    data = GALACTIC_EMPIRES.config_data(_config())
    data["decks"][0]["cards"][0][1] = "no-such-card"
    with pytest.raises(ValueError, match="deck 1 names card 'no-such-card'"):
        GALACTIC_EMPIRES.config_from_data(data, default_catalog())
    with pytest.raises(ValueError, match="lacks or mistypes 'seed'"):
        GALACTIC_EMPIRES.config_from_data({"decks": []}, default_catalog())
