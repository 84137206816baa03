"""The shipped printed numbers (``resources/printed-numbers.json``) against the checklist
workbook, for every printing of the plugin's card list: each difference is one of the image
corrections ``docs/printed-vs-workbook.md`` lists (a pattern applied wherever it applies, or
a row of its table for a printing typed from its image)."""

from __future__ import annotations

from ge_desktop.lackey.carddata import read_carddata
from ge_desktop.lackey.checklist import PrintedNumbers, read_checklist
from ge_desktop.lackey.printed_numbers import IMAGE_TYPED, OPTIONAL_AMMUNITION, VARIABLE_PLASMA, comparable, shipped_corrections, shipped_numbers
from tests.cards.test_workbook import DOC, _documented
from tests.lackey_data import LackeyData

PATTERN_FIELDS = {OPTIONAL_AMMUNITION: {"optional"}, VARIABLE_PLASMA: {"heavy"}}


def _unexplained(image: str, ours: PrintedNumbers, theirs: PrintedNumbers, documented: set[tuple[str, str]]) -> list[str]:
    corrections = shipped_corrections().get(image, ())
    mine, workbook = comparable(ours), comparable(theirs)
    found = []
    for field, value in mine.items():
        if value == workbook[field]:
            continue
        by_pattern = any(field in PATTERN_FIELDS.get(name, ()) for name in corrections)
        by_image = IMAGE_TYPED in corrections and (image, field) in documented
        if not (by_pattern or by_image):
            found.append(f"{image} {field}: shipped {value!r}, workbook {workbook[field]!r}, corrections {corrections}")
    return found


def test_every_printing_has_the_workbook_numbers_but_for_the_documented_image_corrections(lackey_data: LackeyData) -> None:
    rows = read_carddata(lackey_data.carddata).rows
    workbook = read_checklist(lackey_data.checklist, {r.image for r in rows})
    shipped = shipped_numbers()
    assert len(rows) == 3514 and set(shipped) == {r.image for r in rows}
    documented = {(image, field) for image, field, _, _ in _documented()}
    unexplained, counted = [], {OPTIONAL_AMMUNITION: 0, VARIABLE_PLASMA: 0, IMAGE_TYPED: 0}
    for row in rows:
        ours, theirs = shipped[row.image], workbook.numbers.get(row.image)
        if theirs is None:  # no workbook row: unknown, or typed from the image by the catalog
            assert ours is None or IMAGE_TYPED in shipped_corrections().get(row.image, ()), row.image
            continue
        assert ours is not None, f"{row.image}: the workbook has numbers the shipped data lacks"
        unexplained += _unexplained(row.image, ours, theirs, documented)
        for name in shipped_corrections().get(row.image, ()):
            counted[name] += 1
    assert unexplained == []
    # the corrections really apply (the community printings were typed from their images, issue 38)
    assert counted[OPTIONAL_AMMUNITION] > 400 and counted[VARIABLE_PLASMA] > 10 and counted[IMAGE_TYPED] > 300


def test_the_patterns_applied_to_every_printing_are_named_in_the_docs() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert all(f"`{name}`" in text for name in (OPTIONAL_AMMUNITION, VARIABLE_PLASMA, IMAGE_TYPED))
