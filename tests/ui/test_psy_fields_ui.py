"""A field card's functions from the table (issue 38, v2.1 PSY FUNCTIONS): double-clicking a
field in rules mode asks which function to switch on, one button per psy that may, each naming
the psy and the target; the button picked plays it."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import DieKind, GameMode, Phase, UseFunction
from ge_desktop.ui.board import known_key
from ge_desktop.ui.intents import ActivateCard
from ge_desktop.ui.session import Session
from ge_desktop.ui.table.scene import TableScene
from tests.engine.builders import Table, terrain
from tests.ui.ui_driver import UiDriver

RICH = terrain(6, supply=4, energy=4, ammunition=4, research=4)
TARGET, OTHER = terrain(10), terrain(9)


def _field_game():
    """Seat 0 (Psycanti) in Play Cards Phase A: Minor Terrain Field and a funded Psycanti Apprentice
    on its terrain; seat 1 has two terrains."""
    catalog = default_catalog()
    field, apprentice = catalog.printing("F1_-_Minor_Terrain_Field_PoM"), catalog.printing("P2_-_Psycanti_Apprentice_PoM")
    assert field is not None and apprentice is not None
    table = Table([RICH, field, apprentice], [TARGET, OTHER], empires=["Psycanti", None], mode=GameMode.RULES)
    rock = table.put(RICH, 0)
    placed, psy = table.put(field, 0, on=rock), table.put(apprentice, 0, on=rock)
    target, other = table.put(TARGET, 1), table.put(OTHER, 1)
    table.fresh_turn(0)
    for _ in range(3):
        table.act(f"allocate ammunition #{placed}")
    table.act(f"allocate supply #{psy}")
    table.act(f"allocate energy #{psy}")
    table.to_phase(Phase.PLAY_A)
    return table.game, placed, target, other


def test_double_clicking_a_field_on_the_table_switches_on_the_function_picked(rules_table) -> None:
    game, placed, target, other = _field_game()
    win = rules_table(game)
    driver = UiDriver(win, random.Random(1))
    wanted = next(a for a in game.legal_actions() if isinstance(a, UseFunction) and a.card == placed and a.target == target)
    assert wanted.by is not None
    point = driver.view_point(driver.press_point(known_key(placed)))
    QTest.mouseDClick(win.page.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    dialog = win.page.choice
    assert dialog is not None and dialog.isVisible()
    labels = [label for label, _ in dialog.request.options]
    assert len(labels) == 2 and all("switched on by P2 Psycanti Apprentice" in label for label in labels)
    driver.answer_choice((wanted,), required=True)
    while win.session.game.state.window is not None:
        win.session.game.play(win.session.game.legal_actions()[0])
    assert win.session.game.state.cards[target].die(DieKind.STRUCTURE) == 1  # the function's 1 card damage
    assert win.session.game.state.cards[other].die(DieKind.STRUCTURE) == 0


def test_double_clicking_a_field_offers_its_functions_by_psy_and_plays_the_one_picked(qapp) -> None:
    catalog = default_catalog()
    field, apprentice = catalog.printing("F1_-_Minor_Terrain_Field_PoM"), catalog.printing("P2_-_Psycanti_Apprentice_PoM")
    assert field is not None and apprentice is not None
    table = Table([RICH, field, apprentice], [TARGET, OTHER], empires=["Psycanti", None], mode=GameMode.RULES)
    rock = table.put(RICH, 0)
    placed, psy = table.put(field, 0, on=rock), table.put(apprentice, 0, on=rock)
    target, other = table.put(TARGET, 1), table.put(OTHER, 1)
    table.fresh_turn(0)
    for action in ("allocate ammunition", "allocate ammunition", "allocate ammunition"):
        table.act(f"{action} #{placed}")
    table.act(f"allocate supply #{psy}")
    table.act(f"allocate energy #{psy}")
    table.to_phase(Phase.PLAY_A)
    session = Session(table.game, lambda card_id: None)
    session.viewer = Seat(0)
    scene = TableScene()
    scene.intent_requested.connect(session.request)
    scene.show_board(session.board(), animate=False)
    asked = []
    session.choice_requested.connect(asked.append)
    scene.request(ActivateCard(known_key(placed)))  # what a double-click on the field asks for
    assert asked, "the field offered nothing"
    labels = [label for label, _ in asked[0].options]
    assert len(labels) == 2  # function 1 at either terrain of the opponent (the apprentice is too weak for the others)
    assert all(label.startswith("F1 Minor Terrain Field: use function 1 (damage), switched on by P2 Psycanti Apprentice at T") for label in labels)
    chosen = next(actions for label, actions in asked[0].options if "use function 1" in label and actions[0].target == target)
    assert session.choose(chosen, "Use a card")
    while session.game.state.window is not None:
        session.game.play(session.game.legal_actions()[0])
    assert session.game.state.cards[target].die(DieKind.STRUCTURE) == 1  # the function's 1 card damage
    assert session.game.state.cards[other].die(DieKind.STRUCTURE) == 0
