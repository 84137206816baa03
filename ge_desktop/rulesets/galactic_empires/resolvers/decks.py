"""Cards sent out of play into a deck or a reserve fleet (community decks, issue 38, h-time5).

``ship_to_deck_or_reserve`` (Anti-Time Mine Field): played against an opponent's ship no
stronger than itself (its ``play_restriction``), the ship leaves play; its owner chooses
(``ChoiceRequest.seat``) between the bottom of his deck (choose the ship) and his reserve fleet
(choose a reserve card of at least the ship's printed strength: that card is discarded and the
ship takes its place, exposed as reserve fleets are after the ante, v2.1 L235). A ship limited
to one copy per deck never goes into a reserve fleet (v2.1 RESERVE FLEET RESTRICTIONS), so it
goes to the deck. Every other card with the ship (on it or against it) goes back to its own
owner's hand; the mine field itself is discarded after use.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import CardRevealed, EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Zone
from ge_desktop.rulesets.galactic_empires.zones import discard, release_control, to_pile


def reserve_places(state: GameState, ship: CardState) -> list[CardState]:
    """The owner's reserve cards the ship may replace: of at least its printed strength (none for a one-copy card)."""
    if ship.info.unique:
        return []
    return [state.cards[i] for i in state.players[ship.owner].reserve if state.cards[i].info.strength >= ship.info.strength]


class ShipToDeckOrReserveResolver(Resolver):
    name = "ship_to_deck_or_reserve"
    text = "send the ship it is against to the bottom of its owner's deck or into his reserve fleet (his choice), the cards with it to their owners' hands"
    hostile = True

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state = ctx.state
        ship = state.cards[ctx.card.parent] if ctx.card.parent is not None else None
        if ship is None or not ship.in_play:
            return None
        places = reserve_places(state, ship)
        if ctx.chosen is None and places:
            prompt = f"choose #{ship.id} to put it at the bottom of your deck, or a reserve card to discard for it to take that card's place"
            return ChoiceRequest(prompt, (ship.id, *(c.id for c in places)), seat=ship.owner)
        chosen = state.cards[ctx.chosen] if ctx.chosen is not None else ship
        _clear_ship(ctx, ship)
        if chosen is not ship and chosen.zone is Zone.RESERVE and chosen in places:
            reserve = state.players[ship.owner].reserve
            position = reserve.index(chosen.id)
            discard(state, chosen, ctx.events)
            to_pile(state, ship, Zone.RESERVE, ship.owner, ctx.events)
            reserve.insert(position, reserve.pop())  # the ship takes the discarded card's place
            ship.face_up = True  # reserve fleets are exposed after the ante (v2.1 L235)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{ship.id} goes into p{ship.owner}'s reserve fleet for #{chosen.id}"))
        else:
            to_pile(state, ship, Zone.DECK, state.pile_player(ship.owner).seat, ctx.events, position=-1)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{ship.id} goes to the bottom of p{ship.owner}'s deck"))
        return None


def _clear_ship(ctx: Context, ship: CardState) -> None:
    """Every card with the ship back to its owner's hand, the card doing it discarded, cards on cards first."""
    state = ctx.state
    for card in reversed(list(state.stack(ship.id))):
        if card.id in state.control_links:
            release_control(state, card.id, ctx.events)
        if card is ship:
            continue
        if card.id == ctx.card.id:
            discard(state, card, ctx.events)  # used up
        else:
            to_pile(state, card, Zone.HAND, card.owner, ctx.events)


class PeekOpponentDecksResolver(Resolver):
    """Time Lore: its function looks at the top card of every opponent's deck (shown to its
    player alone, as the choice's cards: ``observe``) and puts the one he chooses, exposed to
    every player first, at the bottom of its owner's deck; the others stay where they were,
    unexposed. It is its crew's or dragon's only action or function that turn
    (``sole_function_problem``, asked by ``rules/plays.check_use``)."""

    name = "peek_opponent_decks"
    text = "look at the top card of each opponent's deck and put one of them, shown to every player, at the bottom of its owner's deck"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state = ctx.state
        if ctx.chosen is not None:
            chosen = state.cards[ctx.chosen]
            if chosen.zone is Zone.DECK:
                owner = chosen.seat
                to_pile(state, chosen, Zone.DECK, owner, ctx.events, position=-1)
                chosen.revealed = True  # exposed first: every player knows the bottom card now (until it moves)
                ctx.events.append(CardRevealed(chosen.id))
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{chosen.id} goes to the bottom of p{owner}'s deck"))
            return None
        own_pile = state.pile_player(ctx.seat).seat
        tops: list[InstanceId] = []
        for seat in ctx.opponents():
            pile = state.pile_player(seat)
            if pile.seat != own_pile and pile.deck and pile.deck[-1] not in tops:
                tops.append(pile.deck[-1])
        if not tops:
            return None
        return ChoiceRequest("you see the top card of each opponent's deck: choose the one to expose and put at the bottom of its owner's deck", tuple(tops))


def sole_function_problem(state: GameState, card: CardState, function: int) -> str | None:
    """Time Lore is its crew's or dragon's only action or function each turn: not after the
    host acted (or moved), and the host does nothing more once it was used."""
    if card.info.function_effects[function - 1].kind is Kind.PEEK_OPPONENT_DECKS:
        host = state.cards[card.parent] if card.parent is not None else None
        if host is not None and host.used_functions:
            return f"#{host.id} has acted this turn: {card.info.label} is its only action or function"
        return None
    for child in card.children:
        lore = state.cards[child]
        if lore.used_functions and any(e.kind is Kind.PEEK_OPPONENT_DECKS for e in lore.info.function_effects):
            return f"#{card.id} used {lore.info.label} this turn: that is its only action or function"
    return None
