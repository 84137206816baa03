"""Interstellar Plasma's two choices (community decks, issue 38, h-choice): "unstable material
which regenerates hazards and terrain".

``repair_all`` (on play): every damage point a repair point could take off the cards of
``target`` is repaired (``damage.repair``, v2.1 REPAIR: on a terrain card its weapons damage; the
card damage laid on a terrain's structure stays, as it does for repair points).

``renew_hazards`` (on play): every hazard card its player controls in play on an opposing fleet
(on an opponent's card, or against his whole fleet) is repaired (its damage dice go) and counts
as played anew at once: its on-play effects happen again, before anything else resolves (asking
its player where they need a choice), and its duration die starts again at its printed duration.
"""

from __future__ import annotations

from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import CardType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.damage import repair, set_die
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import ActionItem, EffectStep
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import DieKind

_DAMAGE_DICE = (DieKind.STRUCTURE, DieKind.SHIELD)


class RepairAllResolver(Resolver):
    name = "repair_all"
    text = "repair every damage point of {target}"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        repaired = 0
        for card in [c for c in ctx.state.fleet(ctx.seat) if ctx.effect.fits(c.info.types)]:
            repaired += repair(card, sum(card.die(kind) for kind in _DAMAGE_DICE), ctx.events)
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"{repaired} damage point{'s' if repaired != 1 else ''} repaired"))
        return None


def hazards_on_opponents(state: GameState, seat: Seat) -> list[CardState]:
    """The hazard cards ``seat`` controls in play on an opposing fleet."""
    return [c for c in state.fleet(seat) if CardType.HAZARD in c.info.types and _on_opposing_fleet(state, c, seat)]


def _on_opposing_fleet(state: GameState, card: CardState, seat: Seat) -> bool:
    if card.against_fleet is not None:
        return card.against_fleet != seat
    root = card
    while root.parent is not None:
        root = state.cards[root.parent]
    return root is not card and root.controller != seat


class RenewHazardsResolver(Resolver):
    name = "renew_hazards"
    text = "renew every hazard you played on an opposing fleet: its damage repaired, its on-play effects again, its duration restarted"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        steps: list[EffectStep] = []
        for hazard in hazards_on_opponents(ctx.state, ctx.seat):
            if hazard is ctx.card:
                continue
            for kind in _DAMAGE_DICE:
                if hazard.die(kind):
                    set_die(hazard, kind, 0, ctx.events)
            if hazard.info.duration:
                set_die(hazard, DieKind.DURATION, hazard.info.duration, ctx.events)
            steps += [
                EffectStep(ctx.seat, hazard.id, effect, ActionItem(ctx.seat, hazard.id))
                for effect in hazard.info.effects
                if effect.trigger is Trigger.ON_PLAY or (effect.trigger is Trigger.CONTINUOUS and effect.kind.acts_on_entry)
            ]
            ctx.events.append(EffectResolved(hazard.id, self.kind, f"#{hazard.id} is repaired and counts as played anew"))
        ctx.state.steps[0:0] = steps
        return None
