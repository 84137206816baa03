"""A card played against several cards of one fleet, from the table (issue 38, h-fleet): the
player drags Ship Collision onto the first ship, then the choice dialog asks for the second,
one button per ship it may also go against; the button picked plays it."""

from __future__ import annotations

import random

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Choose, DieKind, GameMode, Phase, PlayCard, Zone
from tests.engine.builders import Table, ship
from tests.ui.ui_driver import UiDriver

BIG, SMALL, OTHER = ship(9, shields=0), ship(5, shields=0), ship(6, shields=0)


def _collision_game():
    """Seat 0 in Play Cards Phase A with Ship Collision in hand; seat 1 has three ships."""
    collision = default_catalog().printing("O9_-_Ship_Collision_UE")
    assert collision is not None
    table = Table([collision], [BIG, SMALL, OTHER], mode=GameMode.RULES)
    ships = [table.put(s, 1) for s in (BIG, SMALL, OTHER)]
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table.game, table.hand(collision, 0), ships


def test_ship_collision_is_dropped_on_one_ship_and_the_dialog_asks_for_the_second(rules_table, tmp_path) -> None:
    game, played, (big, small, other) = _collision_game()
    win = rules_table(game)
    driver = UiDriver(win, random.Random(2))
    plays = {a.target for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == played}
    assert plays == {big, small, other}  # offered to the table against every ship of that fleet
    driver.perform(PlayCard(played, big, against=True))
    driver.pass_reactions()
    dialog = win.page.choice
    assert dialog is not None and dialog.isVisible()
    offered = {action for _, action in dialog.request.options}
    assert offered == {(Choose(card=small),), (Choose(card=other),)}  # the other ships of that fleet, not the first again
    win.grab().save(str(tmp_path / "ship-collision-table.png"))
    dialog.grab().save(str(tmp_path / "ship-collision-choice.png"))
    driver.answer_choice((Choose(card=small),), required=True)
    driver.pass_reactions()
    state = win.session.game.state
    assert state.cards[big].die(DieKind.STRUCTURE) == 5 and state.cards[small].zone is Zone.DISCARD
    assert state.cards[played].zone is Zone.DISCARD
    assert f"play #{played} against #{big}" in [a.notation() for a in win.session.game.history]
    assert f"choose #{small}" in [a.notation() for a in win.session.game.history]
    small_label = state.cards[small].info.label
    assert f"O9 Ship Collision: also played against {small_label}" in win.log_widget.toPlainText()  # the log names the second ship
