"""The face worker: a process that draws card faces into the disk cache, asked line by line.

Started by the table (``ui/table/face_drawer.py``) as ``ge-desktop --face-worker`` (or
``python -m ge_desktop --face-worker``), so the GUI thread never spends tens of
milliseconds in Pillow. Each line on stdin is one card as JSON (``Card.model_dump_json``),
a width and the asking app's ``GE_DESKTOP_HOME`` (empty: none), tab-separated, so the face
lands in the cache the app reads even if its user folder changed since the worker started
(tests do that); each answer on stdout is ``drawn <card id>`` once the PNG is in the cache
(``face_png``), or ``failed <card id> <reason>``. A line that is not a card gets
``failed - <reason>``. End of input ends the process. No Qt here.
"""

from __future__ import annotations

import os
import sys
from typing import TextIO


def answer(line: str) -> str:
    """The reply to one request line."""
    from ge_desktop.cards.model import Card
    from ge_desktop.render.cache import table_faces_png

    text, width, home = (line.rstrip("\n").split("\t") + ["", ""])[:3]
    try:
        card = Card.model_validate_json(text)
    except Exception as exc:  # a malformed request: say so, keep serving
        return f"failed - {type(exc).__name__}: {str(exc).splitlines()[0][:200]}"
    if home:
        os.environ["GE_DESKTOP_HOME"] = home
    else:
        os.environ.pop("GE_DESKTOP_HOME", None)
    try:
        table_faces_png(card, int(width))  # the close-up and the table's generated face
    except Exception as exc:  # a face that cannot be drawn: the table keeps its placeholder
        return f"failed {card.id} {type(exc).__name__}: {str(exc)[:200]}"
    return f"drawn {card.id}"


def serve(requests: TextIO, replies: TextIO) -> int:
    """Answer every request line until the input ends."""
    try:
        for line in requests:
            if line.strip():
                replies.write(answer(line) + "\n")
                replies.flush()
    except (BrokenPipeError, KeyboardInterrupt):  # the app is gone: nothing to answer
        pass
    return 0


def main() -> int:
    return serve(sys.stdin, sys.stdout)
