"""Cards put into play straight from the deck (community decks, issue 38, h-time5), and how any
card enters play: engaged or not (``entry_position``, also asked by ``rules/plays`` for every
card played from the hand).

``place_from_deck`` (Aurora Borealis, on a terrain of its player): as each of its player's
Allocation Phases begins (``Trigger.ALLOCATION``) the top card of his deck is exposed to every
player (``CardState.revealed``: it stays known until it moves). A ship, base, dragon, crew, psy
or equipment card is then put at once on the terrain's stack, on the card of it its player
chooses, wherever playing it there would be a legal card play (``placement.check_target`` and
the command limit); it is placed, not played: no Card Play is spent and no "when played" text
of it is carried out, it enters play engaged or disengaged as any card does. Any other card,
or one with no legal place on the stack, goes back on top of the deck, exposed. The card is
discarded with the terrain (it is on the terrain's stack).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.command import within_limit
from ge_desktop.rulesets.galactic_empires.events import CardEngaged, CardRevealed, EffectResolved
from ge_desktop.rulesets.galactic_empires.placement import check_target
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.cheap_ships import enters_engaged
from ge_desktop.rulesets.galactic_empires.resolvers.dragon_powers import surprises
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import Placement
from ge_desktop.rulesets.galactic_empires.zones import to_table

PLACED_KINDS = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON, CardType.CREW, CardType.PSY, CardType.EQUIPMENT})


def entry_position(state: GameState, card: CardState) -> bool:
    """Engaged (True) or disengaged as the card enters play."""
    info = card.info
    parent = state.cards[card.parent] if card.parent is not None else None
    if info.kind is CardType.EQUIPMENT and info.passive:
        return True
    if surprises(card):  # h-dragon2: the Moon Dragoness enters play engaged
        return True
    if info.requires:
        return enters_engaged(state, card)  # h-guest: a ship printed with 1 economy, by a Nagiridni Pirate Outpost of its fleet
    if info.kind in (CardType.EQUIPMENT, CardType.ABILITY) and parent is not None:
        return parent.engaged
    return True


class PlaceFromDeckResolver(Resolver):
    name = "place_from_deck"
    text = "expose the top card of your deck each Allocation Phase; a ship, base, dragon, crew, psy or equipment goes at once onto this terrain's stack"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state, seat = ctx.state, ctx.seat
        host = state.cards[ctx.card.parent] if ctx.card.parent is not None else None
        deck = state.pile_player(seat).deck
        if host is None or not host.in_play or not deck:
            return None
        top = state.cards[deck[-1]]
        if ctx.chosen is not None or ctx.skipped:
            chosen = state.cards[ctx.chosen] if ctx.chosen is not None else None
            if chosen is not None and chosen in _places(state, seat, top, host):
                self._place(ctx, top, chosen)
            return None
        top.revealed = True  # exposed to every player
        ctx.events.append(CardRevealed(top.id))
        places = _places(state, seat, top, host) if top.info.kind in PLACED_KINDS else []
        if not places:
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{top.id} goes back on top of the deck"))
            return None
        return ChoiceRequest(f"#{top.id} is exposed: choose where on the terrain stack it goes", tuple(c.id for c in places))

    def _place(self, ctx: Context, top: CardState, chosen: CardState) -> None:
        state, seat = ctx.state, ctx.seat
        to_table(state, top, seat, chosen.id, ctx.events)
        top.controller = seat
        top.played_turn = state.players[seat].turns_taken
        top.engaged = entry_position(state, top)
        if not top.engaged:
            ctx.events.append(CardEngaged(top.id, False))
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{top.id} is placed on #{chosen.id}"))


def _places(state: GameState, seat: Seat, card: CardState, host: CardState) -> list[CardState]:
    """The cards of the terrain's stack ``card`` could legally be played on."""
    root = host
    while root.parent is not None:
        root = state.cards[root.parent]
    return [
        place
        for place in state.stack(root.id)
        if place.id != card.id
        and check_target(state, place.controller, card.info, Placement.ON, place) is None
        and place.controller == seat
        and within_limit(state, seat, card.info, place)
    ]
