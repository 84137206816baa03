"""The Void Dragoness's question on the table (issue 38, h-double): as a hazard of at most its
strength resolves, its player is asked in words whether the dragon makes it count twice; the
button picked doubles the hazard's damage (``resolvers/doubling.py``)."""

from __future__ import annotations

import random

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Choose, DieKind, GameMode, Phase
from tests.engine.builders import Table, card, effect, ship, terrain
from tests.engine.community_helpers import fund
from tests.ui.ui_driver import UiDriver

SCREENSHOT: str | None = None  # set to a path to look at the window during the question


def test_void_dragoness_question_is_a_dialog_whose_button_doubles_the_hazard(rules_table) -> None:
    dragon_card = default_catalog().printing("D5_-_Void_Dragoness_PE")
    assert dragon_card is not None and not dragon_card.manual
    blast = card("H", 4, "Test Blast", placement={"mode": "against", "target_types": ["S"]}, discard_after_use=True,
                 effects=[effect("damage", amount=3)])
    power, target_card = terrain(8, supply=3, energy=3), ship(10, shields=0)
    table = Table([dragon_card, power, blast], [target_card], mode=GameMode.RULES)
    dragon = table.put(dragon_card, 0)
    table.put(power, 0)
    target = table.put(target_card, 1)
    held = table.hand(blast, 0)
    table.next_turn()
    fund(table, dragon)
    table.to_phase(Phase.PLAY_A, 0)
    table.act(f"play #{held} against #{target}")
    while table.state.window is not None:
        table.act("pass")
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(3))
    dialog = win.page.choice
    assert dialog is not None and dialog.isVisible()
    assert "Void Dragoness" in dialog.request.prompt and "twice" in dialog.request.prompt and "#" not in dialog.request.prompt  # cards named, not ids
    if SCREENSHOT:
        win.grab().save(SCREENSHOT)
    driver.press_button(dialog.button_for((Choose(card=dragon),)))
    assert win.session.game.state.cards[target].die(DieKind.STRUCTURE) == 6  # 3 damage, twice
