"""Fuzzed ``carddata.txt``, ``.dek`` and checklist workbooks: a message naming the file and
the place, never a traceback, nothing written when the file cannot be used.

Each case is built from a seed (wrong columns, bad encodings, HTML entities, control
characters, truncation, huge and sparse files, XML entity bombs, external entities, zip
bombs, junk cells) so a failure names the seed that reproduces it. The limits the readers
check before parsing keep every case small in work.
"""

from __future__ import annotations

import io
import os
import random
import re
import zipfile
from pathlib import Path

import pytest

from ge_desktop.lackey.checklist import MAX_WORKBOOK_BYTES, read_checklist
from ge_desktop.lackey.collection import collections_dir
from ge_desktop.lackey.dek import MAX_DEK_BYTES, read_dek
from ge_desktop.lackey.importer import import_plugin
from ge_desktop.lackey.problems import LackeyFileError
from tests.lackey.conftest import HEADER, dek_text, row

PLACE = re.compile(r"line \d+(, column \d+)?|sheet [^,:]+(, (cell [A-Z]+\d+|row \d+))?|part \S+")
BASE_ROWS = [
    row("S2 Escort (PE)", "PE", "S2_-_Escort_PE", "S2", "Argonian Escort - Warm Front", "S", "2", "Argonian"),
    row("T2 Comet - Biruk&apos;s Comet (PE)", "PE", "T2_-_Biruks_Comet_PE", "T2", "Comet - Biruk&apos;s Comet", "T", "2"),
    row("R/C1 Crewman (PE)", "PE", "C1_-_Crewman_PE", "R/C1", "Crewman", "C", "1", script="<s><f>/roll</f></s>"),
    row("HQ25 Sector HQ (Pro8)", "Pro8", "HQ25_-_Sector_HQ_Pro8", "HQ25", "Sector HQ", "HQ", "25"),
    row("B4/S2 Flight Craft (GI)", "GI", "B4-S2_-_Flight_Craft_GI", "B4/S2", "Flight Craft", "B/S", "4", "Aqaaran", time_st="2", alt="S"),
]
BASE_DEK = dek_text([
    ("Deck", "S2_-_Escort_PE", "S2 Escort (PE)", "PE"),
    ("Deck", "T2_-_Biruks_Comet_PE", "T2 Comet - Biruk&apos;s Comet (PE)", "PE"),
    ("Reference", "HQ25_-_Sector_HQ_Pro8", "HQ25 Sector HQ (Pro)", "Pro8"),
])
BOMB_DTD = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' + "".join(
    f'<!ENTITY lol{n} "' + f"&lol{n - 1};" * 10 + '">' for n in range(3, 10)
) + "]>"
EXTERNAL_DTD = '<!DOCTYPE x [<!ENTITY ext SYSTEM "file:///etc/passwd">]>'


def _mutate_text(text: str, rng: random.Random) -> bytes:
    """One of the ways a text file goes wrong."""
    data = text.encode("utf-8")
    kind = rng.randrange(10)
    if kind == 0:
        return data[: rng.randrange(len(data))]  # truncated anywhere, even mid-character
    if kind == 1:
        at = rng.randrange(len(data))
        return data[:at] + bytes([rng.choice([0x80, 0xC3, 0xFF, 0xFE, 0xE2])]) + data[at:]  # bad encoding
    if kind == 2:
        return text.encode("latin-1", errors="replace") + "é".encode("latin-1")
    if kind == 3:
        at = rng.randrange(len(text))
        return (text[:at] + rng.choice(["&amp;", "&lt;", "&#0;", "&#x1F;", "&bogus;", "&", "<", "]]>", "\x00", "\x1b"]) + text[at:]).encode("utf-8")
    if kind == 4:
        lines = text.split("\n")
        index = rng.randrange(len(lines))
        lines[index] = "\t".join(rng.sample(lines[index].split("\t"), k=len(lines[index].split("\t"))))  # shuffled cells
        return "\n".join(lines).encode("utf-8")
    if kind == 5:
        lines = text.split("\n")
        index = rng.randrange(len(lines))
        lines[index] = lines[index] + "\t" * rng.randrange(1, 40) + "x" * rng.randrange(0, 70_000)
        return "\n".join(lines).encode("utf-8")
    if kind == 6:
        return ("\ufeff" + text.replace("\n", "\r\n")).encode("utf-8")
    if kind == 7:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400)))
    if kind == 8:
        lines = text.split("\n")
        del lines[rng.randrange(len(lines))]
        return "\n".join(lines).encode("utf-8")
    return text.encode("utf-16")


