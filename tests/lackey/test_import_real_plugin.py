"""Importing the real plugin data (the ``lackey_data`` fixture) arranged as a plugin folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ge_desktop.cards.catalog import catalog_files, load_catalog
from ge_desktop.cards.deck_library import user_decks_dir
from ge_desktop.cards.decks import load_deck
from ge_desktop.cards.levels import CardLevel, card_level
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.cli import main
from ge_desktop.lackey.collection import PrintingIndex, collections_dir, remove_collection
from ge_desktop.lackey.deck_convert import deck_to_dek, load_origin
from ge_desktop.lackey.dek import read_dek, write_dek
from ge_desktop.lackey.importer import import_plugin
from ge_desktop.render.scans import ScanLibrary
from tests.lackey_data import LackeyData


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_every_row_becomes_a_printing_and_every_deck_resolves(plugin: Path, lackey_data: LackeyData) -> None:
    report = import_plugin(plugin)
    assert report.printings == 3514
    assert report.titles == 2211
    assert report.references == 44  # Sector HQs, special cards and the one id our model cannot hold (long titles are cards)
    assert report.scripted + report.numbers_only + report.name_only + report.references == 3514
    assert len(report.decks) == 10
    assert all(d.unknown == [] for d in report.decks), [d.unknown for d in report.decks]
    assert [d.cards for d in report.decks] == [len(read_dek(p).zone_cards("Deck")) for p in lackey_data.deks]
    assert report.images == 135 and report.images_broken == []
    assert report.conflicts == []
    assert report.problems and all("is not one GE Desktop knows" in p.message or "is no unit" in p.message for p in report.problems)


def test_imported_cards_load_beside_the_shipped_catalog_without_problems(plugin: Path, lackey_data: LackeyData) -> None:
    import_plugin(plugin)
    full = load_full_catalog()
    assert full.problems == []
    index = PrintingIndex.build(full.catalog)
    lines = [line.split("\t") for line in lackey_data.carddata.read_text(encoding="utf-8").splitlines()[1:] if line]
    held = [cells[2] for cells in lines if cells[2] in index.by_image and index.by_image[cells[2]].card is not None]
    manifest = json.loads((collections_dir() / "galacticempires" / "collection.json").read_text())
    references = {r["image"] for r in manifest["references"]}
    assert len(held) + len(references) == 3514 and not set(held) & references


def test_real_data_matches_shipped_cards_and_keeps_their_rules(plugin: Path, lackey_data: LackeyData) -> None:
    import_plugin(plugin)
    shipped = load_catalog(catalog_files())
    full = load_full_catalog().catalog
    index = PrintingIndex.build(full)
    images = {p.image for card in shipped for p in card.printings}
    for image in images:  # a shipped printing stays a printing of the shipped card
        assert index.by_image[image].card in shipped, image
    scripted = {e.card for e in index.by_image.values() if e.card in shipped}
    assert scripted and all(full[c] == shipped[c] for c in scripted)
    # The 1994 Basic Set printings (issue 15) name their image ids: every deck card the
    # shipped catalog prints resolves to the shipped card, whatever its title spelling.
    for dek in lackey_data.deks:
        for card in read_dek(dek).zone_cards("Deck"):
            if shipped.printing(card.id) is not None:
                assert index.by_image[card.id].card == shipped.printing(card.id).id


def test_a_second_import_changes_nothing(plugin: Path) -> None:
    import_plugin(plugin)
    home = collections_dir().parent
    before = _files(home)
    report = import_plugin(plugin)
    assert report.files_written == [] and report.added == [] and report.updated == [] and report.disappeared == []
    assert _files(home) == before


def test_each_imported_deck_exports_to_the_original_card_for_card(plugin: Path, lackey_data: LackeyData) -> None:
    report = import_plugin(plugin)
    catalog = load_full_catalog().catalog
    index = PrintingIndex.build(catalog)
    for deck_report, original in zip(report.decks, lackey_data.deks, strict=True):
        path = Path(deck_report.path)
        deck = load_deck(path, catalog)
        dek, problems = deck_to_dek(deck, load_origin(path), index)
        assert problems == []
        assert dek.same_cards(read_dek(original)), original.name
        assert write_dek(dek) == original.read_text(encoding="utf-8")


def test_an_edited_deck_exports_from_its_printings_keeping_the_reference_zone(plugin: Path, lackey_data: LackeyData) -> None:
    report = import_plugin(plugin)
    catalog = load_full_catalog().catalog
    path = Path(report.decks[1].path)
    deck = load_deck(path, catalog)
    deck.entries.pop()  # the player removed a card in the deck builder
    dek, problems = deck_to_dek(deck, load_origin(path), PrintingIndex.build(catalog))
    original = read_dek(lackey_data.deks[1])
    assert problems == []
    assert len(dek.zone_cards("Deck")) == len(original.zone_cards("Deck")) - 1
    assert dek.zone_cards("Reference") == [c.__class__(c.zone, c.id, c.name, c.set) for c in original.zone_cards("Reference")]
    ids = {c.id for c in original.cards}
    assert {c.id for c in dek.zone_cards("Deck")} <= ids


def test_every_image_is_the_face_of_its_printing(plugin: Path, lackey_data: LackeyData) -> None:
    import_plugin(plugin)
    library = ScanLibrary.default()
    catalog = load_full_catalog().catalog
    index = PrintingIndex.build(catalog)
    shown = set()
    references = set()
    for image_file in sorted(lackey_data.images.glob("*.jpg")):
        if index.by_image[image_file.stem].card is None:
            references.add(image_file.stem)  # the Reference zone: indexed, never on the table
            continue
        card = catalog[index.by_image[image_file.stem].card]
        face = library.path_for(card)
        assert face is not None and face.parent.resolve() == (plugin / "sets" / "setimages").resolve()  # the plugin's own files
        shown.add(face.name)
    assert len(list(lackey_data.images.glob("*.jpg"))) == 135
    assert references == {"HQ25_-_Sector_HQ_Pro8", "Point_Symbols_PE"}
    # two-part cards (Left/Right) share one catalog card, which shows its first printing's image
    assert len(shown) >= 125


def test_the_checklist_gives_unscripted_cards_their_printed_numbers(plugin: Path, lackey_data: LackeyData) -> None:
    report = import_plugin(plugin, lackey_data.checklist)
    # every printing that is not a reference card gets its numbers, scripted or not; the scripted share grows with issue 38
    assert report.scripted + report.numbers_only + report.name_only + report.references == report.printings
    assert report.numbers_only > 2000 and report.name_only < 100
    catalog = load_full_catalog().catalog
    index = PrintingIndex.build(catalog)
    base = catalog[index.by_image["B7_-_Krebiz_Capsule_Base_GI"].card]
    assert card_level(base) is CardLevel.NUMBERS
    assert (base.requirements.supply, base.requirements.energy, base.shields) == (1, 2, 4)
    assert base.optional_requirements.ammunition == 0  # the workbook's optional ammunition = heavy count, printed on no card
    assert [(w.symbol.value, w.count) for w in base.weapons] == [("heavy", 3), ("phaser", 4)]
    assert all(str(p).startswith(str(lackey_data.checklist)) or "carddata.txt" in str(p) for p in report.problems)


def test_an_imported_collection_can_be_removed(plugin: Path) -> None:
    report = import_plugin(plugin)
    removal = remove_collection("galacticempires")
    assert len(removal.removed_decks) == 10 and removal.kept_decks == []
    assert not (collections_dir() / "galacticempires").exists()
    assert not any(Path(d.path).exists() for d in report.decks)
    assert all(not c.id.startswith("lk-") for c in load_full_catalog().catalog)


def test_cli_prints_one_json_object_with_the_issue_fields(plugin: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "import-lackey", str(plugin), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"printings", "titles", "scripted", "numbers_only", "images", "decks", "problems"} <= set(data)
    assert data["printings"] == 3514 and data["images"] == 135
    assert all({"name", "path", "cards", "unknown"} <= set(d) and d["unknown"] == [] for d in data["decks"])


def test_cli_deck_export_writes_the_original_dek(plugin: Path, tmp_path: Path, lackey_data: LackeyData) -> None:
    assert main(["cards", "import-lackey", str(plugin)]) == 0
    deck = user_decks_dir() / "Basic_Deck_C_Tufor.deck"
    out = tmp_path / "out.dek"
    assert main(["deck", "export", "--lackey", str(deck), "-o", str(out)]) == 0
    assert out.read_bytes() == (lackey_data.decks / "Basic_Deck_C_Tufor.dek").read_bytes()


@pytest.mark.parametrize("variant", ["high", "med", "low"])
def test_a_plugin_with_resolution_variants_imports_the_same(tmp_path: Path, variant: str, lackey_data: LackeyData) -> None:
    root = lackey_data.plugin(tmp_path / "GE", variant)
    report = import_plugin(root)
    assert report.printings == 3514 and report.images == 135 and len(report.decks) == 10


def test_without_its_origin_file_a_deck_still_exports_its_zones_ids_and_sets(plugin: Path, lackey_data: LackeyData) -> None:
    report = import_plugin(plugin)
    catalog = load_full_catalog().catalog
    index = PrintingIndex.build(catalog)
    names = {line.split("\t")[2]: line.split("\t")[0] for line in lackey_data.carddata.read_text(encoding="utf-8").splitlines()[1:] if line}
    for deck_report, original in zip(report.decks, lackey_data.deks, strict=True):
        path = Path(deck_report.path)
        path.with_suffix(".lackey.json").unlink()  # the deck file alone names every printing
        deck = load_deck(path, catalog)
        dek, problems = deck_to_dek(deck, None, index)
        want = read_dek(original)
        assert problems == []
        # A line names its printing when the printing is a catalog card's; a printing matched
        # to a shipped card by code and title (not by image id) exports as another printing
        # of the same card.
        exact = {c.id for c in want.cards if catalog.printing(c.id) is not None or catalog.reference(c.id) is not None}
        assert sorted((c.zone, c.id, c.set) for c in dek.cards if c.id in exact) == sorted((c.zone, c.id, c.set) for c in want.cards if c.id in exact)
        assert sorted(index.by_image[c.id].card or "" for c in dek.cards) == sorted(index.by_image[c.id].card or "" for c in want.cards)
        assert all(c.name == names[c.id] for c in dek.cards)  # the plugin's own display names


def test_shared_basic_decks_import_as_basic_game_decks(plugin: Path) -> None:
    report = import_plugin(plugin)
    catalog = load_full_catalog().catalog
    games = {d.name: load_deck(Path(d.path), catalog).game.value for d in report.decks}
    assert games == {d.name: ("basic" if d.name in ("Basic Deck A", "Basic Deck B", "Basic Deck C") else "standard") for d in report.decks}
    assert all(d.verdict == "legal" for d in report.decks), [d.verdict for d in report.decks]
