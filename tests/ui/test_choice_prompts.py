"""A card's question (a shuttle's crew move, a transporter's target...) reaches the player
in words: the engine's prompt names cards by instance id, which a player cannot read and
which could give a hidden card away; the choice dialog names the cards as he sees them."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from tests.ui.conftest import played_until


def test_a_cards_choice_prompt_names_cards_not_instance_ids(catalog, rules_table) -> None:
    game = played_until(catalog, 1, lambda g: g.state.choice is not None and "#" in g.state.choice.prompt)
    engine_prompt = game.state.choice.prompt
    win = rules_table(game)
    dialog = win.page.choice
    assert dialog is not None and dialog.isVisible()
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    prompt = next(text for text in texts if "choose" in text)
    assert "#" not in prompt, prompt
    referenced = int(engine_prompt.split("#")[1].split()[0])
    assert game.state.cards[referenced].info.label in prompt
