"""The player's scans of real cards in ``card_images/``, found by name and opened safely.

Naming scheme (documented for players in ``card_images/README.md``): a file is matched
to a card when its name, lower-cased with every run of other characters turned into a
single ``-``, equals one of the card's *scan keys*:

- the LackeyCCG image id of one of its printings, as the plugin names its images:
  ``S6_-_Argonian_Typhoon_Heavy_Cruiser_PE.jpg`` (the first printing's image first);
- the card id: ``fleet-freighter.jpg``;
- set code and full title: ``UE Fleet Freighter.png`` -> ``ue-fleet-freighter``;
- set code and name (for a card with a title below the art): ``UE Twin Planets.png``;
- a file inside a folder named after the set: ``UE/Fleet Freighter.png``.

Scans come from ``paths.card_image_dirs()`` (the user's folder first, then the shipped
one); the first match wins. After those, a card shows the image of one of its printings
from an imported LackeyCCG plugin (``sets/setimages/IMAGEFILE.jpg``, found by image id and
used in place; the game entry's ``face_sources`` part finds them,
``ge_desktop/lackey/collection.py``). A file from disk is untrusted: its size, pixel dimensions
and format are checked before it is decoded, decompression bombs and truncated or
broken files raise ``ScanError`` with one line saying what is wrong, and the library
records the problem and falls back to the generated face. Nothing here crashes on a
bad file.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ge_desktop import paths
from ge_desktop.cards.model import Card
from ge_desktop.games import load_games

if TYPE_CHECKING:
    from PIL import Image

SCAN_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")
SCAN_FORMATS = ("PNG", "JPEG", "WEBP")
MAX_SCAN_BYTES = 30 * 1024 * 1024
MAX_SCAN_SIDE = 6000
# A 2.5 x 3.5 in card at 1,200 dpi is 3000 x 4200 (12.6 M pixels); 6000 x 6000 (36 M, a
# 40 KB PNG that decodes to 144 MB of RGBA and took 6 s) is refused from the header alone.
MAX_SCAN_PIXELS = 16_000_000
MAX_SCAN_FILES = 10_000


class ScanError(Exception):
    """A scan that cannot be used; the message is one line for the player."""


@dataclass(frozen=True)
class ScanProblem:
    path: Path
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


def slug(text: str) -> str:
    """Lower case, every run of non-alphanumerics as one ``-``: ``UE Fleet Freighter`` -> ``ue-fleet-freighter``."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def scan_keys(card: Card) -> tuple[str, ...]:
    """The names a scan of ``card`` may have (see the module docstring)."""
    keys = [slug(p.image) for p in card.printings]
    keys += [card.id, slug(f"{card.set_code} {card.title}"), slug(f"{card.set_code} {card.name}")]
    return tuple(dict.fromkeys(keys))


def open_scan(path: Path) -> Image.Image:
    """Open and fully decode a scan as RGBA, or raise ``ScanError`` saying why not."""
    from PIL import Image, UnidentifiedImageError  # here: indexing the scan folders needs no Pillow

    try:
        size = path.stat().st_size
    except OSError as exc:
        raise ScanError(f"cannot read the file: {exc.strerror or exc}") from None
    if size == 0:
        raise ScanError("the file is empty")
    if size > MAX_SCAN_BYTES:
        raise ScanError(f"the file is {size // (1024 * 1024)} MB; scans are limited to {MAX_SCAN_BYTES // (1024 * 1024)} MB")
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            return _decode(path)
        except ScanError:
            raise
        except UnidentifiedImageError:
            raise ScanError("not an image GE Desktop can read (PNG, JPEG or WebP)") from None
        except (Image.DecompressionBombError, Image.DecompressionBombWarning):
            raise ScanError("refused: the image claims too many pixels (decompression bomb)") from None
        except (OSError, SyntaxError, ValueError, EOFError, MemoryError) as exc:
            raise ScanError(f"broken or truncated image: {exc}") from None


def _decode(path: Path) -> Image.Image:
    """Check the header's claims, then decode; runs under the bomb-warning filter.

    ``Image.open`` reads only the header; the pixel count is checked before ``load()``
    decodes anything. Pillow's own guard (``Image.MAX_IMAGE_PIXELS``) stays as a second
    line, its warning turned into an error by ``open_scan``.
    """
    from PIL import Image, ImageOps

    with Image.open(path, formats=list(SCAN_FORMATS)) as image:
        width, height = image.size
        if max(width, height) > MAX_SCAN_SIDE or width * height > MAX_SCAN_PIXELS:
            raise ScanError(f"{width} x {height} pixels is too large (at most {MAX_SCAN_SIDE} a side, {MAX_SCAN_PIXELS:,} in all)")
        if width < 16 or height < 16:
            raise ScanError(f"{width} x {height} pixels is too small to be a card")
        image.load()
        upright = ImageOps.exif_transpose(image)
        return upright.convert("RGBA")


