"""The deck builder: UI actions build the file a player would type, and broken stocking rules show."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QGuiApplication

from ge_desktop import paths
from ge_desktop.cards.deck_library import user_decks_dir
from ge_desktop.cards.decks import Section, load_deck, parse_deck, write_deck
from ge_desktop.ui.browser import open_deck_builder
from ge_desktop.ui.browser.card_model import encode_card_ids
from ge_desktop.ui.browser.catalog_holder import CatalogHolder
from ge_desktop.ui.browser.deck_builder import DeckBuilderWindow
from ge_desktop.ui.browser.deck_section import PROBLEM_TINT

TYPED = """Format: 1
Name: Patrol
Empire: Argonian First Republic

2 T4 Small Planet
1 T8 Gas Giant
3 S5 Light Cruiser
1 R/C4 Science Officer

Reserve:
1 S4 Argonian Escort
"""


class Answers:
    """Scripted answers to the builder's questions, and the errors it showed."""

    def __init__(self, builder: DeckBuilderWindow) -> None:
        self.errors: list[str] = []
        self.save_paths: list[Path] = []
        self.discard = True
        files = builder.files
        files.show_error = self.errors.append
        files.ask_discard = lambda: self.discard
        files.ask_save_path = lambda suggested: self.save_paths.pop(0) if self.save_paths else None


@pytest.fixture
def builder(qtbot, holder) -> DeckBuilderWindow:
    window = DeckBuilderWindow(holder)
    qtbot.addWidget(window)
    window.answers = Answers(window)
    window.show()
    return window


