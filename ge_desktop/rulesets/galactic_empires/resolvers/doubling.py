"""One card's effect counted twice (issue 38: R/L1 Unlucky Crew Action, D5 Void Dragoness).

A *doubled* card acts "as if two such cards were played": as its play resolves, each of its
on-play effects resolves a second time right after the first (``DoubledPlayKind`` copies them
onto the resolution steps), and while it is doubled (``CardState.doubled_until``, read by
``stats.counts_twice``) every continuous effect it has counts twice wherever the stats layer
reads it: two strength penalties, two halvings, two requirement changes; a yes-or-no effect
(suspended functions, blocked weapons) is the same once or twice. Its duration die and its
own research cost are not doubled (one card is in play).

What doubles a play (``doubler_of``, asked by ``resolution._expand`` as a card play resolves;
nothing is scanned for a card that is neither a luck, an occurrence nor a hazard card):

- an Unlucky Crew Action on the crew the card is played on or against, when the card is "negative":
  a luck or occurrence card played by a player other than the crew's, with a hostile effect. The
  first such card completing its play is doubled for as long as it stays in play, and the Unlucky
  Crew Action is discarded (used). Played as a reaction (its R/), it answers such a play on a
  crew and goes onto that crew first, so the play it answers is the one doubled.
- an engaged Void Dragoness of the hazard's player whose current strength is at least the
  hazard's: "allows" is a choice, so the hazard's player is asked (``choose #dragon`` or
  ``choose skip``); a doubled hazard counts twice for the rest of the player turn it is played
  in, then once.

Readings to confirm: "negative" is read as above (an opponent's luck or occurrence card with a
hostile effect, so a Lucky Crew Action on one's own crew is not one); the Void Dragoness may double
every hazard of at most its strength its player plays while it is engaged (the card sets no
limit a turn), each at its player's choice.
"""

from __future__ import annotations

from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind, Stat
from ge_desktop.rulesets.galactic_empires.events import EffectResolved
from ge_desktop.rulesets.galactic_empires.pending import EffectStep, PlayItem, ReactionItem
from ge_desktop.rulesets.galactic_empires.resolvers.base import ChoiceRequest, Context, ReactionCheck, Resolver
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import pending_cards, strength, turn_index, unit_of
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, leave_play

FOR_GOOD = 1 << 30  # ``doubled_until`` of a card doubled as long as it stays in play (no turn index gets there)
_MISFORTUNE = frozenset({CardType.LUCK, CardType.OCCURRENCE})
DOUBLED_TYPES = _MISFORTUNE | {CardType.HAZARD}  # the only cards a play of which may be doubled


class DoubleMisfortuneResolver(Resolver):
    """Continuous, on a crew: the first negative luck or occurrence card played to that crew
    counts twice; then this card is discarded."""

    name = "double_misfortune"
    text = "make the first luck or occurrence card an opponent plays to the crew it is on count twice"
    continuous = True
    stat = Stat.DOUBLES_MISFORTUNE

    def reaction_use(self, check: ReactionCheck) -> bool:
        """Played in reaction to a negative luck or occurrence card played onto a crew: onto that crew."""
        item = check.item
        if not isinstance(item, (PlayItem, ReactionItem)) or check.location is None or not check.location.info.is_crew:
            return False
        played = check.state.cards[item.card]
        return played.parent == check.location.id and misfortune_for(played, check.location)


class DoubleHazardsResolver(Resolver):
    """Continuous, on a dragon: while it is engaged, its player may make a hazard card of at most
    the dragon's current strength count twice in the turn the hazard is played."""

    name = "double_hazards"
    text = "while engaged, let your hazard cards of at most its strength count twice the turn they are played"
    continuous = True
    stat = Stat.DOUBLES_HAZARDS


class DoubledPlayKind(Resolver):
    """The engine's step before a doubled play's effects (``resolution._expand`` adds it when
    ``doubler_of`` finds a card doubling it): asks the dragon's player, marks the card doubled,
    repeats its on-play steps and uses up an Unlucky Crew Action."""

    name = "doubled_play"
    text = "make this card count twice, as if two were played"
    in_card_data = False

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        state, card = ctx.state, ctx.card
        doubler = doubler_of(state, card)
        if doubler is None or not card.in_play or ctx.skipped:
            return None
        if _is_dragon_doubler(doubler) and ctx.chosen != doubler.id:
            prompt = f"#{card.id} may count twice this turn, as if two were played: choose #{doubler.id} to use it (skip: it counts once)"
            return ChoiceRequest(prompt, (doubler.id,), may_skip=True)
        card.doubled_until = turn_index(state) + 1 if _is_dragon_doubler(doubler) else FOR_GOOD
        _repeat_on_play_steps(state, card)
        how = "for the rest of this turn" if _is_dragon_doubler(doubler) else "while it stays"
        ctx.events.append(EffectResolved(card.id, self.kind, f"counts twice {how}, as if two were played (#{doubler.id} {doubler.info.title})"))
        if not _is_dragon_doubler(doubler):
            leave_play(state, doubler, LeaveReason.DISCARDED, ctx.events)  # discarded after use
        return None


def _repeat_on_play_steps(state: GameState, card: CardState) -> None:
    """Each on-play effect step of the card's play, waiting next, resolves a second time after the first ones."""
    own = []
    for step in state.steps:
        if not isinstance(step, EffectStep) or step.card != card.id:
            break
        own.append(step)
    again = [step for step in own if step.effect.trigger is Trigger.ON_PLAY]
    state.steps[len(own):len(own)] = again


def doubler_of(state: GameState, card: CardState) -> CardState | None:
    """The card in play that makes this card's play count twice as it resolves, or None."""
    types = card.info.types
    if types & _MISFORTUNE and card.parent is not None:
        crew = state.cards[card.parent]
        if crew.info.is_crew and misfortune_for(card, crew):
            return _unlucky_action_on(state, crew, card)
    if CardType.HAZARD in types:
        return _void_dragon_for(state, card)
    return None


def misfortune_for(card: CardState, crew: CardState) -> bool:
    """Is this a negative luck or occurrence card for that crew: played by another player, with a hostile effect?"""
    return bool(card.info.types & _MISFORTUNE) and card.controller != crew.controller and any(e.kind.hostile for e in card.info.effects)


def _unlucky_action_on(state: GameState, crew: CardState, played: CardState) -> CardState | None:
    waiting = pending_cards(state) if state.pending else set()
    for child_id in crew.children:
        child = state.cards[child_id]
        if child is not played and child.id not in waiting and any(e.kind is Kind.DOUBLE_MISFORTUNE for e in child.info.effects):
            return child
    return None


def _is_dragon_doubler(card: CardState) -> bool:
    return any(e.kind is Kind.DOUBLE_HAZARDS for e in card.info.effects)


def _void_dragon_for(state: GameState, hazard: CardState) -> CardState | None:
    """An engaged dragon of the hazard's player, of at least the hazard's strength, that doubles hazards."""
    dragons: list[CardState] = memo(state, "hazard_doublers", lambda: [c for c in state.in_play() if _is_dragon_doubler(c)])
    waiting = pending_cards(state) if state.pending else set()
    for dragon in dragons:
        if dragon.controller == hazard.controller and dragon.engaged and dragon.id not in waiting:
            if strength(state, unit_of(state, dragon)) >= hazard.info.strength:
                return dragon
    return None
