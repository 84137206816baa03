"""Weapon systems that take points beyond a card's requirements (v2.1 SPECIAL SHIP SYSTEMS,
SPECIAL WEAPONS).

Ammunition a unit receives beyond its requirements arms its heavy weapons, 1 each (v2.1
AMMUNITION); energy beyond its requirements goes to its energy systems:

- **Variable Plasma** (v2.1 VARIABLE PLASMA): each Variable Plasma needs 1 ammunition, and
  each deals damage equal to the energy the ship gives its Variable Plasma weapons, within
  the range printed beside the weapon (``(✸-✸✸)``: 1 to 2). With less energy than the
  range's low end it cannot fire.
- **Phaser Magnifier** (v2.1 PHASER MAGNIFIER): 1 energy makes each Phaser deal 2, 2
  energy 3 (each Phaser's damage times 1 + energy), up to the printed maximum. It may not
  take energy in a turn when the ship's Hyperspace Detonator is armed, nor the Detonator
  ammunition while the Magnifier has energy.
- **Hyperspace Detonator** (v2.1 HYPERSPACE DETONATOR): it deals no damage of its own;
  while armed, each Phaser of the unit fires as a heavy weapon dealing 1 damage per armed
  Detonator (so it may hit terrain), and no longer as a Phaser.

- **Phaser Overload** (a ship's printed system, kind ``phaser_overload``: the Council of Six
  Heavy War Cruiser): once its energy (2) beyond the requirements reaches it, after any Variable
  Plasma and Phaser Magnifier, each unmodified Phaser deals double damage; not cumulative.
- **EMF** (Mechad, ``emf.py``): energy beyond requirements powers the field.
- **Mine Deployment System** (Tufor, v2.1 MINE DEPLOYMENT SYSTEM): each system switched
  on with 1 supply beyond requirements lets one mine on the ship be used in the turn
  without being discarded; mines beyond the active systems are discarded after use.
- Weapons printed to drop with damage (Defensive Satellites: once damaged, only 2 of
  its 4 Phasers fire) fire their reduced count while the card carries structure damage.

Choice where the rulebook is silent: a unit with both a Variable Plasma and a Phaser
Magnifier (no printed card has both) fills its Variable Plasma first.
``firing_weapons`` is what the unit fires this turn; ``stats.weapons`` stays the printed
(and added) weapons, which is what ammunition and refits count.
"""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import CardType, PointType, SpecialWeapon, SystemKind, WeaponSymbol
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import emf
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo, WeaponInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import (
    armed_equipment,
    continuous_on,
    free_flying,
    members,
    requirements,
    single_use_weapons,
    strength,
    turn_index,
    unit_of,
    weapon_count,
    weapon_damages,
    weapons,
)
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Phase

RULE_PLASMA = "v2.1 VARIABLE PLASMA"
RULE_MAGNIFIER = "v2.1 PHASER MAGNIFIER"
RULE_DETONATOR = "v2.1 HYPERSPACE DETONATOR"


def extra_points(state: GameState, unit: CardState, point: PointType) -> int:
    """Points of ``point`` the unit's cards received beyond their requirements this turn."""
    return sum(max(0, m.received.get(point, 0) - requirements(state, m).get(point, 0)) for m in members(state, unit))


def _printed(state: GameState, unit: CardState, special: SpecialWeapon) -> list[WeaponInfo]:
    return [w for m in members(state, unit) for w in m.info.weapons if w.special is special]


def plasma_range(state: GameState, unit: CardState) -> tuple[int, int] | None:
    """The energy range of the unit's Variable Plasma weapons (None: it has none)."""
    ranges = [w.energy for w in _printed(state, unit, SpecialWeapon.VARIABLE_PLASMA) if w.energy is not None]
    if not ranges:
        return None
    return min(low for low, _ in ranges), max(high for _, high in ranges)


def magnifier_max(state: GameState, unit: CardState) -> int:
    """The most energy the unit's Phaser Magnifier takes (0: it has none): its printed
    magnifier plus the magnifier points of the engaged refits on it (Phaser Magnifier Refit:
    "adds one magnifier point", one extra multiplier)."""
    printed = max((m.info.system(SystemKind.PHASER_MAGNIFIER)[1] for m in members(state, unit)), default=0)
    if not unit.children:
        return printed
    refits = 0
    for child_id in unit.children:
        gear = state.cards[child_id]
        if gear.info.kind is CardType.EQUIPMENT and gear.info.systems and _refit_working(state, unit, gear):
            refits += gear.info.system(SystemKind.PHASER_MAGNIFIER)[1]
    return printed + refits


