"""A Krebiz combination card dropped on its own table area asks how it is played (v2.1 KREBIZ
CAPITALIST ALLIANCE: "as a cruiser, as a capsule or as the combination itself"): one button per
way, in words, and each button plays its own way (``PlayCard.choice``)."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt

from ge_desktop.rulesets.galactic_empires import GameMode, Phase, Zone
from ge_desktop.rulesets.galactic_empires.actions import PlayCard
from ge_desktop.ui.board import known_key
from ge_desktop.ui.intents import DropInZone
from tests.engine.builders import Table, terrain
from tests.engine.community_helpers import printed

LIGHT_CARRIER = "S4_-_Krebiz_Light_Carrier_UE"


def test_a_krebiz_combination_card_dropped_on_the_table_asks_how_it_is_played(rules_table, qtbot) -> None:
    combination, rock = printed(LIGHT_CARRIER), terrain(8, supply=4, energy=4)
    table = Table([combination, rock], mode=GameMode.RULES)
    table.put(rock, 0)
    held = table.hand(combination, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    win = rules_table(table.game, hot_seat=False)
    session = win.session
    assert session.request(DropInZone(known_key(held), table.state.cards[held].owner, Zone.PLAY))
    dialog = win.page.choice
    assert dialog is not None and dialog.isVisible()
    assert dialog.request.prompt == "How is S4 Krebiz Light Carrier played: whole, or one part alone?"
    labels = [button.text() for button in dialog.buttons]
    assert labels == [
        "Play S4 Krebiz Light Carrier: 1. as the whole S4 ship",
        "Play S4 Krebiz Light Carrier: 2. as its S3 Krebiz Pincer Destroyer alone (its capsule lost)",
        "Play S4 Krebiz Light Carrier: 3. as its S1 Krebiz Light Carrier Capsule alone (its cruiser lost)",
    ]
    if os.environ.get("GE_SHOTS"):
        win.grab().save(os.path.join(os.environ["GE_SHOTS"], "krebiz-play-choice.png"))
        dialog.grab().save(os.path.join(os.environ["GE_SHOTS"], "krebiz-play-choice-dialog.png"))
    qtbot.mouseClick(dialog.button_for((PlayCard(held, choice=3),)), Qt.MouseButton.LeftButton)
    played = session.game.state.cards[held]
    assert played.zone is Zone.PLAY and played.info.card_id == "krebiz-light-carrier-capsule"
