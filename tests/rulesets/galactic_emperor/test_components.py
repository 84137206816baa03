"""The one data file of designed components: loaded through a schema, bad files refused by name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ge_desktop.rulesets.galactic_emperor.components import Back, ComponentsError, Tech, TileKind, default_path, load_components


def test_the_shipped_file_holds_the_38_sector_tiles_the_aid_describes() -> None:
    parts = load_components()
    tiles = list(parts.tiles.values())
    assert len(tiles) == 38
    assert sum(t.kind is TileKind.HOME for t in tiles) == 6
    assert sum(t.kind is TileKind.OMEGA_SUN for t in tiles) == 1 and sum(t.kind is TileKind.BLACK_HOLE for t in tiles) == 1
    assert any(t.planets == 2 for t in tiles) and any(t.kind is TileKind.SECTOR and t.planets == 0 for t in tiles)
    assert {t.back for t in tiles} == {Back.PLAIN, Back.ATOMIC, Back.NONE}
    assert set(parts.tech_costs) == set(Tech) and len(Tech) == 12


def test_the_file_says_its_values_are_designed_not_the_publishers() -> None:
    about = json.loads(default_path().read_text())["about"]
    assert "DESIGNED" in about and "not the publisher's" in about


def _write(tmp_path: Path, change: object) -> Path:
    data = json.loads(default_path().read_text())
    change(data)  # type: ignore[operator]
    path = tmp_path / "components.json"
    path.write_text(json.dumps(data))
    return path


def test_a_bad_field_is_named_with_the_file_and_the_tile(tmp_path: Path) -> None:
    path = _write(tmp_path, lambda d: d["tiles"][10].update(planets=7))
    with pytest.raises(ComponentsError) as err:
        load_components(path)
    assert str(path) in str(err.value) and "tiles[10]" in str(err.value) and "planets" in str(err.value)


def test_a_missing_home_layout_and_a_second_black_hole_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ComponentsError, match="home_layouts"):
        load_components(_write(tmp_path, lambda d: d["home_layouts"].update({"4": [[3, 0]]})))
    with pytest.raises(ComponentsError, match="black_hole"):
        load_components(_write(tmp_path, lambda d: d["tiles"][20].update(kind="black_hole", planets=0, food=0, metal=0, energy=0)))


def test_not_json_is_refused_by_file_name(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{")
    with pytest.raises(ComponentsError, match="broken.json: not JSON"):
        load_components(path)
