"""The Krebiz capsule's functions: join a cruiser in play, separate from it (v2.1 KREBIZ
CAPITALIST ALLIANCE; the rules themselves are in ``krebiz.py``); a combination card's
separation into its cruiser and a proxy capsule; and the capsule saved from a combination
about to be destroyed (Emergency Capsule Separation, issue 38)."""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.events import Event
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.damage import set_die
from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.krebiz import (
    combination_separation_problem,
    damage_split,
    is_capsule,
    join_problem,
    joined_cruiser,
    proxy_of,
    separate_function,
    split_dice,
)
from ge_desktop.rulesets.galactic_empires.pending import VolleyItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.crew import own_unit_doomed, volley_destroys
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import unit_of
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
                join(ctx.state, capsule, cruiser, ctx.events)
                ctx.events.append(EffectResolved(capsule.id, self.kind, f"#{capsule.id} joins #{cruiser.id}: one ship"))
        return None


def join(state: GameState, capsule: CardState, cruiser: CardState, events: list[Event]) -> None:
    """The capsule goes onto the cruiser, its damage dice onto the combined ship's basis."""
    to_table(state, capsule, cruiser.controller, cruiser.id, events)
    for kind, value in sorted(capsule.dice.items(), key=lambda item: item[0].value):
        if kind in _JOINED_DICE:
            set_die(cruiser, kind, cruiser.die(kind) + value, events)
            set_die(capsule, kind, 0, events)


def cruiser_under(state: GameState, cruiser: CardState, capsule: CardState, events: list[Event]) -> None:
    """A cruiser played onto a capsule in play (L1213): the cruiser takes the capsule's place and
    the capsule joins it, one ship (the capsule's cards stay on the capsule)."""
    to_table(state, cruiser, capsule.controller, capsule.parent, events)
    join(state, capsule, cruiser, events)


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


class SeparateCombinationResolver(Resolver):
    """A whole combination card in play separates: the card stays as its cruiser (with the cards
    on it) and its proxy capsule (a Primary Edition card from its owner's proxies) becomes a
    ship of its own at the same place, the damage spread as for any separation; the proxy may
    join a cruiser again with its own function, not in this turn (v2.1 KREBIZ L1218-1229)."""

    name = "separate_combination"
    in_card_data = False
    costs_card_play = True

    def describe(self, effect: EffectInfo) -> str:
        return "separate into its cruiser and its capsule, the capsule shown by a Primary Edition proxy (a Card Play)"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        card = ctx.card
        if combination_separation_problem(ctx.state, ctx.seat, card) is not None:
            return None  # the card or its damage changed since the function was used: nothing happens
        proxy = proxy_of(ctx.state, card)
        cruiser, capsule = card.info.parts
        split = split_dice(card, cruiser, capsule)
        if proxy is None or not isinstance(split, tuple):
            return None
        card.whole, card.info = card.info, cruiser
        to_table(ctx.state, proxy, card.controller, card.parent, ctx.events)
        proxy.controller, proxy.engaged, proxy.played_turn = card.controller, card.engaged, card.played_turn
        for part, dice in zip((card, proxy), split, strict=True):
            for kind, value in dice.items():
                if part.die(kind) != value:
                    set_die(part, kind, value, ctx.events)
        if (number := separate_function(proxy)) is not None:
            proxy.used_functions.add(number)  # L1229: not joined again in the turn it was separated
        ctx.events.append(EffectResolved(card.id, self.kind, f"#{card.id} separates: its capsule is the proxy #{proxy.id}"))
        return None


def joined_capsule(state: GameState, cruiser: CardState) -> CardState | None:
    """The capsule combined with this cruiser, if any."""
    for child in cruiser.children:
        card = state.cards[child]
        if card.info.kind is CardType.SHIP and is_capsule(card.info):
            return card
    return None


class EmergencySeparationResolver(CardResolver):
    """Emergency Capsule Separation: played on a Krebiz cruiser-and-capsule combination of its
    fleet that an opponent's volley is about to destroy, the capsule leaves the cruiser and
    stays in play with 1 strength left and no Shields; the cards of its fleet on the ship go
    with it. The cruiser is left to the volley. The engine knows "about to be destroyed" for
    a volley (as for the Escape Pod and Demigod Diversion): played otherwise, it does nothing.
    A whole combination card is such a pair too: it stays as its cruiser and its proxy capsule
    leaves (v2.1 KREBIZ proxies for separated components)."""

    name = "emergency_separation"
    text = "leave the capsule of {target}, a Krebiz combination about to be destroyed, in play with 1 strength and no Shields, its fleet's cards with it"

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            cruiser = unit_of(ctx.state, target)
            doomed = isinstance(ctx.answered, VolleyItem) and volley_destroys(ctx.state, ctx.answered, cruiser)
            if cruiser.controller != ctx.seat or not cruiser.in_play or not doomed:
                continue
            capsule = joined_capsule(ctx.state, cruiser) or _split_combination(ctx.state, cruiser, ctx.events)
            if capsule is None:
                continue
            to_table(ctx.state, capsule, ctx.seat, None, ctx.events)
            for child in list(cruiser.children):
                card = ctx.state.cards[child]
                if card.controller == ctx.seat and card.id != ctx.card.id:
                    to_table(ctx.state, card, card.controller, capsule.id, ctx.events)
            set_die(capsule, DieKind.STRUCTURE, capsule.info.strength - 1, ctx.events)
            set_die(capsule, DieKind.SHIELD, capsule.info.shields, ctx.events)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{capsule.id} separates from #{cruiser.id} with 1 strength and no Shields"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        cruiser = own_unit_doomed(check)
        return cruiser is not None and (joined_capsule(check.state, cruiser) is not None or _whole_with_proxy(check.state, cruiser))


def _whole_with_proxy(state: GameState, card: CardState) -> bool:
    """A whole combination card in play whose proxy capsule is free: a cruiser-and-capsule pair too."""
    return bool(card.info.parts) and card.whole is None and proxy_of(state, card) is not None


def _split_combination(state: GameState, card: CardState, events: list[Event]) -> CardState | None:
    """A whole combination card becomes its cruiser; its proxy capsule (returned) joins it, to leave."""
    if not _whole_with_proxy(state, card):
        return None
    proxy = proxy_of(state, card)
    assert proxy is not None
    card.whole, card.info = card.info, card.info.parts[0]
    to_table(state, proxy, card.controller, card.id, events)
    proxy.controller, proxy.played_turn = card.controller, card.played_turn
    return proxy


class CapsuleShieldRepairResolver(Resolver):
    """Krebizar: while it is in play, every Krebiz capsule in play (any fleet's) regains one
    more Shield point free each turn, where damaged Shields regenerate at the start of the
    capsule's controller's Allocation Phase (``krebiz.capsule_shield_repair``)."""

    name = "capsule_shield_repair"
    text = "let every Krebiz capsule in play regain one more Shield point free each turn, while {target} is in play"
    continuous = True
    about_itself = True
    stat = Stat.CAPSULE_SHIELD_REPAIR
