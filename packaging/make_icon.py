"""Draw the GE Desktop app icon with Pillow and write it in every format the builds need.

    python packaging/make_icon.py        # rewrites resources/icons/*

Outputs (committed, so a build never needs to run this):

- ``resources/icons/ge-desktop.png``  256 px, the window icon and the Linux desktop icon;
- ``resources/icons/ge-desktop.ico``  16-256 px, the Windows executable and installer icon;
- ``resources/icons/ge-desktop.icns`` 16-1024 px, the macOS app and document icon.

The picture: a ringed golden planet over a deep-space rounded square, with two playing
cards fanned in front of it. It is drawn at 1024 px and scaled down, so every size is
the same picture. A fixed seed makes the starfield identical on every run.
"""

from __future__ import annotations

import random
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

SIZE = 1024
ICONS_DIR = Path(__file__).resolve().parent.parent / "resources" / "icons"
ICO_SIZES = [(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)]


def _background() -> Image.Image:
    """A rounded square with a vertical deep-blue gradient and a starfield."""
    gradient = Image.linear_gradient("L").resize((SIZE, SIZE))
    sky = Image.merge("RGB", [gradient.point(lambda v, a=a, b=b: int(a + (b - a) * v / 255)) for a, b in ((8, 40), (12, 22), (40, 70))])
    draw = ImageDraw.Draw(sky)
    rng = random.Random(1994)
    for _ in range(140):
        x, y, r = rng.uniform(0, SIZE), rng.uniform(0, SIZE), rng.choice((2, 3, 3, 4, 6))
        shade = rng.randint(150, 255)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=(shade, shade, min(255, shade + 30)))
    mask = Image.new("L", (SIZE, SIZE), 0)
    ImageDraw.Draw(mask).rounded_rectangle((24, 24, SIZE - 24, SIZE - 24), radius=200, fill=255)
    icon = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    icon.paste(sky, (0, 0), mask)
    return icon


def _planet(icon: Image.Image) -> None:
    """A shaded golden planet with a tilted ring, its far half behind the globe."""
    cx, cy, r = 560, 400, 250
    ring = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    ImageDraw.Draw(ring).ellipse((cx - 430, cy - 90, cx + 430, cy + 90), outline=(255, 214, 120, 255), width=34)
    ring = ring.rotate(-18, center=(cx, cy), resample=Image.Resampling.BICUBIC)
    globe = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    draw = ImageDraw.Draw(globe)
    for step in range(r, 0, -4):  # light from the upper left: paler towards the highlight
        t = step / r
        colour = (int(250 - 90 * t), int(200 - 110 * t), int(110 - 80 * t), 255)
        offset = int((1 - t) * r * 0.45)
        draw.ellipse((cx - step - offset, cy - step - offset, cx + step - offset, cy + step - offset), fill=colour)
    clip = Image.new("L", (SIZE, SIZE), 0)
    ImageDraw.Draw(clip).ellipse((cx - r, cy - r, cx + r, cy + r), fill=255)
    front = Image.new("L", (SIZE, SIZE), 0)  # the near half of the ring: below the planet's centre line
    ImageDraw.Draw(front).rectangle((0, cy + 10, SIZE, SIZE), fill=255)
    front = front.rotate(-18, center=(cx, cy))
    icon.alpha_composite(ring)
    icon.paste(globe, (0, 0), clip)
    near_ring = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    near_ring.paste(ring, (0, 0), front)
    icon.alpha_composite(near_ring)


def _card(angle: float, centre: tuple[int, int], face: tuple[int, int, int]) -> Image.Image:
    """One playing card, white-bordered, rotated about its centre, with a soft shadow."""
    w, h = 330, 460
    card = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    draw = ImageDraw.Draw(card)
    x0, y0 = centre[0] - w // 2, centre[1] - h // 2
    draw.rounded_rectangle((x0, y0, x0 + w, y0 + h), radius=34, fill=(245, 240, 228, 255))
    draw.rounded_rectangle((x0 + 22, y0 + 22, x0 + w - 22, y0 + h - 22), radius=20, fill=face + (255,))
    draw.ellipse((x0 + 95, y0 + 150, x0 + w - 95, y0 + 290), outline=(255, 230, 150, 255), width=16)
    draw.rectangle((x0 + 60, y0 + 330, x0 + w - 60, y0 + 352), fill=(255, 230, 150, 255))
    draw.rectangle((x0 + 60, y0 + 375, x0 + w - 130, y0 + 395), fill=(255, 230, 150, 200))
    card = card.rotate(angle, center=centre, resample=Image.Resampling.BICUBIC)
    shadow = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    shadow.putalpha(card.getchannel("A").point(lambda a: a * 2 // 3).filter(ImageFilter.GaussianBlur(18)))
    out = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    out.alpha_composite(shadow, (14, 20))
    out.alpha_composite(card)
    return out


def draw_icon() -> Image.Image:
    """The full icon at 1024 x 1024, RGBA."""
    icon = _background()
    _planet(icon)
    icon.alpha_composite(_card(14, (330, 660), (150, 30, 40)))
    icon.alpha_composite(_card(-6, (470, 690), (30, 70, 150)))
    mask = Image.new("L", (SIZE, SIZE), 0)  # keep the cards inside the rounded square
    ImageDraw.Draw(mask).rounded_rectangle((24, 24, SIZE - 24, SIZE - 24), radius=200, fill=255)
    clipped = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    clipped.paste(icon, (0, 0), mask)
    return clipped


def main() -> None:
    ICONS_DIR.mkdir(parents=True, exist_ok=True)
    icon = draw_icon()
    icon.resize((256, 256), Image.Resampling.LANCZOS).save(ICONS_DIR / "ge-desktop.png", optimize=True)
    icon.save(ICONS_DIR / "ge-desktop.ico", sizes=ICO_SIZES)
    icon.save(ICONS_DIR / "ge-desktop.icns")
    for path in sorted(ICONS_DIR.iterdir()):
        print(f"{path.relative_to(ICONS_DIR.parent.parent)}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
