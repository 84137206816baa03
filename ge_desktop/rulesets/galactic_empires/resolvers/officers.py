"""Resolvers for community crew, equipment and occurrence cards (issue 38, h-crew).

``reduce_damage_by_shields`` (R/E4 Argonian Hull Rotation): played in answer to an opponent's
volley at the ship it is played on, the volley deals as many fewer damage points as that ship
has Shield points left ("the current strength of the ship's shields": its Shields less the
Shield damage it has taken). ``target_empire`` keeps it to ships of that empire (only Argonian
ships can turn their hull; a generic unit cannot).
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.discovery import weakest_crew_strength
from ge_desktop.rulesets.galactic_empires.pending import Volley
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.combat import ReduceDamageResolver
from ge_desktop.rulesets.galactic_empires.stats import shields, unit_of
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from ge_desktop.rulesets.galactic_empires.zones import discard, draw_cards


class ReduceDamageByShieldsResolver(ReduceDamageResolver):
    name = "reduce_damage_by_shields"
    text = "make the volley at {target} deal as many fewer damage points as that unit has Shield points left"
    needs = ()
    params = {"target_empire": str}
    continuous = False
    stat = None

    def volley_reduction(self, ctx: Context, volley: Volley) -> int:
        if volley.target is None:
            return 0
        unit = unit_of(ctx.state, ctx.state.cards[volley.target])
        return max(0, shields(ctx.state, unit) - unit.die(DieKind.SHIELD))


class DiscoverResolver(Resolver):
    """O9 Discovery of Discoveries: its player draws a card, then may discard a card from hand
    and draw another, again and again, stopping when he chooses not to discard; in all he draws
    no more cards than the strength of the weakest crew card in play in his fleet
    (``discovery.py``; the card is not played with no crew of his in play). ``CardState.discoveries``
    counts the draws while the card resolves."""

    name = "discover"
    text = "let {target} draw a card, then discard and draw again as often as wished, no more draws than the weakest crew's strength"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state, me, seat = ctx.state, ctx.card, ctx.seat
        limit = weakest_crew_strength(state, seat)
        if ctx.skipped:
            me.discoveries = 0
            return None
        drawn = 0
        if ctx.chosen is not None:
            discard(state, state.cards[ctx.chosen], ctx.events)
            drawn = draw_cards(state, seat, 1, ctx.events)
        elif me.discoveries == 0 and limit:
            drawn = draw_cards(state, seat, 1, ctx.events)
        me.discoveries += drawn
        hand = state.players[seat].hand
        if not drawn or me.discoveries >= limit or not hand:
            me.discoveries = 0
            return None
        prompt = f"discard a card from your hand to draw another ({me.discoveries} of at most {limit} drawn; skip: stop)"
        return ChoiceRequest(prompt, tuple(hand), may_skip=True)
