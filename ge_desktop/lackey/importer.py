"""Importing a LackeyCCG plugin into the player's catalog, deck folder and card faces.

``import_plugin(plugin_dir)`` reads the plugin (and, optionally, the checklist workbook),
then:

1. **rows**: every ``carddata.txt`` row becomes a printing. A row whose image id a catalog
   card already lists, or whose code and title name a catalog card (shipped, the player's
   own, or another collection's), is a printing of that card and keeps its rules; a row
   the player's own catalog already holds is listed as a conflict and never overwrites his
   card. Other rows are grouped by identity (code and title) into new cards: manual (their
   text is resolved by hand), with the checklist's numbers when there are some. Rows that
   are not deck cards become reference cards. A row that cannot be read is reported with
   its line and column.
2. **images**: the image of each row is indexed (listed, never decoded or copied).
3. **decks**: each ``.dek`` becomes a deck in the player's deck folder, with its origin
   file (see ``deck_convert.py``), and is judged by the deck stocking rules.
4. **writing**: the collection's card and manifest files and the decks, all or nothing:
   staged in a folder of the user data folder, then switched in together (``staging.py``);
   a failure at any point leaves every file as it was. Everything before this step only
   computes, so cancelling (``should_cancel``) or a fatal problem changes nothing either.

Before writing, an import that would leave fewer usable cards than the collection it
replaces, or break a deck that loads today, is refused with ``ImportWouldLose`` unless
``replace=True`` (the dialog asks; the CLI wants ``--replace``). Only the plugin folder is
read (``plugin.py``: links out of it are skipped and named). Problems are listed per file,
the first hundred, then a count.

A second import of the same plugin rewrites nothing: unchanged files are not touched.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ge_desktop import paths
from ge_desktop.cards.catalog import Catalog, catalog_files, load_catalog_with_problems
from ge_desktop.cards.deck_library import DECK_SUFFIX, user_decks_dir
from ge_desktop.cards.decks import DeckError, load_deck, write_deck
from ge_desktop.cards.levels import NAME_ONLY_SOURCE, CardLevel, card_level
from ge_desktop.cards.model import Card, ReferenceCard
from ge_desktop.cards.stocking import check_deck, reserve_notes
from ge_desktop.cards.user_catalog import user_catalog_path
from ge_desktop.lackey.carddata import LackeyRow, read_carddata
from ge_desktop.lackey.checklist import Checklist, PrintedNumbers, read_checklist
from ge_desktop.lackey.collection import (
    CARDS_FILE,
    DeckRecord,
    Manifest,
    PrintingEntry,
    PrintingIndex,
    RowRecord,
    StoredCollection,
    collection_name,
    collections_dir,
    digest_text,
    imported_catalog_files,
    manifest_text,
)
from ge_desktop.lackey.convert import CardPlan, KeptRow, build_card, card_id_for, plan_card, printing_of, reference_for, row_title
from ge_desktop.lackey.deck_convert import dek_to_deck, origin_path, origin_text
from ge_desktop.lackey.dek import MAX_PROBLEMS_PER_FILE, cap_problems, read_dek
from ge_desktop.lackey.images import index_images
from ge_desktop.lackey.plugin import find_plugin, outside_problem
from ge_desktop.lackey.printed_numbers import shipped_corrections, shipped_numbers, shipped_rules
from ge_desktop.lackey.problems import LackeyFileError, LackeyProblem, line_place
from ge_desktop.lackey.staging import StagingError, switch_in

MAX_PRINTINGS_PER_CARD = 40  # the model's limit; further printings live in the manifest only
STAGES = ("rows", "images", "decks", "writing")
NAME_FIELDS = ("name", "subtitle", "types", "reaction", "strength", "split", "empire", "set_code", "provenance", "manual", "passive")
Progress = Callable[[str, int, int], None]


MAX_DECKS_CHECKED = 2_000  # the player's decks looked at for cards an import would remove


class ImportCancelled(Exception):
    """The player cancelled; nothing was written."""


class ImportWouldLose(LackeyFileError):
    """The import would leave fewer usable cards than the collection has, or break decks
    that load today; nothing was written. ``import_plugin(..., replace=True)`` goes ahead."""


@dataclass
class DeckReport:
    name: str
    path: str
    source: str
    cards: int
    unknown: list[str]
    verdict: str  # 'legal' or the first stocking problem
    violations: int


@dataclass
class ImportReport:
    """What an import did, for the CLI's text and JSON and for the dialog."""

    collection: str
    printings: int = 0
    titles: int = 0
    scripted: int = 0
    numbers_only: int = 0
    name_only: int = 0
    references: int = 0
    images: int = 0
    images_missing: list[str] = field(default_factory=list)
    images_broken: list[str] = field(default_factory=list)
    decks: list[DeckReport] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    disappeared: list[str] = field(default_factory=list)
    files_written: list[str] = field(default_factory=list)
    problems: list[LackeyProblem] = field(default_factory=list)
    numbers_unknown: list[str] = field(default_factory=list)  # name-only printings: no printed numbers known
    workbook_differences: list[str] = field(default_factory=list)  # a given workbook against the shipped numbers

    def to_json(self) -> dict[str, Any]:
        return {
            "collection": self.collection,
            "printings": self.printings,
            "titles": self.titles,
            "scripted": self.scripted,
            "numbers_only": self.numbers_only,
            "name_only": self.name_only,
            "references": self.references,
            "images": self.images,
            "images_missing": self.images_missing,
            "images_broken": self.images_broken,
            "decks": [
                {"name": d.name, "path": d.path, "source": d.source, "cards": d.cards, "unknown": d.unknown, "verdict": d.verdict}
                for d in self.decks
            ],
            "conflicts": self.conflicts,
            "added": len(self.added),
            "updated": self.updated,
            "disappeared": self.disappeared,
            "files_written": self.files_written,
            "problems": [str(p) for p in self.problems],
            "numbers_unknown": self.numbers_unknown,
            "workbook_differences": self.workbook_differences,
        }

    def summary_lines(self) -> list[str]:
        lines = [
            f"{self.printings} printings of {self.titles} titles: {self.scripted} scripted, {self.numbers_only} numbers only, "
            f"{self.name_only} name only, {self.references} reference cards (Sector HQs, special cards)",
            f"{self.images} images used as faces ({len(self.images_missing)} missing, {len(self.images_broken)} broken)",
        ]
        for deck in self.decks:
            unknown = f", {len(deck.unknown)} unknown" if deck.unknown else ""
            lines.append(f"deck {deck.name}: {deck.cards} cards{unknown}: {deck.verdict} ({deck.path})")
        if self.added or self.updated or self.disappeared:
            lines.append(f"{len(self.added)} rows added, {len(self.updated)} updated, {len(self.disappeared)} disappeared")
        if self.numbers_unknown:
            lines.append(f"{len(self.numbers_unknown)} printing(s) with no known printed numbers (name only): {', '.join(self.numbers_unknown)}")
        if self.workbook_differences:
            lines.append(f"the checklist workbook differs from the shipped numbers on {len(self.workbook_differences)} printing(s) (listed in the JSON report)")
        lines.append(f"{len(self.files_written)} file(s) written" if self.files_written else "nothing changed on disk")
        lines += [f"conflict: {c}" for c in self.conflicts]
        return lines


