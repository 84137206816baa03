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

``BotKind`` names the shipped bots; ``make_bot(kind, seed, seat)`` builds one.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Protocol, runtime_checkable

from ge_desktop.engine.actions import Action
from ge_desktop.engine.galactic_empires.observe import Observation
from ge_desktop.engine.rng import GameRandom

BOT_SALT = 0xB07_5EA7  # keeps a bot's stream apart from the game's chance stream


@runtime_checkable
class Bot(Protocol):
    """A player that decides from what its seat may see."""

    def decide(self, observation: Observation, legal: Sequence[Action]) -> Action:
        """One action of ``legal`` (never empty) for ``observation.viewer``."""
        ...


class BotKind(str, Enum):
    """The shipped bots (``--bots`` names, the New Game dialog's seat choices)."""

    RANDOM = "random"  # uniform over the legal actions
    STANDARD = "standard"  # the heuristic player (``standard.py``)
    STRONG_EASY = "strong-easy"  # the searching player (``strong.py``), small budget
    STRONG = "strong"  # the searching player at its default level (normal)
    STRONG_HARD = "strong-hard"  # the searching player, large budget

    @property
    def title(self) -> str:  # type: ignore[override]  # the seat choice's name, not str.title()
        return {
            BotKind.RANDOM: "Random bot",
            BotKind.STANDARD: "Standard bot",
            BotKind.STRONG_EASY: "Strong bot (easy)",
            BotKind.STRONG: "Strong bot (normal)",
            BotKind.STRONG_HARD: "Strong bot (hard)",
        }[self]

    @property
    def description(self) -> str:
        """What a player picking this seat gets (the New Game dialog's tooltip)."""
        return {
            BotKind.RANDOM: "Plays any legal move at random: for trying the table out.",
            BotKind.STANDARD: "Plays by rules of thumb, at once.",
            BotKind.STRONG_EASY: "Plays the standard bot's move unless a single glance at two sampled games finds another better.",
            BotKind.STRONG: "Compares up to five moves over about twenty sampled games before each decision that shapes the game.",
            BotKind.STRONG_HARD: (
                "Compares up to five moves over about twenty sampled games, as normal, and also which cards to pay for first"
                " and which weapons to add to a volley."
            ),
        }[self]

    @property
    def level(self) -> str | None:
        """The strong bot's level (``strong.Level`` value), None for the others."""
        return {BotKind.STRONG_EASY: "easy", BotKind.STRONG: "normal", BotKind.STRONG_HARD: "hard"}.get(self)


def bot_random(seed: int, seat: int) -> GameRandom:
    """A bot's own generator: from the game seed and its seat, apart from the game's chance."""
    return GameRandom((seed ^ BOT_SALT) + 0x9E37 * (seat + 1))


def make_bot(kind: BotKind, seed: int, seat: int) -> Bot:
    """A new bot of ``kind`` for ``seat`` of the game seeded ``seed``."""
    if kind is BotKind.RANDOM:
        from ge_desktop.bots.random_bot import RandomBot

        return RandomBot(bot_random(seed, seat))
    if kind.level is not None:
        from ge_desktop.bots.strong import Level, StrongBot

        return StrongBot(bot_random(seed, seat), seat, Level(kind.level))  # type: ignore[arg-type]
    from ge_desktop.bots.standard import StandardBot

    return StandardBot(bot_random(seed, seat))
