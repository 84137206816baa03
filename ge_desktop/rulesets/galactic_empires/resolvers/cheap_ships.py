"""Ships printed with one small engagement cost, helped by a card of their fleet (issue 38, h-guest):
``cheap_ships_engaged`` and ``return_cheap_ship``.

The Nagiridni Pirate Outpost: "ships with an unmodified engagement cost of 1 economy are played
engaged and, as a reaction, 1 such ship may be returned to the hand each player turn". A *cheap
ship* is a ship of the card's fleet whose printed requirements are exactly the effect's ``amount``
of its ``point`` and nothing else ("unmodified": a reduction, the outpost's own pirate discount
included, changes nothing; a ship printed with 1 economy plus supply or energy is not one).

- ``cheap_ships_engaged`` (continuous, on its own fleet): a cheap ship played from the hand enters
  play engaged (``placed_from_deck.entry_position``), as a card without requirements does; from
  its player's next Allocation Phase on it engages as usual.
- ``return_cheap_ship`` ("As a reaction" function of the card in play): one cheap ship of its
  fleet, chosen, goes back to its owner's hand with the cards on it going to their owners' hands
  (v2.1 Returned to the Hand, ``cards.return_stack``). It answers any stack item while the fleet
  holds a cheap ship. ``each_player_turn``: it may be used once each player turn, not once each
  complete turn as other functions (``rules/reactions.check_react_use`` reads ``CardState.reacted_turn``).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo, EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.cards import return_stack
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import fleet_wide_on, unit_of


def cheap(info: CardInfo, effect: EffectInfo) -> bool:
    """Is ``info`` a ship printed with exactly ``effect.amount`` of ``effect.point`` as its whole engagement cost?"""
    return info.kind is CardType.SHIP and effect.point is not None and dict(info.requires) == {effect.point: effect.amount}


def enters_engaged(state: GameState, card: CardState) -> bool:
    """Does a card of its fleet (``cheap_ships_engaged``) make this ship, just played, enter play engaged?"""
    return card.info.kind is CardType.SHIP and any(cheap(card.info, effect) for _, effect in fleet_wide_on(state, card, Stat.ENTERS_ENGAGED))


def _cheap_ships(state: GameState, card: CardState, effect: EffectInfo) -> list[CardState]:
    return [c for c in state.fleet(card.controller) if cheap(c.info, effect) and unit_of(state, c) is c]


class CheapShipsEngagedResolver(Resolver):
    name = "cheap_ships_engaged"
    text = "make each ship of your fleet printed with exactly {amount} {point} as its cost enter play engaged"
    needs = ("amount", "point")
    continuous = True
    stat = Stat.ENTERS_ENGAGED


class ReturnCheapShipResolver(Resolver):
    name = "return_cheap_ship"
    text = "return one ship of your fleet printed with exactly {amount} {point} as its cost to its owner's hand"
    needs = ("amount", "point")
    params = {"each_player_turn": bool}

    def reaction_use(self, check: ReactionCheck) -> bool:
        return check.in_play and bool(_cheap_ships(check.state, check.card, check.effect))

    def candidate(self, ctx: Context, card: CardState) -> bool:
        return card.controller == ctx.seat and card in _cheap_ships(ctx.state, ctx.card, ctx.effect)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        ships = _cheap_ships(ctx.state, ctx.card, ctx.effect)
        if ctx.chosen is None:
            return ChoiceRequest("choose the ship that goes back to its owner's hand", tuple(c.id for c in ships))
        ship = ctx.state.cards[ctx.chosen]
        if ship in ships:
            ctx.events.append(EffectResolved(ship.id, self.kind, f"#{ship.id} goes back to its owner's hand"))
            return_stack(ctx, ship)
        return None
