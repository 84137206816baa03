"""``.github/workflows/release.yml`` passes actionlint, with ShellCheck on its ``run:`` scripts.

Both linters come pinned in the test extras (``pyproject.toml``) as wheels that carry their
binaries, so the check runs on every machine that runs the tests, ``.ci/run`` included.
"""

from __future__ import annotations

import subprocess
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
SCRIPTS = Path(sysconfig.get_path("scripts"))


def _tool(name: str) -> Path:
    found = [p for p in (SCRIPTS / name, SCRIPTS / f"{name}.exe") if p.is_file()]
    assert found, f"{name} is not installed beside this Python ({SCRIPTS}): install the test extras (python3 dev.py test)"
    return found[0]


def _actionlint(workflow: Path) -> subprocess.CompletedProcess[str]:
    command = [str(_tool("actionlint")), "-no-color", "-oneline", f"-shellcheck={_tool('shellcheck')}", "-pyflakes=", str(workflow)]
    return subprocess.run(command, cwd=workflow.parents[2], capture_output=True, text=True, timeout=300)


def test_the_release_workflow_passes_actionlint_and_shellcheck() -> None:
    result = _actionlint(WORKFLOW)
    assert (result.returncode, result.stdout + result.stderr) == (0, "")


def test_actionlint_reports_a_broken_workflow_with_its_line(tmp_path: Path) -> None:
    # the check can fail: an unknown job key, an action on a retired runtime, an unquoted variable in a script
    broken = tmp_path / ".github" / "workflows" / "broken.yml"
    broken.parent.mkdir(parents=True)
    broken.write_text(
        "on: push\njobs:\n  build:\n    runs-on: ubuntu-22.04\n    timeout: 5\n    steps:\n"
        "      - uses: actions/checkout@v4\n      - run: cp $SOURCE dist/\n",
        encoding="utf-8",
    )
    result = _actionlint(broken)
    found = result.stdout
    assert result.returncode == 1
    assert "broken.yml:5:5: unexpected key \"timeout\"" in found
    assert "broken.yml:7:15: runtime \"node20\" is deprecated" in found
    assert "broken.yml:8:17: shellcheck reported issue in this script: SC2086" in found
