"""A Psycanti Muse from the table (issue 38, h-plays): dropped on a terrain it asks which field
function it takes (one button per function, the variants dialog); later, double-clicking the muse
uses that function, even after its field has left play."""

from __future__ import annotations

import random

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import DieKind, GameMode, MoveCard, Phase, PlayCard, Zone
from ge_desktop.rulesets.galactic_empires.field_uses import SwitchedOn
from tests.engine.builders import Table, terrain
from tests.ui.ui_driver import UiDriver

RICH = terrain(6, supply=4, energy=4, ammunition=4, research=4)
TARGET = terrain(10)


def _muse_game():
    """Seat 0 (Psycanti) in Play Cards Phase A: a funded Psycanti Field on its terrain, the muse in hand."""
    catalog = default_catalog()
    field, muse = catalog.printing("F4_-_Psycanti_Field_PoM"), catalog.printing("P1_-_Psycanti_Muse_PoM")
    assert field is not None and muse is not None
    table = Table([RICH, field, muse], [TARGET], empires=["Psycanti", None], mode=GameMode.RULES)
    rock = table.put(RICH, 0)
    placed, held, target = table.put(field, 0, on=rock), table.hand(muse, 0), table.put(TARGET, 1)
    table.fresh_turn(0)
    table.act(f"allocate energy #{placed}")
    table.act(f"allocate research #{placed}")
    table.to_phase(Phase.PLAY_A)
    return table, rock, placed, held, target


def test_dropping_a_muse_asks_which_field_function_it_takes(rules_table) -> None:
    table, rock, placed, held, _ = _muse_game()
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(1))
    wanted = PlayCard(held, target=rock, choice=3)
    assert wanted in table.game.legal_actions()
    driver.drag_card(wanted)  # the drop opens the variants dialog; the driver presses choice 3's button
    while win.session.game.state.window is not None:
        win.session.game.play(win.session.game.legal_actions()[0])
    assert win.session.game.state.cards[held].remembered == SwitchedOn(placed, 3)


def test_double_clicking_a_muse_uses_its_function_after_the_field_is_gone(rules_table) -> None:
    table, rock, placed, held, target = _muse_game()
    table.act(f"play #{held} on #{rock} choose 3")
    while table.state.window is not None:
        table.act("pass")
    table.game.apply(MoveCard(placed, Zone.DISCARD, Seat(0)))  # the field is destroyed (set up as the builders do)
    table.fresh_turn(0)
    table.act(f"allocate supply #{held}")
    table.to_phase(Phase.PLAY_A)
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(1))
    wanted = next(a for a in table.game.legal_actions() if getattr(a, "by", None) == held)
    driver.use(wanted)  # a double-click on the muse: its one use is played at once
    while win.session.game.state.window is not None:
        win.session.game.play(win.session.game.legal_actions()[0])
    assert win.session.game.state.cards[target].die(DieKind.STRUCTURE) == 4  # Proton Activation's 4 damage
