"""Play Online screenshots (issue 39): both players' online windows mid-game, Ann's and
Bob's, at 1024x700 and 1920x1080, for a Galactic Empires game (``online-ge-*``) and a
Galactic Supremacy game (``online-*``). The pictures are taken by the two-window app tests,
which play each game through UI events against a loopback server and check, before each
grab, that neither window holds or names a card of the other's hand. Run from the
repository root:

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/online_screenshots.py docs/screenshots
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TESTS = [
    "tests/ui/online/test_play_online_ge.py::test_two_app_windows_play_galactic_empires_online_to_a_winner_with_chat_and_a_reconnect",
    "tests/ui/online/test_play_online.py::test_two_app_windows_play_galactic_supremacy_online_to_a_winner_with_chat_and_a_reconnect",
]

out = Path(sys.argv[1]).resolve()
env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "GE_ONLINE_SHOTS": str(out), "GE_DESKTOP_HOME": tempfile.mkdtemp(prefix="ge-shots-")}
sys.exit(subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *TESTS], cwd=ROOT, env=env).returncode)
