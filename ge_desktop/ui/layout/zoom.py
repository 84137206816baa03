"""Zoom steps for the table view: wheel notches, pinch factors and fit-to-window."""

from __future__ import annotations

from ge_desktop.ui.layout.geometry import Size

MIN_ZOOM = 0.08
MAX_ZOOM = 4.0
NOTCH_DEGREES = 15.0  # one wheel notch (Qt reports eighths of a degree: 120 per notch)
NOTCH_FACTOR = 1.15
KEY_FACTOR = 1.25  # Zoom In / Zoom Out shortcuts


def clamp_zoom(zoom: float) -> float:
    return max(MIN_ZOOM, min(MAX_ZOOM, zoom))


def wheel_zoom(current: float, degrees: float) -> float:
    """The zoom after turning the wheel by ``degrees`` (positive zooms in)."""
    return clamp_zoom(current * NOTCH_FACTOR ** (degrees / NOTCH_DEGREES))


def pinch_zoom(current: float, factor: float) -> float:
    """The zoom after a pinch gesture scaling by ``factor``."""
    return clamp_zoom(current * factor) if factor > 0 else current


def fit_zoom(content: Size, viewport: Size, margin: float = 16.0) -> float:
    """The zoom that shows all of ``content`` inside ``viewport`` with ``margin`` pixels spare."""
    if content.width <= 0 or content.height <= 0:
        return 1.0
    usable_w = max(viewport.width - 2 * margin, 1.0)
    usable_h = max(viewport.height - 2 * margin, 1.0)
    return clamp_zoom(min(usable_w / content.width, usable_h / content.height))
