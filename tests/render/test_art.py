"""Procedural art: seeded by card id, distinct per card, identical on every render."""

from __future__ import annotations

import os
import subprocess
import sys

from PIL import ImageChops, ImageStat

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import CardType
from ge_desktop.render.art import paint_art
from ge_desktop.render.art_subjects import _SUBJECTS
from ge_desktop.render.canvas import seed_for


def test_seed_is_stable_across_processes_with_different_hash_seeds():
    code = "from ge_desktop.render.canvas import seed_for; print(seed_for('fleet-freighter'))"
    values = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
        values.add(int(out.stdout))
    assert values == {seed_for("fleet-freighter")}
    assert seed_for("a") != seed_for("b")


def test_art_is_identical_on_every_render():
    card = next(iter(default_catalog()))
    assert paint_art(card, (150, 90)).tobytes() == paint_art(card, (150, 90)).tobytes()


def test_art_differs_between_cards():
    cards = list(default_catalog())[:12]
    images = [paint_art(card, (80, 48)).tobytes() for card in cards]
    assert len(set(images)) == len(images)


def test_art_is_the_same_picture_at_every_size():
    card = next(c for c in default_catalog() if c.primary_type is CardType.SHIP)
    small = paint_art(card, (160, 96))
    large = paint_art(card, (320, 192)).resize((160, 96))
    diff = ImageStat.Stat(ImageChops.difference(small, large).convert("L")).mean[0]
    assert diff < 12


def test_every_card_type_has_a_subject():
    assert set(_SUBJECTS) == set(CardType)


def test_the_sky_coloured_on_one_column_is_the_whole_gradient_coloured() -> None:
    """``_sky`` colours one column and widens it: the same pixels as colouring it all."""
    import random

    from PIL import Image, ImageChops, ImageOps

    from ge_desktop.render.art import _sky

    for size in ((640, 410), (151, 97), (33, 20)):
        image, _ = _sky(random.Random(5), size)
        rng = random.Random(5)
        hue = rng.random()
        from ge_desktop.render.canvas import hsl

        top = hsl(hue, 0.05 + rng.random() * 0.05, 0.6)
        bottom = hsl(hue + rng.uniform(-0.12, 0.12), 0.14 + rng.random() * 0.08, 0.55)
        whole = ImageOps.colorize(Image.linear_gradient("L").resize(size, Image.Resampling.BILINEAR), top, bottom).convert("RGB")
        assert ImageChops.difference(image, whole).getbbox() is None
