"""Finding the parts of a LackeyCCG plugin folder as a player has it installed.

A plugin folder holds ``sets/carddata.txt``, ``decks/*.dek``, ``sets/setimages/*.jpg``
and ``plugininfo.txt``. The community plugin ships the same tree three times, in
``high/``, ``med/`` (or ``medium/``) and ``low/`` image resolutions; we take the highest
resolution present for images and the first card list found in the same order.

Only the plugin folder is read: every path is resolved, and a link (a symlink, a Windows
junction) that leads out of the folder is skipped and named in ``PluginFolder.problems``
(issue 43), whether it is the card list, ``sets/``, ``decks/``, a ``.dek`` or an image.
"""

from __future__ import annotations

from dataclasses import dataclass, field
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
    problems: list[LackeyProblem] = field(default_factory=list)  # links out of the folder, skipped

    def deck_files(self) -> list[Path]:
        """The ``.dek`` files, in sub-folders too, sorted by path (at most ``MAX_DECK_FILES``);
        a link out of the plugin folder is skipped and added to ``problems``."""
        if self.decks is None:
            return []
        found = []
        for path in sorted(self.decks.rglob("*")):
            if path.suffix.lower() == ".dek" and path.is_file():
                if not inside(self.root, path):
                    self.problems.append(outside_problem(path))
                    continue
                found.append(path)
                if len(found) >= MAX_DECK_FILES:
                    break
        return found


def inside(root: Path, path: Path) -> bool:
    """Whether ``path``, every link followed, is in the folder ``root`` (itself resolved)."""
    try:
        return path.resolve().is_relative_to(root)
    except (OSError, RuntimeError):  # a link loop
        return False


def outside_problem(path: Path) -> LackeyProblem:
    try:
        target = str(path.resolve())
    except (OSError, RuntimeError):
        target = "a link loop"
    return LackeyProblem(str(path), "", f"a link out of the plugin folder (to {target}): skipped, only the plugin folder is read")


def _first_dir(root: Path, relative: Path | str, problems: list[LackeyProblem]) -> tuple[Path | None, str]:
    for variant in VARIANTS:
        candidate = root / variant / relative if variant else root / relative
        if candidate.is_dir():
            if inside(root, candidate):
                return candidate, variant
            problems.append(outside_problem(candidate))
    return None, ""


def find_plugin(root: Path) -> PluginFolder:
    """The plugin parts under ``root``; ``LackeyFileError`` if there is no card list."""
    root = Path(root)
    if not root.is_dir():
        raise LackeyFileError([LackeyProblem(str(root), "", "not a folder: give the plugin folder (the one holding sets/carddata.txt)")])
    root = root.resolve()  # the folder the player chose, wherever a link to it led
    problems: list[LackeyProblem] = []
    for variant in VARIANTS:
        base = root / variant if variant else root
        if (base / CARDDATA).is_file():
            if not inside(root, base / CARDDATA):
                problems.append(outside_problem(base / CARDDATA))
                continue
            carddata, chosen = base / CARDDATA, variant
            break
    else:
        looked = ", ".join(str(Path(v) / CARDDATA) if v else str(CARDDATA) for v in VARIANTS)
        raise LackeyFileError([*problems, LackeyProblem(str(root), "", f"no LackeyCCG card list here (looked for {looked})")])
    images, _ = _first_dir(root, SETIMAGES, problems)
    decks = root / chosen / DECKS if chosen and (root / chosen / DECKS).is_dir() and inside(root, root / chosen / DECKS) else None
    if decks is None:
        decks, _ = _first_dir(root, DECKS, problems)
    return PluginFolder(root, carddata, decks, images, chosen, problems)
