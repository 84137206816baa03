"""The card editor: the player's own cards, made and changed field by field, with a live face.

On the left the cards of the user's catalog (``cards.user_catalog``), in the middle the
form (``editor_form.py``), on the right the face preview, redrawn a moment after each
keystroke, and the Save button. Problems show in red under their field as you type:
everything ``row_to_card`` finds, plus an id or identity already taken in the catalog.
Saving writes the user's catalog file safely and reloads the shared catalog, so the card
is at once in the browser, the deck builder and New Game.

CSV import (``cards.csv_import``) adds every good row of a spreadsheet to the user's
catalog and shows a report of the rows accepted and rejected, by row and column.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QPixmap
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ge_desktop.cards.card_rows import FieldProblem, card_to_row, row_to_card
from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.csv_import import ImportReport, export_csv, import_csv
from ge_desktop.cards.model import Card
from ge_desktop.cards.user_catalog import UserCatalogError, card_clash
from ge_desktop.paths import APP_NAME
from ge_desktop.ui.browser.catalog_holder import CatalogHolder
from ge_desktop.ui.browser.editor_form import CardFormWidget
from ge_desktop.ui.browser.faces import PREVIEW_WIDTH, face_image
from ge_desktop.ui.browser.import_report import ImportReportDialog
from ge_desktop.ui.screen_fit import resize_to_fit

PREVIEW_DELAY_MS = 120
NEW_CARD_ROW = {"code": "S1", "name": "", "set": "USER", "provenance": "designed", "manual": "yes"}
CARD_ID = Qt.ItemDataRole.UserRole + 1


class CardEditorWindow(QMainWindow):
    """Make, change, delete and import the user's own cards."""

    def __init__(self, holder: CatalogHolder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.holder = holder
        self.editing: str | None = None  # id of the saved card being edited; None for a new card
        self.card: Card | None = None  # the form as a card, when it is one
        self.problems: list[FieldProblem] = []
        self.dirty = False
        resize_to_fit(self, 1320, 900)
        self._build()
        self._connect()
        self._questions()
        self.refresh_list()
        self.new_card()

    # --- construction -------------------------------------------------------------------

    def _build(self) -> None:
        self.card_list = QListWidget()
        self.new_button, self.copy_button, self.delete_button = QPushButton("New"), QPushButton("Duplicate"), QPushButton("Delete")
        self.import_button, self.export_button = QPushButton("Import CSV..."), QPushButton("Export CSV...")
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setVisible(False)
        self.banner.setStyleSheet("color: #b00020;")
        left = QWidget()
        column = QVBoxLayout(left)
        column.addWidget(QLabel("<b>My cards</b>"))
        column.addWidget(self.banner)
        column.addWidget(self.card_list, 1)
        for pair in ((self.new_button, self.copy_button, self.delete_button), (self.import_button, self.export_button)):
            row = QHBoxLayout()
            for button in pair:
                row.addWidget(button)
            column.addLayout(row)
        empires = [e.name for e in self.holder.catalog.empires]
        self.form = CardFormWidget(empires)
        scroll = QScrollArea(widgetResizable=True)
        scroll.setWidget(self.form)
        self.preview = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumWidth(PREVIEW_WIDTH + 10)
        self.status = QLabel(wordWrap=True)
        self.save_button, self.revert_button = QPushButton("Save card"), QPushButton("Revert")
        right = QWidget()
        side = QVBoxLayout(right)
        side.addWidget(self.preview)
        side.addWidget(self.status)
        side.addWidget(self.save_button)
        side.addWidget(self.revert_button)
        side.addStretch(1)
        splitter = QSplitter()
        for widget in (left, scroll, right):
            splitter.addWidget(widget)
        splitter.setSizes([260, 700, 360])
        self.setCentralWidget(splitter)
        self.timer = QTimer(self, singleShot=True, interval=PREVIEW_DELAY_MS)

    def _connect(self) -> None:
        self.form.edited.connect(self._edited)
        self.timer.timeout.connect(self.validate)
        # selection, not the current item: Qt makes an item current on mere focus
        self.card_list.itemSelectionChanged.connect(self._card_chosen)
        self.new_button.clicked.connect(self.new_card)
        self.copy_button.clicked.connect(self.duplicate_card)
        self.delete_button.clicked.connect(self.delete_card)
        self.import_button.clicked.connect(lambda: self.import_csv())
        self.export_button.clicked.connect(lambda: self.export_csv())
        self.save_button.clicked.connect(self.save_card)
        self.revert_button.clicked.connect(self.revert)
        self.holder.changed.connect(self.refresh_list)

    def _questions(self) -> None:
        """Dialogs as replaceable functions, so tests answer them."""
        self.ask_discard: Callable[[], bool] = self._ask_discard
        self.ask_delete: Callable[[Card], bool] = self._ask_delete
        self.ask_open_csv: Callable[[], Path | None] = self._ask_open_csv
        self.ask_save_csv: Callable[[], Path | None] = self._ask_save_csv
        self.show_error: Callable[[str], object] = self._show_error
        self.show_report: Callable[[ImportReport], object] = self._show_report

    def _ask_discard(self) -> bool:
        return QMessageBox.question(self, "Unsaved card", "Discard the changes to this card?") == QMessageBox.StandardButton.Yes

    def _ask_delete(self, card: Card) -> bool:
        question = f"Delete {card.label}? Decks that use it will no longer load."
        return QMessageBox.question(self, "Delete card", question) == QMessageBox.StandardButton.Yes

    def _ask_open_csv(self) -> Path | None:
        return _path(QFileDialog.getOpenFileName(self, "Import cards from CSV", "", "CSV files (*.csv *.txt)")[0])

    def _ask_save_csv(self) -> Path | None:
        return _path(QFileDialog.getSaveFileName(self, "Export my cards", "my-cards.csv", "CSV files (*.csv)")[0])

    def _show_error(self, message: str) -> None:
        QMessageBox.warning(self, "Card editor", message)

    def _show_report(self, report: ImportReport) -> None:
        ImportReportDialog(report, self).open()

    # --- the list of the user's cards ---------------------------------------------------

    def refresh_list(self) -> None:
        user = self.holder.user
        self.card_list.blockSignals(True)
        self.card_list.clear()
        for card in user:
            item = QListWidgetItem(card.label)
            item.setData(CARD_ID, card.id)
            self.card_list.addItem(item)
        self.card_list.blockSignals(False)
        self._select_editing()
        broken = self.holder.full.user_problems if not user.writable else []
        self.banner.setText(
            f"{user.path} did not load cleanly, so it is not changed until you fix it:\n" + "\n".join(str(p) for p in broken[:5])
        )
        self.banner.setVisible(bool(broken))
        for button in (self.save_button, self.delete_button, self.import_button):
            button.setEnabled(user.writable)
        self.setWindowTitle(f"{APP_NAME} - card editor - {len(user)} card(s) in {user.path.name}")

    def _card_chosen(self) -> None:
        items = self.card_list.selectedItems()
        if not items or items[0].data(CARD_ID) == self.editing:
            return
        if not self._may_leave():
            self._select_editing()
            return
        self.edit_card(items[0].data(CARD_ID))

    def _select_editing(self) -> None:
        """Show the card being edited as the selected one (none for a new card), quietly."""
        self.card_list.blockSignals(True)
        self.card_list.setCurrentRow(-1)
        self.card_list.clearSelection()
        for row in range(self.card_list.count()):
            item = self.card_list.item(row)
            if item is not None and item.data(CARD_ID) == self.editing:
                self.card_list.setCurrentRow(row)
        self.card_list.blockSignals(False)

    def _may_leave(self) -> bool:
        return not self.dirty or self.ask_discard()

    # --- editing ------------------------------------------------------------------------

    def edit_card(self, card_id: str) -> None:
        card = self.holder.user.get(card_id)
        if card is not None:
            self._load(card_to_row(card), card_id)

    def new_card(self) -> None:
        if self._may_leave():
            self._load(dict(NEW_CARD_ROW), None)

    def duplicate_card(self) -> None:
        """A new card starting from the current form (a fresh id is made from the title)."""
        row = {**self.form.row(), "id": ""}
        row["name"] = f"{row.get('name', '')} (copy)".strip()
        self._load(row, None)
        self.dirty = True

    def revert(self) -> None:
        self.dirty = False
        if self.editing:
            self.edit_card(self.editing)
        else:
            self.new_card()

    def _load(self, row: dict[str, str], card_id: str | None) -> None:
        self.editing = card_id
        self._select_editing()
        self.form.set_row(row)
        self.dirty = False
        self.validate()

    def _edited(self) -> None:
        self.dirty = True
        self.timer.start()

    def validate(self) -> Card | None:
        """Read the form as a card; show its problems inline and its face in the preview."""
        self.timer.stop()
        result = row_to_card(self.form.row(), self.holder.catalog, taken=lambda card_id: card_id in self.holder.catalog)
        problems = list(result.problems)
        if result.card is not None:
            clash = card_clash(result.card, self.holder.catalog, replaces=self.editing)
            if clash:
                problems.append(FieldProblem("id" if "id '" in clash else "name", clash))
        self.problems = problems
        self.card = result.card if not problems else None
        self.form.show_problems(problems)
        preview = result.card or _best_effort(self.form.row(), problems, self.holder.catalog)
        if preview is not None:  # the face follows the typing even while a field is wrong
            self.preview.setPixmap(_pixmap(preview))
        self.status.setText(_status_text(self.card, problems, self.editing))
        self.save_button.setEnabled(self.card is not None and self.holder.user.writable)
        return self.card

    # --- saving, deleting ---------------------------------------------------------------

    def save_card(self) -> bool:
        """Put the card in the user's catalog file and reload the shared catalog."""
        card = self.validate()
        if card is None:
            return False
        try:
            self.holder.user.put(card, replaces=self.editing)
            self.holder.user.save()
        except UserCatalogError as exc:
            self.show_error(str(exc))
            return False
        self.editing = card.id
        self.holder.reload()
        self._load(card_to_row(card), card.id)  # the form now shows the id the card keeps
        self.statusBar().showMessage(f"Saved {card.label} to {self.holder.user.path}", 8000)
        return True

    def delete_card(self) -> bool:
        card = self.holder.user.get(self.editing) if self.editing else None
        if card is None or not self.ask_delete(card):
            return False
        try:
            self.holder.user.remove(card.id)
            self.holder.user.save()
        except UserCatalogError as exc:
            self.show_error(str(exc))
            return False
        self.dirty = False
        self.holder.reload()
        self.new_card()
        return True

    # --- CSV ----------------------------------------------------------------------------

    def import_csv(self, path: Path | None = None) -> ImportReport | None:
        """Add every good row of a CSV file to the user's catalog; show the report."""
        path = path or self.ask_open_csv()
        if path is None:
            return None
        report = import_csv(path, self.holder.catalog)
        if report.accepted:
            try:
                for card in report.accepted:
                    self.holder.user.put(card)
                self.holder.user.save()
            except UserCatalogError as exc:
                self.show_error(str(exc))
                return report
            self.holder.reload()
        self.show_report(report)
        return report

    def export_csv(self, path: Path | None = None) -> bool:
        path = path or self.ask_save_csv()
        if path is None:
            return False
        try:
            Path(path).write_text(export_csv(self.holder.user), encoding="utf-8", newline="")
        except OSError as exc:
            self.show_error(f"Cannot write {path}: {exc.strerror or exc}")
            return False
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._may_leave():
            event.accept()
        else:
            event.ignore()


def _pixmap(card: Card) -> QPixmap:
    return QPixmap.fromImage(face_image(card, PREVIEW_WIDTH, cached=False))


def _best_effort(row: dict[str, str], problems: list[FieldProblem], catalog: Catalog) -> Card | None:
    """The card without its faulty fields, for the preview only (None if even that fails)."""
    bad = {p.column for p in problems}
    fallback = {"code": "S1", "name": "Untitled", "set": "USER"}
    cleaned = {k: (fallback.get(k, "") if k in bad else v) for k, v in row.items()}
    cleaned["name"] = cleaned.get("name") or "Untitled"
    identity = cleaned.get("id", "")
    cleaned["id"] = identity if identity and "id" not in bad else "preview"
    return row_to_card(cleaned, catalog).card


def _path(name: str) -> Path | None:
    return Path(name) if name else None


def _status_text(card: Card | None, problems: list[FieldProblem], editing: str | None) -> str:
    if problems or card is None:
        return f"<span style='color:#b00020'>{len(problems)} problem(s) to fix before saving (shown under the fields).</span>"
    action = "Save changes to" if editing else "Save the new card"
    return f"{action} <b>{card.label}</b> (id {card.id})."
