"""A first window: the loaded catalog and starter decks, with their validation state.

It stands until the table (issue 6) replaces it as the main window, and later lives on
as the card browser's ancestor.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QSplitter,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ge_desktop.cards.catalog import Catalog, load_catalog_with_problems
from ge_desktop.cards.decks import DeckError, load_deck, starter_deck_paths
from ge_desktop.cards.model import Card
from ge_desktop.cards.stocking import check_deck
from ge_desktop.paths import APP_NAME


class CatalogWindow(QMainWindow):
    """Lists every catalog card and every starter deck; shows the selected card's text."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(f"{APP_NAME} - card catalog")
        self.resize(1100, 700)
        self.catalog, self.problems = load_catalog_with_problems()
        self.cards_tree = self._build_cards_tree(self.catalog)
        self.decks_tree = self._build_decks_tree(self.catalog)
        self.details = QTextEdit(readOnly=True)
        self.cards_tree.currentItemChanged.connect(self._show_card)

        left = QWidget()
        layout = QVBoxLayout(left)
        summary = f"{len(self.catalog)} cards loaded"
        if self.problems:
            summary += f"; {len(self.problems)} catalog problem(s): " + "; ".join(str(p) for p in self.problems[:3])
        self.summary = QLabel(summary, wordWrap=True)
        layout.addWidget(self.summary)
        layout.addWidget(self.cards_tree)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.decks_tree)
        right.addWidget(self.details)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setSizes([650, 450])
        self.setCentralWidget(splitter)
        self.statusBar().showMessage(summary)

    def _build_cards_tree(self, catalog: Catalog) -> QTreeWidget:
        tree = QTreeWidget()
        tree.setHeaderLabels(["Card", "Empire", "Requires", "Generates", "Provenance"])
        tree.setSortingEnabled(True)
        for card in sorted(catalog, key=lambda c: (c.primary_type.value, c.strength, c.title)):
            item = QTreeWidgetItem(
                [card.label, card.empire or "generic", card.requirements.notation(), card.generates.notation(), card.provenance.value]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, card.id)
            tree.addTopLevelItem(item)
        tree.resizeColumnToContents(0)
        return tree

    def _build_decks_tree(self, catalog: Catalog) -> QTreeWidget:
        tree = QTreeWidget()
        tree.setHeaderLabels(["Deck", "Cards", "Stocking rules"])
        for path in starter_deck_paths():
            try:
                deck = load_deck(path, catalog)
            except DeckError as exc:
                tree.addTopLevelItem(QTreeWidgetItem([path.name, "-", str(exc.problems[0])]))
                continue
            violations = check_deck(deck, catalog)
            state = "legal" if not violations else f"{len(violations)} violation(s): {violations[0]}"
            tree.addTopLevelItem(QTreeWidgetItem([f"{deck.name} ({deck.empire})", str(len(deck)), state]))
        tree.resizeColumnToContents(0)
        return tree

    def _show_card(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if current is None:
            return
        card = self.catalog.get(current.data(0, Qt.ItemDataRole.UserRole))
        if card is not None:
            self.details.setPlainText(describe_card(card))


def describe_card(card: Card) -> str:
    """Plain text of a card: what its face says, then its scripted effects."""
    lines = [card.label, f"Empire: {card.empire or 'generic'}"]
    if card.requirements:
        lines.append(f"Requires: {card.requirements.notation()}")
    if card.generates:
        lines.append(f"Generates: {card.generates.notation()}")
    if card.shields:
        lines.append(f"Shields: {card.shields}")
    for weapon in card.weapons:
        lines.append(f"Weapons: {weapon.count} x {weapon.name}")
    lines += [f"- {rule}" for rule in card.rules]
    if card.flavor:
        lines.append(card.flavor)
    if card.effects:
        lines.append("")
        lines += [effect.describe() for effect in card.effects]
    return "\n".join(lines)
