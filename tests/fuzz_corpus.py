"""Seeded mutants of the files the app reads, and a runner that feeds them everywhere.

Shared by ``tests/test_fuzz_inputs.py`` (the counts, no traceback, every message names
the file) and ``benchmarks/bench_fuzz_inputs.py`` (the slowest mutants). The work is
bounded by a count of mutants, never by time, and the same seed gives the same files.

Kinds: ``deck`` (the starter decks), ``catalog`` (a few shipped cards), ``record`` (a short
seeded game with its snapshot), ``image`` (small PNG, JPEG and WebP files). Each mutant is
one or more of: byte flips, cuts, repeated slices, line splices, and insertions of the
inputs that once broke a loader (``[`` x 1000, a 4,301-digit number, ``Format: ²``, ``1`` +
spaces + ``x``, U+2028/U+2029/U+0085, ``true`` where a number goes, ``NaN``, ``1e999``, a
header claiming a huge image, invalid UTF-8, a NUL).
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from PIL import Image

from ge_desktop.bots.random_play import play_random_game
from ge_desktop.cards.catalog import default_catalog, load_catalog_with_problems
from ge_desktop.cards.decks import DeckError, load_deck, starter_deck_paths
from ge_desktop.cli import EXIT_INTERNAL, main
from ge_desktop.render.scans import ScanError, open_scan
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
from ge_desktop.storage.records import RecordError, load_record, record_of, write_record
from ge_desktop.storage.replay import replay

KINDS = ("deck", "catalog", "record", "image")
SUFFIX = {"deck": ".deck", "catalog": ".json", "record": ".gerec", "image": ".png"}

HOSTILE_TEXT = (
    "[" * 1000,
    "{" * 1000,
    "9" * 4301,
    "-" + "1" * 5000,
    "Format: \u00b2",
    "\u0661\u0662",
    "1" + " " * 30_000 + "x",
    "A" + " " * 30_000 + "x",
    "\u2028",
    "\u2029",
    "\x85",
    "\r",
    "\x00",
    "true",
    '"2"',
    "NaN",
    "1e999",
    "-0",
    "{}",
    "[]",
    "null",
    '"\\ud800"',
    "\ufeff",
    "Reserve:",
    "Empire:",
    "99999999999999999999",
)
HOSTILE_BYTES = (b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00" * 8)
# whole JSON values that once broke a loader, put where a value goes
HOSTILE_VALUES = (
    "[" * 1000 + "]" * 1000,
    "[" * 1000,
    '{"a": ' * 500 + "1" + "}" * 500,
    "9" * 4301,
    "-" + "9" * 5000,
    "1e999",
    "NaN",
    "-Infinity",
    "true",
    "false",
    "null",
    '"2"',
    "2.5",
    "{}",
    "[]",
    '"a\u2028b"',
    '"\u2029"',
    '"\u0085"',
    '"x\ny"',
    '"' + "y" * 100_000 + '"',
    "[" + ", ".join(["{}"] * 30_000) + "]",
)
# whole deck lines that once broke the deck reader
HOSTILE_LINES = (
    "Format: \u00b2",
    "Format: \u0661",
    "Format: " + "1" * 4301,
    "1" * 4301 + " S5 Light Cruiser",
    "\u00b2 S5 Light Cruiser",
    "1" + " " * 100_000 + "x",
    "Name" + " " * 50_000 + "x",
    "Name: two\u2028lines",
    "Name: next\x85line",
    "Empire:",
    "Reserve:",
    "Reserve:",
    "0 S5 Light Cruiser",
    "99999 S5 Light Cruiser",
    "3 ZZ9 Nothing",
    "#" * 5000,
    "x" * 2_000_000,
)


def _png_header_claiming(width: int, height: int) -> bytes:
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b"")


def seeds() -> dict[str, list[bytes]]:
    """The valid files every mutant starts from."""
    catalog = default_catalog()
    decks = [p.read_bytes() for p in starter_deck_paths()]
    cards = sorted(catalog, key=lambda c: c.id)[:6]
    catalog_file = json.dumps(
        {"format_version": 1, "set": "UE", "cards": [json.loads(c.model_dump_json(exclude_defaults=True)) for c in cards]}, indent=2
    ).encode()
    players = tuple(PlayerDeck.from_deck(load_deck(p, catalog)) for p in starter_deck_paths())
    game = play_random_game(GameConfig(decks=players, seed=7, turn_cap=2), catalog)
    record = write_record(record_of(game)).encode()
    images = []
    for fmt in ("PNG", "JPEG", "WEBP"):
        buffer = io.BytesIO()
        Image.new("RGB", (40, 56), (180, 40, 40)).save(buffer, format=fmt)
        images.append(buffer.getvalue())
    images.append(_png_header_claiming(6000, 6000))
    return {"deck": decks, "catalog": [catalog_file], "record": [record], "image": images}


def _swap_value(data: bytes, rng: random.Random) -> bytes:
    """Replace one JSON value (what follows a ``": "``) with a hostile one."""
    starts = [i + 2 for i in range(len(data) - 1) if data[i : i + 2] == b": "]
    if not starts:
        return data
    start = rng.choice(starts)
    end = start
    depth = 0
    while end < len(data):  # to the end of the value: a comma or closer at depth 0
        byte = data[end : end + 1]
        if byte in (b"[", b"{"):
            depth += 1
        elif byte in (b"]", b"}"):
            if depth == 0:
                break
            depth -= 1
        elif byte in (b",", b"\n") and depth == 0:
            break
        end += 1
    return data[:start] + rng.choice(HOSTILE_VALUES).encode() + data[end:]


def _swap_line(data: bytes, rng: random.Random) -> bytes:
    """Replace or add one line of a line-based file with a hostile one."""
    lines = data.split(b"\n")
    at = rng.randrange(len(lines) + 1)
    line = rng.choice(HOSTILE_LINES).encode()
    if rng.random() < 0.5 and at < len(lines):
        lines[at] = line
    else:
        lines.insert(at, line)
    return b"\n".join(lines)


def mutate(data: bytes, rng: random.Random, kind: str) -> bytes:
    """One mutant of ``data``: a hostile value or line where one goes, and/or random edits."""
    if kind in ("catalog", "record") and rng.random() < 0.5:
        data = _swap_value(data, rng)
        if rng.random() < 0.6:
            return data
    if kind == "deck" and rng.random() < 0.5:
        data = _swap_line(data, rng)
        if rng.random() < 0.6:
            return data
    out = bytearray(data)
    for _ in range(rng.randint(1, 3)):
        choice = rng.random()
        at = rng.randrange(len(out) + 1)
        if choice < 0.25:  # a hostile token
            token = rng.choice(HOSTILE_TEXT).encode("utf-8", "surrogatepass") if kind != "image" or rng.random() < 0.3 else rng.choice(HOSTILE_BYTES)
            if rng.random() < 0.5 and kind != "image":  # replace a token of the file (a number, a word)
                end = min(len(out), at + rng.randint(1, 12))
                out[at:end] = token
            else:
                out[at:at] = token
        elif choice < 0.45:  # flip bytes
            for _ in range(rng.randint(1, 8)):
                if out:
                    out[rng.randrange(len(out))] = rng.randrange(256)
        elif choice < 0.6:  # cut
            end = min(len(out), at + rng.randint(1, max(1, len(out) // 4)))
            del out[at:end]
        elif choice < 0.7:  # truncate
            del out[at:]
        elif choice < 0.85:  # repeat a slice (many cards, many actions, long lines)
            end = min(len(out), at + rng.randint(1, 200))
            out[at:at] = bytes(out[at:end]) * rng.randint(2, 50)
        else:  # splice a line from elsewhere, or swap a value for true / "2"
            lines = bytes(out).split(b"\n")
            if len(lines) > 2:
                i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
                lines[i] = lines[j] if rng.random() < 0.5 else lines[i].replace(b": 1", rng.choice([b": true", b': "1"', b": 1.0", b": -1"]), 1)
                out = bytearray(b"\n".join(lines))
    if kind == "image" and rng.random() < 0.1:
        out = bytearray(_png_header_claiming(rng.choice([6000, 20_000, 1, 0]), rng.choice([6000, 50_000, 1, 0])))
    return bytes(out)


def mutants(count: int, seed: int = 13) -> Iterator[tuple[str, int, bytes]]:
    """``count`` mutants as (kind, number, bytes), the kinds in turn; the same for the same seed."""
    rng = random.Random(seed)
    base = seeds()
    for number in range(count):
        kind = KINDS[number % len(KINDS)]
        yield kind, number, mutate(rng.choice(base[kind]), rng, kind)


@dataclass
class Outcome:
    """What one mutant did: the messages shown, and any failure of the rules."""

    kind: str
    number: int
    path: Path
    messages: list[str]
    failures: list[str]


def _loader(kind: str, path: Path) -> list[str]:
    """Run the app's loader for ``kind``; return the messages it gives (may raise: a failure)."""
    catalog = default_catalog()
    if kind == "deck":
        try:
            load_deck(path, catalog)
        except DeckError as exc:
            return [str(exc)]
        return []
    if kind == "catalog":
        _, problems = load_catalog_with_problems([path])
        return [str(p) for p in problems]
    if kind == "record":
        try:
            replay(load_record(path), catalog, str(path))
        except RecordError as exc:
            return [str(exc)]
        return []
    try:
        open_scan(path)
    except ScanError as exc:
        return [f"{path}: {exc}"]  # ScanProblem's form: the library names the file
    return []