def _refit_working(state: GameState, unit: CardState, gear: CardState) -> bool:
    """Engaged; in its controller's Allocation Phase (energy goes to the magnifier before the
    Engagement Phase), a refit that will engage: not stunned, and on a unit of its empire when it
    is exclusive technology (v2.1 EMPIRE SPECIFIC EQUIPMENT)."""
    if state.phase is Phase.ALLOCATION and gear.controller == state.active:
        empire = (gear.info.exclusive_empire or "").lower()
        return gear.stunned_by is None and (not empire or empire == (unit.info.empire or "").lower())
    return gear.engaged


def armed_heavy(state: GameState, unit: CardState) -> int:
    """Heavy weapons armed with ammunition (at most 1 each)."""
    return min(extra_points(state, unit, PointType.AMMUNITION), weapon_count(state, unit, WeaponSymbol.HEAVY))


def has_detonator(state: GameState, unit: CardState) -> bool:
    return bool(_printed(state, unit, SpecialWeapon.HYPERSPACE_DETONATOR))


def detonators_armed(state: GameState, unit: CardState) -> int:
    """Armed Hyperspace Detonators (Scorpead units take no other heavy weapon, v2.1 L1032)."""
    detonators = sum(w.count for w in _printed(state, unit, SpecialWeapon.HYPERSPACE_DETONATOR))
    return min(detonators, armed_heavy(state, unit)) if detonators else 0


def weapon_discount(state: GameState, unit: CardState, point: PointType, weapon: str) -> int:
    """Points of ``point`` fewer that the unit's weapons named ``weapon`` need to fire
    (``weapon_discount``: a Corporate Homeworld's energy for Variable Plasma, a Plasmatic
    Nebula's ammunition for Plasma Streams)."""
    if not memo(state, "weapon_costs", lambda: any(e.kind.stat is Stat.WEAPON_COST for c in state.in_play() for e in c.info.effects)):
        return 0
    name = weapon.lower()
    return sum(
        effect.amount
        for member in members(state, unit)
        for _, effect in continuous_on(state, member, Stat.WEAPON_COST)
        if effect.point is point and (effect.weapon or "").lower() == name
    )


def _plasma_discount(state: GameState, unit: CardState) -> int:
    return weapon_discount(state, unit, PointType.ENERGY, SpecialWeapon.VARIABLE_PLASMA.value)


def plasma_energy(state: GameState, unit: CardState) -> int:
    """The energy the unit's Variable Plasma counts (the damage each one deals): what the ship
    gives it, plus the energy a Corporate Homeworld spares it, within the printed range."""
    span = plasma_range(state, unit)
    return min(extra_points(state, unit, PointType.ENERGY) + _plasma_discount(state, unit), span[1]) if span else 0


def _plasma_taken(state: GameState, unit: CardState) -> int:
    """The energy points the unit's Variable Plasma actually takes."""
    return max(0, plasma_energy(state, unit) - _plasma_discount(state, unit))


def magnifier_energy(state: GameState, unit: CardState) -> int:
    """Energy in the unit's Phaser Magnifier."""
    left = extra_points(state, unit, PointType.ENERGY) - _plasma_taken(state, unit)
    return max(0, min(left, magnifier_max(state, unit)))


def magnifier_lender(state: GameState, borrower: CardState) -> CardState | None:
    """The ship whose Phaser Magnifier also magnifies ``borrower``'s Phasers this turn, if any."""
    player = state.players[borrower.controller]
    loan = player.magnifier_loan
    if loan is None or loan[2] != borrower.id or player.magnifier_loan_turn != player.turns_taken:
        return None
    card, lender = state.cards[loan[0]], state.cards[loan[1]]
    if not (card.in_play and lender.in_play and card.controller == borrower.controller == lender.controller):
        return None
    return lender


def overload_cost(state: GameState, unit: CardState) -> int:
    """The energy the unit's Phaser Overload takes to work (0: it has none; two overloads are
    not cumulative: the dearest counts). The system is printed on the ship itself."""
    if not unit.info.effects:
        return 0
    return max((e.amount for e in unit.info.effects if e.kind.stat is Stat.PHASER_OVERLOAD and e.trigger is Trigger.CONTINUOUS), default=0)


