"""Make the LackeyCCG import screenshots: the import dialog, the browser on an imported set,
and a game with imported decks showing the plugin's own card images.

Run from the checkout: ``.venv/bin/python docs/screenshots/lackey_screenshots.py [OUT_DIR]``.
The plugin is arranged from ``../shared/data/lackey-ge`` (symlinks) in a temporary folder
and imported with its checklist into a temporary user folder. The dialog and the browser's
list (names and numbers, no card art) are written next to this file; the game picture
shows the card images, which are Companion Games' art, so it goes to ``OUT_DIR`` (default:
a temporary folder), never into the project.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("GE_DESKTOP_HOME", tempfile.mkdtemp(prefix="ge-lackey-shots-"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from tests.lackey.conftest import CHECKLIST, arrange_plugin  # noqa: E402


def make(out_dir: Path) -> list[Path]:
    from ge_desktop.cards.decks import load_deck
    from ge_desktop.rulesets.galactic_empires import GameConfig, GameMode, PlayerDeck
    from ge_desktop.ui.browser.browser_widget import CardBrowserWidget, CardBrowserWindow
    from ge_desktop.ui.browser.catalog_holder import shared_catalog
    from ge_desktop.ui.game_setup import ready_game, spread_table
    from ge_desktop.ui.lackey_import_dialog import LackeyImportDialog
    from ge_desktop.ui.main_window import MainWindow
    from ge_desktop.ui.preferences import AnimationSpeed, Preferences

    app = QApplication.instance() or QApplication([])
    plugin = arrange_plugin(Path(tempfile.mkdtemp(prefix="ge-plugin-")) / "GalacticEmpires")
    written = []
    # 1. the dialog, after an import with the checklist
    dialog = LackeyImportDialog(plugin=plugin)
    dialog.checklist.setText(str(CHECKLIST))
    done = []
    dialog.imported.connect(done.append)
    dialog.show()
    dialog.start()
    while not done and dialog.running:
        app.processEvents()
    dialog.resize(900, 640)
    app.processEvents()
    dialog.grab().save(str(HERE / "lackey-import-dialog.png"))
    written.append(HERE / "lackey-import-dialog.png")
    report = done[0]
    # 2. the browser's list, filtered to an imported set (Galactic Invasion, GI)
    holder = shared_catalog()
    browser = CardBrowserWindow(holder)
    browser.resize(1400, 900)
    browser.show()
    inner = browser.findChild(CardBrowserWidget)
    inner.filters.set_code.setCurrentIndex(inner.filters.set_code.findText("GI"))
    inner.tabs.setCurrentWidget(inner.table)
    app.processEvents()
    browser.grab().save(str(HERE / "lackey-browser-gi.png"))
    written.append(HERE / "lackey-browser-gi.png")
    # 3. a sandbox game of two imported decks, laid out as a game in progress
    catalog = holder.catalog
    decks = {d.name: load_deck(Path(d.path), catalog) for d in report.decks}
    chosen = (PlayerDeck.from_deck(decks["Basic Deck A Argonian"]), PlayerDeck.from_deck(decks["Basic Deck A Krebiz"]))
    game = ready_game(GameConfig(decks=chosen, seed=18, mode=GameMode.SANDBOX), catalog)
    spread_table(game, 8, seed=18)
    win = MainWindow(catalog, Preferences(animation=AnimationSpeed.OFF, confirm_new_game=False, confirm_quit=False))
    win.autosave_enabled = False
    win.set_session(win.make_session(game))
    win.resize(1920, 1200)
    win.show()
    for _ in range(50):
        app.processEvents()
    out_dir.mkdir(parents=True, exist_ok=True)
    win.grab().save(str(out_dir / "lackey-game.png"))
    written.append(out_dir / "lackey-game.png")
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="ge-lackey-game-"))
    for path in make(target):
        print(path)
