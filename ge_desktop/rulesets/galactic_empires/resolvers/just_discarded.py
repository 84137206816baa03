"""Cards played to a card or stack that has just reached a Discard Pile (issue 38, h-time4; the
window is ``discarded.py``). Each answers a ``DiscardItem(done=True)`` and acts on the cards of it
still in the Discard Pile; each is played to the fleet (``play #C``) and discarded after use.

- ``discard_to_deck`` (Time Switch): the stack goes to the bottom of the deck instead, each card to
  its owner's deck (v2.1 [Removing cards from play], *Returned to the Hand*: "each card in the
  stack is returned to its respective owner's hand"; the deck is read the same way), the card
  itself lowest.
- ``discard_exchange`` (Discard Exchange): a card of its player's just discarded goes back into his
  hand or his reserve fleet, and a card of that same place of equal or higher printed strength is
  discarded instead: he chooses that card (``choose #N``), and so the place. Only the card itself,
  not the cards that went with it ("played to a card just discarded").
- ``evacuate`` (Time Evacuation): its player's card or stack just discarded is set aside out of play
  as it sat (``zones.discard_to_set_aside``; nothing can affect it), its damage gone; it comes back
  into play undamaged when its player draws a strength 1 card in his Draw Cards Phase, which he
  then exposes (``rules/set_aside.bring_back_evacuated``).
- ``volatile_terrain`` (Volatile Terrain): on a terrain just destroyed by weapons fire, every unit
  still in play whose weapons fire damaged it while it was in play (``CardState.fire_damaged_by``,
  noted by ``rules/weapons`` while a Volatile Terrain is still to come in the game) takes damage
  equal to the terrain's printed strength.
- ``spy_refuge`` (Corporate Spy Ship, Corporate Pirate Spy Ship): a rule of the ship in play, not a
  card played: when a spy of its player's fleet (a crew card with 'spy' in its title, v2.1
  [Glossary] *Spy Card*) has just been discarded, alone or with its stack, he may move it onto
  this ship instead (``discarded.spy_refuge_steps``, asked as the just-discarded item resolves,
  after any card played to it: ``choose #spy`` or ``choose skip``).
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card
from ge_desktop.rulesets.galactic_empires.discarded import answered_discard, destroyed_terrain, refuge_spies, remember, still_discarded, watched
from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import DiscardItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.rulesets.galactic_empires.zones import discard, discard_to_set_aside, to_pile, to_table


def _own_discard(check: ReactionCheck) -> DiscardItem | None:
    """The answered card just discarded, if it is this card's player's own and still in his Discard Pile."""
    item = answered_discard(check.item)
    if item is None or item.seat != check.seat or check.state.cards[item.card].zone is not Zone.DISCARD:
        return None
    return item


class DiscardToDeckResolver(Resolver):
    name = "discard_to_deck"
    text = "put a card or stack just discarded on the bottom of its owners' decks instead"

    def reaction_use(self, check: ReactionCheck) -> bool:
        item = answered_discard(check.item)
        return item is not None and bool(still_discarded(check.state, item))

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item = answered_discard(ctx.answered)
        if item is None:
            return None
        state = ctx.state
        for card in reversed(still_discarded(state, item)):  # the card itself last: lowest
            to_pile(state, card, Zone.DECK, state.pile_player(card.owner).seat, ctx.events, position=-1)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{item.card} and its stack go to the bottom of the deck instead of the Discard Pile"))
        return None


def exchange_options(state: GameState, seat: int, card: CardState, playing: CardState | None = None) -> list[CardState]:
    """Cards of ``seat``'s hand and reserve fleet of printed strength at least ``card``'s (the one playing excluded)."""
    player = state.players[seat]
    pool = [state.cards[i] for i in (*player.hand, *player.reserve)]
    return [c for c in pool if c is not playing and c.info.strength >= card.info.strength]


class DiscardExchangeResolver(Resolver):
    name = "discard_exchange"
    text = "put your card just discarded into your hand or reserve fleet, discarding from there a card of equal or higher strength"

    def reaction_use(self, check: ReactionCheck) -> bool:
        item = _own_discard(check)
        return item is not None and bool(exchange_options(check.state, check.seat, check.state.cards[item.card], check.card))

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item = answered_discard(ctx.answered)
        state = ctx.state
        if item is None or item.seat != ctx.seat or state.cards[item.card].zone is not Zone.DISCARD:
            return None
        card = state.cards[item.card]
        options = exchange_options(state, ctx.seat, card)
        if ctx.chosen is None or state.cards[ctx.chosen] not in options:
            prompt = f"choose the card of your hand or reserve fleet to discard for {card.info.label} (it goes where that card was)"
            return ChoiceRequest(prompt, tuple(c.id for c in options))
        given = state.cards[ctx.chosen]
        place = given.zone
        to_pile(state, card, place, ctx.seat, ctx.events)
        discard(state, given, ctx.events)
        where = "hand" if place is Zone.HAND else "reserve fleet"
        text = f"#{card.id} goes back into p{ctx.seat}'s {where}; a card of strength {given.info.strength} from there is discarded"
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, text))
        if watched(state):
            remember(state, given, ((given.id, None),), from_hand=place is Zone.HAND)
        return None


class EvacuateResolver(Resolver):
    name = "evacuate"
    text = "set your card or stack just discarded aside out of play, undamaged, until you draw and expose a strength 1 card in a Draw Cards Phase"

    def reaction_use(self, check: ReactionCheck) -> bool:
        item = _own_discard(check)
        return item is not None and not item.from_hand

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item = answered_discard(ctx.answered)
        state = ctx.state
        if item is None or item.from_hand or state.cards[item.card].zone is not Zone.DISCARD:
            return None
        kept = {card.id for card in still_discarded(state, item)}
        stack = [(state.cards[i], parent) for i, parent in item.stack if i in kept]
        discard_to_set_aside(state, stack, ctx.events)
        for card, _ in stack:
            if card.parent is None:
                card.evacuated_by = ctx.card.id
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{item.card} and its stack are set aside until p{ctx.seat} draws a strength 1 card"))
        return None


class VolatileTerrainResolver(Resolver):
    name = "volatile_terrain"
    text = "deal each unit whose fire damaged a terrain just destroyed by weapons fire damage equal to the terrain's strength"
    hostile = True
    answers = True

    def reaction_use(self, check: ReactionCheck) -> bool:
        item = answered_discard(check.item)
        return item is not None and destroyed_terrain(check.state, item) and any(check.state.cards[u].in_play for u in item.fire_damage)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item = answered_discard(ctx.answered)
        state = ctx.state
        if item is None or not destroyed_terrain(state, item):
            return None
        strength = state.cards[item.card].info.strength
        for unit_id in item.fire_damage:
            unit = state.cards[unit_id]
            if unit.in_play:
                ctx.events.append(EffectResolved(unit.id, self.kind, f"#{unit.id} takes {strength} damage from the exploding terrain #{item.card}"))
                damage_card(state, unit, Hit(strength, ctx.seat, card=ctx.card.id), ctx.events)
        return None


class SpyRefugeResolver(Resolver):
    name = "spy_refuge"
    text = "take aboard a spy of your fleet just discarded instead"
    continuous = True
    about_itself = True
    stat = Stat.EXPIRY

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        item = answered_discard(ctx.item)
        if item is None or ctx.skipped:
            return None
        spies = refuge_spies(ctx.state, item, ctx.card)
        if ctx.chosen is None or ctx.state.cards[ctx.chosen] not in spies:
            return ChoiceRequest(f"move a spy just discarded onto {ctx.card.info.label} instead?", tuple(c.id for c in spies), may_skip=True)
        spy = ctx.state.cards[ctx.chosen]
        to_table(ctx.state, spy, ctx.card.seat, ctx.card.id, ctx.events)
        spy.controller = ctx.card.controller
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{spy.id} is moved onto #{ctx.card.id} instead of being discarded"))
        others = tuple(c.id for c in spies if c is not spy)
        if others:
            return ChoiceRequest(f"move another spy just discarded onto {ctx.card.info.label} instead?", others, may_skip=True)
        return None