@dataclass
class _Plan:
    """Everything an import will write, computed before anything is written."""

    cards: list[Card] = field(default_factory=list)
    rows: dict[str, RowRecord] = field(default_factory=dict)
    references: list[KeptRow] = field(default_factory=list)
    reference_cards: list[ReferenceCard] = field(default_factory=list)  # catalog reference cards made from them
    scripts: dict[str, str] = field(default_factory=dict)
    files: dict[Path, str] = field(default_factory=dict)  # path -> text to write
    decks: list[DeckRecord] = field(default_factory=list)


class _Steps:
    """Progress and cancellation, checked every so many items."""

    def __init__(self, progress: Progress | None, should_cancel: Callable[[], bool] | None):
        self.progress = progress
        self.should_cancel = should_cancel

    def tick(self, stage: str, done: int, total: int) -> None:
        if self.should_cancel is not None and self.should_cancel():
            raise ImportCancelled(f"import cancelled during {stage}; nothing was written")
        if self.progress is not None:
            self.progress(stage, done, total)


def _base_catalog(exclude: Path | None, shipped_files: list[Path] | None) -> tuple[Catalog, set[str], list[str]]:
    """The shipped cards, the player's own and other collections' (not this one's);
    the ids of the player's own cards; problems loading them (as text)."""
    files = list(shipped_files if shipped_files is not None else catalog_files())
    user = user_catalog_path()
    if user.exists():
        files.append(user)
    files += [p for p in imported_catalog_files() if p.parent != exclude]
    catalog, problems = load_catalog_with_problems(files)
    own = {card_id for card_id, source in catalog.sources.items() if source == str(user)}
    return catalog, own, [str(p) for p in problems]


