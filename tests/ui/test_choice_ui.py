"""A card that does one of several things, played from the table (issue 38, h-choice): dropping
it asks which of its choices it makes, one button per choice in the card's words; the button
picked plays it (``play #C ... choose N``). As a reaction, the reaction prompt names each choice."""

from __future__ import annotations

import random

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import DieKind, GameMode, Phase, PlayCard, Zone
from ge_desktop.ui.arrangement import DropZone
from ge_desktop.ui.board import known_key
from tests.engine.builders import Table, card, effect, guns, ship, terrain
from tests.ui.ui_driver import UiDriver

ROCK = terrain(8, supply=2)


def _printing(image: str):
    found = default_catalog().printing(image)
    assert found is not None and not found.manual
    return found


def test_dropping_interstellar_plasma_asks_which_thing_it_does_and_plays_the_button_picked(rules_table) -> None:
    plasma = _printing("H7_-_Interstellar_Plasma_UE")
    table = Table([plasma, ROCK], [ship(5)], mode=GameMode.RULES)
    rock = table.put(ROCK, 0)
    held = table.hand(plasma, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.card(rock).dice[DieKind.STRUCTURE] = 3
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(3))
    key = known_key(held)
    variants = driver.session.drop_variants(key)
    fleet = DropZone(Seat(0), Zone.PLAY)
    assert set(variants[fleet]) == {PlayCard(held, choice=1), PlayCard(held, choice=2)}  # one drop, two plays behind it
    drag = driver.drag_of(key)
    driver.mouse_drag(driver.press_point(key), lambda: driver.drop_point(drag, fleet))
    dialog = win.page.choice
    assert dialog is not None and dialog.isVisible()
    assert dialog.request.prompt == "R/H7 Interstellar Plasma does one of these things: which one?"
    labels = [label for label, _ in dialog.request.options]
    assert labels[0].endswith("1. repair every damage point of each card in your fleet (terrain only)")
    assert "2. renew every hazard you played on an opposing fleet" in labels[1]
    assert win.session.game.state.cards[held].zone is Zone.HAND  # nothing played before the button
    driver.press_button(dialog.button_for((PlayCard(held, choice=1),)))
    game = win.session.game
    while game.state.window is not None:
        game.play(game.legal_actions()[0])
    assert game.state.cards[rock].die(DieKind.STRUCTURE) == 0  # the choice picked: its terrain repaired
    assert game.state.cards[held].zone is Zone.DISCARD
    assert PlayCard(held, choice=1) in game.history


def test_the_reaction_prompt_offers_sun_spot_as_the_one_choice_that_answers_the_volley(rules_table) -> None:
    sun = _printing("O1_-_Sun_Spot_PE")
    mine, gun = ship(9, shields=0), ship(6, shields=0, weapons=guns(phasers=4))
    table = Table([mine, sun], [gun], mode=GameMode.RULES)
    unit, firing = table.put(mine, 0), table.put(gun, 1)
    held = table.hand(sun, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{unit}")
    table.act(f"fire #{firing} phaser 4")
    table.act("done")
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(5))
    dialog = driver.reaction_dialog()
    labels = {label: option for label, option in dialog.request.options}
    answer = (PlayCard(held, choice=1),)
    offered = "React with R/O1 Sun Spot: 1. subtract 1 damage from an opponent ship's weapons volley"
    assert set(labels) == {"Pass (no reaction)", offered} and labels[offered] == answer  # only the choice that answers the volley
    driver.press_button(dialog.button_for(answer))
    game = win.session.game
    while game.state.window is not None:
        game.play(game.legal_actions()[0])
    assert game.state.cards[unit].die(DieKind.STRUCTURE) == 3  # 4 Phasers less the sun spot's 1


def test_the_reaction_prompt_says_which_choice_the_card_it_answers_was_played_as(rules_table) -> None:
    plasma = _printing("H7_-_Interstellar_Plasma_UE")
    veto = card("R/O", 3, "Test Veto", placement={"mode": "fleet"}, discard_after_use=True, effects=[effect("negate", target="reacted_to")])
    table = Table([plasma, ROCK], [veto], mode=GameMode.RULES)
    table.put(ROCK, 0)
    held = table.hand(plasma, 0)
    table.hand(veto, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.game.play(PlayCard(held, choice=2))
    assert table.state.window is not None and table.state.window.asked == 1  # seat 1 may cancel it
    win = rules_table(table.game)
    request = win.session.reaction_request()
    assert request is not None and request.what == "Player 1 plays R/H7 Interstellar Plasma: 2. " + table.card(held).info.choice_words(2)
