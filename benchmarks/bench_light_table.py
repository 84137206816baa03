"""Every figure of the light-table issue (20) in one run, each part with the machine's load.

Run from the checkout: ``.venv/bin/python benchmarks/bench_light_table.py [--baseline DIR]``.

1. ``bench_table.py``: drag frames GE/bare at 1600x1000 and 2560x1440 (6 players on flat
   bare pixmaps, 4 players with real faces on both sides; wall and CPU), then launch to
   the first painted table: cold, warm without compiled modules, warm, a resumed game and
   the 3,514 imported printings (cold and warm).
2. ``bench_render.py --widths 360``: cold face render per card (wall and CPU, CPU by the
   renderer's steps) and the warm load of the whole catalog.
3. With ``--baseline DIR`` (another checkout of the project, e.g. made by
   ``git worktree add /tmp/before <commit>`` and given this checkout's ``.venv``):
   ``bench_engine.py``, ``bench_assist.py`` and ``bench_search.py`` run in that tree and in
   this one, alternately, so before and after share one sitting.

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REGRESSION = (("bench_engine.py", "--games", "20"), ("bench_assist.py", "--states", "40"), ("bench_search.py",))


def load() -> str:
    return "load average " + " ".join(f"{v:.2f}" for v in os.getloadavg())


def run(tree: Path, script: str, *args: str) -> None:
    print(f"== {tree.name}: {script} {' '.join(args)} ({load()})", flush=True)
    subprocess.run([sys.executable, str(tree / "benchmarks" / script), *args], cwd=tree, check=False)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="a checkout of the tree before, for bench_engine/assist/search")
    parser.add_argument("--parts", nargs="*", choices=("table", "render", "regression"), default=["table", "render", "regression"])
    args = parser.parse_args()
    if "table" in args.parts:
        run(ROOT, "bench_table.py")
    if "render" in args.parts:
        run(ROOT, "bench_render.py", "--widths", "360")
    if args.baseline is not None and "regression" in args.parts:
        for script, *rest in REGRESSION:
            for tree in (args.baseline.resolve(), ROOT, args.baseline.resolve(), ROOT):
                run(tree, script, *rest)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
