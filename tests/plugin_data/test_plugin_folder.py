"""A player's installed plugin folder (no checklist workbook) imports with numbers and plays.

The folder is arranged from ``../shared/data/lackey-ge`` as LackeyCCG installs it
(``sets/carddata.txt``, ``decks/*.dek``, ``sets/setimages/``), with links, never copies."""

from __future__ import annotations

from pathlib import Path

import pytest

from ge_desktop.bots.base import BotKind, make_bot
from ge_desktop.bots.match import next_action
from ge_desktop.cards.decks import load_deck
from ge_desktop.cards.model import CardType
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.engine.config import GameConfig, PlayerDeck
from ge_desktop.engine.events import CardEngaged, PointsGenerated, VolleyDeclared, VolleyResolved
from ge_desktop.engine.game import Game
from ge_desktop.lackey.importer import ImportReport, import_plugin
from ge_desktop.lackey.printed_numbers import shipped_numbers
from tests.plugin_data.conftest import installed_plugin


@pytest.fixture
def imported(lackey_data: Path, tmp_path: Path) -> ImportReport:
    plugin = installed_plugin(lackey_data, tmp_path / "GalacticEmpires")
    assert not list(plugin.rglob("*.xlsx"))  # as a player has it: no workbook
    return import_plugin(plugin)


def test_a_plugin_folder_without_the_workbook_imports_every_printing_with_its_numbers(imported: ImportReport) -> None:
    report = imported
    assert report.printings == 3514
    unknown = [image for image, numbers in shipped_numbers().items() if numbers is None]
    assert report.name_only == len(report.numbers_unknown) == 12  # 17 unknown, less the 4 Sector HQs and the Per reconstruction (reference cards)
    assert len(unknown) == 17
    assert any("Krebiz King Commander" in line and "Pro8" in line for line in report.summary_lines())  # each is named
    assert report.scripted + report.numbers_only + report.name_only + report.references == 3514
    assert len(report.decks) == 24
    assert [d.name for d in report.decks if d.unknown] == []
    assert not [p for p in report.problems if "unknown card" in p.message]


def _deck(report: ImportReport, name: str, catalog) -> PlayerDeck:
    path = next(d.path for d in report.decks if d.name == name)
    return PlayerDeck.from_deck(load_deck(Path(path), catalog))


def test_a_ltd_argonian_against_ltd_krebiz_game_makes_points_engages_ships_and_fires(imported: ImportReport) -> None:
    catalog = load_full_catalog().catalog
    decks = (_deck(imported, "Ltd Argonian", catalog), _deck(imported, "Ltd Krebiz", catalog))
    config = GameConfig(decks=decks, seed=37, turn_cap=12)  # rules enforced (the default mode)
    game = Game.new(config, catalog)
    bots = [make_bot(BotKind.STANDARD, config.seed, seat) for seat in range(2)]
    points = engaged_ships = volleys = damage = 0
    while not game.is_terminal():
        for event in game.apply(next_action(game, bots[game.to_act])):
            if isinstance(event, PointsGenerated) and event.source is not None:
                points += event.amount
            elif isinstance(event, CardEngaged) and event.engaged and game.state.cards[event.card].info.kind is CardType.SHIP:
                engaged_ships += 1
            elif isinstance(event, VolleyDeclared):
                volleys += 1
            elif isinstance(event, VolleyResolved):
                damage += event.damage
    print("points", points, "engaged ships", engaged_ships, "volleys", volleys, "damage", damage)
    assert points > 50 and engaged_ships > 2 and volleys > 3 and damage > 0, (points, engaged_ships, volleys, damage)
