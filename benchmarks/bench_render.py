"""Card face benchmark: cold render time per card and warm (cached) load of the whole catalog.

Run from the checkout: ``.venv/bin/python benchmarks/bench_render.py [--widths 180 360]``.
It points ``GE_DESKTOP_HOME`` at a fresh temporary folder, so the cache starts empty and
the player's real cache is never touched. For each width it renders every catalog card
into the cache (cold: render + PNG write), then loads every cached face again as a
second start would (warm: cache lookup + PNG decode). Prints wall and CPU time per card
(the machine's load beside them) and the CPU time per card of each of the renderer's steps.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


STAGES = ("_frame", "_top_row", "_title", "_art", "_under_art", "_rules", "_weapons", "_footer", "_reduce")


def _timed_stages() -> dict[str, float]:
    """Wrap the face renderer's steps (and the PNG write) to add up the CPU seconds each takes."""
    from ge_desktop.render import cache, face

    spent: dict[str, float] = {}

    def timed(name, function):
        def wrapper(*args, **kwargs):
            begin = time.process_time()
            try:
                return function(*args, **kwargs)
            finally:
                spent[name] = spent.get(name, 0.0) + time.process_time() - begin

        return wrapper

    for name in STAGES:
        setattr(face, name, timed(name.strip("_"), getattr(face, name)))
    cache.save_png = timed("png write", cache.save_png)
    return spent


def _bench(cards, width: int) -> tuple[list[float], list[float], float]:
    from PIL import Image

    from ge_desktop.render import face_png

    cold, cpu = [], []
    for card in cards:
        start, start_cpu = time.perf_counter(), time.process_time()
        face_png(card, width)
        cold.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    start = time.perf_counter()
    for card in cards:
        with Image.open(face_png(card, width)) as image:
            image.load()
    return cold, cpu, time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--widths", type=int, nargs="+", default=[180, 360, 720])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["GE_DESKTOP_HOME"] = home
        from ge_desktop.cards.catalog import default_catalog

        cards = list(default_catalog())
        spent = _timed_stages()
        print(f"{len(cards)} cards; cache in a fresh temporary GE_DESKTOP_HOME (load average {' '.join(f'{v:.2f}' for v in os.getloadavg())})")
        for width in args.widths:
            spent.clear()
            cold, cpu, warm = _bench(cards, width)
            print(
                f"width {width:4d}px: cold render {statistics.mean(cold) * 1000:6.1f} ms/card "
                f"(median {statistics.median(cold) * 1000:.1f}, max {max(cold) * 1000:.1f}; CPU {statistics.mean(cpu) * 1000:.1f} ms/card), "
                f"whole catalog {sum(cold):5.2f} s; warm cached load of the whole catalog {warm:5.2f} s "
                f"({warm / len(cards) * 1000:.2f} ms/card)"
            )
            stages = "  ".join(f"{name} {seconds / len(cards) * 1000:.1f}" for name, seconds in sorted(spent.items(), key=lambda kv: -kv[1]))
            print(f"    CPU ms/card by stage: {stages}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
