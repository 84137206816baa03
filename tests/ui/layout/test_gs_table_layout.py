"""The Galactic Supremacy table's layout math, without a screen."""

from __future__ import annotations

from ge_desktop.ui.layout import gs_table as L


def test_a_block_grows_with_its_sectors_their_attached_cards_and_the_hand():
    w0, h0 = L.block_size([0], None)
    assert w0 == L.MIN_COLUMNS * (L.CARD_W + L.GAP) + L.GAP
    w1, h1 = L.block_size([0, 3] + [0] * L.MIN_COLUMNS, None)
    assert w1 > w0 and h1 == h0 + 3 * L.ATTACH_STEP
    _, h2 = L.block_size([0], 5)
    assert h2 == h0 + L.HAND_GAP + L.CARD_H + L.GAP


def test_attached_cards_fan_down_below_their_sector_each_title_showing():
    block = L.Rect(0, 0, 600, 400)
    x0, y0 = L.sector_origin(block, 1)
    for depth in (1, 2, 3):
        x, y = L.attached_origin(block, 1, depth)
        assert x == x0 and y == y0 + depth * L.ATTACH_STEP


def test_a_long_hand_overlaps_inside_its_block():
    block = L.Rect(10, 0, 500, 400)
    spots = L.hand_origins(block, 12)
    assert len(spots) == 12
    assert spots[0][0] == block.x + L.GAP and spots[-1][0] + L.CARD_W <= block.right - L.GAP + 1e-6
    assert all(y + L.CARD_H <= block.bottom for _, y in spots)
    assert L.hand_origins(block, 0) == []


def test_the_other_players_sit_above_the_middle_strip_and_the_viewer_below():
    others = [L.block_size([0, 1], None) for _ in range(5)]
    mine = L.block_size([0, 2], 6)
    layout = L.arrange(others, mine, columns=3)
    assert len(layout.others) == 5
    assert len({r.y for r in layout.others}) == 2  # two rows of up to three
    assert max(r.bottom for r in layout.others) < layout.middle.y
    assert layout.mine is not None and layout.mine.y > layout.middle.bottom
    rects = [*layout.others, layout.middle, layout.mine]
    for a in rects:  # nothing overlaps
        for b in rects:
            if a is not b:
                assert a.right <= b.x or b.right <= a.x or a.bottom <= b.y or b.bottom <= a.y


def test_a_tall_window_stacks_the_other_players_a_wide_one_puts_them_side_by_side():
    others, mine = [L.block_size([0, 1], None)] * 2, L.block_size([0], 5)
    tall = L.best_arrangement(others, mine, (500.0, 600.0))
    assert tall.others[0].x == tall.others[1].x  # one above the other
    wide = L.best_arrangement(others, mine, (1600.0, 700.0))
    assert wide.others[0].y == wide.others[1].y  # side by side
    stacked = L.arrange(others, None, columns=1)
    assert stacked.mine is None and stacked.others[1].y > stacked.others[0].bottom
