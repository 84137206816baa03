"""Importing small plugins written by the tests, against a small catalog of their own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ge_desktop.cards.levels import CardLevel, card_level
from ge_desktop.cards.model import SplitRole
from ge_desktop.cards.user_catalog import load_full_catalog, user_catalog_path
from ge_desktop.lackey.collection import PrintingIndex, collections_dir
from ge_desktop.lackey.importer import STAGES, ImportCancelled, import_plugin
from ge_desktop.lackey.problems import LackeyFileError
from tests.lackey.conftest import dek_text, row, small_plugin

JPEG = b"\xff\xd8\xff\xe0" + b"\x00" * 64

SHIPPED = {
    "format_version": 1,
    "cards": [
        {"id": "test-escort", "name": "Test Escort", "types": ["S"], "strength": 2, "shields": 2, "set_code": "PE",
         "printings": [{"set": "PE", "image": "S2_-_Test_Escort_PE"}], "provenance": "printed"},
        {"id": "moon", "name": "Moon", "types": ["T"], "strength": 3, "generates": {"energy": 1}, "set_code": "PE", "provenance": "designed"},
    ],
}
OWN = {"format_version": 1, "cards": [
    {"id": "my-doctor", "name": "Doctor", "types": ["C"], "reaction": True, "strength": 2, "set_code": "UE", "provenance": "designed"},
]}

ROWS = [
    row("S2 Test Escort (PE)", "PE", "S2_-_Test_Escort_PE", "S2", "Test Escort", "S", "2"),
    row("S2 Test Escort (UE)", "UE", "S2_-_Test_Escort_UE", "S2", "Test Escort", "S", "2"),
    row("T3 Moon (PE)", "PE", "T3_-_Moon_PE", "T3", "Moon", "T", "3"),
    row("C2 Doctor (PE)", "PE", "C2_-_Doctor_PE", "R/C2", "Doctor", "C", "2"),
    row("O2 Shipping Delays (PE)", "PE", "O2_-_Shipping_Delays_PE", "O2", "Shipping Delays", "O", "2"),
    row("O2 Shipping Delays (UE)", "UE", "O2_-_Shipping_Delays_UE", "O2", "Shipping Delays ", "O", "2"),
    row("HQ25 Test Sector HQ (UE)", "UE", "HQ25_-_Test_Sector_HQ_UE", "HQ25", "Test Sector HQ", "HQ", "25"),
    row("S3 Broken (PE)", "PE", "S3_-_Broken_PE", "S3", "Broken", "S", "x"),
    row("B7 Krebiz Capsule Base (GI)", "GI", "B7_-_Krebiz_Capsule_Base_GI", "B7", "Krebiz Capsule Base", "B", "7", "Krebiz",
        script="<s><l>Spawn</l><f>/spawn S1 Krebiz Medium Capsule (PE)</f></s>"),
    row("T2 Comet - Biruk&apos;s Comet (PE)", "PE", "T2_-_Biruks_Comet_PE", "T2", "Comet - Biruk&apos;s Comet", "T", "2"),
    row("B4/S2 Flight Craft (GI)", "GI", "B4-S2_-_Aqaaran_Flight_Craft_GI", "B4/S2", "Flight Craft", "B/S", "4", "Aqaaran", time_st="2", alt="S"),
]
DECK = dek_text([
    ("Deck", "S2_-_Test_Escort_PE", "S2 Test Escort (PE)", "PE"),
    ("Deck", "S2_-_Test_Escort_UE", "S2 Test Escort (UE)", "UE"),
    ("Deck", "T3_-_Moon_PE", "T3 Moon (PE)", "PE"),
    ("Deck", "O2_-_Shipping_Delays_UE", "O2 Shipping Delays (UE)", "UE"),
    ("Deck", "Nowhere_XX", "S9 Nowhere (XX)", "XX"),
    ("Reference", "HQ25_-_Test_Sector_HQ_UE", "HQ25 Test Sector HQ (UE)", "UE"),
])


@pytest.fixture
def shipped(tmp_path: Path) -> list[Path]:
    path = tmp_path / "shipped.json"
    path.write_text(json.dumps(SHIPPED), encoding="utf-8")
    return [path]


@pytest.fixture
def own_cards() -> Path:
    path = user_catalog_path()
    path.write_text(json.dumps(OWN), encoding="utf-8")
    return path


@pytest.fixture
def small(tmp_path: Path) -> Path:
    images = {"S2_-_Test_Escort_PE.jpg": JPEG, "O2_-_Shipping_Delays_UE.jpg": b"not an image", "T3_-_Moon_PE.jpg": JPEG}
    return small_plugin(tmp_path / "Small", ROWS, {"Mine.dek": DECK}, images)


def _index(shipped: list[Path]) -> tuple:
    full = load_full_catalog(shipped_files=shipped)
    return full.catalog, PrintingIndex.build(full.catalog)


def test_rows_of_scripted_cards_match_by_image_id_then_code_and_title(small: Path, shipped: list[Path], own_cards: Path) -> None:
    report = import_plugin(small, shipped_files=shipped)
    catalog, index = _index(shipped)
    assert index.by_image["S2_-_Test_Escort_PE"].card == "test-escort"
    assert index.by_image["S2_-_Test_Escort_UE"].card == "test-escort"
    assert index.by_image["T3_-_Moon_PE"].card == "moon"
    assert catalog["moon"].generates.energy == 1  # keeps its rules: the shipped card is not replaced
    assert report.scripted == 4  # the three shipped printings and the player's own (unscripted, not manual) Doctor


def test_the_players_own_card_is_never_overwritten_and_the_conflict_is_listed(small: Path, shipped: list[Path], own_cards: Path) -> None:
    before = own_cards.read_bytes()
    report = import_plugin(small, shipped_files=shipped)
    assert own_cards.read_bytes() == before
    assert len(report.conflicts) == 1 and "my-doctor" in report.conflicts[0] and "line 5" in report.conflicts[0]
    _, index = _index(shipped)
    assert index.by_image["C2_-_Doctor_PE"].card == "my-doctor"


def test_new_cards_group_their_printings_and_keep_the_quirks(small: Path, shipped: list[Path]) -> None:
    import_plugin(small, shipped_files=shipped)
    catalog, index = _index(shipped)
    delays = catalog[index.by_image["O2_-_Shipping_Delays_PE"].card]
    assert [p.image for p in delays.printings] == ["O2_-_Shipping_Delays_PE", "O2_-_Shipping_Delays_UE"]  # trailing space ignored
    assert card_level(delays) is CardLevel.NAME and delays.manual
    comet = catalog[index.by_image["T2_-_Biruks_Comet_PE"].card]
    assert (comet.name, comet.subtitle) == ("Comet", "Biruk's Comet")
    craft = catalog[index.by_image["B4-S2_-_Aqaaran_Flight_Craft_GI"].card]
    assert craft.types[0].value == "B" and craft.split is not None and craft.split.role is SplitRole.SHIP and craft.split.strength == 2
    assert craft.empire == "Aqaaran"


def test_a_bad_row_is_reported_by_line_and_column_and_the_rest_import(small: Path, shipped: list[Path]) -> None:
    report = import_plugin(small, shipped_files=shipped)
    assert [str(p) for p in report.problems if "Broken" not in str(p) and "ST" in str(p)] == [
        f"{small / 'sets' / 'carddata.txt'}: line 9, column 11 (ST): 'x' is not a whole number; row skipped"
    ]
    assert report.printings == len(ROWS) - 1


def test_hq_rows_are_reference_cards_and_scripts_are_kept_as_inert_text(small: Path, shipped: list[Path]) -> None:
    import_plugin(small, shipped_files=shipped)
    manifest = json.loads((collections_dir() / "small" / "collection.json").read_text(encoding="utf-8"))
    assert [r["image"] for r in manifest["references"]] == ["HQ25_-_Test_Sector_HQ_UE"]
    assert manifest["scripts"] == {"B7_-_Krebiz_Capsule_Base_GI": ROWS[8].split("\t")[-1]}
    catalog, index = _index(shipped)
    base = catalog[index.by_image["B7_-_Krebiz_Capsule_Base_GI"].card]
    assert base.effects == () and base.manual and "spawn" not in base.model_dump_json().lower()


def test_deck_cards_resolve_unknown_ones_are_listed_and_the_reference_zone_is_kept(small: Path, shipped: list[Path]) -> None:
    report = import_plugin(small, shipped_files=shipped)
    (deck,) = report.decks
    assert deck.cards == 4 and deck.unknown == ["Nowhere_XX (S9 Nowhere (XX))"]
    assert any("line 10, column 3" in str(p) and "Nowhere_XX" in str(p) for p in report.problems)
    origin = json.loads(Path(deck.path).with_suffix(".lackey.json").read_text(encoding="utf-8"))
    assert [c["zone"] for c in origin["cards"]].count("Reference") == 1
    assert "stocking problem" in deck.verdict or deck.verdict == "legal"


def test_images_are_indexed_and_missing_or_broken_ones_are_listed(small: Path, shipped: list[Path]) -> None:
    report = import_plugin(small, shipped_files=shipped)
    assert report.images == 2
    assert report.images_broken == ["O2_-_Shipping_Delays_UE: not a JPEG or PNG image"]
    assert "S2_-_Test_Escort_UE" in report.images_missing


def test_reimport_updates_changed_rows_and_reports_disappeared_ones(small: Path, shipped: list[Path]) -> None:
    import_plugin(small, shipped_files=shipped)
    stronger = {"O2\tShipping Delays \t\tO\t\t2": "O3\tShipping Delays \t\tO\t\t3"}
    changed = [r.replace(*next(iter(stronger.items()))) if "Shipping_Delays_UE" in r else r for r in ROWS if "Comet" not in r]
    small_plugin(small, changed)
    report = import_plugin(small, shipped_files=shipped)
    assert report.updated == ["O2 Shipping Delays (UE) (O2_-_Shipping_Delays_UE)"]
    assert report.disappeared == ["T2 Comet - Biruk's Comet (PE) (T2_-_Biruks_Comet_PE)"]
    catalog, index = _index(shipped)
    assert catalog[index.by_image["O2_-_Shipping_Delays_UE"].card].strength == 3
    assert "T2_-_Biruks_Comet_PE" not in index.by_image


def test_progress_advances_through_rows_images_and_decks(small: Path, shipped: list[Path]) -> None:
    seen: list[tuple[str, int, int]] = []
    import_plugin(small, progress=lambda stage, done, total: seen.append((stage, done, total)), shipped_files=shipped)
    stages = [s for s, _, _ in seen]
    assert [s for s in STAGES if s in stages] == list(dict.fromkeys(stages))[:4]
    for stage in ("rows", "images", "decks"):
        steps = [(d, t) for s, d, t in seen if s == stage]
        assert steps and steps[-1][0] == steps[-1][1] and [d for d, _ in steps] == sorted(d for d, _ in steps)
    assert stages.index("rows") < stages.index("images") < stages.index("decks") < stages.index("writing")


@pytest.mark.parametrize("stage", ["rows", "images", "decks", "writing"])
def test_cancelling_at_any_stage_writes_nothing(small: Path, shipped: list[Path], stage: str) -> None:
    seen: list[str] = []

    def cancel() -> bool:  # 'writing': the last check, once every deck is read
        return "decks" in seen if stage == "writing" else stage in seen

    with pytest.raises(ImportCancelled):
        import_plugin(small, progress=lambda s, d, t: seen.append(s), should_cancel=cancel, shipped_files=shipped)
    assert not collections_dir().exists() or not any(collections_dir().iterdir())
    decks = collections_dir().parent / "decks"
    assert not decks.exists() or not any(p.suffix in (".deck", ".json") for p in decks.glob("*"))


def test_a_file_that_is_no_card_list_writes_nothing(tmp_path: Path, shipped: list[Path]) -> None:
    root = tmp_path / "P"
    (root / "sets").mkdir(parents=True)
    (root / "sets" / "carddata.txt").write_text("just some text\nand more\n", encoding="utf-8")
    with pytest.raises(LackeyFileError) as error:
        import_plugin(root, shipped_files=shipped)
    assert "line 1" in str(error.value) and "carddata.txt" in str(error.value)
    assert not collections_dir().exists()

