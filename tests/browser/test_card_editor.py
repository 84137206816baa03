"""The card editor: cards made by typing appear in the browser and in a game; problems show inline."""

from __future__ import annotations

import csv
import io

import pytest
from PySide6.QtCore import Qt

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import Deck
from ge_desktop.cards.search import CardQuery
from ge_desktop.cards.user_catalog import UserCatalog, user_catalog_path
from ge_desktop.engine import Game
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
from ge_desktop.ui.browser import open_card_editor
from ge_desktop.ui.browser.browser_widget import CardBrowserWidget
from ge_desktop.ui.browser.card_editor import CardEditorWindow
from ge_desktop.ui.browser.catalog_holder import CatalogHolder


class Answers:
    def __init__(self, editor: CardEditorWindow) -> None:
        self.errors: list[str] = []
        self.reports = []
        self.discard = True
        editor.show_error = self.errors.append
        editor.show_report = self.reports.append
        editor.ask_discard = lambda: self.discard
        editor.ask_delete = lambda card: True


@pytest.fixture
def shipped_holder(qtbot) -> CatalogHolder:
    return CatalogHolder.load()


@pytest.fixture
def editor(qtbot, shipped_holder) -> CardEditorWindow:
    window = CardEditorWindow(shipped_holder)
    qtbot.addWidget(window)
    window.answers = Answers(window)
    return window


def type_into(qtbot, editor: CardEditorWindow, column: str, text: str) -> None:
    widget = editor.form.fields[column]
    widget.clear()
    qtbot.keyClicks(widget, text)


def make_lancer(qtbot, editor: CardEditorWindow) -> None:
    type_into(qtbot, editor, "code", "S6")
    type_into(qtbot, editor, "name", "Argonian Lancer")
    editor.form.fields["empire"].setCurrentIndex(editor.form.fields["empire"].findData("Argonian First Republic"))
    type_into(qtbot, editor, "requires", "1 supply + 1 energy")
    editor.form.fields["shields"].setValue(3)
    type_into(qtbot, editor, "weapons", "2 Phaser")
    type_into(qtbot, editor, "rules", "Fires first in every battle.")


def test_card_made_in_the_editor_appears_in_the_browser_and_in_a_game(qtbot, editor, shipped_holder) -> None:
    browser = CardBrowserWidget(shipped_holder)
    qtbot.addWidget(browser)
    make_lancer(qtbot, editor)
    qtbot.waitUntil(lambda: editor.card is not None, timeout=60_000)  # the form is read a moment after typing
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    # saved to the user's catalog file, which loads beside the shipped catalog
    assert [c.id for c in UserCatalog.load()] == ["argonian-lancer"]
    lancer = shipped_holder.catalog["argonian-lancer"]
    assert lancer.label == "S6 Argonian Lancer" and lancer.empire == "Argonian First Republic" and lancer.shields == 3
    # the open browser searches the new catalog at once
    qtbot.keyClicks(browser.filters.search, "lancer")
    assert [c.id for c in browser.shown_cards()] == ["argonian-lancer"]
    # and a game deals it
    argonian = [c for c in shipped_holder.catalog if c.empire == "Argonian First Republic"][:5]
    krebiz = [c for c in shipped_holder.catalog if c.empire == "Krebiz Capitalist Alliance"][:6]
    decks = (
        Deck.build("Mine", "Argonian First Republic", [(1, lancer)] + [(1, c) for c in argonian]),
        Deck.build("Theirs", "Krebiz", [(1, c) for c in krebiz]),
    )
    game = Game.new(GameConfig(decks=tuple(PlayerDeck.from_deck(d) for d in decks), seed=8), shipped_holder.catalog)
    assert [c.info.label for c in game.state.cards if c.info.card_id == "argonian-lancer"] == ["S6 Argonian Lancer"]


def test_problems_show_inline_under_their_fields_as_you_type(qtbot, editor) -> None:
    make_lancer(qtbot, editor)
    type_into(qtbot, editor, "requires", "1 suply")
    type_into(qtbot, editor, "weapons", "two phasers")
    qtbot.waitUntil(lambda: bool(editor.form.error_text("requires")), timeout=60_000)
    assert "'suply' is not one of" in editor.form.error_text("requires")
    assert "cannot read 'two phasers'" in editor.form.error_text("weapons")
    assert editor.form.error_text("name") == ""
    assert not editor.save_button.isEnabled() and "2 problem(s)" in editor.status.text()
    type_into(qtbot, editor, "requires", "1 supply")
    type_into(qtbot, editor, "weapons", "2 Phaser")
    qtbot.waitUntil(lambda: editor.save_button.isEnabled(), timeout=60_000)
    assert editor.form.error_text("requires") == ""


def test_model_rules_show_under_the_field_they_concern(qtbot, editor) -> None:
    make_lancer(qtbot, editor)
    type_into(qtbot, editor, "code", "C3")  # a crew card carries no Shields
    editor.validate()
    assert "only ships, bases, dragons, installations and terrain carry Shields" in editor.form.error_text("shields")
    type_into(qtbot, editor, "code", "E3")
    editor.validate()
    assert "equipment must say P (true) or NP (false)" in editor.form.error_text("passive")


def test_a_title_already_in_the_catalog_is_refused(qtbot, editor) -> None:
    shipped = next(c for c in default_catalog() if not c.reaction)
    type_into(qtbot, editor, "code", shipped.code)
    type_into(qtbot, editor, "name", shipped.name)
    type_into(qtbot, editor, "subtitle", shipped.subtitle or "")
    editor.validate()
    assert "exactly identical" in editor.form.error_text("name") and not editor.save_button.isEnabled()


