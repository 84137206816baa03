"""The face worker process draws a face into the cache the app reads, off the GUI thread."""

from __future__ import annotations

from ge_desktop.render import cached_face_png
from ge_desktop.ui.table.face_drawer import WIDTH, FaceDrawer


def test_the_worker_draws_a_face_and_says_so(qtbot, catalog) -> None:
    card = next(iter(catalog))
    assert cached_face_png(card, WIDTH) is None
    drawer = FaceDrawer()
    try:
        with qtbot.waitSignal(drawer.drawn, timeout=120_000) as signal:
            drawer.request(card)
        assert signal.args == [card.id]
        assert cached_face_png(card, WIDTH) is not None  # in this test's own home
        assert not drawer.pending()
    finally:
        drawer.shutdown()


def test_finish_draws_what_is_still_queued_here(qtbot, catalog) -> None:
    first, second = list(catalog)[:2]
    drawer = FaceDrawer()
    try:
        drawer.request(first, urgent=False)
        drawer.request(second, urgent=False)
        drawer.finish({first.id, second.id})
        assert cached_face_png(first, WIDTH) is not None and cached_face_png(second, WIDTH) is not None
    finally:
        drawer.shutdown()
