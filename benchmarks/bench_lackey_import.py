"""LackeyCCG import benchmark: the real plugin's 3,514 rows, 135 images and ten decks.

Run from the checkout: ``.venv/bin/python benchmarks/bench_lackey_import.py [--repeat 3]``.
``GE_DESKTOP_HOME`` points at a fresh temporary folder for each run; the plugin folder is
arranged from ``../shared/data/lackey-ge`` (or ``GE_LACKEY_DATA``) with hard links, as the tests do.

Times, for each run: a first import without the workbook, a second one (nothing changes,
nothing is written), a first import with the checklist workbook, and a player's installed
plugin folder as it is (all 24 decks, the 629 high-resolution images, no workbook: the
numbers come from the shipped ``resources/printed-numbers.json``, read afresh each run).
Targets: at most 10 s for the rows and images, at most 20 s with the workbook (issue 18),
under 2 s for the plugin folder (issue 37). Images are indexed
(listed and their first bytes checked), never decoded. Prints the min and max of each.
Nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.lackey_data import LackeyData, data_folder  # noqa: E402  (the tests' own lay-out of the reference data)

DATA = data_folder()  # GE_LACKEY_DATA, else ../shared/data/lackey-ge beside the checkout


def arrange(root: Path) -> Path:
    """The Basic Set plugin: card list, ten decks, 135 images (hard links: the importer skips
    links that lead out of the plugin folder)."""
    return LackeyData(DATA).plugin(root)


def arrange_installed(root: Path) -> Path:
    """As a player has it: every deck, the high-resolution images, no workbook."""
    return LackeyData(DATA).installed_plugin(root)


def timed(label: str, action) -> tuple[float, object]:
    started = time.perf_counter()
    result = action()
    return time.perf_counter() - started, result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    figures: dict[str, list[float]] = {"first import": [], "second import": [], "first import + workbook": [], "plugin folder, no workbook": []}
    for _ in range(args.repeat):
        with tempfile.TemporaryDirectory() as tmp:
            os.environ["GE_DESKTOP_HOME"] = str(Path(tmp) / "home")
            from ge_desktop.lackey.importer import import_plugin

            plugin = arrange(Path(tmp) / "GalacticEmpires")
            seconds, report = timed("first", lambda plugin=plugin: import_plugin(plugin))
            figures["first import"].append(seconds)
            assert report.printings == 3514 and report.images == 135, report.summary_lines()
            seconds, again = timed("second", lambda plugin=plugin: import_plugin(plugin))
            figures["second import"].append(seconds)
            assert again.files_written == []
        with tempfile.TemporaryDirectory() as tmp:
            os.environ["GE_DESKTOP_HOME"] = str(Path(tmp) / "home")
            plugin = arrange(Path(tmp) / "GalacticEmpires")
            seconds, report = timed("workbook", lambda plugin=plugin: import_plugin(plugin, DATA / "Galactic_Empires.xlsx"))
            figures["first import + workbook"].append(seconds)
        with tempfile.TemporaryDirectory() as tmp:
            os.environ["GE_DESKTOP_HOME"] = str(Path(tmp) / "home")
            from ge_desktop.lackey import printed_numbers

            printed_numbers._load.cache_clear()  # the shipped numbers are read as part of the import
            plugin = arrange_installed(Path(tmp) / "GalacticEmpires")
            seconds, report = timed("installed", lambda plugin=plugin: import_plugin(plugin))
            figures["plugin folder, no workbook"].append(seconds)
            assert len(report.decks) == 24 and report.name_only == len(report.numbers_unknown), report.summary_lines()
    print(f"LackeyCCG import: 3,514 rows, 135 images, 10 decks; the plugin folder: 629 images, 24 decks ({args.repeat} runs; load: {os.getloadavg()[0]:.2f})")
    for label, values in figures.items():
        print(f"  {label:<26} min {min(values):6.2f} s   max {max(values):6.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