def import_plugin(
    plugin_dir: Path,
    checklist: Path | None = None,
    progress: Progress | None = None,
    should_cancel: Callable[[], bool] | None = None,
    decks_dir: Path | None = None,
    shipped_files: list[Path] | None = None,
    replace: bool = False,
) -> ImportReport:
    """Import the plugin at ``plugin_dir``; ``LackeyFileError`` if it cannot be used at all,
    ``ImportCancelled`` if cancelled, ``ImportWouldLose`` if it would leave fewer usable
    cards or break decks and ``replace`` is False (in every case nothing is written).

    ``progress(stage, done, total)`` is called as rows, images and decks advance (stages in
    ``STAGES``); ``should_cancel()`` is asked as often. ``shipped_files`` replaces the shipped
    catalog (tests use small catalogs of their own).
    """
    steps = _Steps(progress, should_cancel)
    plugin = find_plugin(plugin_dir)
    data = read_carddata(plugin.carddata)
    name = collection_name(plugin.root)
    stored = StoredCollection(collections_dir() / name)
    old = stored.manifest() if stored.manifest_path.is_file() else None
    if checklist is None and old is not None and old.checklist and Path(old.checklist).is_file():
        checklist = Path(old.checklist)  # a re-import keeps the numbers of the first
    workbook = read_checklist(checklist, {r.image for r in data.rows}) if checklist is not None else None
    catalog, own, _ = _base_catalog(stored.folder, shipped_files)
    report = ImportReport(collection=name, problems=list(plugin.problems) + list(data.problems) + (workbook.problems if workbook else []))
    numbers = _printed_numbers(data.rows, workbook, report)
    plan = _Plan()
    index = PrintingIndex.build(catalog)
    _plan_rows(data.rows, str(plugin.carddata), catalog, own, numbers, index, plan, report, steps)
    merged = catalog.merged(Catalog(plan.cards, catalog.empires, references=plan.reference_cards))
    index = PrintingIndex.build(merged)
    for image, record in plan.rows.items():
        index.add(PrintingEntry(image, record.set, record.name, record.card), override=True)
    _index_images(plugin.images, data.rows, report, steps, plugin.root)
    deck_folder = decks_dir or user_decks_dir()
    known = len(plugin.problems)
    deck_files = plugin.deck_files()
    report.problems += plugin.problems[known:]  # .dek links out of the plugin folder
    _plan_decks(deck_files, deck_folder, merged, index, old, plan, report, steps)
    _compare(old, plan, report)
    if not replace:
        losses = _losses(stored, plan, merged, deck_folder, shipped_files, str(plugin.carddata))
        if losses:
            raise ImportWouldLose(losses)
    manifest = Manifest(
        name=name, plugin=str(plugin.root.resolve()), carddata=str(plugin.carddata.resolve()),
        images=str(plugin.images.resolve()) if plugin.images else None,
        checklist=str(checklist.resolve()) if checklist is not None else None,
        rows=plan.rows, references=plan.references, scripts=plan.scripts, decks=plan.decks,
    )
    cards_text = json.dumps(
        {"format_version": 1, "set": "LK", "name": f"LackeyCCG: {name}",
         "cards": [c.model_dump(mode="json", exclude_defaults=True) for c in plan.cards],
         "references": [r.model_dump(mode="json", exclude_defaults=True) for r in plan.reference_cards]},
        indent=1, ensure_ascii=False,
    ) + "\n"
    files = {stored.folder / CARDS_FILE: cards_text, stored.manifest_path: manifest_text(manifest), **plan.files}
    _write(files, report, steps)
    _tally(plan, merged, report)
    report.problems = _capped(report.problems)
    report.titles = len({row_title(r).lower() for r in data.rows})  # every title, reference cards too
    return report


