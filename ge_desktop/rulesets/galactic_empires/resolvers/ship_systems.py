"""Ship systems and stack rules printed on single ships (issue 38, h-empire: the Council of Six
Heavy War Cruiser). ``phaser_overload`` is read by ``systems.py`` (the energy it takes beyond the
ship's requirements, the doubled Phasers as the ship fires); ``not_a_stack_basis`` by
``placement.py`` (no card is played to or against the card: v2.1 BASIS OF A STACK)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver


class PhaserOverloadResolver(Resolver):
    """Continuous, on the ship itself: once ``amount`` energy points beyond its requirements reach
    its Phaser Overload (after its Variable Plasma and Phaser Magnifier, if any), each of its
    unmodified Phasers deals double damage that turn. Not cumulative: a Phaser whose damage
    another card or system already changes (magnified, detonated, energized, a damage bonus) is
    not doubled, and two overloads double once."""

    name = "phaser_overload"
    text = "give {target} a Phaser Overload: {amount} energy beyond its requirements make its unmodified Phasers deal double damage (not cumulative)"
    needs = ("amount",)
    continuous = True
    about_itself = True
    stat = Stat.PHASER_OVERLOAD


class NotAStackBasisResolver(Resolver):
    """Continuous, on the card itself: it may not be the basis of a stack, so no card is played
    to or against it (v2.1 BASIS OF A STACK: a card with other cards played to or against it)."""

    name = "not_a_stack_basis"
    text = "keep every card from being played to or against {target} (it may not be the basis of a stack)"
    continuous = True
    about_itself = True
    stat = Stat.STACK_BASIS_BARRED
