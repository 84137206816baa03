"""``RandomBot``: uniform over the legal actions (the baseline every bot must beat)."""

from __future__ import annotations

from collections.abc import Sequence

from ge_desktop.engine.actions import Action
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation


class RandomBot:
    """Picks one legal action uniformly at random from its own generator."""

    def __init__(self, rng: GameRandom) -> None:
        self.rng = rng

    def decide(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return legal[self.rng.below(len(legal))]
