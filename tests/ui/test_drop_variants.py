"""A drop with several legal plays behind it asks which (v2.1 THERE-AND-BACK MISSIONS: in
reaction mode a crew card may be played alone or with a shuttle carrying it). The choice
names the cards in words, and each button plays its own action."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import GameMode, Phase
from ge_desktop.rulesets.galactic_empires.actions import PlayCard
from ge_desktop.ui.board import known_key
from ge_desktop.ui.intents import DropOnCard
from tests.engine.builders import Table, card, catalog_card, effect, ship

HOME = ship(5, shields=0, name="Variant Test Home")
RESPONDER = card("R/C", 2, "Variant Test Quick Responder", effects=[effect("negate", target="reacted_to", params={"answers": "play"})])
SHUTTLE = catalog_card("transport-shuttle")
THREAT = card("O", 1, "Variant Test Bad News", effects=[effect("disengage", target_types=["S"])])


def test_a_drop_with_two_plays_behind_it_asks_which_in_words(rules_table) -> None:
    table = Table([HOME, RESPONDER, SHUTTLE], [THREAT], mode=GameMode.RULES)
    home = table.put(HOME, 0)
    crew, shuttle = table.hand(RESPONDER, 0), table.hand(SHUTTLE, 0)
    for _ in range(3):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    threat = table.hand(THREAT, 1)
    table.act(f"play #{threat} against #{home}")
    win = rules_table(table.game, hot_seat=False)
    session = win.session
    assert session.request(DropOnCard(known_key(crew), known_key(home)))
    dialog = win.page.choice
    assert dialog is not None and dialog.isVisible()
    labels = [button.text() for button in dialog.buttons]
    assert sorted(labels) == [
        "Play R/C2 Variant Test Quick Responder on S5 Variant Test Home",
        "Play R/C2 Variant Test Quick Responder on S5 Variant Test Home, taking R/E2 Transport Shuttle with it",
    ]
    assert not any("#" in label for label in labels)
    dialog.button_for((PlayCard(crew, home, also=shuttle),)).click()
    state = session.game.state
    assert state.cards[crew].parent == home and state.cards[shuttle].parent == home
