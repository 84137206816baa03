"""A card that engulfs a terrain and everything stacked with it (community decks, issue 38,
h-choice): the Stellar Gas Cloud.

Its lasting parts are existing kinds on ``stack`` (``immune`` to weapons fire and
``block_weapons``, read through ``stats.stack_beside`` for the cards stacked on the terrain beside
it) and ``immune`` to monsters on the terrain. ``engulf_volley`` (on play) is what it does when
played in reaction (v2.1 [Reaction cards]: a reaction happens before what it answers): an
opponent's weapons volley aimed at the terrain it is played on, or at a card stacked with that
terrain, is voided, as no weapons fire may affect them any more.
"""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import Pending, VolleyItem, answered_index
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState


def _engulfed_volley(state: GameState, item: Pending | None, seat: Seat, terrain: CardState | None) -> VolleyItem | None:
    """The answered item, if it is another player's live volley at ``terrain`` or a card stacked on it."""
    if terrain is None or not isinstance(item, VolleyItem) or item.seat == seat or item.negated:
        return None
    volley = item.volley
    if volley is None or volley.voided or volley.target is None:
        return None
    card: CardState | None = state.cards[volley.target]
    while card is not None:
        if card is terrain:
            return item
        card = state.cards[card.parent] if card.parent is not None else None
    return None


class EngulfVolleyResolver(Resolver):
    name = "engulf_volley"
    text = "void an opponent's weapons volley at the card it is played on or at a card stacked on it (played in reaction)"
    hostile = True
    answers = True

    def reaction_use(self, check: ReactionCheck) -> bool:
        return _engulfed_volley(check.state, check.item, check.seat, check.location) is not None

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        terrain = ctx.state.cards[ctx.card.parent] if ctx.card.parent is not None else None
        item = _engulfed_volley(ctx.state, ctx.answered, ctx.seat, terrain)
        index = answered_index(ctx.item) if ctx.item is not None else None
        if item is None or item.volley is None or index is None:
            return None
        ctx.state.pending[index] = replace(item, volley=replace(item.volley, voided=True))
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{item.seat}'s volley at #{item.volley.target} is engulfed: it does nothing"))
        return None
