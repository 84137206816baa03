"""The table's colours: seat (bead) colours, die colours and the felt.

v2.1 *Tracking damage*: "always use red dice for damage to ships and bases and
monsters, green for Shields, white for applied research points, black for permanent
damage". The duration die is blue; the Armor System die steel grey. Seat colours are the rulebook's "color marker
beads" (v2.1 *CARD PLAY TERMS*): one per player, distinct from every die colour.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.terms import DieKind

SEAT_COLORS: tuple[str, ...] = ("#e8b923", "#3d7dd8", "#b04fc9", "#2fb3a3", "#e8743b", "#8fbf3f")
SEAT_NAMES: tuple[str, ...] = ("gold", "blue", "violet", "teal", "orange", "lime")

DIE_COLORS: dict[DieKind, tuple[str, str]] = {  # body, pips
    DieKind.STRUCTURE: ("#c62828", "#ffffff"),
    DieKind.SHIELD: ("#2e7d32", "#ffffff"),
    DieKind.RESEARCH: ("#f5f5f0", "#202020"),
    DieKind.PERMANENT: ("#1b1b1b", "#f0f0f0"),
    DieKind.DURATION: ("#1e5bb8", "#ffffff"),
    DieKind.ARMOR: ("#8a8f98", "#101010"),  # steel grey: Armor System strength used up
    DieKind.TRANSPORT: ("#795548", "#ffffff"),  # brown: transporter operations against a Rat Infestation
    DieKind.EMF: ("#f2c230", "#202020"),  # yellow: a Mechad ship's EMF strength
}

DEFAULT_FELT = "#1f4d3a"


def seat_color(seat: Seat) -> QColor:
    return QColor(SEAT_COLORS[seat % len(SEAT_COLORS)])


def die_colors(kind: DieKind) -> tuple[QColor, QColor]:
    body, pips = DIE_COLORS[kind]
    return QColor(body), QColor(pips)
