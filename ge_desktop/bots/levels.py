"""The bot levels each game offers, weakest first, and how each one was measured.

A level is offered only if it was measured to beat the level below it: the New Game
dialog lists exactly these (``offered``) and each seat choice's tooltip says what the
level is and its record against the level below (``tooltip``). The numbers are the runs'
own (``docs/simulate.md`` says how each was run), kept here and nowhere else.

Galactic Empires: ``benchmarks/bench_bots.py --decks mixed --no-time-cap`` (the five
two-player pairings of the 1994 Basic Set decks and the Basic Games of Sets A, B and C in
turn, game ``i`` seeded 1000 + i, the seats swapped every game and the decks every two,
the searching bot's time cap off so its budget is playouts only). Galactic Supremacy:
``ge-desktop simulate --ruleset galactic-supremacy`` (its built-in deck, game ``i`` seeded
1000 + i, the bots a seat apart in turn).
"""

from __future__ import annotations

from dataclasses import dataclass

from ge_desktop.bots.base import BotKind
from ge_desktop.bots.simulation import wilson

GALACTIC_EMPIRES = "galactic-empires"
GALACTIC_SUPREMACY = "galactic-supremacy"
GE_RUN = "seeded games on the 1994 Basic Set decks, seats and decks swapped"
GS_RUN = "seeded games of Galactic Supremacy, seats swapped"


@dataclass(frozen=True)
class Record:
    """A level's games against the level below it: its wins, its losses, the games that
    reached the turn cap (no winner)."""

    below: BotKind
    wins: int
    losses: int
    capped: int
    run: str

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.capped

    @property
    def share(self) -> float:
        return self.wins / self.games

    def interval(self) -> tuple[float, float]:
        """The 95 % Wilson score interval of the share of games won."""
        return wilson(self.wins, self.games)

    def sentence(self) -> str:
        """The record in words: "Measured against the standard bot: won 301, lost 103, 12 at the turn cap, of 416 ..."."""
        low, high = self.interval()
        capped = f", {self.capped} at the turn cap" if self.capped else ""
        return (
            f"Measured against the {self.below.title.lower()}: won {self.wins}, lost {self.losses}{capped}, of {self.games} {self.run}"
            f" ({100 * self.share:.1f} % won; 95 % interval {100 * low:.1f}-{100 * high:.1f} %)."
        )


@dataclass(frozen=True)
class Level:
    """One level a seat may be given: the bot, what it does, its record against the level below."""

    kind: BotKind
    what: str
    record: Record | None = None  # None: the lowest level


GE_LEVELS = (
    Level(BotKind.RANDOM, "Plays any legal move at random: for trying the table out. The lowest level."),
    Level(
        BotKind.BEGINNER,
        "Plays by the standard bot's rules of thumb with a newcomer's mistakes: now and then a weaker card,"
        " the second-best target, points left unallocated, a reaction forgotten.",
        Record(BotKind.RANDOM, 416, 0, 0, GE_RUN),  # bench_bots --pairs beginner:random --games 416 (issue 41)
    ),
    Level(
        BotKind.STANDARD,
        "Plays by rules of thumb, at once: engages its best cards, fires where it destroys, reacts to save its own.",
        Record(BotKind.BEGINNER, 268, 128, 20, GE_RUN),  # bench_bots --pairs standard:beginner --games 416 (issue 41)
    ),
    Level(
        BotKind.STRONG,
        "Compares up to five moves over about twenty sampled games before each decision that shapes the game"
        " (a fraction of a second each). The strongest level.",
        Record(BotKind.STANDARD, 301, 103, 12, GE_RUN),  # bench_bots --pairs strong:standard --games 416 (issue 21's acceptance run)
    ),
)
GS_LEVELS = (
    Level(BotKind.RANDOM, "Plays any legal move at random: for trying the table out. The lowest level."),
    Level(
        BotKind.STANDARD,
        "Plays by rules of thumb, at once: builds fleets, Sectors and Leaders, researches combat technologies,"
        " and attacks when a quick estimate of the battle says it wins.",
        Record(BotKind.RANDOM, 394, 3, 3, GS_RUN),  # simulate --ruleset galactic-supremacy --bots standard random --games 400 --seed 1000
    ),
)
LEVELS = {GALACTIC_EMPIRES: GE_LEVELS, GALACTIC_SUPREMACY: GS_LEVELS}


def offered(game: str) -> tuple[BotKind, ...]:
    """The bots ``game`` offers a seat, weakest first."""
    return tuple(level.kind for level in LEVELS[game])


def tooltip(game: str, kind: BotKind) -> str:
    """What ``kind`` is in ``game`` and its measured record against the level below."""
    level = next(level for level in LEVELS[game] if level.kind is kind)
    return level.what if level.record is None else f"{level.what}\n{level.record.sentence()}"