def overload_energy(state: GameState, unit: CardState) -> int:
    """Energy in the unit's Phaser Overload: what is left beyond its requirements after its
    Variable Plasma and Phaser Magnifier, up to the overload's cost."""
    cost = overload_cost(state, unit)
    if not cost:
        return 0
    left = extra_points(state, unit, PointType.ENERGY) - _plasma_taken(state, unit) - magnifier_energy(state, unit)
    return max(0, min(left, cost))


def overloaded(state: GameState, unit: CardState) -> bool:
    """Does the unit's Phaser Overload have all its energy this turn?"""
    cost = overload_cost(state, unit)
    return cost > 0 and overload_energy(state, unit) >= cost


def _unmodified(state: GameState, unit: CardState, weapon: WeaponInfo, budget: dict[str, list[int]]) -> bool:
    """Is the Phaser's damage changed by nothing else (no energizing card powering it, no damage
    bonus reaching the unit for it)? Phaser Overload doubles only such Phasers (not cumulative)."""
    entry = budget.get(weapon.name.lower())
    if entry is not None and entry[0] > 0 and entry[1] > 1:
        return False
    name = weapon.name.lower()
    return not any(
        e.weapon is None or e.weapon.lower() == name for m in members(state, unit) for _, e in continuous_on(state, m, Stat.WEAPON_DAMAGE)
    )


def energy_room(state: GameState, unit: CardState) -> int:
    """How much more energy the unit's systems may take now."""
    span = plasma_range(state, unit)
    room = max(0, span[1] - _plasma_discount(state, unit)) if span else 0
    if not detonators_armed(state, unit):
        room += magnifier_max(state, unit)
    room += overload_cost(state, unit)
    return max(0, room - extra_points(state, unit, PointType.ENERGY)) + emf.energy_room(state, unit)


def firing_weapons(state: GameState, unit: CardState) -> list[WeaponInfo]:
    """The unit's weapons as they fire this turn, with its systems' points applied."""

    def compute() -> list[WeaponInfo]:
        plasma = plasma_energy(state, unit)
        detonated = detonators_armed(state, unit)
        lender = magnifier_lender(state, unit) if state.players[unit.controller].magnifier_loan is not None else None
        magnify = 1 + max(magnifier_energy(state, unit), magnifier_energy(state, lender) if lender is not None else 0)
        doubled = overloaded(state, unit)  # Phaser Overload
        found = []
        damaged = unit.die(DieKind.STRUCTURE) > 0
        budget = _energy_budget(state, unit)
        for weapon in weapons(state, unit):
            if damaged and weapon.damaged_count is not None:  # Defensive Satellites: fewer fire once damaged
                if not weapon.damaged_count:
                    continue
                weapon = replace(weapon, count=min(weapon.count, weapon.damaged_count))
            if weapon.special is SpecialWeapon.HYPERSPACE_DETONATOR:
                continue  # no damage of its own: it turns the Phasers into heavy weapons
            if weapon.special is SpecialWeapon.VARIABLE_PLASMA:
                low = max(1, weapon.energy[0] if weapon.energy else 1)
                if plasma >= low:
                    found.append(replace(weapon, damage=plasma))
                continue
            if weapon.symbol is WeaponSymbol.PHASER and not weapon.fleet_targeted:
                if detonated:
                    weapon = replace(weapon, symbol=WeaponSymbol.HEAVY, damage=detonated)
                elif magnify > 1:
                    weapon = replace(weapon, damage=weapon.damage * magnify)
                elif doubled and _unmodified(state, unit, weapon, budget):
                    weapon = replace(weapon, damage=weapon.damage * 2)
            found += _energized(weapon, budget)
        return found

    return memo(state, ("firing", unit.id), compute)


def _energizers(state: GameState, unit: CardState) -> list[tuple[CardState, EffectInfo]]:
    """The equipment on the unit with an ``energize_weapons`` effect (Energy Flux Mode Enhancement)."""
    found = []
    for child_id in unit.children:
        gear = state.cards[child_id]
        if gear.info.kind is CardType.EQUIPMENT:
            found += [(gear, e) for e in gear.info.effects if e.kind is Kind.ENERGIZE_WEAPONS and e.trigger is Trigger.CONTINUOUS]
    return found


