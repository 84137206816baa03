"""``StandardBot``: a heuristic player of the full rules, from its observation only.

It decides by what the engine is waiting for, then by phase:

- a card's question (``choose``): a card or player of an opponent for an effect that
  hurts, one of its own for an effect that helps, the best card of a pile it searches;
- a reaction window: react only when a reaction saves a card (``combat.py``);
- reserve fleet (pregame): its most valuable unit, then ``done``;
- allocation and card plays: ``economy.py``; weapons fire: ``combat.py``;
- discard: with a Card Play unused and ten or more cards in hand (so fewer than two
  would be drawn), the least useful hand card goes; fleet cards are kept;
- draw: as many cards as allowed.

Every choice is deterministic given the observation; ties go to the first legal action.
"""

from __future__ import annotations

from collections.abc import Sequence

from ge_desktop.bots.combat import reaction_action, weapons_action
from ge_desktop.bots.economy import allocation_action, play_action
from ge_desktop.bots.position import HOSTILE_KINDS, SHIELDING_KINDS, Position, card_value, hostile, reactive_only
from ge_desktop.cards.model import CardType
from ge_desktop.engine.actions import Action
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_empires.actions import Choose, ChooseReserve, Discard, Done, Draw, Pass, UseFunction
from ge_desktop.rulesets.galactic_empires.cardinfo import UNITS, CardInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation
from ge_desktop.rulesets.galactic_empires.terms import Phase, Zone

FULL_DRAW_HAND = 9  # v2.1 L349: with 9 cards or fewer in hand a player draws 2
_FRIENDLY_PICKS = frozenset({Kind.SEARCH_DECK, Kind.RETRIEVE_DISCARD})


class StandardBot:
    """Plays to win: engages its best cards, fires where it destroys, reacts to save."""

    def __init__(self, rng: GameRandom) -> None:
        self.rng = rng  # kept for symmetry with other bots; the heuristics are deterministic

    def decide(self, observation: Observation, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        pos = Position(observation)
        if any(isinstance(a, Choose) for a in legal):
            return choose_action(pos, legal)
        if any(isinstance(a, Pass) for a in legal):
            return reaction_action(pos, legal)
        phase = observation.phase
        if phase is Phase.RESERVE:
            return reserve_action(pos, legal)
        if phase is Phase.ALLOCATION:
            return allocation_action(pos, legal)
        if phase.is_card_play:
            return play_action(pos, legal)
        if phase is Phase.WEAPONS_FIRE:
            return weapons_action(pos, legal)
        if phase is Phase.DISCARD:
            return discard_action(pos, legal)
        if phase is Phase.DRAW:
            salvages = [a for a in legal if isinstance(a, UseFunction)]
            if salvages:
                return salvages[0]  # a Salvage Tug takes its equipment back before the draw
            draws = [a for a in legal if isinstance(a, Draw)]
            return max(draws, key=lambda a: a.count) if draws else legal[0]
        return Done() if Done() in legal else legal[0]


def reserve_action(pos: Position, legal: Sequence[Action]) -> Action:
    """One unit in the reserve fleet (the most valuable one), then ``done``."""
    if pos.player.reserve:
        return Done() if Done() in legal else legal[0]
    picks = [a for a in legal if isinstance(a, ChooseReserve) and (info := pos.info(a.card)) is not None and info.kind in UNITS]
    if not picks:
        return Done() if Done() in legal else legal[0]
    return max(picks, key=lambda a: (card_value(pos.info(a.card)), -a.card))  # type: ignore[arg-type]


def hand_worth(pos: Position, info: CardInfo) -> float:
    """How much keeping a hand card is worth (the Discard Phase drops the least)."""
    if info.unique and pos.on_table(info.card_id):
        return -1
    if info.kind is CardType.TERRAIN:
        return 1 if pos.terrain_count() >= 2 * 4 else 6 + sum(info.generates.values())
    if info.kind in UNITS:
        return 4 + card_value(info)
    if reactive_only(info) or info.reaction:
        return 9
    return 5 if hostile(info) else 3


def discard_action(pos: Position, legal: Sequence[Action]) -> Action:
    """Drop the least useful hand card while that lets it draw more; keep the fleet."""
    done = Done() if Done() in legal else legal[-1]
    if pos.player.hand_count <= FULL_DRAW_HAND:
        return done
    hand = {view.id for view in pos.hand}
    options = [a for a in legal if isinstance(a, Discard) and a.card in hand]
    if not options:
        return done
    return min(options, key=lambda a: (hand_worth(pos, pos.info(a.card)), a.card))  # type: ignore[arg-type]


def _choice_score(pos: Position, action: Choose, kind: str | None) -> float:
    harmful = kind in HOSTILE_KINDS
    if action.player is not None:
        if action.player == pos.me:
            return -50 if harmful else 50
        return (50 + 25 - pos.hq_left(action.player)) if harmful else -50
    if action.card is None:
        return 0  # skip a "may"
    view = pos.card(action.card)
    if view is None or view.info is None:
        return 1
    worth = card_value(view.info)
    if kind == Kind.KILLER_DISCARDS:
        return -worth - view.info.strength / 100  # the Media Personality's killer gives up its least crew
    if (kind in SHIELDING_KINDS or kind == Kind.RETURN_CHEAP_SHIP) and view.controller == pos.me and any(item.target == view.id for item in pos.obs.stack):
        return 100 + worth  # the card under fire is the one to screen (or to take back to the hand: Nagiridni Pirate Outpost)
    if kind == Kind.DISCARD_EXCHANGE:
        return -worth  # the card given for the one coming back: the least worth
    if kind in _FRIENDLY_PICKS or kind == Kind.HAND_DISCARD:
        return 10 + worth
    if kind == Kind.NEGATE:
        return 10 if view.controller != pos.me else -10
    theirs = view.controller != pos.me if view.zone is Zone.PLAY else view.owner != pos.me
    if harmful:
        return 10 + worth if theirs else -10 - worth
    return -10 if theirs else 10 + worth


def choose_action(pos: Position, legal: Sequence[Action]) -> Action:
    """Answer a card's question by whether its effect hurts or helps."""
    kind = pos.obs.choice_kind
    options = [a for a in legal if isinstance(a, Choose)]
    return max(options, key=lambda a: _choice_score(pos, a, kind))