def drop(widget, ids: list[str], source: str) -> None:
    """What Qt delivers when cards dragged from ``source`` enter ``widget`` and are released.

    Qt routes drop events only to the target of a real drag, so the handlers are called directly.
    """
    mime = encode_card_ids(ids, source)  # kept alive here: the events do not own it
    args = (Qt.DropAction.CopyAction | Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    enter = QDragEnterEvent(QPoint(5, 5), *args)
    widget.dragEnterEvent(enter)
    assert enter.isAccepted()
    event = QDropEvent(QPointF(5, 5), *args)
    widget.dropEvent(event)
    assert event.isAccepted()


def double_click(qtbot, view, pos) -> None:
    """A real double-click: QTest's alone skips the first press that item views wait for."""
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def current_in_table(builder: DeckBuilderWindow, card_id: str) -> None:
    builder.browser.tabs.setCurrentWidget(builder.browser.table)
    assert builder.browser.select_card(card_id)
    builder.browser.table.setFocus()


def test_building_by_ui_actions_writes_the_same_file_as_typing_it(qtbot, builder, tmp_path) -> None:
    builder.name_edit.clear()
    qtbot.keyClicks(builder.name_edit, "Patrol")
    builder.empire_combo.setCurrentIndex(builder.empire_combo.findData("Argonian First Republic"))
    # keys: Enter adds to the main deck, + adds again, R sends to the reserve
    current_in_table(builder, "light-cruiser")
    qtbot.keyClick(builder.browser.table, Qt.Key.Key_Return)
    qtbot.keyClick(builder.browser.table, Qt.Key.Key_Plus)
    current_in_table(builder, "escort")
    qtbot.keyClick(builder.browser.table, Qt.Key.Key_R)
    # double-click on a face in the grid
    builder.browser.tabs.setCurrentWidget(builder.browser.grid)
    grid = builder.browser.grid
    index = grid.model().index(grid.model().row_of("small-planet"), 0)
    qtbot.waitUntil(lambda: grid.visualRect(index).isValid(), timeout=60_000)  # the grid lays out in batches (a hang guard, not a time bar)
    rect = grid.visualRect(index)
    double_click(qtbot, grid, rect.center())
    # drag from the browser onto the main deck, then + in the deck list
    drop(builder.main_list, ["gas-giant", "science-officer", "small-planet", "reserve-tug"], "browser")
    builder.main_list.select_cards(["light-cruiser"])
    builder.main_list.setFocus()
    qtbot.keyClick(builder.main_list, Qt.Key.Key_Plus)
    # a card added by mistake goes back by dragging it onto the browser
    drop(builder.browser.grid, ["reserve-tug"], "main")
    path = tmp_path / "patrol.deck"
    builder.answers.save_paths.append(path)
    assert builder.files.save()
    assert path.read_text(encoding="utf-8") == TYPED
    assert builder.files.text() == write_deck(parse_deck(TYPED, builder.holder.catalog))
    assert builder.violations == [] and "the deck is legal" in builder.problem_label.text()


def test_deck_list_keys_and_double_click_remove_copies(qtbot, builder) -> None:
    builder.add_card(builder.holder.catalog["small-planet"], count=3)
    builder.main_list.select_cards(["small-planet"])
    qtbot.keyClick(builder.main_list, Qt.Key.Key_Minus)
    qtbot.keyClick(builder.main_list, Qt.Key.Key_Delete)
    assert builder.draft.copies("small-planet") == 1
    item = builder.main_list.item_for("small-planet")
    double_click(qtbot, builder.main_list, builder.main_list.visualItemRect(item).center())
    assert builder.main_list.card_ids() == []


def test_dragging_between_main_deck_and_reserve_moves_one_copy(builder) -> None:
    builder.add_card(builder.holder.catalog["escort"], count=2)
    drop(builder.reserve_list, ["escort"], "main")
    assert (builder.draft.copies("escort"), builder.draft.copies("escort", Section.RESERVE)) == (1, 1)
    assert builder.reserve_list.card_ids() == ["escort"]


def test_invalid_deck_shows_each_violation_and_links_it_to_its_cards(qtbot, builder) -> None:
    catalog = builder.holder.catalog
    builder.empire_combo.setCurrentIndex(builder.empire_combo.findData("Argonian First Republic"))
    builder.add_card(catalog["light-cruiser"], count=2)
    builder.add_card(catalog["krebiz-trader"])
    builder.players.setValue(3)  # three reserve cards are the reserve fleet itself (more would be a pool to choose from)
    for card_id in ("escort", "reserve-tug", "small-planet"):
        builder.add_card(catalog[card_id], Section.RESERVE)
    rules = [builder.problems.item(i).text().split(":")[0] for i in range(builder.problems.count())]
    assert rules == ["USING MAJOR EMPIRE CARDS", "RESERVE FLEET RESTRICTIONS"]
    assert "Krebiz Trader belongs to the major empire Krebiz Capitalist Alliance" in builder.problems.item(0).text()
    assert "2 problem(s)" in builder.problem_label.text()
    # offending rows are tinted and explain themselves
    item = builder.main_list.item_for("krebiz-trader")
    assert item.background(0).color() == PROBLEM_TINT and "USING MAJOR EMPIRE CARDS" in item.toolTip(2)
    assert builder.main_list.item_for("light-cruiser").background(0).color() != PROBLEM_TINT
    # clicking a problem selects its cards and shows the first in the inspector
    builder.problems.setCurrentRow(1)
    assert [i.data(0, Qt.ItemDataRole.UserRole + 1) for i in builder.reserve_list.selectedItems()] == ["reserve-tug"]
    assert builder.inspector.card.id == "reserve-tug"
    builder.problems.setCurrentRow(0)
    assert builder.main_list.current_card_id() == "krebiz-trader"


def test_a_reserve_planned_larger_than_the_players_is_no_problem(builder) -> None:
    builder.empire_combo.setCurrentIndex(builder.empire_combo.findData("Argonian First Republic"))
    builder.add_card(builder.holder.catalog["escort"], Section.RESERVE, count=3)
    assert builder.violations == []  # v2.1: the player chooses at most 2 of the 3 at the start of the game


def test_counts_per_type_and_strength_curve_follow_the_deck(builder) -> None:
    builder.add_card(builder.holder.catalog["small-planet"], count=2)
    builder.add_card(builder.holder.catalog["light-cruiser"])
    assert builder.type_label.text() == "By type: T 2 · S 1"
    assert builder.curve.curve[4] == 2 and builder.curve.curve[5] == 1
    assert "3 cards" in builder.main_label.text()


def test_open_unchanged_and_save_as_keeps_the_file_byte_for_byte(holder, builder, tmp_path) -> None:
    original = tmp_path / "mine.deck"
    original.write_text("# keep me\nEmpire: Argonian\nName: Mine\n\n2 T4 small planet\n", encoding="utf-8")
    assert builder.files.open_deck(original)
    assert builder.name_edit.text() == "Mine" and builder.empire_combo.currentData() == "Argonian First Republic"
    copy = tmp_path / "copy.deck"
    assert builder.files.save_as(copy)
    assert copy.read_text(encoding="utf-8") == "# keep me\nEmpire: Argonian\nName: Mine\n\n2 T4 Small Planet\n"


def test_a_shipped_starter_deck_is_never_overwritten(qtbot) -> None:
    holder = CatalogHolder.load()
    starter = paths.decks_dir() / "basic-set-a-argonian.deck"
    before = starter.read_bytes()
    window = DeckBuilderWindow(holder, starter)
    qtbot.addWidget(window)
    answers = Answers(window)
    mine = user_decks_dir() / "my-argonian.deck"
    answers.save_paths.append(mine)
    window.add_card(next(c for c in holder.catalog if c.empire == "Argonian First Republic"))
    assert window.files.save()
    assert starter.read_bytes() == before and window.files.path == mine
    assert len(load_deck(mine, holder.catalog)) == len(load_deck(starter, holder.catalog)) + 1


def test_open_reports_a_bad_deck_file_by_line(builder, tmp_path) -> None:
    bad = tmp_path / "bad.deck"
    bad.write_text("Empire: Argonian\n2 S9 No Such Ship\n", encoding="utf-8")
    assert not builder.files.open_deck(bad)
    assert f"{bad}:2: no card 'S9 No Such Ship'" in builder.answers.errors[0]


def test_export_writes_a_copy_and_keeps_the_deck_file(builder, tmp_path) -> None:
    builder.add_card(builder.holder.catalog["gas-giant"])
    builder.files.path = tmp_path / "own.deck"
    exported = tmp_path / "export.deck"
    assert builder.files.export_deck(exported)
    assert "1 T8 Gas Giant" in exported.read_text(encoding="utf-8") and builder.files.path == tmp_path / "own.deck"


def test_import_reads_a_deck_as_new_and_unsaved(builder, tmp_path) -> None:
    source = tmp_path / "friend.deck"
    source.write_text(TYPED, encoding="utf-8")
    assert builder.files.import_deck(source)
    assert builder.files.path is None and builder.files.dirty
    assert builder.files.text() == TYPED


def test_copy_and_paste_through_the_clipboard(builder) -> None:
    QGuiApplication.clipboard().setText(TYPED)
    assert builder.files.paste_text()
    assert builder.draft.copies("light-cruiser") == 3 and builder.draft.copies("escort", Section.RESERVE) == 1
    QGuiApplication.clipboard().clear()
    builder.files.copy_text()
    assert QGuiApplication.clipboard().text() == TYPED


def test_pasting_text_that_is_not_a_deck_shows_the_line(builder) -> None:
    QGuiApplication.clipboard().setText("Empire: Argonian\nthree light cruisers\n")
    assert not builder.files.paste_text()
    assert "clipboard:2: cannot read 'three light cruisers'" in builder.answers.errors[0]


def test_unsaved_changes_are_kept_when_the_player_says_so(builder) -> None:
    builder.add_card(builder.holder.catalog["gas-giant"])
    builder.answers.discard = False
    builder.files.new_deck()
    assert builder.draft.copies("gas-giant") == 1
    builder.answers.discard = True
    builder.files.new_deck()
    assert builder.draft.count() == 0 and not builder.files.dirty


def test_sample_hand_shows_nine_cards_of_the_main_deck(builder) -> None:
    builder.rng = random.Random(7)
    builder.add_card(builder.holder.catalog["small-planet"], count=10)
    builder.add_card(builder.holder.catalog["light-cruiser"], count=5)
    builder.add_card(builder.holder.catalog["escort"], Section.RESERVE)
    dialog = builder.files.show_sample_hand()
    assert len(dialog.hand) == 9 and dialog.grid.count() == 9
    assert {c.id for c in dialog.hand} <= {"small-planet", "light-cruiser"}
    first = [c.id for c in dialog.hand]
    dialog.redraw()
    assert len(dialog.hand) == 9 and ([c.id for c in dialog.hand] != first or len(set(first)) == 1)
    dialog.close()


def test_open_deck_builder_opens_a_deck_file(qtbot, holder, tmp_path) -> None:
    path = tmp_path / "patrol.deck"
    path.write_text(TYPED, encoding="utf-8")
    window = open_deck_builder(None, holder, path)
    qtbot.addWidget(window)
    Answers(window)
    assert window.isVisible() and window.files.path == path and not window.files.dirty
    assert window.main_list.card_ids() == ["small-planet", "gas-giant", "light-cruiser", "science-officer"]
