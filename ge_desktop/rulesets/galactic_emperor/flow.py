"""The shape of a game: Setup, Game Rounds, the turns of a role, End of the Round, Game End.

Setup follows the aid (tokens and the Victory Point pool by player count, 5 marks, 1 metal
and 1 energy in the Storage Facility, the home sectors and the Omega Sun on the board, the
plain stack on the Black Hole on the atomic stack with the unused home sectors, 1 tile per
player plus 1 turned up) with the designed components (``components.py``); the Throne goes
to a seat drawn by the game's generator. A round: the Throne holder points the Direction
marker, then each player in turn from him chooses a role from the pool and everyone takes
its action from the chooser on. ``settle`` takes every step that needs no decision (the
Saboteur's moment, a battle's rolls, skipped turns) until someone must act. Game End: when an
end condition happens the role is finished, then the final count (after an Explorer or
Warlord role), full Storage Facilities, the most marks, and the winner; a tie is fought out
by the fleets of the two tied players with the most controlled sectors (``tie_break``).
"""

from __future__ import annotations

from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_emperor import combat, economy, explorer, regent, techs, warlord
from ge_desktop.rulesets.galactic_emperor.board import controlled, planets, take_vp, turn_order
from ge_desktop.rulesets.galactic_emperor.components import (
    EMPIRE_TOKENS,
    RESERVE,
    ROUND_MARKS,
    START_MARKS,
    STARTING_ROLES,
    STORAGE_CAPACITY,
    VICTORY_POOL,
    Back,
    Components,
    Role,
    Seat,
    ShipKind,
    TileId,
    TileKind,
    load_components,
)
from ge_desktop.rulesets.galactic_emperor.hexes import CENTER, Hex
from ge_desktop.rulesets.galactic_emperor.state import ROLE_PHASE, GameState, Outcome, Phase, PlayerState, RoleTurn, Sector, Setup, Ship
from ge_desktop.rulesets.galactic_emperor.tiebreak import tie_break


def new_state(setup: Setup, components: Components | None = None) -> GameState:
    """A game set up and waiting for the Throne holder to point the Direction marker."""
    problem = setup.problem()
    if problem:
        raise ValueError(problem)
    parts = components if components is not None else load_components()
    n = setup.players
    rng = GameRandom(setup.seed)
    players = [PlayerState(Seat(s), START_MARKS, 1, 1, EMPIRE_TOKENS[n]) for s in range(n)]
    homes = parts.homes()
    board: dict[Hex, Sector] = {CENTER: Sector(next(t.id for t in parts.tiles.values() if t.kind is TileKind.OMEGA_SUN))}
    for seat, at in enumerate(parts.home_layouts[n]):
        board[at] = Sector(homes[seat].id, home_of=Seat(seat))
    ships: dict[str, Ship] = {}
    for seat, at in enumerate(parts.home_layouts[n]):
        for kind, count in RESERVE.items():
            for k in range(count):
                ship = Ship(f"{kind.letter}{k}", Seat(seat), kind)
                if kind is ShipKind.FIGHTER and k < parts.fighters_at_home:
                    ship.at = at
                ships[f"p{seat}{ship.name}"] = ship
    # Setup: the plain stack on top of the Black Hole on top of the atomic stack (with the unused homes)
    plain = [t.id for t in parts.tiles.values() if t.back is Back.PLAIN and t.kind is not TileKind.HOME]
    atomic = [t.id for t in parts.tiles.values() if t.back is Back.ATOMIC and t.kind in (TileKind.SECTOR, TileKind.SUN)]
    atomic += [t.id for t in homes[n:]]
    rng.shuffle(plain)
    rng.shuffle(atomic)
    black_hole = next(t.id for t in parts.tiles.values() if t.kind is TileKind.BLACK_HOLE)
    stack: list[TileId] = atomic + [black_hole] + plain
    state = GameState(setup, parts, rng, players, board, ships, stack, pool_vp=VICTORY_POOL[n], roles_pool=list(STARTING_ROLES))
    state.throne = Seat(rng.below(n))
    explorer.turn_up(state, n + 1)
    state.say(f"p{state.throne} receives the Throne card")
    return state


def to_act(state: GameState) -> Seat | None:
    """Who must act now: an interrupt, a combat decision, the Throne holder, a chooser, or the player whose turn it is."""
    if state.outcome is not None:
        return None
    if state.windows:
        return state.windows[0].seat
    battle = state.battle
    if battle is not None:
        if battle.step == "assign":
            seat = combat.next_to_assign(battle)
            assert seat is not None
            return seat
        return battle.attacker
    if state.phase is Phase.DIRECTION:
        assert state.throne is not None
        return state.throne
    if state.phase is Phase.CHOOSE_ROLE:
        return state.choosers[state.choice_index]
    role = state.role
    assert role is not None
    if role.leftovers:
        return role.chooser
    if role.dice_pending:
        return role.chooser
    return role.current


# --- the round ------------------------------------------------------------------------------


def set_direction(state: GameState, left: bool) -> None:
    assert state.throne is not None
    state.direction = 1 if left else -1
    state.choosers = turn_order(state, state.throne)
    state.choice_index = 0
    state.phase = Phase.CHOOSE_ROLE
    state.say(f"round {state.round_number}: p{state.throne} points the Direction marker {'left' if left else 'right'}")


