"""Lucky breaks and mishaps that act on a unit's damage or on the discard pile, as the
community decks print them (issue 38): Lucky Shield Repair, Emergency Damage Control, Warp
Engine Breach, Lost Fleet."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card, set_die
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.stats import strength, unit_of
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Zone
from ge_desktop.rulesets.galactic_empires.zones import to_pile


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