def _printed_numbers(rows: list[LackeyRow], workbook: Checklist | None, report: ImportReport) -> dict[str, PrintedNumbers]:
    """The numbers each row plays by: the shipped ones (``printed_numbers.py``); a workbook,
    when given, only fills rows the shipped data lacks and is compared with the rest."""
    shipped = shipped_numbers()
    corrections = shipped_corrections()
    numbers = {r.image: n for r in rows if (n := shipped.get(r.image)) is not None}
    for image, theirs in (workbook.numbers.items() if workbook is not None else ()):
        ours = numbers.get(image)
        if ours is None:
            numbers[image] = theirs
        elif ours != theirs:
            why = ", ".join(corrections.get(image, ())) or "not explained by an image correction"
            report.workbook_differences.append(f"{image}: the workbook differs from the shipped numbers ({why})")
    return numbers


def _plan_rows(rows: list[LackeyRow], source: str, catalog: Catalog, own: set[str], numbers: dict[str, PrintedNumbers],
               index: PrintingIndex, plan: _Plan, report: ImportReport, steps: _Steps) -> None:
    """Step 1: each row a printing of a catalog card, of a new card, or a reference card."""
    groups: dict[str, tuple[CardPlan, list[LackeyRow]]] = {}
    identities: dict[tuple[str, str], str] = {}
    kept: list[tuple[KeptRow, LackeyRow]] = []
    for count, row in enumerate(rows, start=1):
        if count % 100 == 0 or count == len(rows):
            steps.tick("rows", count, len(rows))
        if row.script:
            plan.scripts[row.image] = row.script
        record = dict(digest=digest_text("\t".join(row.content())), name=row.name, set=row.set, line=row.line)
        printed = catalog.printing(row.image)
        known = index.by_image.get(row.image)
        matched = printed.id if printed is not None else (known.card if known is not None else None)
        if matched is not None:  # a printing the catalog (or another collection) already holds
            plan.rows[row.image] = RowRecord(card=matched, **record)
            continue
        row_numbers = numbers.get(row.image)
        rules = shipped_rules().get(row.image, ())
        planned = plan_card(row, catalog, row_numbers, rules)
        if isinstance(planned, KeptRow):
            reference = catalog.reference(row.image)
            if reference is not None:  # the catalog prints it already (a shipped Sector HQ)
                planned = planned.model_copy(update={"reference": reference.id})
            kept.append((planned, row))
            plan.rows[row.image] = RowRecord(card=None, **record)
            continue
        twin = catalog.find(planned.code, planned.title)
        if twin is None and len(planned.fields["types"]) == 2:  # a dual type named in the other order
            twin = catalog.find(planned.identities()[-1][0], planned.title)
        if twin is not None:
            if twin.id in own:
                report.conflicts.append(f"line {row.line}: '{row.name}' is already your own card {twin.label} ('{twin.id}'); your card is kept")
            plan.rows[row.image] = RowRecord(card=twin.id, **record)
            continue
        keys = planned.identities()
        card_id = next((identities[k] for k in keys if k in identities), None)
        if card_id is None:  # the first printing of a new card (v2.1 Exactly Identical: R/ aside)
            card_id = card_id_for(planned.identity_code, planned.title)
            if card_id in catalog or card_id in groups:
                card_id = card_id_for(planned.identity_code, f"{planned.title} {row.image}")
            groups[card_id] = (planned, [])
        elif rules and not groups[card_id][0].fields["rules"]:  # its first printing has no words of ours: this one's are the card's
            groups[card_id][0].fields["rules"] = rules
        for key in keys:
            identities.setdefault(key, card_id)
        groups[card_id][1].append(row)
        plan.rows[row.image] = RowRecord(card=card_id, **record)
    unknown_empires: dict[str, list[int]] = {}  # empire -> lines of the cards that name it
    for card_id, (planned, group_rows) in groups.items():
        kept += _build_group(card_id, planned, group_rows, source, plan, report)
        empire = group_rows[0].empire
        if empire and planned.fields["empire"] is None and empire.lower() not in ("generic", "nonempire"):
            unknown_empires.setdefault(empire, []).append(group_rows[0].line)
    for empire, lines in sorted(unknown_empires.items()):
        message = f"the empire '{empire}' is not one GE Desktop knows (resources/empires.json): its {len(lines)} card(s) are kept as generic cards"
        report.problems.append(LackeyProblem(source, line_place(min(lines)), message))
    _build_references(kept, catalog, plan)


