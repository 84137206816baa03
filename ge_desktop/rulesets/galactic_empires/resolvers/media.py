"""Resolvers for the last manual 1994 Basic Set crew: the Media Personality (the crew it
singles out, its move to another location, what happens when it is killed) and the
Technician (``double_point``, read by ``allocation``) and the Green Fighter Pilot (``pilot``).

- ``spotlight`` (continuous, acts on entry): the crew card of highest strength at the
  location it is played against is disengaged and performs no functions
  (``stats.spotlight_target``; kept disengaged by ``stats.held_down``).
- ``relocate`` (card action, once per complete turn, so once in its owner's turn): the
  card moves against another opponent's ship, base or terrain where it could be played.
- ``on_destroyed``: when the card is *killed* (destroyed as a card by another player's
  card, not discarded with its location), ``rally_crew`` lets every player but the killer
  play one crew card from hand at once, then ``killer_discards`` makes the killer discard
  one crew card of their fleet. ``killed`` queues those steps, each answered by its player.
"""

from __future__ import annotations

from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import CardType
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import CardDestroyed, CardEngaged, EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import ActionItem, EffectStep
from ge_desktop.rulesets.galactic_empires.placement import check_target
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, Resolver, card_targets
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import spotlight_target, strength, unit_of
from ge_desktop.rulesets.galactic_empires.terms import Placement
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, is_within, leave_play, to_table

_LOCATION_KINDS = frozenset({CardType.SHIP, CardType.BASE, CardType.TERRAIN})


def _disengage_spotlit(state: GameState, card: CardState, events: list[Event]) -> None:
    target = spotlight_target(state, card)
    if target is not None and target.engaged:
        target.engaged = False
        events.append(CardEngaged(target.id, False))
        events.append(EffectResolved(card.id, Kind.SPOTLIGHT, f"#{target.id} is disengaged and performs no functions"))


class SpotlightResolver(Resolver):
    """Continuous (``stats.functions_suspended``, ``stats.held_down``); as the card enters
    play, the crew it singles out is disengaged at once."""

    name = "spotlight"
    text = "disengage the strongest crew card at {target} and stop its every function"
    hostile = True
    acts_on_entry = True
    continuous = True
    stat = Stat.SPOTLIGHT

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        _disengage_spotlit(ctx.state, ctx.card, ctx.events)
        return None


class RelocateResolver(Resolver):
    """Card action: the card moves against another opponent's ship, base or terrain where
    it may be played (the card it is on cannot be chosen), then singles out the crew there."""

    name = "relocate"
    text = "move this card to {target}"
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if not super().candidate(ctx, card) or card.info.kind not in _LOCATION_KINDS or card.id == ctx.card.parent:
            return False
        if is_within(ctx.state, ctx.card, card):
            return False
        return check_target(ctx.state, ctx.seat, ctx.card.info, Placement.AGAINST, card) is None

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        targets = card_targets(ctx)
        if isinstance(targets, ChoiceRequest):
            return targets
        for target in targets[:1]:
            to_table(ctx.state, ctx.card, ctx.seat, target.id, ctx.events)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"moves against #{target.id}"))
            _disengage_spotlit(ctx.state, ctx.card, ctx.events)
        return None


def killed(state: GameState, card: CardState, killer: Seat, events: list[Event]) -> None:
    """``card`` is killed (destroyed) by a card of ``killer``'s: it leaves play, then its
    ``on_destroyed`` effects happen at once (before anything else resolves) when another
    player killed it: ``rally_crew`` for every other living player in seat order, then
    ``killer_discards`` for the killer."""
    victim_side = card.controller
    events.append(CardDestroyed(card.id))
    leave_play(state, card, LeaveReason.DESTROYED, events)
    if killer == victim_side:
        return
    steps: list[EffectStep] = []
    for effect in card.info.effects_of(Trigger.ON_DESTROYED):
        if effect.kind is Kind.RALLY_CREW:
            steps += [EffectStep(seat, card.id, effect, ActionItem(seat, card.id)) for seat in state.living_seats() if seat != killer]
        elif effect.kind is Kind.KILLER_DISCARDS:
            steps.append(EffectStep(killer, card.id, effect, ActionItem(killer, card.id)))
    state.steps[0:0] = steps


class RallyCrewResolver(Resolver):
    """A player (the step's seat) may play one crew card from hand at once, out of turn
    and without a card play: they choose the crew card (or skip), and it goes onto their
    strongest ship, base or terrain that may take it (the lowest instance number on a tie).
    Every other player is asked, with a crew card in hand or not (hidden information)."""

    name = "rally_crew"
    text = "let every other player play {amount} crew card(s) from hand to their fleet at once"
    needs = ("amount",)

    def _homes(self, state: GameState, seat: Seat, crew: CardState) -> list[CardState]:
        homes = [
            c for c in state.fleet(seat)
            if c.info.kind in _LOCATION_KINDS and unit_of(state, c) is c
            and check_target(state, seat, crew.info, Placement.ON, c) is None
        ]
        return sorted(homes, key=lambda c: (-strength(state, c), c.id))

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state = ctx.state
        if ctx.skipped:
            return None
        hand = [state.cards[i] for i in state.players[ctx.seat].hand]
        crew = [c for c in hand if c.info.kind is CardType.CREW and self._homes(state, ctx.seat, c)]
        if ctx.chosen is None:  # asked even with no crew card in hand: whether one is asked shows nothing of the hand
            prompt = "the Media Personality was killed: you may play one crew card from your hand to your fleet at once"
            return ChoiceRequest(prompt, tuple(c.id for c in crew), may_skip=True, ask_anyway=True)
        chosen = state.cards[ctx.chosen]
        homes = self._homes(state, ctx.seat, chosen) if chosen.id in state.players[ctx.seat].hand else []
        if homes:
            to_table(state, chosen, ctx.seat, homes[0].id, ctx.events)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{ctx.seat} plays #{chosen.id} onto #{homes[0].id}"))
        return None


class KillerDiscardsResolver(Resolver):
    """The player who killed the card (the step's seat) discards one crew card of their
    fleet, of their choice."""

    name = "killer_discards"
    text = "make the player who killed it discard {amount} crew card(s) from their fleet"
    needs = ("amount",)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state = ctx.state
        crew = [c for c in state.in_play() if c.controller == ctx.seat and c.info.kind is CardType.CREW]
        if ctx.chosen is None:
            if not crew:
                return None
            return ChoiceRequest("discard one crew card of your fleet", tuple(c.id for c in crew))
        chosen = state.cards[ctx.chosen]
        if chosen.in_play and chosen.controller == ctx.seat:
            leave_play(state, chosen, LeaveReason.DISCARDED, ctx.events)
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"p{ctx.seat} discards #{chosen.id}"))
        return None


class DoublePointResolver(Resolver):
    """Continuous (the Technician; read by ``allocation``): an energy or repair point
    allocated to the card reaches its ship, base or terrain twice, once a turn, instead of
    the research point it provides."""

    name = "double_point"
    text = "let one point given to this card each turn reach {target} twice, instead of its research point (points: which types)"
    params = {"points": str}
    continuous = True
    stat = Stat.POINT_DOUBLING


class PilotResolver(Resolver):
    """Continuous (the Green Fighter Pilot; read by ``placement``, ``stats.pilot_extra`` and
    ``galactic_empires/pilots.py``): it flies the shuttle or fighter it is aboard."""

    name = "pilot"
    text = (
        "fly {target} (a shuttle or fighter): it may be played independently, and one of its single-use Phasers fires "
        "one extra time on a later turn"
    )
    continuous = True
    stat = Stat.PILOTING

