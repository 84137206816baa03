"""The simulator's default agent: random over the legal actions, with weights.

Every legal action gets a weight and the agent draws one at random in proportion (its
own ``GameRandom``, seeded from the game seed, so a seed decides a whole game). The
weights make it play like a keen beginner rather than a coin (``docs/simulate.md``):

- allocate points where they engage a card, arm a heavy weapon, repair or research a
  monster; declare economy as the point type its fleet lacks most; rarely end the
  Allocation Phase while a useful allocation is left;
- play cards (ships and bases most), use card actions, rarely swap with the reserve and
  rarely end a Play Cards phase while a play is left;
- in Weapons Fire: aim at an exposed Sector HQ first, then at a unit the fleet can
  destroy this phase, then at any unit; put every ready weapon in the volley;
- react when it can (a reaction must be useful to be legal at all), else pass;
- keep its fleet in the Discard Phase and draw as many cards as allowed.
"""

from __future__ import annotations

from collections.abc import Sequence

from ge_desktop.cards.model import CardType, PointType, WeaponSymbol
from ge_desktop.engine.actions import Action
from ge_desktop.engine.game import Game
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.actions import (
    Aim,
    Allocate,
    Choose,
    DeclareEconomy,
    Discard,
    Done,
    Draw,
    Fire,
    FleetFire,
    MoveShip,
    Pass,
    PlayCard,
    Quit,
    SwapReserve,
    UseFunction,
)
from ge_desktop.rulesets.galactic_empires.damage import shields_left, structure_left
from ge_desktop.rulesets.galactic_empires.hazard_targets import destroyed_by
from ge_desktop.rulesets.galactic_empires.pending import AllocationItem, DiscardItem
from ge_desktop.rulesets.galactic_empires.rules.weapons import firing_units, ready
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.stats import requirements
from ge_desktop.rulesets.galactic_empires.terms import Phase, Zone

AGENT_SALT = 0x5EED_A6E7  # keeps the agent's stream apart from the game's chance stream
_UNIT_KINDS = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON})


class WeightedAgent:
    """Random over legal actions, weighted towards useful ones."""

    def __init__(self, seed: int) -> None:
        self.rng = GameRandom(seed ^ AGENT_SALT)

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        with game.state.memoized():  # the state does not change while weighing
            weights = self.weights(game.state, actions)
        return actions[self._draw(weights)]

    def _draw(self, weights: Sequence[int]) -> int:
        total = sum(weights)
        if total <= 0:
            return self.rng.below(len(weights))
        pick = self.rng.below(total)
        for index, weight in enumerate(weights):
            pick -= weight
            if pick < 0:
                return index
        return len(weights) - 1

    def weights(self, state: GameState, actions: Sequence[Action]) -> list[int]:
        """Integer weights, one per action (tenths: 10 is an ordinary action)."""
        seat = state.to_act
        context = _Context(state, seat, actions)
        return [max(0, context.weight(a)) for a in actions]


