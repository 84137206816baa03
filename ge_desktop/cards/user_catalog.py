"""The player's own cards: a catalog file in the user data folder, loaded beside the shipped one.

``load_full_catalog()`` is the catalog the app plays with: every shipped catalog file plus
the user's file (``user_catalog_path()``) and the cards of his imported LackeyCCG
collections (found where ``paths.imported_catalog_files`` says; ``ge_desktop/lackey/`` writes them), checked together, so a card made in the card
editor can be searched, stocked in a deck and played like any other. Problems in the user's
file are reported like any catalog problem (file, card, field); the good cards still load.

``UserCatalog`` is the editable list behind the card editor. It saves by writing a
temporary file and renaming it over the old one, so a crash never leaves half a file. A
file that did not load cleanly (bad JSON, an invalid card) is never overwritten: saving
is refused until the player fixes or moves it, because writing back only the cards we
could read would silently delete the others.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ge_desktop import paths
from ge_desktop.cards.card_rows import DEFAULT_SET
from ge_desktop.cards.catalog import CATALOG_FORMAT_VERSION, Catalog, CatalogProblem, catalog_files, load_catalog_with_problems, read_catalog_file
from ge_desktop.cards.model import Card
from ge_desktop.safe_write import write_atomically

USER_CATALOG_NAME = "my-cards.json"


def user_catalog_path() -> Path:
    """The user's catalog file (it need not exist yet)."""
    return paths.user_data_dir() / USER_CATALOG_NAME


class UserCatalogError(Exception):
    """The user's catalog cannot be changed or saved; the message says why and where."""


@dataclass
class UserCatalog:
    """The cards of the user's catalog file, in file order, and what went wrong loading it."""

    path: Path
    cards: list[Card] = field(default_factory=list)
    problems: list[CatalogProblem] = field(default_factory=list)

    @classmethod
    def load(cls, path: Path | None = None) -> UserCatalog:
        """Read the user's file; a missing file is an empty catalog, not a problem."""
        path = path or user_catalog_path()
        if not path.exists():
            return cls(path)
        cards, problems = read_catalog_file(path)
        return cls(path, cards, problems)

    @property
    def writable(self) -> bool:
        """False when the file on disk did not load cleanly: we never overwrite it."""
        return not self.problems

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def get(self, card_id: str) -> Card | None:
        return next((c for c in self.cards if c.id == card_id), None)

    def put(self, card: Card, replaces: str | None = None) -> None:
        """Add ``card``, or put it in place of the card with id ``replaces`` (an edit)."""
        self._check_writable()
        for index, existing in enumerate(self.cards):
            if existing.id == (replaces or card.id):
                self.cards[index] = card
                return
        self.cards.append(card)

    def remove(self, card_id: str) -> None:
        self._check_writable()
        self.cards = [c for c in self.cards if c.id != card_id]

    def _check_writable(self) -> None:
        if not self.writable:
            first = self.problems[0]
            raise UserCatalogError(
                f"{self.path} did not load cleanly ({first}); fix or move that file first: "
                "it is never overwritten, so no card in it is lost"
            )

    def to_json(self) -> str:
        """The catalog file text (the shipped catalog's format)."""
        data = {
            "format_version": CATALOG_FORMAT_VERSION,
            "set": DEFAULT_SET,
            "name": "My cards",
            "cards": [c.model_dump(mode="json", exclude_defaults=True) for c in self.cards],
        }
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"

    def save(self) -> None:
        """Write the file safely: a temporary file beside it, then an atomic rename."""
        self._check_writable()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, self.to_json(), durable=True)  # synced: the player pressed Save
        except OSError as exc:  # SaveError included: no temporary file is left behind
            raise UserCatalogError(f"{self.path}: cannot save: {exc.strerror or exc}") from None


@dataclass
class FullCatalog:
    """The catalog to play with, every problem found loading it, and the editable user part."""

    catalog: Catalog
    problems: list[CatalogProblem]
    user: UserCatalog

    @property
    def user_problems(self) -> list[CatalogProblem]:
        return [p for p in self.problems if p.file == str(self.user.path)]


def load_full_catalog(user_path: Path | None = None, shipped_files: list[Path] | None = None) -> FullCatalog:
    """The shipped catalog and the user's cards, checked together (duplicate ids, identities, empires)."""
    user = UserCatalog.load(user_path)
    files = list(shipped_files if shipped_files is not None else catalog_files())
    if user.path.exists():
        files.append(user.path)
    if user_path is None:  # the player's real catalog: his imported LackeyCCG collections too
        files += paths.imported_catalog_files()
    catalog, problems = load_catalog_with_problems(files)
    return FullCatalog(catalog, problems, user)


def card_clash(card: Card, catalog: Catalog, replaces: str | None = None) -> str | None:
    """Why ``card`` cannot join ``catalog`` (its id or identity is taken), or None.

    ``replaces`` is the id of the card being edited, which may keep its id and identity.
    """
    other = catalog.get(card.id)
    if other is not None and other.id != replaces:
        return f"the id '{card.id}' is already used by {other.label}"
    twin = catalog.find(card.code, card.title)
    if twin is not None and twin.id not in (replaces, card.id):
        return f"exactly identical to {twin.label} ('{twin.id}'): same type, strength and full title"
    return None
