"""Card face benchmark: cold render time per card and warm (cached) load of the whole catalog.

Run from the checkout: ``.venv/bin/python benchmarks/bench_render.py [--widths 180 360]``.
It points ``GE_DESKTOP_HOME`` at a fresh temporary folder, so the cache starts empty and
the player's real cache is never touched. For each width it renders every catalog card
into the cache (cold: render + PNG write), then loads every cached face again as a
second start would (warm: cache lookup + PNG decode).
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


def _bench(cards, width: int) -> tuple[list[float], float]:
    from PIL import Image

    from ge_desktop.render import face_png

    cold = []
    for card in cards:
        start = time.perf_counter()
        face_png(card, width)
        cold.append(time.perf_counter() - start)
    start = time.perf_counter()
    for card in cards:
        with Image.open(face_png(card, width)) as image:
            image.load()
    return cold, time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--widths", type=int, nargs="+", default=[180, 360, 720])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["GE_DESKTOP_HOME"] = home
        from ge_desktop.cards.catalog import default_catalog

        cards = list(default_catalog())
        print(f"{len(cards)} cards; cache in a fresh temporary GE_DESKTOP_HOME")
        for width in args.widths:
            cold, warm = _bench(cards, width)
            print(
                f"width {width:4d}px: cold render {statistics.mean(cold) * 1000:6.1f} ms/card "
                f"(median {statistics.median(cold) * 1000:.1f}, max {max(cold) * 1000:.1f}), "
                f"whole catalog {sum(cold):5.2f} s; warm cached load of the whole catalog {warm:5.2f} s "
                f"({warm / len(cards) * 1000:.2f} ms/card)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
