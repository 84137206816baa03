"""Finding the parts of a LackeyCCG plugin folder as a player has it installed.

A plugin folder holds ``sets/carddata.txt``, ``decks/*.dek``, ``sets/setimages/*.jpg``
and ``plugininfo.txt``. The community plugin ships the same tree three times, in
``high/``, ``med/`` (or ``medium/``) and ``low/`` image resolutions; we take the highest
resolution present for images and the first card list found in the same order.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ge_desktop.lackey.problems import LackeyFileError, LackeyProblem

VARIANTS = ("", "high", "med", "medium", "low")
CARDDATA = Path("sets") / "carddata.txt"
SETIMAGES = Path("sets") / "setimages"
DECKS = "decks"
MAX_DECK_FILES = 5_000


@dataclass(frozen=True)
class PluginFolder:
    """Where each part of a plugin is (``images`` and ``decks`` may be None: not there)."""

    root: Path
    carddata: Path
    decks: Path | None
    images: Path | None
    variant: str  # '' for a flat plugin, else 'high', 'med', 'medium' or 'low'

    def deck_files(self) -> list[Path]:
        """The ``.dek`` files, in sub-folders too, sorted by path (at most ``MAX_DECK_FILES``)."""
        if self.decks is None:
            return []
        found = []
        for path in sorted(self.decks.rglob("*")):
            if path.suffix.lower() == ".dek" and path.is_file():
                found.append(path)
                if len(found) >= MAX_DECK_FILES:
                    break
        return found


def _first_dir(root: Path, relative: Path | str) -> tuple[Path | None, str]:
    for variant in VARIANTS:
        candidate = root / variant / relative if variant else root / relative
        if candidate.is_dir():
            return candidate, variant
    return None, ""


def find_plugin(root: Path) -> PluginFolder:
    """The plugin parts under ``root``; ``LackeyFileError`` if there is no card list."""
    root = Path(root)
    if not root.is_dir():
        raise LackeyFileError([LackeyProblem(str(root), "", "not a folder: give the plugin folder (the one holding sets/carddata.txt)")])
    for variant in VARIANTS:
        base = root / variant if variant else root
        if (base / CARDDATA).is_file():
            carddata, chosen = base / CARDDATA, variant
            break
    else:
        looked = ", ".join(str(Path(v) / CARDDATA) if v else str(CARDDATA) for v in VARIANTS)
        raise LackeyFileError([LackeyProblem(str(root), "", f"no LackeyCCG card list here (looked for {looked})")])
    images, _ = _first_dir(root, SETIMAGES)
    decks = root / chosen / DECKS if chosen and (root / chosen / DECKS).is_dir() else None
    if decks is None:
        decks, _ = _first_dir(root, DECKS)
    return PluginFolder(root, carddata, decks, images, chosen)
