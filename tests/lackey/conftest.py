"""Plugin folders for the importer tests: the real one arranged from the LackeyCCG reference
data (``plugin``: symlinks, no copies; see ``tests/lackey_data.py``), and small ones the
tests write themselves (``row``, ``small_plugin``, ``dek_text``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.lackey_data import LackeyData

HEADER = "Name\tSet\tImageFile\tRarity\tErrata \tType/ST\tTitle\tReaction\tType\tAlt Type\tST\tTime ST\tEmpire\tCard tags\tScript"


@pytest.fixture
def plugin(tmp_path: Path, lackey_data: LackeyData) -> Path:
    """The real plugin's files laid out as an installed plugin folder."""
    return lackey_data.plugin(tmp_path / "GalacticEmpires")


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
