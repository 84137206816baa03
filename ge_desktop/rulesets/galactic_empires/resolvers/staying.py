"""A lucky break, hazard or occurrence that stays on its card (issue 38: the Krebiz Monolith,
"is destroyed with the terrain card"). v2.1 GENERAL ERRATA - DISCARD AFTER USE discards such
cards once played unless they say otherwise; this kind is that saying: ``cardinfo`` gives the
card no discard after use, and it leaves play when the card it is on does (``zones.leave_play``
takes a card's stack with it)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class StaysWithHostResolver(Resolver):
    name = "stays_with_host"
    text = "stay in play on {target}'s card until that card leaves play"
    continuous = True
    about_itself = True
    stat = Stat.STAYS_WITH_HOST
