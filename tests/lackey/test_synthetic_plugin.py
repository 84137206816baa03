"""Importing a plugin the tests write from the project's own Basic Set A decks (``synthetic.py``).

The same promises ``test_import_real_plugin.py`` checks on the community's files, on a
fresh clone: every row a printing, every deck resolved and legal, decks exported back card
for card, faces indexed, a second import writing nothing, the checklist's numbers given
to cards without rules, removal, the command line.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from ge_desktop.cards.catalog import catalog_files, default_catalog, load_catalog
from ge_desktop.cards.deck_library import user_decks_dir
from ge_desktop.cards.decks import DeckGame, load_deck
from ge_desktop.cards.levels import CardLevel, card_level
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.cli import main
from ge_desktop.lackey.collection import PrintingIndex, collections_dir, remove_collection
from ge_desktop.lackey.deck_convert import deck_to_dek, load_origin
from ge_desktop.lackey.dek import read_dek, write_dek
from ge_desktop.lackey.importer import import_plugin
from ge_desktop.render.scans import ScanLibrary
from tests.lackey.synthetic import (
    CAPSULE_BASE,
    COOLANT,
    DECKS,
    FLIGHT_CRAFT,
    HQ,
    NEW_ROWS,
    QUARANTINE,
    SYMBOLS,
    UE_TYPHOON,
    basic_set_a_plugin,
    checklist_workbook,
    deck_printings,
    numbers_row,
)


@pytest.fixture
def plugin(tmp_path: Path) -> Path:
    return basic_set_a_plugin(tmp_path / "GalacticEmpires", NEW_ROWS)


def _rows(plugin: Path) -> list[list[str]]:
    return [line.split("\t") for line in (plugin / "sets" / "carddata.txt").read_text(encoding="utf-8").splitlines()[1:] if line]


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _deks(plugin: Path) -> list[Path]:
    return sorted((plugin / "decks").glob("*.dek"))


def test_every_row_becomes_a_printing_and_every_deck_resolves(plugin: Path) -> None:
    report = import_plugin(plugin)
    rows = _rows(plugin)
    assert report.printings == len(rows)
    assert report.scripted + report.numbers_only + report.name_only + report.references == len(rows)
    assert report.references == 4  # two Sector HQ printings, the point-symbol card and a card back
    assert [d.name for d in report.decks] == [p.stem.replace("_", " ") for p in _deks(plugin)]
    assert all(d.unknown == [] for d in report.decks)
    assert [d.cards for d in report.decks] == [len(read_dek(p).zone_cards("Deck")) for p in _deks(plugin)]
    assert report.conflicts == [] and report.problems == []


def test_the_titles_count_every_distinct_title_reference_cards_too(plugin: Path) -> None:
    report = import_plugin(plugin)
    titles = {(cells[6] or cells[0]).strip().lower() for cells in _rows(plugin)}
    assert report.titles == len(titles)


def test_imported_cards_load_beside_the_shipped_catalog_without_problems(plugin: Path) -> None:
    import_plugin(plugin)
    full = load_full_catalog()
    assert full.problems == []
    index = PrintingIndex.build(full.catalog)
    held = [cells[2] for cells in _rows(plugin) if index.by_image[cells[2]].card is not None]
    manifest = json.loads((collections_dir() / "galacticempires" / "collection.json").read_text(encoding="utf-8"))
    references = {r["image"] for r in manifest["references"]}
    assert len(held) + len(references) == len(_rows(plugin)) and not set(held) & references


def test_shipped_printings_stay_shipped_cards_and_keep_their_rules(plugin: Path) -> None:
    import_plugin(plugin)
    shipped = load_catalog(catalog_files())
    full = load_full_catalog().catalog
    index = PrintingIndex.build(full)
    for _, short in DECKS.items():
        for card, image in deck_printings(short):
            assert index.by_image[image].card == card.id
            assert full[card.id] == shipped[card.id]  # not replaced by a numbers-only copy


def test_a_reprint_of_a_shipped_card_is_one_more_printing_of_it(plugin: Path) -> None:
    import_plugin(plugin)
    index = PrintingIndex.build(load_full_catalog().catalog)
    assert index.by_image[UE_TYPHOON].card == default_catalog().printing("S6_-_Argonian_Typhoon_Heavy_Cruiser_PE").id
    assert index.by_image[FLIGHT_CRAFT].card == default_catalog().find("B/S4/2", "Flight Craft").id  # by its code and title: another image id


def test_new_cards_group_their_printings_and_say_they_are_resolved_by_hand(plugin: Path) -> None:
    import_plugin(plugin)
    catalog = load_full_catalog().catalog
    index = PrintingIndex.build(catalog)
    quarantine = catalog[index.by_image[QUARANTINE[0]].card]
    assert [p.image for p in quarantine.printings] == list(QUARANTINE)  # the second title's trailing space ignored
    assert card_level(quarantine) is CardLevel.NAME and quarantine.manual and quarantine.id.startswith("lk-")
    coolant = catalog[index.by_image[COOLANT].card]
    assert coolant.passive and coolant.types[0].value == "E"  # the 'Passive' card tag


def test_sector_hqs_and_special_rows_are_reference_cards_and_scripts_stay_inert_text(plugin: Path) -> None:
    import_plugin(plugin)
    manifest = json.loads((collections_dir() / "galacticempires" / "collection.json").read_text(encoding="utf-8"))
    kept = {r["image"]: r["reference"] for r in manifest["references"]}
    assert kept[HQ[0]] == "sector-hq" and kept[SYMBOLS[0]] == "point-symbols"  # the shipped reference cards
    assert kept["HQ25_-_Sector_HQ_UE"].startswith("lk-ref-") and "Card_Back1_Spcl" in kept
    assert manifest["scripts"] == {CAPSULE_BASE: NEW_ROWS[0].split("\t")[-1]}
    base = load_full_catalog().catalog[PrintingIndex.build(load_full_catalog().catalog).by_image[CAPSULE_BASE].card]
    assert base.effects == () and "spawn" not in base.model_dump_json().lower()


def test_a_second_import_changes_nothing(plugin: Path) -> None:
    import_plugin(plugin)
    home = collections_dir().parent
    before = _files(home)
    report = import_plugin(plugin)
    assert report.files_written == [] and report.added == [] and report.updated == [] and report.disappeared == []
    assert _files(home) == before


def test_each_imported_deck_exports_to_the_original_card_for_card(plugin: Path) -> None:
    report = import_plugin(plugin)
    catalog = load_full_catalog().catalog
    index = PrintingIndex.build(catalog)
    for deck_report, original in zip(report.decks, _deks(plugin), strict=True):
        path = Path(deck_report.path)
        dek, problems = deck_to_dek(load_deck(path, catalog), load_origin(path), index)
        assert problems == []
        assert dek.same_cards(read_dek(original)), original.name
        assert write_dek(dek) == original.read_text(encoding="utf-8")


def test_an_edited_deck_exports_from_its_printings_keeping_the_reference_zone(plugin: Path) -> None:
    report = import_plugin(plugin)
    catalog = load_full_catalog().catalog
    path = Path(report.decks[1].path)
    deck = load_deck(path, catalog)
    deck.entries.pop()  # the player removed a line in the deck builder
    dek, problems = deck_to_dek(deck, load_origin(path), PrintingIndex.build(catalog))
    original = read_dek(_deks(plugin)[1])
    removed = load_deck(path, catalog).entries[-1].count
    assert problems == []
    assert len(dek.zone_cards("Deck")) == len(original.zone_cards("Deck")) - removed
    assert [(c.id, c.name, c.set) for c in dek.zone_cards("Reference")] == [(c.id, c.name, c.set) for c in original.zone_cards("Reference")]
    assert {c.id for c in dek.zone_cards("Deck")} <= {c.id for c in original.cards}


def test_without_its_origin_file_a_deck_still_exports_its_zones_ids_and_sets(plugin: Path) -> None:
    report = import_plugin(plugin)
    catalog = load_full_catalog().catalog
    index = PrintingIndex.build(catalog)
    for deck_report, original in zip(report.decks, _deks(plugin), strict=True):
        path = Path(deck_report.path)
        path.with_suffix(".lackey.json").unlink()  # the deck file alone names every printing
        dek, problems = deck_to_dek(load_deck(path, catalog), None, index)
        want = read_dek(original)
        assert problems == []
        assert sorted((c.zone, c.id, c.set) for c in dek.cards) == sorted((c.zone, c.id, c.set) for c in want.cards)
        assert sorted(c.name for c in dek.cards) == sorted(c.name for c in want.cards)  # the plugin's own display names


def test_imported_decks_hold_exactly_the_printings_of_the_shipped_decks(plugin: Path) -> None:
    report = import_plugin(plugin)
    catalog = load_full_catalog().catalog
    for deck_report, short in zip(report.decks, DECKS.values(), strict=True):
        deck = load_deck(Path(deck_report.path), catalog)
        assert Counter(e.printing for e in deck.entries for _ in range(e.count)) == Counter(image for _, image in deck_printings(short))
        assert deck.headquarters == f"Sector HQ [{HQ[0]}]" and deck.reference == f"Point Symbols [{SYMBOLS[0]}]"


def test_the_shared_basic_deck_imports_as_a_basic_game_deck_and_the_empire_decks_as_standard(plugin: Path) -> None:
    report = import_plugin(plugin)
    catalog = load_full_catalog().catalog
    decks = {d.name: load_deck(Path(d.path), catalog) for d in report.decks}
    assert decks["Basic Deck A"].game is DeckGame.BASIC and decks["Basic Deck A"].empire == ""
    assert (decks["Basic Deck A Argonian"].game, decks["Basic Deck A Argonian"].empire) == (DeckGame.STANDARD, "Argonian First Republic")
    assert (decks["Basic Deck A Krebiz"].game, decks["Basic Deck A Krebiz"].empire) == (DeckGame.STANDARD, "Krebiz Capitalist Alliance")
    assert all(d.verdict == "legal" for d in report.decks), [d.verdict for d in report.decks]


def test_every_image_is_the_face_of_its_printing(plugin: Path) -> None:
    report = import_plugin(plugin)
    library = ScanLibrary.default()
    catalog = load_full_catalog().catalog
    index = PrintingIndex.build(catalog)
    images = sorted((plugin / "sets" / "setimages").glob("*.jpg"))
    references = {p.stem for p in images if index.by_image[p.stem].card is None}
    assert report.images == len(images) and references == {HQ[0], SYMBOLS[0]}
    for image in images:
        if image.stem not in references:
            face = library.path_for(catalog[index.by_image[image.stem].card])
            assert face is not None and face.parent.resolve() == image.parent.resolve()
    assert sorted(report.images_missing) == sorted(cells[2] for cells in _rows(plugin) if not (plugin / "sets" / "setimages" / f"{cells[2]}.jpg").exists())


def test_the_checklist_gives_unscripted_cards_their_printed_numbers_and_empire_heavy_weapons(plugin: Path, tmp_path: Path) -> None:
    """The shipped printed numbers play (the capsule base's optional ammunition equal to its
    heavy weapons is the workbook pattern the images correct); a workbook fills what they
    lack (the invented Quarantine) and its differences are reported, not played."""
    workbook = checklist_workbook(tmp_path / "Galactic_Empires.xlsx", [
        numbers_row(CAPSULE_BASE, supply_cost=1, energy_cost=2, optional_ammunition=3, shields=4, heavy=3, phasers=4),
        numbers_row(QUARANTINE[0], economy_cost=1),
    ])
    report = import_plugin(plugin, workbook)
    catalog = load_full_catalog().catalog
    index = PrintingIndex.build(catalog)
    base = catalog[index.by_image[CAPSULE_BASE].card]
    assert card_level(base) is CardLevel.NUMBERS
    assert (base.requirements.supply, base.requirements.energy, base.shields, base.optional_requirements.ammunition) == (1, 2, 4, 0)
    assert [line.split(":")[0] for line in report.workbook_differences] == [CAPSULE_BASE]
    assert [(w.name, w.count) for w in base.weapons] == [("Sabot", 3), ("Phaser", 4)]  # v2.1 HEAVY WEAPON: the Krebiz fire Sabots
    assert card_level(catalog[index.by_image[QUARANTINE[0]].card]) is CardLevel.NUMBERS
    assert card_level(catalog[index.by_image[COOLANT].card]) is CardLevel.NAME  # no checklist row
    assert report.numbers_only >= 2 and report.problems == []


def test_a_reimport_keeps_the_checklist_of_the_first(plugin: Path, tmp_path: Path) -> None:
    workbook = checklist_workbook(tmp_path / "Galactic_Empires.xlsx", [numbers_row(CAPSULE_BASE, supply_cost=1, shields=4)])
    import_plugin(plugin, workbook)
    report = import_plugin(plugin)
    base = load_full_catalog().catalog[PrintingIndex.build(load_full_catalog().catalog).by_image[CAPSULE_BASE].card]
    assert report.files_written == [] and base.shields == 4


def test_an_imported_collection_can_be_removed_keeping_a_deck_the_player_edited(plugin: Path) -> None:
    report = import_plugin(plugin)
    edited = Path(report.decks[0].path)
    edited.write_text(edited.read_text(encoding="utf-8") + "\n# my notes\n", encoding="utf-8")
    removal = remove_collection("galacticempires")
    assert removal.kept_decks == [str(edited)] and len(removal.removed_decks) == len(report.decks) - 1
    assert not (collections_dir() / "galacticempires").exists() and edited.exists()
    assert not any(Path(d.path).exists() for d in report.decks[1:])
    assert all(not c.id.startswith("lk-") for c in load_full_catalog().catalog)


@pytest.mark.parametrize("variant", ["high", "med", "low"])
def test_a_plugin_with_resolution_variants_imports_the_same(tmp_path: Path, variant: str) -> None:
    flat = import_plugin(basic_set_a_plugin(tmp_path / "flat", NEW_ROWS))
    remove_collection("flat")
    root = tmp_path / "GE"
    basic_set_a_plugin(root / variant, NEW_ROWS)
    report = import_plugin(root)
    assert (report.printings, report.images, len(report.decks)) == (flat.printings, flat.images, len(flat.decks))


def test_cli_prints_one_json_object_with_the_issue_fields(plugin: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "import-lackey", str(plugin), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"printings", "titles", "scripted", "numbers_only", "images", "decks", "problems"} <= set(data)
    assert data["printings"] == len(_rows(plugin))
    assert all({"name", "path", "cards", "unknown"} <= set(d) and d["unknown"] == [] for d in data["decks"])


def test_cli_deck_export_writes_the_original_dek(plugin: Path, tmp_path: Path) -> None:
    assert main(["cards", "import-lackey", str(plugin)]) == 0
    out = tmp_path / "out.dek"
    assert main(["deck", "export", "--lackey", str(user_decks_dir() / "Basic_Deck_A_Krebiz.deck"), "-o", str(out)]) == 0
    assert out.read_bytes() == (plugin / "decks" / "Basic_Deck_A_Krebiz.dek").read_bytes()


def test_a_game_with_an_imported_card_replays_and_checks_from_the_command_line(plugin: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``simulate`` plays with the player's whole catalog (imported collections too), so its
    records name imported cards; ``replay --check`` and ``snapshot`` read them with the same
    catalog instead of refusing the record ("not in the catalog")."""
    assert main(["cards", "import-lackey", str(plugin)]) == 0
    catalog = load_full_catalog().catalog
    quarantine = catalog[PrintingIndex.build(catalog).by_image[QUARANTINE[0]].card]
    deck = tmp_path / "with-quarantine.deck"
    shipped = (Path(__file__).resolve().parents[2] / "resources" / "decks" / "basic-set-a-argonian.deck").read_text(encoding="utf-8")
    deck.write_text(shipped + f"\n1 {quarantine.code} {quarantine.title} [{QUARANTINE[0]}]\n", encoding="utf-8")
    records = tmp_path / "records"
    assert main(["simulate", "--decks", str(deck), "krebiz", "--games", "1", "--seed", "2", "--save-records", str(records), "--no-progress"]) == 0
    (record,) = records.glob("*.gerec")
    assert quarantine.id in record.read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", "--check", str(record)]) == 0, capsys.readouterr().err
    assert main(["snapshot", str(record), "--out", str(tmp_path / "end.png")]) == 0, capsys.readouterr().err


