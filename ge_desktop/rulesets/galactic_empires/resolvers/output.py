"""Resolvers for output, placement, expiry and protection rules (printed Basic Set terrain,
hazards, monsters and occurrences).

All these kinds are continuous: they do nothing as they resolve. ``points.py`` reads
``produce`` (a card's points produced by its host, or equal to its strength, or falling
each turn) and ``suppress_output`` (a terrain that produces nothing); ``placement.py``
reads ``play_restriction``; ``allocation.py`` reads ``return_on_expiry``.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class ProduceResolver(Resolver):
    kind = Kind.PRODUCE


class SuppressOutputResolver(Resolver):
    kind = Kind.SUPPRESS_OUTPUT


class PlayRestrictionResolver(Resolver):
    kind = Kind.PLAY_RESTRICTION


class ReturnOnExpiryResolver(Resolver):
    kind = Kind.RETURN_ON_EXPIRY


class SuppressShieldsResolver(Resolver):
    """Read by ``stats.shields``: the unit has no working Shields while the card stays."""

    kind = Kind.SUPPRESS_SHIELDS


class AbsorbDamageResolver(Resolver):
    """Read by ``damage.damage_card``: the card takes the damage dealt to its unit first."""

    kind = Kind.ABSORB_DAMAGE


class NoHqProtectionResolver(Resolver):
    """Read by ``weapons.hq_protected``: the ship does not protect its Sector HQ."""

    kind = Kind.NO_HQ_PROTECTION


class ReduceStrengthResolver(Resolver):
    """Read by ``stats.strength``: crew beside it in its stack lose strength (Rat Infestation)."""

    kind = Kind.REDUCE_STRENGTH


class RaiseRequirementsResolver(Resolver):
    """Read by ``stats.requirements``: the unit needs more points to engage (Rat Infestation)."""

    kind = Kind.RAISE_REQUIREMENTS


class RemovedByTransportResolver(Resolver):
    """Read by ``hazard_targets.count_transport``: transporter operations remove the card."""

    kind = Kind.REMOVED_BY_TRANSPORT


class ExplodeResolver(Resolver):
    """Read by ``damage.damage_card``: destroyed, the card explodes onto the unit or card
    that scored the final point of damage (Plasma Dragoness)."""

    kind = Kind.EXPLODE


class MoveAgainstTerrainResolver(Resolver):
    """Read by ``movement.py``: the ship may move against an opponent's terrain by ship
    movement, its requirements taken from that terrain (v2.1 VICIOUS SIX)."""

    kind = Kind.MOVE_AGAINST_TERRAIN


class TrapResolver(Resolver):
    """Read by ``movement.py``: the ship it is on may not change location (Web Crawlers' prey)."""

    kind = Kind.TRAP


RESOLVERS: tuple[type[Resolver], ...] = (
    ProduceResolver,
    SuppressOutputResolver,
    PlayRestrictionResolver,
    ReturnOnExpiryResolver,
    SuppressShieldsResolver,
    AbsorbDamageResolver,
    ExplodeResolver,
    NoHqProtectionResolver,
    ReduceStrengthResolver,
    RaiseRequirementsResolver,
    RemovedByTransportResolver,
    TrapResolver,
    MoveAgainstTerrainResolver,
)
