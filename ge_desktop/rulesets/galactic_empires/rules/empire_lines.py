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
- Carriers (v2.1 WEAPONS FIRE, single-use weapons): the fighters and shuttles aboard, how
  many have spent their single-use weapons, and that an engaged carrier rearms them; a
  shuttle says when its own are spent.
- Krebiz capsules (v2.1 KREBIZ CAPITALIST ALLIANCE): a cruiser and its joined capsule are
  one ship; each part names the other and the strength they share.
- A Sysop's link (Basic Set, ``share_equipment``): the equipment card at another location
  that also works at this one, while the link holds.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.cardinfo import CREW_LIKE
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.krebiz import is_capsule, joined_cruiser
from ge_desktop.rulesets.galactic_empires.missions import location_of
from ge_desktop.rulesets.galactic_empires.placement import GEKONAUAK
from ge_desktop.rulesets.galactic_empires.raids import against_opponent, moves_against_terrain, stolen
from ge_desktop.rulesets.galactic_empires.rules.weapons import tarrac_projectors
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import borrowed_equipment
from ge_desktop.rulesets.galactic_empires.systems import is_shuttle


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
    lines += _carrier_lines(state, unit) + _capsule_lines(state, unit) + _sysop_lines(state, unit)
    return lines


def _sysop_lines(state: GameState, unit: CardState) -> list[str]:
    gear = borrowed_equipment(state, unit)
    if gear is None:
        return []
    home = location_of(state, gear)
    at = f" at the {home.info.name}" if home is not None and home.info.name else ""
    return [f"Sysop link: the {gear.info.name}{at} also works here"]


def _carrier_lines(state: GameState, unit: CardState) -> list[str]:
    lines = []
    if unit.info.rearms_shuttles:
        aboard = [state.cards[c] for c in unit.children if is_shuttle(state.cards[c])]
        spent = sum(1 for c in aboard if c.weapons_spent)
        rearm = "rearms them in each Engagement Phase while engaged" if unit.engaged else "rearms them once engaged (Engagement Phase)"
        lines.append(f"Carrier: {len(aboard)} fighter/shuttle aboard, {spent} with single-use weapons spent; {rearm}")
    if is_shuttle(unit) and unit.weapons_spent and unit.parent is not None:
        holder = state.cards[unit.parent]
        where = f"on {holder.info.name}" + (", a carrier" if holder.info.rearms_shuttles else "")
        lines.append(f"Single-use weapons spent: {unit.weapons_spent} ({where})")
    return lines


def _capsule_lines(state: GameState, unit: CardState) -> list[str]:
    if is_capsule(unit.info):
        cruiser = joined_cruiser(state, unit)
        if cruiser is None:
            return ["Krebiz capsule: on its own; joins a cruiser it names as a card function (a Card Play)"]
        pair = (cruiser, unit)
    else:
        capsules = [state.cards[c] for c in unit.children if is_capsule(state.cards[c].info)]
        if not capsules:
            return []
        pair = (unit, capsules[0])
    together = pair[0].info.strength + pair[1].info.strength
    return [f"Krebiz cruiser and capsule joined: {pair[0].info.name} + {pair[1].info.name}, one ship of strength {together}"]
