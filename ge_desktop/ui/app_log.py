"""The log file a player can attach to a bug report, in the user log folder.

``setup_logging`` sends the app's log records to a rotating file and uncaught
exceptions to that file too (with the traceback), so a crash leaves a trace.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

from ge_desktop.paths import user_log_dir

LOG_NAME = "ge-desktop.log"
MAX_BYTES = 1_000_000
BACKUPS = 3


def log_file_path() -> Path:
    return user_log_dir() / LOG_NAME


def setup_logging(level: int = logging.INFO) -> Path:
    """Log to the user log file (and keep stderr for warnings); returns the file path."""
    path = log_file_path()
    root = logging.getLogger()
    if not any(isinstance(h, logging.handlers.RotatingFileHandler) for h in root.handlers):
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
    root.setLevel(level)

    def log_uncaught(kind, value, trace) -> None:
        logging.getLogger("ge_desktop").critical("uncaught exception", exc_info=(kind, value, trace))
        sys.__excepthook__(kind, value, trace)

    sys.excepthook = log_uncaught
    return path
