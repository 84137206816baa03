"""Where the LackeyCCG reference data is, for the tests that read it.

The community's Galactic Empires LackeyCCG plugin (its card list, Basic Set decks and card
images) and the plugin author's checklist workbook cannot ship with the project: the card
text and art belong to Companion Games, the plugin is GPL-3.0. Tests that read them take
the ``lackey_data`` fixture of ``tests/conftest.py`` (the one place that names the folder):
``GE_LACKEY_DATA`` if set, else ``../shared/data/lackey-ge`` beside the checkout. Where
that folder lacks the files, those tests are reported as not run with ``missing_line``; with
``GE_REQUIRE_LACKEY_DATA=1`` (``.ci/run`` sets it) the run stops on that line instead.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

ENV = "GE_LACKEY_DATA"
REQUIRE_ENV = "GE_REQUIRE_LACKEY_DATA"
CHECKOUT = Path(__file__).resolve().parents[1]
BESIDE_THE_CHECKOUT = CHECKOUT.parent / "shared" / "data" / "lackey-ge"
SOURCE = (
    "the Galactic Empires LackeyCCG plugin's public repository, github.com/ericbsmith42/LackeyCCG-GalacticEmpires"
    " (carddata.txt, decks/*.dek, card images and the checklist workbook Galactic_Empires.xlsx)"
)
NEEDED = ("carddata.txt", "Galactic_Empires.xlsx", "decks/*.dek", "card-images/*.jpg", "community-decks/*.dek", "card-images-high/*.jpg")
NOT_RUN = "LackeyCCG reference data"  # how the skip line starts: the summary finds these tests by it


def data_folder() -> Path:
    """``GE_LACKEY_DATA`` if set, else ``../shared/data/lackey-ge`` beside the checkout."""
    chosen = os.environ.get(ENV, "").strip()
    return Path(chosen).expanduser() if chosen else BESIDE_THE_CHECKOUT


def missing_files(folder: Path) -> list[str]:
    """The files of ``NEEDED`` that ``folder`` does not hold."""
    return [pattern for pattern in NEEDED if not (any(folder.glob(pattern)) if "*" in pattern else (folder / pattern).is_file())]


def missing_line(folder: Path, missing: list[str]) -> str:
    """One line: what is missing, where it was looked for, and where it comes from."""
    where = f"{ENV}={folder}" if os.environ.get(ENV, "").strip() else f"{folder} ({ENV} unset)"
    return f"{NOT_RUN} not found: {', '.join(missing)} missing in {where}; it comes from {SOURCE}"


def data_required() -> bool:
    return os.environ.get(REQUIRE_ENV, "").strip() == "1"


@dataclass(frozen=True)
class LackeyData:
    """The reference data folder: ``carddata.txt``, ``Galactic_Empires.xlsx``, ``decks/``, ``card-images/``."""

    root: Path

    @property
    def carddata(self) -> Path:
        return self.root / "carddata.txt"

    @property
    def checklist(self) -> Path:
        return self.root / "Galactic_Empires.xlsx"

    @property
    def decks(self) -> Path:
        return self.root / "decks"

    @property
    def images(self) -> Path:
        return self.root / "card-images"

    @property
    def deks(self) -> list[Path]:
        """The ten Basic Set ``.dek`` files, by name."""
        return sorted(self.decks.glob("*.dek"))

    @property
    def community_decks(self) -> list[Path]:
        """The other 14 ``.dek`` files players build from (Ltd decks, Beta Starter, small decks)."""
        return sorted((self.root / "community-decks").glob("*.dek"))

    @property
    def high_images(self) -> Path:
        """The 500x700 images of every printing in all 24 decks."""
        return self.root / "card-images-high"

    def plugin(self, root: Path, variant: str = "") -> Path:
        """``root`` laid out as an installed plugin: ``sets/carddata.txt``, ``decks/*.dek``,
        ``sets/setimages/``; under ``root/variant`` for a resolution variant. Hard links where
        the file system allows, else copies in the test's temporary folder (never in the
        project); not symlinks, which the importer skips when they lead out of the plugin
        folder (issue 43)."""
        base = root / variant if variant else root
        return self._lay_out(base, self.images, self.deks) and root

    def installed_plugin(self, root: Path) -> Path:
        """``root`` laid out as a player's installed plugin: the card list, all 24 decks and
        their high-resolution images; no checklist workbook, as a player has it."""
        return self._lay_out(root, self.high_images, self.deks + self.community_decks)

    def _lay_out(self, base: Path, images: Path, deks: list[Path]) -> Path:
        (base / "sets" / "setimages").mkdir(parents=True)
        (base / "decks").mkdir()
        place_file(self.carddata, base / "sets" / "carddata.txt")
        for image in sorted(images.iterdir()):
            place_file(image, base / "sets" / "setimages" / image.name)
        for dek in deks:
            place_file(dek, base / "decks" / dek.name)
        return base


def place_file(source: Path, target: Path) -> None:
    """``target`` as a hard link to ``source`` (no bytes copied), or a copy across file systems."""
    try:
        os.link(source, target)
    except OSError:
        shutil.copyfile(source, target)
