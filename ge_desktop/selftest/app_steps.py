"""Self-test steps that run inside the started app, after its main window's first paint.

``context.app`` is the running ``QApplication`` and ``context.window`` the ``MainWindow``
that ``ge_desktop.app.run_app`` built, showing the starter game exactly as a player's
double-click opens it. The steps check the Qt plugins and the icon, then run each registered
game's own steps (its registry entry's ``self_test`` part: Galactic Empires plays a short
scripted rules-enforced game through the window, saves it as a game record and opens it
again, ``card_game_steps``; Galactic Supremacy puts a game on the table, plays a few moves
through its moves panel, saves and opens it again, ``gs_steps``), and look at what the window paints.
"""

from __future__ import annotations

from ge_desktop.games import load_games
from ge_desktop.selftest.report import SelfTestContext, Step

ICON_FILE = ("icons", "ge-desktop.png")
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


def game_steps() -> list[Step]:
    """Every registered game's self-test steps (its ``self_test`` part), in registry order."""
    steps: list[Step] = []
    for game in load_games():
        if game.has("self_test"):
            steps += game.part("self_test")
    return steps


APP_STEPS: tuple[Step, ...] = (
    Step("qt image formats", check_qt_image_formats),
    Step("window icon", check_window_icon),
    *game_steps(),
    Step("window paints", check_window_paints),
    Step("no errors logged", check_no_errors_logged),
)