def _energy_budget(state: GameState, unit: CardState) -> dict[str, list[int]]:
    """Weapon name -> [weapons of that name powered by working ``energize_weapons`` cards (one
    energy point each), their multiplier]."""
    budget: dict[str, list[int]] = {}
    for gear, effect in _energizers(state, unit) if unit.children else ():
        if gear.engaged and effect.weapon:
            entry = budget.setdefault(effect.weapon.lower(), [0, effect.amount])
            entry[0] += gear.received.get(PointType.ENERGY, 0)
    return budget


def _energized(weapon: WeaponInfo, budget: dict[str, list[int]]) -> list[WeaponInfo]:
    """``weapon`` as it fires: as many of its count as ``budget`` still powers deal the
    multiplier times its damage (the budget is used up weapon by weapon)."""
    entry = budget.get(weapon.name.lower())
    if entry is None or entry[0] <= 0 or entry[1] <= 1:
        return [weapon]
    powered = min(entry[0], weapon.count)
    entry[0] -= powered
    boosted = replace(weapon, count=powered, damage=weapon.damage * entry[1])
    return [boosted] + ([replace(weapon, count=weapon.count - powered)] if weapon.count > powered else [])


def weapon_energy_room(state: GameState, gear: CardState) -> int:
    """How many more energy points an ``energize_weapons`` card may take: one for each weapon it
    names on its unit, less those it has (0 for any other card)."""
    effect = next((e for e in gear.info.effects if e.kind is Kind.ENERGIZE_WEAPONS), None)
    if effect is None or gear.parent is None:
        return 0
    unit = unit_of(state, state.cards[gear.parent])
    named = sum(w.count for w in weapons(state, unit) if w.name.lower() == (effect.weapon or "").lower())
    return max(0, named - gear.received.get(PointType.ENERGY, 0))


def firing_count(state: GameState, unit: CardState, symbol: WeaponSymbol) -> int:
    return sum(w.count for w in firing_weapons(state, unit) if w.symbol is symbol and not w.fleet_targeted)


def firing_damages(state: GameState, unit: CardState, symbol: WeaponSymbol) -> list[int]:
    """Damage of each weapon of ``symbol`` the unit fires this turn, with damage bonuses."""
    return weapon_damages(state, unit, symbol, firing_weapons(state, unit))


# --- equipment weapons: single use, carriers rearm (v2.1 WEAPONS FIRE L546) ---------------


def spend_single_use(state: GameState, unit: CardState, symbol: WeaponSymbol, count: int, fired: int) -> None:
    """The unit fires ``count`` weapons of ``symbol``, ``fired`` this turn with them: its
    lasting weapons fire first; beyond them, its equipment's single-use weapons (a Shuttlecraft's Phaser) are
    spent, one for each weapon over, until a carrier rearms them."""
    sources = ([unit] if free_flying(unit) else []) + armed_equipment(state, unit)
    single = [
        (card, weapon)
        for card in sources
        for weapon in single_use_weapons(state, card)
        if weapon.single_use and weapon.symbol is symbol and not weapon.fleet_targeted
    ]
    if not single:
        return
    lasting = firing_count(state, unit, symbol) - sum(w.count for _, w in single)  # the same all turn
    over = max(0, fired - lasting) - max(0, fired - count - lasting)  # spent by these ``count``
    for card, weapon in single:
        if over <= 0:
            return
        used = min(over, weapon.count)
        card.weapons_spent += used
        card.spent_turn = turn_index(state)
        over -= used


def is_shuttle(card: CardState) -> bool:
    """v2.1 [Glossary] Shuttle: a card with 'fighter' or 'shuttle' in its title."""
    title = card.info.title.lower()
    return "fighter" in title or "shuttle" in title


def rearm_carriers(state: GameState, seat: Seat) -> list[CardState]:
    """In the seat's Engagement Phase each engaged carrier of its fleet (``rearms_shuttles``:
    the Indirigan Light Carrier, the Tufor Light Fighter Carrier) rearms the fighters and
    shuttles in play on it: their spent single-use weapons may fire again. The rearmed cards."""
    rearmed = []
    for unit in state.fleet(seat):
        if unit_of(state, unit) is not unit or not any(m.info.rearms_shuttles and m.engaged for m in members(state, unit)):
            continue
        for member in members(state, unit):
            for child_id in member.children:
                child = state.cards[child_id]
                if child.weapons_spent and is_shuttle(child):
                    child.weapons_spent = 0
                    rearmed.append(child)
    return rearmed


