"""Weapons fire assistance: which weapons may fire, where, and what a volley would do. No Qt.

v2.1 4 - WEAPONS FIRE PHASE as the engine plays it: fleet-targeted weapons (``fire #N at
pS``) before any volley; a volley is ``aim`` at one target, ``fire`` weapons of engaged
units into it, then ``done`` (the other players may react, then it resolves). The table
lets the player pick weapons first and the target second, so this module reads the
engine's legal actions on trial games (``Game.clone``):

- ``fire_options(game)``: every weapon (unit, symbol) with the most it may fire, and the
  targets each may hit (one trial per legal ``aim``), plus the fleet-targeted shots;
- ``volley_actions(options, target, weapons)``: the actions of a volley with the chosen
  weapons that may fire at that target;
- ``preview(game, actions)``: the volley's damage, where it lands (Shields, EMF, structure)
  and what it destroys if nobody reacts, read off a trial game that plays it through
  (every reaction window passed): the same events the log then tells.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ge_desktop.cards.model import WeaponSymbol
from ge_desktop.engine import Action, Game
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Done, Phase
from ge_desktop.rulesets.galactic_empires.actions import Aim, Fire, FleetFire, Pass
from ge_desktop.rulesets.galactic_empires.events import ArmorUsed, CardDestroyed, DamageDealt, HqDamaged, VolleyResolved
from ge_desktop.rulesets.galactic_empires.terms import InstanceId

MAX_PASSES = 24  # reaction windows a preview passes through at most


@dataclass(frozen=True, slots=True)
class HqTarget:
    """A Sector HQ as a volley target."""

    seat: Seat


AimTarget = InstanceId | HqTarget
Weapon = tuple[InstanceId, WeaponSymbol]  # a unit's weapons of one symbol


def aim_of(target: AimTarget) -> Aim:
    return Aim(None, target.seat) if isinstance(target, HqTarget) else Aim(target, None)


@dataclass(frozen=True)
class FireOptions:
    """What the firing player may do with no volley being declared."""

    ready: dict[Weapon, int] = field(default_factory=dict)  # most of each that may fire
    targets: dict[Weapon, frozenset[AimTarget]] = field(default_factory=dict)
    fleet: tuple[FleetFire, ...] = ()

    def targets_of(self, weapons: frozenset[Weapon]) -> frozenset[AimTarget]:
        """Targets at least one of ``weapons`` may hit."""
        found: set[AimTarget] = set()
        for weapon in weapons:
            found |= self.targets.get(weapon, frozenset())
        return frozenset(found)


NO_FIRE = FireOptions()


def fire_options(game: Game) -> FireOptions:
    """Read off the legal ``aim`` actions and, on a trial per aim, the legal ``fire`` actions."""
    state = game.state
    if state.phase is not Phase.WEAPONS_FIRE or game.is_terminal() or state.fire is None or state.fire.open is not None:
        return NO_FIRE
    ready: dict[Weapon, int] = {}
    targets: dict[Weapon, set[AimTarget]] = {}
    legal = game.legal_actions()
    for aim in (a for a in legal if isinstance(a, Aim)):
        target: AimTarget = HqTarget(aim.hq) if aim.hq is not None else aim.target  # type: ignore[assignment]
        trial = game.clone()
        trial.apply(aim)
        for fire in (a for a in trial.legal_actions() if isinstance(a, Fire)):
            weapon = (fire.card, fire.symbol)
            ready[weapon] = max(ready.get(weapon, 0), fire.count)
            targets.setdefault(weapon, set()).add(target)
    fleet = tuple(a for a in legal if isinstance(a, FleetFire))
    return FireOptions(ready, {w: frozenset(t) for w, t in targets.items()}, fleet)


def volley_actions(options: FireOptions, target: AimTarget, weapons: frozenset[Weapon]) -> tuple[Action, ...]:
    """``aim``, one ``fire`` per chosen weapon that may hit ``target`` (all it has ready), ``done``."""
    fires = [
        Fire(unit, symbol, options.ready[(unit, symbol)])
        for unit, symbol in sorted(weapons, key=lambda w: (w[0], w[1].value))
        if target in options.targets.get((unit, symbol), frozenset())
    ]
    if not fires:
        return ()
    return (aim_of(target), *fires, Done())


@dataclass(frozen=True, slots=True)
class Preview:
    """What a volley does if nobody reacts: its damage, where it lands on each card it
    reaches (Shields, a Mechad ship's EMF, structure), what Armor stops, what it destroys."""

    damage: int = 0
    destroyed: tuple[InstanceId, ...] = ()
    hq_damage: int = 0
    problem: str | None = None  # why the volley cannot be declared (None: it can)
    hits: tuple[DamageDealt, ...] = ()
    armor: tuple[ArmorUsed, ...] = ()


def preview(game: Game, actions: tuple[Action, ...]) -> Preview:
    """Play ``actions`` on a trial game, pass every reaction window, report the damage."""
    if not actions:
        return Preview(problem="none of the chosen weapons can fire at that target")
    trial = game.clone()
    events = []
    for action in actions:
        violation = trial.why_illegal(action)
        if violation is not None:
            return Preview(problem=violation.message)
        events += trial.apply(action)
    for _ in range(MAX_PASSES):
        if trial.state.window is None:
            break
        events += trial.apply(Pass())
    damage = sum(e.damage for e in events if isinstance(e, VolleyResolved))
    destroyed = tuple(e.card for e in events if isinstance(e, CardDestroyed))
    hq = sum(e.amount for e in events if isinstance(e, HqDamaged))
    hits = tuple(e for e in events if isinstance(e, DamageDealt))
    return Preview(damage, destroyed, hq, hits=hits, armor=tuple(e for e in events if isinstance(e, ArmorUsed)))
