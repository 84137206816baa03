"""The log file: a disk that fills up mid-session moves logging to stderr, once, quietly."""

from __future__ import annotations

import errno
import logging
import os
from pathlib import Path

from ge_desktop.ui import app_log


class _FullDisk:
    """A file stream on a full disk: every write raises ENOSPC."""

    def write(self, text: str) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def seek(self, *args) -> int:
        return 0

    def tell(self) -> int:
        return 0

    def flush(self) -> None:
        pass

    def close(self) -> None:
        pass


def test_a_full_disk_while_logging_falls_back_to_stderr_once(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setattr(app_log, "_PROBLEM", [])
    root = logging.getLogger()
    before = list(root.handlers)
    handler = app_log._QuietRotatingFileHandler(tmp_path / "ge-desktop.log", maxBytes=1000, backupCount=1)
    handler.stream.close()
    handler.stream = _FullDisk()
    root.addHandler(handler)
    try:
        logging.getLogger("ge_desktop.test").warning("first")
        logging.getLogger("ge_desktop.test").warning("second")
        assert handler not in root.handlers
        assert "can no longer be written" in app_log.log_problem()
        err = capsys.readouterr().err
        assert err.count("can no longer be written") == 1 and "second" in err and "Traceback" not in err
    finally:
        root.handlers[:] = before
