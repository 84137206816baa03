"""File > Import LackeyCCG Plugin...: the plugin folder (and checklist), progress, the report.

The import (``ge_desktop.lackey.importer``) runs on a plain Python thread that touches no
Qt object; its progress goes through a queue that a timer drains on the UI thread to move
three bars (rows, images, decks), and Cancel sets a flag the import asks about between
steps. The importer computes everything before it writes, and
stages every file before switching them in together, so a cancelled or failed import
leaves the player's catalog and decks exactly as they were. An import that would leave
fewer usable cards than the collection has, or break decks, asks first (``ask_replace``:
Replace imports again with ``replace=True``; No keeps everything). When it finishes, the report
(counts, decks with their verdicts, problems by file and place) is shown, and the shared
catalog and the card faces are reloaded so the new cards and images show at once.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from ge_desktop.lackey.importer import ImportReport

PROGRESS_STAGES = ("rows", "images", "decks")
POLL_MS = 30


@dataclass(frozen=True)
class _Progress:
    stage: str
    done: int
    total: int


@dataclass(frozen=True)
class _Finished:
    report: ImportReport


@dataclass(frozen=True)
class _Stopped:
    """The import ended without a collection: it failed, or it would lose the player's edits."""

    text: str
    would_lose: bool = False


class _ImportRun:
    """One import on a plain Python thread; it touches no Qt object. What it reports goes
    through a queue that the dialog drains on the UI thread (``POLL_MS``)."""

    def __init__(self, plugin: Path, checklist: Path | None, replace: bool = False) -> None:
        self.cancel = threading.Event()
        self.messages: queue.Queue[_Progress | _Finished | _Stopped] = queue.Queue()
        self.thread = threading.Thread(target=self._run, args=(plugin, checklist, replace), name="lackey-import", daemon=True)

    def _run(self, plugin: Path, checklist: Path | None, replace: bool) -> None:
        from ge_desktop.lackey.importer import ImportCancelled, ImportWouldLose, import_plugin
        from ge_desktop.lackey.problems import LackeyFileError

        def progress(stage: str, done: int, total: int) -> None:
            self.messages.put(_Progress(stage, done, total))

        try:
            report = import_plugin(plugin, checklist, progress=progress, should_cancel=self.cancel.is_set, replace=replace)
        except ImportCancelled as exc:
            self.messages.put(_Stopped(str(exc)))
        except ImportWouldLose as exc:
            self.messages.put(_Stopped("\n".join(str(p) for p in exc.problems), would_lose=True))
        except LackeyFileError as exc:
            self.messages.put(_Stopped("Nothing was imported; nothing was written.\n\n" + "\n".join(str(p) for p in exc.problems)))
        except OSError as exc:
            self.messages.put(_Stopped(f"Nothing was imported: {exc}"))
        else:
            self.messages.put(_Finished(report))