def test_face_preview_follows_the_typing(qtbot, editor) -> None:
    make_lancer(qtbot, editor)
    editor.validate()
    before = editor.preview.pixmap().toImage()
    type_into(qtbot, editor, "name", "Argonian Heavy Lancer")
    qtbot.waitUntil(lambda: editor.preview.pixmap().toImage() != before, timeout=60_000)
    assert editor.card.name == "Argonian Heavy Lancer"


def test_preview_still_draws_while_a_field_is_wrong(qtbot, editor) -> None:
    make_lancer(qtbot, editor)
    editor.validate()
    before = editor.preview.pixmap().toImage()
    type_into(qtbot, editor, "requires", "9 nonsense")
    type_into(qtbot, editor, "name", "Lancer Mark II")
    editor.validate()
    assert editor.card is None and editor.preview.pixmap().toImage() != before


def test_editing_a_saved_card_replaces_it(qtbot, editor, shipped_holder) -> None:
    make_lancer(qtbot, editor)
    assert editor.save_card()
    editor.card_list.setCurrentRow(0)
    type_into(qtbot, editor, "name", "Argonian Lancer Mk II")
    assert editor.save_card()
    assert [(c.id, c.name) for c in UserCatalog.load()] == [("argonian-lancer", "Argonian Lancer Mk II")]
    assert shipped_holder.catalog["argonian-lancer"].name == "Argonian Lancer Mk II"
    assert editor.card_list.count() == 1


def test_duplicate_and_delete(qtbot, editor) -> None:
    make_lancer(qtbot, editor)
    assert editor.save_card()
    editor.duplicate_card()
    assert editor.form.row()["name"] == "Argonian Lancer (copy)"
    assert editor.save_card()
    assert [c.id for c in UserCatalog.load()] == ["argonian-lancer", "argonian-lancer-copy"]
    assert editor.delete_card()
    assert [c.id for c in UserCatalog.load()] == ["argonian-lancer"]


def test_unsaved_changes_are_kept_when_the_player_says_so(qtbot, editor) -> None:
    make_lancer(qtbot, editor)
    assert editor.save_card()
    editor.new_card()
    type_into(qtbot, editor, "name", "Half Typed")
    editor.card_list.setFocus()  # focus alone chooses nothing and asks nothing
    editor.answers.discard = False
    editor.new_card()
    editor.card_list.item(0).setSelected(True)
    assert editor.form.row()["name"] == "Half Typed" and editor.card_list.selectedItems() == []
    editor.answers.discard = True
    editor.card_list.item(0).setSelected(True)
    assert editor.form.row()["name"] == "Argonian Lancer" and editor.editing == "argonian-lancer"


def test_csv_import_adds_good_rows_and_reports_bad_ones(qtbot, editor, shipped_holder, tmp_path) -> None:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerows(
        [
            ["code", "name", "empire", "requires"],
            ["S3", "Raider One", "Bolaar Pirates", "1 supply"],
            ["S4", "Raider Two", "Nowhere", ""],
            ["X9", "Raider Three", "", ""],
        ]
    )
    path = tmp_path / "collection.csv"
    path.write_text(out.getvalue(), encoding="utf-8")
    report = editor.import_csv(path)
    assert [c.id for c in report.accepted] == ["raider-one"] and report.rejected_rows == [3, 4]
    assert editor.answers.reports == [report]
    assert "raider-one" in shipped_holder.catalog and editor.card_list.count() == 1


def test_import_report_dialog_lists_rows_and_columns(qtbot, tmp_path) -> None:
    from ge_desktop.cards.csv_import import parse_csv
    from ge_desktop.ui.browser.import_report import ImportReportDialog

    report = parse_csv("code,name,shields\nS3,Good,1\nS4,,1\nC2,Crew,4\n", default_catalog())
    dialog = ImportReportDialog(report)
    qtbot.addWidget(dialog)
    assert dialog.summary.text().endswith("1 row(s) accepted, 2 rejected")
    rows = [(dialog.table.item(r, 0).data(0), dialog.table.item(r, 1).text()) for r in range(dialog.table.rowCount())]
    assert rows == [(3, "name"), (4, "shields")]


def test_export_csv_writes_the_user_cards(qtbot, editor, tmp_path) -> None:
    make_lancer(qtbot, editor)
    assert editor.save_card()
    target = tmp_path / "mine.csv"
    assert editor.export_csv(target)
    assert "S6,Argonian Lancer" in target.read_text(encoding="utf-8")


def test_broken_user_catalog_is_shown_and_never_overwritten(qtbot) -> None:
    user_catalog_path().write_text('{"format_version": 1, "cards": [{"id": "x"}]}', encoding="utf-8")
    before = user_catalog_path().read_bytes()
    window = CardEditorWindow(CatalogHolder.load())
    qtbot.addWidget(window)
    answers = Answers(window)
    assert not window.banner.isHidden() and "did not load cleanly" in window.banner.text()
    assert "card 'x'" in window.banner.text()
    assert not window.save_button.isEnabled() and not window.import_button.isEnabled()
    make_lancer(qtbot, window)
    assert not window.save_card()
    assert "never overwritten" in answers.errors[0] and user_catalog_path().read_bytes() == before


def test_open_card_editor_shows_a_window_on_the_shared_catalog(qtbot) -> None:
    window = open_card_editor(None, CatalogHolder.load())
    qtbot.addWidget(window)
    assert window.isVisible() and window.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    assert window.holder.index.search(CardQuery(text="planet"))
