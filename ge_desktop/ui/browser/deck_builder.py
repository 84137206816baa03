"""The deck builder window: the card browser on the left, the deck being built beside it.

Cards go in by drag, double-click, Enter or + (main deck) and R or Shift+Enter (reserve
fleet), and come out by dragging them back to the browser, double-clicking them, or - and
Delete. Every change redraws the deck from its ``DeckDraft``: the counts per type, the
strength curve and the stocking rule check (``cards.stocking.check_deck``), each problem a
sentence that selects the cards at fault when clicked. Files, the clipboard and the sample
hand are in ``deck_files.py``.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QSpinBox,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ge_desktop.cards.decks import Section
from ge_desktop.cards.model import Card
from ge_desktop.cards.stocking import StockingOptions, Violation
from ge_desktop.paths import APP_NAME
from ge_desktop.ui.browser.browser_widget import CardBrowserWidget
from ge_desktop.ui.browser.card_model import BROWSER_SOURCE
from ge_desktop.ui.browser.catalog_holder import CatalogHolder
from ge_desktop.ui.browser.deck_draft import DeckDraft
from ge_desktop.ui.browser.deck_files import DeckFiles
from ge_desktop.ui.browser.deck_section import DeckSectionWidget
from ge_desktop.ui.browser.deck_stats import StrengthCurveWidget, type_summary
from ge_desktop.ui.browser.filter_panel import narrow
from ge_desktop.ui.browser.inspector import CardInspectorWidget
from ge_desktop.ui.screen_fit import resize_to_fit

VIOLATION_IDS = Qt.ItemDataRole.UserRole + 1
WIDE = (760, 430, 310)  # the browser, the deck, the inspector on a 1500-px window
INSPECTOR_MIN = 240  # room for the inspector's card face (220 px) and its scroll bar


def column_widths(width: int) -> list[int]:
    """The three columns' widths on a ``width``-px window: as designed at 1500 px; on a
    smaller screen the inspector keeps room for a whole card and the browser gives way."""
    if width >= sum(WIDE):
        return list(WIDE)
    inspector = max(INSPECTOR_MIN, WIDE[2] * width // sum(WIDE))
    deck = WIDE[1] * width // sum(WIDE)
    return [width - inspector - deck, deck, inspector]


class DeckBuilderWindow(QMainWindow):
    """Build, check, save and open decks in the plain-text deck format."""

    def __init__(self, holder: CatalogHolder, path: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.holder = holder
        self.draft = DeckDraft()
        self.rng = random.Random()
        self.violations: list[Violation] = []
        resize_to_fit(self, 1500, 900)
        self.browser = CardBrowserWidget(holder)
        self.browser.set_accepts_deck_drops(True)
        self.inspector = CardInspectorWidget(face_width=220)
        self._build_deck_panel()
        self.files = DeckFiles(self)
        self._build_layout()
        self._build_toolbar()
        self._connect()
        if path is not None:
            self.files.open_deck(Path(path))
        self.refresh()

    # --- construction -------------------------------------------------------------------

    def _build_deck_panel(self) -> None:
        self.name_edit = QLineEdit(self.draft.name)
        self.empire_combo = QComboBox()
        narrow(self.empire_combo)
        self._fill_empires()
        self.players = QSpinBox(minimum=2, maximum=12, value=2)
        self.players.setToolTip("Players in the game: at most this many reserve cards")
        self.main_list = DeckSectionWidget(Section.MAIN)
        self.reserve_list = DeckSectionWidget(Section.RESERVE)
        self.main_label, self.reserve_label = QLabel(wordWrap=True), QLabel(wordWrap=True)
        self.type_label = QLabel(wordWrap=True)
        self.curve = StrengthCurveWidget()
        self.problem_label = QLabel(wordWrap=True)
        self.problems = QListWidget()
        self.problems.setWordWrap(True)
        self.problems.setObjectName("stockingProblems")

    def _fill_empires(self) -> None:
        self.empire_combo.blockSignals(True)
        self.empire_combo.clear()
        self.empire_combo.addItem("Choose the main empire", "")
        for empire in self.holder.catalog.empires:
            self.empire_combo.addItem(f"{empire.name} ({empire.status.value})", empire.name)
        self._show_empire()
        self.empire_combo.blockSignals(False)

    def _build_layout(self) -> None:
        form = QFormLayout()
        form.addRow("Name", self.name_edit)
        form.addRow("Main empire", self.empire_combo)
        form.addRow("Players", self.players)
        panel = QWidget()
        column = QVBoxLayout(panel)
        column.addLayout(form)
        for widget, stretch in (
            (self.main_label, 0), (self.main_list, 4), (self.reserve_label, 0), (self.reserve_list, 1),
            (self.type_label, 0), (self.curve, 0), (self.problem_label, 0), (self.problems, 2),
        ):  # fmt: skip
            column.addWidget(widget, stretch)
        splitter = QSplitter()
        for part in (self.browser, panel, self.inspector):
            splitter.addWidget(part)
        splitter.setSizes(column_widths(self.width()))
        self.setCentralWidget(splitter)

    def _build_toolbar(self) -> None:
        toolbar = QToolBar("Deck")
        toolbar.setObjectName("deckToolbar")
        self.addToolBar(toolbar)
        self.actions_by_name: dict[str, QAction] = {}
        for name, text, shortcut, slot in (
            ("new", "New", QKeySequence.StandardKey.New, self.files.new_deck),
            ("open", "Open...", QKeySequence.StandardKey.Open, self.files.open_deck),
            ("save", "Save", QKeySequence.StandardKey.Save, self.files.save),
            ("save_as", "Save as...", QKeySequence.StandardKey.SaveAs, self.files.save_as),
            ("import", "Import...", None, self.files.import_deck),
            ("export", "Export...", None, self.files.export_deck),
            ("copy", "Copy text", None, self.files.copy_text),
            ("paste", "Paste deck", None, self.files.paste_text),
            ("sample", "Sample hand (9)", None, self.files.show_sample_hand),
        ):
            action = QAction(text, self)
            if shortcut is not None:
                action.setShortcut(shortcut)
            action.triggered.connect(lambda _checked=False, slot=slot: slot())
            toolbar.addAction(action)
            self.actions_by_name[name] = action

    def _connect(self) -> None:
        self.browser.card_activated.connect(lambda card: self.add_card(card, Section.MAIN))
        self.browser.card_to_reserve.connect(lambda card: self.add_card(card, Section.RESERVE))
        self.browser.deck_cards_dropped.connect(self._dropped_on_browser)
        self.browser.current_card_changed.connect(self.inspector.show_card)
        for widget in (self.main_list, self.reserve_list):
            section = widget.section
            widget.cards_dropped.connect(lambda source, ids, section=section: self._dropped_on_section(section, source, ids))
            widget.add_requested.connect(lambda card_id, section=section: self._add_id(card_id, section))
            widget.remove_requested.connect(lambda card_id, section=section: self.remove_card(card_id, section))
            widget.current_card_changed.connect(self._show_card_id)
        self.name_edit.textEdited.connect(self._name_edited)
        self.empire_combo.currentIndexChanged.connect(self._empire_chosen)
        self.players.valueChanged.connect(lambda _value: self.refresh())
        self.problems.currentItemChanged.connect(self._problem_chosen)
        self.holder.changed.connect(self._catalog_changed)

    # --- changing the deck --------------------------------------------------------------

    def add_card(self, card: Card, section: Section = Section.MAIN, count: int = 1) -> None:
        self.draft.add(card, section, count)
        self.files.mark_dirty()
        self.refresh()
        self._list_of(section).select_cards([card.id])

    def remove_card(self, card_id: str, section: Section = Section.MAIN) -> None:
        if self.draft.remove(card_id, section):
            self.files.mark_dirty()
            self.refresh()

    def _add_id(self, card_id: str, section: Section) -> None:
        card = self.holder.catalog.get(card_id)
        if card is not None:
            self.add_card(card, section)

    def _dropped_on_section(self, section: Section, source: str, ids: list[str]) -> None:
        for card_id in ids:
            if source == BROWSER_SOURCE:
                self._add_id(card_id, section)
            elif self.draft.move(card_id, Section(source), section):
                self.files.mark_dirty()
        self.refresh()

    def _dropped_on_browser(self, source: str, ids: list[str]) -> None:
        for card_id in ids:
            self.remove_card(card_id, Section(source))

    def _name_edited(self, text: str) -> None:
        self.draft.set_name(text.strip())
        self.files.mark_dirty()
        self.refresh()

    def _empire_chosen(self, _index: int) -> None:
        self.draft.set_empire(self.empire_combo.currentData() or "")
        self.files.mark_dirty()
        self.refresh()

    def set_draft(self, draft: DeckDraft) -> None:
        """Show another deck (opened, pasted or new)."""
        self.draft = draft
        self.name_edit.setText(draft.name)
        self._show_empire()
        self.refresh()

    def _show_empire(self) -> None:
        empire = self.holder.catalog.empire(self.draft.empire)
        name = empire.name if empire else ""
        index = next((i for i in range(self.empire_combo.count()) if self.empire_combo.itemData(i) == name), 0)
        self.empire_combo.blockSignals(True)
        self.empire_combo.setCurrentIndex(index)
        self.empire_combo.blockSignals(False)

    # --- showing the deck ---------------------------------------------------------------

    def options(self) -> StockingOptions:
        return StockingOptions(players=self.players.value())

    def refresh(self) -> None:
        """Redraw sections, numbers and rule problems from the draft."""
        self.violations = self.draft.violations(self.holder.catalog, self.options())
        by_card: dict[str, list[str]] = {}
        for violation in self.violations:
            for card_id in violation.card_ids:
                by_card.setdefault(card_id, []).append(str(violation))
        tooltips = {card_id: "\n".join(texts) for card_id, texts in by_card.items()}
        self.main_list.show_entries(self.draft.entries(Section.MAIN), tooltips)
        self.reserve_list.show_entries(self.draft.entries(Section.RESERVE), tooltips)
        self.main_label.setText(f"<b>Main deck</b>: {self.draft.count(Section.MAIN)} cards")
        planned, allowed = self.draft.count(Section.RESERVE), self.players.value()
        beyond = f"; the player chooses {allowed} at the start of the game, the rest go into the deck" if planned > allowed else ""
        self.reserve_label.setText(f"<b>Reserve fleet</b>: {planned} of at most {allowed}{beyond}")
        self.type_label.setText(f"By type: {type_summary(self.draft.type_counts())}")
        self.curve.set_curve(self.draft.strength_curve())
        self._show_violations()
        self.setWindowTitle(f"{APP_NAME} - deck builder - {self.draft.name or 'unnamed'}{' *' if self.files.dirty else ''}")

    def _show_violations(self) -> None:
        self.problems.blockSignals(True)
        self.problems.clear()
        for violation in self.violations:
            item = QListWidgetItem(f"{violation.rule}: {violation.message}")
            item.setData(VIOLATION_IDS, list(violation.card_ids))
            item.setForeground(Qt.GlobalColor.darkRed)
            self.problems.addItem(item)
        self.problems.blockSignals(False)
        count = len(self.violations)
        self.problem_label.setText(
            "<b>Stocking rules</b>: " + ("the deck is legal" if not count else f"{count} problem(s): click one to select its cards")
        )

    def _problem_chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        """Select the cards at fault in both sections and show the first one."""
        if item is None:
            return
        ids = item.data(VIOLATION_IDS) or []
        found = self.main_list.select_cards(ids) + self.reserve_list.select_cards(ids)
        if found and ids:
            self._show_card_id(ids[0])

    def _show_card_id(self, card_id: str) -> None:
        card = self.holder.catalog.get(card_id) if card_id else None
        if card is not None:
            self.inspector.show_card(card)

    def _list_of(self, section: Section) -> DeckSectionWidget:
        return self.main_list if section is Section.MAIN else self.reserve_list

    def _catalog_changed(self) -> None:
        self._fill_empires()
        self.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.files.confirm_discard_changes():
            event.accept()
        else:
            event.ignore()