def _build_references(kept: list[tuple[KeptRow, LackeyRow]], catalog: Catalog, plan: _Plan) -> None:
    """The kept rows of each title as one catalog reference card where the model can hold
    them (Sector HQs, special cards); every kept row stays in the manifest either way."""
    by_title: dict[tuple[str, str], list[tuple[KeptRow, LackeyRow]]] = {}
    for item in kept:
        if item[0].reference is None:
            by_title.setdefault((item[0].code.upper(), item[0].title.lower()), []).append(item)
    taken = {r.id for r in catalog.references} | set(catalog_ids(catalog))
    made: dict[str, str] = {}  # image -> reference id
    for (code, title), items in by_title.items():
        reference_id = "lk-ref-" + card_id_for(code, title).removeprefix("lk-")[:60].rstrip("-")
        if reference_id in taken:
            continue
        reference = reference_for([row for _, row in items], reference_id)
        if reference is not None:
            taken.add(reference_id)
            plan.reference_cards.append(reference)
            made.update({p.image: reference.id for p in reference.printings})
    plan.references = [k.model_copy(update={"reference": made.get(k.image, k.reference)}) for k, _ in kept]


def catalog_ids(catalog: Catalog) -> list[str]:
    return [card.id for card in catalog]


def _build_group(card_id: str, planned: CardPlan, rows: list[LackeyRow], source: str, plan: _Plan, report: ImportReport) -> list[tuple[KeptRow, LackeyRow]]:
    """The card of one group of rows; numbers that do not fit drop to name only, a card the
    model refuses becomes reference cards (so no row is lost)."""
    printings = [printing_of(r) for r in rows[:MAX_PRINTINGS_PER_CARD]]
    card = build_card(planned, card_id, printings)
    if isinstance(card, str) and planned.fields.get("shields") and "shields" in card:
        # The checklist counts Shields an equipment or event *adds*; our model prints Shields
        # only on units, so the card keeps every other number and its text says the rest.
        first = rows[0]
        shields = planned.fields["shields"]
        planned = CardPlan(planned.code, planned.title, {**planned.fields, "shields": 0})
        card = build_card(planned, card_id, printings)
        if not isinstance(card, str):
            message = (f"'{first.name}' is no unit or terrain: its {shields} printed Shield(s) are left to its text "
                       "(the rulebook gives Shields to ships, bases, dragons, installations and terrain); its other numbers are kept")
            report.problems.append(LackeyProblem(source, line_place(first.line), message))
    if isinstance(card, str) and planned.fields["source"] != NAME_ONLY_SOURCE:
        first = rows[0]
        message = f"the checklist's numbers for '{first.name}' do not fit the card ({card}); it keeps its name only"
        report.problems.append(LackeyProblem(source, line_place(first.line), message))
        fields = {k: v for k, v in planned.fields.items() if k in NAME_FIELDS}
        fields["source"] = NAME_ONLY_SOURCE
        card = build_card(CardPlan(planned.code, planned.title, fields), card_id, printings)
    if isinstance(card, str):
        kept = []
        for row in rows:
            kept.append((KeptRow(image=row.image, name=row.name, set=row.set, code=row.type_st or row.type, title=planned.title, reason=card), row))
            plan.rows[row.image] = plan.rows[row.image].model_copy(update={"card": None})
        return kept
    plan.cards.append(card)
    return []


