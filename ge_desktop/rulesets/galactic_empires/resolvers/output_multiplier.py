"""A hazard that multiplies a terrain's output by its own fading strength (community decks, issue
38, h-terrain3): H4 Temporal Repetition.

``multiply_output`` (continuous, on the terrain its card is on): the terrain's point output is
multiplied by the card's current strength, after its modifiers (v2.1: additive, then
multiplicative; ``points.fleet_output``). As the card enters play in the terrain controller's own
Allocation Phase, that player's pool is counted anew at once (``recount_output``, on play:
``fleet_points.recompute_output``): the card is played in the Allocation Phase so that its
multiple reaches the points of that turn.

``fade_strength`` (about the card itself): as its player's turn begins, before the fleet's points
are generated (v2.1 RECORD KEEPING STEP: players keep track of their own cards' time during their
Allocation Phase, as its first action), the card loses ``amount`` strength for good
(``CardState.strength_drift``); a card reaching strength 0 is discarded (v2.1 [Removing cards from
play] L414). So Temporal Repetition multiplies by 4 in the turn it is played, then 3, 2 and 1,
and is discarded as its player's fifth turn from then begins.

The play timing is ``play_restriction`` ``in_allocation``: played only in its player's own
Allocation Phase, and (the card does not say otherwise) as one of his Card Plays
(``resolvers/allocation_plays.py``).
"""

from __future__ import annotations

from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.damage import destroy
from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.fleet_points import recompute_output
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.stats import strength
from ge_desktop.rulesets.galactic_empires.terms import Phase


class MultiplyOutputResolver(Resolver):
    name = "multiply_output"
    text = "multiply the point output of {target} by this card's current strength"
    continuous = True
    stat = Stat.OUTPUT
    change = Change.MULTIPLY


class RecountOutputResolver(Resolver):
    """On play: the terrain's controller, in his own Allocation Phase, has his pool counted
    anew at once (the card just changed what his fleet generates this turn)."""

    name = "recount_output"
    text = "count the points of {target}'s player anew at once (in his own Allocation Phase)"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        host = ctx.state.cards[ctx.card.parent] if ctx.card.parent is not None else None
        if host is None or ctx.state.phase is not Phase.ALLOCATION or ctx.state.active != host.controller:
            return None  # the terrain's controller counts it as his next Allocation Phase begins
        recompute_output(ctx.state, host.controller, ctx.events)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"the points of #{host.id} are counted anew this turn"))
        return None


class FadeStrengthResolver(Resolver):
    name = "fade_strength"
    text = "lose {amount} strength for good as its player's turn begins (discarded at 0)"
    needs = ("amount",)
    continuous = True
    about_itself = True
    stat = Stat.EXPIRY  # how its time runs out (``fade_cards``); stats never lowers strength by it


def fade_cards(state: GameState, seat: Seat, events: list[Event]) -> None:
    """As ``seat``'s turn begins, before his fleet's points are generated: each card of his with
    ``fade_strength`` loses its amount of strength for good; one at 0 is discarded."""
    for card in list(state.fleet(seat)):
        for effect in card.info.effects:
            if effect.kind is Kind.FADE_STRENGTH and card.in_play:
                card.strength_drift -= effect.amount
                now = strength(state, card)
                events.append(EffectResolved(card.id, effect.kind, f"now of strength {now}"))
                if now <= 0:
                    destroy(state, card, events)  # a card reaching 0 strength is discarded (v2.1 L414)
