"""Resolvers for output, placement and expiry rules (printed Basic Set terrain, hazards, monsters).

All four kinds are continuous: they do nothing as they resolve. ``points.py`` reads
``produce`` (a card's points produced by its host, or equal to its strength, or falling
each turn) and ``suppress_output`` (a terrain that produces nothing); ``placement.py``
reads ``play_restriction``; ``allocation.py`` reads ``return_on_expiry``.
"""

from __future__ import annotations

from ge_desktop.engine.effect_kinds import Kind
from ge_desktop.engine.resolvers.base import Resolver


class ProduceResolver(Resolver):
    kind = Kind.PRODUCE


class SuppressOutputResolver(Resolver):
    kind = Kind.SUPPRESS_OUTPUT


class PlayRestrictionResolver(Resolver):
    kind = Kind.PLAY_RESTRICTION


class ReturnOnExpiryResolver(Resolver):
    kind = Kind.RETURN_ON_EXPIRY


RESOLVERS: tuple[type[Resolver], ...] = (ProduceResolver, SuppressOutputResolver, PlayRestrictionResolver, ReturnOnExpiryResolver)
