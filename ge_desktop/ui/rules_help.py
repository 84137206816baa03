"""Rules help (F1): the rulebook section that governs a phase or a card type.

The text is ``resources/help/rules-help.md`` (Galactic Empires) or
``resources/help/gs-rules-help.md`` (Galactic Supremacy), in our own words, one
``## [key] Title`` section per phase (``phase:allocation``), card type (``type:S``,
``type:fleet``) or topic (``turn``, ``reactions``, ``victory``). ``help_sections`` parses
one (no Qt); ``section_key`` and ``gs_section_key`` say which section F1 opens for a card
or the current phase; ``RulesHelpDialog`` shows one section with the others a click away.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QTextBrowser, QWidget

from ge_desktop.cards.model import Card
from ge_desktop.paths import resources_dir
from ge_desktop.rulesets.galactic_empires.terms import TURN_PHASES, Phase

HEADING = re.compile(r"^## \[(?P<key>[^\]]+)\] (?P<title>.+)$")
TURN = "turn"


@dataclass(frozen=True, slots=True)
class HelpSection:
    key: str
    title: str
    text: str  # markdown, heading included


def parse_sections(text: str) -> dict[str, HelpSection]:
    """``## [key] Title`` sections in file order; text before the first one is left out."""
    sections: dict[str, HelpSection] = {}
    key = title = None
    lines: list[str] = []
    for line in [*text.splitlines(), "## [end] end"]:
        match = HEADING.match(line)
        if match is None:
            lines.append(line)
            continue
        if key is not None and title is not None:
            sections[key] = HelpSection(key, title, f"## {title}\n" + "\n".join(lines).strip() + "\n")
        key, title, lines = match["key"], match["title"], []
    return sections


GE_HELP = "rules-help.md"
GS_HELP = "gs-rules-help.md"


@lru_cache(maxsize=2)
def help_sections(name: str = GE_HELP) -> dict[str, HelpSection]:
    return parse_sections((resources_dir() / "help" / name).read_text(encoding="utf-8"))


def section_key(card: Card | None = None, phase: Phase | None = None) -> str:
    """The section for a card (its type) or else a phase (or the player turn)."""
    sections = help_sections()
    if card is not None and f"type:{card.primary_type.value}" in sections:
        return f"type:{card.primary_type.value}"
    if phase is not None and phase in TURN_PHASES:
        return f"phase:{phase.value}"
    return TURN


def gs_section_key(kind: str | None = None, phase: str | None = None) -> str:
    """Galactic Supremacy: the section for a card kind (``fleet``) or else a phase (``draw``)."""
    sections = help_sections(GS_HELP)
    for key in (f"type:{kind}", f"phase:{phase}"):
        if key in sections:
            return key
    return TURN


class RulesHelpDialog(QDialog):
    """One section shown, every section listed beside it."""

    def __init__(self, key: str, parent: QWidget | None = None, name: str = GE_HELP) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules help" if name == GE_HELP else "Rules help: Galactic Supremacy")
        self.resize(820, 560)
        self.sections = help_sections(name)
        layout = QHBoxLayout(self)
        self.index = QListWidget()
        self.index.setMaximumWidth(240)
        self.keys = list(self.sections)
        self.index.addItems([s.title for s in self.sections.values()])
        layout.addWidget(self.index)
        self.text = QTextBrowser()
        layout.addWidget(self.text, 1)
        self.index.currentRowChanged.connect(lambda row: self.show_section(self.keys[row]))
        self.show_section(key)

    def show_section(self, key: str) -> None:
        section = self.sections.get(key) or self.sections[TURN]
        self.text.setMarkdown(section.text)
        row = self.keys.index(section.key)
        if self.index.currentRow() != row:
            self.index.setCurrentRow(row)
        self.shown = section.key
