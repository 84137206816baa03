"""Engine benchmark without the clock: Python opcodes per ``legal_actions()`` call.

Run from the checkout: ``.venv/bin/python benchmarks/bench_engine_work.py [--games 2] [ROOT ...]``.

On a shared or virtual machine ``bench_engine.py``'s timings move by half from one run to
the next while the work stays the same, so a 5 % change cannot be seen in them. This script
plays the same seeded games as ``bench_engine.py`` (its own ``_configs`` and
``legal_actions_timings``, loaded from each ROOT, default this checkout) and counts the
Python opcodes each timed ``legal_actions()`` call executes (``sys.settrace`` with opcode
events): a figure that does not depend on the machine. Give two checkouts (an old commit
in a worktree, and this one) to compare them; the games are the same where the rules are.

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import runpy
import statistics
import sys
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TIMED_CALLER = "legal_actions_timings"  # bench_engine.py's function whose calls are counted


class OpcodeCounter:
    """Counts the opcodes of each ``legal_actions()`` call made by ``TIMED_CALLER``."""

    def __init__(self) -> None:
        self.counts: list[int] = []
        self._running = 0

    def _trace(self, frame: FrameType, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        if event == "opcode":
            self._running += 1
        return self._trace

    def wrap(self, legal_actions: Any) -> Any:
        def counted(game: Any, *args: Any, **kwargs: Any) -> Any:
            if sys._getframe(1).f_code.co_name != TIMED_CALLER:
                return legal_actions(game, *args, **kwargs)
            self._running = 0
            sys.settrace(self._trace)
            try:
                return legal_actions(game, *args, **kwargs)
            finally:
                sys.settrace(None)
                self.counts.append(self._running)

        return counted


def _timed_arguments(bench: dict[str, Any], games: int, turn_cap: int, ltd: tuple[str, str] | None) -> tuple[Any, ...]:
    """The games' arguments for ``TIMED_CALLER``, in the shape the checkout's bench_engine.py
    takes (older ones build the starter decks inside ``_configs`` and know no Ltd decks)."""
    if "_basic_decks" not in bench:
        if ltd is not None:
            raise SystemExit("this checkout's bench_engine.py plays the Basic Set decks only")
        return (bench["_configs"](games, turn_cap),)
    catalog, decks = bench["_ltd_decks"](ltd or None) if ltd is not None else bench["_basic_decks"]()
    return (bench["_configs"](decks, games, turn_cap), catalog)


def count_opcodes(root: Path, games: int, turn_cap: int, ltd: tuple[str, str] | None = None) -> list[int]:
    """Opcodes per timed ``legal_actions()`` call in ``root``'s bench_engine games (``ltd``: two
    community Limited Edition decks, ``()`` for bench_engine's default pair)."""
    saved_path, saved_modules = list(sys.path), dict(sys.modules)
    sys.path.insert(0, str(root))
    try:
        bench = runpy.run_path(str(root / "benchmarks" / "bench_engine.py"), run_name="bench_engine")
        game_class = bench[TIMED_CALLER].__globals__["Game"]
        counter = OpcodeCounter()
        original = game_class.legal_actions
        game_class.legal_actions = counter.wrap(original)
        try:
            bench[TIMED_CALLER](*_timed_arguments(bench, games, turn_cap, ltd))
        finally:
            game_class.legal_actions = original
        return counter.counts
    finally:  # the next root imports its own ge_desktop
        sys.path[:] = saved_path
        for name in [n for n in sys.modules if n not in saved_modules]:
            del sys.modules[name]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("roots", nargs="*", type=Path, default=[ROOT], help="checkouts to measure (default: this one)")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--turn-cap", type=int, default=40)
    parser.add_argument("--decks", choices=("basic", "ltd"), default="basic", help="bench_engine's Basic Set starters or two community Ltd decks")
    parser.add_argument("--ltd-pair", nargs=2, metavar="DECK", help="with --decks ltd: the two imported decks' names (e.g. Ltd_Argonian Ltd_Krebiz)")
    args = parser.parse_args()
    ltd = (tuple(args.ltd_pair) if args.ltd_pair else ()) if args.decks == "ltd" else None
    for root in args.roots:
        counts = count_opcodes(root.resolve(), args.games, args.turn_cap, ltd)
        if not counts:
            print(f"{root}: no legal_actions() call was counted", file=sys.stderr)
            return 1
        print(
            f"{root}: {args.decks} decks, {len(counts)} calls over {args.games} games, opcodes per legal_actions() call "
            f"median {statistics.median(counts):.0f}, mean {statistics.mean(counts):.0f}, max {max(counts)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
