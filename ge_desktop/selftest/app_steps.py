"""Self-test steps that run inside the started app, after its main window's first paint.

``context.app`` is the running ``QApplication`` and ``context.window`` the ``MainWindow``
that ``ge_desktop.app.run_app`` built, showing the starter game exactly as a player's
double-click opens it. The steps check the Qt plugins and the icon, then play a short
scripted rules-enforced game through the window (``ui_game``), save it as a game record,
open it again, put a Galactic Supremacy game on the table (its faces drawn, a few moves
played through its moves panel, saved and opened again), and look at what the window paints.
"""

from __future__ import annotations

from ge_desktop.selftest.report import SelfTestContext, Step

ICON_FILE = ("icons", "ge-desktop.png")
RECORD_NAME = "self-test.gerec"
MIN_COLOURS = 24  # a painted window has far more; a blank one has a handful


def check_qt_image_formats(_context: SelfTestContext) -> str:
    """Qt's image plugins are bundled: card scans may be PNG or JPEG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QColor, QImage, QImageReader

    formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
    missing = {"png", "jpg", "jpeg"} - formats
    if missing:
        raise RuntimeError(f"Qt cannot read {', '.join(sorted(missing))} (image format plugins missing?)")
    image = QImage(32, 32, QImage.Format.Format_RGB32)
    image.fill(QColor(200, 40, 40))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "JPG") or QImage.fromData(data, "JPG").isNull():
        raise RuntimeError("Qt could not write and read back a JPEG")
    return ", ".join(sorted(formats & {"png", "jpg", "gif", "bmp", "ico", "webp", "svg"}))


def check_window_icon(context: SelfTestContext) -> str:
    """The app icon ships and the app shows it on its windows."""
    from PySide6.QtGui import QImage

    from ge_desktop import paths

    icon_path = paths.resources_dir().joinpath(*ICON_FILE)
    if QImage(str(icon_path)).isNull():
        raise RuntimeError(f"Qt cannot load {icon_path}")
    if context.app.windowIcon().isNull():
        raise RuntimeError("the app sets no window icon")
    return f"{icon_path.name} loaded and set"


def check_starter_table(context: SelfTestContext) -> str:
    """The window opened a rules-enforced game of the starter decks, and the table shows it."""
    from ge_desktop.rulesets.galactic_empires import GameMode
    from ge_desktop.selftest.ui_game import ScriptedGame

    window = context.window
    game = window.session.game
    if game.config.mode is not GameMode.RULES:
        raise ValueError(f"the app opened a {game.config.mode.value} game, not a rules-enforced one")
    decks = [p.deck_name for p in game.state.players]
    shown = ScriptedGame(window).table_matches_board()
    return f"'{window.windowTitle()}': {' vs '.join(decks)}, {shown} cards on the table"


def check_scripted_game(context: SelfTestContext) -> str:
    """A seeded game of the starter decks, played three complete turns through the UI."""
    from ge_desktop.selftest.ui_game import ScriptedGame, seeded_game

    window = context.window
    window.set_session(window.make_session(seeded_game(window.catalog)))
    played = ScriptedGame(window)
    context.played = played
    played.play()
    needed = {"Allocate", "PlayCard", "Done", "Draw"}
    if not needed <= set(played.kinds):
        raise ValueError(f"the game never made a {', '.join(sorted(needed - set(played.kinds)))} gesture")
    played.table_matches_board()
    return played.summary()


def check_save_and_reload(context: SelfTestContext) -> str:
    """Save the game as a record, open it again: the same state, history and table."""
    from ge_desktop import paths
    from ge_desktop.rulesets.galactic_empires.summary import digest
    from ge_desktop.selftest.ui_game import ScriptedGame

    window = context.window
    game = window.session.game
    before, moves = digest(game.state), len(game.history)
    path = paths.user_data_dir() / RECORD_NAME
    if not window.save_to(path) or not path.is_file():
        raise OSError(f"the window did not save {path} ({window.status.text()})")
    if not window.open_path(path):
        raise ValueError(f"the window could not open {path} ({window.status.text()})")
    reloaded = window.session.game
    if digest(reloaded.state) != before or len(reloaded.history) != moves:
        raise ValueError(f"{path.name} reloaded as a different game ({len(reloaded.history)} of {moves} actions)")
    shown = ScriptedGame(window).table_matches_board()
    return f"{moves} actions in {path.name} ({path.stat().st_size} bytes), reloaded with {shown} cards on the table"


GS_RECORD_NAME = "self-test-gs.gerec"
GS_MOVES = 12


def check_galactic_supremacy(context: SelfTestContext) -> str:
    """Galactic Supremacy on the table: its faces drawn, moves played through the moves panel
    (the pass screen taken in hot-seat), saved and opened again as the same game."""
    from ge_desktop import paths
    from ge_desktop.rulesets.galactic_supremacy.state import Setup
    from ge_desktop.ui.gs.session import GsSession
    from ge_desktop.ui.pages import GameSetup

    window = context.window
    window.start_game(GameSetup("gs", Setup(players=2, seed=1)))
    session = window.session
    if not isinstance(session, GsSession):
        raise TypeError(f"New Game put a {type(session).__name__} on the table, not a Galactic Supremacy session")
    for _ in range(GS_MOVES * 3):
        if len(session.game.history) >= GS_MOVES:
            break
        if window.pages.currentWidget() is window.pass_screen:
            window.pass_screen.button.click()
            continue
        panel = window.page.table.panel
        if panel.action_list.count() == 0:
            raise ValueError(f"no move listed while {session.game.to_act} is to act")
        panel.action_list.setCurrentRow(panel.action_list.count() - 1)  # the last move: end the phase or step
        panel.play.click()
    faces = len(window.page.table.scene.items_by_card)
    if len(session.game.history) < GS_MOVES or faces == 0:
        raise ValueError(f"{len(session.game.history)} moves played, {faces} faces on the table")
    path = paths.user_data_dir() / GS_RECORD_NAME
    digest = session.game.ruleset.digest(session.game.state)
    if not window.save_to(path) or not window.open_path(path):
        raise ValueError(f"the Galactic Supremacy game did not save and open again ({window.status.text()})")
    reopened = window.session.game
    if reopened.ruleset.digest(reopened.state) != digest:
        raise ValueError(f"{path.name} opened as a different game")
    return f"{len(reopened.history)} moves, {faces} faces on the table, saved and opened as {path.name}"


def check_window_paints(context: SelfTestContext) -> str:
    """The window, grabbed as an image, is painted (a table with cards, not one flat colour)."""
    window = context.window
    image = window.grab().toImage()
    step = max(1, image.width() // 200)
    colours = {image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)}
    if image.isNull() or len(colours) < MIN_COLOURS:
        raise ValueError(f"the window grab is {image.width()}x{image.height()} with {len(colours)} colours (blank?)")
    return f"{image.width()}x{image.height()} px, {len(colours)} colours sampled"


def check_no_errors_logged(context: SelfTestContext) -> str:
    """Nothing logged an error meanwhile (a face the renderer failed to draw, a failed autosave)."""
    if context.errors:
        raise RuntimeError(f"{len(context.errors)} errors logged, the first: {context.errors[0]}")
    return "none"


APP_STEPS: tuple[Step, ...] = (
    Step("qt image formats", check_qt_image_formats),
    Step("window icon", check_window_icon),
    Step("starter game on the table", check_starter_table),
    Step("scripted game through the UI", check_scripted_game),
    Step("game save and reload", check_save_and_reload),
    Step("Galactic Supremacy on the table", check_galactic_supremacy),
    Step("window paints", check_window_paints),
    Step("no errors logged", check_no_errors_logged),
)
