"""The kind class of a psy that takes one function of a field as its own as it is played
(issue 38, h-plays: the Psycanti Muse).

``remember_field_function`` (on play, one effect per printed choice: ``choice`` N and ``amount``
N): the card is played as ``choose N`` (function N, picked as it is played so every player
knows it), then its player names the field: one in play in his fleet, of a discipline the
``disciplines`` param names, with a function N (asked only when several fields have one). The
card keeps the pair (``CardState.remembered``) while it is in play and uses that function free,
once a turn, at any level, even after the field has gone (``rules/remembered_functions.py``).
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.field_uses import SwitchedOn, discipline_names, field_disciplines
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import InstanceId


def fields_offering(state: GameState, seat: Seat, disciplines: frozenset[str], function: int) -> list[CardState]:
    """The fields in play in ``seat``'s fleet, of one of ``disciplines``, that have a function ``function``."""
    return [
        card
        for card in state.fleet(seat)
        if card.info.kind is CardType.FIELD and function <= card.info.functions and field_disciplines(card) & disciplines
    ]


class RememberFieldFunctionResolver(Resolver):
    name = "remember_field_function"
    text = "make {target} take function {amount} of a field of its fleet as its own, used free once a turn at any level"
    needs = ("amount",)
    params = {"disciplines": str}

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        wanted = discipline_names(ctx.effect.param("disciplines"))
        fields = fields_offering(ctx.state, ctx.seat, wanted, ctx.effect.amount)
        picked = next((f for f in fields if f.id == ctx.chosen), fields[0] if len(fields) == 1 else None)
        if picked is None:
            if not fields or ctx.skipped:
                return None  # no such field any more: the card has no function
            return ChoiceRequest(f"choose the field whose function {ctx.effect.amount} {ctx.card.info.label} takes", tuple(f.id for f in fields))
        ctx.card.remembered = SwitchedOn(InstanceId(picked.id), ctx.effect.amount)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"takes function {ctx.effect.amount} of #{picked.id} as its own"))
        return None
