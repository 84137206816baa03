"""The bot interface: an observation and the legal actions in, one legal action out.

A bot is anything with ``decide(observation, legal) -> Action``. It is given what its
seat may see (``observe(state, seat)``) and the actions the engine lists as legal now;
it never receives a ``Game`` or a ``GameState``, so it cannot look at hidden cards even
by mistake. ``decide`` must return one of ``legal`` (the caller may check with
``game.play``). A bot may keep its own memory between calls (what it saw earlier), and
draws any randomness from its own ``GameRandom`` so a seed decides every choice.

A bot that searches (``searches = True``, the strong bot) also has
``decide_searching(observation, legal, table)``: ``table()`` returns its seat's *public
state* (``information.public_state``: the game with every card the seat may not see
blanked), which it may sample worlds from; ``match.next_action`` calls it so.

``BotKind`` names the bots a player can seat; ``make_bot(kind, seed, seat)`` builds one
(or one of the benchmark-only strong levels, by name).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Protocol, runtime_checkable

from ge_desktop.engine.actions import Action
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation

BOT_SALT = 0xB07_5EA7  # keeps a bot's stream apart from the game's chance stream


@runtime_checkable
class Bot(Protocol):
    """A player that decides from what its seat may see."""

    def decide(self, observation: Observation, legal: Sequence[Action]) -> Action:
        """One action of ``legal`` (never empty) for ``observation.viewer``."""
        ...


class BotKind(str, Enum):
    """The bots a player can seat (the New Game dialog's choices, ``--bots`` names, the bot
    seats a game keeps). ``levels.py`` says which of them each game offers, in order of
    measured strength, with each one's record against the level below.

    A name from before the levels were measured still loads (``_missing_``): the strong
    bot's three levels, ``strong-easy``, ``strong`` and ``strong-hard`` (and the bare level
    names ``easy``, ``normal``, ``hard``), were within the noise of each other, so each
    is the searching bot (``strong``, its normal level). The benchmarks still play the old
    easy and hard levels under their names (``BENCHMARK_LEVELS``, ``make_bot``)."""

    RANDOM = "random"  # uniform over the legal actions
    BEGINNER = "beginner"  # the standard bot with a newcomer's mistakes (``beginner.py``)
    STANDARD = "standard"  # the heuristic player (``standard.py``)
    STRONG = "strong"  # the searching player (``strong.py``) at its normal level

    @classmethod
    def _missing_(cls, value: object) -> BotKind | None:
        if isinstance(value, str) and value.strip().lower() in FORMER_NAMES:
            return cls(FORMER_NAMES[value.strip().lower()])
        return None

    @property
    def title(self) -> str:  # type: ignore[override]  # the seat choice's name, not str.title()
        return {
            BotKind.RANDOM: "Random bot",
            BotKind.BEGINNER: "Beginner bot",
            BotKind.STANDARD: "Standard bot",
            BotKind.STRONG: "Searching bot",
        }[self]


# Names a saved seat may hold from before the levels were measured, and the kind each loads as.
FORMER_NAMES = {"strong-easy": "strong", "strong-hard": "strong", "easy": "strong", "normal": "strong", "hard": "strong", "searching": "strong"}
# The strong bot's levels the benchmarks still play by name (``strong.Level`` values); no seat offers them.
BENCHMARK_LEVELS = {"strong-easy": "easy", "strong": "normal", "strong-hard": "hard"}
# Every name ``make_bot`` plays: the kinds, then the benchmark-only levels.
ENTRANT_NAMES = tuple(kind.value for kind in BotKind) + tuple(name for name in BENCHMARK_LEVELS if name not in BotKind._value2member_map_)


def strong_level(name: str) -> str | None:
    """The strong bot's level an entrant name plays (``strong.Level`` value), None for the others."""
    return BENCHMARK_LEVELS.get(name)


def bot_random(seed: int, seat: int) -> GameRandom:
    """A bot's own generator: from the game seed and its seat, apart from the game's chance."""
    return GameRandom((seed ^ BOT_SALT) + 0x9E37 * (seat + 1))


def make_bot(kind: BotKind | str, seed: int, seat: int) -> Bot:
    """A new bot for ``seat`` of the game seeded ``seed``: a ``BotKind``, or an entrant name
    of ``ENTRANT_NAMES`` (the benchmarks' ``strong-easy`` and ``strong-hard`` levels)."""
    name = kind.value if isinstance(kind, BotKind) else kind
    rng = bot_random(seed, seat)
    level = strong_level(name)
    if level is not None:
        from ge_desktop.bots.strong import Level, StrongBot

        return StrongBot(rng, seat, Level(level))  # type: ignore[arg-type]
    chosen = BotKind(name)
    if chosen is BotKind.RANDOM:
        from ge_desktop.bots.random_bot import RandomBot

        return RandomBot(rng)
    if chosen is BotKind.BEGINNER:
        from ge_desktop.bots.beginner import BeginnerBot

        return BeginnerBot(rng)
    from ge_desktop.bots.standard import StandardBot

    return StandardBot(rng)