def _index_images(folder: Path | None, rows: list[LackeyRow], report: ImportReport, steps: _Steps, root: Path) -> None:
    """Step 2: list each row's image (nothing decoded)."""
    total = len(rows)

    def tick(done: int) -> None:
        if done % 100 == 0 or done == total:
            steps.tick("images", done, total)

    images = index_images(folder, [r.image for r in rows], tick, within=root)
    report.problems += [outside_problem(path) for path in images.outside]
    report.images = len(images.found)
    report.images_missing = images.missing if folder is not None else []
    report.images_broken = [f"{image}: {why}" for image, why in images.broken.items()]


def _deck_target(folder: Path, stem: str, taken: set[Path], owned: set[str]) -> Path:
    """``stem.deck`` in ``folder``, unless another deck of the player's has that name."""
    candidate = folder / f"{stem}{DECK_SUFFIX}"
    number = 2
    while candidate in taken or (candidate.exists() and str(candidate) not in owned):
        candidate = folder / f"{stem}-{number}{DECK_SUFFIX}"
        number += 1
    taken.add(candidate)
    return candidate


def _plan_decks(files: list[Path], folder: Path, catalog: Catalog, index: PrintingIndex, old: Manifest | None,
                plan: _Plan, report: ImportReport, steps: _Steps) -> None:
    """Step 3: each ``.dek`` as a deck file and its origin, judged by the stocking rules."""
    owned = {d.path for d in old.decks} if old else set()
    previous = {d.source: Path(d.path) for d in old.decks} if old else {}
    taken: set[Path] = set()
    for count, path in enumerate(files, start=1):
        steps.tick("decks", count, len(files))
        try:
            dek = read_dek(path)
        except LackeyFileError as exc:
            report.problems += exc.problems
            continue
        name = path.stem.replace("_", " ").strip() or "LackeyCCG deck"
        converted = dek_to_deck(dek, name, path.resolve(), index, catalog)
        report.problems += converted.problems
        target = previous.get(str(path.resolve()))
        if target is None or target in taken:
            target = _deck_target(folder, path.stem, taken, owned)
        taken.add(target)
        converted.deck.source = str(target)
        try:
            text = write_deck(converted.deck)
        except DeckError as exc:  # a deck our format cannot hold: reported, the others import
            report.problems += [LackeyProblem(str(path), "", p.message) for p in exc.problems]
            continue
        plan.files[target] = text
        plan.files[origin_path(target)] = origin_text(converted.origin)
        plan.decks.append(DeckRecord(name=name, path=str(target), source=str(path.resolve()), digest=digest_text(text)))
        violations = check_deck(converted.deck, catalog) if converted.deck.entries else []
        verdict = "legal" if not violations else f"{len(violations)} stocking problem(s): {violations[0]}"
        verdict += "".join(f" (note: {note})" for note in reserve_notes(converted.deck, 2) if not violations)
        if not converted.deck.entries:
            verdict = "empty: no card could be resolved"
        report.decks.append(DeckReport(
            name=name, path=str(target), source=str(path), cards=len(converted.deck),
            unknown=[f"{c.id} ({c.name})" for c in converted.unknown], verdict=verdict, violations=len(violations),
        ))


