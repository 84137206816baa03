"""The log file a player can attach to a bug report, in the user log folder.

``setup_logging`` sends the app's log records to a rotating file and uncaught
exceptions to that file too (with the traceback), so a crash leaves a trace. When the
log folder cannot be written (read-only, full), the records go to stderr instead and
the app starts anyway: ``setup_logging`` returns None and ``log_problem()`` says why.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path
from types import TracebackType

from ge_desktop.paths import user_log_dir

LOG_NAME = "ge-desktop.log"
MAX_BYTES = 1_000_000
BACKUPS = 3


def log_file_path() -> Path:
    return user_log_dir() / LOG_NAME


_PROBLEM: list[str] = []  # why there is no log file, if there is none
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def log_problem() -> str | None:
    """Why the log file could not be opened (None if it is open or was never tried)."""
    return _PROBLEM[-1] if _PROBLEM else None


class _QuietRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """A rotating file that, once the disk refuses a write, stops trying and says so once."""

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging override
        if not isinstance(sys.exc_info()[1], OSError):  # a bad log call, not the disk
            super().handleError(record)
            return
        if not _PROBLEM:
            _PROBLEM.append(f"the log file {self.baseFilename} can no longer be written")
            sys.stderr.write(f"GE Desktop: {_PROBLEM[-1]}; logging to stderr from now on\n")
            logging.getLogger().addHandler(_stderr_handler())
        self.close()
        logging.getLogger().removeHandler(self)


def _stderr_handler() -> logging.Handler:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(_FORMAT))
    handler.setLevel(logging.WARNING)
    return handler


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Log to the user log file; returns its path, or None when it cannot be opened
    (read-only or full user folder): then warnings go to stderr and ``log_problem()``
    says why."""
    root = logging.getLogger()
    file = log_file_path()
    path: Path | None = file
    if not any(isinstance(h, logging.handlers.RotatingFileHandler) for h in root.handlers):
        try:
            handler = _QuietRotatingFileHandler(file, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
        except OSError as exc:
            _PROBLEM.append(f"cannot open the log file {file}: {exc.strerror or exc}")
            root.addHandler(_stderr_handler())
            path = None
        else:
            handler.setFormatter(logging.Formatter(_FORMAT))
            root.addHandler(handler)
    root.setLevel(level)

    def log_uncaught(kind: type[BaseException], value: BaseException, trace: TracebackType | None) -> None:
        logging.getLogger("ge_desktop").critical("uncaught exception", exc_info=(kind, value, trace))
        sys.__excepthook__(kind, value, trace)

    sys.excepthook = log_uncaught
    return path
