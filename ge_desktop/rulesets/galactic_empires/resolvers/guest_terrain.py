"""A terrain played onto another terrain of its fleet, from the guest's side (issue 38, h-guest):
``guest_terrain``.

v2.1 TERRAIN CARDS: "some terrain may be played to other terrain. Terrain that combine are
considered one terrain combining their strength and output. Rules on a specific element of a
terrain stack do not necessarily apply to the entire stack." The Star says so from the host's side
(``host_terrain``: it takes one terrain of strength 5 or less). A guest says so on its own card:
its placement puts it on a terrain of its fleet only (card data ``placement: on T``), and this kind
says whether it combines with that terrain:

- ``apart`` false (Nagiridni Pirate Outpost: "played to a terrain, combining"): one terrain with
  its host, adding its strength and output (``stats.members``, ``points._group_members``);
- ``apart`` true (Scorpead Comet of Lore: "does not add its strength to the terrain's"): it is
  part of the host's terrain (``stats.unit_of``: no target of its own, so it is "discarded only
  when that terrain is destroyed"; its output joins the host's as combined terrain's does) but
  its strength is not added (``stats.members`` leaves it out: damage needed to destroy the
  terrain is the host's own). A Star that took such a guest may still take the one terrain it
  combines with (``placement.hosts``).

Either way the guest is a card played on its host: when the host is destroyed or discarded the
guest goes with it (``zones.leave_play``: only ships and dragons stay in play when their terrain
is destroyed).
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class GuestTerrainResolver(Resolver):
    name = "guest_terrain"
    text = "is played onto another terrain of its fleet and goes with it; 'apart': keeps its own strength and output instead of combining"
    params = {"apart": bool}
    continuous = True
    about_itself = True
    stat = Stat.TERRAIN_GUEST
