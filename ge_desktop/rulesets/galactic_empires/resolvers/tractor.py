"""An opposing ship held by a tractor beam (issue 38, h-empire: the R/E2 Tractor Beam, "when a
base or ship tractors a ship, the tractored ship may only fire weapons at the tractoring unit;
damage from this weapons fire is halved (drop fractions)... only ship cards may be tractored").

``tractor`` (on play, a chosen opposing ship): the card, on its player's base or ship (the
tractoring unit), holds that ship (``CardState.tractors``). While the card is in play the held
ship may aim at no other target and fires at no whole fleet (``rules/weapons.py`` asks
``tractor_problem``); a part of a volley it declared before at another target deals nothing
as the volley resolves (v2.1 VOIDED DAMAGE: ``tractored_off``), and its part at the tractoring
unit is halved, fractions dropped (``tractor_change``). The card's duration (1) discards it as
its owner's next turn begins. A ship with a Captain (C6: "tractor beam effects on that unit are
ignored", ``immune`` against 'tractor beams') is never held.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.engine.errors import Violation
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, ReactionCheck
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import immune, unit_of

RULE = "Tractor Beam"
TRACTOR_BEAMS = "tractor beams"  # what a Captain's ``immune`` names: "tractor beam effects on that unit are ignored"


class TractorResolver(CardResolver):
    name = "tractor"
    text = "hold {target}, an opposing ship: it may fire only at the unit this card is on, and that fire is halved (fractions dropped)"
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if card.info.kind is not CardType.SHIP or unit_of(ctx.state, card) is not card or immune(ctx.state, card, TRACTOR_BEAMS):
            return False  # only ships; not one whose Captain ignores tractor beams
        return super().candidate(ctx, card)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            if target.in_play and ctx.card.in_play and ctx.card.parent is not None:
                ctx.card.tractors = target.id
                holder = unit_of(ctx.state, ctx.state.cards[ctx.card.parent])
                ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"#{target.id} is tractored by #{holder.id}"))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        """In reaction to anything an opponent does (an R/ card), while he has a ship to hold."""
        return check.item.seat != check.seat and any(
            c.info.kind is CardType.SHIP and c.controller != check.seat for c in check.state.in_play()
        )


def _beams(state: GameState) -> list[CardState]:
    return memo(
        state, "tractor_beams",
        lambda: [c for c in state.in_play() if c.tractors is not None and any(e.kind is Kind.TRACTOR for e in c.info.effects)],
    )


def holder_of(state: GameState, ship: CardState) -> CardState | None:
    """The unit tractoring ``ship`` (None: it is free, or a Captain on it ignores tractor beams)."""
    for beam in _beams(state):
        if beam.tractors == ship.id and beam.parent is not None and ship.in_play and not immune(state, ship, TRACTOR_BEAMS):
            return unit_of(state, state.cards[beam.parent])
    return None


def tractor_problem(state: GameState, unit: CardState, target: CardState | None) -> Violation | None:
    """Why the tractored ``unit`` may not fire at ``target`` (None: whole-fleet fire)."""
    if not _beams(state):
        return None
    holder = holder_of(state, unit)
    if holder is None or (target is not None and unit_of(state, target) is holder):
        return None
    return Violation(RULE, f"#{unit.id} is tractored by #{holder.id} and may fire only at it")


def tractored_off(state: GameState, unit: CardState, target_id: int | None) -> bool:
    """Is ``unit``'s part of a volley at ``target_id`` void: it is tractored by another unit?"""
    if not _beams(state):
        return False
    holder = holder_of(state, unit)
    return holder is not None and (target_id is None or unit_of(state, state.cards[target_id]) is not holder)


def tractor_change(state: GameState, target_id: int | None, parts: list[tuple[int, int]]) -> int:
    """What halving takes off the volley: ``parts`` are (firing unit, its part's damage)."""
    if not _beams(state) or target_id is None:
        return 0
    held: dict[int, int] = {}
    for unit_id, damage in parts:
        if holder_of(state, state.cards[unit_id]) is not None:
            held[unit_id] = held.get(unit_id, 0) + damage
    return -sum(damage - damage // 2 for damage in held.values())
