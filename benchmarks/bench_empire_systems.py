"""Empire systems benchmark (issue 19): each constructed empire deck against a Basic Set deck.

Run from the checkout:
``.venv/bin/python benchmarks/bench_empire_systems.py [--games 200] [--seed 1] [--only leopan]``

For every system built so far, plays ``--games`` seeded games of its constructed deck
(``resources/decks/*-constructed.deck``) against a Basic Set deck, the standard bot in both
seats, seats alternating each game, turn cap 40. Prints per system: games, how they ended,
the constructed deck's win rate (95 % Wilson interval), how many times the system was used
and in how many games, any game that raised (with its seed), and the machine load. Exits 1
if a game raised or a system was never used (0 uses is a failure). Figures only: the CI
sample is ``tests/bots/test_empire_systems_bot.py``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ge_desktop.bots import BotKind, make_bot, next_action  # noqa: E402
from ge_desktop.bots.simulation import wilson  # noqa: E402
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.cards.decks import load_deck, shipped_deck  # noqa: E402
from ge_desktop.engine import Game, GameConfig, PlayerDeck  # noqa: E402
from ge_desktop.engine import events as ev  # noqa: E402
from ge_desktop.engine.state import GameState  # noqa: E402


@dataclass(frozen=True)
class System:
    """One empire system: its constructed deck, the Basic Set opponent, and what counts as a use."""

    name: str
    deck: str
    opponent: str
    used: Callable[[GameState, ev.Event, int], bool]  # (state, event, the constructed deck's seat)
    broken: Callable[[GameState], str | None] = lambda state: None  # the rule's invariant, after every action


def _armor(state: GameState, event: ev.Event, seat: int) -> bool:
    return isinstance(event, ev.ArmorUsed) and state.cards[event.card].owner == seat


def _orgon_damage(state: GameState, event: ev.Event, seat: int) -> bool:
    if not isinstance(event, ev.FunctionUsed):
        return False
    card = state.cards[event.card]
    return card.owner == seat and card.info.empire == "Orgons" and card.info.kind.value == "D"


def _crew_aboard_gekonauak(state: GameState, event: ev.Event, seat: int) -> bool:
    if not isinstance(event, ev.CardMoved) or event.parent is None or event.from_zone.value != "hand":
        return False
    card, ship = state.cards[event.card], state.cards[event.parent]
    return card.owner == seat and card.info.is_crew and ship.info.empire == "Gekonauak" and ship.info.kind.value == "S"


def _gekonauak_crowded(state: GameState) -> str | None:
    for card in state.in_play():
        if card.info.empire == "Gekonauak" and card.info.kind.value == "S":
            crew = [c for c in card.children if state.cards[c].info.is_crew]
            if len(crew) > 1:
                return f"#{card.id} {card.info.label} holds {len(crew)} crew"
    return None


SYSTEMS = [
    System("Armor System (Leopan)", "leopan", "krebiz", _armor),
    System("Orgon card damage (card action)", "orgons", "argonian", _orgon_damage),
    System("Gekonauak one crew aboard (crew played onto a Gekonauak ship)", "gekonauak", "krebiz", _crew_aboard_gekonauak, _gekonauak_crowded),
]


def play(system: System, games: int, seed: int) -> tuple[Counter, Counter, int, int, list[str]]:
    catalog = default_catalog()
    paths = shipped_deck(system.deck), shipped_deck(system.opponent)
    decks = [PlayerDeck.from_deck(load_deck(p, catalog)) for p in paths if p is not None]
    assert len(decks) == 2, f"deck missing: {system.deck} or {system.opponent}"
    ends: Counter = Counter()
    wins: Counter = Counter()
    uses = games_with_use = 0
    errors: list[str] = []
    for index in range(games):
        mine = index % 2  # the constructed deck's seat
        chosen = (decks[0], decks[1]) if mine == 0 else (decks[1], decks[0])
        game_seed = seed + index
        config = GameConfig(decks=chosen, seed=game_seed, turn_cap=40)
        bots = [make_bot(BotKind.STANDARD, game_seed, s) for s in range(2)]
        count = 0
        try:
            game = Game.new(config, catalog)
            while not game.is_terminal():
                for event in game.apply(next_action(game, bots[game.to_act])):
                    count += system.used(game.state, event, mine)
                broken = system.broken(game.state)
                if broken is not None:
                    raise AssertionError(f"the rule is broken: {broken}")
        except Exception as exc:  # report every failing seed, keep going
            errors.append(f"seed {game_seed}: {type(exc).__name__}: {exc}")
            ends["error"] += 1
            continue
        outcome = game.outcome
        ends[outcome.end.value if outcome else "none"] += 1
        wins["deck"] += outcome is not None and outcome.winner == mine
        uses += count
        games_with_use += count > 0
    return ends, wins, uses, games_with_use, errors


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", help="one system's deck name (leopan, ...)")
    args = parser.parse_args()
    failed = False
    for system in SYSTEMS:
        if args.only and system.deck != args.only:
            continue
        started = time.perf_counter()
        ends, wins, uses, with_use, errors = play(system, args.games, args.seed)
        elapsed = time.perf_counter() - started
        low, high = wilson(wins["deck"], args.games)
        print(f"\n{system.name}: {system.deck}-constructed vs Basic Set {system.opponent}, {args.games} games, standard bot both seats")
        print("  ends: " + ", ".join(f"{k} {v}" for k, v in ends.most_common()))
        print(f"  {system.deck} win rate {wins['deck'] / args.games:.1%}  95% CI [{low:.1%}, {high:.1%}]")
        print(f"  system used {uses} times, in {with_use} of {args.games} games")
        print(f"  {elapsed:.1f} s ({args.games / elapsed:.2f} games/s)")
        for line in errors:
            print(f"  EXCEPTION {line}")
        if errors or uses == 0:
            failed = True
            print("  FAILED: " + ("a game raised" if errors else "the system was never used"))
    print(f"\nload average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f} on {os.cpu_count()} cores")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