# --- the Tufor Mine Deployment System (v2.1 MINE DEPLOYMENT SYSTEM) --------------------------


RULE_MDS = "v2.1 MINE DEPLOYMENT SYSTEM"


def is_mine(card: CardState) -> bool:
    """A mine: equipment with 'mine' in its title (Nuclear Mine, Explosive Mine)."""
    return card.info.kind is CardType.EQUIPMENT and "mine" in card.info.title.lower().replace("-", " ").split()


def mine_systems(state: GameState, unit: CardState) -> int:
    return sum(m.info.system(SystemKind.MINE_DEPLOYMENT)[0] for m in members(state, unit))


def active_mine_systems(state: GameState, unit: CardState) -> int:
    """Mine Deployment Systems switched on this turn: 1 supply beyond requirements each."""
    return min(mine_systems(state, unit), extra_points(state, unit, PointType.SUPPLY))


def supply_room(state: GameState, unit: CardState) -> int:
    """How many more Mine Deployment Systems supply may switch on (supply may go in before
    any mine is there)."""
    return max(0, mine_systems(state, unit) - extra_points(state, unit, PointType.SUPPLY))


def mines_kept(state: GameState, unit: CardState) -> int:
    """Mines on the unit used this turn and kept (each takes up one active system)."""
    return sum(1 for m in members(state, unit) for c in m.children if is_mine(state.cards[c]) and state.cards[c].used_functions)


def keeps_mine(state: GameState, mine: CardState) -> bool:
    """Is this mine, just used, kept on its ship by a free active Mine Deployment System?
    (Called once the mine's use is counted: it is one of ``mines_kept``.)"""
    if not is_mine(mine) or mine.parent is None or any(e.param("no_mine_system", False) for e in mine.info.effects):
        return False  # (Stasis Mine: "may not be played to a mine rack or mine deployment system")
    unit = unit_of(state, state.cards[mine.parent])
    return mines_kept(state, unit) <= active_mine_systems(state, unit)


def system_lines(state: GameState, unit: CardState) -> list[str]:
    """The state of the unit's systems in words, for the table (empty: nothing to show)."""
    lines = []
    span = plasma_range(state, unit)
    if span is not None:
        lines.append(f"Variable Plasma: {plasma_energy(state, unit)} energy (takes {span[0]}-{span[1]})")
    top = magnifier_max(state, unit)
    if top:
        energy = magnifier_energy(state, unit)
        lines.append(f"Phaser Magnifier: {energy} of {top} energy (Phasers x{1 + energy})")
    lender = magnifier_lender(state, unit) if state.players[unit.controller].magnifier_loan is not None else None
    if lender is not None:  # h-guest: the Scorpead Comet of Lore's loan
        lines.append(f"Phaser Magnifier of #{lender.id} lent this turn (Phasers x{1 + magnifier_energy(state, lender)})")
    cost = overload_cost(state, unit)
    if cost:
        working = " (unmodified Phasers x2)" if overloaded(state, unit) else " (off)"
        lines.append(f"Phaser Overload: {overload_energy(state, unit)} of {cost} energy{working}")
    systems = mine_systems(state, unit)
    if systems:
        active = active_mine_systems(state, unit)
        aboard = sum(1 for m in members(state, unit) for c in m.children if is_mine(state.cards[c]))
        deployed = f"{aboard} mine{'s' if aboard != 1 else ''} aboard"
        lines.append(f"Mine Deployment System: {active} of {systems} on, {deployed}, {min(active, mines_kept(state, unit))} used this turn")
    if emf.nodes(state, unit):
        top = 2 * strength(state, unit)
        lines.append(f"EMF: {emf.field(unit)} (Nodes {emf.nodes(state, unit)}, at most {top}; each energy adds the Nodes)")
    if has_detonator(state, unit):
        armed = detonators_armed(state, unit)
        lines.append("Hyperspace Detonator: " + (f"armed, Phasers fire as heavy weapons of {armed}" if armed else "not armed"))
    return lines