class _Context:
    """What the weights need to know about the position, computed once per decision."""

    def __init__(self, state: GameState, seat: Seat, actions: Sequence[Action]) -> None:
        self.state = state
        self.seat = seat
        self.others = len(actions) > 1
        self.useful = any(not isinstance(a, (Done, Pass, MoveShip, SwapReserve, Discard)) for a in actions)
        self._demand: dict[PointType, int] | None = None
        self._firepower: int | None = None

    # --- per action ---

    def weight(self, action: Action) -> int:
        state = self.state
        if state.window is not None and not isinstance(action, Pass):
            return self._reaction_weight()
        if isinstance(action, Done):
            return self._done_weight()
        if isinstance(action, Pass):
            return 10
        if isinstance(action, Choose):
            return 10
        if isinstance(action, Allocate):
            return self._allocate_weight(action)
        if isinstance(action, DeclareEconomy):
            return 5 + 20 * self.demand().get(action.point, 0)
        if isinstance(action, MoveShip):
            return 1
        if isinstance(action, PlayCard):
            return self._play_weight(action)
        if isinstance(action, SwapReserve):
            return 1
        if isinstance(action, UseFunction):
            if state.phase is Phase.DRAW:
                return 1000  # a Salvage Tug's salvage, before the draw ends the turn
            return 40 if state.window is None else 30
        if isinstance(action, Aim):
            return self._aim_weight(action)
        if isinstance(action, FleetFire):
            return 60
        if isinstance(action, Fire):
            return 100 if action.count == ready(state, state.cards[action.card], action.symbol) else 2
        if isinstance(action, Discard):
            return 2 if state.cards[action.card].zone is Zone.HAND else 0
        if isinstance(action, Draw):
            return 1 + 100 * action.count  # as many as the hand size allows
        if isinstance(action, Quit):  # The Gamblers: quit once badly beaten, to keep the rest
            return 5 if state.players[self.seat].hq_damage >= 25 else 0
        return 10

    def _reaction_weight(self) -> int:
        """React to what matters (plays, volleys); rarely to an allocation or a discard."""
        top = self.state.pending[-1] if self.state.pending else None
        return 3 if isinstance(top, (AllocationItem, DiscardItem)) else 30

    def _done_weight(self) -> int:
        state = self.state
        if state.manual is not None or not self.useful:
            return 10
        if state.phase is Phase.DISCARD:
            return 200
        if state.phase is Phase.WEAPONS_FIRE:
            return 1
        return 2

    def _allocate_weight(self, action: Allocate) -> int:
        state = self.state
        card = state.cards[action.card]
        point = action.point
        if card.info.kind is CardType.MONSTER:
            return 60 if card.controller != self.seat and point is PointType.RESEARCH else 0
        if card.controller != self.seat and destroyed_by(card.info, point) is not None:
            return 60  # research or repair that removes a hazard or occurrence (Plasma Field, Breakdown)
        if point in requirements(state, card) and card.received.get(point, 0) < requirements(state, card)[point]:
            return 80
        if point is PointType.AMMUNITION:
            return 70
        if point in (PointType.REPAIR, PointType.HEALING):
            return 50
        if point is PointType.COMMAND:
            return 20
        return 5

    def _play_weight(self, action: PlayCard) -> int:
        info = self.state.cards[action.card].info
        if info.kind in _UNIT_KINDS:
            return 80
        if info.kind is CardType.TERRAIN:
            return 60
        return 30

    def _aim_weight(self, action: Aim) -> int:
        state = self.state
        if action.hq is not None:
            return 5000
        target = state.cards[action.target]  # type: ignore[index]
        if target.info.kind not in _UNIT_KINDS:
            return 2
        toughness = shields_left(state, target) + structure_left(state, target)
        if toughness <= self.firepower():
            return 400 + 10 * target.info.strength
        return 40

    # --- position facts ---

    def firepower(self) -> int:
        """Damage the fleet could put into one volley now (ready weapons of every unit)."""
        if self._firepower is None:
            state = self.state
            self._firepower = sum(
                ready(state, unit, symbol)
                for unit in firing_units(state, self.seat)
                for symbol in (WeaponSymbol.PHASER, WeaponSymbol.HEAVY, WeaponSymbol.DAMAGE)
            )
        return self._firepower

    def demand(self) -> dict[PointType, int]:
        """How many more points of each type the fleet could use this allocation."""
        if self._demand is None:
            state = self.state
            demand: dict[PointType, int] = {}
            for card in state.fleet(self.seat):
                for point, need in requirements(state, card).items():
                    missing = need - card.received.get(point, 0)
                    if missing > 0:
                        demand[point] = demand.get(point, 0) + missing
                if card.dice:
                    demand[PointType.REPAIR] = demand.get(PointType.REPAIR, 0) + 1
                heavy = sum(w.count for w in card.info.weapons if w.heavy)
                if heavy:
                    demand[PointType.AMMUNITION] = demand.get(PointType.AMMUNITION, 0) + heavy
            pool = state.players[self.seat].pool
            self._demand = {p: max(0, n - pool.get(p, 0)) for p, n in demand.items()}
        return self._demand
