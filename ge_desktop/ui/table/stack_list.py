"""A stack's cards in words, for the tooltip of each of its cards (#40 7b): on a crowded table
(a bot's fleet of tall stacks, shrunk to fit the window) each card of a stack shows only a
thin strip, too small to read; the tooltip lists the whole stack at the screen's own text
size, the basis first and each card under the one it was played on, with its code and title, whether it is disengaged or played
against the card under it, and its dice. It says only what the viewer's board shows: a
card he sees the back of is "a face-down card"."""

from __future__ import annotations

from html import escape

from ge_desktop.rulesets.galactic_empires import DieKind
from ge_desktop.ui.board import CardView, Stack

DIE_WORDS = {
    DieKind.STRUCTURE: "damage",
    DieKind.SHIELD: "Shield damage",
    DieKind.DURATION: "turns to go",
    DieKind.RESEARCH: "research",
}


def card_line(view: CardView) -> str:
    """One card of a stack: "S3 Indirigan Light Carrier - disengaged, 4 damage"."""
    card = view.card
    name = f"{card.code} {card.title}" if card is not None and view.face_up else "a face-down card"
    notes = ["against the card below"] if view.against else []
    if not view.engaged:
        notes.append("disengaged")
    notes += [f"{value} {DIE_WORDS.get(kind, kind.value)}" for kind, value in view.dice if value]
    return name + (f" - {', '.join(notes)}" if notes else "")


def stack_tooltip(stack: Stack, hovered: CardView | None = None) -> str:
    """The tooltip of a card of ``stack`` (rich text; the hovered card in bold), or "" for a lone card."""
    if len(stack) < 2:
        return ""
    lines = []
    for view in stack:  # the basis, then each card on (or against) it, indented by depth
        text = "&nbsp;&nbsp;&nbsp;" * view.depth + escape(card_line(view))
        lines.append(f"<b>{text}</b>" if hovered is not None and view.key == hovered.key else text)
    return f"<p><b>A stack of {len(stack)} cards</b>:</p><p>{'<br>'.join(lines)}</p>"
