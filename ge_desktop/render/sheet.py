"""Contact sheets: many faces on one image, for checking the whole catalog at a glance.

``contact_sheet`` lays faces out in a grid on a dark table colour. Faces come from a
callable so the caller decides where they come from (the cache, a scan, a fresh render)
and can show progress as each one arrives.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TypeVar

from PIL import Image

from ge_desktop.render.geometry import card_height

T = TypeVar("T")  # a card, or anything else with a face (a reference card)

SHEET_BACKGROUND = (38, 44, 40)


def sheet_columns(count: int) -> int:
    """A roughly landscape grid: about 1.3 x as many columns as rows."""
    if count <= 0:
        return 1
    return max(1, min(count, math.ceil(math.sqrt(count * 1.3 * 88 / 63))))


def contact_sheet(
    cards: Sequence[T],
    face: Callable[[T], Image.Image],
    width: int,
    columns: int | None = None,
    gap: int = 8,
) -> Image.Image:
    """A grid of ``face(card)`` images, each ``width`` pixels wide, ``gap`` pixels apart."""
    columns = columns or sheet_columns(len(cards))
    rows = max(1, math.ceil(len(cards) / columns))
    height = card_height(width)
    sheet = Image.new("RGB", (gap + columns * (width + gap), gap + rows * (height + gap)), SHEET_BACKGROUND)
    for index, card in enumerate(cards):
        image = face(card)
        if image.size != (width, height):
            image = image.resize((width, height), Image.Resampling.LANCZOS)
        x = gap + (index % columns) * (width + gap)
        y = gap + (index // columns) * (height + gap)
        mask = image.getchannel("A") if image.mode == "RGBA" else None
        sheet.paste(image.convert("RGB"), (x, y), mask)
    return sheet
