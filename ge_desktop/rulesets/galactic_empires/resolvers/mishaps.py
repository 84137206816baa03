"""Lucky breaks and mishaps that act on a unit's damage or on the discard pile, as the
community decks print them (issue 38): Lucky Shield Repair, Emergency Damage Control, Warp
Engine Breach, Lost Fleet, Tactical Retreat, Demigod Diversion."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card, set_die
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import VolleyItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.resolvers.crew import own_unit_doomed, volley_destroys
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.stats import strength, unit_of
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Zone
from ge_desktop.rulesets.galactic_empires.zones import discard, to_pile


class RestoreShieldsResolver(CardResolver):
    """Every damaged Shield of the unit is repaired at once (Lucky Shield Repair)."""

    name = "restore_shields"
    text = "repair every Shield point of {target}"

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            unit = unit_of(ctx.state, target)
            if unit.die(DieKind.SHIELD):
                set_die(unit, DieKind.SHIELD, 0, ctx.events)
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id}'s Shields are back to full strength"))
        return None


class RestoreHalfStrengthResolver(CardResolver):
    """The unit's structure is repaired up to half its full strength (fractions dropped);
    its Shields are not (Emergency Damage Control). A unit already that strong is unchanged."""

    name = "restore_half_strength"
    text = "repair {target} up to half its full strength (its Shields not)"

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            unit = unit_of(ctx.state, target)
            full = strength(ctx.state, unit)
            most_damage = full - full // 2
            if unit.die(DieKind.STRUCTURE) > most_damage:
                set_die(unit, DieKind.STRUCTURE, most_damage, ctx.events)
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id} is restored to strength {full // 2}"))
        return None


class HalfStrengthDamageResolver(CardResolver):
    """Structural damage (past the Shields) equal to half the unit's full strength,
    fractions dropped (Warp Engine Breach)."""

    name = "half_strength_damage"
    text = "deal {target} structural damage equal to half its full strength (fractions dropped)"
    hostile = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            unit = unit_of(ctx.state, target)
            if unit.in_play:
                hit = Hit(strength(ctx.state, unit) // 2, ctx.seat, structural=True, source=ctx.card.info.kind, card=ctx.card.id)
                damage_card(ctx.state, unit, hit, ctx.events)
        return None


class RetrieveLatestResolver(Resolver):
    """The last ``amount`` cards of the named types put on your Discard Pile go back to your
    hand (Lost Fleet: the two ships most recently discarded)."""

    name = "retrieve_latest"
    text = "take the {amount} cards most recently put on your Discard Pile (of the named types) back into your hand"
    needs = ("amount",)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        pile = ctx.state.pile_player(ctx.seat).discard
        fitting = [i for i in pile if ctx.effect.fits(ctx.state.cards[i].info.types)]
        for instance in fitting[len(fitting) - ctx.effect.amount :] if ctx.effect.amount else ():
            to_pile(ctx.state, ctx.state.cards[instance], Zone.HAND, ctx.seat, ctx.events)
        return None


class RetreatStackResolver(CardResolver):
    """One of your own units and every card with it go back to their owners' hands; played
    in reaction mode, it answers an opponent's volley that would destroy that unit
    (Tactical Retreat; ``doomed_only``: only then, Demigod Diversion)."""

    name = "retreat_stack"
    text = "return {target} and every card with it to their owners' hands (also as it is about to be destroyed)"
    params = {"doomed_only": bool}

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            unit = unit_of(ctx.state, target)
            if not unit.in_play or unit.controller != ctx.seat:
                continue
            if ctx.effect.param("doomed_only", False) and not (isinstance(ctx.answered, VolleyItem) and volley_destroys(ctx.state, ctx.answered, unit)):
                continue
            _to_hands(ctx, unit)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{unit.id} and its cards go back to their owners' hands"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        return own_unit_doomed(check) is not None


def _to_hands(ctx: Context, card: CardState) -> None:
    for child in list(card.children):
        _to_hands(ctx, ctx.state.cards[child])
    if card.id == ctx.card.id:
        discard(ctx.state, card, ctx.events)  # the card doing it is used up
    else:
        to_pile(ctx.state, card, Zone.HAND, card.owner, ctx.events)


class BackOnDeckResolver(CardResolver):
    """A card on a stack (never the stack's base) goes back on top of its owner's deck; this
    card goes to the bottom of its owner's deck, or to the Discard Pile when that deck is
    empty (Crinkled Timeline)."""

    name = "back_on_deck"
    text = "put {target} (never the base of a stack) back on top of its owner's deck, and this card at the bottom of its own"
    hostile = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            if target.in_play and target.parent is not None and target.id != ctx.card.id:
                to_pile(ctx.state, target, Zone.DECK, target.owner, ctx.events)
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{target.id} goes back on top of p{target.owner}'s deck"))
        owner = ctx.card.owner
        if ctx.card.in_play and ctx.state.players[owner].deck:
            to_pile(ctx.state, ctx.card, Zone.DECK, owner, ctx.events, position=-1)
        return None
