"""A LackeyCCG plugin folder arranged from ``../shared/data/lackey-ge`` (hard links where the
file system allows, else copies in the test's temporary folder, never in the project).

Not symlinks: the importer reads only inside the plugin folder and skips a link that
leads out of it (issue 43), as a symlink into ``../shared`` does.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "lackey-ge"
CARDDATA = DATA / "carddata.txt"
CHECKLIST = DATA / "Galactic_Empires.xlsx"
DEKS = sorted((DATA / "decks").glob("*.dek"))
HEADER = "Name\tSet\tImageFile\tRarity\tErrata \tType/ST\tTitle\tReaction\tType\tAlt Type\tST\tTime ST\tEmpire\tCard tags\tScript"


def require_data() -> None:
    """The shared LackeyCCG data is an input of these tests: missing, they fail and say so (never skip)."""
    assert CARDDATA.exists() and DEKS, f"the LackeyCCG reference data is missing: {DATA} (the shared/ folder beside the checkout)"


def _place(source: Path, target: Path) -> None:
    """``target`` as a hard link to ``source`` (no bytes copied), or a copy across file systems."""
    try:
        os.link(source, target)
    except OSError:
        shutil.copyfile(source, target)


def arrange_plugin(root: Path, variant: str = "") -> Path:
    """``root`` laid out as an installed plugin: sets/carddata.txt, decks/*.dek, sets/setimages/."""
    require_data()
    base = root / variant if variant else root
    (base / "sets").mkdir(parents=True)
    (base / "decks").mkdir()
    (base / "sets" / "setimages").mkdir()
    _place(CARDDATA, base / "sets" / "carddata.txt")
    for image in sorted((DATA / "card-images").iterdir()):
        _place(image, base / "sets" / "setimages" / image.name)
    for dek in DEKS:
        _place(dek, base / "decks" / dek.name)
    return root


@pytest.fixture
def plugin(tmp_path: Path) -> Path:
    return arrange_plugin(tmp_path / "GalacticEmpires")


def row(
    name: str, set_code: str, image: str, code: str, title: str, type_: str, st: str,
    empire: str = "", tags: str = "", script: str | None = None, time_st: str = "", alt: str = "",
) -> str:
    """One carddata.txt line (without the Script cell unless given, as most real rows)."""
    cells = [name, set_code, image, "C", "", code, title, "", type_, alt, st, time_st, empire, tags]
    if script is not None:
        cells.append(script)
    return "\t".join(cells)


def small_plugin(root: Path, rows: list[str], decks: dict[str, str] | None = None, images: dict[str, bytes] | None = None) -> Path:
    """A plugin folder written from text: carddata rows, .dek texts and image files."""
    (root / "sets" / "setimages").mkdir(parents=True, exist_ok=True)
    (root / "decks").mkdir(exist_ok=True)
    (root / "sets" / "carddata.txt").write_text("\n".join([HEADER, *rows]) + "\n", encoding="utf-8")
    for name, text in (decks or {}).items():
        (root / "decks" / name).write_text(text, encoding="utf-8")
    for name, data in (images or {}).items():
        (root / "sets" / "setimages" / name).write_bytes(data)
    return root


def dek_text(cards: list[tuple[str, str, str, str]]) -> str:
    """A .dek of (zone, id, name, set) cards in LackeyCCG's layout."""
    from ge_desktop.lackey.dek import Dek, DekCard, write_dek

    zones = list(dict.fromkeys(c[0] for c in cards)) or ["Deck"]
    return write_dek(Dek(cards=[DekCard(*c) for c in cards], zones=zones))
