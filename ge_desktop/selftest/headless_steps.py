"""Self-test steps that run before Qt starts: shipped data, catalog, decks, Pillow, faces.

Each step imports what it checks, so a module the freezer left out fails its step with the
import error instead of ending the run. In a frozen bundle ``bundled data`` also checks
that the data folders come from inside the bundle, not from a checkout that happens to
be next to it.
"""

from __future__ import annotations

import io
from pathlib import Path

from ge_desktop.selftest.report import SelfTestContext, Step

ICON_FILE = ("icons", "ge-desktop.png")
FACE_WIDTHS = (180, 360)  # the table and zoom widths (ge_desktop.render.TABLE_WIDTHS)
FACES_RENDERED = 6  # distinct starter-deck cards whose faces the self-test draws
MIN_COLOURS = 64  # a drawn face has thousands; a blank or failed one a handful


def check_bundled_data(context: SelfTestContext) -> str:
    """The shipped folders resolve, hold their files, and come from the bundle when frozen."""
    from ge_desktop import paths

    resources = paths.resources_dir()
    required = [
        resources / "empires.json",
        resources / "help" / "rules-help.md",
        resources / "fonts" / "DejaVuSansCondensed.ttf",
        resources.joinpath(*ICON_FILE),
        paths.shipped_card_images_dir() / "README.md",
    ]
    missing = [str(p) for p in required if not p.is_file()]
    if missing:
        raise FileNotFoundError(f"missing: {', '.join(missing)}")
    catalogs, decks = list(paths.cards_dir().glob("*.json")), list(paths.decks_dir().glob("*.deck"))
    if not catalogs or not decks:
        raise FileNotFoundError(f"{len(catalogs)} catalog files in {paths.cards_dir()}, {len(decks)} decks in {paths.decks_dir()}")
    if context.frozen_root is not None:  # not resolved: in a macOS .app they are links into Contents/Resources
        root = Path(context.frozen_root).absolute()
        for folder in (resources, paths.shipped_card_images_dir()):
            if not folder.absolute().is_relative_to(root):
                raise RuntimeError(f"{folder} is outside the frozen bundle {root}")
    return f"{len(catalogs)} catalog files, {len(decks)} decks, fonts, help, icon at {resources}"


def check_catalog(context: SelfTestContext) -> str:
    """The shipped catalog loads with no problem at all."""
    from ge_desktop.cards.catalog import load_catalog

    context.catalog = load_catalog()
    if len(context.catalog) == 0:
        raise ValueError("the catalog is empty")
    return f"{len(context.catalog)} cards, {len(context.catalog.empires)} empires"


def check_starter_decks(context: SelfTestContext) -> str:
    """Every starter deck loads and obeys the v2.1 deck stocking rules."""
    from ge_desktop.cards.decks import load_deck, starter_deck_paths
    from ge_desktop.cards.stocking import check_deck

    catalog = needs_catalog(context)
    names = []
    for path in starter_deck_paths():
        deck = load_deck(path, catalog)
        violations = check_deck(deck, catalog)
        if violations:
            raise ValueError(f"{path.name}: {violations[0]}")
        names.append(f"{path.name} ({len(deck.main_cards())}+{len(deck.reserve_cards())})")
    if not names:
        raise FileNotFoundError("no starter decks (*.deck) in the shipped resources")
    return ", ".join(names)


def check_deck_save_and_reload(context: SelfTestContext) -> str:
    """A starter deck saved to the user's data folder reads back as the same cards."""
    from ge_desktop import paths
    from ge_desktop.cards.decks import load_deck, save_deck, starter_deck_paths

    catalog = needs_catalog(context)
    original = load_deck(starter_deck_paths()[0], catalog)
    target = paths.user_data_dir() / "self-test.deck"
    save_deck(original, target)
    reloaded = load_deck(target, catalog)
    if [c.id for c in reloaded.all_cards()] != [c.id for c in original.all_cards()]:
        raise ValueError(f"{target} reloaded with different cards")
    return f"{len(reloaded.all_cards())} cards via {target.name}"


def check_pillow(_context: SelfTestContext) -> str:
    """Pillow's compiled codecs and FreeType made it into the build, and read our fonts."""
    from PIL import Image, ImageDraw, features

    from ge_desktop.render.fonts import FontStyle, font

    for feature in ("freetype2", "zlib", "jpg"):
        if not features.check(feature):
            raise RuntimeError(f"Pillow was built without {feature}")
    image = Image.new("RGB", (64, 32), (10, 20, 40))
    ImageDraw.Draw(image).text((2, 2), "GE", font=font(FontStyle.BOLD, 20), fill=(250, 220, 90))
    if image.getextrema()[0][1] < 200:
        raise RuntimeError("text drawn with the bundled font left no mark")
    for fmt in ("PNG", "JPEG"):
        buffer = io.BytesIO()
        image.save(buffer, fmt)
        buffer.seek(0)
        if Image.open(buffer).convert("RGB").size != image.size:
            raise RuntimeError(f"{fmt} round trip changed the image size")
    return f"Pillow {features.version('pil')}: PNG, JPEG, FreeType with the bundled DejaVu fonts"


def check_render_faces(context: SelfTestContext) -> str:
    """Generated faces of a few starter-deck cards at the table and zoom widths: the right
    size, not blank, each different; and the card back."""
    from ge_desktop.cards.decks import load_deck, starter_deck_paths
    from ge_desktop.render import card_back, face_png, render_face

    catalog = needs_catalog(context)
    cards = {c.id: c for path in starter_deck_paths() for c in load_deck(path, catalog).all_cards()}
    chosen = sorted(cards.values(), key=lambda c: c.id)[:: max(1, len(cards) // FACES_RENDERED)][:FACES_RENDERED]
    digests = set()
    for card in chosen:
        for width in FACE_WIDTHS:
            image = render_face(card, width)
            if image.width != width or image.convert("RGB").getcolors(MIN_COLOURS) is not None:
                raise ValueError(f"{card.label} at {width} px: {image.size}, too few colours (blank?)")
            digests.add(image.tobytes())
        face_png(card, FACE_WIDTHS[0])  # the table's disk cache
    if len(digests) != len(chosen) * len(FACE_WIDTHS):
        raise ValueError("two different cards or widths rendered the same face")
    back = card_back(FACE_WIDTHS[0])
    return f"{len(chosen)} faces at {'/'.join(map(str, FACE_WIDTHS))} px and the back ({back.width} px)"


def needs_catalog(context: SelfTestContext):
    if context.catalog is None:
        raise RuntimeError("needs the catalog, which did not load")
    return context.catalog


HEADLESS_STEPS: tuple[Step, ...] = (
    Step("bundled data", check_bundled_data),
    Step("catalog", check_catalog),
    Step("starter decks", check_starter_decks),
    Step("deck save and reload", check_deck_save_and_reload),
    Step("pillow codecs and fonts", check_pillow),
    Step("render card faces", check_render_faces),
)
