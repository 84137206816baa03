"""Resolvers for output, placement, expiry and protection rules (printed Basic Set terrain,
hazards, monsters and occurrences).

All these kinds are continuous: they do nothing as they resolve. ``points.py`` reads
``produce`` (a card's points produced by its host, or equal to its strength, or falling
each turn) and ``suppress_output`` (a terrain that produces nothing); ``placement.py``
reads ``play_restriction``; ``allocation.py`` reads ``return_on_expiry``.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class ProduceResolver(Resolver):
    name = "produce"
    text = "make {target} produce this card's points each turn"
    # own_empire_only: the point types ("command") it produces only while its controller's deck is of
    # its own empire (dragons: "its command point counts only when playing the Dragon Empire"; h-dragon)
    params = {"equal_to_strength": bool, "falling": bool, "own_empire_only": str}
    continuous = True
    stat = Stat.OUTPUT


class SuppressOutputResolver(Resolver):
    name = "suppress_output"
    text = "stop {target} producing points (points: only those types, after modifiers)"
    params = {"points": str}
    hostile = True
    continuous = True
    stat = Stat.OUTPUT


class PlayRestrictionResolver(Resolver):
    name = "play_restriction"
    text = "limit where this card may be played"
    params = {
        "titles": str, "except_titles": str, "max_strength": int, "pooled": bool, "lowest_strength": bool, "not_with": str, "no_hq": bool,
        "from_turn": int,  # not before the player's turn N (rules/plays.py turn_restriction)
        "one_in_game": bool, "weakest_of_opponents": bool,  # h-time: placement._game_wide_restriction (Rogue Couple)
        "engaged_unit": bool,  # h-crew2: only onto an engaged unit (Early Warning)
        "empire_here": str, "or_controlled": bool,  # h-fields2: placement._empire_here (the cyber fighters)
        "in_allocation": bool,  # h-terrain3: played only in its player's own Allocation Phase, a Card Play (resolvers/allocation_plays.py)
    }
    continuous = True
    about_itself = True
    stat = Stat.PLACEMENT


class ReturnOnExpiryResolver(Resolver):
    name = "return_on_expiry"
    text = "return this card to its owner's hand when its time runs out"
    params = {"if_in_play": str}
    continuous = True
    about_itself = True
    stat = Stat.EXPIRY


class SuppressShieldsResolver(Resolver):
    """Read by ``stats.shields``: the unit has no working Shields while the card stays."""

    name = "suppress_shields"
    text = "switch off the Shields of {target}"
    hostile = True
    continuous = True
    stat = Stat.SHIELDS
    change = Change.CANCEL


class AbsorbDamageResolver(Resolver):
    """Read by ``damage.damage_card``: the card takes the damage dealt to its unit first."""

    name = "absorb_damage"
    text = "take every damage point dealt to {target}"
    params = {"sources": str, "shields_only": bool}
    continuous = True
    stat = Stat.DAMAGE_ABSORBED


class NoHqProtectionResolver(Resolver):
    """Read by ``weapons.hq_protected``: the ship does not protect its Sector HQ."""

    name = "no_hq_protection"
    text = "stop {target} protecting its Sector HQ"
    hostile = True
    continuous = True
    stat = Stat.HQ_PROTECTION


class ReduceStrengthResolver(Resolver):
    """Read by ``stats.strength``: crew beside it in its stack lose strength (Rat Infestation)."""

    name = "reduce_strength"
    text = "give {target} {amount} less strength"
    needs = ("amount",)
    params = {"at_least": int}
    hostile = True
    continuous = True
    stat = Stat.STRENGTH
    change = Change.LOWER


class RaiseRequirementsResolver(Resolver):
    """Read by ``stats.requirements``: the unit needs more points to engage (Rat Infestation)."""

    name = "raise_requirements"
    text = "raise the {point} requirement of {target} by {amount}"
    needs = ("amount", "point")
    hostile = True
    continuous = True
    stat = Stat.REQUIREMENTS


class RemovedByTransportResolver(Resolver):
    """Read by ``hazard_targets.count_transport``: transporter operations remove the card."""

    name = "removed_by_transport"
    text = "be removed by as many transporter operations as its strength"
    continuous = True
    about_itself = True
    stat = Stat.DESTRUCTION


class ExplodeResolver(Resolver):
    """Read by ``damage.damage_card``: destroyed, the card explodes onto the unit or card
    that scored the final point of damage (Plasma Dragoness)."""

    name = "explode"
    text = "explode when destroyed for {amount} times its strength in damage, dealt to the unit that scored the final point"
    needs = ("amount",)
    continuous = True
    about_itself = True
    stat = Stat.DESTRUCTION


class MoveAgainstTerrainResolver(Resolver):
    """Read by ``movement.py``: the ship may move against an opponent's terrain by ship
    movement, its requirements taken from that terrain (v2.1 VICIOUS SIX); with
    ``own_requirements`` (h-empire: the Council of Six Super Heavy Cruiser, "may move against
    terrain" and no more) its controller still allocates them (``raids.stolen``)."""

    name = "move_against_terrain"
    text = (
        "let this ship move against an opponent's terrain by ship movement, its requirements taken from that terrain "
        "(own_requirements: not; ammunition: its heavy weapons' ammunition too)"
    )
    params = {"ammunition": bool, "own_requirements": bool}  # h-terrain3: the Aggressor Cruiser (raids._takes); h-empire: the Super Heavy Cruiser
    about_itself = True
    continuous = True  # a standing rule of the card about itself
    stat = Stat.RAIDS_TERRAIN


class TrapResolver(Resolver):
    """Read by ``movement.py``: the ship it is on may not change location (Web Crawlers' prey)."""

    name = "trap"
    text = "keep {target} from changing location"
    hostile = True
    continuous = True
    stat = Stat.MOVEMENT

