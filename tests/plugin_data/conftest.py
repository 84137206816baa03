"""The LackeyCCG real data (``../shared/data/lackey-ge``) for the tests of a player's plugin folder.

``lackey_data`` is the Path of the data folder; the only allowed skip of the suite is here,
when the shared data is absent. (The project-wide real-data fixture of issue #33 replaces it.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.lackey.conftest import _place

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "lackey-ge"


@pytest.fixture
def lackey_data() -> Path:
    if not (DATA / "carddata.txt").is_file():
        pytest.skip(f"the LackeyCCG reference data is absent: {DATA}")
    return DATA


def installed_plugin(data: Path, root: Path) -> Path:
    """``root`` laid out as an installed plugin: the card list, all 24 decks, the images; no
    checklist workbook, as a player has it. Hard links (or copies in the test's temporary
    folder), not symlinks: the importer skips links that lead out of the plugin folder."""
    (root / "sets" / "setimages").mkdir(parents=True)
    (root / "decks").mkdir()
    _place(data / "carddata.txt", root / "sets" / "carddata.txt")
    for image in sorted((data / "card-images-high").iterdir()):
        _place(image, root / "sets" / "setimages" / image.name)
    for dek in sorted((data / "decks").glob("*.dek")) + sorted((data / "community-decks").glob("*.dek")):
        _place(dek, root / "decks" / dek.name)
    return root
