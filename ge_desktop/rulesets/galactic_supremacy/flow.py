"""The shape of a game: SETUP, the seven-phase TURN SEQUENCE, elimination and victory.

SETUP: each player has his Homeworld in play, draws 2 cards and starts at level 1 in all
nine technologies; everyone rolls 1D10 and the high roll goes first (tied high rolls roll
again among themselves; play then goes on in seat order after the first player). With the
OPTIONAL ADVANCED SETUP RULE each player then rolls five times on the Technology Table (a
10 lets him pick), before the cards are dealt. The Production Phase has no choices and runs
by itself. OBJECT: a player whose Homeworld is destroyed loses (his cards leave play and
his hand is discarded); the last player left wins by conquest.
"""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_supremacy.cards import CardId, CardKind, Seat, Tech, deck_definitions, homeworld_card, tech_from_roll
from ge_desktop.rulesets.galactic_supremacy.economy import hand_size, production
from ge_desktop.rulesets.galactic_supremacy.state import GameState, HandLimitChoice, Outcome, Phase, PickChoice, PlayerState, Setup, TurnState, Unit
from ge_desktop.rulesets.galactic_supremacy.zones import discard, draw_to_hand, remove_unit

STARTING_HAND = 2
ADVANCED_ROLLS = 5
COMMON = Seat(-1)  # owner of the common deck's cards


def new_state(setup: Setup, seed: int | None = None) -> GameState:
    """A game set up and at its first decision (a setup pick, or the first player's Draw Phase);
    ``seed`` (default: the setup's) seeds the game's generator."""
    problem = setup.problem()
    if problem:
        raise ValueError(problem)
    if seed is not None:
        setup = replace(setup, seed=seed)
    seed = setup.seed
    # THE DECK: one common deck, or one deck per player; then one homeworld card per player
    defs, owners = [], []
    for owner in range(setup.players) if setup.individual_decks else (COMMON,):
        for card in deck_definitions():
            defs.append(card)
            owners.append(Seat(owner))
    first_homeworld = len(defs)
    for seat in range(setup.players):
        defs.append(homeworld_card(Seat(seat)))
        owners.append(Seat(seat))
    players = [PlayerState(Seat(s), CardId(first_homeworld + s)) for s in range(setup.players)]
    state = GameState(setup, GameRandom(seed), tuple(defs), tuple(owners), players)
    # SETUP: decks shuffled, homeworlds in play
    if setup.individual_decks:
        per = first_homeworld // setup.players
        for p in players:
            p.deck = [CardId(i) for i in range(p.seat * per, (p.seat + 1) * per)]
            state.rng.shuffle(p.deck)
    else:
        state.deck = [CardId(i) for i in range(first_homeworld)]
        state.rng.shuffle(state.deck)
    for p in players:
        state.units[p.homeworld] = Unit(p.homeworld, p.seat, CardKind.HOMEWORLD)
    state.turn_order = _roll_turn_order(state)
    if setup.advanced:
        _advanced_setup(state)
    for seat in state.turn_order:
        for _ in range(STARTING_HAND):
            draw_to_hand(state, seat)
    settle(state)
    return state


def _roll_turn_order(state: GameState) -> list[Seat]:
    """SETUP: 1D10 each, high roll first; ties for the high roll roll again."""
    rolling = [Seat(s) for s in range(state.setup.players)]
    while True:
        rolls = {s: state.rng.roll(10) for s in rolling}
        state.say("turn order rolls: " + ", ".join(f"p{s} {r}" for s, r in rolls.items()))
        best = max(rolls.values())
        rolling = [s for s, r in rolls.items() if r == best]
        if len(rolling) == 1:
            break
    first = rolling[0]
    n = state.setup.players
    order = [Seat((first + k) % n) for k in range(n)]
    state.active = first
    state.say(f"p{first} goes first")
    return order


def _advanced_setup(state: GameState) -> None:
    """OPTIONAL ADVANCED SETUP RULE: five Technology Table rolls per player (a 10 is picked later)."""
    for seat in state.turn_order:
        for _ in range(ADVANCED_ROLLS):
            roll_technology(state, seat)


def roll_technology(state: GameState, seat: Seat) -> None:
    """Roll once on the TECHNOLOGY TABLE for ``seat``: raise the technology, or queue a pick on a 10."""
    roll = state.rng.roll(10)
    tech = tech_from_roll(roll)
    if tech is None:
        state.say(f"p{seat} rolls 10 on the Technology Table and picks a technology")
        state.choices.append(PickChoice(seat))
    else:
        raise_tech(state, seat, tech, f"rolls {roll} on the Technology Table")


