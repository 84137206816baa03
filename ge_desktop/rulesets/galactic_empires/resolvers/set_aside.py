"""The time cards that set a card or stack aside out of play for a time (issue 38, h-time2):
``set_aside``. The place and when a stack comes back are ``rules/set_aside.py``.

- ``until`` ``"player_turn"`` (the default): back as the next player turn begins (Time Skip: "lasts
  for one player turn"; Time Gap Generator: back "at the end of the opponent's turn");
  ``"turns"``: back as its player's turn ``amount`` complete turns later begins (the card's
  strength when ``amount`` is 0: Time Warp; Stasis Mine: 1 complete turn).
- ``any_player``: any card in play may be chosen, friendly or enemy (Time Warp); otherwise an
  opponent's card (Time Skip, Stasis Mine).
- ``doomed``: it acts only on its player's unit that the opponent's volley it answers is about to
  destroy (Time Gap Generator: "played on a unit which is just about to be destroyed"); the volley
  then finds its target gone.
- ``any_player`` with ``doomed``: any player's unit the volley it answers is about to destroy, or
  that its player is about to discard in his Discard Cards Phase (``about_to_go``), and
  ``until`` ``"owner_turns"``: back as that unit's controller's turn ``amount`` complete turns later
  begins, fully repaired (Time Gate: "returned to play fully repaired 2 turns later during the
  Allocation Phase"; repaired as it is set aside: nothing can touch it meanwhile).
- ``no_mine_system``: a mine no Mine Deployment System keeps (Stasis Mine; ``systems.keeps_mine``).

``time_trap`` (Time Trap): played to the fleet, it sets a chosen card or stack aside out of play
and stays in play itself; the stack comes back (``zones._release_trapped``) as the trap leaves play,
which research points equal to the trap's strength allocated to it do (its ``destroyed_by`` research,
by any player: v2.1 research cancels such a card whoever played it). On a card of its own player's
fleet it may be played only in reaction mode; on an opponent's card either way.

A time card that sits in the stack it sets aside and is discarded after use (Time Gap Generator,
Stasis Mine on its ship) goes to the Discard Pile first: it is used up, it does not go along.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.events import Event
from ge_desktop.rulesets.galactic_empires.damage import set_die
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import DiscardItem, Pending, ReactionItem, VolleyItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, ReactionCheck
from ge_desktop.rulesets.galactic_empires.resolvers.crew import own_unit_doomed, volley_destroys
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import unit_of
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, is_within, leave_play, to_set_aside

PLAYER_TURN = "player_turn"
TURNS = "turns"
OWNER_TURNS = "owner_turns"


class SetAsideResolver(CardResolver):
    """Set the target and every card on it aside out of play until its time is over."""

    name = "set_aside"
    text = "set {target} aside out of play with every card on it, as if it were not there, for a time"
    params = {"until": str, "any_player": bool, "doomed": bool, "no_mine_system": bool}
    hostile = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        state, effect = ctx.state, ctx.effect
        for target in targets:
            if not target.in_play or (effect.param("doomed", False) and not self._doomed(ctx, target)):
                continue
            if ctx.card.info.discard_after_use and ctx.card.in_play and is_within(state, target, ctx.card):
                leave_play(state, ctx.card, LeaveReason.DISCARDED, ctx.events)  # used up: it does not go along
            until = effect.param("until", PLAYER_TURN)
            if until in (TURNS, OWNER_TURNS):
                turns = effect.amount or ctx.card.info.strength
                counter = target.controller if until == OWNER_TURNS else ctx.seat
                if until == OWNER_TURNS:
                    repair_stack(state, target, ctx.events)
                to_set_aside(state, target, ctx.events, counter, state.players[counter].turns_taken + turns)
                when = f"p{counter}'s turn {target.back_turn} begins"
            else:
                to_set_aside(state, target, ctx.events)
                when = "the next player turn begins"
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{target.id} is set aside out of play until {when}"))
        return None

    @staticmethod
    def _doomed(ctx: Context, target: CardState) -> bool:
        answered = ctx.answered
        if answered is None or unit_of(ctx.state, target) is not target:
            return False
        if ctx.effect.param("any_player", False):
            return about_to_go(ctx.state, answered) is target
        return isinstance(answered, VolleyItem) and target.controller == ctx.seat and volley_destroys(ctx.state, answered, target)

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if ctx.effect.param("doomed", False):
            return ctx.effect.fits(card.info.types) and self._doomed(ctx, card)
        if ctx.effect.param("any_player", False):
            return card.info.kind is not CardType.HEADQUARTERS and ctx.effect.fits(card.info.types)
        return super().candidate(ctx, card)

    def reaction_use(self, check: ReactionCheck) -> bool:
        """Time Gap Generator answers a volley about to destroy its player's unit it is played on,
        Time Gate one about to destroy any player's ship or base; the others answer anything an
        opponent does (an R/ card may be played at any time)."""
        if check.effect.param("doomed", False):
            if check.effect.param("any_player", False):
                return doomed_unit(check) is not None
            return own_unit_doomed(check) is not None
        return check.item.seat != check.seat


def doomed_unit(check: ReactionCheck) -> CardState | None:
    """The unit of any player, of the effect's types, that the item answered is about to discard."""
    unit = about_to_go(check.state, check.item)
    return unit if unit is not None and check.effect.fits(unit.info.types) else None


def about_to_go(state: GameState, item: Pending) -> CardState | None:
    """The unit a stack item is about to discard: the unit a volley would destroy, or the unit in
    play its player discards in his Discard Cards Phase (v2.1 L452: the discard is reactable)."""
    if isinstance(item, DiscardItem):
        card = state.cards[item.card]
        return card if card.in_play and unit_of(state, card) is card and card.info.is_unit else None
    volley = item.volley if isinstance(item, VolleyItem) else None
    if volley is None or volley.voided or volley.target is None:
        return None
    unit = unit_of(state, state.cards[volley.target])
    return unit if volley_destroys(state, item, unit) else None


def repair_stack(state: GameState, root: CardState, events: list[Event]) -> None:
    """Every damage die of the stack's cards removed (fully repaired)."""
    for card in state.stack(root.id):
        for kind in (DieKind.STRUCTURE, DieKind.SHIELD):
            if card.die(kind):
                set_die(card, kind, 0, events)


class TimeTrapResolver(CardResolver):
    """Set the chosen card and every card on it aside until this card leaves play."""

    name = "time_trap"
    text = "set {target} aside out of play with every card on it until this card leaves play"
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if card.info.kind is CardType.HEADQUARTERS or card is ctx.card or not ctx.effect.fits(card.info.types):
            return False
        return isinstance(ctx.item, ReactionItem) or card.controller != ctx.seat  # its own fleet only in reaction mode

    def reaction_use(self, check: ReactionCheck) -> bool:
        return check.item.seat != check.seat

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            if not target.in_play or not ctx.card.in_play:
                continue
            to_set_aside(ctx.state, target, ctx.events)
            target.trapped_by = ctx.card.id
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{target.id} is set aside out of play until #{ctx.card.id} is destroyed by research"))
        return None
