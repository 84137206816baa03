"""Two app windows on one user folder: neither loses its game (issue 43, point 1).

Two real app processes (offscreen) share one ``GE_DESKTOP_HOME``. Each plays one action
in a game of its own (the default game has a random seed), then both are closed as Quit
closes them, one after the other. Two later launches, side by side, must resume both
games: each window owns a slot of the user folder (``autosave.gerec``,
``autosave-2.gerec``), locked while it runs. A single later launch says where the other
game waits. A lock left by a killed window is taken over.
"""

from __future__ import annotations

import signal
from pathlib import Path

from tests.ui.test_crash_restore import App, start


def _close(home: Path, app: App) -> None:
    """Quit the window (the hook closes it as the Quit menu does) and wait for the process."""
    (home / f"quit-{app.process.pid}").touch()
    try:
        closed = app.line("GE-TEST closed")
        assert closed[2] == "True"
        app.process.wait(timeout=120)
    finally:
        if app.process.poll() is None:
            app.process.kill()
    assert app.process.returncode == 0, app.stderr.read_text()[-2000:]


def _state(app: App) -> tuple[str, str]:
    words = app.line("GE-TEST")
    return words[2], words[3]  # digest, actions


def test_two_windows_on_one_user_folder_both_keep_their_game(tmp_path: Path) -> None:
    first = start(tmp_path, "hold:play:done", "first")
    first_game = _state(first)  # the first window has its folder lock before the second starts
    second = start(tmp_path, "hold:play:done", "second")
    second_game = _state(second)
    assert first_game != second_game  # two different games (random seeds)
    _close(tmp_path, first)
    _close(tmp_path, second)
    data = tmp_path / "data"
    assert not [p.name for p in data.iterdir() if p.name.endswith(".tmp")]

    third = start(tmp_path, "hold:report", "third")
    third_game = _state(third)
    fourth = start(tmp_path, "hold:report", "fourth")
    fourth_game = _state(fourth)
    _close(tmp_path, third)
    _close(tmp_path, fourth)
    assert {third_game, fourth_game} == {first_game, second_game}  # both games resumed: none lost
    assert (data / "autosave.gerec").is_file() and (data / "autosave-2.gerec").is_file()


def test_a_lock_left_by_a_killed_window_is_taken_over(tmp_path: Path) -> None:
    first = start(tmp_path, "hold:play:done", "first")
    played = _state(first)
    first.process.send_signal(signal.SIGKILL)
    first.process.wait(timeout=120)
    assert (tmp_path / "data" / "autosave.lock").exists()  # stale: its process is gone

    again = start(tmp_path, "hold:report", "again")
    assert _state(again) == played  # the killed window's slot and game, not a second slot
    _close(tmp_path, again)
    assert not (tmp_path / "data" / "autosave-2.gerec").exists()


def test_a_single_launch_resumes_one_game_and_says_where_the_other_waits(monkeypatch) -> None:
    from ge_desktop.paths import user_data_dir
    from ge_desktop.storage import autosave
    from ge_desktop.ui.autosave_owner import claim_slot

    monkeypatch.setattr(autosave, "_slot", 1)  # restored after the test: the claim changes it
    data = user_data_dir()
    (data / "autosave.gerec").write_text("first window's game", encoding="utf-8")
    (data / "autosave-2.gerec").write_text("second window's game", encoding="utf-8")
    claim = claim_slot()
    try:
        assert claim.slot == 1 and autosave.autosave_path() == data / "autosave.gerec"
        assert claim.waiting == [data / "autosave-2.gerec"]
        [note] = claim.notes()
        assert note == f"A game from another window is kept (autosave-2.gerec in {data}): start GE Desktop once more to resume it in a second window."
    finally:
        claim.release()
