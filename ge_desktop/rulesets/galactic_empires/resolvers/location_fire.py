"""A unit whose weapons reach only its own location stack (issue 38, h-moves: the D8 Surface
Dragoness).

``fire_only_at_location`` (continuous, about the card itself): the unit may aim only at a card
of the stack it stands in, never at itself, a Sector HQ or a whole fleet. Its location stack is
the stack's root and every card on it (``GameState.root_of``): against an opponent's terrain,
that terrain and the ships and bases on it. A unit alone in space has nothing to aim at. Read by
``rules/weapons.fire_limit`` through ``location_fire_problem``.

The Surface Dragoness's other rules use the raiders' machinery (``raids.py``): played against
an opponent's terrain (placement ``on_or_against`` for a dragon: also independently or on its
own terrain, as any dragon), moved against one in the Allocation Phase (``move_against_terrain``,
which a dragon may now carry), its requirements taken from that terrain as far as it generates
them, which its owner then lacks (``raids.stolen``).

Reading: both printings play as the Pirates reprint, the most recent (v2.1 CARDS HAVE RULES:
"all versions play as the most recently printed version"); the Primary Edition's stricter text
(only on a terrain generating its whole cost; a move its only action that turn) no longer applies.
"""

from __future__ import annotations

from ge_desktop.engine.errors import Violation
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.pending import Volley
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState


class FireOnlyAtLocationResolver(Resolver):
    name = "fire_only_at_location"
    text = "let {target} fire only at cards of its own location stack"
    continuous = True
    about_itself = True
    stat = Stat.FIRE_RANGE


def location_fire_problem(state: GameState, unit: CardState, volley: Volley) -> Violation | None:
    """Why ``unit`` may not join ``volley``: its card keeps its fire on its own location stack."""
    if not any(e.kind is Kind.FIRE_ONLY_AT_LOCATION for e in unit.info.effects):
        return None
    target = state.cards[volley.target] if volley.target is not None else None
    if target is None or target.id == unit.id or state.root_of(target).id != state.root_of(unit).id:
        return Violation(errors.CARD_RULES, f"{unit.info.label} may fire only at its own location stack")
    return None