class LackeyImportDialog(QDialog):
    """Choose a plugin folder (and the checklist), import with progress, read the report."""

    imported = Signal(object)  # the ImportReport, after the catalog was reloaded

    def __init__(self, parent: QWidget | None = None, plugin: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Import LackeyCCG Plugin")
        self.resize(640, 480)
        self.plugin = QLineEdit(str(plugin) if plugin else "")
        self.plugin.setPlaceholderText("the plugin folder (it holds sets/carddata.txt, or high/ med/ low/)")
        self.checklist = QLineEdit()
        self.checklist.setPlaceholderText("optional: the checklist workbook (.xlsx) for printed numbers")
        form = QFormLayout()
        form.addRow("Plugin folder:", self._with_browse(self.plugin, self._browse_plugin))
        form.addRow("Checklist:", self._with_browse(self.checklist, self._browse_checklist))
        self.bars = {stage: QProgressBar() for stage in PROGRESS_STAGES}
        for stage, bar in self.bars.items():
            bar.setFormat(f"{stage}: %v / %m")
            bar.setValue(0)
            form.addRow(stage.title() + ":", bar)
        self.status = QLabel("Choose the plugin folder, then Import.")
        self.status.setWordWrap(True)
        self.report_text = QPlainTextEdit()
        self.report_text.setReadOnly(True)
        self.buttons = QDialogButtonBox()
        self.import_button = self.buttons.addButton("Import", QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.import_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button.clicked.connect(self.reject)
        self.cancel_button.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.report_text, 1)
        layout.addWidget(self.buttons)
        self._run: _ImportRun | None = None
        self._poll = QTimer(self, interval=POLL_MS)
        self._poll.timeout.connect(self._drain)
        self.report: ImportReport | None = None

    def _with_browse(self, edit: QLineEdit, slot: Callable[[], None]) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(edit, 1)
        button = QPushButton("Browse...")
        button.clicked.connect(slot)
        row.addWidget(button)
        return box

    def _browse_plugin(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "LackeyCCG plugin folder", self.plugin.text())
        if folder:
            self.plugin.setText(folder)

    def _browse_checklist(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Checklist workbook", self.checklist.text(), "Workbooks (*.xlsx)")
        if name:
            self.checklist.setText(name)

    @property
    def running(self) -> bool:
        return self._run is not None

    def start(self, replace: bool = False) -> None:
        """Begin the import on a worker thread (``replace``: even if it loses cards, asked first)."""
        if self.running:
            return
        plugin = self.plugin.text().strip()
        if not plugin:
            self.status.setText("Choose the plugin folder first.")
            return
        checklist = Path(self.checklist.text().strip()) if self.checklist.text().strip() else None
        for bar in self.bars.values():
            bar.setRange(0, 1)
            bar.setValue(0)
        self.report_text.clear()
        self.status.setText("Importing...")
        self.import_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.close_button.setEnabled(False)
        self._run = _ImportRun(Path(plugin), checklist, replace)
        self._run.thread.start()
        self._poll.start()

    def cancel(self) -> None:
        """Ask the import to stop; it stops before writing anything."""
        if self._run is not None:
            self._run.cancel.set()
            self.status.setText("Cancelling...")

    def _drain(self) -> None:
        """Take the import's messages on the UI thread."""
        run = self._run
        if run is None:
            return
        while True:
            try:
                message = run.messages.get_nowait()
            except queue.Empty:
                return
            if isinstance(message, _Progress):
                self._progress(message.stage, message.done, message.total)
                continue
            if isinstance(message, _Finished):
                self._finished(message.report)
            elif message.would_lose:
                self._would_lose(message.text)
            else:
                self._failed(message.text)
            return

    def _progress(self, stage: str, done: int, total: int) -> None:
        bar = self.bars.get(stage)
        if bar is not None:
            bar.setRange(0, max(total, 1))
            bar.setValue(min(done, max(total, 1)))
        elif stage == "writing":
            self.status.setText(f"Writing {total} changed file(s)...")

    def _stop_thread(self) -> None:
        self._poll.stop()
        if self._run is not None:
            self._run.thread.join()
            self._run = None
        self.import_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.close_button.setEnabled(True)

    def _finished(self, report: ImportReport) -> None:
        self._stop_thread()
        self.report = report
        self.status.setText(f"Imported the collection '{report.collection}'.")
        lines = report.summary_lines()
        if report.problems:
            lines += ["", f"{len(report.problems)} problem(s):", *(str(p) for p in report.problems)]
        self.report_text.setPlainText("\n".join(lines))
        _reload_cards_and_faces()
        self.imported.emit(report)

    def _would_lose(self, losses: str) -> None:
        """The import would take cards from the player: nothing was written; ask, and import
        again replacing the collection only if he says so."""
        self._stop_thread()
        question = ("This import would take cards away from you:\n\n" + losses +
                    "\n\nNothing has been written yet. Replace the collection anyway?")
        if self.ask_replace(question):
            self.start(replace=True)
            return
        self._failed("Nothing was imported; nothing was written (the collection you have is kept).\n\n" + losses)

    def ask_replace(self, question: str) -> bool:
        """Replace / Keep mine; the dialog's facade for tests (``replace_box`` is the box)."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, "Import LackeyCCG Plugin", question, QMessageBox.StandardButton.NoButton, self)
        replace = box.addButton("Replace", QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton("Keep Mine", QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        self.replace_box = box
        box.exec()
        return box.clickedButton() is replace

    def _failed(self, message: str) -> None:
        self._stop_thread()
        self.status.setText(message.splitlines()[0])
        self.report_text.setPlainText(message)

    def reject(self) -> None:
        if self.running:  # closing while importing cancels first: never leave half an import
            self.cancel()
            return
        super().reject()


def _reload_cards_and_faces() -> None:
    """The shared catalog and the face library read again, so new cards and images show."""
    from ge_desktop.render.cache import reload_scans
    from ge_desktop.ui.browser.catalog_holder import shared_catalog

    reload_scans()
    shared_catalog().reload()


def export_deck_interactively(parent: QWidget) -> Path | None:
    """Ask for a deck file and where to write its ``.dek``; report the outcome in a message box."""
    from PySide6.QtWidgets import QMessageBox

    from ge_desktop.cards.deck_library import user_decks_dir

    name, _ = QFileDialog.getOpenFileName(parent, "Deck to export", str(user_decks_dir()), "Decks (*.deck)")
    if not name:
        return None
    target, _ = QFileDialog.getSaveFileName(parent, "Save the LackeyCCG deck", str(Path(name).with_suffix(".dek")), "LackeyCCG decks (*.dek)")
    if not target:
        return None
    ok, message = export_deck(Path(name), Path(target))
    (QMessageBox.information if ok else QMessageBox.warning)(parent, "Export Deck to LackeyCCG", message)
    return Path(target) if ok else None


def export_deck(deck_path: Path, target: Path) -> tuple[bool, str]:
    """Write ``deck_path`` as a LackeyCCG ``.dek`` at ``target``: (done, a message for the player)."""
    from ge_desktop.cards.decks import DeckError, load_deck
    from ge_desktop.lackey.collection import PrintingIndex, write_atomically
    from ge_desktop.lackey.deck_convert import deck_to_dek, load_origin
    from ge_desktop.lackey.dek import write_dek
    from ge_desktop.ui.browser.catalog_holder import shared_catalog

    catalog = shared_catalog().catalog
    try:
        deck = load_deck(deck_path, catalog)
    except DeckError as exc:
        return False, str(exc)
    dek, problems = deck_to_dek(deck, load_origin(deck_path), PrintingIndex.build(catalog))
    try:
        write_atomically(target, write_dek(dek))
    except OSError as exc:
        return False, f"{target}: cannot write: {exc.strerror or exc}"
    return True, "\n".join([f"Wrote {target}: {len(dek.cards)} cards.", *problems])
