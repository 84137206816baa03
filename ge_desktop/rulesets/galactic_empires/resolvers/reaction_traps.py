"""Cards lying in wait for the next reaction to a stack (community decks, issue 38, h-occur3).

Impending Chaos (O4): played to any card, its own or an opponent's (v2.1 OCCURRENCE CARDS:
"played to or against the card or cards that they affect"), it stays on that card's stack until a
card is played in reaction mode to that stack (v2.1 [Reaction cards]: an R/ card played as a
reaction), by any player; that reaction is negated (v2.1 Voided Card Plays: its card is
discarded) and Impending Chaos is discarded, having taken effect.

A reaction is "to that stack" when it is played onto a card of the stack, or when what it answers
is about the stack: a card being played onto it or a card action of one of its cards (its card,
or the card the action names, is in the stack), or a volley aimed at one of its cards.
``spring_trap`` is asked by ``rules/reactions.apply_react_play`` as the reaction is played.
"""

from __future__ import annotations

from ge_desktop.engine.events import Event
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved, Negated
from ge_desktop.rulesets.galactic_empires.pending import ActionItem, Pending, VolleyItem, item_card
from ge_desktop.rulesets.galactic_empires.resolvers.base import Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import pending_cards
from ge_desktop.rulesets.galactic_empires.terms import InstanceId
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play


class NegateFirstReactionResolver(Resolver):
    name = "negate_first_reaction"
    text = "negate the first card played in reaction mode to the stack it is on, then be discarded"
    hostile = True
    continuous = True
    about_itself = True
    stat = Stat.REACTION_TRAP


def _traps(state: GameState) -> list[CardState]:
    waiting = pending_cards(state)
    return [
        c for c in state.in_play()
        if c.parent is not None and c.id not in waiting and any(e.kind is Kind.NEGATE_FIRST_REACTION for e in c.info.effects)
    ]


def _cards_about(state: GameState, item: Pending) -> list[InstanceId]:
    """The cards in play an answered stack item is about (where its card goes, what it names or aims at)."""
    found: list[InstanceId] = []
    card = item_card(item)
    if card is not None:
        found.append(card)
    if isinstance(item, ActionItem) and item.target is not None:
        found.append(item.target)
    if isinstance(item, VolleyItem) and item.volley is not None and item.volley.target is not None:
        found.append(item.volley.target)
    return found


def spring_trap(state: GameState, reaction: CardState, place: CardState | None, answered: Pending | None, events: list[Event]) -> bool:
    """Is the reaction card ``reaction`` (played onto ``place``, answering ``answered``) negated by
    a trap on the stack it is played to? The trap is discarded as it takes effect."""
    if not reaction.info.reaction:
        return False
    traps = _traps(state)
    if not traps:
        return False
    about = [state.cards[i] for i in _cards_about(state, answered)] if answered is not None else []
    roots = {state.root_of(c).id for c in ([place] if place is not None else []) + about if c.in_play}
    for trap in traps:
        if state.root_of(trap).id in roots:
            events.append(EffectResolved(trap.id, Kind.NEGATE_FIRST_REACTION, f"negates #{reaction.id}, the first reaction to its stack"))
            events.append(Negated(reaction.controller, reaction.id))
            leave_play(state, trap, LeaveReason.DISCARDED, events)
            return True
    return False
