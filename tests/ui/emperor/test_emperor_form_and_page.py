"""Galactic Emperor's New Game form and table page, as the registry hands them to the window."""

from __future__ import annotations

import pytest

from ge_desktop.bots.base import BotKind
from ge_desktop.engine.terms import Seat
from ge_desktop.games import find_game, load_games
from ge_desktop.rulesets.galactic_emperor.state import Setup
from ge_desktop.ui.emperor.new_game_form import EmperorNewGameForm
from ge_desktop.ui.emperor.page import RULES_HELP, section_key
from ge_desktop.ui.pages import FormContext, SetupProblem, new_game_form_factory, table_page_factory
from ge_desktop.ui.rules_help import help_sections
from tests.ui.emperor.emperor_games import played_until


def test_the_registry_entry_names_the_emperor_page_form_and_help() -> None:
    load_games()
    game = find_game("galactic-emperor")
    assert new_game_form_factory(game) is EmperorNewGameForm
    assert table_page_factory(game).__name__ == "EmperorTablePage"
    assert game.part("rules_help") == RULES_HELP
    assert "ge_desktop.ui.emperor" in game.owns


def test_the_form_makes_the_rulesets_setup_with_its_bots(qtbot, catalog) -> None:
    load_games()
    form = EmperorNewGameForm(FormContext(catalog, find_game('galactic-emperor')))
    qtbot.addWidget(form.widget)
    made = form.setup(5, 42, {Seat(1): BotKind.STANDARD, Seat(4): BotKind.RANDOM})
    assert made.game == "galactic-emperor"
    assert made.config == Setup(5, 42)
    assert dict(made.bots) == {Seat(1): BotKind.STANDARD, Seat(4): BotKind.RANDOM}
    assert [choice.kind for choice in form.bot_choices()] == [BotKind.RANDOM, BotKind.STANDARD]


@pytest.mark.parametrize(("players", "bots", "words"), [(2, {}, "3 to 6 players"), (7, {}, "3 to 6 players"), (4, {Seat(0): BotKind.STRONG}, "no strong bot")])
def test_the_form_names_what_keeps_it_from_making_a_game(qtbot, catalog, players, bots, words) -> None:
    load_games()
    form = EmperorNewGameForm(FormContext(catalog, find_game('galactic-emperor')))
    qtbot.addWidget(form.widget)
    with pytest.raises(SetupProblem, match=words):
        form.setup(players, 1, bots)


def test_rules_help_opens_at_the_step_being_played() -> None:
    sections = help_sections(RULES_HELP)
    steps = ("direction", "choose_role", "explorer", "merchant", "steward", "engineer", "warlord", "regent", "scientist")
    assert {"round", "combat", "technologies", *(f"phase:{p}" for p in steps)} <= set(sections)
    battle = played_until(4, 7, lambda g: g.state.battle is not None)
    assert section_key(battle.observe(None)) == "combat"
    merchant = played_until(4, 7, lambda g: g.state.phase.value == "merchant" and not g.state.windows and g.state.battle is None)
    assert section_key(merchant.observe(None)) == "phase:merchant"