def _assert_named(message: str, path: Path) -> None:
    assert str(path) in message, message
    assert "Traceback" not in message


# --- carddata.txt ----------------------------------------------------------------------------


def _carddata_case(seed: int) -> bytes:
    rng = random.Random(seed)
    text = "\n".join([HEADER, *BASE_ROWS]) + "\n"
    if seed % 25 == 0:
        header = HEADER.split("\t")
        rng.shuffle(header)
        del header[rng.randrange(len(header))]
        return "\n".join(["\t".join(header), *BASE_ROWS]).encode("utf-8")  # wrong columns
    return _mutate_text(text, rng)


@pytest.mark.parametrize("seed", range(130))
def test_fuzzed_carddata_gives_located_messages_and_writes_nothing_on_failure(tmp_path: Path, seed: int) -> None:
    root = tmp_path / "plugin"
    (root / "sets").mkdir(parents=True)
    carddata = root / "sets" / "carddata.txt"
    carddata.write_bytes(_carddata_case(seed))
    shipped = tmp_path / "none.json"
    shipped.write_text('{"format_version": 1, "cards": []}')
    try:
        report = import_plugin(root, shipped_files=[shipped])
    except LackeyFileError as exc:
        _assert_named(str(exc), carddata)
        assert all(PLACE.search(p.place) for p in exc.problems), exc.problems
        assert not collections_dir().exists()
        return
    for problem in report.problems:
        _assert_named(str(problem), carddata)
        assert re.search(r"line \d+", problem.place), problem
    assert report.printings <= len(BASE_ROWS)


def test_a_huge_carddata_is_refused_before_it_is_read(tmp_path: Path) -> None:
    root = tmp_path / "plugin"
    (root / "sets").mkdir(parents=True)
    carddata = root / "sets" / "carddata.txt"
    with carddata.open("wb") as handle:
        handle.truncate(40 * 1024 * 1024)  # sparse: costs no disk and no reading
    with pytest.raises(LackeyFileError) as error:
        import_plugin(root)
    _assert_named(str(error.value), carddata)
    assert "bytes" in str(error.value) and not collections_dir().exists()


# --- .dek ------------------------------------------------------------------------------------


def _dek_case(seed: int) -> bytes:
    rng = random.Random(seed)
    kind = seed % 8
    if kind == 0:
        return (f'<?xml version="1.0"?>\n{BOMB_DTD}\n' + BASE_DEK.replace("(PE)</name>", "&lol9;</name>", 1)).encode()
    if kind == 1:
        return (f'<?xml version="1.0"?>\n{EXTERNAL_DTD}\n' + BASE_DEK.replace("(PE)</name>", "&ext;</name>", 1)).encode()
    if kind == 2:
        return BASE_DEK.replace("deck", rng.choice(["dekk", "html", "x"]), 2).encode()
    if kind == 3:
        return BASE_DEK.replace(' id="S2_-_Escort_PE"', rng.choice(["", ' id=""', " id='x' id='y'"])).encode()
    if kind == 4:
        return ("<deck>" + "<superzone name='Deck'>" * rng.randrange(1, 3000)).encode()
    return _mutate_text(BASE_DEK, rng)


