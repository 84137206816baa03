"""A scout's look in hot-seat: the card seen reaches only the looking player at the screen
(a private notice and the status line, cleared when the screen passes), never the shared
log, which says only that a card was looked at."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import GameMode
from tests.engine.builders import Table, card, catalog_card, terrain

SCOUT = catalog_card("tufor-research-scout")
POWER = terrain(6, supply=3, energy=3)
SECRET = card("T", 2, "Secret Rock")


def test_a_scouts_look_is_told_to_the_looker_alone(rules_table) -> None:
    table = Table([SCOUT, POWER], [SECRET], mode=GameMode.RULES)
    scout = table.put(SCOUT, 0)
    table.put(POWER, 0)
    table.fresh_turn(0)
    table.act(f"allocate supply #{scout}")
    table.act(f"allocate energy #{scout}")
    hand = table.player(1).hand
    win = rules_table(table.game)
    notices: list[str] = []
    win.session.private_notice.connect(notices.append)
    before = len(win.log_widget.lines())
    assert win.session.play_text(f"use #{scout} 1")
    state = win.session.game.state
    (seen,) = [c for c in state.cards if c.zone.value == "hand" and c.seat == 1 and 0 in c.known_to]
    assert seen.id in hand
    (notice,) = notices
    assert seen.info.label in notice and notice in win.status.text()
    new_lines = win.log_widget.lines()[before:]
    assert any("looks at a card chosen at random from" in line for line in new_lines)
    assert not any(seen.info.label in line for line in new_lines)
