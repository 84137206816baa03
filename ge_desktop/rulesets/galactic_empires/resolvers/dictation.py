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

``dictate_actions`` (continuous, O5 Insanity: played against an opposing crew of strength 5 or
less, ``max_strength``): while the card is on the crew, the crew's card actions (its functions)
are its player's. He lists and takes them as his own actions in his own Play Cards Phases
(``rules/plays.check_use`` asks ``use_problem``; ``rules/legal.py`` lists them with his fleet's
through ``dictated_crews``); its owner takes none of them. The crew stays its owner's card (his
points, his continuous effects, his fleet). Research equal to the crew's printed strength plus 5
negates the card (``destroyed_by`` with ``plus_host_strength``). The crew may not be discarded in
the Discard Phase (``discard_problem``, from ``rules/discard.py``); its basis still may, taking it
along (v2.1 6 - DISCARD CARDS PHASE, the insane Admiral).

Readings to confirm (Insanity): "dictates the actions" is read as the crew's card actions
(functions), taken in the Insanity player's own turn, resolved as his: "opposing" cards its
functions reach are his opponents' (its owner's fleet included: it acts "irrationally"), never his
own. It goes on no there-and-back mission for him: the carrier's function (or a General's free
mission) belongs to the crew's owner, whose cards are not dictated. Its reaction functions are
taken by neither player (the owner's are barred; the dictating player takes card actions in his
turn only). Its weapons fire, if any, is untouched (a crew's fire is its ship's).
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


# --- O5 Insanity: a crew's card actions taken by another player --------------------------------------------------

INSANITY_RULE = "Insanity"


class DictateActionsResolver(Resolver):
    name = "dictate_actions"
    text = "take the card actions of {target} as your own in your Play Cards Phases; its owner takes none of them"
    params = {"max_strength": int}  # played only on a crew of this strength or less (placement._condition_problem)
    hostile = True
    continuous = True
    stat = Stat.ACTIONS_DICTATED


def dictates_actions(card: CardState) -> bool:
    """Is ``card`` one that gives the card actions of the crew it is on to its player? Cheap:
    asked of each card of a fleet as its card actions are listed."""
    return card.parent is not None and Stat.ACTIONS_DICTATED in card.info.local_stats


def insane_crew(state: GameState, card: CardState) -> CardState | None:
    """The other player's crew whose card actions ``card`` (one that ``dictates_actions``) gives to its player."""
    crew = state.cards[card.parent] if card.parent is not None else None
    if crew is None or not crew.in_play or not crew.info.is_crew or crew.controller == card.controller:
        return None
    return crew


def actions_dictator(state: GameState, crew: CardState) -> Seat | None:
    """The player who takes ``crew``'s card actions, if not its controller (None: no card dictates them)."""
    if not crew.children or not crew.info.is_crew:
        return None
    for child in crew.children:
        card = state.cards[child]
        if dictates_actions(card) and card.controller != crew.controller:
            return Seat(card.controller)
    return None


def dictated_crews(state: GameState, seat: Seat, card: CardState) -> list[CardState]:
    """The crew whose card actions ``card`` of ``seat``'s fleet gives him (none if it gives none)."""
    crew = insane_crew(state, card) if dictates_actions(card) else None
    return [crew] if crew is not None else []


def use_problem(state: GameState, seat: Seat, crew: CardState, mission: bool) -> Violation | None:
    """Why ``seat`` may not take this card action of ``crew`` because its actions are dictated
    (None: they are not dictated, or he is the one who dictates them and may)."""
    by = actions_dictator(state, crew)
    if by is None:
        return None
    if by != seat:
        return Violation(INSANITY_RULE, f"p{by} dictates the actions of #{crew.id}: its owner takes none of them")
    if seat != state.active:
        return Violation(INSANITY_RULE, f"you take the actions of #{crew.id} in your own Play Cards Phases")
    if mission:
        return Violation(INSANITY_RULE, f"#{crew.id} acts only at its own location: the carrier a mission needs is not yours to use")
    return None


def discard_problem(state: GameState, card: CardState) -> Violation | None:
    """An insane crew may not be discarded in the Discard Phase (its basis still may, taking it along)."""
    by = actions_dictator(state, card) if card.children else None
    if by is None:
        return None
    return Violation(INSANITY_RULE, f"#{card.id} is insane (p{by} dictates its actions) and may not be discarded in the Discard Phase")