@pytest.mark.parametrize("seed", range(110))
def test_fuzzed_dek_gives_located_messages(tmp_path: Path, seed: int) -> None:
    path = tmp_path / "fuzz.dek"
    path.write_bytes(_dek_case(seed))
    try:
        dek = read_dek(path)
    except LackeyFileError as exc:
        _assert_named(str(exc), path)
        assert all(re.search(r"line \d+, column \d+", p.place) or "bytes" in p.message for p in exc.problems), exc.problems
        return
    assert all(card.id for card in dek.cards)


def test_fuzzed_decks_in_a_plugin_are_reported_and_the_rest_imports(tmp_path: Path) -> None:
    root = tmp_path / "plugin"
    (root / "sets").mkdir(parents=True)
    (root / "decks").mkdir()
    (root / "sets" / "carddata.txt").write_text("\n".join([HEADER, *BASE_ROWS]) + "\n", encoding="utf-8")
    (root / "decks" / "good.dek").write_text(BASE_DEK, encoding="utf-8")
    (root / "decks" / "bomb.dek").write_bytes(_dek_case(0))
    report = import_plugin(root)
    assert [d.name for d in report.decks] == ["good"]
    assert any(str(root / "decks" / "bomb.dek") in str(p) and "line" in p.place for p in report.problems)


def test_a_huge_dek_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.dek"
    with path.open("wb") as handle:
        handle.truncate(MAX_DEK_BYTES + 1)
    with pytest.raises(LackeyFileError, match="bytes"):
        read_dek(path)


# --- the checklist workbook --------------------------------------------------------------------

SYMBOLS = ["Need", "Want", "Have", "Trade", None, "URL (%)", "-\n●", "-\n✸", "●\n●", "✧", "✜", "✕", "+\n●", "x\n●"]
NAMES = ["", None, "", "", None, "", "SupplyCost", "EnergyCost", "OptionalCommandCost", "Shield", "Phaser", "CardDamage", "SupplyPoint", "SupplyMult"]


def _workbook(rows: list[list[object]], symbols: list[object] | None = None) -> bytes:
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Sheet1"
    sheet.append(symbols or SYMBOLS)
    sheet.append(NAMES)
    for values in rows:
        sheet.append(values)
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def _good_row(image: str) -> list[object]:
    return [0, 0, 1, 0, None, image, 1, 2, 3, 4, 2, 1, 0, "x2"]


JUNK = ["seven", -1, 99, 2.5, "1/0", "&amp;", "&lt;&#x1F;", True, "x", "+", "x99", "💥"]  # each unreadable as a count


def _zip_with(data: bytes, rewrite) -> bytes:
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for item in source.infolist():
            target.writestr(item.filename, rewrite(item.filename, source.read(item.filename)))
    return out.getvalue()


def _workbook_case(seed: int) -> tuple[bytes, str]:
    """The workbook bytes and what should happen: 'ok', 'cell' (a located cell problem) or 'file'."""
    rng = random.Random(seed)
    rows = [_good_row(f"S2_-_Card_{n}_PE") for n in range(5)]
    kind = seed % 8
    if kind == 0:
        index = rng.randrange(len(rows))
        rows[index][rng.choice([6, 7, 8, 9, 10, 11, 12])] = rng.choice(JUNK)
        return _workbook(rows), "cell"
    if kind == 1:
        dtd = rng.choice([BOMB_DTD, EXTERNAL_DTD])
        target = rng.choice(["sheet1.xml", "workbook.xml", "styles.xml", "[Content_Types].xml"])
        return _zip_with(_workbook(rows), lambda name, body: dtd.encode() + body if name.endswith(target) else body), "file"
    if kind == 2:
        data = _workbook(rows)
        return data[: rng.randrange(len(data))], "file"
    if kind == 3:
        data = bytearray(_workbook(rows))
        for _ in range(rng.randrange(1, 30)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return bytes(data), "any"
    if kind == 4:
        symbols = list(SYMBOLS)
        symbols[rng.choice([5, 8])] = rng.choice(["URL", "?\n?", "Name"])
        return _workbook(rows, symbols), "file"
    if kind == 5:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(10, 3000))), "file"
    if kind == 6:
        def unclosed_rows(name: str, body: bytes) -> bytes:
            return body.replace(b"<sheetData>", b"<sheetData>" + b"<row>" * 50, 1) if name.endswith("sheet1.xml") else body

        return _zip_with(_workbook(rows), unclosed_rows), "any"
    return _workbook(rows + [[None, None, None, None, None, "Junk_Row", "x", "y"]]), "cell"


