"""Many seeded games between bots: seating, worker processes and the summary.

An *entrant* is a deck with the bot that plays it (``--decks A B --bots standard random``:
A played by the standard bot, B by the random one); with more players than entrants
listed, the lists repeat around the table. Game ``i`` (0-based) is seeded ``seed + i``
and seats rotate by one each game (entrant ``k`` sits at seat ``(k + i) mod players``),
so no entrant always sits first. A game is decided by its index alone, so results are
the same whatever the number of worker processes (``ProcessPoolExecutor``), and are
gathered in game order.

The summary gives, per deck and bot, the games played, wins and win rate with a 95 %
Wilson interval; and the mean complete turns and actions per game.

The simulator's older engine agents (``weighted``, ``uniform``; ``ge_desktop.bots.weighted_agent``)
read the whole state and are not bots; ``--agent`` still runs them for engine figures.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import lru_cache, partial
from pathlib import Path
from typing import Any

from ge_desktop.bots.base import make_bot
from ge_desktop.bots.match import play_match
from ge_desktop.engine.game import Game
from ge_desktop.rulesets.galactic_empires import GameConfig, Option, PlayerDeck, Variant

LEGACY_AGENTS = ("weighted", "uniform")
Z_95 = 1.959963984540054


@dataclass(frozen=True)
class Entrant:
    """A deck (its file) and who plays it: a bot name (``base.ENTRANT_NAMES``) or a legacy engine agent."""

    deck_path: str
    bot: str

    @property
    def deck(self) -> str:
        return Path(self.deck_path).stem


@dataclass(frozen=True)
class SimulationSpec:
    """Everything that decides a run of games (picklable: it goes to worker processes)."""

    entrants: tuple[Entrant, ...]  # one per seat, in seat order for game 0
    games: int
    seed: int
    turn_cap: int
    variant: str = Variant.STANDARD.value
    options: tuple[str, ...] = ()
    save_records: str | None = None

    @property
    def players(self) -> int:
        return len(self.entrants)


def seating(spec: SimulationSpec, index: int) -> tuple[Entrant, ...]:
    """Who sits where in game ``index``: the entrants rotated by ``index`` seats."""
    count = spec.players
    shift = index % count
    return tuple(spec.entrants[(seat - shift) % count] for seat in range(count))


@lru_cache(maxsize=8)
def load_decks(paths: tuple[str, ...]) -> tuple[object, dict[str, PlayerDeck]]:
    """The catalog (shipped, the player's own cards and imported collections) and every
    deck of the run, loaded once per process."""
    from ge_desktop.cards.decks import load_deck
    from ge_desktop.cards.user_catalog import load_full_catalog

    catalog = load_full_catalog().catalog
    return catalog, {p: PlayerDeck.from_deck(load_deck(Path(p), catalog)) for p in paths}


def game_config(spec: SimulationSpec, seats: tuple[Entrant, ...], seed: int) -> GameConfig:
    _, decks = load_decks(tuple(sorted({e.deck_path for e in spec.entrants})))
    variant = Variant(spec.variant)
    chosen = tuple(decks[e.deck_path] for e in seats)
    return GameConfig(
        decks=chosen[:1] if variant is Variant.BASIC else chosen,
        players=len(chosen) if variant is Variant.BASIC else 0,
        seed=seed,
        variant=variant,
        options=frozenset(Option(o) for o in spec.options),
        turn_cap=spec.turn_cap,
    )


def _play(spec: SimulationSpec, seats: tuple[Entrant, ...], config: GameConfig) -> Game:
    catalog, _ = load_decks(tuple(sorted({e.deck_path for e in spec.entrants})))
    if seats[0].bot in LEGACY_AGENTS:
        from ge_desktop.bots.random_play import RandomAgent, play_random_game
        from ge_desktop.bots.weighted_agent import WeightedAgent

        agent = WeightedAgent if seats[0].bot == "weighted" else RandomAgent
        return play_random_game(config, catalog, agent_class=agent)
    bots = [make_bot(e.bot, config.seed, seat) for seat, e in enumerate(seats)]
    return play_match(config, bots, catalog)


def play_one(spec: SimulationSpec, index: int) -> dict[str, Any]:
    """Play game ``index`` of the run and describe it (a crash is reported, never raised)."""
    seats = seating(spec, index)
    seed = spec.seed + index
    result: dict[str, Any] = {"seed": seed, "bots": [e.bot for e in seats], "decks": [e.deck for e in seats]}
    try:
        game = _play(spec, seats, game_config(spec, seats, seed))
    except Exception as exc:  # one bad game must not hide the others
        return {**result, "winner": None, "end": "error", "turns": 0, "actions": 0, "error": f"{type(exc).__name__}: {exc}"}
    outcome = game.outcome
    if spec.save_records:
        from ge_desktop.storage.records import record_of, save_record

        save_record(record_of(game), Path(spec.save_records) / f"game-{seed}.gerec")
    return {
        **result,
        "winner": outcome.winner if outcome else None,
        "end": outcome.reason if outcome else None,
        "turns": game.state.complete_turn,
        "actions": len(game.history),
    }


def run_games(spec: SimulationSpec, workers: int = 1, progress: Callable[[int], None] | None = None) -> list[dict[str, Any]]:
    """Every game of the run, in game order; ``progress(done)`` after each one."""
    results = []
    for result in _results(spec, workers):
        results.append(result)
        if progress is not None:
            progress(len(results))
    return results


def _results(spec: SimulationSpec, workers: int) -> Iterator[dict[str, Any]]:
    play = partial(play_one, spec)
    if workers <= 1 or spec.games == 1:
        yield from map(play, range(spec.games))
        return
    chunk = max(1, min(8, spec.games // (workers * 4)))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(play, range(spec.games), chunksize=chunk)


# --- the summary ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SummaryRow:
    """One deck and bot: games played (seat-games), wins, and the win rate's 95 % interval."""

    deck: str
    bot: str
    games: int
    wins: int
    low: float
    high: float

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def as_dict(self) -> dict[str, Any]:
        return {
            "deck": self.deck,
            "bot": self.bot,
            "games": self.games,
            "wins": self.wins,
            "win_rate": round(self.rate, 4),
            "ci95": [round(self.low, 4), round(self.high, 4)],
        }


def wilson(wins: int, games: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (sound near 0 % and 100 %)."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def summarize(results: list[dict[str, Any]]) -> list[SummaryRow]:
    """Win rates per (deck, bot), in order of first appearance."""
    played: dict[tuple[str, str], int] = {}
    won: dict[tuple[str, str], int] = {}
    for result in results:
        for seat, key in enumerate(zip(result["decks"], result["bots"], strict=False)):
            played[key] = played.get(key, 0) + 1
            won[key] = won.get(key, 0) + (result["winner"] == seat)
    return [SummaryRow(deck, bot, n, won[(deck, bot)], *wilson(won[(deck, bot)], n)) for (deck, bot), n in played.items()]


def means(results: list[dict[str, Any]]) -> tuple[float, float]:
    """Mean complete turns and mean actions per game (games that crashed left out)."""
    played = [r for r in results if r["end"] != "error"] or [{"turns": 0, "actions": 0}]
    return sum(r["turns"] for r in played) / len(played), sum(r["actions"] for r in played) / len(played)
