"""Kind classes of the field functions that stay switched on until the using psy's player's
next Record Keeping Step (v2.1 FIELD CARD OPERATION; issue 38, h-fields2).

Each is a field's function (a card action switched on by a psy: ``rules/psy_functions.py``).
As it resolves it completes the psy's ``SwitchedOn`` entry (``field_uses.py``) with the card it
holds, ``self`` meaning the psy that switched it on, and ``field_effects.py`` reads it while
the entry lasts:

- ``extra_psy_damage``: the psy has ``amount`` more Psy Damage (weapons fire) (Field of Power);
- ``psy_assault``: the chosen psy of an opponent, which must be stronger than the psy using it
  (``stronger_than_psy``), guards no Psy Network;
- ``ignore_damage``: the psy ignores the first ``amount`` points of damage applied to it (with
  ``psy_strength``: as many as its strength as it is switched on) (Proton Block, Stream Block);
- ``channel_shields``: the chosen ship or base of the fleet guards its Psy Network.

Two facts of a base (Visonic Ruins): ``easier_field_functions`` (the functions of the field on
the terrain it is on need ``amount`` less psy strength: ``rules/psy_functions.use_problem``) and
``doubled_with`` (its strength times ``amount`` while a card whose title holds ``with_title`` is
on it: ``stats.strength``).

A base's fact (Psycanti Projection Station): ``repeat_field_function``: one psy of its fleet may
use one function of level ``amount`` or lower twice a turn (``rules/psy_functions.second_use``).

And one that acts at once: ``psy_strength_damage`` (Damage Stream) deals damage equal to the
using psy's strength to an opponent's chosen ship, base or unprotected psy (a psy whose
location has no Shields left: v2.1 TARGETING PSY CARDS, "Shields of a ship, base, terrain or
other location protect the psy cards at that location").

Params any kind takes as a field's function (``base.FIELD_FUNCTION_PARAMS``), checked as a psy
switches it on (``rules/psy_functions.use_problem``): ``stronger_than_psy`` (the chosen card
must be stronger than the psy), ``at_most_psy`` (no stronger), ``titled`` (its title holds it).
"""

from __future__ import annotations

from ge_desktop.cards.effects import Target
from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.damage import Hit, damage_card, shields_left
from ge_desktop.rulesets.galactic_empires.effect_kinds import Change, Stat
from ge_desktop.rulesets.galactic_empires.pending import ActionItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.stats import strength, unit_of


def user_of(ctx: Context) -> CardState | None:
    """The psy (or apostle's crew) that switched on the function now resolving, with its entry's index."""
    item = ctx.item
    if not isinstance(item, ActionItem):
        return None
    for card in ctx.state.in_play():
        if any(e.field == ctx.card.id and e.function == item.function and e.subject is None for e in card.functions_on):
            return card
    return None


class SwitchOnResolver(CardResolver):
    """A function that holds a card while switched on: the entry is completed, nothing else happens now."""

    stat = Stat.PSY_FUNCTIONS

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        psy = user_of(ctx)
        if psy is None:
            return None  # the psy left play before its function resolved: it ceased
        if ctx.effect.target is Target.SELF:
            return self.act(ctx, [psy])
        return super().resolve(ctx)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        psy = user_of(ctx)
        if psy is None or not targets or not isinstance(ctx.item, ActionItem):
            return None
        left = strength(ctx.state, psy) if ctx.effect.param("psy_strength", False) else ctx.effect.amount
        for index, entry in enumerate(psy.functions_on):
            if entry.field == ctx.card.id and entry.function == ctx.item.function and entry.subject is None:
                psy.functions_on[index] = entry._replace(subject=targets[0].id, left=left)
                break
        return None


class ExtraPsyDamageResolver(SwitchOnResolver):
    name = "extra_psy_damage"
    text = "give the psy using it {amount} more Psy Damage until its player's next Record Keeping"
    needs = ("amount",)


class PsyAssaultResolver(SwitchOnResolver):
    name = "psy_assault"
    text = "stop {target} (a psy stronger than the psy using it) guarding the Psy Network until the user's next Record Keeping"
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        return card.info.kind is CardType.PSY and super().candidate(ctx, card)


class IgnoreDamageResolver(SwitchOnResolver):
    name = "ignore_damage"
    text = "let the psy using it ignore the first {amount} points of damage applied to it until its player's next Record Keeping"
    params = {"psy_strength": bool}


class ChannelShieldsResolver(SwitchOnResolver):
    name = "channel_shields"
    text = "let {target} (a ship or base of the fleet) guard the Psy Network until the user's next Record Keeping"


class PsyStrengthDamageResolver(CardResolver):
    name = "psy_strength_damage"
    text = "deal damage equal to the using psy's strength to {target} (a psy only when its location has no Shields left)"
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if card.info.kind is CardType.PSY:
            place = ctx.state.cards[card.parent] if card.parent is not None else None
            if place is not None and shields_left(ctx.state, unit_of(ctx.state, place)) > 0:
                return False  # its location's Shields protect it
        return unit_of(ctx.state, card) is card and super().candidate(ctx, card)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        psy = user_of(ctx)
        if psy is None:
            return None
        hit = Hit(strength(ctx.state, psy), ctx.seat, source=ctx.card.info.kind, card=ctx.card.id)
        for target in targets:
            if target.in_play:
                damage_card(ctx.state, target, hit, ctx.events)
        return None


class EasierFieldFunctionsResolver(Resolver):
    name = "easier_field_functions"
    text = "make the functions of the field on its terrain need {amount} less psy strength"
    needs = ("amount",)
    continuous = True
    about_itself = True
    stat = Stat.PSY_FUNCTIONS


class DoubledWithResolver(Resolver):
    name = "doubled_with"
    text = "make {target} {amount} times as strong while a card of the title named is on it"
    needs = ("amount",)
    params = {"with_title": str}
    continuous = True
    about_itself = True
    stat = Stat.STRENGTH
    change = Change.MULTIPLY


class RepeatFieldFunctionResolver(Resolver):
    name = "repeat_field_function"
    text = "let one psy of its fleet use one field function of level {amount} or lower twice a turn"
    needs = ("amount",)
    continuous = True
    about_itself = True
    stat = Stat.PSY_FUNCTIONS
