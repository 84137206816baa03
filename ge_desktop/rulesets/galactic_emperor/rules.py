"""The rule checker and ``apply``: one table from action type to (check, apply, aid heading).

``check(state, action)`` names why an action is illegal for the player who must act now
(``flow.to_act``), or returns None; ``apply`` trusts its input and then ``settle``s. What may
be done depends first on what the game waits for, in this order: an interrupt (Saboteur,
Time Warp, Ambassador), a combat decision, the Direction marker, a role choice, and
otherwise the role being played. ``legal.py`` lists candidates and keeps those this checker
accepts, so listing and checking cannot disagree.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ge_desktop.rulesets.galactic_emperor import combat, economy, explorer, regent, techs, warlord
from ge_desktop.rulesets.galactic_emperor.actions import (
    Action,
    Assign,
    Bonus,
    Build,
    BuyInfluence,
    BuyTech,
    ChooseRole,
    Collect,
    Continue,
    Done,
    DropDie,
    Explore,
    ExtraDie,
    Fight,
    FreeFighter,
    Fund,
    Influence,
    Interrupt,
    Move,
    Pass,
    Pirate,
    Produce,
    Sabotage,
    Scan,
    SetDirection,
    TimeWarp,
    Trade,
    UseTech,
    Warp,
)
from ge_desktop.rulesets.galactic_emperor.components import Role, Seat, Tech
from ge_desktop.rulesets.galactic_emperor.flow import choose_role, end_turn, set_direction, settle, to_act
from ge_desktop.rulesets.galactic_emperor.state import AmbassadorWindow, GameState, Phase, SabotageWindow, TimeWarpWindow

_ROLE_ACTIONS: dict[Phase, tuple[type[Action], ...]] = {
    Phase.EXPLORER: (Explore, Scan),
    Phase.MERCHANT: (Collect, Trade, Fund, Pirate, Done),
    Phase.STEWARD: (Bonus, UseTech, Produce, Done),
    Phase.ENGINEER: (FreeFighter, UseTech, Build, Done),
    Phase.WARLORD: (UseTech, Warp, Fight, Move, Done),
    Phase.SCIENTIST: (BuyTech, Done),
}
# The technology each role lets a player switch on with ``use``.
USE_IN = {Tech.PROTEIN_FIELDS: Role.STEWARD, Tech.ROBOTICS: Role.ENGINEER, Tech.FUSION_ENGINES: Role.WARLORD, Tech.DIPLOMAT: Role.REGENT}


def allowed_kinds(state: GameState) -> tuple[type[Action], ...]:
    """The action types the game accepts now, from what it waits for."""
    if state.outcome is not None:
        return ()
    if state.windows:
        window = state.windows[0]
        if isinstance(window, SabotageWindow):
            return (Sabotage, Pass)
        if isinstance(window, TimeWarpWindow):
            return (TimeWarp, Pass)
        return (Interrupt, Pass)
    battle = state.battle
    if battle is not None:
        return {"extra": (ExtraDie,), "assign": (Assign,), "decide": (Continue,)}.get(battle.step, ())
    if state.phase is Phase.DIRECTION:
        return (SetDirection,)
    if state.phase is Phase.CHOOSE_ROLE:
        return (ChooseRole,)
    role = state.role
    assert role is not None
    if role.dice_pending:
        return (DropDie,)
    if state.phase is Phase.REGENT:
        return (UseTech, BuyInfluence, Done) if role.regent_step == "buy" else (Influence, Done)
    if role.leftovers:
        return (Explore,)
    return _ROLE_ACTIONS[state.phase]


def _ok(state: GameState, seat: Seat, action: Any) -> str | None:
    return None


def _check_role(state: GameState, seat: Seat, action: ChooseRole) -> str | None:
    return None if action.role in state.roles_pool else f"the {action.role.value} is not in the roles pool"


def _check_use(state: GameState, seat: Seat, action: UseTech) -> str | None:
    role = state.role
    assert role is not None
    wanted = USE_IN.get(action.tech)
    if wanted is None or not (role.role is wanted or (wanted is Role.WARLORD and role.role.is_warlord)):
        return f"{action.tech.value} is not switched on in the {role.role.value} role"
    if not techs.usable(state, seat, action.tech):
        return f"you do not hold {action.tech.value} (or it is stopped this round)"
    if f"{seat}:{action.tech.value}" in role.tech_uses:
        return "already in use"
    if action.tech is Tech.DIPLOMAT and seat in role.bought:
        return "use Diplomat before you buy your extra token"
    if action.tech is Tech.FUSION_ENGINES and any(s.moved for s in state.ships.values() if s.owner == seat):
        return "switch Fusion Engines on before your ships move"
    return None


def _use(state: GameState, seat: Seat, action: UseTech) -> None:
    role = state.role
    assert role is not None
    role.tech_uses.append(f"{seat}:{action.tech.value}")
    techs.declare(state, seat, action.tech)


def _check_done(state: GameState, seat: Seat, action: Done) -> str | None:
    role = state.role
    if role is not None and role.contested:
        return "combat must be resolved before the end of your turn"
    return None


def _check_extra(state: GameState, seat: Seat, action: ExtraDie) -> str | None:
    battle = state.battle
    assert battle is not None
    return None if any(s.kind is action.kind for s in state.ships_at(battle.at, seat)) else f"you have no {action.kind.value} in this battle"


def _check_time_warp(state: GameState, seat: Seat, action: TimeWarp) -> str | None:
    window = state.windows[0]
    assert isinstance(window, TimeWarpWindow)
    if window.again != action.again or (action.again and action.index != 0):
        return "re-roll the same die once more (reroll), or keep it (pass)" if window.again else "name the die to re-roll (timewarp N)"
    return None if action.again or 0 <= action.index < len(state.dice) else f"name one of the {len(state.dice)} dice (0-based)"


def _check_interrupt(state: GameState, seat: Seat, action: Interrupt) -> str | None:
    return None if isinstance(state.windows[0], AmbassadorWindow) else "nothing to interrupt"


def _explore(state: GameState, seat: Seat, action: Explore) -> None:
    role = state.role
    assert role is not None
    leftover = role.leftovers
    explorer.explore(state, seat, action)
    if not leftover:
        end_turn(state)


Check = Callable[[GameState, Seat, Any], str | None]
Apply = Callable[[GameState, Seat, Any], None]

_RULES: dict[type[Action], tuple[Check, Apply, str]] = {
    SetDirection: (_ok, lambda s, seat, a: set_direction(s, a.left), "Game Rounds"),
    ChooseRole: (_check_role, lambda s, seat, a: choose_role(s, seat, a.role), "Game Rounds"),
    Done: (_check_done, lambda s, seat, a: end_turn(s), "Game Rounds"),
    Pass: (_ok, lambda s, seat, a: techs.decline(s), "Technologies"),
    Explore: (explorer.check_explore, _explore, "Explorer"),
    Scan: (explorer.check_scan, explorer.scan, "Long Range Scanners"),
    DropDie: (economy.check_drop, economy.drop, "Merchant"),
    Collect: (economy.check_collect, economy.collect, "Merchant"),
    Trade: (economy.check_trade, economy.trade, "Merchant"),
    Fund: (economy.check_fund, economy.fund, "Merchant"),
    Pirate: (economy.check_pirate, economy.pirate, "Space Pirate"),
    Bonus: (economy.check_bonus, economy.bonus, "Steward"),
    Produce: (economy.check_produce, economy.produce, "Steward"),
    FreeFighter: (economy.check_free_fighter, economy.free_fighter, "Engineer"),
    Build: (economy.check_build, economy.build, "Engineer"),
    BuyTech: (economy.check_buy_tech, economy.buy_tech, "Scientist"),
    UseTech: (_check_use, _use, "Technologies"),
    Move: (warlord.check_move, warlord.move, "Warlord, Moving"),
    Warp: (warlord.check_warp, warlord.warp, "The Black Hole"),
    Fight: (warlord.check_fight, warlord.fight, "Warlord, Firing"),
    ExtraDie: (_check_extra, lambda s, seat, a: combat.extra(s, a.kind), "Warlord, Firing"),
    Assign: (combat.check_assign, combat.assign, "Removing Casualties"),
    Continue: (_ok, lambda s, seat, a: combat.decide(s, a.retreat), "Warlord, Firing"),
    BuyInfluence: (regent.check_buy, regent.buy, "Regent, Gain Influence"),
    Influence: (regent.check_influence, regent.influence, "Regent, Exert Influence"),
    Interrupt: (_check_interrupt, lambda s, seat, a: techs.interrupt(s, seat), "Ambassador"),
    Sabotage: (_ok, lambda s, seat, a: techs.sabotage(s, seat), "Saboteur"),
    TimeWarp: (_check_time_warp, lambda s, seat, a: techs.time_warp(s, seat, a.index, a.again), "Time Warp"),
}


def heading(action: Action) -> str:
    """The aid's heading for the rule an action follows."""
    return _RULES[type(action)][2]


def check(state: GameState, action: Action) -> str | None:
    """Why ``action`` is illegal for the player to act now, or None when it is legal."""
    seat = to_act(state)
    if seat is None:
        return "the game is over"
    if type(action) not in allowed_kinds(state):
        return f"{action.verb or action.notation()} is not possible now ({waiting_for(state)})"
    return _RULES[type(action)][0](state, seat, action)


def apply(state: GameState, action: Action) -> None:
    """Play a legal ``action`` for the player to act now (unchecked: see ``check``)."""
    seat = to_act(state)
    assert seat is not None
    _RULES[type(action)][1](state, seat, action)
    settle(state)


def waiting_for(state: GameState) -> str:
    """What the game waits for, in words."""
    seat = to_act(state)
    if seat is None:
        return "the game is over"
    if state.windows:
        return f"p{seat} may answer with {type(state.windows[0]).__name__.removesuffix('Window')}"
    if state.battle is not None:
        return f"p{seat} in the battle at {state.battle.at.text()} ({state.battle.step})"
    if state.role is not None:
        return f"p{seat}'s {state.role.role.value} turn"
    return f"p{seat} {'points the Direction marker' if state.phase is Phase.DIRECTION else 'chooses a role'}"
