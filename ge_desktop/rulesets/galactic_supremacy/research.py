"""RESEARCH PHASE: a Research card and credits for a technology level; picks after a roll of 10.

Pay 10 and roll on the Technology Table; Catchup (15) raises a technology in which some
living opponent is ahead of the player; Directed effort (20) raises any technology. The
card is discarded. There is no top level. A roll of 10 ("pick one of the above") becomes
a pending pick, as in the advanced setup.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.actions import CatchUp, Directed, PickTech, Research
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind, Seat
from ge_desktop.rulesets.galactic_supremacy.economy import superior_techs
from ge_desktop.rulesets.galactic_supremacy.flow import raise_tech, roll_technology
from ge_desktop.rulesets.galactic_supremacy.state import GameState, Phase
from ge_desktop.rulesets.galactic_supremacy.zones import discard_from_hand

ROLL_COST, CATCHUP_COST, DIRECTED_COST = 10, 15, 20


def _cost(action: Research | CatchUp | Directed) -> int:
    return ROLL_COST if isinstance(action, Research) else CATCHUP_COST if isinstance(action, CatchUp) else DIRECTED_COST


def check_research(state: GameState, seat: Seat, action: Research | CatchUp | Directed) -> str | None:
    if state.phase is not Phase.RESEARCH:
        return "research is done in the Research Phase"
    if action.card not in state.players[seat].hand or state.kind(action.card) is not CardKind.RESEARCH:
        return f"#{action.card} is not a Research card in your hand"
    if state.players[seat].credits < _cost(action):
        return f"this costs {_cost(action)} credits"
    if isinstance(action, CatchUp) and action.tech not in superior_techs(state, seat):
        return f"Catchup: no opponent is ahead of you in {action.tech.label}"
    return None


def research(state: GameState, seat: Seat, action: Research | CatchUp | Directed) -> None:
    cost = _cost(action)
    state.players[seat].credits -= cost
    discard_from_hand(state, seat, action.card)
    state.say(f"p{seat} plays #{action.card} {state.cards[action.card].name} and pays {cost} credits")
    if isinstance(action, Research):
        roll_technology(state, seat)
    else:
        raise_tech(state, seat, action.tech, "catches up" if isinstance(action, CatchUp) else "directs research")


def pick(state: GameState, seat: Seat, action: PickTech) -> None:
    state.choices.pop(0)
    raise_tech(state, seat, action.tech, "picks")
