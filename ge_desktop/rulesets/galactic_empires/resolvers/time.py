"""Time cards (v2.1 [Glossary] *Time Card*: any card with 'time' in its title; issue 38, h-time).

- ``fleet_discard``: each opponent who has a card of at least the effect's strength in play in
  his fleet discards one such card, with every card on it; the opponent chooses which (Time Wave).
- ``multiply_requirement``: while the card is on a unit, the unit's printed requirement of one
  point type counts ``amount`` times (Power Leech: three times the engagement energy; ``stats``).
- ``free_card_plays``: this turn, up to ``amount`` plays of cards no stronger than this card are
  not counted as Card Plays (Time Expansion; ``rules/plays.count_play``).
- ``discard_to_bottom``: a rule about the card itself, read by ``zones.leave_play``: when it
  leaves play it goes to the bottom of its owner's Discard Pile, not the top.
"""

from __future__ import annotations

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver, source_barred
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play


def opponents_after(state: GameState, seat: Seat) -> list[Seat]:
    """The players still in the game other than ``seat``, in turn order starting after him."""
    order = state.turn_order
    start = order.index(seat) if seat in order else -1
    following = order[start + 1 :] + order[: start + 1]
    return [s for s in following if s != seat and not state.players[s].eliminated]


def fleet_cards_of_strength(state: GameState, seat: Seat, strength: int) -> list[CardState]:
    """The cards in play in ``seat``'s fleet (every card he controls) of printed strength ``strength`` or more."""
    return [card for card in state.in_play() if card.controller == seat and card.info.strength >= strength]


class FleetDiscardResolver(Resolver):
    """Time Wave: every opponent with a card of the strength named in play discards one of them.

    Opponents answer one after another in turn order from the player's left; each chooses his
    own card (``ChoiceRequest.seat``). The opponent who chose last is the one whose card was
    chosen, so the next one asked is the next in turn order after him."""

    name = "fleet_discard"
    text = "make each opponent discard a card of strength {amount} or more from his fleet (his choice)"
    needs = ("amount",)
    hostile = True

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state, strength = ctx.state, ctx.effect.amount
        waiting = opponents_after(state, ctx.seat)
        if ctx.chosen is not None:
            chosen = state.cards[ctx.chosen]
            answered = chosen.controller
            leave_play(state, chosen, LeaveReason.DISCARDED, ctx.events)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{answered} discarded #{chosen.id}"))
            waiting = waiting[waiting.index(answered) + 1 :] if answered in waiting else []
        for seat in waiting:
            options = [c for c in fleet_cards_of_strength(state, seat, strength) if not source_barred(ctx, c)]  # h-empire: Femerazi System
            if options:
                return ChoiceRequest(f"choose a card of strength {strength} or more of your fleet to discard", tuple(c.id for c in options), seat=seat)
        return None


class DiscardToBottomResolver(Resolver):
    """Read by ``zones.leave_play``: the card goes to the bottom of its owner's Discard Pile."""

    name = "discard_to_bottom"
    text = "go to the bottom of its owner's Discard Pile when it leaves play"
    continuous = True
    about_itself = True
    stat = Stat.EXPIRY


class MultiplyRequirementResolver(Resolver):
    """Read by ``stats.requirements``: the unit needs ``amount`` times its printed ``point`` requirement."""

    name = "multiply_requirement"
    text = "make {target} need {amount} times its printed {point} requirement"
    needs = ("amount", "point")
    hostile = True
    continuous = True
    stat = Stat.REQUIREMENTS
    change = Change.MULTIPLY


class FreeCardPlaysResolver(Resolver):
    """Time Expansion: its player's next ``amount`` plays this turn of cards of at most its
    strength cost no Card Play (``PlayerState.free_plays``; the turn's start clears them)."""

    name = "free_card_plays"
    text = "let you play {amount} cards no stronger than this one this turn without counting them as Card Plays"
    needs = ("amount",)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        player = ctx.state.players[ctx.seat]
        player.free_plays, player.free_play_strength = ctx.effect.amount, ctx.card.info.strength
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{ctx.seat}: {ctx.effect.amount} free plays of strength {ctx.card.info.strength} or less"))
        return None
