"""Escorts intercepting damage (v2.1 REACTION MODE ACTIONS OF CARDS ALREADY IN PLAY:
"escorts intercepting damage"; the printed Escorts of the 1994 Basic Sets).

As a reaction to an opponent's volley at one of its fleet's ships of strength 7 or more,
an engaged escort takes over damage being applied to that ship, suffering 2 damage for
each point it takes over (``resolvers/escorts.py`` puts it in the volley's way).

As the volley resolves (after reductions), the escort takes over as many points as it
can still bear: half its Shields and structure left, rounded up, so the ship is spared
all the escort can save (a choice where the card is silent: the printed card does not
say how many points, and an escort intercepting less would save less). The points it
takes over are weapons fire on the escort at the printed rate; the rest hits the ship.
An escort no longer in play, or a target no longer eligible, intercepts nothing.

A card may let any ship of the fleet intercept this way, for damage at any other ship or base of
its fleet (Intercept Action: ``resolvers/volley_answers.py``, ``Volley.intercept_rate``).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card, shields_left, structure_left
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import strength, unit_of

RULE_ESCORT = "v2.1 REACTION MODE ACTIONS OF CARDS ALREADY IN PLAY (escorts intercepting damage)"
DEFAULT_MIN_STRENGTH = 7


def intercept_terms(escort: CardState) -> tuple[int, int] | None:
    """(damage per point taken over, least strength of the ship it covers), or None."""
    for effect in escort.info.function_effects:
        if effect.kind is Kind.INTERCEPT_DAMAGE:
            least = effect.param("min_strength", DEFAULT_MIN_STRENGTH)
            return effect.amount, int(least) if isinstance(least, int) else DEFAULT_MIN_STRENGTH
    return None


def covers(state: GameState, escort: CardState, target: CardState) -> bool:
    """May this escort intercept damage applied to ``target`` now?"""
    terms = intercept_terms(escort)
    if terms is None or not escort.in_play or not target.in_play:
        return False
    unit = unit_of(state, target)
    return (
        unit.controller == escort.controller
        and unit.info.kind is CardType.SHIP
        and unit is not unit_of(state, escort)
        and strength(state, unit) >= terms[1]
    )


def may_be_covered(state: GameState, interceptor: CardState, target: CardState) -> bool:
    """May a ship a card lets intercept (Intercept Action) take over damage at ``target``:
    another ship or base of its fleet?"""
    if not interceptor.in_play or not target.in_play or interceptor.info.kind is not CardType.SHIP or unit_of(state, interceptor) is not interceptor:
        return False
    unit = unit_of(state, target)
    return unit.controller == interceptor.controller and unit.info.kind in (CardType.SHIP, CardType.BASE) and unit is not interceptor


def intercept(state: GameState, escort_id: int, target: CardState, total: int, by: Seat, events: list[Event], granted_rate: int = 0) -> int:
    """The escort takes over what it can of ``total`` damage at ``target``; returns the rest.
    ``granted_rate``: a card lets this ship intercept, at that rate (any ship, any other ship or base)."""
    escort = state.cards[escort_id]
    terms = (granted_rate, 0) if granted_rate else intercept_terms(escort)
    allowed = may_be_covered(state, escort, target) if granted_rate else covers(state, escort, target)
    if total <= 0 or terms is None or not allowed:
        return total
    rate = max(1, terms[0])
    unit = unit_of(state, escort)
    bearable = shields_left(state, unit) + structure_left(state, unit)
    taken = min(total, -(-bearable // rate))
    if taken <= 0:
        return total
    events.append(EffectResolved(escort.id, Kind.INTERCEPT_DAMAGE, f"takes over {taken} damage meant for #{target.id}, suffering {taken * rate}"))
    damage_card(state, unit, Hit(taken * rate, by, weapons_fire=True), events)
    return total - taken
