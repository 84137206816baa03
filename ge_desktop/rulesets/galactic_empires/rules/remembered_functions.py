"""A field function a card took as its own as it was played (issue 38, h-plays: the Psycanti
Muse, ``resolvers/remembered_function.py``).

- Played as ``choose N``: function N of a field in play in its player's fleet, of a discipline
  its ``remember_field_function`` effect names (``choice_problem``: no such field, no such play).
- It uses that function as ``use #F N [at #T] by #M`` (F the field, M the card), in a Card Play
  Phase, while it is engaged and performs functions, once a turn (its ``functions_on`` holds the
  use until its player's next Record Keeping Step), free (no point allocated), at any level (no
  strength needed), even when the field is no longer in play or the field's function was used
  this turn by another psy ("used at no cost once each turn even if the field is destroyed").
  A limit the function puts on the card it acts on (no stronger than the psy, a psy duelist
  first...) still holds, measured on the card using it.
"""

from __future__ import annotations

from ge_desktop.engine.errors import Violation
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.actions import UseFunction
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.field_uses import discipline_names
from ge_desktop.rulesets.galactic_empires.resolvers.remembered_function import fields_offering
from ge_desktop.rulesets.galactic_empires.rules import psy_functions
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended, pending_cards

RULE = "remembered field function (card rule)"


def choice_problem(state: GameState, seat: Seat, card: CardState, choice: int) -> Violation | None:
    """A card taking a field's function N is played as ``choose N`` only while a field of its
    disciplines in play in the fleet has a function N."""
    for effect in card.info.effects:
        if effect.kind is Kind.REMEMBER_FIELD_FUNCTION and effect.choice == choice:
            if not fields_offering(state, seat, discipline_names(effect.param("disciplines")), effect.amount):
                named = effect.param("disciplines") or "its"
                text = f"{card.info.label} takes function {effect.amount} of a field of the {named} discipline in play in your fleet"
                return Violation(RULE, f"{text}: there is none")
    return None


def user(state: GameState, action: UseFunction) -> CardState | None:
    """The card named by ``by`` if the function used is the one it took as its own."""
    if action.by is None or not 0 <= action.by < len(state.cards):
        return None
    card = state.cards[action.by]
    remembered = card.remembered
    return card if remembered is not None and (remembered.field, remembered.function) == (action.card, action.function) else None


def used_this_turn(card: CardState) -> bool:
    remembered = card.remembered
    return remembered is not None and any((e.field, e.function) == (remembered.field, remembered.function) for e in card.functions_on)


def use_problem(state: GameState, seat: Seat, card: CardState, action: UseFunction) -> Violation | None:
    """May ``card`` use the function it took as its own now (the module docstring)?"""
    if not card.in_play or card.controller != seat or card.id in pending_cards(state):
        return Violation(RULE, f"#{card.id} is not a card of your fleet in play")
    if not card.engaged or functions_suspended(state, card):
        return Violation(RULE, f"{card.info.label} is disengaged or performs no functions")
    if used_this_turn(card):
        return Violation(RULE, f"{card.info.label} uses its function once a turn")
    field = state.cards[action.card]
    target = state.cards[action.target] if action.target is not None and 0 <= action.target < len(state.cards) else None
    if target is None:
        return None
    return psy_functions.target_limits(state, card, field.info.function_effects[action.function - 1], target)


def use_options(state: GameState, seat: Seat, card: CardState, options: list[UseFunction]) -> list[UseFunction]:
    """The ``use`` actions of the function ``card`` took as its own (``options``: the field's
    function, at each card it may choose), each named ``by`` the card."""
    if used_this_turn(card):
        return []
    return [UseFunction(o.card, o.function, target=o.target, player=o.player, by=card.id) for o in options]
