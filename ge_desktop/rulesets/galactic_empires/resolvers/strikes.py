"""Crew that give themselves for a strike (issue 38, h-crew2).

``suicide_strike`` (C5 Suicide Squad): the crew's card action deals the chosen ship or base
damage equal to the crew's own strength (its strength as it acts, a Bionic Enhancement's
multiplier included, ``damage.caused_damage``), then the crew is discarded: it does not travel
back. ``structural`` (the UE printing's "structural damage"): the damage ignores Shields; without
it, card damage takes the Shields first (v2.1 CARD DAMAGE IS NOT WEAPONS FIRE). ``by_carrier``
("requires a transporter or shuttle to function"): the strike is only ever made on a
there-and-back mission, against a unit at another location (``rules/plays.py`` refuses a
target at the crew's own location).
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires.damage import Hit, caused_damage, damage_card
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context
from ge_desktop.rulesets.galactic_empires.state import CardState
from ge_desktop.rulesets.galactic_empires.stats import strength, unit_of
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play


class SuicideStrikeResolver(CardResolver):
    name = "suicide_strike"
    text = "deal {target} damage equal to this card's strength, then discard this card"
    params = {"structural": bool, "by_carrier": bool, "mission": bool}
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        return unit_of(ctx.state, card) is card and super().candidate(ctx, card)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        squad = ctx.card
        hits = [t for t in targets if t.in_play]
        if not hits or not squad.in_play:
            return None
        amount = caused_damage(ctx.state, squad, strength(ctx.state, squad) + ctx.strength_bonus)
        structural = bool(ctx.effect.param("structural", False))
        for target in hits:
            damage_card(ctx.state, target, Hit(amount, ctx.seat, structural=structural, source=squad.info.kind, card=squad.id), ctx.events)
        ctx.events.append(EffectResolved(squad.id, self.kind, f"struck #{hits[0].id} for {amount} and is discarded"))
        leave_play(ctx.state, squad, LeaveReason.DISCARDED, ctx.events)
        return None
