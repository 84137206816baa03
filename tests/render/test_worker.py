"""The face worker's line protocol (render/worker.py)."""

from __future__ import annotations

import io
import os

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.render import cached_face_png
from ge_desktop.render.worker import answer, serve


def test_a_card_line_is_drawn_into_the_home_it_names(tmp_path) -> None:
    card = next(iter(default_catalog()))
    home = tmp_path / "other-home"
    reply = answer(f"{card.model_dump_json()}\t180\t{home}\n")
    assert reply == f"drawn {card.id}"
    assert cached_face_png(card, 180) is not None and str(cached_face_png(card, 180)).startswith(str(home))
    assert os.environ["GE_DESKTOP_HOME"] == str(home)


def test_a_broken_line_is_answered_and_serving_goes_on() -> None:
    card = next(iter(default_catalog()))
    home = os.environ["GE_DESKTOP_HOME"]
    replies = io.StringIO()
    serve(io.StringIO(f"not a card\t360\t{home}\n\n{card.model_dump_json()}\t99999\t{home}\n"), replies)
    lines = replies.getvalue().splitlines()
    assert lines[0].startswith("failed - ") and lines[1].startswith(f"failed {card.id} ValueError")
