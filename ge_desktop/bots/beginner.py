"""``BeginnerBot``: the standard bot's play with a newcomer's mistakes (the ``beginner`` level).

It plays by the standard bot's rules of thumb and departs from them in the ways a person
new to the game does, each at a set rate drawn from the bot's own generator (seeded from
the game's seed and its seat, ``base.bot_random``), so a seed decides every mistake and a
game replays exactly:

- *a weaker card*: at a Card Play it sometimes plays another card that helps, just not
  the best one (``WEAKER_CARD``);
- *the wrong target*: a volley sometimes goes at the second-best target it could aim at
  (``MISSED_TARGET``);
- *points left unallocated*: in some Allocation Phases it pays its cards' requirements
  and stops there: no ammunition for heavy weapons, no repair or healing, no research
  (``IDLE_POINTS``, decided once per phase);
- *a reaction forgotten*: it sometimes lets a volley or a card through that a reaction in
  hand or in play would have answered (``FORGOTTEN_REACTION``);
- *a volley that falls short*: it sometimes fires a volley one weapon short of what the
  target's Shields and structure need, as a player who miscounts does (``SHORT_VOLLEY``).

Everything else (the reserve fleet, discards, drawing, a card's question) is the standard
bot's. It never plays an action the standard bot
scores as harmful to itself: its mistakes are the second-best of what helps. How much
weaker this makes it is measured, not assumed (``levels.py``, ``docs/simulate.md``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ge_desktop.bots.combat import _per_weapon, _volley_damage, _volley_need, aim_score
from ge_desktop.bots.economy import achieve_score, allocation_action, play_score, use_score
from ge_desktop.bots.position import Position
from ge_desktop.bots.standard import StandardBot
from ge_desktop.engine.actions import Action
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_empires.actions import Achieve, Aim, Choose, Done, Fire, Pass, PlayCard, UseFunction
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation
from ge_desktop.rulesets.galactic_empires.terms import Phase

# Chances in percent: each drawn where the mistake can be made (the standard bot reacts, another card
# or target helps, the next weapon would finish the volley); the idle points once per Allocation Phase.
WEAKER_CARD = 30
MISSED_TARGET = 35
IDLE_POINTS = 40
FORGOTTEN_REACTION = 50
SHORT_VOLLEY = 30


class BeginnerBot(StandardBot):
    """The standard bot with believable mistakes, each from its own seeded generator."""

    def __init__(self, rng: GameRandom) -> None:
        super().__init__(rng)
        self._idle: dict[tuple[int, int], bool] = {}  # (complete turn, active seat) -> points left idle this Allocation Phase

    def decide(self, observation: Observation, legal: Sequence[Action]) -> Action:
        default = super().decide(observation, legal)
        if len(legal) == 1 or any(isinstance(a, Choose) for a in legal):
            return default  # a card's question: answered as the standard bot does
        pos = Position(observation)
        phase = observation.phase
        if any(isinstance(a, Pass) for a in legal):
            return self._reaction(default)
        if phase is Phase.ALLOCATION:
            return self._allocation(pos, legal, default)
        if phase.is_card_play and isinstance(default, (PlayCard, UseFunction, Achieve)):
            return self._card_play(pos, legal, default)
        if phase is Phase.WEAPONS_FIRE and isinstance(default, Aim):
            return self._target(pos, legal, default)
        if phase is Phase.WEAPONS_FIRE and isinstance(default, Fire):
            return self._volley(pos, legal, default)
        return default

    def _chance(self, percent: int) -> bool:
        return self.rng.below(100) < percent

    def _reaction(self, default: Action) -> Action:
        """Where the standard bot would react, a beginner sometimes does not see the answer."""
        if default == Pass() or not self._chance(FORGOTTEN_REACTION):
            return default
        return Pass()

    def _allocation(self, pos: Position, legal: Sequence[Action], default: Action) -> Action:
        """In an idle phase, only requirements are paid; the rest of the pool lapses."""
        key = (pos.obs.complete_turn, int(pos.obs.active))
        if key not in self._idle:
            self._idle = {key: self._chance(IDLE_POINTS)}  # one phase remembered: the current one
        if not self._idle[key]:
            return default
        return allocation_action(pos, legal, extras=False)

    def _card_play(self, pos: Position, legal: Sequence[Action], default: Action) -> Action:
        """Sometimes another helpful card than the best: the best play of a different card."""
        others = [(score, a) for a in legal if (score := _play_worth(pos, a)) > 0 and getattr(a, "card", None) != getattr(default, "card", None)]
        if not others or not self._chance(WEAKER_CARD):
            return default
        return max(others, key=lambda item: item[0])[1]

    def _target(self, pos: Position, legal: Sequence[Action], default: Action) -> Action:
        """Sometimes the second-best target instead of the best."""
        others = [(score, a) for a in legal if isinstance(a, Aim) and a != default and (score := aim_score(pos, a)) > 0]
        if not others or not self._chance(MISSED_TARGET):
            return default
        return max(others, key=lambda item: item[0])[1]

    def _volley(self, pos: Position, legal: Sequence[Action], default: Fire) -> Action:
        """The weapon that would finish the volley is sometimes left out: it fires short."""
        volley = pos.obs.open_volley
        if volley is None or not volley.damage_parts or Done() not in legal:
            return default
        if _volley_damage(pos, volley) + default.count * _per_weapon(pos, default.card, default.symbol.value) < _volley_need(pos, volley):
            return default  # not the last weapon yet
        return Done() if self._chance(SHORT_VOLLEY) else default


def _play_worth(pos: Position, action: Action) -> float:
    """The standard bot's score of a Card Play (0 for what is not one)."""
    if isinstance(action, PlayCard):
        return play_score(pos, action)
    if isinstance(action, UseFunction):
        return use_score(pos, action)
    if isinstance(action, Achieve):
        return achieve_score(pos, action)
    return 0.0
