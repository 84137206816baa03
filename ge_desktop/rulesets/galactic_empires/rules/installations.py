"""Installations: crew complement and control (v2.1 *INSTALLATION CARDS L716-726; fact 183).

An installation's crew complement decides who controls it: the player who played it counts
its strength plus his engaged crew on it; any other player counts only his engaged crew on
it. The highest complement controls the installation; a tie goes to the player who played
it (or, between other players, to whoever controls it now). "The installation's player" is
the one in whose area it lies (``seat``: its owner in the Standard Game, whoever played it
from the shared deck in the Basic Game). Crew reach an opponent's
installation only by transport (fact 184: a transporter or a there-and-back mission), so
this is settled after every action: the moment a complement changes, so does control.
Ancients and psys count as crew (facts 190, 194). An installation held by a control card
(``state.control_links``) stays with that card.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import ControlChanged
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState


def _crew_on(state: GameState, card: CardState) -> list[CardState]:
    found = []
    for child_id in card.children:
        child = state.cards[child_id]
        if child.info.is_crew:
            found.append(child)
        found += _crew_on(state, child)
    return found


def complement(state: GameState, installation: CardState, seat: Seat) -> int:
    """``seat``'s crew complement on the installation."""
    crew = sum(c.info.strength for c in _crew_on(state, installation) if c.engaged and c.controller == seat)
    return crew + (installation.info.strength if seat == installation.seat else 0)


def installation_controller(state: GameState, installation: CardState) -> Seat:
    """Who the crew complement gives the installation to."""
    seats = [installation.seat] + [s for s in state.living_seats() if s != installation.seat]
    scores = {seat: complement(state, installation, seat) for seat in seats}
    best = max(scores.values())
    if scores[installation.seat] == best:
        return installation.seat
    if scores.get(installation.controller) == best:
        return installation.controller
    return next(seat for seat in seats if scores[seat] == best)


def settle_installations(state: GameState, events: list[Event]) -> None:
    """Give every installation in play to the player its crew complement names."""
    held = {card for links in state.control_links.values() for card, _ in links}
    for card in list(state.in_play()):
        if card.info.kind is not CardType.INSTALLATION or card.id in held:
            continue
        controller = installation_controller(state, card)
        if controller != card.controller:
            card.controller = controller
            events.append(ControlChanged(card.id, controller))
