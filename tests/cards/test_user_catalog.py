"""The user's own catalog: saved safely, loaded beside the shipped one, never overwritten when broken."""

from __future__ import annotations

import json

import pytest

from ge_desktop import paths
from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import Deck, parse_deck, write_deck
from ge_desktop.cards.user_catalog import UserCatalog, UserCatalogError, card_clash, load_full_catalog, user_catalog_path
from tests.cards.helpers import make_card


def my_card(card_id: str = "ion-lancer", name: str = "Ion Lancer", **fields):
    return make_card(card_id, "S4", name, "Argonian First Republic", set_code="USER", **fields)


def test_user_catalog_lives_in_the_user_data_folder() -> None:
    assert user_catalog_path().parent == paths.user_data_dir()
    assert str(paths.user_home()) in str(user_catalog_path())  # tests never touch the real home


def test_missing_user_file_is_an_empty_writable_catalog() -> None:
    user = UserCatalog.load()
    assert len(user) == 0 and user.writable and not user_catalog_path().exists()


def test_saved_card_loads_back_and_joins_the_full_catalog() -> None:
    user = UserCatalog.load()
    user.put(my_card(rules=("Fires first.",), manual=True))
    user.save()
    assert UserCatalog.load().cards == user.cards
    full = load_full_catalog()
    assert full.problems == []
    assert full.catalog["ion-lancer"] == user.cards[0]
    assert len(full.catalog) == len(default_catalog()) + 1


def test_save_writes_a_temporary_file_and_renames_it(monkeypatch) -> None:
    user = UserCatalog.load()
    user.put(my_card())
    renames = []
    import os

    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda src, dst: (renames.append((src.name, dst.name)), real_replace(src, dst)))
    user.save()
    [(temporary, target)] = renames
    assert target == "my-cards.json" and temporary.startswith("my-cards.json.") and temporary.endswith(".tmp")
    assert not list(user.path.parent.glob("*.tmp"))


def test_put_with_replaces_edits_a_card_in_place() -> None:
    user = UserCatalog.load()
    user.put(my_card())
    user.put(my_card("other", "Other"))
    user.put(my_card("ion-lancer-mk2", "Ion Lancer Mk II"), replaces="ion-lancer")
    assert [c.id for c in user] == ["ion-lancer-mk2", "other"]
    user.remove("other")
    assert [c.id for c in user] == ["ion-lancer-mk2"]


def test_broken_user_file_is_reported_by_file_card_and_field_and_never_overwritten() -> None:
    path = user_catalog_path()
    good = my_card().model_dump(mode="json")
    bad = {**my_card("bad-card", "Bad Card").model_dump(mode="json"), "shields": 99}
    path.write_text(json.dumps({"format_version": 1, "cards": [good, bad]}), encoding="utf-8")
    before = path.read_bytes()
    full = load_full_catalog()
    assert [(p.file, p.card, p.field) for p in full.user_problems] == [(str(path), "'bad-card'", "shields")]
    assert "ion-lancer" in full.catalog and "bad-card" not in full.catalog
    assert not full.user.writable
    with pytest.raises(UserCatalogError, match="never overwritten"):
        full.user.put(my_card("new-one", "New One"))
    with pytest.raises(UserCatalogError):
        full.user.save()
    assert path.read_bytes() == before


def test_unreadable_json_is_one_file_problem() -> None:
    user_catalog_path().write_text("{not json", encoding="utf-8")
    full = load_full_catalog()
    assert len(full.user_problems) == 1 and "invalid JSON" in full.user_problems[0].message
    assert len(full.catalog) == len(default_catalog())


def test_user_card_clashing_with_a_shipped_id_is_reported() -> None:
    shipped = next(iter(default_catalog()))
    user = UserCatalog.load()
    user.put(my_card(shipped.id, "Some Other Name"))
    user.save()
    full = load_full_catalog()
    assert [(p.card, p.field) for p in full.user_problems] == [(f"'{shipped.id}'", "id")]


def test_card_clash_names_the_taken_id_or_identity() -> None:
    catalog = default_catalog()
    shipped = next(iter(catalog))
    assert "already used" in card_clash(my_card(shipped.id, "Fresh Name"), catalog)
    twin = shipped.model_copy(update={"id": "my-twin"})
    assert "exactly identical" in card_clash(twin, catalog)
    assert card_clash(shipped, catalog, replaces=shipped.id) is None
    assert card_clash(my_card(), catalog) is None


def test_deck_with_a_user_card_reads_and_writes_through_the_full_catalog() -> None:
    user = UserCatalog.load()
    user.put(my_card())
    user.save()
    catalog = load_full_catalog().catalog
    text = write_deck(Deck.build("Mine", "Argonian First Republic", [(2, catalog["ion-lancer"])]))
    deck = parse_deck(text, catalog)
    assert [c.id for c in deck.main_cards()] == ["ion-lancer", "ion-lancer"]
