"""What the table says of an empire's own systems, beside the weapon systems of
``systems.system_lines`` (issue 19: "the table shows each system's state where the player
needs it"). Each line is public: it reads only what lies open on the table.

- Top-right card damage (an Orgon's, v2.1 ORGONS; any card with general damage points): how
  much, and whether its card action was used this turn.
- Tarrac Projectors (v2.1 TARRAC PROJECTOR): how many, and whether they add their
  structural damage (only when the unit acts as a base).
- Gekonauak ships (v2.1 GEKONAUAK): the one crew of the fleet aboard, or room for it.
- Ships against an opponent's terrain, or pushed off one (v2.1 SHIP MOVEMENT, VICIOUS SIX):
  no Sector HQ protection, and the requirements the terrain meets.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.cardinfo import CREW_LIKE
from ge_desktop.engine.effect_kinds import Kind
from ge_desktop.engine.galactic_empires.weapons import tarrac_projectors
from ge_desktop.engine.placement import GEKONAUAK
from ge_desktop.engine.raids import against_opponent, moves_against_terrain, stolen
from ge_desktop.engine.state import CardState, GameState


def empire_lines(state: GameState, unit: CardState) -> list[str]:
    """The unit's empire systems in words, for the table (empty: nothing to show)."""
    lines = []
    for number, effect in enumerate(unit.info.function_effects, start=1):
        if effect.kind is Kind.CARD_DAMAGE:
            used = "used this turn" if number in unit.used_functions else "ready"
            lines.append(f"Card damage: {effect.amount} to one card, a card action in either Play Cards Phase ({used})")
    tarracs = tarrac_projectors(state, unit)
    if tarracs:
        if unit.info.kind is CardType.BASE:
            lines.append(f"Tarrac Projector: {tarracs}; fired by this base, each adds 1 structural damage past Shields and Armor")
        else:
            lines.append(f"Tarrac Projector: {tarracs}; a ship's add no structural damage (only a base's do)")
    if unit.info.kind is CardType.SHIP and unit.info.empire == GEKONAUAK:
        aboard = sum(1 for c in unit.children if state.cards[c].info.kind in CREW_LIKE)
        lines.append(f"Crew aboard: {aboard} of 1 (one crew of its own fleet at most; none played against it)")
    if against_opponent(state, unit):
        lines.append("Against an opponent's terrain: does not protect its Sector HQ")
        taken = stolen(state, unit)
        if taken:
            points = ", ".join(f"{amount} {point.value}" for point, amount in sorted(taken.items(), key=lambda kv: kv[0].value))
            lines.append(f"Requirements met by the terrain: {points}")
    elif unit.pushed_off:
        lines.append("Pushed off an opponent's terrain: does not protect its Sector HQ until moved by ship movement")
    elif moves_against_terrain(unit.info):
        lines.append("May move against an opponent's terrain by ship movement (Allocation Phase)")
    return lines
