"""Screenshots of a Basic Set A game (issue 15): the default rules game, Basic Set A's
Argonian First Republic against its Krebiz Capitalist Alliance, played by the seeded
weighted agent to a Weapons Fire Phase with fleets on the table, and the card inspector
showing a printed card's generated face; at 1920x1080 and 1024x700. Run from the
repository root:

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/basic_set_screenshots.py docs/screenshots
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
from ge_desktop.bots.weighted_agent import WeightedAgent  # noqa: E402
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.rulesets.galactic_empires import Phase  # noqa: E402
from ge_desktop.ui.main_window import MainWindow  # noqa: E402
from ge_desktop.ui.preferences import AnimationSpeed, Preferences  # noqa: E402
from ge_desktop.ui.sample_games import rules_game  # noqa: E402

SEED = 5
out = sys.argv[1] if len(sys.argv) > 1 else "."
cat = default_catalog()
game = rules_game(cat, SEED)
assert [d.name for d in game.config.decks] == ["Basic Set A: Argonian First Republic", "Basic Set A: Krebiz Capitalist Alliance"]
agent = WeightedAgent(SEED)
for _ in range(4000):
    if game.phase is Phase.WEAPONS_FIRE and game.state.window is None and game.state.complete_turn >= 5:
        break
    game.play(agent.choose(game))
else:
    raise SystemExit("the seeded game never reached a Weapons Fire Phase of turn 5")

for size in ((1920, 1080), (1024, 700)):
    win = MainWindow(cat, Preferences(animation=AnimationSpeed.OFF, confirm_quit=False))
    win.autosave_enabled = False
    session = win.make_session(game.clone())
    if game.to_act is not None:
        session.viewer = game.to_act
    win.set_session(session)
    win.resize(*size)
    win.show()
    for _ in range(5):
        app.processEvents()
    win.page.view.fit_to_window()
    for _ in range(5):
        app.processEvents()
    win.page.scene.faces.wait_until_drawn()  # every face drawn by the renderer, no placeholder
    for _ in range(5):
        app.processEvents()
    ships = [i for i in win.page.scene.cards.values() if i.view.card is not None and i.view.card.types and i.view.card.types[0].value == "S"]
    if ships:
        win.page.scene.card_hover(ships[0], True)  # the inspector shows the printed card's face
        for _ in range(3):
            app.processEvents()
    image = win.grab()
    name = f"basic-set-a-{size[0]}x{size[1]}"
    image.save(f"{out}/{name}.png")
    print(name, image.width(), image.height())
    win.close()
