"""Effects with the trigger ``engagement``: they happen in their controller's Engagement Phase,
once the units have engaged or not (v2.1 2 - ENGAGEMENT PHASE; issue 38, h-dragon2). The Dragon
Lair's second-lair rules (``resolvers/dragon_powers.py``): a T8 lair may engage one dragon its points
did not engage, a T9 lair fully heals one damaged dragon. An effect that acts on a chosen card
asks its controller which, when there is one to choose."""

from __future__ import annotations

from ge_desktop.cards.effects import Target, Trigger
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.resolution import resolve_or_ask
from ge_desktop.rulesets.galactic_empires.resolvers.base import Context, chosen_candidates
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.stats import source_active


def engagement_rules(state: GameState, seat: Seat, events: list[Event]) -> None:
    """The 'each Engagement Phase' effects of the player's cards in play (a chosen-card effect
    only when it has a card to choose)."""
    for card in list(state.fleet(seat)):
        for effect in card.info.effects_of(Trigger.ENGAGEMENT):
            if not card.in_play or not source_active(state, card, effect):
                continue
            if effect.target is not Target.CHOSEN_CARD or chosen_candidates(Context(state, seat, card, effect, events)):
                resolve_or_ask(state, card, effect, seat, events)
