"""The card inspector: a card's face beside everything its model says, in words.

Shown beside the browser's list and under the deck builder's; the face comes from
``faces.face_pixmap`` and the text from ``card_details_html`` (the same notation the card
editor and CSV import use, so what the player reads here is what he would type there).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QTextBrowser, QVBoxLayout, QWidget

from ge_desktop.cards.card_text import write_combination, write_modifiers, write_placement, write_weapons
from ge_desktop.cards.model import Card
from ge_desktop.ui.browser.faces import PREVIEW_WIDTH, face_pixmap


def _facts(card: Card) -> list[tuple[str, str]]:
    """(label, text) for every field the card sets."""
    facts = [("Empire", card.empire or "generic"), ("Type", " / ".join(t.label for t in card.types))]
    if card.tribe:
        facts.append(("Tribe", card.tribe))
    if card.split:
        facts.append(("Split strength", f"{card.split.strength} ({card.split.role.value}) {card.split.requirements.notation()}"))
    optional = [
        ("Requires", card.requirements.notation()),
        ("Generates", card.generates.notation()),
        ("Shields", str(card.shields or "")),
        ("Nodes", str(card.nodes or "")),
        ("Armor", str(card.armor or "")),
        ("Weapons", write_weapons(card)),
        ("Modifiers", write_modifiers(card)),
        ("Classes", ", ".join(c.value for c in card.classes)),
        ("Technology", card.technology.value if card.technology else ""),
        ("Equipment", "" if card.passive is None else ("P (passive)" if card.passive else "NP (non-passive)")),
        ("Placement", write_placement(card.placement)),
        ("Combination", write_combination(card.combination)),
        ("Duration", f"{card.duration} turns" if card.duration else ""),
    ]
    facts += [(label, text) for label, text in optional if text]
    flags = [word for word, on in (("one copy per deck", card.unique), ("discard after use", card.discard_after_use)) if on]
    if flags:
        facts.append(("Limits", ", ".join(flags)))
    return facts


def card_details_html(card: Card) -> str:
    """The card in words: title, facts, rules lines, flavor, scripted effects, provenance."""
    parts = [f"<h3>{escape(card.label)}</h3>"]
    if not card.is_printed and card.provenance.value == "designed":
        parts.append("<p style='color:#b26a00'><b>Not a printed card</b>: its numbers and rules were chosen by us.</p>")
    parts.append("<table>")
    parts += [f"<tr><td><b>{escape(k)}</b>&nbsp;</td><td>{escape(v)}</td></tr>" for k, v in _facts(card)]
    parts.append("</table>")
    if card.rules:
        parts.append("<ul>" + "".join(f"<li>{escape(rule)}</li>" for rule in card.rules) + "</ul>")
    if card.flavor:
        parts.append(f"<p><i>{escape(card.flavor)}</i></p>")
    if card.effects:
        parts.append("<p><b>Scripted:</b><br>" + "<br>".join(escape(e.describe()) for e in card.effects) + "</p>")
    elif card.manual:
        parts.append("<p><b>Resolved by hand</b> (its rules are not scripted).</p>")
    origin = f"Set {card.set_code}, {card.origin}" + (f": {card.source}" if card.source else "")
    if card.printings:
        origin += " (" + ", ".join(f"{p.set} {p.image}" for p in card.printings) + ")"
    parts.append(f"<p><small>{escape(origin)} &middot; id {escape(card.id)}</small></p>")
    return "".join(parts)


class CardInspectorWidget(QWidget):
    """The face of the current card above its details."""

    def __init__(self, parent: QWidget | None = None, face_width: int = PREVIEW_WIDTH // 4 * 3) -> None:
        super().__init__(parent)
        self.face_width = face_width
        self.face = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.face.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.details = QTextBrowser(openExternalLinks=False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.face)
        layout.addWidget(self.details, 1)
        self.card: Card | None = None
        self.show_card(None)

    def show_card(self, card: Card | None) -> None:
        self.card = card
        if card is None:
            self.face.clear()
            self.details.setHtml("<p>Select a card to see it here.</p>")
            return
        self.face.setPixmap(face_pixmap(card, self.face_width))
        self.details.setHtml(card_details_html(card))
