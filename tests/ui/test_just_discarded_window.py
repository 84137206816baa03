"""The window for a card or stack that has just reached a Discard Pile (issue 38, ``discarded.py``),
played through the table: the reaction prompt names the card just discarded, and its button plays
Time Switch, which sends the destroyed ship to the bottom of its owner's deck."""

from __future__ import annotations

from pathlib import Path

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import GameMode, Phase, PlayCard, Zone
from tests.engine.builders import Table, guns, ship
from tests.engine.community_helpers import printed

TARGET = ship(4, shields=0, name="Doomed Ship")
GUNNER = ship(9, shields=0, weapons=guns(phasers=12))


def test_the_reaction_prompt_offers_time_switch_for_a_ship_just_destroyed(rules_table, tmp_path: Path) -> None:
    switch = printed("O3_-_Time_Switch_TG")
    table = Table([TARGET, switch], [GUNNER], mode=GameMode.RULES)
    target = table.put(TARGET, 0)
    gun = table.put(GUNNER, 1)
    held = table.hand(switch, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE, Seat(1))
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 5")
    table.act("done")
    assert table.card(target).zone is Zone.DISCARD
    win = rules_table(table.game, hot_seat=False)
    dialog = win.page.reaction
    assert dialog is not None and dialog.isVisible()
    assert "Doomed Ship has just reached" in dialog.request.what and "Discard Pile" in dialog.request.what
    win.grab().save(str(tmp_path / "just-discarded-window.png"))
    dialog.grab().save(str(tmp_path / "just-discarded-prompt.png"))
    dialog.button_for((PlayCard(held),)).click()
    state = win.session.game.state
    assert state.cards[target].zone is Zone.DECK and state.players[0].deck[0] == target
    assert state.cards[held].zone is Zone.DISCARD and state.window is None
