"""A unit whose weapons fire another player declares (issue 38, h-dictate: the R/L4
Miscommunications, "dictate the weapons fire of one opponent ship or base; fire may not be on the
unit's own fleet unless there are only two players remaining; cannot be played at a location with
a communications officer; discarded after use").

``dictate_fire`` (continuous, on a card played against an opposing ship or base): while the card is
in play the unit's weapons fire belongs to the card's player. In his Weapons Fire Phase he declares
the unit's fire as his own: its ready weapons join his volleys (``rules/weapons.py``:
``firing_units``, ``part_problem``, ``fleet_options`` ask ``dictator``), at targets he may fire at
(never his own fleet), and never at the unit's own fleet unless only two players remain
(``dictation_problem``); its owner may not fire it meanwhile. The unit fires as it is: engaged by
its owner's allocation, with the weapons and ammunition it has. The card is discarded as its
player's Weapons Fire Phase ends (``discard_spent``, from ``rules/phases.py``): played in Play
Cards Phase A or in reaction before or during that phase, it is used there; played later, it waits
for his next one. Where it may be played (not at a location with a communications officer) is its
``play_restriction`` ``not_with``.

Reading to confirm: the card does not say in whose Weapons Fire Phase the unit fires; here it is
the dictating player's own (his volleys, his phase), so the unit's fire in its owner's turn is
untouched unless the card is still in play then (it is not fired by its owner while dictated).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import Volley
from ge_desktop.rulesets.galactic_empires.resolvers.base import ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import unit_of
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play

RULE = "Miscommunications"
_DICTATED = frozenset({CardType.SHIP, CardType.BASE})


class DictateFireResolver(Resolver):
    name = "dictate_fire"
    text = "declare the weapons fire of {target} in your Weapons Fire Phase (never at its own fleet unless only two players remain)"
    hostile = True
    continuous = True
    stat = Stat.FIRE_DICTATED

    def reaction_use(self, check: ReactionCheck) -> bool:
        """In reaction to anything an opponent does (an R/ card), played against his ship or base."""
        target = check.location
        return check.item.seat != check.seat and target is not None and target.controller != check.seat


def dictating_card(state: GameState, unit: CardState) -> CardState | None:
    """The card giving ``unit``'s weapons fire to another player (it is against the unit: one
    of its children), if any."""
    for child in unit.children:
        card = state.cards[child]
        if dictates(card) and card.controller != unit.controller and card.info.kind is CardType.LUCK and unit.info.kind in _DICTATED:
            return card
    return None


def dictator(state: GameState, unit: CardState) -> Seat | None:
    """The player who declares ``unit``'s weapons fire, if not its controller."""
    card = dictating_card(state, unit) if unit.children else None
    return Seat(card.controller) if card is not None else None


def dictates(card: CardState) -> bool:
    """Is ``card`` (of a player's fleet) one that dictates the fire of the unit it is against?
    Cheap: asked of each card in the pass over a fleet that lists its firing units."""
    return card.parent is not None and Stat.FIRE_DICTATED in card.info.local_stats


def dictated_unit(state: GameState, card: CardState) -> CardState | None:
    """The other player's unit whose fire ``card`` (a card that ``dictates``) gives to its player."""
    unit = unit_of(state, state.cards[card.parent]) if card.parent is not None else None
    if unit is None or card.info.kind is not CardType.LUCK or unit.controller == card.controller or unit.info.kind not in _DICTATED:
        return None
    return unit


def fires_for(state: GameState, unit: CardState, seat: Seat) -> bool:
    """Does ``seat`` declare this unit's weapons fire (his own unit not dictated, or one he dictates)?"""
    by = dictator(state, unit)
    return by == seat if by is not None else unit.controller == seat


def dictation_problem(state: GameState, unit: CardState, volley: Volley) -> Violation | None:
    """Why ``unit`` may not join this volley because its fire is dictated (None: it may)."""
    card = dictating_card(state, unit) if unit.children else None
    if card is None:
        return None
    if volley.seat != card.controller:
        return Violation(RULE, f"{card.info.label} gives the weapons fire of #{unit.id} to p{card.controller}")
    if volley.fleet is not None:
        aimed_at: int | None = volley.fleet
    elif volley.hq is not None:
        aimed_at = volley.hq
    else:
        aimed_at = state.cards[volley.target].controller if volley.target is not None else None
    return own_fleet_problem(state, unit, aimed_at)


def own_fleet_problem(state: GameState, unit: CardState, aimed_at: int | None) -> Violation | None:
    """A dictated unit never fires at its own fleet unless only two players remain."""
    if aimed_at is not None and aimed_at == unit.controller and len(state.living_seats()) > 2:
        return Violation(errors.CARD_RULES, f"#{unit.id} may not fire at its own fleet while more than two players remain")
    return None


def discard_spent(state: GameState, seat: Seat, events: list[Event]) -> None:
    """As ``seat``'s Weapons Fire Phase ends, his dictating cards are used: discarded."""
    for card in [c for c in state.fleet(seat) if dictates(c) and dictated_unit(state, c) is not None]:
        if card.in_play:
            events.append(EffectResolved(card.id, Kind.DICTATE_FIRE, "discarded after use: its player's Weapons Fire Phase is over"))
            leave_play(state, card, LeaveReason.DISCARDED, events)
