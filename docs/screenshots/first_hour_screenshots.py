"""The first-hour screenshots (issue 17): a rules game mid-turn, the log after a full turn
(the next player at the screen, a card in the inspector) and the victory screen, each at
1024x700 and 1920x1080, from seeded games. Run from the repository root:

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/first_hour_screenshots.py docs/screenshots
"""

import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-shots-")  # never the user's own settings
from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication

app = QApplication([])
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.rulesets.galactic_empires import Phase  # noqa: E402
from ge_desktop.ui.main_window import MainWindow  # noqa: E402
from ge_desktop.ui.preferences import AnimationSpeed, Preferences  # noqa: E402
from tests.ui.conftest import played_until  # noqa: E402

out = sys.argv[1]
cat = default_catalog()

def show(game, size):
    win = MainWindow(cat, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False))
    win.autosave_enabled = False
    s = win.make_session(game)
    if game.to_act is not None:
        s.viewer = game.to_act
    win.set_session(s)
    win.resize(*size)
    win.show()
    for _ in range(5):
        app.processEvents()
    win.page.view.fit_to_window()
    for _ in range(5):
        app.processEvents()
    return win

def save(win, name, dialog=None):
    img = win.grab()
    if dialog is not None:
        d = dialog.grab()
        p = QPainter(img)
        p.drawPixmap(QPoint((img.width() - d.width()) // 2, (img.height() - d.height()) // 2), d)
        p.end()
    img.save(f"{out}/{name}.png")
    print(name, img.width(), img.height(), win.minimumSizeHint().width())

mid = played_until(cat, 4, lambda g: g.phase is Phase.WEAPONS_FIRE and g.state.window is None and g.state.complete_turn >= 4)
for size in ((1024, 700), (1920, 1080)):
    w = show(mid.clone(), size)
    save(w, f"rules-midturn-{size[0]}x{size[1]}")
    # the log after a full turn
    w.session.end_turn()
    for _ in range(3):
        app.processEvents()
    w.pass_screen.button.click()
    for _ in range(3):
        app.processEvents()
    item = next(i for i in w.page.scene.cards.values() if i.view.card is not None)
    w.page.scene.card_hover(item, True)
    for _ in range(3):
        app.processEvents()
    save(w, f"log-after-a-turn-{size[0]}x{size[1]}")
    w.close()
over = played_until(cat, 8, lambda g: g.is_terminal(), limit=6000)
for size in ((1024, 700), (1920, 1080)):
    w = show(over, size)
    for _ in range(5):
        app.processEvents()
    w.page.show_game_over(over.outcome)
    for _ in range(5):
        app.processEvents()
    save(w, f"victory-{size[0]}x{size[1]}", w.page.game_over_dialog)
    w.page.game_over_dialog.close()
    w.close()