def _candidate_files(folder: Path) -> Iterable[tuple[str, Path]]:
    """(key, path) for image files in ``folder`` and its set sub-folders, sorted."""
    if not folder.is_dir():
        return
    for path in sorted(folder.iterdir()):
        if path.name.startswith("."):
            continue
        if path.is_dir():
            for inner in sorted(path.iterdir()):
                if inner.is_file() and inner.suffix.lower() in SCAN_SUFFIXES:
                    yield slug(f"{path.name} {inner.stem}"), inner
        elif path.is_file() and path.suffix.lower() in SCAN_SUFFIXES:
            yield slug(path.stem), path


class ScanLibrary:
    """The scans found in some folders, with the problems met while using them."""

    def __init__(
        self,
        folders: Iterable[Path],
        printing_images: Mapping[str, Path] | None = None,
        card_printings: Mapping[str, tuple[str, ...]] | None = None,
    ):
        """``printing_images``: image id -> file (imported plugin images); ``card_printings``:
        card id -> image ids its printings have beyond ``card.printings``."""
        self.folders = list(folders)
        self._printing_images = dict(printing_images or {})
        self._card_printings = dict(card_printings or {})
        self._by_key: dict[str, Path] = {}
        self._bad: dict[Path, str] = {}
        self.problems: list[ScanProblem] = []
        count = 0
        for folder in self.folders:
            for key, path in _candidate_files(folder):
                count += 1
                if count > MAX_SCAN_FILES:
                    self.problems.append(ScanProblem(folder, f"more than {MAX_SCAN_FILES} images; the rest are ignored"))
                    return
                first = self._by_key.setdefault(key, path)
                if first != path:
                    self.problems.append(ScanProblem(path, f"ignored: {first.name} already names the same card"))

    @classmethod
    def default(cls) -> ScanLibrary:
        """The library over the user's and the shipped ``card_images/`` folders and the
        images of imported card collections: each game's ``face_sources`` part in the games
        registry (Galactic Empires' reads its imported LackeyCCG plugins), so this layer
        imports nothing of the importer above it."""
        images: dict[str, Path] = {}
        by_card: dict[str, tuple[str, ...]] = {}
        for game in load_games():
            if game.has("face_sources"):
                found_images, found_by_card = game.part("face_sources")()
                for image, path in found_images.items():
                    images.setdefault(image, path)
                for card, ids in found_by_card.items():
                    by_card[card] = (*by_card.get(card, ()), *ids)
        return cls(paths.card_image_dirs(), images, by_card)

    def path_for(self, card: Card) -> Path | None:
        """The scan file named for ``card``, if there is one and it is not known to be bad."""
        for key in scan_keys(card):
            path = self._by_key.get(key)
            if path is not None and path not in self._bad:
                return path
        for image in (*(p.image for p in card.printings), *self._card_printings.get(card.id, ())):
            path = self._printing_images.get(image)
            if path is not None and path not in self._bad:
                return path
        return None

    def load(self, card: Card) -> Image.Image | None:
        """The decoded scan of ``card``, or None (a bad file is recorded and skipped)."""
        path = self.path_for(card)
        if path is None:
            return None
        try:
            return open_scan(path)
        except ScanError as exc:
            self._bad[path] = str(exc)
            self.problems.append(ScanProblem(path, str(exc)))
            return None

    def check(self, cards: Iterable[Card] | None = None) -> list[ScanProblem]:
        """Open every scan fully; with ``cards``, also report unmatched names and doubles."""
        problems = []
        for path in sorted(set(self._by_key.values())):
            try:
                open_scan(path)
            except ScanError as exc:
                self._bad[path] = str(exc)
                problems.append(ScanProblem(path, str(exc)))
        if cards is not None:
            problems += self._naming_problems(list(cards))
        return problems

    def _naming_problems(self, cards: list[Card]) -> list[ScanProblem]:
        problems = []
        known = {key for card in cards for key in scan_keys(card)}
        for key, path in sorted(self._by_key.items()):
            if key not in known and path not in self._bad:
                problems.append(ScanProblem(path, "matches no card (name it by card id or by set and title)"))
        for card in cards:
            found = list(dict.fromkeys(self._by_key[k] for k in scan_keys(card) if k in self._by_key))
            for extra in found[1:]:
                problems.append(ScanProblem(extra, f"ignored: {found[0].name} is already the scan of {card.label}"))
        return problems
