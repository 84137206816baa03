"""A card the server deals from a collection this player has not imported (issue 39: the
server knows its own imported collections): the online table shows it face up from the
printed facts the server sent, never as a card back (which would read as face down)."""

from __future__ import annotations

from pathlib import Path

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, parse_deck
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.engine.game import Game
from ge_desktop.lackey.importer import import_plugin
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
from ge_desktop.rulesets.galactic_empires.cardinfo import build_card_info
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.ui.online.page import PageContext
from ge_desktop.ui.table.online_page import STAND_IN_SET, OnlineGePage, stand_in
from tests.lackey.synthetic import NEW_ROWS, QUARANTINE, basic_set_a_plugin
from tests.server.helpers import GE, deck_text

IMPORTED_CARD = "lk-o3-stellar-quarantine"


def test_every_shipped_card_has_a_stand_in_with_its_title_and_numbers() -> None:
    catalog = default_catalog()
    for card in catalog:
        made = stand_in(build_card_info(card, catalog.affiliation(card), card.empire))
        assert made is not None, card.label
        assert (made.title, made.types, made.strength, made.requirements, made.generates, made.shields) == (
            card.title,
            card.types,
            card.strength,
            card.requirements,
            card.generates,
            card.shields,
        ), card.label
        assert [(w.symbol, w.count) for w in made.weapons] == [(w.symbol, w.count) for w in card.weapons], card.label
        assert made.set_code == STAND_IN_SET


def test_the_online_table_shows_a_card_this_app_lacks_face_up(qtbot, tmp_path: Path) -> None:
    page = OnlineGePage(PageContext(GE, 0, lambda _notation, _index: None, lambda _text: None))
    qtbot.addWidget(page.widget)
    assert page.cards.get(IMPORTED_CARD) is None  # this player has no such card
    import_plugin(basic_set_a_plugin(tmp_path / "Zyx", NEW_ROWS))  # the server's collection
    served = load_full_catalog().catalog
    lines = deck_text("argonian").splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("1 O"))
    lines[first] = f"1 O3 Stellar Quarantine [{QUARANTINE[0]}]"
    ann = parse_deck("\n".join(lines) + "\n", served, "Ann's deck")
    bob = load_deck(Path(__file__).parents[3] / "resources" / "decks" / "basic-set-a-krebiz.deck", served)
    game = Game.new(GameConfig(decks=(PlayerDeck.from_deck(ann), PlayerDeck.from_deck(bob)), seed=3), served)
    imported = next(card for card in game.state.cards if card.info.card_id == IMPORTED_CARD)
    ann_piles = game.state.players[0]
    ann_piles.pile(imported.zone).remove(imported.id)
    ann_piles.pile(Zone.HAND).append(imported.id)
    imported.zone = Zone.HAND  # in Ann's hand: hers to see
    page._draw(game.observe(0))
    shown = [item.view.card for item in page.scene.cards.values() if item.view.instance == imported.id]
    assert len(shown) == 1 and shown[0] is not None
    assert shown[0].label == "O3 Stellar Quarantine" and shown[0].set_code == STAND_IN_SET
