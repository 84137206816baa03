"""An imported LackeyCCG collection as stored in the user data folder.

Each import of a plugin is one collection, ``<user data>/lackey/<name>/``:

- ``cards.json``: the cards the import added, in the catalog file format (so the catalog
  loads them beside the shipped cards and the player's own, see ``user_catalog.py``);
- ``collection.json``: the manifest: where the plugin and its images are, every row by
  image id (its content digest, display name, set, and the card it is a printing of, which
  may be a shipped card or one of the player's own), the reference cards (Sector HQs,
  special cards), the rows' Script text (inert: stored, never run), and the deck files the
  import wrote.

Both files are written to a temporary name and renamed over the old one, cards first, so
an interrupted import leaves the previous collection or the new one, never half of one.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ge_desktop import paths, safe_write
from ge_desktop.lackey.convert import KeptRow
from ge_desktop.lackey.images import list_image_files

if TYPE_CHECKING:
    from ge_desktop.cards.catalog import Catalog

COLLECTION_FORMAT_VERSION = 1
CARDS_FILE = paths.COLLECTION_CARDS_FILE
MANIFEST_FILE = paths.COLLECTION_MANIFEST_FILE
MAX_MANIFEST_BYTES = 64 * 1024 * 1024


class RowRecord(BaseModel):
    """One plugin row: its digest (to see changes), display name, set, and what it became."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    digest: str
    name: str
    set: str
    card: str | None = None  # the catalog card it is a printing of; None for a reference card
    line: int = 0


class DeckRecord(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    path: str  # the deck file written into the user's deck folder
    source: str  # the .dek it came from
    digest: str  # of the deck text as written: an edited deck is not removed with the collection


class Manifest(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    format_version: int = Field(COLLECTION_FORMAT_VERSION, ge=1, le=COLLECTION_FORMAT_VERSION)
    name: str
    plugin: str
    carddata: str
    images: str | None = None
    checklist: str | None = None  # the workbook the numbers came from (used again by a re-import without one)
    rows: dict[str, RowRecord] = {}
    references: list[KeptRow] = []
    scripts: dict[str, str] = {}
    decks: list[DeckRecord] = []


def digest_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def collections_dir() -> Path:
    """The folder holding every imported collection (``paths.collections_dir``)."""
    return paths.collections_dir()


def collection_name(plugin_root: Path) -> str:
    """A folder-safe name for the collection of the plugin at ``plugin_root``."""
    name = re.sub(r"[^a-z0-9]+", "-", plugin_root.resolve().name.lower()).strip("-")
    return name or "plugin"


@dataclass(frozen=True)
class StoredCollection:
    folder: Path

    @property
    def cards_path(self) -> Path:
        return self.folder / CARDS_FILE

    @property
    def manifest_path(self) -> Path:
        return self.folder / MANIFEST_FILE

    def manifest(self) -> Manifest | None:
        """The manifest, or None if it is missing or unreadable (the collection is then ignored)."""
        try:
            if self.manifest_path.stat().st_size > MAX_MANIFEST_BYTES:
                return None
            return Manifest.model_validate_json(self.manifest_path.read_text(encoding="utf-8"))
        except (OSError, ValueError, ValidationError):
            return None


def stored_collections(root: Path | None = None) -> list[StoredCollection]:
    """Every collection folder that has a manifest, sorted by name."""
    return [StoredCollection(p) for p in paths.collection_folders(root)]


def imported_catalog_files(root: Path | None = None) -> list[Path]:
    """The ``cards.json`` of every imported collection (loaded beside the user's own cards)."""
    return paths.imported_catalog_files(root)


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path`` and rename it over ``path``
    (``safe_write``: the temporary's name carries our pid, so a stray one is removed at start)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    safe_write.write_atomically(path, text, durable=False)


def manifest_text(manifest: Manifest) -> str:
    return json.dumps(manifest.model_dump(mode="json"), indent=1, ensure_ascii=False, sort_keys=False) + "\n"


def face_sources(root: Path | None = None) -> tuple[dict[str, Path], dict[str, tuple[str, ...]]]:
    """Image id -> image file, and card id -> its image ids, over every imported collection.

    Files are listed, not opened: the renderer checks each one when it decodes it.
    """
    images: dict[str, Path] = {}
    by_card: dict[str, list[str]] = {}
    for stored in stored_collections(root):
        manifest = stored.manifest()
        if manifest is None or not manifest.images:
            continue
        files = list_image_files(Path(manifest.images), within=Path(manifest.plugin))  # never a face from outside the plugin
        for image, record in manifest.rows.items():
            path = files.get(image)
            if path is None:
                continue
            images.setdefault(image, path)
            if record.card is not None:
                by_card.setdefault(record.card, []).append(image)
    return images, {card: tuple(ids) for card, ids in by_card.items()}


@dataclass
class Removal:
    """What removing a collection did: the decks removed, and the ones kept because edited."""

    name: str
    removed_decks: list[str]
    kept_decks: list[str]


def remove_collection(name: str, root: Path | None = None) -> Removal:
    """Remove an imported collection and the deck files it wrote (unless the player edited them)."""
    folder = (root or collections_dir()) / name
    stored = StoredCollection(folder)
    if not stored.manifest_path.is_file():
        raise FileNotFoundError(f"no imported LackeyCCG collection named '{name}' in {folder.parent}")
    manifest = stored.manifest()
    removed, kept = [], []
    for deck in manifest.decks if manifest else []:
        path = Path(deck.path)
        try:
            current = digest_text(path.read_text(encoding="utf-8"))
        except OSError:
            continue
        if current == deck.digest:
            path.unlink(missing_ok=True)
            path.with_suffix(".lackey.json").unlink(missing_ok=True)
            removed.append(str(path))
        else:
            kept.append(str(path))
    shutil.rmtree(folder)
    return Removal(name, removed, kept)


@dataclass(frozen=True)
class PrintingEntry:
    image: str
    set: str
    name: str  # LackeyCCG display name ('B1 Planetary Shield (PE)'); '' if unknown
    card: str | None  # card id; None for a reference card


class PrintingIndex:
    """Every known printing by image id (catalog printings, then imported rows), and by card."""

    def __init__(self) -> None:
        self.by_image: dict[str, PrintingEntry] = {}
        self.by_card: dict[str, list[PrintingEntry]] = {}

    def add(self, entry: PrintingEntry, override: bool = False) -> None:
        old = self.by_image.get(entry.image)
        if old is not None and not override:
            if not old.name and entry.name and old.card == entry.card:
                self.by_image[entry.image] = entry  # same printing, now with its display name
                if entry.card:
                    self.by_card[entry.card] = [entry if e.image == entry.image else e for e in self.by_card.get(entry.card, [])]
            return
        self.by_image[entry.image] = entry
        if entry.card is not None:
            self.by_card.setdefault(entry.card, []).append(entry)

    @classmethod
    def build(cls, catalog: Catalog, root: Path | None = None) -> PrintingIndex:
        """From ``catalog`` (each card's printings) and every stored collection's rows."""
        index = cls()
        for card in catalog:
            for printing in card.printings:
                index.add(PrintingEntry(printing.image, printing.set, "", card.id))
        for stored in stored_collections(root):
            manifest = stored.manifest()
            if manifest is None:
                continue
            for image, record in manifest.rows.items():
                if record.card is None or record.card in catalog:
                    index.add(PrintingEntry(image, record.set, record.name, record.card))
        return index
