"""A card that makes an opponent's fleet work with fewer command points (community decks, issue
38, h-occur2).

``cut_command`` (against one opponent, Command Disjunction): while the card is in play its
``amount`` comes off the command points that opponent's fleet has (v2.1 L480: the players at the
start of the game plus the command points generated), never below 1
(``PlayerState.command_cut_by`` names the card; ``rules/allocation.begin`` asks
``command_after_cut`` at his Record Keeping). The card stays in its player's fleet for its
duration (2): it leaves at its player's Record Keeping two turns on, so the opponent's next two
turns fall under it, whatever the number of players.
"""

from __future__ import annotations

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, OpponentResolver
from ge_desktop.rulesets.galactic_empires.state import GameState, PlayerState


class CutCommandResolver(OpponentResolver):
    name = "cut_command"
    text = "make the {target}'s fleet work with {amount} fewer command points (never below 1) while this card is in play"
    needs = ("amount",)
    hostile = True

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        ctx.state.players[seat].command_cut_by = ctx.card.id
        said = f"p{seat}'s fleet has {ctx.effect.amount} fewer command points while #{ctx.card.id} is in play"
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, said))
        return None


def command_after_cut(state: GameState, player: PlayerState, total: int) -> int:
    """``total`` command points of ``player``'s fleet less a ``cut_command`` card's amount (never below 1)."""
    if player.command_cut_by is None:
        return total
    card = state.cards[player.command_cut_by]
    if not card.in_play:
        player.command_cut_by = None  # its two turns are over
        return total
    cut = sum(effect.amount for effect in card.info.effects if effect.kind is Kind.CUT_COMMAND)
    return max(1, total - cut)
