"""The opponents' window as a player's Allocation Phase begins (v2.1 [Reaction cards]: point
allocation can be reacted to; issue 38, ``resolvers/allocation_start.py``), played through the
table: the reaction prompt names the moment, and its button plays Shipping Delays."""

from __future__ import annotations

from pathlib import Path

from ge_desktop.cards.model import PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import GameMode, Phase, PlayCard, Zone
from tests.engine.builders import Table, terrain
from tests.engine.community_helpers import printed

FIELDS = terrain(6, supply=6, energy=2)


def test_the_reaction_prompt_offers_shipping_delays_as_the_opponents_allocation_begins(rules_table, tmp_path: Path) -> None:
    delays = printed("O2_-_Shipping_Delays_02-10_UE")
    table = Table([delays], [FIELDS], mode=GameMode.RULES)
    table.put(FIELDS, 1)
    held = table.hand(delays, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.DRAW, Seat(0))
    table.act("draw 0")  # seat 1's turn begins: its points are generated, the window asks seat 0
    win = rules_table(table.game, hot_seat=False)
    dialog = win.page.reaction
    assert dialog is not None and dialog.isVisible()
    assert "begins the Allocation Phase" in dialog.request.what
    win.grab().save(str(tmp_path / "allocation-start-window.png"))
    dialog.grab().save(str(tmp_path / "allocation-start-prompt.png"))
    dialog.button_for((PlayCard(held),)).click()
    state = win.session.game.state
    assert state.players[1].pool[PointType.SUPPLY] == 2 and state.cards[held].zone is Zone.DISCARD
    assert state.to_act == 1 and state.window is None  # seat 1 allocates what is left
