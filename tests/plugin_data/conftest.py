"""The LackeyCCG real data (``../shared/data/lackey-ge``) for the tests of a player's plugin folder.

``lackey_data`` is the Path of the data folder; the only allowed skip of the suite is here,
when the shared data is absent. (The project-wide real-data fixture of issue #33 replaces it.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "lackey-ge"


@pytest.fixture
def lackey_data() -> Path:
    if not (DATA / "carddata.txt").is_file():
        pytest.skip(f"the LackeyCCG reference data is absent: {DATA}")
    return DATA


def installed_plugin(data: Path, root: Path) -> Path:
    """``root`` laid out as an installed plugin (links, never copies): the card list, all 24
    decks, the images; no checklist workbook, as a player has it."""
    (root / "sets").mkdir(parents=True)
    (root / "decks").mkdir()
    (root / "sets" / "carddata.txt").symlink_to(data / "carddata.txt")
    (root / "sets" / "setimages").symlink_to(data / "card-images-high")
    for dek in sorted((data / "decks").glob("*.dek")) + sorted((data / "community-decks").glob("*.dek")):
        (root / "decks" / dek.name).symlink_to(dek)
    return root
