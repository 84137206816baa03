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


def test_a_new_prefetch_drops_the_old_one_but_not_what_the_table_waits_for(qtbot, catalog) -> None:
    cards = list(catalog)[:4]
    drawer = FaceDrawer()
    drawer._broken = True  # no worker: nothing leaves the queue while we look at it
    drawer._busy = cards[0]  # as if the worker were drawing a face
    try:
        drawer.request(cards[1], urgent=False)
        drawer.request(cards[2], urgent=True)
        drawer.request(cards[3], urgent=False)
        drawer.drop_ahead()
        assert [c.id for c in drawer._queue] == [cards[2].id]
    finally:
        drawer._busy = None
        drawer.shutdown()
