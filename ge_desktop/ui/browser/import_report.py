"""The report of a CSV import: how many rows were accepted, and each rejected row's problems.

One line of summary, then a table of (row, column, problem) that the player can sort and
copy, so a collector can go back to his spreadsheet and fix exactly those cells.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QLabel, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ge_desktop.cards.csv_import import ImportReport


class ImportReportDialog(QDialog):
    """Rows accepted and rejected, by row and column."""

    def __init__(self, report: ImportReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.setWindowTitle("CSV import report")
        self.resize(760, 420)
        self.summary = QLabel(report.summary(), wordWrap=True)
        self.table = QTableWidget(len(report.problems), 3)
        self.table.setHorizontalHeaderLabels(["Row", "Column", "Problem"])
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for line, problem in enumerate(report.problems):
            row = QTableWidgetItem()
            row.setData(0, problem.row)  # sorts as a number
            self.table.setItem(line, 0, row)
            self.table.setItem(line, 1, QTableWidgetItem(problem.column))
            self.table.setItem(line, 2, QTableWidgetItem(problem.message))
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setVisible(bool(report.problems))
        copy = QPushButton("Copy report")
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText("\n".join(report.lines())))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
