"""1,000 seeded mutants of decks, catalogs, records and images through the loaders and the CLI.

Bounded in work (a count of mutants, the same files for the same seed), not in time.
Every mutant goes through the loader the app uses (``load_deck``, ``load_catalog_with_problems``,
``load_record`` + ``replay``, ``open_scan``) and, for the text kinds, through the CLI entry
function in-process (``deck check``, ``cards validate``, ``replay --check``): no traceback,
no internal-error exit, and every message names the file. ``benchmarks/bench_fuzz_inputs.py``
runs the same mutants and prints the slowest.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tests.fuzz_corpus import KINDS, mutants, run_all

MUTANTS = 1000
SEED = 13


def test_the_mutants_are_seeded_and_cover_every_kind() -> None:
    first = list(mutants(40, SEED))
    assert first == list(mutants(40, SEED))
    assert Counter(kind for kind, _, _ in first) == {kind: 10 for kind in KINDS}


def test_a_thousand_mutants_give_messages_naming_the_file_and_no_traceback(tmp_path: Path) -> None:
    outcomes = run_all(MUTANTS, tmp_path, SEED)
    assert len(outcomes) == MUTANTS
    failures = [f"{o.kind} #{o.number}: {f}" for o in outcomes for f in o.failures]
    assert failures == [], "\n\n".join(failures[:5])
    refused = Counter(o.kind for o in outcomes if any(o.messages))
    assert all(refused[kind] >= MUTANTS // len(KINDS) // 3 for kind in KINDS), refused  # the mutants do bite
