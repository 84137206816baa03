"""One ship's Phaser Magnifier lent to a second ship (issue 38, h-guest): ``share_magnifier``.

The Scorpead Comet of Lore: "any one Scorpead ship in the fleet may apply its phaser magnifier to
itself plus one other ship (even a non-Scorpead ship) at no additional cost". v2.1 PHASER
MAGNIFIER: energy a ship gives its magnifier (1 or 2 beyond its requirements) makes each of its
Phasers deal 1 + that energy (``systems.magnifier_energy``).

Reading (the card names no timing): the comet's card action, once per complete turn in Play Cards
Phase A or B as every card action, names the lending ship (``use #C 1 at #S``: a Scorpead ship of
the fleet with a Phaser Magnifier); its player then picks the other ship of his fleet. Until the
end of that turn of his (``PlayerState.magnifier_loan``/``magnifier_loan_turn``) the other ship's
Phasers deal as much more as the lender's own do (``systems.firing_weapons``: the lender's
magnifier energy, whenever it is allocated that turn; not added to a magnifier of the borrower's
own: the greater counts). The borrower pays nothing for it. The loan ends as the comet or the
lender leaves play or changes hands.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import ActionItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import unit_of
from ge_desktop.rulesets.galactic_empires.systems import magnifier_max


def may_lend(state: GameState, ship: CardState, seat: Seat, empire: str) -> bool:
    """Is ``ship`` a ship of ``seat``'s fleet, of an empire whose name holds ``empire`` (if named),
    with a Phaser Magnifier?"""
    if ship.info.kind is not CardType.SHIP or not ship.in_play or ship.controller != seat or unit_of(state, ship) is not ship:
        return False
    return empire.lower() in (ship.info.empire or "").lower() and magnifier_max(state, ship) > 0


class ShareMagnifierResolver(Resolver):
    name = "share_magnifier"
    text = "let one ship of your fleet (of the empire named) apply its Phaser Magnifier to one other ship of your fleet too this turn, at no cost"
    params = {"empire": str}

    def candidate(self, ctx: Context, card: CardState) -> bool:
        return may_lend(ctx.state, card, ctx.seat, str(ctx.effect.param("empire", "") or ""))

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state = ctx.state
        lender = state.cards[ctx.item.target] if isinstance(ctx.item, ActionItem) and ctx.item.target is not None else None
        if lender is None or not self.candidate(ctx, lender):
            return None
        others = [c for c in state.fleet(ctx.seat) if c.info.kind is CardType.SHIP and c is not lender and unit_of(state, c) is c]
        if ctx.chosen is None:
            return ChoiceRequest(f"choose the other ship #{lender.id}'s Phaser Magnifier magnifies this turn", tuple(c.id for c in others))
        borrower = state.cards[ctx.chosen]
        if borrower not in others:
            return None
        player = state.players[ctx.seat]
        player.magnifier_loan = (ctx.card.id, lender.id, borrower.id)
        player.magnifier_loan_turn = player.turns_taken
        ctx.events.append(EffectResolved(borrower.id, self.kind, f"#{lender.id}'s Phaser Magnifier also magnifies #{borrower.id}'s Phasers this turn"))
        return None
