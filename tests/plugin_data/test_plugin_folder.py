"""A player's installed plugin folder (no checklist workbook) imports with numbers and plays.

The folder is arranged from the LackeyCCG reference data (the ``lackey_data`` fixture) as LackeyCCG installs it
(``sets/carddata.txt``, ``decks/*.dek``, ``sets/setimages/``), with hard links, never copies into the project."""

from __future__ import annotations

from pathlib import Path

import pytest

from ge_desktop.bots.base import BotKind, make_bot
from ge_desktop.bots.match import next_action
from ge_desktop.cards.decks import load_deck
from ge_desktop.cards.model import CardType
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.engine.game import Game
from ge_desktop.lackey.importer import ImportReport, import_plugin
from ge_desktop.lackey.printed_numbers import shipped_numbers
from ge_desktop.rulesets.galactic_empires.actions import PlayCard
from ge_desktop.rulesets.galactic_empires.config import GameConfig, PlayerDeck
from ge_desktop.rulesets.galactic_empires.events import CardEngaged, PointsGenerated, VolleyDeclared, VolleyResolved
from tests.lackey_data import LackeyData


@pytest.fixture
def imported(lackey_data: LackeyData, tmp_path: Path) -> ImportReport:
    plugin = lackey_data.installed_plugin(tmp_path / "GalacticEmpires")
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
    assert not [p for p in report.problems if "is not one GE Desktop knows" in p.message]  # every plugin empire is known
    # Every deck is legal but Ltd_Scorpead, which holds one Corporate Patrol Ship among its
    # Scorpead cards (v2.1 USING MAJOR EMPIRE CARDS: one major empire a deck): the import says so.
    verdicts = {d.name: d.verdict for d in report.decks}
    scorpead = verdicts.pop("Ltd Scorpead")
    assert "S1 Corporate Patrol Ship" in scorpead and "Scorpead Dominion" in scorpead
    assert any(line.startswith("deck Ltd Scorpead") and "S1 Corporate Patrol Ship" in line for line in report.summary_lines())
    assert all(v.startswith("legal") for v in verdicts.values()), verdicts


def test_the_nagiridni_deck_announces_the_indirigan_tribes_and_plays(imported: ImportReport) -> None:
    """v2.1 INDIRIGAN NOMAD TRIBES: "Any Indirigan tribe may be used as the main empire of a
    deck"; the Nagiridni Pirate Tribe is one, so its deck announces Indirigan Nomad Tribes and
    its ships carry their tribe (the Indirigan Tribe Rule)."""
    catalog = load_full_catalog().catalog
    nagiridni = next(d for d in imported.decks if d.name == "Nagiridni")
    assert nagiridni.verdict == "legal" and "Empire: Indirigan Nomad Tribes" in Path(nagiridni.path).read_text(encoding="utf-8")
    decks = (_deck(imported, "Nagiridni", catalog), _deck(imported, "Council of Six", catalog))
    ships = [c for c in decks[0].cards if c.types[0] is CardType.SHIP]
    assert ships and {c.tribe for c in ships} == {"Nagiridni Pirates"}
    config = GameConfig(decks=decks, seed=3, turn_cap=8)
    game = Game.new(config, catalog)
    bots = [make_bot(BotKind.STANDARD, config.seed, seat) for seat in range(2)]
    while not game.is_terminal():
        game.apply(next_action(game, bots[game.to_act]))
    assert game.state.complete_turn >= 8 or game.outcome is not None
    # a Nagiridni ship played (still in play, or destroyed since: the Council of Six's Fuser doubles its boomerangs), or HQ damage dealt
    played = {action.card for action in game.history if isinstance(action, PlayCard)}
    assert any(game.state.cards[i].info.tribe == "Nagiridni Pirates" for i in played) or game.state.players[0].damage_dealt > 0


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
