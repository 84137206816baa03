"""Where the strong bot's search departs from the standard bot: where the standard bot's
rules of thumb may be corrected (docs/simulate.md, the seventh session's figures).

Plays seeded games of two strong bots (``--bots``, default normal against normal) on the
``bench_bots.py`` decks and, at every searched decision, notes the standard bot's choice
(the first candidate) and the search's, each named by its kind: ``Play:A->mine:C`` is an
ability card played on a crew card of its own, ``Aim:T`` a volley at a terrain card,
``Done`` ending the phase. Then prints, per kind of decision, how often the search left the
standard bot's choice, and per kind of candidate how often the search kept it when it was
the standard bot's choice and chose it when it was an alternative. A kind the search
chooses far more often than the standard bot does is a correction to try in the standard
bot; whether it helps is measured by games of the corrected bot against the plain one (a
change that only agrees with the search more is not yet a better player: docs/simulate.md,
the seventh session's figures).

    .venv/bin/python benchmarks/search_departures.py --games 40 --out departures.jsonl
    .venv/bin/python benchmarks/search_departures.py --report --out departures.jsonl

Each searched decision is appended to ``--out`` (JSON lines) as it is made. Prints figures
only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import TextIO

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_bots  # noqa: E402

from ge_desktop.bots import strong  # noqa: E402
from ge_desktop.bots.base import ENTRANT_NAMES, strong_level  # noqa: E402
from ge_desktop.bots.position import Position  # noqa: E402
from ge_desktop.engine.actions import Action  # noqa: E402
from ge_desktop.rulesets.galactic_empires.actions import Aim, Choose, PlayCard, UseFunction  # noqa: E402
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation  # noqa: E402
from ge_desktop.rulesets.galactic_empires.state import GameState  # noqa: E402


def kind_of(pos: Position, action: Action) -> str:
    """A candidate's kind: its verb, the type letter of its card and of its target, whose target."""
    if isinstance(action, (PlayCard, UseFunction)):
        info, target = pos.info(action.card), pos.card(action.target)
        name = f"{'Play' if isinstance(action, PlayCard) else 'Use'}:{info.kind.value if info else '?'}"
        if target is not None and target.info is not None:
            name += f"->{'mine' if target.controller == pos.me else 'their'}:{target.info.kind.value}"
        return name
    if isinstance(action, Aim):
        target = pos.card(action.target)
        return "Aim:HQ" if action.hq is not None else f"Aim:{target.info.kind.value if target and target.info else '?'}"
    if isinstance(action, Choose):
        card = pos.card(action.card)
        if card is not None and card.info is not None:
            return f"Choose:{'mine' if card.controller == pos.me else 'their'}:{card.info.kind.value}"
        return "Choose:player" if action.player is not None else "Choose:skip"
    return type(action).__name__


def decision_of(observation: Observation) -> str:
    if observation.choice_kind:
        return f"choose {observation.choice_kind}"
    return "reaction" if observation.stack else observation.phase.value


def record_searches(out: TextIO) -> None:
    """Make every strong bot's search append its decision to ``out``."""
    searched = strong.StrongBot.search

    def search(self: strong.StrongBot, observation: Observation, public: GameState, candidates: list[Action]) -> Action:
        chosen = searched(self, observation, public, candidates)
        pos = Position(observation)
        row = {"decision": decision_of(observation), "candidates": [kind_of(pos, a) for a in candidates], "chosen": candidates.index(chosen)}
        out.write(json.dumps(row) + "\n")
        out.flush()
        return chosen

    strong.StrongBot.search = search  # type: ignore[method-assign]


def report(rows: list[dict]) -> None:
    decisions: Counter[str] = Counter()
    departed: Counter[str] = Counter()
    offered: Counter[tuple[str, str, bool]] = Counter()  # (decision, kind, the standard bot's choice?)
    picked: Counter[tuple[str, str, bool]] = Counter()
    for row in rows:
        decisions[row["decision"]] += 1
        departed[row["decision"]] += row["chosen"] != 0
        for index, kind in enumerate(row["candidates"]):
            key = (row["decision"], kind, index == 0)
            offered[key] += 1
            picked[key] += row["chosen"] == index
    print(f"{len(rows)} searched decisions")
    for decision, n in decisions.most_common():
        print(f"  {decision:28s} {n:6d}, the search left the standard bot's choice in {100 * departed[decision] / n:5.1f} %")
    print("per kind of candidate: as the standard bot's choice, kept | as an alternative, chosen")
    kinds: Counter[tuple[str, str]] = Counter()
    for (decision, kind, _), n in offered.items():
        kinds[decision, kind] += n
    for (decision, kind), n in kinds.most_common():
        if n < 15:
            break
        default, other = (decision, kind, True), (decision, kind, False)
        mine = f"{offered[default]:5d} kept {100 * picked[default] / offered[default]:5.1f} %" if offered[default] else " " * 19
        theirs = f"{offered[other]:5d} chosen {100 * picked[other] / offered[other]:5.1f} %" if offered[other] else ""
        print(f"  {decision:12.12s} {kind:22s} {mine} | {theirs}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="strong:strong", help="FIRST:SECOND, at least one a strong bot")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--first-game", type=int, default=0)
    parser.add_argument("--seed", type=int, default=5000, help="game i is seeded --seed + i (apart from bench_bots.py's 1000+)")
    parser.add_argument("--decks", choices=sorted(bench_bots.DECK_PAIRINGS), default="mixed")
    parser.add_argument("--out", type=Path, default=Path("departures.jsonl"))
    parser.add_argument("--report", action="store_true", help="only print the report of --out")
    args = parser.parse_args()
    first, _, second = args.bots.partition(":")
    for name in (first, second):
        if name not in ENTRANT_NAMES:
            parser.error(f"--bots {args.bots}: '{name}' is not a bot ({', '.join(ENTRANT_NAMES)})")
    if strong_level(first) is None and strong_level(second) is None:
        parser.error(f"--bots {args.bots}: no strong bot, so no searches to record")
    if not args.report:
        with args.out.open("a", encoding="utf-8") as out:
            record_searches(out)
            for index in range(args.first_game, args.first_game + args.games):
                bench_bots.play_game(first, second, index, args.seed, False, args.decks)
                print(f"game {index} done", file=sys.stderr)
    if not args.out.is_file():
        parser.error(f"--out {args.out}: no such file")
    report(bench_bots.load(args.out, ("decision", "candidates", "chosen"), "a recorded decision"))


if __name__ == "__main__":
    main()
