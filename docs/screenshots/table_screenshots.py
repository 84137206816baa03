"""Make the table screenshots of the docs: a 2-player and a 6-player sandbox game in progress.

Run from the checkout: ``.venv/bin/python docs/screenshots/table_screenshots.py``. It writes
``table-2p.gerec`` and ``table-6p.gerec`` (game records) next to this file and renders each
with ``ge-desktop snapshot`` as the player to act sees it: ``table-2p.png``, ``table-6p.png``.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
os.environ.setdefault("GE_DESKTOP_HOME", tempfile.mkdtemp(prefix="ge-shots-"))

from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.cli import main  # noqa: E402
from ge_desktop.storage.records import record_of, save_record  # noqa: E402
from ge_desktop.ui.game_setup import ready_game, spread_table, starter_config  # noqa: E402

SHOTS = {2: ("table-2p", 9, "1920x1200"), 6: ("table-6p", 7, "2560x1600")}


def make() -> None:
    catalog = default_catalog()
    for players, (name, per_seat, size) in SHOTS.items():
        game = ready_game(starter_config(catalog, players, seed=2024 + players), catalog)
        spread_table(game, per_seat, seed=players)
        record = HERE / f"{name}.gerec"
        save_record(record_of(game), record)
        main(["snapshot", str(record), "--out", str(HERE / f"{name}.png"), "--size", size])


if __name__ == "__main__":
    make()
