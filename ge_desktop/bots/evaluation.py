"""How good a position is for one seat: the search's judgement where a rollout stops.

``evaluate(state, seat)`` is a number in [0, 1] (a win 1, a loss 0, a game at the turn cap
0.5): a logistic of a weighted difference between the seat and its strongest opponent of

- Sector HQ damage left to take (25 less damage taken; v2.1 DAMAGING THE SECTOR HQ),
- fleet strength: the worth (``position.card_value``) of its cards in play, with a unit's
  damage taken off and a disengaged card counted at half,
- engaged output: the points its engaged cards generate each turn,
- cards in hand (choices for the coming turns).

It reads a sampled world (``beliefs.py``), never the real game: a searching bot only ever
evaluates states it made up from what it may know.
"""

from __future__ import annotations

import math

from ge_desktop.bots.position import HQ_LIFE, card_value
from ge_desktop.cards.model import PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import UNITS
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import DieKind

W_HQ = 0.16  # per point of Sector HQ damage
W_FLEET = 0.025  # per strength point of fleet worth
W_OUTPUT = 0.06  # per point of engaged output
W_HAND = 0.04  # per card in hand


def side_score(state: GameState, seat: Seat) -> float:
    """The seat's material: HQ life, fleet worth, engaged output and hand, weighted."""
    player = state.players[seat]
    if player.eliminated:
        return -100.0
    fleet = 0.0
    output = 0
    for card in state.fleet(seat):
        info = card.info
        worth = float(card_value(info))
        if info.kind in UNITS:
            taken = card.dice.get(DieKind.STRUCTURE, 0) + card.dice.get(DieKind.PERMANENT, 0)
            worth *= max(0.2, 1 - taken / max(1, info.strength))
        if not card.engaged:
            worth *= 0.5
        else:
            output += sum(n for p, n in info.generates.items() if p is not PointType.DAMAGE)
        fleet += worth
    hq = HQ_LIFE - player.hq_damage
    return W_HQ * hq + W_FLEET * fleet + W_OUTPUT * output + W_HAND * min(len(player.hand), 12)


def evaluate(state: GameState, seat: Seat) -> float:
    """The seat's chance of winning as the position looks: 0 (lost) to 1 (won)."""
    outcome = state.outcome
    if outcome is not None:
        if outcome.winner is None:
            return 0.5
        return 1.0 if outcome.winner == seat else 0.0
    mine = side_score(state, seat)
    best = max((side_score(state, p.seat) for p in state.players if p.seat != seat and not p.eliminated), default=-100.0)
    return 1.0 / (1.0 + math.exp(-(mine - best)))
