"""Resolvers for damage, defence and weapons: what hurts, what protects, what fires."""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from ge_desktop.cards.effects import Target, Trigger
from ge_desktop.cards.model import CardType, WeaponSymbol
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.damage import Hit, caused_damage, damage_card, set_die
from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.electronic_warfare import reduction_ignored
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.hazard_targets import damage_target, shelters
from ge_desktop.rulesets.galactic_empires.pending import Volley, VolleyItem, answered_index
from ge_desktop.rulesets.galactic_empires.resolvers.base import (
    HOST_PARAMS,
    CardResolver,
    ChoiceRequest,
    Context,
    ReactionCheck,
    Resolver,
    protects_volley_target,
    reached_units,
    volley_at,
)
from ge_desktop.rulesets.galactic_empires.resolvers.lucky import boosted
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.stats import blocked_by, immune, shields, unit_of, weapon_damages
from ge_desktop.rulesets.galactic_empires.terms import DieKind

_DAMAGEABLE = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON, CardType.TERRAIN, CardType.INSTALLATION, CardType.PSY})


def _on_a_ship(ctx: Context) -> bool:
    """Is the acting card on a ship (directly)?"""
    return ctx.card.parent is not None and ctx.state.cards[ctx.card.parent].info.kind is CardType.SHIP


def _base_protected(ctx: Context, card: CardState) -> bool:
    """A terrain protected by a base: a base in play in its stack that protects it."""
    return card.info.kind is CardType.TERRAIN and any(shelters(ctx.state, c) for c in ctx.state.stack(card.id) if c is not card)


def _any_opponent_item(check: ReactionCheck) -> bool:
    """Damage can answer anything an opponent does (v2.1 [Reaction cards] L452)."""
    return check.item.seat != check.seat


class DamageResolver(CardResolver):
    """Card damage (not weapons fire, v2.1 CARD DAMAGE IS NOT WEAPONS FIRE): Shields first."""

    name = "damage"
    text = "deal {amount} card damage to {target}"
    needs = ("amount",)
    params = {"can_damage_terrain": bool, "shields_only": bool, "structural": bool, "mission": bool, "from_ship": bool, "unprotected_terrain": bool}
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if (card.info.kind not in _DAMAGEABLE and not damage_target(card)) or unit_of(ctx.state, card) is not card:
            return False
        if card.info.kind is CardType.TERRAIN and not ctx.effect.param("can_damage_terrain", False):
            return False  # v2.1 TERRAIN CARDS: only cards that say so damage terrain
        if ctx.effect.param("from_ship", False) and not _on_a_ship(ctx):
            return False  # Terrain Attack Shuttle: "while on a ship"
        if ctx.effect.param("unprotected_terrain", False) and _base_protected(ctx, card):
            return False  # "a terrain card not protected by a base" (v2.1 GRAVIDIC DISTORTER's words)
        return super().candidate(ctx, card)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        effect = ctx.effect
        hit = Hit(
            caused_damage(ctx.state, ctx.card, boosted(effect.amount, ctx.item)),  # Lucky Mine Explosion, Bionic Enhancement
            ctx.seat,
            structural=bool(effect.param("structural", False)),
            shields_only=bool(effect.param("shields_only", False)),
            terrain=bool(effect.param("can_damage_terrain", False)),
            source=ctx.card.info.kind,
            card=ctx.card.id,
        )
        for target in targets:
            if target.in_play:
                damage_card(ctx.state, target, hit, ctx.events)
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        return _any_opponent_item(check)


class DestroyShieldsResolver(CardResolver):
    name = "destroy_shields"
    text = "remove every Shield point of {target}"
    hostile = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            unit = unit_of(ctx.state, target)
            total = shields(ctx.state, unit)
            if total > unit.die(DieKind.SHIELD):
                set_die(unit, DieKind.SHIELD, total, ctx.events)
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"every Shield point of #{unit.id} is gone"))
        return None


_ANSWERING = frozenset({Trigger.REACTION, Trigger.ON_PLAY})  # a function used in reaction, or a card played in answer


