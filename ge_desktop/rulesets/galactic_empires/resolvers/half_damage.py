"""A terrain that sustains half the damage of one opposing volley or card play (community decks,
issue 38, h-terrain3): R/L4 Scientifically Enhance Tectonic Plate Structure.

``halve_answered_damage`` (on play, target location: the terrain the card is played on): played
in reaction mode to an opponent's weapons volley aimed at that terrain, or to an opponent's card
play onto or against it (a card of his being played there, in the Play Cards Phases or in
reaction), the terrain sustains half the damage while that stack item resolves, fractions
dropped (``GameState.halved_for``, read by ``damage.damage_card``, released by
``resolution.run`` once the item has resolved, as ``GameState.spared`` is). Then the card is
discarded (after use). Played normally, it halves nothing.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import Pending, PlayItem, ReactionItem, VolleyItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState


class HalveAnsweredDamageResolver(Resolver):
    name = "halve_answered_damage"
    text = "played in reaction, {target} sustains half the damage of the opposing volley or card play it answers"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item = ctx.item
        if not isinstance(item, ReactionItem) or item.answers is None or ctx.card.parent is None:
            return None
        terrain = ctx.state.cards[ctx.card.parent]
        if terrain.info.kind is not CardType.TERRAIN or not terrain.in_play:
            return None
        ctx.state.halved_for.append((terrain.id, item.answers))
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{terrain.id} sustains half the damage it answers"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        terrain = check.location
        if terrain is None or terrain.info.kind is not CardType.TERRAIN or terrain.controller != check.seat or check.item.seat == check.seat:
            return False
        return aimed_at_terrain(check.state, check.item, terrain)


def aimed_at_terrain(state: GameState, item: Pending, terrain: CardState) -> bool:
    """Is the stack item a volley aimed at ``terrain``, or a card being played onto or against it?"""
    if isinstance(item, VolleyItem):
        return item.volley is not None and item.volley.target == terrain.id
    if isinstance(item, (PlayItem, ReactionItem)):
        card = state.cards[item.card]
        return card.parent == terrain.id or terrain.id in card.also_against
    return False
