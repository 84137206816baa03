"""Progress bars of the long commands (``simulate``, ``render-cards``), drawn by tqdm on stderr.

A bar is drawn only when stderr is a terminal, unless the command is told otherwise
(``simulate --progress``/``--no-progress``), so piped or captured output stays clean.
"""

from __future__ import annotations

import os
import sys
from typing import IO, Any

from tqdm import tqdm

BAR_FORMAT = "{l_bar}{bar}| {n_fmt}/{total_fmt}{unit} [{elapsed}<{remaining}, {rate_fmt}{postfix}]"
FALLBACK_SIZE = (100, 24)  # columns and rows of a terminal that reports no size (tqdm would hide the bar)


def _width(stream: IO[str]) -> int:
    """The terminal's width in columns, 0 if it reports none."""
    try:
        return os.get_terminal_size(stream.fileno()).columns
    except (AttributeError, OSError, ValueError):
        return 0


def progress_bar(total: int, unit: str, show: bool | None = None, stream: IO[str] | None = None) -> tqdm[Any]:
    """A bar counting ``total`` items of ``unit`` ('games', 'faces') on ``stream`` (stderr);
    ``show`` None: only when the stream is a terminal."""
    stream = stream or sys.stderr
    if show is None:
        show = hasattr(stream, "isatty") and stream.isatty()
    sized = _width(stream) > 0
    return tqdm(
        total=total, unit=f" {unit}", file=stream, disable=not show, leave=True, bar_format=BAR_FORMAT,
        dynamic_ncols=sized, ncols=None if sized else FALLBACK_SIZE[0], nrows=None if sized else FALLBACK_SIZE[1],
    )
