"""Fuzzed inputs benchmark: the slowest of the seeded mutants the fuzz test feeds the app.

Run from the checkout: ``.venv/bin/python benchmarks/bench_fuzz_inputs.py [--mutants 1000] [--seed 13] [--top 10]``.
It points ``GE_DESKTOP_HOME`` at a fresh temporary folder. The mutants are those of
``tests/test_fuzz_inputs.py`` (``tests/fuzz_corpus.py``: decks, catalogs, records and
images, each through its loader and, for the text kinds, the CLI in-process). Prints the
total per kind, the slowest mutants with their size and first message, the peak resident
memory, and the load average. Target: no mutant over 5 s.

Also times the three costly inputs of issue 13 directly: a record of 10,000 shuffles
(241 KB; it replayed in 8.7 s), a 600 KB catalog of 200,000 ``{}`` cards (10.7 s and 1.2 M
lines), a 6000 x 6000 PNG (6 s and 454 MB to decode).

And the inputs of issue 43, each refused (``issue_43_inputs``): a record header of 12
players and 12 decks of 1,000 runs of 99 cards (1.19 million cards), through ``replay`` and
as the autosave; a deck of 500,000 cards and a deck of none (``deck check``); ``.dek``
files of 299,586 empty cards (2 MB) and of 70,000 cards; a plugin re-imported with a NUL
byte in every row (refused: it would empty the collection); a plugin whose card list is a
link out of its folder. Prints each time, the slowest refusal (goal: under 1 s) and the peak
resident memory (goal: under 300 MB).

Prints figures only; nothing here is a test.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import resource
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["GE_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="ge-bench-fuzz-")

from PIL import Image  # noqa: E402

from ge_desktop.cli import main as cli_main  # noqa: E402
from ge_desktop.render.scans import ScanError, open_scan  # noqa: E402
from ge_desktop.storage.records import record_of, write_record  # noqa: E402
from tests.fuzz_corpus import mutants, run_one, seeds  # noqa: E402


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _timed_cli(argv: list[str]) -> tuple[float, int, int]:
    out, err = io.StringIO(), io.StringIO()
    started = time.perf_counter()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(argv)
    return time.perf_counter() - started, code, len(err.getvalue().splitlines())


def costly_inputs(folder: Path) -> None:
    from ge_desktop.bots.random_play import play_random_game
    from ge_desktop.cards.catalog import default_catalog
    from ge_desktop.cards.decks import load_deck, starter_deck_paths
    from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck

    catalog = default_catalog()
    decks = tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())
    game = play_random_game(GameConfig(decks=decks, seed=1, turn_cap=1), catalog)
    header = write_record(record_of(game, with_snapshot=False)).split("\n")[0]
    shuffles = folder / "shuffles.gerec"
    shuffles.write_text(header + "\n" + '{"action": "~shuffle p1"}\n' * 10_000, encoding="utf-8")
    seconds, code, lines = _timed_cli(["replay", str(shuffles)])
    print(f"record of 10,000 shuffles ({shuffles.stat().st_size // 1024} KB): {seconds:.2f} s, exit {code}, {lines} line(s) on stderr")
    empty = folder / "empty-cards.json"
    empty.write_text(json.dumps({"format_version": 1, "cards": [{}] * 200_000}), encoding="utf-8")
    seconds, code, lines = _timed_cli(["cards", "validate", str(empty)])
    print(f"catalog of 200,000 empty cards ({empty.stat().st_size // 1024} KB): {seconds:.2f} s, exit {code}, {lines} line(s) on stderr")
    huge = folder / "huge.png"
    Image.new("L", (6000, 6000), 0).save(huge, format="PNG", optimize=True)
    started = time.perf_counter()
    try:
        open_scan(huge)
        verdict = "decoded"
    except ScanError as exc:
        verdict = f"refused ({exc})"
    print(f"6000 x 6000 PNG ({huge.stat().st_size // 1024} KB): {time.perf_counter() - started:.3f} s, {verdict}")


def _timed(label: str, run, results: list[tuple[float, str, str]]) -> None:
    started = time.perf_counter()
    verdict = run()
    seconds = time.perf_counter() - started
    results.append((seconds, label, verdict))
    print(f"  {seconds:7.3f} s  {label}: {verdict}")


def _cli_verdict(argv: list[str]) -> str:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(argv)
    lines = [line for line in err.getvalue().splitlines() if line.strip()]
    printed = out.getvalue().strip()
    if printed.startswith("{"):
        result = json.loads(printed)
        printed = f"JSON ok={result.get('ok')}, {len(result.get('problems', []))} problem(s) listed: {(result.get('problems') or [''])[-1]}"
    return f"exit {code}, {len(lines)} line(s) on stderr; {(printed or (lines[-1] if lines else ''))[:110]}"


def _dek_verdict(path: Path) -> str:
    from ge_desktop.lackey.dek import read_dek
    from ge_desktop.lackey.problems import LackeyFileError

    try:
        read_dek(path)
    except LackeyFileError as exc:
        return f"refused, {len(exc.problems)} problem(s): {exc.problems[0]}"[:150]
    return "accepted"


def _small_plugin(root: Path, rows: int, deks: dict[str, str]) -> Path:
    from tests.lackey.conftest import HEADER, row

    (root / "sets").mkdir(parents=True)
    (root / "decks").mkdir()
    lines = [row(f"S2 Bench Ship {n} (PE)", "PE", f"S2_-_Bench_Ship_{n}_PE", "S2", f"Bench Ship {n}", "S", "2") for n in range(rows)]
    (root / "sets" / "carddata.txt").write_text("\n".join([HEADER, *lines]) + "\n", encoding="utf-8")
    for name, text in deks.items():
        (root / "decks" / name).write_text(text, encoding="utf-8")
    return root


def issue_43_inputs(folder: Path) -> None:
    """The inputs issue 43 found costly or wrongly accepted, each timed through the CLI or the call the app makes."""
    from ge_desktop.storage.autosave import autosave_path, find_autosave

    results: list[tuple[float, str, str]] = []
    print("issue 43 inputs:")
    deck = {"name": "Huge", "empire": "Argonian First Republic", "cards": [[99, "s5-light-cruiser"]] * 1000}
    header = json.dumps({"format_version": 2, "players": 12, "seed": 1, "decks": [deck] * 12}) + "\n"
    huge_record = folder / "huge-header.gerec"
    huge_record.write_text(header, encoding="utf-8")
    _timed(f"record header of 1.19 million cards ({len(header) // 1024} KB), replay", lambda: _cli_verdict(["replay", str(huge_record), "--json"]), results)
    autosave_path().write_text(header, encoding="utf-8")
    _timed("the same header as the autosave, find_autosave at start",
           lambda: f"set aside: {find_autosave().damaged.problem[:90]}", results)  # type: ignore[union-attr]
    huge_deck = folder / "huge.deck"
    huge_deck.write_text("Empire: Argonian First Republic\n" + "99 S5 Light Cruiser\n" * 5001, encoding="utf-8")
    _timed(f"deck of 495,099 cards ({huge_deck.stat().st_size // 1024} KB), deck check", lambda: _cli_verdict(["deck", "check", str(huge_deck)]), results)
    empty_deck = folder / "empty.deck"
    empty_deck.write_text("Empire: Argonian First Republic\n", encoding="utf-8")
    _timed("deck of no card, deck check", lambda: _cli_verdict(["deck", "check", str(empty_deck)]), results)
    body = '<deck><superzone name="Deck">'
    empty_dek = body + "<card/>" * 299_586 + "</superzone></deck>"  # 2 MB on one line, as the issue's
    empty_cards = _small_plugin(folder / "EmptyCards", 3, {"empty.dek": empty_dek})
    _timed(f".dek of 299,586 empty cards ({len(empty_dek):,} bytes), read_dek", lambda: _dek_verdict(empty_cards / "decks" / "empty.dek"), results)
    _timed("  the same, whole import-lackey --json (the plugin's other parts import)",
           lambda: _cli_verdict(["cards", "import-lackey", str(empty_cards), "--json"]), results)
    card = '<card><name id="S2_-_Bench_Ship_1_PE">S2 Bench Ship 1 (PE)</name><set>PE</set></card>\n'
    many = _small_plugin(folder / "ManyCards", 3, {"many.dek": body + card * 22_000 + "</superzone>\n</deck>\n"})
    _timed(".dek of 22,000 cards (2 MB), read_dek", lambda: _dek_verdict(many / "decks" / "many.dek"), results)
    _timed("  the same, whole import-lackey", lambda: _cli_verdict(["cards", "import-lackey", str(many)]), results)
    damaged = _small_plugin(folder / "Damaged", 3514, {})
    _cli_verdict(["cards", "import-lackey", str(damaged)])  # a good collection first
    carddata = damaged / "sets" / "carddata.txt"
    lines = carddata.read_text(encoding="utf-8").splitlines()
    carddata.write_text("\n".join([lines[0], *("\x00" + line for line in lines[1:])]) + "\n", encoding="utf-8")
    _timed("re-import with a NUL in each of 3,514 rows", lambda: _cli_verdict(["cards", "import-lackey", str(damaged), "--json"]), results)
    linked = folder / "Linked"
    (linked / "sets").mkdir(parents=True)
    (linked / "sets" / "carddata.txt").symlink_to(carddata)
    _timed("card list linked from outside the plugin", lambda: _cli_verdict(["cards", "import-lackey", str(linked), "--json"]), results)
    seconds, label, _ = max(results)
    print(f"slowest issue 43 refusal: {seconds:.3f} s ({label}); peak resident memory so far {_peak_mb():.0f} MB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--only-issue-43", action="store_true", help="time only the inputs of issue 43 (and the peak memory they need)")
    args = parser.parse_args()
    if args.only_issue_43:
        issue_43_inputs(Path(tempfile.mkdtemp(prefix="ge-bench-fuzz-files-")))
        print(f"peak resident memory {_peak_mb():.0f} MB")
        return 0
    folder = Path(tempfile.mkdtemp(prefix="ge-bench-fuzz-files-"))
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    seeds()  # build the seed files (a short game) before timing
    per_kind: Counter[str] = Counter()
    timings = []
    failures = 0
    started = time.perf_counter()
    for kind, number, data in mutants(args.mutants, args.seed):
        one = time.perf_counter()
        outcome = run_one(kind, number, data, folder)
        seconds = time.perf_counter() - one
        per_kind[kind] += seconds
        failures += bool(outcome.failures)
        first = next((m for m in outcome.messages if m), "").splitlines()[:1]
        timings.append((seconds, kind, number, len(data), first[0][:110] if first else "(accepted)"))
        outcome.path.unlink(missing_ok=True)
    total = time.perf_counter() - started
    print(f"{args.mutants} mutants in {total:.1f} s ({failures} with a failure); per kind: " + ", ".join(f"{k} {v:.1f} s" for k, v in sorted(per_kind.items())))
    print(f"slowest {args.top}:")
    for seconds, kind, number, size, message in sorted(timings, reverse=True)[: args.top]:
        print(f"  {seconds:7.3f} s  {kind:<7} #{number:<5} {size:>9,} bytes  {message}")
    print(f"over 5 s: {sum(1 for t in timings if t[0] > 5)}; peak resident memory {_peak_mb():.0f} MB")
    costly_inputs(folder)
    issue_43_inputs(folder)
    print(f"peak resident memory {_peak_mb():.0f} MB; load average {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
