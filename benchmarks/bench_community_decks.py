"""The community's decks played by bots: Limited Edition pairings and the small decks.

Run from the checkout (under ``nice`` on a shared machine)::

    nice -n 10 .venv/bin/python benchmarks/bench_community_decks.py [--games 200] [--small-games 100] [--workers 2]

The community decks (``../shared/data/lackey-ge/community-decks``, or ``GE_LACKEY_DATA``) are
imported as a player imports them: the card list and all 24 decks laid out as an installed
plugin (hard links, in a temporary folder) and read by ``import_plugin`` into a temporary
user folder. Then, for each player (``--players``: the standard bot and the simulator's
weighted agent by default):

1. ``--games`` seeded games for each pairing of Limited Edition decks of different empires
   (``--pairings``: each Ltd deck against the next one round the list, eight pairings by
   default; seats swap every game);
2. ``--small-games`` games for each other deck (the Beta Starter and the five small empire
   decks) against a Limited Edition deck (round the list).

Every game's record is replayed with ``--check``'s checks (each action legal, the final
state equal to the record's snapshot). Prints, per pairing, the wins of each deck with a
95 % Wilson interval, how the games ended, the errors and the records that failed their
check; ``--json FILE`` writes every figure. Nothing here is a test: the seeded sample CI
runs is ``tests/lackey/test_community_decks_play.py``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.lackey.community_games import RecordCheck, check_and_count, deck_empires, import_community_decks, pairings  # noqa: E402  (shared with the CI sample)
from tests.lackey_data import LackeyData, data_folder  # noqa: E402  (the tests' own lay-out of the reference data)

DEFAULT_PLAYERS = ("standard", "weighted")


def play_pairing(decks: tuple[Path, Path], player: str, games: int, seed: int, workers: int, records: Path, uses: RecordCheck) -> dict[str, Any]:
    """``games`` seeded games of the two decks (seats swap every game), their records checked
    (and their card plays and function uses added to ``uses``)."""
    from ge_desktop.bots.simulation import Entrant, SimulationSpec, run_games, summarize

    records.mkdir(parents=True)
    spec = SimulationSpec(entrants=tuple(Entrant(str(d), player) for d in decks), games=games, seed=seed, turn_cap=40, save_records=str(records))
    started = time.perf_counter()
    results = run_games(spec, workers)
    elapsed = time.perf_counter() - started
    check = check_and_count(records)
    failed = check.failed
    uses.played.update(check.played)
    uses.used.update(check.used)
    return {
        "decks": [d.stem for d in decks],
        "player": player,
        "games": len(results),
        "seconds": round(elapsed, 1),
        "ends": dict(Counter(str(r["end"]) for r in results)),
        "errors": [f"seed {r['seed']}: {r['error']}" for r in results if r["end"] == "error"],
        "records_failed": failed,
        "mean_turns": round(sum(r["turns"] for r in results) / max(1, len(results)), 1),
        "summary": [row.as_dict() for row in summarize(results)],
    }


def _deck_figures(row: dict[str, Any]) -> str:
    low, high = row["ci95"]
    return f"{row['deck']} {row['wins']}/{row['games']} {100 * row['win_rate']:.1f}% ({100 * low:.1f}-{100 * high:.1f})"


def _line(result: dict[str, Any]) -> str:
    rows = "; ".join(
        f"{r['deck']} {r['wins']}/{r['games']} {100 * r['win_rate']:.1f}% ({100 * r['ci95'][0]:.1f}-{100 * r['ci95'][1]:.1f})" for r in result["summary"]
    )
    ends = ", ".join(f"{k} {v}" for k, v in sorted(result["ends"].items()))
    trouble = f", ERRORS {len(result['errors'])}" if result["errors"] else ""
    trouble += f", RECORDS FAILED {len(result['records_failed'])}" if result["records_failed"] else ""
    return f"{result['player']:<9} {' v '.join(result['decks']):<32} {rows}; ends: {ends}; {result['mean_turns']} turns; {result['seconds']} s{trouble}"


def community_titles(decks: dict[str, Path]) -> Counter[str]:
    """Copies of each card (by label) in the community decks (not the Basic Set's), Sector HQs
    and reference cards left out (they are never played)."""
    from ge_desktop.cards.decks import load_deck
    from ge_desktop.cards.user_catalog import load_full_catalog

    catalog = load_full_catalog().catalog
    copies: Counter[str] = Counter()
    for name, path in decks.items():
        if not name.startswith(("basic-set", "Basic_Deck")):
            copies.update(card.label for card in load_deck(path, catalog).all_cards())
    return copies


# Why a title may stay at zero plays over a run (issue 38: none at zero without a reason beside it).
_MANUAL_ABILITY = "a manual ability card with no place in the catalog: the bots play no manual card that needs a place"
NEVER_PLAYED_REASONS = {
    "A5 Anarchist": _MANUAL_ABILITY,
    "A5 Aurora Borealis": _MANUAL_ABILITY,
    "A5 Mind Mold Symbionts": _MANUAL_ABILITY,
    "A5 Monster Halt": _MANUAL_ABILITY,
    "A6 Gaia Separation": _MANUAL_ABILITY,
    "A7 Urbanization": _MANUAL_ABILITY,
    "R/A8 Time Lore": _MANUAL_ABILITY,
    "A9 Filarian Overlord": "played only against an opponent's crew, and the run pairs the Filarian deck with Ltd_Dragon, which holds no crew",
    "H1 Divergence of Psy": "played only on a psy: it is in Ltd_Dragon, and no deck Ltd_Dragon meets in the run (nor Ltd_Dragon itself) holds a psy",
}


def print_title_uses(copies: Counter[str], uses: RecordCheck) -> None:
    """Each community title's plays and function uses over the run; the titles never played,
    each with its reason (``NEVER_PLAYED_REASONS``) or NO REASON."""
    never = sorted(title for title in copies if uses.played[title] == 0)
    print(f"\ntitles of the community decks: {len(copies)}; played at least once: {len(copies) - len(never)}; never played: {len(never)}")
    for title in never:
        print(f"never played: {title} ({copies[title]} copies): {NEVER_PLAYED_REASONS.get(title, 'NO REASON')}")
    print("title\tcopies\tplayed\tfunction used")
    for title in sorted(copies, key=lambda t: (uses.played[t], t)):
        print(f"{title}\t{copies[title]}\t{uses.played[title]}\t{uses.used[title]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per Ltd pairing")
    parser.add_argument("--small-games", type=int, default=100, help="games per small deck against a Ltd deck")
    parser.add_argument("--pairings", type=int, default=8, help="Ltd pairings of different empires")
    parser.add_argument("--players", default=",".join(DEFAULT_PLAYERS), help="who plays both seats: bots (standard, beginner...) or weighted")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", type=Path, help="write every figure to this file")
    args = parser.parse_args()
    data = LackeyData(data_folder())
    results: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        os.environ["GE_DESKTOP_HOME"] = str(root / "home")  # a user folder of its own
        decks = import_community_decks(root, data)
        empires = deck_empires(decks)
        plan = [(pair, args.games) for pair in pairings(decks, empires, args.pairings, small=False)]
        plan += [(pair, args.small_games) for pair in pairings(decks, empires, 0, small=True)]
        print(f"community decks: {len(plan)} pairings, players {args.players}, seed {args.seed}, load {os.getloadavg()[0]:.2f}", flush=True)
        uses = RecordCheck()
        for player in args.players.split(","):
            for k, ((first, second), games) in enumerate(plan):
                if games <= 0:
                    continue
                result = play_pairing((decks[first], decks[second]), player, games, args.seed, args.workers, root / "records" / f"{player}-{k}", uses)
                results.append(result)
                print(_line(result), flush=True)
        copies = community_titles(decks)
        print_title_uses(copies, uses)
    if args.json:
        titles = {title: {"copies": n, "played": uses.played[title], "function_used": uses.used[title]} for title, n in sorted(copies.items())}
        args.json.write_text(json.dumps({"seed": args.seed, "results": results, "titles": titles}, indent=1), encoding="utf-8")
    bad = sum(len(r["errors"]) + len(r["records_failed"]) for r in results)
    print(f"{sum(r['games'] for r in results)} games; {bad} errors or failed records")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