@pytest.mark.parametrize("seed", range(96))
def test_fuzzed_workbooks_give_sheet_and_cell(tmp_path: Path, seed: int) -> None:
    path = tmp_path / "fuzz.xlsx"
    data, expected = _workbook_case(seed)
    path.write_bytes(data)
    try:
        checklist = read_checklist(path)
    except LackeyFileError as exc:
        assert expected in ("file", "any"), exc
        _assert_named(str(exc), path)
        return
    assert expected in ("cell", "ok", "any"), f"seed {seed}: expected a refusal"
    for problem in checklist.problems:
        _assert_named(str(problem), path)
        assert re.fullmatch(r"sheet Sheet1, (cell [A-Z]+\d+|row \d+)", problem.place), problem
    if expected == "cell":
        assert checklist.problems and len(checklist.numbers) >= 4


def test_a_zip_bomb_workbook_is_refused_before_it_is_unpacked(tmp_path: Path) -> None:
    path = tmp_path / "bomb.xlsx"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/worksheets/sheet1.xml", b"\0" * (300 * 1024 * 1024))
    with pytest.raises(LackeyFileError, match="zip bomb|unpack"):
        read_checklist(path)


def test_a_huge_workbook_is_refused_by_its_size(tmp_path: Path) -> None:
    path = tmp_path / "huge.xlsx"
    with path.open("wb") as handle:
        handle.truncate(MAX_WORKBOOK_BYTES + 1)
    with pytest.raises(LackeyFileError, match="bytes"):
        read_checklist(path)


def test_the_plugin_checklist_symbols_decide_the_optional_requirement(tmp_path: Path) -> None:
    path = tmp_path / "ok.xlsx"
    path.write_bytes(_workbook([_good_row("S2_-_A_PE")]))
    numbers = read_checklist(path).numbers["S2_-_A_PE"]
    assert (numbers.requirements.supply, numbers.requirements.energy, numbers.optional_requirements.supply) == (1, 2, 3)
    assert (numbers.shields, numbers.generates.damage, [w.count for w in numbers.weapons]) == (4, 1, [2])
    assert [(m.op.value, m.point.value, m.amount) for m in numbers.modifiers] == [("multiply", "supply", 2)]
    assert os.path.getsize(path) < MAX_WORKBOOK_BYTES


def test_a_refused_checklist_stops_the_import_before_anything_is_written(tmp_path: Path) -> None:
    root = tmp_path / "plugin"
    (root / "sets").mkdir(parents=True)
    (root / "sets" / "carddata.txt").write_text("\n".join([HEADER, *BASE_ROWS]) + "\n", encoding="utf-8")
    bomb = tmp_path / "bomb.xlsx"
    bomb.write_bytes(_zip_with(_workbook([_good_row("S2_-_Escort_PE")]), lambda name, body: BOMB_DTD.encode() + body if name.endswith("sheet1.xml") else body))
    with pytest.raises(LackeyFileError) as error:
        import_plugin(root, bomb)
    assert str(error.value) == f"{bomb}: part xl/worksheets/sheet1.xml: refused: the XML declares a DTD or entities (an entity bomb or external entity)"
    assert not collections_dir().exists()