class ReduceDamageResolver(Resolver):
    """Continuous: read by damage. As a reaction ("turn its hull away", an escort screening),
    or played from the hand in answer to an opponent's volley at one of its player's units
    (Defensive Electronic Warfare: ``on_play``): the answered volley deals that much less."""

    name = "reduce_damage"
    text = "reduce damage dealt to {target} by {amount}"
    needs: ClassVar[tuple[str, ...]] = ("amount",)
    params = {"weapons_only": bool, "hazards_only": bool, "target_empire": str, **HOST_PARAMS}
    continuous = True
    stat: ClassVar[Stat | None] = Stat.DAMAGE_REDUCTION

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        if ctx.effect.trigger not in _ANSWERING:
            return None
        answered = ctx.answered
        index = answered_index(ctx.item) if ctx.item is not None else None
        if not isinstance(answered, VolleyItem) or answered.volley is None or index is None:
            return None
        volley = answered.volley
        amount = self.volley_reduction(ctx, volley)
        if reduction_ignored(ctx.state, ctx.card, dict.fromkeys(unit_id for unit_id, _, _ in volley.parts)):  # Weapons Officer
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, "the firing units ignore electronic warfare: no change"))
            return None
        ctx.state.pending[index] = replace(answered, volley=replace(volley, reduction=volley.reduction + amount))
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"the volley deals {amount} less damage"))
        return None

    def volley_reduction(self, ctx: Context, volley: Volley) -> int:
        """How much less the answered volley deals (its amount; Hull Rotation reads its target)."""
        return ctx.effect.amount

    def reaction_use(self, check: ReactionCheck) -> bool:
        if check.effect.trigger in _ANSWERING:
            target = volley_at(check)
            if target is None:
                return False
            if check.effect.target is Target.SELF:
                return target is unit_of(check.state, check.card)
            if check.effect.target is Target.LOCATION:  # the unit it is on (Cargo), or played on from the hand (Hull Rotation)
                parent = check.card.parent if check.in_play else (check.location.id if check.location is not None else None)
                empire = str(check.effect.param("target_empire", "") or "").lower()
                if empire and empire not in (target.info.empire or "").lower():
                    return False  # Argonian technology: only an Argonian ship
                return parent is not None and target is unit_of(check.state, check.state.cards[parent])
            return target.controller == check.seat and check.effect.fits(target.info.types)
        return protects_volley_target(check)


class AddShieldsResolver(Resolver):
    name = "add_shields"
    text = "give {target} {amount} more Shields"
    needs = ("amount",)
    continuous = True
    stat = Stat.SHIELDS

    def reaction_use(self, check: ReactionCheck) -> bool:
        return protects_volley_target(check)


class ImmuneResolver(Resolver):
    name = "immune"
    text = "make {target} immune to {against}"
    # card_only (h-terrain2): against occurrences, only the card itself, not its stack (Council of Six Homeworld)
    # target_empire (h-empire): only that empire's cards (Femerazi System: every Tufor ship in play, against 'hazards')
    # against 'negation' (stats.NEGATION, h-plays): its effects cannot be negated; up_to_own_strength: only by cards
    # of strength at most the protected card's (Mind Mold Symbionts; stats.negation_proof)
    params = {"against": str, "same_location": bool, "card_only": bool, "target_empire": str, "up_to_own_strength": bool}
    continuous = True
    stat = Stat.IMMUNITY


class DestroyedByResolver(Resolver):
    """'Destroyed by N research points': allocation counts the research die (damage.py)."""

    name = "destroyed_by"
    text = "be destroyed by {amount} {point} points"
    needs = ("amount", "point")
    # h-terrain2: plus_host_strength (the printed strength of the card it is on adds to the amount: Political Upheaval);
    # stack_strength (damage: the total printed strength of its terrain stack destroys it, not its own: Ice Age)
    params = {
        "other_weapons": bool, "from_outside": bool, "hazards_only": bool, "lingers": bool, "with_host": bool, "with_damage": bool,
        "plus_host_strength": bool, "stack_strength": bool, "crew_only": bool,
    }
    continuous = True
    about_itself = True
    stat = Stat.DESTRUCTION


class AddWeaponsResolver(Resolver):
    name = "add_weapons"
    text = "give {target} {amount} more {weapon}"
    needs = ("amount", "weapon")
    params = {"symbol": str, "same_location": bool, "target_empire": str, "others_here": bool}
    continuous = True
    stat = Stat.WEAPONS


class WeaponDamageBonusResolver(Resolver):
    name = "weapon_damage_bonus"
    text = "make each {weapon} of {target} deal {amount} more damage"
    needs = ("amount",)
    continuous = True
    stat = Stat.WEAPON_DAMAGE