def _cli_args(kind: str, path: Path) -> list[str] | None:
    return {
        "deck": ["deck", "check", str(path)],
        "catalog": ["cards", "validate", str(path)],
        "record": ["replay", str(path), "--check"],
    }.get(kind)


def run_one(kind: str, number: int, data: bytes, folder: Path, cli: bool = True) -> Outcome:
    """Write the mutant to ``folder`` and feed it to the loader and (for text kinds) the CLI."""
    path = folder / f"mutant-{number:05d}{SUFFIX[kind]}"
    path.write_bytes(data)
    outcome = Outcome(kind, number, path, [], [])
    try:
        outcome.messages += _loader(kind, path)
    except Exception:  # noqa: BLE001 - the point: nothing else may escape
        outcome.failures.append(f"loader traceback:\n{traceback.format_exc()}")
    for message in outcome.messages:
        if str(path) not in message:
            outcome.failures.append(f"loader message does not name the file: {message[:300]!r}")
    args = _cli_args(kind, path) if cli else None
    if args is not None:
        stdout, stderr = io.StringIO(), io.StringIO()
        try:
            with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
                code = main(args)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 2
        except Exception:  # noqa: BLE001
            outcome.failures.append(f"CLI traceback:\n{traceback.format_exc()}")
            code = None
        err = stderr.getvalue()
        if code == EXIT_INTERNAL or "Traceback" in err:
            outcome.failures.append(f"CLI internal error: {err[-500:]}")
        elif code not in (0, 1, None):
            outcome.failures.append(f"CLI exit code {code}: {err[-300:]}")
        elif code == 1 and path.name not in err:
            outcome.failures.append(f"CLI message does not name the file: {err[:300]!r}")
        outcome.messages.append(err)
    return outcome


def run_all(count: int, folder: Path, seed: int = 13, on_each: Callable[[Outcome], None] | None = None) -> list[Outcome]:
    """Every mutant through the loaders and the CLI; the outcomes in order."""
    outcomes = []
    for kind, number, data in mutants(count, seed):
        outcome = run_one(kind, number, data, folder)
        if on_each is not None:
            on_each(outcome)
        outcome.path.unlink(missing_ok=True)
        outcomes.append(outcome)
    return outcomes
