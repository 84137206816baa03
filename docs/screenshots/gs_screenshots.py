"""Galactic Supremacy table screenshots (issue 22): a 3-player game in its Attack Phase as
the attacker sees it, at 1024x700 and 1920x1080, from a seeded game played by the
standard bots. Run from the repository root:

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/gs_screenshots.py docs/screenshots
"""

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-shots-")  # never the user's own settings
from PySide6.QtWidgets import QApplication

app = QApplication([])
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.rulesets.galactic_supremacy.state import AttackStep, Setup  # noqa: E402
from ge_desktop.ui.main_window import MainWindow  # noqa: E402
from ge_desktop.ui.preferences import AnimationSpeed, Preferences  # noqa: E402
from tests.ui.gs.test_gs_table_actions import bots_until  # noqa: E402

out = sys.argv[1]


def attacking(game) -> bool:
    """An attack with two fleets or more on a table with Sectors and Leaders in play."""
    state, attack = game.state, game.state.attack
    kinds = [u.kind.value for u in state.units.values()]
    return attack is not None and attack.step is AttackStep.TACTICS and len(attack.fleets) >= 2 and kinds.count("sector") >= 4 and "leader" in kinds


game = bots_until(Setup(players=3, seed=7), attacking, limit=20000)
for size in ((1024, 700), (1920, 1080)):
    win = MainWindow(default_catalog(), Preferences(animation=AnimationSpeed.OFF, confirm_quit=False))
    win.autosave_enabled = False
    session = win.make_session(game.clone())
    session.viewer = game.to_act
    win.set_session(session)
    win.resize(*size)
    win.show()
    for _ in range(8):
        app.processEvents()
    image = win.grab()
    name = f"galactic-supremacy-table-{size[0]}x{size[1]}"
    image.save(f"{out}/{name}.png")
    print(name, image.width(), image.height())
