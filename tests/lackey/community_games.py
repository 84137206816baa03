"""The community's decks as a player imports them, their pairings and their records' check:
shared by ``benchmarks/bench_community_decks.py`` and its seeded CI sample
(``test_community_decks_play.py``)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.lackey_data import LackeyData


def import_community_decks(root: Path, data: LackeyData) -> dict[str, Path]:
    """Lay out the installed plugin under ``root``, import it into the user folder
    (``GE_DESKTOP_HOME``) and return the decks it wrote, by the ``.dek`` file's stem."""
    from ge_desktop.cards.deck_library import user_decks_dir
    from ge_desktop.lackey.importer import import_plugin

    plugin = data.installed_plugin(root / "GalacticEmpires")
    report = import_plugin(plugin)
    decks = {path.stem: path for path in sorted(user_decks_dir().glob("*.deck"))}
    missing = [dek.stem for dek in data.community_decks if dek.stem not in decks]
    if missing:
        raise RuntimeError(f"the import wrote no deck for {', '.join(missing)}: {report}")
    return decks


def deck_empires(decks: dict[str, Path]) -> dict[str, str]:
    """Each deck's empire (its Sector HQ's), from the imported deck files."""
    from ge_desktop.cards.decks import load_deck
    from ge_desktop.cards.user_catalog import load_full_catalog

    catalog = load_full_catalog().catalog
    return {name: load_deck(path, catalog).empire or "" for name, path in decks.items()}


def pairings(decks: dict[str, Path], empires: dict[str, str], count: int, small: bool) -> list[tuple[str, str]]:
    """Ltd decks each against the next of another empire round the list (``small``: each
    other community deck against a Ltd deck, round the list)."""
    limited = [name for name in decks if name.startswith("Ltd_")]
    if small:
        others = [name for name in decks if not name.startswith(("Ltd_", "basic-set", "Basic_Deck"))]
        return [(other, limited[k % len(limited)]) for k, other in enumerate(others)]
    pairs: list[tuple[str, str]] = []
    for step in range(1, len(limited)):
        for k, deck in enumerate(limited):
            rival = limited[(k + step) % len(limited)]
            if empires[deck] != empires[rival] and (rival, deck) not in pairs:
                pairs.append((deck, rival))
            if len(pairs) == count:
                return pairs
    return pairs


@dataclass
class RecordCheck:
    """The records of a run: those that do not replay to their snapshot, and what their games
    did with each card (by label): how often it was played, and a function of it used."""

    failed: list[str] = field(default_factory=list)
    played: Counter[str] = field(default_factory=Counter)
    used: Counter[str] = field(default_factory=Counter)


def card_uses(game: Any, check: RecordCheck) -> None:
    """Count the game's card plays and function uses into ``check``."""
    from ge_desktop.rulesets.galactic_empires.actions import PlayCard, UseFunction

    for action in game.history:
        if isinstance(action, PlayCard):
            check.played[game.state.card(action.card).info.label] += 1
        elif isinstance(action, UseFunction):
            check.used[game.state.card(action.card).info.label] += 1


def check_and_count(folder: Path) -> RecordCheck:
    """Replay every record in ``folder`` (each action legal, the final state its snapshot)."""
    from ge_desktop.cards.user_catalog import load_full_catalog
    from ge_desktop.storage.records import RecordError, load_record
    from ge_desktop.storage.replay import replay, snapshot_problem

    catalog = load_full_catalog().catalog
    check = RecordCheck()
    for path in sorted(folder.glob("*.gerec")):
        try:
            record = load_record(path)
            game = replay(record, catalog, str(path))
            problem = snapshot_problem(game, record)
            card_uses(game, check)
        except RecordError as exc:
            problem = str(exc)
        if problem:
            check.failed.append(f"{path.name}: {problem}")
    return check


def check_records(folder: Path) -> list[str]:
    """The records in ``folder`` that do not replay (each action legal) to their snapshot."""
    return check_and_count(folder).failed
