"""The two answers to a Time Thief (M6), both used by the owner of the stack it is on.

The thief is a monster played against an opponent's stack. In each of his turns the owner of
that stack answers it once (``rules/thief_answers.py`` holds who may, when, and the obligation
``done`` checks), by one of its two functions:

- ``move_thief`` (``card_play``: it costs him a Card Play): the thief moves onto a stack of
  another fleet, neither his own nor the thief's player's (its player keeps control of it);
- ``discard_from_stack`` (no Card Play): he discards one card played to or against the stack
  (any card of the stack but its bottom card and the thief itself, whoever played it); when
  that card is stronger than the thief, the thief is discarded too.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import strength
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play, to_table


def stack_owner(state: GameState, thief: CardState) -> int | None:
    """The seat controlling the bottom card of the stack ``thief`` is on (None: on no stack)."""
    return state.root_of(thief).controller if thief.parent is not None else None


class MoveThiefResolver(CardResolver):
    name = "move_thief"
    text = "move this card onto {target} of another fleet (not its own player's)"
    params = {"card_play": bool}
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if card.parent is not None or card.info.kind is CardType.HEADQUARTERS or not ctx.effect.fits(card.info.types):
            return False
        return card.controller not in (ctx.seat, ctx.card.controller)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets[:1]:
            if target.in_play and ctx.card.in_play:
                to_table(ctx.state, ctx.card, ctx.card.controller, target.id, ctx.events)
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"moves to #{target.id}"))
        return None


class DiscardFromStackResolver(CardResolver):
    name = "discard_from_stack"
    text = "discard one card played to or against the stack this card is on ({target}); this card too when that one is stronger"

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if card is ctx.card or card.parent is None or ctx.card.parent is None:
            return False
        return ctx.state.root_of(card) is ctx.state.root_of(ctx.card)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets[:1]:
            if not target.in_play:
                continue
            stronger = strength(ctx.state, target) > strength(ctx.state, ctx.card)
            leave_play(ctx.state, target, LeaveReason.DISCARDED, ctx.events)
            if stronger and ctx.card.in_play:
                leave_play(ctx.state, ctx.card, LeaveReason.DISCARDED, ctx.events)
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"a stronger card (#{target.id}) was discarded in answer: discarded"))
        return None