def raise_tech(state: GameState, seat: Seat, tech: Tech, why: str) -> None:
    techs = state.players[seat].techs
    techs[tech] += 1
    state.say(f"p{seat} {why}: {tech.label} {techs[tech]}")


def settle(state: GameState) -> None:
    """After every action: begin the first turn once the setup picks are made."""
    if state.outcome is not None:
        state.phase = Phase.GAME_OVER
        state.choices.clear()
        state.asked.clear()
        state.attack = None
        state.offer = None
        return
    if state.phase is Phase.SETUP and not state.choices:
        begin_turn(state, state.active)


def begin_turn(state: GameState, seat: Seat) -> None:
    """A turn begins: its Draw Phase draws one card from the top of the deck."""
    state.active = seat
    state.turn = TurnState()
    state.turn_number += 1
    state.phase = Phase.DRAW
    state.say(f"turn {state.turn_number}: p{seat}")
    draw_to_hand(state, seat)


def end_phase(state: GameState) -> None:
    """The active player is done with the current phase."""
    phase, seat = state.phase, state.active
    if phase is Phase.DRAW:
        # DRAW PHASE: maximum hand size (5, raised by technology); discard the excess
        if len(state.players[seat].hand) > hand_size(state, seat):
            state.choices.append(HandLimitChoice(seat))
            return
        _produce(state)
    elif phase is Phase.COMMAND:
        _enter(state, Phase.BUILD)
    elif phase is Phase.BUILD:
        _enter(state, Phase.ATTACK)
    elif phase is Phase.ATTACK:
        if state.turn.second_attack and not state.turn.second_attack_taken:
            # COMMAND CARD USES, Strategic Initiative: a second attack phase this turn
            state.turn.second_attack_taken = True
            state.turn.attacked.clear()
            state.turn.bonus.clear()
            state.say(f"p{seat} begins a second Attack Phase")
            return
        state.turn.bonus.clear()
        _enter(state, Phase.MOVE)
    elif phase is Phase.MOVE:
        _enter(state, Phase.RESEARCH)
    elif phase is Phase.RESEARCH:
        _end_turn(state)


def hand_limit_met(state: GameState) -> None:
    """A discard brought the hand down to its limit: the Draw Phase ends."""
    state.choices.pop(0)
    _produce(state)


def _enter(state: GameState, phase: Phase) -> None:
    state.phase = phase
    state.say(f"p{state.active}: {phase.value} phase")


def _produce(state: GameState) -> None:
    """PRODUCTION PHASE (no choices): credits from worlds, leaders and technology; saved from turn to turn."""
    seat = state.active
    _enter(state, Phase.PRODUCTION)
    made = production(state, seat)
    state.players[seat].credits += made
    state.say(f"p{seat} produces {made} credits (now {state.players[seat].credits})")
    _enter(state, Phase.COMMAND)


def _end_turn(state: GameState) -> None:
    seat = state.active
    state.players[seat].peeks.clear()  # what Spy and Strategic Planning showed lasts to the end of his turn
    living = state.living()
    order = state.turn_order
    k = order.index(seat)
    for step in range(1, len(order) + 1):
        nxt = order[(k + step) % len(order)]
        if nxt in living:
            begin_turn(state, nxt)
            return


def eliminate(state: GameState, seat: Seat) -> None:
    """OBJECT: ``seat``'s Homeworld is gone: he loses; his units leave play and his hand is discarded."""
    player = state.players[seat]
    player.eliminated = True
    state.say(f"p{seat}'s Homeworld is destroyed: p{seat} is out of the game")
    for unit in [u for u in state.units.values() if u.controller == seat and u.kind is not CardKind.LEADER]:
        if unit.card in state.units:
            remove_unit(state, unit.card)
            discard(state, unit.card)
    for unit in [u for u in state.units.values() if u.controller == seat]:  # leaders on nothing of his
        del state.units[unit.card]
        discard(state, unit.card)
    for card in list(player.hand):
        player.hand.remove(card)
        discard(state, card)
    player.peeks.clear()
    state.choices = [c for c in state.choices if c.seat != seat]
    state.asked = [s for s in state.asked if s != seat]
    if state.offer is not None and seat in (state.offer[0], state.offer[1].to):
        state.offer = None
    living = state.living()
    if len(living) == 1:
        state.outcome = Outcome(living[0], "conquest")
        state.say(f"p{living[0]} has conquered every other Homeworld and wins")
