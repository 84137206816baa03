"""``StrongBot``: search over sampled worlds of what its seat may know (the ``strong`` bot).

Information Set Monte Carlo search (Cowling, Powley and Whitehouse, IEEE TCIAIG 2012),
kept to one level, which is what a game of about a thousand small actions a side allows
in a second: every iteration draws a *determinization*, a full world that agrees with
everything the seat has seen (``information.public_state`` blanks what it may not see,
``beliefs.Beliefs`` fills the blanks: its own deck list, the opponent's empire and the
cards seen of him, never his deck list; in a Basic Game the shared deck's list, which
the players made together), plays one candidate action in it, lets the
standard bot play both sides for the rest of this player turn and the next one (a
truncated rollout), and scores the end position (``evaluation.evaluate``: Sector HQ
damage, fleet strength, engaged output, cards in hand).

Which decisions are searched: the ones that shape a game (a Card Play or ending the phase,
the target of a volley, a reaction, a card's question), and at the hard level also which
card the pool engages first (the first point towards a card) and the weapons added to its
volley. Allocating single points, drawing and the reserve fleet follow the standard bot,
whose choice is also always a candidate (so the search only departs from it on evidence).

How the budget is spent: *sequential halving* with common random numbers: in each round
every surviving candidate is played in the same sampled worlds (same hidden cards, same
dice), and the worse half is dropped; the best mean wins (ties: the standard bot's choice,
then the order of ``legal``). The budget is a number of iterations per decision
(``Level``), so a seed decides every choice on any machine; ``time_cap`` seconds is only a
guard, checked after every playout (a search it cuts short says so in ``stats``), and
``hurry()`` ends the current search after the playout under way with the best so far.

The bot sees only its observation and the public state the caller makes with
``information.public_state`` (``match.next_action`` does): never the game.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from ge_desktop.bots.beliefs import Beliefs
from ge_desktop.bots.combat import _per_weapon, _reaction_score, aim_score
from ge_desktop.bots.economy import funding_starts, play_score, use_score
from ge_desktop.bots.evaluation import evaluate
from ge_desktop.bots.position import Position
from ge_desktop.bots.standard import StandardBot, _choice_score
from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.engine.actions import Action
from ge_desktop.engine.game import Game
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.actions import Aim, Allocate, Choose, Done, Fire, FleetFire, Pass, PlayCard, UseFunction
from ge_desktop.rulesets.galactic_empires.pending import item_card
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation, observe
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import Phase

MAX_CANDIDATES = 5  # actions compared at one decision at the normal level (the standard bot's choice among them)
ROLLOUT_TURNS = 2  # player turns a rollout plays: the rest of this one and the next
ROLLOUT_ACTIONS = 400  # a safety net (a player turn is about 35 actions)


class Level(str, Enum):
    """How hard the strong bot thinks: an iteration budget per searched decision, and how
    many candidate actions that budget is spread over.

    Easy takes a single glance (one playout each for the standard bot's choice and the
    best other), so it plays close to the standard bot; normal compares five candidates in
    about 17-20 playouts; hard spends the same on more decisions: it also searches which
    card its points engage first and the weapons it adds to a volley, where normal follows
    the standard bot. (So far hard wins about half its games against normal, as did more
    playouts, more candidates, longer playouts, a judgement fitted to game results, a
    second level of search inside the playouts and, as a diagnostic, this search played in
    the true game with every hidden card and die known: docs/simulate.md.) Seeded results
    reproduce on any machine."""

    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"

    @property
    def iterations(self) -> int:
        return {Level.EASY: 2, Level.NORMAL: 20, Level.HARD: 20}[self]

    @property
    def candidates(self) -> int:
        """The most actions one search compares (the standard bot's choice among them)."""
        return {Level.EASY: 2, Level.NORMAL: MAX_CANDIDATES, Level.HARD: MAX_CANDIDATES}[self]

    @property
    def searches_steps(self) -> bool:
        """Whether two small steps are searched too, at hard only: the first point towards a
        card (which card the pool engages first when it cannot engage them all) and each
        weapon added to its own volley."""
        return self is Level.HARD

    @property
    def time_cap(self) -> float:
        """Seconds after which a search stops after its current playout (a guard, not the budget)."""
        return {Level.EASY: 0.5, Level.NORMAL: 1.2, Level.HARD: 4.0}[self]


@dataclass
class SearchStats:
    """What the bot's searches cost (benchmarks read these)."""

    decisions: int = 0
    searches: int = 0
    iterations: int = 0
    cut_short: int = 0  # searches the time cap or ``hurry`` ended before the budget
    seconds: float = 0.0
    times: list[float] = field(default_factory=list)  # seconds per decision (searched or not)
    cpu_times: list[float] = field(default_factory=list)  # CPU seconds of the deciding thread per decision (load aside)
    changed: int = 0  # searches that chose other than the standard bot
    failed: int = 0  # playouts the engine could not finish in a sampled world
    illegal: int = 0  # playouts whose candidate was not legal in the sampled world


class StrongBot:
    """Plays the standard bot's moves except where a search over sampled worlds finds better."""

    searches = True  # ``match.next_action`` hands it a public state maker as well

    def __init__(
        self,
        rng: GameRandom,
        seat: Seat,
        level: Level = Level.NORMAL,
        catalog: object | None = None,
        time_cap: float | None = -1.0,
    ) -> None:
        self.rng = rng
        self.seat = seat
        self.level = level
        self.time_cap = level.time_cap if time_cap == -1.0 else time_cap
        self.beliefs = Beliefs(seat, catalog)  # type: ignore[arg-type]
        self.policy = StandardBot(rng)  # deterministic: its choices never draw from rng
        self.stats = SearchStats()
        self._hurry = threading.Event()

    def hurry(self) -> None:
        """End the search under way after its current playout (the best so far is played)."""
        self._hurry.set()

    # --- the Bot interface ---------------------------------------------------------------------

    def decide(self, observation: Observation, legal: Sequence[Action]) -> Action:
        """Without a public state (a caller that does not know this bot searches): the
        standard bot's choice."""
        self.beliefs.update(observation)
        return self.policy.decide(observation, legal)

    def decide_searching(self, observation: Observation, legal: Sequence[Action], table: Callable[[], GameState]) -> Action:
        """The action to play: ``table()`` makes the seat's public state (only if needed)."""
        began = time.perf_counter()
        began_cpu = time.thread_time()
        self.stats.decisions += 1
        self.beliefs.update(observation)
        default = self.policy.decide(observation, legal)
        candidates = candidate_actions(observation, legal, default, self.level.candidates, self.level.searches_steps)
        if len(candidates) > 1:
            self._hurry.clear()
            chosen = self.search(observation, table(), candidates)
            self.stats.changed += chosen != default
        else:
            chosen = default
        self.stats.times.append(time.perf_counter() - began)
        self.stats.cpu_times.append(time.thread_time() - began_cpu)
        return chosen

    # --- the search ----------------------------------------------------------------------------

    def search(self, observation: Observation, public: GameState, candidates: list[Action]) -> Action:
        """Sequential halving over ``candidates`` with common sampled worlds."""
        began = time.perf_counter()
        budget = self.level.iterations
        alive = list(candidates)
        totals = {a: 0.0 for a in candidates}
        counts = {a: 0 for a in candidates}
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        spent = 0
        cut = False
        for round_index in range(rounds):
            per = max(1, budget // (rounds * len(alive)))
            for _ in range(per):
                seed = self.rng.next64()
                for action in alive:
                    totals[action] += self.playout(observation, public, action, seed)
                    counts[action] += 1
                    spent += 1
                    if self._stop(began):
                        cut = True
                        break
                if cut:
                    break
            if cut or len(alive) == 1:
                break
            ranked = sorted(alive, key=lambda a: (-totals[a] / max(1, counts[a]), candidates.index(a)))
            alive = ranked[: max(1, (len(alive) + 1) // 2)] if round_index < rounds - 1 else ranked
        self.stats.searches += 1
        self.stats.iterations += spent
        self.stats.cut_short += cut
        self.stats.seconds += time.perf_counter() - began
        return max(alive, key=lambda a: (totals[a] / counts[a] if counts[a] else -1.0, -candidates.index(a)))

    def _stop(self, began: float) -> bool:
        if self._hurry.is_set():
            return True
        return self.time_cap is not None and time.perf_counter() - began > self.time_cap

    def playout(self, observation: Observation, public: GameState, action: Action, seed: int) -> float:
        """Play ``action`` in the world sampled from ``seed``, roll out, and evaluate."""
        world = self.beliefs.determinize(public, GameRandom(seed), observation)
        game = Game(world, [])
        try:
            if not game.is_legal(action):
                self.stats.illegal += 1
                return 0.0  # cannot happen for a public fact; a sampled world that disagrees counts as bad
            game.apply(action)
            rollout(game, self.policy)
        except Exception:  # a sampled world the engine cannot play on: judge it where it stopped
            self.stats.failed += 1
        return evaluate(game.state, self.seat)


def world_observation(state: GameState, seat: Seat) -> Observation:
    """What the standard bot reads of a *sampled world* for ``seat``: ``observe`` cut to the
    cards a decision can name (the seat's fleet and its opponents' in play, its hand, the
    cards a question offers and the stack names); the piles no decision reads (discard
    piles, Sector HQ and ante piles) are left out, which roughly halves the cost of the
    view, and a card's table numbers are worked out only if the decision reads them
    (``QuickFacts``, without the systems' state in words). Only ever used inside a sampled
    world, read at once and dropped (never on the real game, where ``observe`` is the one
    view)."""
    choice = state.choice
    wanted = [c.id for c in state.in_play() if c.face_up or c.controller == seat or c.revealed]
    wanted += state.players[seat].hand
    if choice is not None and choice.seat == seat:
        wanted += choice.cards
    wanted += [card for card in map(item_card, state.pending) if card is not None and card >= 0]
    return observe(state, seat, only=dict.fromkeys(wanted), quick=True)


_WEIGHTS = WeightedAgent(0)  # only its (deterministic) weights are used
_SMALL_STEPS = frozenset({Phase.ALLOCATION, Phase.DISCARD, Phase.DRAW})


def rollout(game: Game, policy: StandardBot, turns: int = ROLLOUT_TURNS, limit: int = ROLLOUT_ACTIONS) -> None:
    """The standard bot plays every seat until ``turns`` player turns have ended; the small
    steps of allocating points, discarding and drawing are played by the engine agent's
    weights at their highest (the same choices in kind, without building a view for each
    point)."""
    state = game.state
    changes = 0
    active = state.active
    for _ in range(limit):
        if game.is_terminal():
            return
        with state.memoized():  # the listing and the view share what they work out of this state
            legal = game.legal_actions()
            if not legal:
                return
            seat = game.to_act
            assert seat is not None  # not terminal
            if len(legal) == 1:
                action = legal[0]
            elif state.phase in _SMALL_STEPS and state.window is None and state.choice is None:
                weights = _WEIGHTS.weights(state, legal)
                action = legal[weights.index(max(weights))]
            else:
                action = policy.decide(world_observation(state, seat), legal)
        game.apply(action)
        if state.active != active:
            active = state.active
            changes += 1
            if changes >= turns:
                return


# --- what is worth searching ---------------------------------------------------------------------


def candidate_actions(
    observation: Observation, legal: Sequence[Action], default: Action, limit: int = MAX_CANDIDATES, steps: bool = False
) -> list[Action]:
    """At most ``limit`` actions for the search to compare (the standard bot's choice first), or just that one
    where the decision is a small step the heuristics handle (allocation, filling a volley,
    drawing, the reserve, discarding). With ``steps``, two of those small steps are
    decisions too: the first point towards a card (which card the pool engages first,
    ``economy.funding_starts``) and each weapon added to its own volley (against firing
    the volley as it is, or other weapons)."""
    pos = Position(observation)
    scored: list[tuple[float, Action]] = []
    if any(isinstance(a, Choose) for a in legal):
        scored = [(_choice_score(pos, a, observation.choice_kind), a) for a in legal if isinstance(a, Choose)]
    elif any(isinstance(a, Pass) for a in legal):
        stack = observation.stack
        if not stack:
            return [default]
        item = stack[-1]
        scored = [(_reaction_score(pos, a, item, 2), a) for a in legal if isinstance(a, (PlayCard, UseFunction))]
        scored.append((0.0, Pass()))
    elif observation.phase.is_card_play:
        for a in legal:
            if isinstance(a, PlayCard):
                scored.append((play_score(pos, a), a))
            elif isinstance(a, UseFunction):
                scored.append((use_score(pos, a), a))
        scored = [(s, a) for s, a in scored if s > 0]
        if Done() in legal:
            scored.append((0.0, Done()))
    elif observation.phase is Phase.WEAPONS_FIRE and observation.open_volley is None:
        scored = [(aim_score(pos, a), a) for a in legal if isinstance(a, Aim)]
        scored += [(1000.0, a) for a in legal if isinstance(a, FleetFire)]
        if Done() in legal:
            scored.append((0.0, Done()))
    elif steps and observation.phase is Phase.WEAPONS_FIRE and observation.open_volley is not None and observation.open_volley.seat == pos.me:
        fires = [a for a in legal if isinstance(a, Fire)]
        if not fires:
            return [default]
        scored = [(a.count * _per_weapon(pos, a.card, a.symbol.value), a) for a in fires]
        if Done() in legal:
            scored.append((1e9, Done()))  # fire the volley as it is: the other choice of kind
    elif steps and observation.phase is Phase.ALLOCATION and isinstance(default, Allocate):
        starts = funding_starts(pos, legal)
        if default not in starts:
            return [default]  # a point for a card already being paid for, or beyond the requirements
        return [default] + [a for a in starts if a != default][: limit - 1]
    else:
        return [default]
    order = {a: i for i, a in enumerate(legal)}
    ranked = [a for _, a in sorted(scored, key=lambda item: (-item[0], order.get(item[1], 0)))]
    chosen = [default] + [a for a in ranked if a != default and a in order]
    return chosen[:limit]
