"""The Surface Dragoness from the table (issue 38, h-moves): the player drags the dragon from
his hand onto an opponent's terrain (a play against it), and in a later Allocation Phase drags
it onto another opponent's terrain (ship movement against terrain); the terrain it is at pays
its requirements."""

from __future__ import annotations

import random

from ge_desktop.rulesets.galactic_empires import Done, Draw, GameMode, MoveShip, Pass, Phase, PlayCard
from ge_desktop.rulesets.galactic_empires.stats import requirements_met
from tests.engine.builders import Table, terrain
from tests.engine.community_helpers import printed
from tests.ui.ui_driver import UiDriver

FIELDS, MINES, HOME = terrain(6, supply=2, energy=1), terrain(5, supply=3, energy=1), terrain(3, supply=3, energy=3)


def test_surface_dragoness_is_dragged_against_an_opponent_terrain_then_moved_against_another(rules_table, tmp_path) -> None:
    dragon_card = printed("D8_-_Surface_Dragoness_Pir")
    table = Table([dragon_card, HOME], [FIELDS, MINES], mode=GameMode.RULES)
    table.put(HOME, 0)
    fields, mines = table.put(FIELDS, 1), table.put(MINES, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    dragon = table.hand(dragon_card, 0)
    win = rules_table(table.game)
    driver = UiDriver(win, random.Random(3))
    driver.perform(PlayCard(dragon, fields, against=True))  # dragged onto p1's terrain
    driver.pass_reactions()
    state = win.session.game.state
    assert state.cards[dragon].parent == fields and state.cards[dragon].controller == 0
    win.grab().save(str(tmp_path / "surface-dragoness-against.png"))
    game = win.session.game  # p0 ends his turn and p1 takes his, both passing (not what is tested here)
    while not (game.state.phase is Phase.ALLOCATION and game.state.active == 0 and game.state.window is None):
        game.play(Pass() if game.state.window is not None else Draw(0) if game.state.phase is Phase.DRAW else Done())
    win.set_session(win.make_session(game))
    driver = UiDriver(win, random.Random(3))
    assert MoveShip(dragon, mines, against=True) in game.legal_actions()
    driver.perform(MoveShip(dragon, mines, against=True))  # dragged onto the other terrain
    state = win.session.game.state
    assert state.cards[dragon].parent == mines and requirements_met(state.cards[dragon], state)
    win.grab().save(str(tmp_path / "surface-dragoness-moved.png"))
