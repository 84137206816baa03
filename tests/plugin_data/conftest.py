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
