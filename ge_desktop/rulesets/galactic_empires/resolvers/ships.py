"""Ships of the community decks that carry troops (issue 38, h-ships): the Troop Ship, the
Scorpead Troop Ship and the Nagiridni Pirate Boarding Cruiser print "each turn, the first crew
played to this ship does not require a card play".

``free_first_crew`` is that rule: while its ship is in play, the first crew card its controller
plays onto it in a turn costs no Card Play (v2.1 CARD PLAY: the three-plays limit), even when
the three are spent. It is a rule of the card, not an action, so it works on a disengaged ship
(v2.1 L386: "rules on a disengaged card may still affect" it); a card suspending the ship's
functions stops it. A cap an opponent's card sets with no exception (Bureaucracy) still holds
(``rules/plays.py`` checks that first). The turn of the free play is ``CardState.free_crew_turn``.
"""

from __future__ import annotations

from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended, turn_index


class FreeFirstCrewResolver(Resolver):
    name = "free_first_crew"
    text = "let the first crew played onto {target} each turn cost no Card Play"
    continuous = True
    about_itself = True
    stat = Stat.FREE_CREW_PLAY


def _has_free_crew_rule(card: CardState) -> bool:
    return any(e.kind is Kind.FREE_FIRST_CREW and e.trigger is Trigger.CONTINUOUS for e in card.info.effects)


def free_crew_ship(state: GameState, seat: Seat, crew: CardState, target: CardState | None) -> bool:
    """Would playing ``crew`` onto ``target`` now be the free first crew play of a troop ship?"""
    if target is None or crew.info.kind is not CardType.CREW or not _has_free_crew_rule(target):
        return False
    if not target.in_play or target.controller != seat or target.info.kind is not CardType.SHIP:
        return False
    return target.free_crew_turn != turn_index(state) and not functions_suspended(state, target)


def any_free_crew_ship(state: GameState, seat: Seat, crew: CardState) -> bool:
    """Is there a ship of ``seat`` that would take ``crew`` free this turn?"""
    return crew.info.kind is CardType.CREW and any(free_crew_ship(state, seat, crew, ship) for ship in _troop_ships(state, seat))


def _troop_ships(state: GameState, seat: Seat) -> list[CardState]:
    """The ships of ``seat``'s fleet with the ``free_first_crew`` rule, remembered while the
    state is read only (the legal actions ask at every crew card of the hand)."""
    return memo(state, ("troop_ships", seat), lambda: [c for c in state.fleet(seat) if c.info.kind is CardType.SHIP and _has_free_crew_rule(c)])


def take_free_crew_play(state: GameState, seat: Seat, crew: CardState, target: CardState | None) -> bool:
    """Spend the ship's free crew play on ``crew`` if this is it (True: no Card Play is counted)."""
    if target is None or not free_crew_ship(state, seat, crew, target):
        return False
    target.free_crew_turn = turn_index(state)
    return True