class BoostNextVolleyResolver(Resolver):
    """Continuous: the unit's next volley reads it and discards its card (``weapons.py``)."""

    name = "boost_next_volley"
    text = (
        "make the next weapons fire of {target} deal {amount} more damage (with half: one and a half times, fractions "
        "dropped; with double: twice the damage of its {weapon})"
    )
    params = {"half": bool, "double": bool}
    continuous = True
    stat = Stat.VOLLEY_BOOST


class BlockWeaponsResolver(Resolver):
    name = "block_weapons"
    text = "stop {target} firing its {weapon}"
    params = {"equipment": bool}
    hostile = True
    continuous = True
    stat = Stat.WEAPONS_BLOCKED

    def reaction_use(self, check: ReactionCheck) -> bool:
        """Used if it silences a unit firing in the answered volley."""
        item = check.item
        if not isinstance(item, VolleyItem) or item.volley is None or item.seat == check.seat:
            return False
        firing = {unit for unit, _, _ in item.volley.parts}
        return any(u.id in firing for u in _against_units(check))


def _against_units(check: ReactionCheck) -> list[CardState]:
    loc = check.location
    return [unit_of(check.state, loc)] if loc is not None and check.effect.fits(loc.info.types) else []


class VoidVolleyResolver(CardResolver):
    """Voids the volley aimed at the card it protects: its fire is lost (v2.1 VOIDED DAMAGE)."""

    name = "void_volley"
    text = "void the weapons volley aimed at {target}"
    hostile = True
    answers = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        units = {unit_of(ctx.state, t).id for t in targets}
        for index, item in enumerate(ctx.state.pending):
            if not isinstance(item, VolleyItem):
                continue
            volley = item.volley
            if volley is not None and volley.target is not None:
                if unit_of(ctx.state, ctx.state.cards[volley.target]).id in units and not volley.voided:
                    ctx.state.pending[index] = replace(item, volley=replace(volley, voided=True))
                    ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"the volley at #{volley.target} is void"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        target = volley_at(check)
        return target is not None and any(u is target for u in reached_units(check))


class AddStrengthResolver(Resolver):
    name = "add_strength"
    text = "give {target} {amount} more strength"
    needs = ("amount",)
    params = {
        "title": str, "same_location": bool, "own_strength": bool, "half_own": bool, "target_empire": str, "others_here": bool,
        "combat_capable": bool, **HOST_PARAMS,
    }
    continuous = True
    stat = Stat.STRENGTH



class ReactionFireResolver(CardResolver):
    """A unit played in reaction mode in an opponent's Weapons Fire Phase fires its weapons
    that need no resource points (non-heavy) at one unit of the firing player's fleet
    (v2.1 [Reaction cards] L443-444). The engine adds this step; no catalog card names it."""

    name = "reaction_fire"
    in_card_data = False

    def describe(self, effect: EffectInfo) -> str:
        return "fire its non-heavy weapons at a unit of the firing player's fleet"

    def candidate(self, ctx: Context, card: CardState) -> bool:
        return (
            card.controller != ctx.seat
            and card.info.kind in (CardType.SHIP, CardType.BASE, CardType.DRAGON)
            and unit_of(ctx.state, card) is card
            and not immune(ctx.state, card, "weapons fire")
        )

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        unit = unit_of(ctx.state, ctx.card)
        damage = sum(
            sum(weapon_damages(ctx.state, unit, symbol))
            for symbol in (WeaponSymbol.PHASER, WeaponSymbol.DAMAGE)
            if blocked_by(ctx.state, unit, symbol) is None
        )
        damage = caused_damage(ctx.state, unit, damage)  # no heavy weapons here: all of it counts
        for target in targets:
            if target.in_play and damage:
                damage_card(ctx.state, target, Hit(damage, ctx.seat, weapons_fire=True, card=unit.id), ctx.events)
        return None



class OpponentIndirigansFirstResolver(Resolver):
    """'Cannot fire at bases or non-Indirigan ships while an opponent's Indirigan ship is in
    play' (the printed Indirigan ships): weapons fire reads it (``tribes.py``)."""

    name = "opponent_indirigans_first"
    text = "fire at bases and non-Indirigan ships only once no opponent's Indirigan ship is in play"
    continuous = True
    about_itself = True
    stat = Stat.FIRE_TARGETS