def test_a_deck_of_one_major_with_a_stray_card_of_another_is_that_majors_deck_with_its_own_sector_hq(tmp_path: Path) -> None:
    """Ltd_Scorpead holds one Corporate Patrol Ship among its Scorpead cards and keeps four
    empires' Sector HQs in its Reference zone: it is a Scorpead deck (not a Basic Game
    shared deck), played with the Scorpead Sector HQ, and its import says the stray card
    breaks the stocking rules."""
    from ge_desktop.lackey.dek import Dek, DekCard
    from tests.lackey.conftest import row
    from tests.lackey.synthetic import _set_of, display_name

    argonian = [DekCard("Deck", image, display_name(card, image), _set_of(card, image)) for card, image in deck_printings("basic-set-a-argonian")]
    stray_card, stray_image = next((c, i) for c, i in deck_printings("basic-set-a-krebiz") if c.empire == "Krebiz Capitalist Alliance")
    hqs = [("HQ25_-_Krebiz_Sector_HQ_UE", "HQ25 Krebiz Sector HQ (UE)", "Krebiz"), ("HQ25_-_Argonian_Sector_HQ_UE", "HQ25 Argonian Sector HQ (UE)", "Argonian")]
    dek = Dek(
        cards=[*argonian, DekCard("Deck", stray_image, display_name(stray_card, stray_image), _set_of(stray_card, stray_image))]
        + [DekCard("Reference", image, name, "UE") for image, name, _ in hqs]
        + [DekCard("Reference", *SYMBOLS)],
        zones=["Deck", "Reference"],
    )
    plugin = basic_set_a_plugin(tmp_path / "Zyx", [row(name, "UE", image, "HQ25", name[5:-5], "HQ", "25", word) for image, name, word in hqs])
    (plugin / "decks" / "Stray.dek").write_text(write_dek(dek), encoding="utf-8")
    report = import_plugin(plugin)
    stray = next(d for d in report.decks if d.name == "Stray")
    deck = load_deck(Path(stray.path), load_full_catalog().catalog)
    assert (deck.game, deck.empire) == (DeckGame.STANDARD, "Argonian First Republic")
    assert deck.headquarters is not None and deck.headquarters.startswith("Argonian Sector HQ")
    assert stray_card.title in stray.verdict and "stocking" in stray.verdict