def choose_role(state: GameState, seat: Seat, role: Role) -> None:
    state.roles_pool.remove(role)
    state.roles_chosen.append(role)
    state.role = RoleTurn(role, seat, turn_order(state, seat))
    state.phase = ROLE_PHASE[role]
    state.count(f"role:{role.value}")
    state.say(f"p{seat} chooses the {role.value}")
    if role is Role.MERCHANT:
        economy.merchant_start(state)
    elif role is Role.REGENT:
        regent.start(state)
    begin_turn(state)


def begin_turn(state: GameState) -> None:
    """A player's turn in the role begins."""
    role = state.role
    assert role is not None
    role.produced, role.free_left, role.discount_left, role.contested = [], 0, 0, []
    if role.role is Role.MERCHANT:
        economy.harvest(state, role.current)
    elif role.role.is_warlord:
        warlord.start_turn(state)


def end_turn(state: GameState) -> None:
    """The current player's turn in the role ends; the next one begins, or the role ends."""
    role = state.role
    assert role is not None
    seat = role.current
    if role.role is Role.MERCHANT:
        economy.sell_excess_food(state, seat)
    if role.role is Role.REGENT and role.regent_step == "exert":
        regent.return_unplaced(state, seat)
    role.index += 1
    if role.index < len(role.order):
        begin_turn(state)
        return
    if role.role is Role.EXPLORER and state.faceup:
        role.leftovers = True
        state.count("ability:explorer_leftovers")
        return
    if role.role is Role.REGENT and role.regent_step == "buy":
        role.regent_step, role.order, role.index = "exert", regent.exert_order(state), 0
        return
    end_role(state)


def end_role(state: GameState) -> None:
    role = state.role
    assert role is not None
    if role.role is Role.EXPLORER:
        explorer.end_role(state)
    elif role.role.is_warlord:
        warlord.end_role(state)
    elif role.role is Role.REGENT:
        regent.resolve(state)
    state.role = None
    if state.ending is not None:
        finish_game(state, role.role)
        return
    state.choice_index += 1
    state.phase = Phase.CHOOSE_ROLE
    if state.choice_index >= len(state.players):
        end_round(state)


def end_round(state: GameState) -> None:
    """End of the Round: a tile if the Explorer was not chosen, roles back, 2 marks each."""
    if Role.EXPLORER not in state.roles_chosen and not state.explorer_flipped:
        explorer.turn_up(state, 1)
    state.roles_chosen = []
    state.roles_pool = [_card(state, r) for r in STARTING_ROLES if not (r is Role.SCIENTIST and state.scientist_removed)]
    for player in state.players:
        player.marks += ROUND_MARKS
    state.used_this_round, state.sabotaged = [], []
    state.round_number += 1
    state.phase = Phase.DIRECTION


def _card(state: GameState, role: Role) -> Role:
    return Role.WARLORD_2 if role is Role.EXPLORER and state.explorer_flipped else role


# --- settling -------------------------------------------------------------------------------


def settle(state: GameState) -> None:
    """Take every step that needs no decision, until someone must act or the game is over."""
    state.version += 1
    while state.outcome is None and not state.windows:
        if techs.next_declared(state):
            continue
        if state.battle is not None:
            if combat.advance(state):
                continue
            return
        if not _skip_turn(state):
            return


def _skip_turn(state: GameState) -> bool:
    """Explorer: a player with no tile to take is skipped; the leftovers end when none remain."""
    role = state.role
    if role is None or role.role is not Role.EXPLORER:
        return False
    if role.leftovers:
        if state.faceup:
            return False
        end_role(state)
        return True
    if explorer.choices(state, role.current):
        return False
    end_turn(state)
    return True


# --- the end --------------------------------------------------------------------------------


def finish_game(state: GameState, role: Role) -> None:
    """Game End and Victory."""
    if role is Role.EXPLORER or role.is_warlord:
        for player in state.players:
            take_vp(state, player.seat, sum(planets(state, h) for h in controlled(state, player.seat)), "final victory count")
    for player in state.players:
        if player.metal == STORAGE_CAPACITY["metal"] and player.energy == STORAGE_CAPACITY["energy"]:
            take_vp(state, player.seat, 1, "full Storage Facility")
    most = max(p.marks for p in state.players)
    rich = [p.seat for p in state.players if p.marks == most]
    for seat in rich:
        take_vp(state, seat, 2 if len(rich) == 1 else 1, "most marks")
    best = max(p.vp for p in state.players)
    tied = [p.seat for p in state.players if p.vp == best]
    reason = state.ending or "vp_pool"
    if len(tied) == 1:
        state.outcome = Outcome(tied[0], reason)
    else:
        winner, how = tie_break(state, tied)
        state.outcome = Outcome(winner, reason, how)
    state.phase = Phase.GAME_OVER
    state.say("final scores: " + ", ".join(f"p{p.seat} {p.vp} VP" for p in state.players))
    state.say(f"the game is over: {'p' + str(state.outcome.winner) + ' wins' if state.outcome.winner is not None else 'a shared victory'}")

