"""Galactic Supremacy bots: ``RandomBot`` (uniform) and ``StandardBot`` (a heuristic player).

A bot decides from ``observe(state, seat)`` and the legal actions only, with its own
seeded generator. The standard bot plays a plain plan: build fleets on its Homeworld,
then Sectors and Leaders for income; spend Research cards on the combat technologies
(directed effort when it can pay, else catch-up, else a roll); use spare Command cards for
Exceed Quotas or sabotage and keep one to counter a hostile card or defend; attack when a
quick Monte Carlo of the combat (``combat.destroyed`` on simulated rolls) says it wins,
the weakest opponent's Homeworld first; defend with everything it may bring.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ge_desktop.engine.actions import Action
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_supremacy.actions import (
    Accept,
    Attack,
    Build,
    BuyDraw,
    CatchUp,
    Commit,
    Directed,
    Discard,
    Done,
    Keep,
    Launch,
    Move,
    Pass,
    PickTech,
    Refuse,
    Reinforce,
    Research,
    UseCommand,
)
from ge_desktop.rulesets.galactic_supremacy.cards import COMBAT_TECHS, CardId, CardKind, CommandUse, Seat, Tech
from ge_desktop.rulesets.galactic_supremacy.combat import destroyed
from ge_desktop.rulesets.galactic_supremacy.observe import Observation, PlayerView
from ge_desktop.rulesets.galactic_supremacy.state import AttackStep, Phase, Unit

BOT_SALT = 0x65_5B07


def bot_random(seed: int, seat: int) -> GameRandom:
    """A bot's own generator, apart from the game's chance stream."""
    return GameRandom((seed ^ BOT_SALT) + 0x9E37 * (seat + 1))


class RandomBot:
    """Uniform over the legal actions."""

    def __init__(self, rng: GameRandom) -> None:
        self.rng = rng

    def decide(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return legal[self.rng.below(len(legal))]


SIM_TRIALS = 40
ATTACK_ODDS = 0.6
HOMEWORLD_ODDS = 0.5
RESEARCH_ORDER = (Tech.JUMP_SPEED, *COMBAT_TECHS)
HOSTILE_USES = frozenset(
    {
        CommandUse.MISINFORMATION,
        CommandUse.SPY,
        CommandUse.STEAL_SECRETS,
        CommandUse.MILITARY_SABOTAGE,
        CommandUse.INDUSTRIAL_SABOTAGE,
        CommandUse.ASSASSINATION,
        CommandUse.PEACE_TALKS,
        CommandUse.AMBUSH,
        CommandUse.SURPRISE,
    }
)


def _first(legal: Sequence[Action], kind: type, test: Callable[[Any], bool] = lambda a: True) -> Action | None:
    return next((a for a in legal if isinstance(a, kind) and test(a)), None)


class StandardBot:
    """A heuristic player (see the module docstring)."""

    def __init__(self, rng: GameRandom) -> None:
        self.rng = rng
        self._plan: frozenset[CardId] = frozenset()  # the fleets chosen for the attack being declared

    # --- reading the observation ------------------------------------------------------------------

    def _me(self, obs: Observation) -> PlayerView:
        assert obs.viewer is not None
        return obs.players[obs.viewer]

    def _hand(self, obs: Observation, kind: CardKind) -> list[CardId]:
        hand = self._me(obs).hand or ()
        return [c for c in hand if obs.cards[c].kind is kind]

    def _techs(self, obs: Observation, seat: Seat) -> dict[Tech, int]:
        return dict(obs.players[seat].techs)

    def _advantages(self, obs: Observation, seat: Seat, other: Seat) -> int:
        mine, theirs = self._techs(obs, seat), self._techs(obs, other)
        return sum(1 for t in COMBAT_TECHS if mine[t] > theirs[t])

    def _units(self, obs: Observation, seat: Seat, kind: CardKind | None = None) -> list[Unit]:
        return [u for u in obs.units if u.controller == seat and (kind is None or u.kind is kind)]

    def _has_leader(self, obs: Observation, card: CardId) -> bool:
        return any(u.attached == card and u.kind is CardKind.LEADER for u in obs.units)

    def _dice(self, obs: Observation, unit: Unit, opponent: Seat) -> int:
        base = 5 if unit.kind is CardKind.HOMEWORLD else 1
        return base + self._advantages(obs, unit.controller, opponent) + (1 if self._has_leader(obs, unit.card) else 0)

    # --- deciding -----------------------------------------------------------------------------

    def decide(self, obs: Observation, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        for step in (self._react, self._answer, self._choose, self._in_attack):
            action = step(obs, legal)
            if action is not None:
                return action
        by_phase = {
            Phase.DRAW: self._draw,
            Phase.COMMAND: self._command,
            Phase.BUILD: self._build,
            Phase.ATTACK: self._attack,
            Phase.MOVE: self._move,
            Phase.RESEARCH: self._research,
        }
        action = by_phase[obs.phase](obs, legal) if obs.phase in by_phase else None
        return action or _first(legal, Done) or legal[-1]

    def _react(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        if _first(legal, Pass) is None:
            return None
        top = obs.stack[-1]
        me = obs.viewer
        aimed = top.target_seat == me or any(u.card == top.target_card and u.controller == me for u in obs.units)
        hostile = top.use in HOSTILE_USES and (aimed or top.use in (CommandUse.PEACE_TALKS, CommandUse.AMBUSH))
        if top.use is CommandUse.COUNTER_ESPIONAGE:
            hostile = len(obs.stack) >= 2 and obs.stack[-2].seat == me
        if hostile:
            counter = _first(legal, UseCommand)
            if counter is not None:
                return counter
        return _first(legal, Pass)

    def _answer(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        if _first(legal, Refuse) is None:
            return None
        offer = obs.offer
        assert offer is not None
        gain = offer.give_count * 5 + offer.give_credits
        cost = offer.want_count * 6 + offer.want_credits
        accept = _first(legal, Accept)
        return accept if accept is not None and gain > cost else _first(legal, Refuse)

    def _choose(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        if _first(legal, PickTech) is not None:
            return PickTech(self._wanted_tech(obs))
        if _first(legal, Keep) is not None:
            return Keep()
        if _first(legal, Discard) is not None:
            return min((a for a in legal if isinstance(a, Discard)), key=lambda a: self._worth(obs, a.card))
        return None

    def _worth(self, obs: Observation, card: CardId) -> int:
        return {CardKind.FLEET: 5, CardKind.RESEARCH: 4, CardKind.COMMAND: 3, CardKind.SECTOR: 2, CardKind.LEADER: 1}.get(obs.cards[card].kind, 0)

    def _wanted_tech(self, obs: Observation) -> Tech:
        """The combat technology (or Jump Speed) where the best opponent is furthest ahead or level."""
        me = obs.viewer
        assert me is not None
        mine = self._techs(obs, me)
        rivals = [p.seat for p in obs.players if p.seat != me and not p.eliminated]
        best = {t: max((self._techs(obs, r)[t] for r in rivals), default=1) for t in RESEARCH_ORDER}
        return max(RESEARCH_ORDER, key=lambda t: (best[t] - mine[t], -RESEARCH_ORDER.index(t)))

    # --- the attack in progress -------------------------------------------------------------------

    def _in_attack(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        attack = obs.attack
        if attack is None:
            return None
        if attack.step is AttackStep.FORM:
            commit = _first(legal, Commit, lambda a: a.fleet in self._plan)
            return commit or _first(legal, Launch) or _first(legal, Done)
        if attack.step is AttackStep.TACTICS:
            surprise = _first(legal, UseCommand, lambda a: a.use is CommandUse.SURPRISE)
            if surprise is not None and self._techs(obs, attack.defender)[Tech.JUMP_SPEED] > self._techs(obs, attack.attacker)[Tech.JUMP_SPEED]:
                return surprise
            return _first(legal, Done)
        # the defender
        target_is_home = obs.players[attack.defender].homeworld == attack.target
        if target_is_home:
            peace = _first(legal, UseCommand, lambda a: a.use is CommandUse.PEACE_TALKS)
            if peace is not None and len(attack.fleets) >= 2:
                return peace
        reinforce = _first(legal, Reinforce)
        if reinforce is not None:
            return reinforce
        ambush = _first(legal, UseCommand, lambda a: a.use is CommandUse.AMBUSH)
        away = [u for u in self._units(obs, attack.defender, CardKind.FLEET) if u.attached != attack.target]
        if ambush is not None and target_is_home and away:
            return ambush
        return _first(legal, Done)

    # --- phases -------------------------------------------------------------------------------

    def _draw(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        me = self._me(obs)
        if _first(legal, BuyDraw) is not None and me.credits >= 25 and me.hand_count < me.hand_size:
            return BuyDraw()
        return None

    def _command(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        commands = self._hand(obs, CardKind.COMMAND)
        if len(commands) < 2:
            return None
        fleets = self._units(obs, self._me(obs).seat, CardKind.FLEET)
        if len(fleets) >= 4:
            initiative = _first(legal, UseCommand, lambda a: a.use is CommandUse.STRATEGIC_INITIATIVE)
            if initiative is not None:
                return initiative
        rich = max((p for p in obs.players if p.seat != obs.viewer and not p.eliminated), key=lambda p: p.credits)
        if rich.credits >= 8:
            sabotage = _first(legal, UseCommand, lambda a: a.use is CommandUse.INDUSTRIAL_SABOTAGE and a.seat == rich.seat)
            if sabotage is not None:
                return sabotage
        return _first(legal, UseCommand, lambda a: a.use is CommandUse.EXCEED_QUOTAS)

    def _reserve(self, obs: Observation) -> int:
        """Credits kept back in the Build Phase for the Research Phase."""
        return 20 if self._hand(obs, CardKind.RESEARCH) else 0

    def _build(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        me = self._me(obs)
        spare = me.credits - self._reserve(obs)
        fleets = self._units(obs, me.seat, CardKind.FLEET)
        sectors = self._units(obs, me.seat, CardKind.SECTOR)
        if spare >= 5 and not self._has_leader(obs, me.homeworld):
            leader = _first(legal, Build, lambda a: a.onto == me.homeworld and obs.cards[a.card].kind is CardKind.LEADER)
            if leader is not None:
                return leader
        if me.credits >= 10:
            fleet = _first(legal, Build, lambda a: a.onto == me.homeworld and obs.cards[a.card].kind is CardKind.FLEET)
            if fleet is not None:
                return fleet
        if spare >= 10 and (len(sectors) < 2 or len(fleets) >= 3):
            sector = _first(legal, Build, lambda a: obs.cards[a.card].kind is CardKind.SECTOR)
            if sector is not None:
                return sector
        if spare >= 5:
            leader = _first(legal, Build, lambda a: obs.cards[a.card].kind is CardKind.LEADER)
            if leader is not None:
                return leader
        return None

    def _attack(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        me = self._me(obs).seat
        attacked = self._fresh(obs, legal)
        if not attacked:
            return None
        best: tuple[float, Attack] | None = None
        for action in legal:
            if not isinstance(action, Attack):
                continue
            target = next(u for u in obs.units if u.card == action.target)
            home = obs.players[target.controller].homeworld == target.card
            odds = self._odds(obs, me, target, attacked)
            need = HOMEWORLD_ODDS if home else ATTACK_ODDS
            if odds >= need:
                score = odds + (1.0 if home else 0.0) - 0.01 * len(self._units(obs, target.controller, CardKind.FLEET))
                if best is None or score > best[0]:
                    best = (score, action)
        if best is None:
            return None
        self._plan = frozenset(attacked)
        return best[1]

    def _fresh(self, obs: Observation, legal: Sequence[Action]) -> list[CardId]:
        """My fleets that have not attacked this Attack Phase."""
        return [u.card for u in obs.units if u.controller == obs.viewer and u.kind is CardKind.FLEET and u.card not in obs.attacked]

    def _odds(self, obs: Observation, me: Seat, target: Unit, fleets: list[CardId]) -> float:
        """Chance (Monte Carlo) that ``fleets`` destroy ``target`` against the defence it can gather."""
        them = target.controller
        faster = self._techs(obs, them)[Tech.JUMP_SPEED] > self._techs(obs, me)[Tech.JUMP_SPEED]
        guards = [u for u in self._units(obs, them, CardKind.FLEET) if faster or u.attached == target.card]
        mine = [self._dice(obs, next(u for u in obs.units if u.card == f), them) for f in fleets]
        theirs = [(u.card, self._dice(obs, u, me), False) for u in guards] + [(target.card, self._dice(obs, target, me), True)]
        wins = 0
        for _ in range(SIM_TRIALS):
            wins += self._simulate(list(mine), list(theirs))
        return wins / SIM_TRIALS

    def _simulate(self, mine: list[int], theirs: list[tuple[CardId, int, bool]]) -> bool:
        roll = self.rng.roll
        while mine and theirs:
            my_rolls = [sum(roll(10) for _ in range(d)) for d in mine]
            their_rolls = [(c, sum(roll(10) for _ in range(d)), s) for c, d, s in theirs]
            killed = destroyed(my_rolls, their_rolls)
            lost = destroyed([r for _, r, _ in their_rolls], [(CardId(k), r, False) for k, r in enumerate(my_rolls)])
            theirs = [t for t in theirs if t[0] not in killed]
            mine = [d for k, d in enumerate(mine) if CardId(k) not in lost]
            if not any(s for _, _, s in theirs):
                return True
        return not any(s for _, _, s in theirs)

    def _move(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        home = self._me(obs).homeworld
        return _first(legal, Move, lambda a: a.to == home and obs.cards[a.card].kind is CardKind.FLEET)

    def _research(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        want = self._wanted_tech(obs)
        directed = _first(legal, Directed, lambda a: a.tech is want)
        if directed is not None:
            return directed
        catch = [a for a in legal if isinstance(a, CatchUp) and a.tech in RESEARCH_ORDER]
        if catch:
            return catch[0]
        return _first(legal, Research)
