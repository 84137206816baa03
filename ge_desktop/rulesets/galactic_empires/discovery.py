"""The Discovery of Discoveries (community card O9, issue 38, h-crew): its limits.

"May not be played if no crew cards are in play", and "the maximum number of cards that may be
drawn equals the strength of the lowest crew card in play in the fleet": both read the
player's own fleet (the fleet whose weakest crew sets the limit; a player with no crew of his
own has no limit to read, so he may not play it). ``discover`` (``resolvers/officers.py``)
does the drawing.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.errors import PLACEMENT
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.stats import strength


def weakest_crew_strength(state: GameState, seat: Seat) -> int:
    """The strength of the weakest crew card in play in ``seat``'s fleet (0: none)."""
    return min((strength(state, c) for c in state.fleet(seat) if c.in_play and c.info.is_crew), default=0)


def crew_needed_problem(state: GameState, seat: Seat, info: CardInfo) -> Violation | None:
    """A ``discover`` card is not played while its player has no crew card in play."""
    if info.kind is not CardType.OCCURRENCE:  # checked for every card played to the fleet: the cheap test first
        return None
    if any(e.kind is Kind.DISCOVER for e in info.effects) and not weakest_crew_strength(state, seat):
        return Violation(PLACEMENT, f"{info.label} may not be played with no crew card of yours in play")
    return None
