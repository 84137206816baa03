"""Technology queries: production, hand size, technological advantages and combat dice.

PRODUCTION PHASE: a Homeworld makes 5 credits, another Sector 1, a Leader on a Sector 2
more; each level above the first that a player has in *all* of Terraforming, Industry and
Energy (the lowest of the three, minus one) adds one credit to each of his worlds (we read
"worlds" as his Sector cards, the Homeworld included: a card is the unit the rules count)
and one card to his maximum hand size of 5. ATTACK PHASE: a Fleet or Sector rolls one
die, a Homeworld five; each of the five combat technologies in which a player is ahead of
his opponent gives each of his units one more die, and so does a Leader on the unit.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.cards import COMBAT_TECHS, ECONOMY_TECHS, CardId, CardKind, Seat, Tech
from ge_desktop.rulesets.galactic_supremacy.state import GameState

BASE_HAND_SIZE = 5
HOMEWORLD_CREDITS = 5
SECTOR_CREDITS = 1
LEADER_CREDITS = 2
HOMEWORLD_DICE = 5


def economy_bonus(state: GameState, seat: Seat) -> int:
    """Levels above the first held in all of Terraforming, Industry and Energy."""
    techs = state.players[seat].techs
    return min(techs[t] for t in ECONOMY_TECHS) - 1


def hand_size(state: GameState, seat: Seat) -> int:
    return BASE_HAND_SIZE + economy_bonus(state, seat)


def production(state: GameState, seat: Seat) -> int:
    """Credits ``seat`` makes in his Production Phase."""
    bonus = economy_bonus(state, seat)
    total = 0
    for sector in state.sectors_of(seat):
        total += HOMEWORLD_CREDITS if sector.kind is CardKind.HOMEWORLD else SECTOR_CREDITS
        total += bonus
        if state.leader_of(sector.card) is not None:
            total += LEADER_CREDITS
    return total


def advantages(state: GameState, seat: Seat, opponent: Seat) -> int:
    """Combat technologies in which ``seat`` is strictly ahead of ``opponent``."""
    mine, theirs = state.players[seat].techs, state.players[opponent].techs
    return sum(1 for t in COMBAT_TECHS if mine[t] > theirs[t])


def superior_techs(state: GameState, seat: Seat) -> list[Tech]:
    """Technologies in which some living opponent is ahead of ``seat`` (RESEARCH PHASE, Catchup)."""
    mine = state.players[seat].techs
    return [t for t in Tech if any(state.players[o].techs[t] > mine[t] for o in state.living() if o != seat)]


def combat_dice(state: GameState, card: CardId, opponent: Seat) -> int:
    """Dice ``card`` rolls against ``opponent``: base, technological advantages, Leader, Tactical Superiority."""
    unit = state.units[card]
    dice = HOMEWORLD_DICE if unit.kind is CardKind.HOMEWORLD else 1
    dice += advantages(state, unit.controller, opponent)
    if state.leader_of(card) is not None:
        dice += 1
    return dice + state.turn.bonus.get(card, 0)
