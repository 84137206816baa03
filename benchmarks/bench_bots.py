"""Bot benchmark: an Elo-style ladder from seeded round-robin games, and decision times.

Run from the checkout (one process; ``nice -n 10`` on a shared machine)::

    .venv/bin/python benchmarks/bench_bots.py --games 8 --out bench-bots.jsonl
    .venv/bin/python benchmarks/bench_bots.py --pairs strong:standard --games 400 \\
        --out bench-bots.jsonl --max-minutes 30      # resumable: run again to go on
    .venv/bin/python benchmarks/bench_bots.py --report --out bench-bots.jsonl

Entrants: the levels a seat offers (``random``, ``beginner``, ``standard``, ``strong`` =
the searching bot's normal level; ``bots/levels.py``) and the searching bot's two levels
kept for measurement only (``strong-easy``, ``strong-hard``: within the noise of normal,
so no seat offers them). ``--pairs`` names the pairings (default: every pair of
neighbours on the offered ladder, plus ``standard:standard``); each pairing plays ``--games``
games, game ``i`` seeded ``--seed + i``, the seats swapped every game and the decks
swapped every two games, so each bot plays each deck from each seat equally often.
``--decks`` picks the decks: ``a`` (Basic Set A's Argonian and Krebiz), ``all`` (the five
two-player Standard pairings of the Basic Set decks, moving on every four games), ``basic``
(the Basic Games of Basic Sets A, B and C: both seats draw from the Set's one shared deck,
so the decks cannot decide) or ``mixed`` (the eight in turn: every 32 games play each
Standard pairing and each Basic Game four times). Every
finished game is appended to ``--out`` (JSON lines) at once, so a run cut short (Ctrl+C,
``--max-minutes``) loses at most the game under way, and a new run skips the games the
file already has.

The report (printed after every run, or alone with ``--report``): per pairing, the first
bot's wins, losses and games at the turn cap, its score (a game at the cap counts a half)
with a 95 % Wilson interval, how many games ended by Sector HQ destruction, and the
seconds per game; then the ladder: Elo ratings fitted to every game by maximum
likelihood (Bradley-Terry, random anchored at 0); then, per strong level, iterations per
second of search and the decision time (median, p95, max) over all its decisions, and how
many searches the time cap cut short; then the CPU time of each decision (the deciding
thread's, ``time.thread_time``): on a shared machine the wall-clock times grow with the
load, the CPU times show what a decision costs the machine itself.

``--against FILE ...`` compares the report's games with another run's on the same seeds
(another version of a bot, under the same pairing names): per pairing, on the games both
played, each run's wins, how often the same seat won and the games only one run won. Most
games between searching bots go the way the seed decides, so a change shows in the rest.

``--gui-moves N [--gui-bot strong]``: two bots play N moves on the window (offscreen, sped
up, the bots thinking in their worker thread) while a 10 ms timer watches the event loop;
prints the longest gap between ticks and the p99 (the GUI must never stall).

The strong bot's searches are bounded by iterations (reproducible) with its level's time
cap as a guard; ``--no-time-cap`` turns the guard off so every game replays exactly on
any machine. Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ge_desktop.bots import BotKind, make_bot, next_action  # noqa: E402
from ge_desktop.bots.base import ENTRANT_NAMES  # noqa: E402
from ge_desktop.bots.simulation import wilson  # noqa: E402
from ge_desktop.bots.strong import StrongBot  # noqa: E402
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.cards.decks import load_deck, shipped_deck  # noqa: E402
from ge_desktop.engine import Game  # noqa: E402
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck, Variant  # noqa: E402

TURN_CAP = 40
LADDER = ("random", "beginner", "standard", "strong-easy", "strong", "strong-hard")
# The two-player pairings of the 1994 Basic Set decks (A's, B's and each two of C's three);
# a pairing of one deck is a Basic Game (1994 rules) of that Set's shared deck, both seats
# drawing from it, where only the players' skill and the dice decide.
STANDARD_PAIRINGS = (("argonian", "krebiz"), ("corporate", "mechad"), ("pot", "scorpead"), ("pot", "tufor"), ("scorpead", "tufor"))
BASIC_GAMES = (("a",), ("b",), ("c",))
DECK_PAIRINGS = {
    "a": (("argonian", "krebiz"),),
    "all": STANDARD_PAIRINGS,
    "basic": BASIC_GAMES,
    "mixed": STANDARD_PAIRINGS + BASIC_GAMES,  # every 32 games: each Standard pairing and each Basic Game, 4 games each
}
DEFAULT_PAIRS = ("beginner:random", "standard:beginner", "strong:standard", "standard:standard")  # the offered ladder (levels.py)


def deck_paths(pairings: str, index: int) -> list[Path]:
    """The decks of game ``index``: the deck pairing ``(index // 4) % len``, so every four
    games (both seats, both decks) move on to the next pairing; one deck for a Basic Game."""
    choices = DECK_PAIRINGS[pairings]
    names = choices[(index // 4) % len(choices)]
    paths = [shipped_deck(name) for name in names]
    if any(p is None for p in paths):
        raise SystemExit(f"no shipped deck for {names}")
    return paths  # type: ignore[return-value]


def deck_fingerprint(pairings: str = "a") -> str:
    files = sorted({p for i in range(0, 4 * len(DECK_PAIRINGS[pairings]), 4) for p in deck_paths(pairings, i)})
    return ", ".join(f"{p.name} {hashlib.sha256(p.read_bytes()).hexdigest()[:12]}" for p in files)


def play_game(first: str, second: str, index: int, seed: int, time_cap: bool, pairings: str = "a") -> dict:
    """Game ``index`` of the pairing: ``first`` at seat ``index % 2``, decks swapped every two
    games, the deck pairing changing every four (``deck_paths``)."""
    catalog = default_catalog()
    decks = [PlayerDeck.from_deck(load_deck(p, catalog)) for p in deck_paths(pairings, index)]
    if (index // 2) % 2:
        decks.reverse()
    basic = len(decks) == 1
    first_seat = index % 2
    kinds = [second, second]
    kinds[first_seat] = first
    game_seed = seed + index
    bots = [make_bot(kinds[s], game_seed, s) for s in range(2)]
    for bot in bots:
        if isinstance(bot, StrongBot) and not time_cap:
            bot.time_cap = None
    variant = Variant.BASIC if basic else Variant.STANDARD
    config = GameConfig(decks=tuple(decks), players=2 if basic else 0, seed=game_seed, turn_cap=TURN_CAP, variant=variant)
    game = Game.new(config, catalog)
    began = time.perf_counter()
    while not game.is_terminal():
        game.apply(next_action(game, bots[game.to_act]))
    outcome = game.outcome
    result = {
        "pair": f"{first}:{second}",
        "index": index,
        "seed": game_seed,
        "seats": kinds,
        "deck_set": pairings,
        "decks": [p.deck_name for p in game.state.players] if not basic else [f"Basic Game: {decks[0].name}"] * 2,
        "winner": None if outcome.winner is None else kinds[outcome.winner],
        "winner_seat": outcome.winner,
        "first_seat": first_seat,
        "end": outcome.end.value,
        "turns": game.state.complete_turn,
        "actions": len(game.history),
        "seconds": round(time.perf_counter() - began, 2),
        "search": {},
    }
    for seat, bot in enumerate(bots):
        if isinstance(bot, StrongBot):
            s = bot.stats
            result["search"][str(seat)] = {
                "kind": kinds[seat],
                "decisions": s.decisions,
                "searches": s.searches,
                "iterations": s.iterations,
                "seconds": round(s.seconds, 3),
                "cut_short": s.cut_short,
                "changed": s.changed,
                "failed": s.failed,
                "times_ms": [round(t * 1000, 1) for t in s.times],
                "cpu_ms": [round(t * 1000, 1) for t in s.cpu_times],
            }
    return result


def load(path: Path, fields: tuple[str, ...] = (), what: str = "a row") -> list[dict]:
    """The JSON lines of ``path`` (none if it is missing); a line that is not JSON, or not an
    object with ``fields``, is skipped with a message naming it (a run cut short may leave
    half a line)."""
    if not path.exists():
        return []
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            print(f"{path}: line {number} is not JSON; skipped", file=sys.stderr)
            continue
        if fields and not (isinstance(row, dict) and set(fields) <= row.keys()):
            print(f"{path}: line {number} is not {what} ({', '.join(fields)}); skipped", file=sys.stderr)
            continue
        rows.append(row)
    return rows


def first_score(row: dict) -> float:
    if row["winner_seat"] is None:
        return 0.5
    return 1.0 if row["winner_seat"] == row["first_seat"] else 0.0


def elo(rows: list[dict]) -> dict[str, float]:
    """Bradley-Terry ratings on the Elo scale (random at 0), by minorization-maximization."""
    games: dict[tuple[str, str], list[float]] = {}
    for row in rows:
        a, b = row["pair"].split(":")
        if a != b:
            games.setdefault((a, b), []).append(first_score(row))
    players = sorted({p for pair in games for p in pair}, key=lambda p: LADDER.index(p) if p in LADDER else 99)
    if not players:
        return {}
    strength = {p: 1.0 for p in players}
    for _ in range(500):
        for p in players:
            wins = 0.5  # a half-game prior against an equal keeps unbeaten entrants finite
            denominator = 1.0 / (strength[p] + 1.0)
            for (a, b), scores in games.items():
                if p not in (a, b):
                    continue
                other = b if p == a else a
                mine = sum(scores) if p == a else len(scores) - sum(scores)
                wins += mine
                denominator += len(scores) / (strength[p] + strength[other])
            strength[p] = wins / denominator
        anchor = strength.get("random", strength[players[0]])
        strength = {p: v / anchor for p, v in strength.items()}
    return {p: 400 * math.log10(v) for p, v in strength.items()}


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def report(rows: list[dict]) -> None:
    pairs: dict[str, list[dict]] = {}
    for row in rows:
        pairs.setdefault(row["pair"], []).append(row)
    sets = sorted({row.get("deck_set", "a") for row in rows}) or ["a"]
    print(f"{len(rows)} games; decks: {'; '.join(deck_fingerprint(s) for s in sets)}; turn cap {TURN_CAP}")
    for pair, played in pairs.items():
        first, second = pair.split(":")
        wins = sum(first_score(r) == 1.0 for r in played)
        capped = sum(r["winner_seat"] is None for r in played)
        losses = len(played) - wins - capped
        score = wins + capped / 2
        low, high = wilson(wins, len(played))
        hq = sum(r["end"] == "hq_destroyed" for r in played)
        secs = statistics.mean(r["seconds"] for r in played)
        line = (
            f"{first:>11} vs {second:<11} {len(played):4d} games: {wins} won, {losses} lost, {capped} at the cap; "
            f"wins {100 * wins / len(played):.1f} % (95 % CI {100 * low:.1f}-{100 * high:.1f} %), "
            f"score {100 * score / len(played):.1f} %; HQ destroyed in {hq} ({100 * hq / len(played):.0f} %); {secs:.1f} s/game"
        )
        if first == second:
            decks: dict[str, int] = {}
            for r in played:
                if r["winner_seat"] is not None:
                    name = r["decks"][r["winner_seat"]]
                    decks[name] = decks.get(name, 0) + 1
            line += f"; wins by deck {decks}"
        print(line)
        if first != second:
            by_deck: dict[str, list[float]] = {}
            for r in played:
                by_deck.setdefault(r["decks"][r["first_seat"]], []).append(first_score(r))
            print("      " + first + " by its deck: " + ", ".join(f"{d} {sum(v):g}/{len(v)}" for d, v in sorted(by_deck.items())))
            by_pairing: dict[str, list[float]] = {}
            for r in played:
                key = " vs ".join(sorted(set(r["decks"]))) if r["decks"][0] != r["decks"][1] else r["decks"][0]
                by_pairing.setdefault(key, []).append(first_score(r))
            if len(by_pairing) > 1:
                for key, scores in sorted(by_pairing.items()):
                    won = sum(x == 1.0 for x in scores)
                    low, high = wilson(won, len(scores))
                    print(f"      {key}: {first} wins {won}/{len(scores)} ({100 * won / len(scores):.0f} %, 95 % CI {100 * low:.0f}-{100 * high:.0f} %)")
    ratings = elo(rows)
    if ratings:
        print("ladder (Elo, random = 0): " + ", ".join(f"{p} {r:.0f}" for p, r in sorted(ratings.items(), key=lambda item: item[1])))
    per_kind: dict[str, dict] = {}
    for row in rows:
        for info in row.get("search", {}).values():
            agg = per_kind.setdefault(
                info["kind"], {"iterations": 0, "seconds": 0.0, "times": [], "cpu": [], "searches": 0, "cut": 0, "changed": 0, "failed": 0}
            )
            agg["cpu"] += info.get("cpu_ms", [])
            agg["iterations"] += info["iterations"]
            agg["seconds"] += info["seconds"]
            agg["times"] += info["times_ms"]
            agg["searches"] += info["searches"]
            agg["cut"] += info["cut_short"]
            agg["changed"] += info["changed"]
            agg["failed"] += info.get("failed", 0)
    for kind, agg in per_kind.items():
        times = agg["times"]
        print(
            f"{kind}: {agg['searches']} searches, {agg['iterations'] / max(agg['seconds'], 1e-9):.1f} iterations/s, "
            f"{agg['iterations'] / max(agg['searches'], 1):.1f} iterations a search; decisions {len(times)}: median "
            f"{statistics.median(times):.1f} ms, p95 {percentile(times, 0.95):.0f} ms, max {max(times):.0f} ms; "
            f"cut short by the time cap {agg['cut']}; searches that left the standard bot's choice {agg['changed']}; "
            f"playouts the engine could not finish {agg['failed']}"
        )
        if agg["cpu"]:
            cpu = agg["cpu"]
            print(
                f"{kind}: CPU time of the deciding thread (what a decision costs the machine, its load aside) over {len(cpu)} decisions: "
                f"median {statistics.median(cpu):.1f} ms, p95 {percentile(cpu, 0.95):.0f} ms, max {max(cpu):.0f} ms"
            )


def compare(rows: list[dict], others: list[dict]) -> None:
    """Two runs of the same pairings on the same seeds (two versions of a bot, say): per
    pairing, on the games both played, the first bot's wins in each, how often the same
    seat won, and the games only one of them won. Most games between two searching bots go
    the way the seed decides whatever they choose, so a change shows first in the games
    where the winner changed."""
    mine = {(r["pair"], r["index"]): r for r in rows}  # a game listed twice (--out and --also) counts once
    theirs = {(r["pair"], r["index"]): r for r in others}
    pairs: dict[str, list[int]] = {}
    for pair, index in sorted(mine.keys() & theirs.keys()):
        pairs.setdefault(pair, []).append(index)
    if not pairs:
        print("--against: no game of a pairing and seed in both runs")
        return
    for pair, indexes in pairs.items():
        here = [first_score(mine[(pair, i)]) == 1.0 for i in indexes]
        there = [first_score(theirs[(pair, i)]) == 1.0 for i in indexes]
        same = sum(mine[(pair, i)]["winner_seat"] == theirs[(pair, i)]["winner_seat"] for i in indexes)
        only_here = sum(a and not b for a, b in zip(here, there, strict=True))
        only_there = sum(b and not a for a, b in zip(here, there, strict=True))
        print(
            f"{pair} on the {len(indexes)} games both runs played: {sum(here)} won here, {sum(there)} in --against; "
            f"the same seat won {same} ({100 * same / len(indexes):.0f} %); won only here {only_here}, only in --against {only_there}"
        )


def gui_stall(moves: int, kind: str) -> None:
    """Two ``kind`` bots play ``moves`` moves on the window (offscreen, sped up) while a 10 ms
    timer watches the event loop; prints the longest gap between ticks and the p99."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ge_desktop.engine.terms import Seat
    from ge_desktop.rulesets.galactic_empires import GameMode
    from ge_desktop.ui.game_setup import ready_game, starter_config
    from ge_desktop.ui.main_window import MainWindow
    from ge_desktop.ui.preferences import AnimationSpeed, Preferences

    app = QApplication.instance() or QApplication([])
    catalog = default_catalog()
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False, confirm_quit=False))
    win.resize(1200, 800)
    win.show()
    win.act_fast_bots.setChecked(True)
    game = ready_game(starter_config(catalog, 2, mode=GameMode.RULES, seed=31), catalog)
    win.set_session(win.make_session(game, {Seat(0): BotKind(kind), Seat(1): BotKind(kind)}))
    ticks: list[float] = []
    watchdog = QTimer()
    watchdog.timeout.connect(lambda: ticks.append(time.perf_counter()))
    watchdog.start(10)
    began = time.perf_counter()
    while win.page.bot_runner.moves < moves and not win.session.game.is_terminal() and time.perf_counter() - began < 1800:
        app.processEvents()
        time.sleep(0.001)
    watchdog.stop()
    gaps = sorted((b - a) * 1000 for a, b in zip(ticks, ticks[1:], strict=False))
    searches = sum(b.stats.searches for b in win.page.bot_runner.bots.values() if isinstance(b, StrongBot))
    print(
        f"GUI with two {kind} bots: {win.page.bot_runner.moves} bot moves ({searches} searches) in {time.perf_counter() - began:.0f} s; "
        f"{len(ticks)} ticks of a 10 ms timer; longest gap {gaps[-1]:.0f} ms, p99 {percentile(gaps, 0.99):.0f} ms"
    )
    win._stop_bots()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", nargs="*", default=list(DEFAULT_PAIRS), help="pairings FIRST:SECOND")
    parser.add_argument("--games", type=int, default=8, help="games per pairing")
    parser.add_argument("--first-game", type=int, default=0, help="start at this game index (split a run over processes, each with its own --out)")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--out", type=Path, default=Path("bench-bots.jsonl"))
    parser.add_argument("--also", type=Path, nargs="*", default=[], help="more result files to report with --out (the parts of a split run)")
    parser.add_argument("--max-minutes", type=float, default=None, help="stop starting games after this long")
    parser.add_argument("--no-time-cap", action="store_true", help="the strong bot's time cap off (exact replays)")
    parser.add_argument(
        "--decks",
        choices=sorted(DECK_PAIRINGS),
        default="a",
        help="a: Basic Set A's pair; all: every two-player Basic Set pairing; basic: the Basic Games of Sets A, B, C; mixed: all and basic, in turn",
    )
    parser.add_argument("--report", action="store_true", help="only print the report of --out")
    parser.add_argument(
        "--against", type=Path, nargs="*", default=[], help="result files of another run on the same seeds: compare game by game with --out (and --also)"
    )
    parser.add_argument("--gui-moves", type=int, default=0, help="watch the event loop while two bots play this many moves")
    parser.add_argument("--gui-bot", default="strong")
    args = parser.parse_args()
    for path in args.against:
        if not path.exists():
            parser.error(f"--against {path}: no such file")  # before any game is played
    if args.gui_moves:
        gui_stall(args.gui_moves, args.gui_bot)
        return
    if not args.report:
        for pair in args.pairs:
            first, _, second = pair.partition(":")
            for name in (first, second):
                if name not in ENTRANT_NAMES:
                    parser.error(f"--pairs {pair}: '{name}' is not a bot ({', '.join(ENTRANT_NAMES)})")
        earlier = load(args.out)
        if any(r.get("deck_set", "a") != args.decks for r in earlier):
            parser.error(f"--out {args.out}: has games with other decks than --decks {args.decks}; use another file")
        done = {(r["pair"], r["index"]) for r in earlier}
        began = time.monotonic()
        with args.out.open("a", encoding="utf-8") as out:
            for index in range(args.first_game, args.first_game + args.games):  # interleaved, so a cut-short run has some of every pairing
                for pair in args.pairs:
                    if (pair, index) in done:
                        continue
                    if args.max_minutes is not None and time.monotonic() - began > args.max_minutes * 60:
                        print(f"stopped after {args.max_minutes} minutes; run again to go on", file=sys.stderr)
                        report(load(args.out) + [r for path in args.also for r in load(path)])
                        return
                    first, _, second = pair.partition(":")
                    row = play_game(first, second, index, args.seed, not args.no_time_cap, args.decks)
                    out.write(json.dumps(row) + "\n")
                    out.flush()
                    print(f"{pair} game {index}: winner {row['winner']} ({row['end']}, {row['turns']} turns, {row['seconds']} s)", file=sys.stderr)
    rows = load(args.out) + [r for path in args.also for r in load(path)]
    report(rows)
    if args.against:
        compare(rows, [r for path in args.against for r in load(path, ("pair", "index", "winner_seat", "first_seat"), "a game row")])


if __name__ == "__main__":
    main()
