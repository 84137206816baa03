"""Political Clout from the table (issue 38, h-moves): the player drags the card onto an
opponent's ship, then the choice dialog asks which terrain of that ship's fleet it is
stationed on, one button per terrain; the button picked moves the ship there."""

from __future__ import annotations

import random

from ge_desktop.rulesets.galactic_empires import Choose, GameMode, Phase, PlayCard
from tests.engine.builders import Table, ship, terrain
from tests.engine.community_helpers import printed
from tests.ui.ui_driver import UiDriver

ENVOY, PLANET, MOON, HOME = ship(4, shields=0), terrain(5, supply=2), terrain(2, supply=1), terrain(3, supply=3)


def test_political_clout_is_dropped_on_a_ship_and_the_dialog_asks_for_its_terrain(rules_table, tmp_path) -> None:
    clout_card = printed("O6_-_Political_Clout_UE")
    table = Table([clout_card, HOME], [ENVOY, PLANET, MOON], mode=GameMode.RULES)
    table.put(HOME, 0)
    envoy, planet, moon = (table.put(c, 1) for c in (ENVOY, PLANET, MOON))
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    clout = table.hand(clout_card, 0)
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(4))
    driver.perform(PlayCard(clout, envoy, against=True))  # dragged onto p1's ship
    driver.pass_reactions()
    dialog = win.page.choice
    assert dialog is not None and dialog.isVisible()
    assert {action for _, action in dialog.request.options} == {(Choose(card=planet),), (Choose(card=moon),)}  # that fleet's terrains
    dialog.grab().save(str(tmp_path / "political-clout-choice.png"))
    driver.answer_choice((Choose(card=moon),), required=True)
    driver.pass_reactions()
    state = win.session.game.state
    assert state.cards[envoy].parent == moon and state.cards[clout].parent == envoy
    win.grab().save(str(tmp_path / "political-clout-table.png"))
