"""The LackeyCCG reference data: one fixture finds it, the only skip in the suite, and CI insists.

A fresh clone has no ``../shared`` beside it: the tests that read the plugin's files are
reported as not run, with one line saying what is missing and where it comes from, and
every other test runs. ``.ci/run`` sets ``GE_REQUIRE_LACKEY_DATA=1``, which stops the run
on that line instead, so CI can never pass without the real-data tests.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.lackey_data import BESIDE_THE_CHECKOUT, ENV, REQUIRE_ENV, data_folder, missing_files, missing_line

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
SKIPS = re.compile(r"pytest\.skip\b|mark\.skip|skipif|xfail|importorskip|unittest\.skip|SkipTest")
ONE_REAL_DATA_TEST = "tests/cards/test_workbook.py::test_the_workbook_reader_reads_the_typhoon_as_printed"
ONE_OTHER_TEST = "tests/lackey/test_import_small_plugin.py::test_a_file_that_is_no_card_list_writes_nothing"


def _sources(*allowed: Path) -> dict[Path, str]:
    return {p: p.read_text(encoding="utf-8") for p in sorted(TESTS.rglob("*.py")) if p not in {*allowed, Path(__file__).resolve()}}


def test_no_test_but_the_reference_data_fixture_skips_or_expects_failure() -> None:
    offenders = [f"{p.relative_to(ROOT)}: {m.group(0)}" for p, text in _sources(TESTS / "conftest.py").items() for m in SKIPS.finditer(text)]
    assert offenders == []
    assert len(SKIPS.findall((TESTS / "conftest.py").read_text(encoding="utf-8"))) == 1  # the lackey_data fixture's


def test_only_the_fixture_module_names_the_reference_data_folder() -> None:
    # every real-data test takes the lackey_data fixture; none finds the folder on its own
    assert [str(p.relative_to(ROOT)) for p, text in _sources(TESTS / "lackey_data.py").items() if "lackey-ge" in text] == []


def test_the_folder_is_ge_lackey_data_else_the_shared_folder_beside_the_checkout(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(ENV, raising=False)
    assert data_folder() == BESIDE_THE_CHECKOUT == ROOT.parent / "shared" / "data" / "lackey-ge"
    monkeypatch.setenv(ENV, str(tmp_path))
    assert data_folder() == tmp_path


def test_the_missing_line_names_the_folder_the_files_and_the_public_repository(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "Basic_Deck_A.dek").write_text("<deck/>", encoding="utf-8")
    (tmp_path / "carddata.txt").write_text("Name\tSet\n", encoding="utf-8")
    missing = missing_files(tmp_path)
    assert missing == ["Galactic_Empires.xlsx", "card-images/*.jpg", "community-decks/*.dek", "card-images-high/*.jpg"]
    monkeypatch.setenv(ENV, str(tmp_path))
    line = missing_line(tmp_path, missing)
    assert "\n" not in line and f"{ENV}={tmp_path}" in line
    assert "Galactic_Empires.xlsx, card-images/*.jpg, community-decks/*.dek, card-images-high/*.jpg missing" in line
    assert "github.com/ericbsmith42/LackeyCCG-GalacticEmpires" in line and "checklist workbook" in line


def _pytest(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k not in (ENV, REQUIRE_ENV)} | env
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args]
    return subprocess.run(command, cwd=ROOT, env=environment, capture_output=True, text=True, timeout=600)


def test_without_the_data_real_data_tests_are_listed_as_not_run_and_the_run_passes(tmp_path: Path) -> None:
    result = _pytest({ENV: str(tmp_path / "absent")}, ONE_REAL_DATA_TEST, ONE_OTHER_TEST)
    assert result.returncode == 0, result.stdout[-2000:]
    summary = result.stdout[result.stdout.index("real-data tests not run") - 30 :]
    assert "1 real-data tests not run" in summary and "tests/cards/test_workbook.py: 1" in summary
    assert f"missing in {ENV}={tmp_path / 'absent'}" in summary and "LackeyCCG-GalacticEmpires" in summary
    assert summary.strip().splitlines()[-1].startswith("1 passed, 1 skipped")


def test_when_ci_requires_the_data_its_absence_stops_the_run_naming_the_folder(tmp_path: Path) -> None:
    result = _pytest({ENV: str(tmp_path / "absent"), REQUIRE_ENV: "1"}, ONE_REAL_DATA_TEST)
    assert result.returncode != 0
    last = result.stdout.strip().splitlines()[-1]
    assert "Exit: LackeyCCG reference data not found" in last and str(tmp_path / "absent") in last and f"{REQUIRE_ENV}=1" in last


def test_ci_run_requires_the_reference_data() -> None:
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert f"export {REQUIRE_ENV}=1" in script and "set -euo pipefail" in script