def _compare(old: Manifest | None, plan: _Plan, report: ImportReport) -> None:
    """Rows added, changed and gone since the previous import of this plugin."""
    before = old.rows if old else {}
    for image, record in plan.rows.items():
        if image not in before:
            report.added.append(image)
        elif before[image].digest != record.digest:
            report.updated.append(f"{record.name} ({image})")
    report.disappeared = [f"{before[image].name} ({image})" for image in before if image not in plan.rows]


def _write(files: dict[Path, str], report: ImportReport, steps: _Steps) -> None:
    """Step 4: write what changed, each file atomically; the last chance to cancel is before this."""
    changed = {}
    for path, text in files.items():
        try:
            if path.read_text(encoding="utf-8") == text:
                continue
        except (OSError, UnicodeDecodeError):
            pass
        changed[path] = text
    steps.tick("writing", 0, len(changed))
    try:
        switch_in(changed, paths.user_data_dir())
    except StagingError as exc:
        raise LackeyFileError([LackeyProblem(str(exc.path), "", f"cannot write: {exc.reason}")]) from None
    report.files_written = [str(path) for path in changed]
    if steps.progress is not None:
        steps.progress("writing", len(changed), len(changed))


def _capped(problems: list[LackeyProblem]) -> list[LackeyProblem]:
    """At most ``MAX_PROBLEMS_PER_FILE`` problems of each file, then a line counting the rest."""
    by_file: dict[str, list[LackeyProblem]] = {}
    for problem in problems:
        by_file.setdefault(problem.file, []).append(problem)
    if all(len(found) <= MAX_PROBLEMS_PER_FILE for found in by_file.values()):
        return problems
    return [p for file, found in by_file.items() for p in cap_problems(found, file)]


def _usable_cards(stored: StoredCollection) -> set[str]:
    """The ids of the cards the collection's ``cards.json`` holds now (none if unreadable)."""
    try:
        data = json.loads(stored.cards_path.read_text(encoding="utf-8"))
        return {card["id"] for card in data.get("cards", []) if isinstance(card, dict) and isinstance(card.get("id"), str)}
    except (OSError, ValueError, AttributeError):
        return set()


def _losses(stored: StoredCollection, plan: _Plan, merged: Catalog, deck_folder: Path, shipped_files: list[Path] | None,
            source: str) -> list[LackeyProblem]:
    """What the import would take from the player: usable cards, and decks that load today
    but would name cards it removes."""
    before = _usable_cards(stored)
    if not before:
        return []
    found = []
    if len(plan.cards) < len(before):
        message = f"the collection '{stored.folder.name}' has {len(before):,} usable cards; importing this card list would leave {len(plan.cards):,}"
        found.append(LackeyProblem(source, "", message))
    removed = {card_id for card_id in before if card_id not in merged}
    decks = [d for d in sorted(deck_folder.glob(f"*{DECK_SUFFIX}"))[:MAX_DECKS_CHECKED] if d not in plan.files]  # not those it writes anew
    if removed and decks:
        today, _, _ = _base_catalog(None, shipped_files)  # every collection as it is now, this one too
        for deck in decks:
            try:
                load_deck(deck, today)
            except DeckError:
                continue  # broken already
            try:
                load_deck(deck, merged)
            except DeckError:
                found.append(LackeyProblem(str(deck), "", "this deck names cards the import would remove"))
    return found


def _tally(plan: _Plan, catalog: Catalog, report: ImportReport) -> None:
    """The counts of the report: printings by level, reference cards."""
    for record in plan.rows.values():
        report.printings += 1  # every row is kept: a printing of a card, or a reference card
        if record.card is None:
            report.references += 1
            continue
        card = catalog.get(record.card)
        if card is None:
            continue
        level = card_level(card)
        if level is CardLevel.SCRIPTED:
            report.scripted += 1
        elif level is CardLevel.NUMBERS:
            report.numbers_only += 1
        else:
            report.name_only += 1
            report.numbers_unknown.append(record.name)
