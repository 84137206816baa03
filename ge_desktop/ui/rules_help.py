"""Rules help (F1): the rulebook section that governs a phase or a card type.

Each game's help is a file in ``resources/help/`` (its registry entry's ``rules_help`` part
names it), in our own words, one ``## [key] Title`` section per phase (``phase:allocation``),
card type (``type:S``, ``type:fleet``) or topic (``turn``, ``reactions``, ``victory``).
``help_sections`` parses one (no Qt); each game's table page says which section F1 opens for
the card under the cursor or the current phase; ``RulesHelpDialog`` shows one section with
the others a click away.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QTextBrowser, QWidget

from ge_desktop.paths import resources_dir

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


@lru_cache(maxsize=2)
def help_sections(name: str) -> dict[str, HelpSection]:
    """The sections of ``resources/help/<name>``."""
    return parse_sections((resources_dir() / "help" / name).read_text(encoding="utf-8"))


class RulesHelpDialog(QDialog):
    """One section shown, every section listed beside it."""

    def __init__(self, key: str, parent: QWidget | None, name: str, title: str = "Rules help") -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
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
