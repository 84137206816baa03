"""Ship Movement (v2.1 SHIP MOVEMENT, L1862; *[Changing location]* L389).

Ships and dragons in the fleet may each change location once per turn, in the Allocation
Phase: onto one of the player's terrains, or into space (independently). The rulebook
places the move both in the Record Keeping Step (L389) and after allocation (L279); the
engine allows it in the Allocation Phase before the first point is declared or allocated,
so moving a modifier (a freighter) changes that turn's output cleanly. Ships combined
with another ship move with it, never alone.

Against an opponent's terrain (``move #S against #T``, L1862-1879): only a ship a card
allows (``raids.moves_against_terrain``: a ``move_against_terrain`` effect, the Vicious
Six). A defending ship on the terrain of equal or greater strength blocks the move; weaker
defenders are pushed off into space (they still protect their Sector HQ). Moving a ship
onto one's own terrain is blocked by an attacker against it of greater strength; attackers
of equal or lower strength are pushed off into their own space and protect their Sector HQ
again only once moved by ship movement (``CardState.pushed_off``). Strength is the unit's
(``stats.strength``). A ship against an opponent's terrain protects no Sector HQ.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.actions import MoveShip
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.raids import against_opponent, attackers, defenders, is_pirate, moves_against_terrain, police
from ge_desktop.rulesets.galactic_empires.resolvers.fleet_points import recompute_output
from ge_desktop.rulesets.galactic_empires.state import MOVED, CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import strength, trapped
from ge_desktop.rulesets.galactic_empires.terms import Phase
from ge_desktop.rulesets.galactic_empires.zones import is_within, to_table

_MOVERS = frozenset({CardType.SHIP, CardType.DRAGON})
RULE = "v2.1 SHIP MOVEMENT"


def _mover(state: GameState, seat: Seat, instance: int) -> CardState | Violation:
    if not 0 <= instance < len(state.cards):
        return Violation(RULE, f"#{instance} is not a card")
    card = state.cards[instance]
    if not card.in_play or card.controller != seat or card.info.kind not in _MOVERS:
        return Violation(RULE, f"#{card.id} is not a ship or dragon of your fleet")
    if card.parent is not None and state.cards[card.parent].info.kind is not CardType.TERRAIN:
        return Violation(RULE, f"#{card.id} is combined with or played on another card and cannot move alone")
    if against_opponent(state, card) and not moves_against_terrain(card.info):
        return Violation(RULE, f"#{card.id} is against an opponent's terrain; only a card can move it")
    if MOVED in card.used_functions:
        return Violation(RULE, f"#{card.id} has already moved this turn")
    if trapped(state, card):
        return Violation(RULE, f"#{card.id} is trapped by a card on it and cannot change location")
    return card


def check_move(state: GameState, seat: Seat, action: MoveShip) -> Violation | None:
    if state.phase is not Phase.ALLOCATION:
        return Violation(errors.SEQUENCE, "ships move only in the Allocation Phase")
    if state.players[seat].allocation_started:
        return Violation(RULE, "ships move before the first point is declared or allocated")
    card = _mover(state, seat, action.card)
    if isinstance(card, Violation):
        return card
    if action.to is None:
        in_space = card.parent is None and not card.pushed_off  # a pushed-off ship moves back into place
        return Violation(RULE, f"#{card.id} is already in space") if in_space else None
    if not 0 <= action.to < len(state.cards):
        return Violation(RULE, f"#{action.to} is not a card")
    target = state.cards[action.to]
    if action.against:
        return _check_against(state, seat, card, target)
    if not target.in_play or target.controller != seat or target.info.kind is not CardType.TERRAIN:
        return Violation(RULE, f"#{target.id} is not a terrain of your fleet")
    if card.parent == target.id:
        return Violation(RULE, f"#{card.id} is already on #{target.id}")
    if is_within(state, card, target):  # a terrain put on the ship in sandbox play
        return Violation(RULE, f"#{target.id} is in #{card.id}'s own stack")
    might = strength(state, card)
    for attacker in attackers(state, target):
        if strength(state, attacker) > might:
            return Violation(RULE, f"#{attacker.id} against #{target.id} is stronger than #{card.id} and keeps it off")
    return None


def _check_against(state: GameState, seat: Seat, card: CardState, target: CardState) -> Violation | None:
    if not moves_against_terrain(card.info):
        return Violation(RULE, f"#{card.id} may not move against a terrain (no card allows it)")
    if not target.in_play or target.controller == seat or target.info.kind is not CardType.TERRAIN:
        return Violation(RULE, f"#{target.id} is not a terrain of an opponent's fleet")
    if card.parent == target.id:
        return Violation(RULE, f"#{card.id} is already against #{target.id}")
    if is_within(state, card, target):  # an opponent's terrain put on the ship in sandbox play
        return Violation(RULE, f"#{target.id} is in #{card.id}'s own stack")
    might = strength(state, card)
    if (problem := police_problem(state, card.info, might, target)) is not None:
        return problem
    for defender in defenders(state, target):
        if strength(state, defender) >= might:
            return Violation(RULE, f"#{defender.id} on #{target.id} is as strong as #{card.id} or stronger and keeps it off")
    return None


def police_problem(state: GameState, ship: CardInfo, might: int, terrain: CardState) -> Violation | None:
    """Police Headquarters: no pirate ship of its strength or less may be played or moved
    against a terrain of its fleet (``keep_off_pirates``)."""
    if not is_pirate(ship):
        return None
    for station in police(state, terrain):
        limit = strength(state, station)
        if might <= limit:
            return Violation(RULE, f"{station.info.label} (#{station.id}) keeps pirate ships of strength {limit} or less off its fleet's terrain")
    return None


def apply_move(state: GameState, seat: Seat, action: MoveShip, events: list[Event]) -> None:
    card = state.cards[action.card]
    if action.to is not None:  # other players' output changes from their next Allocation Phase
        target = state.cards[action.to]
        pushed = defenders(state, target) if action.against else attackers(state, target)
        for other in pushed:  # the check left only weaker ones (equal too, for attackers)
            to_table(state, other, other.controller, None, events)
            other.pushed_off = not action.against  # a pushed defender still protects its HQ
            events.append(EffectResolved(other.id, Kind.MOVE_AGAINST_TERRAIN, f"pushed off #{target.id} by #{card.id}"))
    to_table(state, card, seat, action.to, events)  # into space: a root of the mover's area
    card.pushed_off = False
    card.used_functions.add(MOVED)
    recompute_output(state, seat, events)
