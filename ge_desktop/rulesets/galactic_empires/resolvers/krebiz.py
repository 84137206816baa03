"""The Krebiz capsule's functions: join a cruiser in play, separate from it (v2.1 KREBIZ
CAPITALIST ALLIANCE; the rules themselves are in ``krebiz.py``)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.damage import set_die
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.krebiz import damage_split, join_problem, joined_cruiser
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.terms import DieKind
from ge_desktop.rulesets.galactic_empires.zones import to_table

_JOINED_DICE = frozenset({DieKind.SHIELD, DieKind.STRUCTURE, DieKind.PERMANENT})


class JoinCruiserResolver(CardResolver):
    """The capsule (on its own in the fleet) combines with a cruiser it names."""

    name = "join_cruiser"
    in_card_data = False
    costs_card_play = True

    def describe(self, effect: EffectInfo) -> str:
        return "join one of the cruisers it names, making one ship (a Card Play)"

    def candidate(self, ctx: Context, card: CardState) -> bool:
        capsule = ctx.card
        return capsule.parent is None and card is not capsule and join_problem(ctx.state, ctx.seat, capsule.info, card) is None

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        capsule = ctx.card
        for cruiser in targets:
            if capsule.in_play and capsule.parent is None and join_problem(ctx.state, ctx.seat, capsule.info, cruiser) is None:
                to_table(ctx.state, capsule, ctx.seat, cruiser.id, ctx.events)
                for kind, value in sorted(capsule.dice.items(), key=lambda item: item[0].value):
                    if kind in _JOINED_DICE:  # damage dice sit on the combined ship's basis
                        set_die(cruiser, kind, cruiser.die(kind) + value, ctx.events)
                        set_die(capsule, kind, 0, ctx.events)
                ctx.events.append(EffectResolved(capsule.id, self.kind, f"#{capsule.id} joins #{cruiser.id}: one ship"))
        return None


class SeparateCapsuleResolver(Resolver):
    """The capsule leaves its cruiser: two ships again, the damage spread between them."""

    name = "separate_capsule"
    in_card_data = False
    costs_card_play = True

    def describe(self, effect: EffectInfo) -> str:
        return "separate from its cruiser (a Card Play)"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        capsule = ctx.card
        cruiser = joined_cruiser(ctx.state, capsule)
        if cruiser is None or not capsule.in_play:
            return None
        split = damage_split(ctx.state, capsule, cruiser)
        if not isinstance(split, tuple):
            return None  # the damage changed since the function was used: nothing happens
        to_table(ctx.state, capsule, ctx.seat, None, ctx.events)
        for card, dice in zip((cruiser, capsule), split, strict=True):
            for kind, value in dice.items():
                if card.die(kind) != value:
                    set_die(card, kind, value, ctx.events)
        ctx.events.append(EffectResolved(capsule.id, self.kind, f"#{capsule.id} separates from #{cruiser.id}"))
        return None

