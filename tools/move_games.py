"""Move Galactic Empires out of the kernel: ``ge_desktop/engine/`` keeps what every game shares,
Galactic Empires goes to ``ge_desktop/rulesets/galactic_empires/`` (issue #35).

Run from the checkout, on a clean tree: ``.venv/bin/python tools/move_games.py`` (ruff re-sorts imports) (``--dry-run`` lists what
it would do). It is re-runnable: it moves whatever Galactic Empires module it still finds under
``ge_desktop/engine/`` and rewrites whatever old import or module path it still finds, so it can
be run again after other branches that were written against the old paths are merged.

What goes where
---------------
- The kernel stays in ``ge_desktop/engine/``: ``game.py``, ``ruleset.py``, ``rng.py`` and the base
  value types, which are split out of the modules that held them beside Galactic Empires' own:
  ``actions.Action``/``NotationError``, ``events.Event``, ``errors.Violation``/
  ``IllegalActionError``/``GameSetupError``, ``terms.Seat``/``Outcome``/``EndReason``. The
  Galactic Empires module of the same name re-exports them, so either import keeps working.
- ``engine/galactic_empires/**`` (the rules layer) becomes ``rulesets/galactic_empires/rules/**``;
  every other ``engine/X`` (modules and the ``resolvers`` package) becomes
  ``rulesets/galactic_empires/X``; ``engine/__init__.py`` (Galactic Empires' public names)
  becomes ``rulesets/galactic_empires/__init__.py`` and the kernel gets a new one.

What is rewritten
-----------------
Every ``.py`` file under ge_desktop/, tests/, benchmarks/, packaging/, docs/ and tools/ (this
script aside) and dev.py: import statements (module level and function-local) are re-targeted
name by name (a kernel name keeps its kernel module, any other name follows its module), then
every dotted module path left in the text (strings such as ``mock.patch`` targets,
``importlib`` names, comments, docstrings) and every ``ge_desktop/engine/...`` file path. The
same dotted and path rewriting runs over pyproject.toml, README.md, docs/*.md, .ci/run and
resources/cards/*.json. Finally ``ruff check --select I,F401 --fix`` re-sorts the imports of the
changed Python files (and drops those a split left unused), and the automatic fixes below (``_fix_*``) run.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OLD = "ge_desktop.engine"
NEW = "ge_desktop.rulesets.galactic_empires"
OLD_DIR = ROOT / "ge_desktop" / "engine"
NEW_DIR = ROOT / "ge_desktop" / "rulesets" / "galactic_empires"
RULES_OLD = "galactic_empires"  # engine/galactic_empires/ ...
RULES_NEW = "rules"  # ... becomes rulesets/galactic_empires/rules/

# Kernel modules that stay whole.
KERNEL_MODULES = {"game", "ruleset", "rng"}
# Modules split in two: these names stay in the kernel module, the rest goes to Galactic Empires'.
KERNEL_NAMES: dict[str, tuple[str, ...]] = {
    "actions": ("NotationError", "Action"),
    "events": ("Event",),
    "errors": ("Violation", "IllegalActionError", "GameSetupError"),
    "terms": ("Seat", "EndReason", "Outcome"),
}
# What each new kernel module starts with (its docstring and the imports its names need).
KERNEL_HEADERS: dict[str, str] = {
    "actions": '''"""The base of every game's actions: ``Action`` (a frozen value with a one-line notation that
parses back) and ``NotationError`` (text that is no action). Each game defines its own actions
and notation (Galactic Empires: ``ge_desktop.rulesets.galactic_empires.actions``).
"""

from __future__ import annotations

from typing import ClassVar
''',
    "events": '''"""The base of every game's events: what an action changed, in order, for a UI to animate.

Each game defines its own events (Galactic Empires: ``ge_desktop.rulesets.galactic_empires.events``).
"""

from __future__ import annotations
''',
    "errors": '''"""Why an action is not legal, and a game that cannot start: the errors every game shares.

``Game.why_illegal(action)`` returns a ``Violation`` (or None); ``Game.play(action)`` raises
``IllegalActionError`` carrying it. Each game names its own rules (Galactic Empires' citations:
``ge_desktop.rulesets.galactic_empires.errors``).
"""

from __future__ import annotations

from dataclasses import dataclass
''',
    "terms": '''"""The values every game shares: a seat at the table and how a game ended.

Each game's own vocabulary (Galactic Empires' phases, zones, dice: ``ge_desktop.rulesets.galactic_empires.terms``)
lives in its package.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NewType
''',
}
KERNEL_INIT = '''"""The kernel every game shares: ``Game``, the ``Ruleset`` interface and its registry, the
seeded random generator and the base value types. No Qt, no Pillow, and no game: each game
lives in its own package under ``ge_desktop.rulesets`` (docs/engine.md).
"""

from ge_desktop.engine.actions import Action, NotationError
from ge_desktop.engine.errors import GameSetupError, IllegalActionError, Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.game import Game
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.ruleset import Ruleset, get_ruleset, register_ruleset, registered_rulesets
from ge_desktop.engine.terms import EndReason, Outcome, Seat

__all__ = [
    "Action",
    "EndReason",
    "Event",
    "Game",
    "GameRandom",
    "GameSetupError",
    "IllegalActionError",
    "NotationError",
    "Outcome",
    "Ruleset",
    "Seat",
    "Violation",
    "get_ruleset",
    "register_ruleset",
    "registered_rulesets",
]
'''
KERNEL_INIT_MARK = "The kernel every game shares"
# Names ``from ge_desktop.engine import ...`` keeps taking from the kernel package.
KERNEL_INIT_NAMES = {
    "Action", "EndReason", "Event", "Game", "GameRandom", "GameSetupError", "IllegalActionError", "NotationError",
    "Outcome", "Ruleset", "Seat", "Violation", "get_ruleset", "register_ruleset", "registered_rulesets",
    *KERNEL_MODULES,
}  # fmt: skip

PY_ROOTS = ("ge_desktop", "tests", "benchmarks", "packaging", "docs", "tools")
TEXT_FILES = ("pyproject.toml", "README.md", ".ci/run")
TEXT_GLOBS = ("docs/*.md", "resources/cards/*.json")
SKIP_PARTS = {".venv", ".git", "__pycache__", ".hypothesis", "build", "dist"}


# --- where a module goes ------------------------------------------------------------------


def map_module(dotted: str, name: str | None = None) -> str:
    """The new home of module ``dotted`` (or, given ``name``, of the module to import ``name`` from)."""
    if dotted != OLD and not dotted.startswith(OLD + "."):
        return dotted
    rest = dotted[len(OLD) + 1 :].split(".") if dotted != OLD else []
    if not rest:
        if name is None or name in KERNEL_INIT_NAMES:
            return OLD
        return NEW
    head = rest[0]
    if head in KERNEL_MODULES:
        return dotted
    if head in KERNEL_NAMES and len(rest) == 1 and name in KERNEL_NAMES[head]:
        return dotted
    if head == RULES_OLD:
        return ".".join([NEW, RULES_NEW, *rest[1:]])
    return ".".join([NEW, *rest])


def map_dotted(dotted: str) -> str:
    """A dotted path in text: a module, or a module then attributes (``mock.patch`` targets)."""
    parts = dotted.split(".")
    if len(parts) < 3:
        return dotted
    head = parts[2]
    if head in KERNEL_MODULES or head.startswith("__"):
        return dotted
    if head in KERNEL_NAMES:
        return map_module(".".join(parts[:3]), parts[3] if len(parts) > 3 else None) + "".join(f".{p}" for p in parts[3:])
    if head == RULES_OLD or head in _old_module_heads():
        return map_module(dotted)
    if head in KERNEL_INIT_NAMES:
        return dotted  # ge_desktop.engine.Game: a kernel name on the package
    return ".".join([NEW, *parts[2:]])  # ge_desktop.engine.GameConfig: a Galactic Empires name on the package


_HEADS: set[str] | None = None


def _old_module_heads() -> set[str]:
    """Every module and package name the engine had (from the tree as it is, and as it was)."""
    global _HEADS
    if _HEADS is None:
        heads = set(KERNEL_MODULES) | set(KERNEL_NAMES) | {RULES_OLD}
        for base in (OLD_DIR, NEW_DIR):
            if base.is_dir():
                heads |= {p.stem for p in base.iterdir() if p.suffix == ".py" and p.stem != "__init__"}
                heads |= {p.name for p in base.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
        heads.discard(RULES_NEW)
        _HEADS = heads
    return _HEADS


def map_path(path: str) -> str:
    """A file path in text: ``ge_desktop/engine/...``."""
    dotted = path.rstrip("/").replace("/", ".")
    suffix = ""
    if dotted.endswith(".py"):
        dotted, suffix = dotted[:-3], ".py"
    new = map_module(dotted)
    if new == dotted:
        return path
    trail = "/" if path.endswith("/") else ""
    return new.replace(".", "/") + suffix + trail


# --- moving the files ---------------------------------------------------------------------


def _git(*args: str) -> None:
    subprocess.run(["git", *args], cwd=ROOT, check=True)


def _move(src: Path, dst: Path, dry: bool) -> None:
    print(f"move {src.relative_to(ROOT)} -> {dst.relative_to(ROOT)}")
    if dry:
        return
    dst.parent.mkdir(parents=True, exist_ok=True)
    tracked = subprocess.run(["git", "ls-files", "--error-unmatch", str(src)], cwd=ROOT, capture_output=True).returncode == 0
    if tracked:
        _git("mv", str(src), str(dst))
    else:
        shutil.move(str(src), str(dst))


def _target(src: Path) -> Path:
    rel = src.relative_to(OLD_DIR)
    if rel.parts[0] == RULES_OLD:
        return NEW_DIR / RULES_NEW / Path(*rel.parts[1:])
    return NEW_DIR / rel


def move_files(dry: bool) -> list[Path]:
    """Move every Galactic Empires file out of the kernel; returns the split modules moved."""
    split: list[Path] = []
    if not OLD_DIR.is_dir():
        return split
    for src in sorted(OLD_DIR.rglob("*")):
        if not src.is_file() or "__pycache__" in src.parts:
            continue
        rel = src.relative_to(OLD_DIR)
        if len(rel.parts) == 1 and rel.stem in KERNEL_MODULES and rel.suffix == ".py":
            continue
        if rel == Path("__init__.py"):
            if KERNEL_INIT_MARK in src.read_text(encoding="utf-8"):
                continue
        if len(rel.parts) == 1 and rel.stem in KERNEL_NAMES and rel.suffix == ".py":
            if _is_kernel_split(src):
                continue
        dst = _target(src)
        if dst.exists():
            print(f"  ! {dst.relative_to(ROOT)} exists already: {src.relative_to(ROOT)} left for a hand merge")
            continue
        _move(src, dst, dry)
        if len(rel.parts) == 1 and rel.stem in KERNEL_NAMES:
            split.append(dst)
    if not dry:
        init = OLD_DIR / "__init__.py"
        if not init.exists():
            init.write_text(KERNEL_INIT, encoding="utf-8")
            _git("add", str(init))
        for empty in sorted(OLD_DIR.rglob("*"), reverse=True):
            if empty.is_dir() and not any(p for p in empty.iterdir() if p.name != "__pycache__"):
                shutil.rmtree(empty)
    return split


def _is_kernel_split(path: Path) -> bool:
    """True if ``path`` holds only the kernel's names (split already)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    own = set(KERNEL_NAMES[path.stem])
    for node in tree.body:
        names = _defined(node)
        if names and not names <= own:
            return False
    return True


def _defined(node: ast.stmt) -> set[str]:
    if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
        return {node.name}
    if isinstance(node, ast.Assign):
        return {t.id for t in node.targets if isinstance(t, ast.Name)}
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return {node.target.id}
    return set()


def split_kernel_names(moved: Path, dry: bool) -> None:
    """Write the kernel module of ``moved`` (its kernel names) and re-export them from ``moved``."""
    stem = moved.stem
    kernel = OLD_DIR / f"{stem}.py"
    print(f"split {', '.join(KERNEL_NAMES[stem])} into {kernel.relative_to(ROOT)}")
    if dry:
        return
    source = moved.read_text(encoding="utf-8")
    lines = source.splitlines(keepends=True)
    tree = ast.parse(source)
    chunks: dict[str, str] = {}
    cut: list[tuple[int, int]] = []
    body = tree.body
    for index, node in enumerate(body):
        names = _defined(node) & set(KERNEL_NAMES[stem])
        if not names:
            continue
        start = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))]) - 1
        end = node.end_lineno or node.lineno
        if index + 1 < len(body) and isinstance(body[index + 1], ast.Expr) and isinstance(getattr(body[index + 1], "value", None), ast.Constant):
            end = body[index + 1].end_lineno or end  # the docstring written under an assignment
        chunks[names.pop()] = "".join(lines[start:end])
        cut.append((start, end))
    for start, end in sorted(cut, reverse=True):
        del lines[start:end]
        while start < len(lines) and start > 1 and not lines[start].strip() and not lines[start - 1].strip() and not lines[start - 2].strip():
            del lines[start]
    kernel_text = KERNEL_HEADERS[stem] + "".join(f"\n\n{chunks[n].rstrip()}\n" for n in KERNEL_NAMES[stem] if n in chunks)
    kernel.write_text(kernel_text, encoding="utf-8")
    _git("add", str(kernel))
    reexport = ", ".join(f"{n} as {n}" for n in KERNEL_NAMES[stem] if n in chunks)
    text = re.sub(r"\n{4,}", "\n\n\n", "".join(lines))
    anchor = _after_imports(text)
    text = text[:anchor] + f"from {OLD}.{stem} import {reexport}  # the kernel's, re-exported\n" + text[anchor:]
    moved.write_text(text, encoding="utf-8")


def _after_imports(text: str) -> int:
    """The offset just after the module's first block of imports (after its docstring)."""
    tree = ast.parse(text)
    last = None
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            last = node
        elif last is not None:
            break
    offsets = [0]
    for line in text.splitlines(keepends=True):
        offsets.append(offsets[-1] + len(line))
    if last is None:
        first = tree.body[1] if tree.body and isinstance(tree.body[0], ast.Expr) and len(tree.body) > 1 else tree.body[0]
        return offsets[first.lineno - 1]
    return offsets[last.end_lineno or last.lineno]


# --- rewriting imports and paths ----------------------------------------------------------

DOTTED = re.compile(r"(?<![\w.])ge_desktop\.engine(?:\.[A-Za-z_][A-Za-z0-9_]*)*+")
TEXT_DOTTED = re.compile(DOTTED.pattern + r"(?!\s+import\b)")  # an import's module: rewrite_imports' business
PATH = re.compile(r"(?<![\w/])ge_desktop/engine(?:/[A-Za-z_][A-Za-z0-9_]*)*(?:\.py)?/?")


def rewrite_imports(text: str) -> str:
    """Re-target every ``from ge_desktop.engine... import`` and ``import ge_desktop.engine...``."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return text
    lines = text.splitlines(keepends=True)
    edits: list[tuple[int, int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module and DOTTED.fullmatch(node.module):
            new = _rewrite_from(node, lines)
            if new is not None:
                edits.append((node.lineno - 1, node.end_lineno or node.lineno, new))
        elif isinstance(node, ast.Import) and any(DOTTED.fullmatch(a.name) for a in node.names):
            new_names = [(map_module(a.name), a.asname) for a in node.names]
            if any(n != a.name for (n, _), a in zip(new_names, node.names, strict=True)):
                first = lines[node.lineno - 1]
                indent = first[: len(first) - len(first.lstrip())]
                body = ", ".join(n + (f" as {a}" if a else "") for n, a in new_names)
                edits.append((node.lineno - 1, node.end_lineno or node.lineno, f"{indent}import {body}{_trailing(lines, node)}\n"))
    for start, end, new in sorted(edits, reverse=True):
        lines[start:end] = [new]
    return "".join(lines)


def _trailing(lines: list[str], node: ast.stmt) -> str:
    last = lines[(node.end_lineno or node.lineno) - 1]
    tail = last[(node.end_col_offset or len(last)) :].rstrip("\n")
    return tail if tail.strip().startswith(("#", ";")) or not tail.strip() else ""


def _rewrite_from(node: ast.ImportFrom, lines: list[str]) -> str | None:
    module = node.module or ""
    groups: dict[str, list[ast.alias]] = {}
    for alias in node.names:
        groups.setdefault(map_module(module, alias.name), []).append(alias)
    if list(groups) == [module]:
        return None
    first = lines[node.lineno - 1]
    indent = first[: len(first) - len(first.lstrip())]
    tail = _trailing(lines, node)
    noqa = re.search(r"#\s*noqa[^\n]*", "".join(lines[node.lineno - 1 : node.end_lineno or node.lineno]))
    if noqa and "noqa" not in tail:
        tail = "  " + noqa.group(0).rstrip()
    out = []
    for index, (target, aliases) in enumerate(groups.items()):
        own_tail = tail if index == len(groups) - 1 or "noqa" in tail else ""
        names = ", ".join(a.name + (f" as {a.asname}" if a.asname else "") for a in aliases)
        line = f"{indent}from {target} import {names}{own_tail}"
        if len(line) > 160:
            body = "".join(f"{indent}    {a.name}{f' as {a.asname}' if a.asname else ''},\n" for a in aliases)
            line = f"{indent}from {target} import ({own_tail}\n{body}{indent})"
        out.append(line + "\n")
    return "".join(out)


def rewrite_text(text: str) -> str:
    """Dotted module paths and file paths anywhere in the text."""
    text = TEXT_DOTTED.sub(lambda m: map_dotted(m.group(0)), text)
    return PATH.sub(lambda m: map_path(m.group(0)), text)


def _files() -> Iterable[Path]:
    me = Path(__file__).resolve()
    for root in PY_ROOTS:
        for path in sorted((ROOT / root).rglob("*.py")):
            if SKIP_PARTS.isdisjoint(path.relative_to(ROOT).parts) and path.resolve() != me:
                yield path
    yield ROOT / "dev.py"
    for name in TEXT_FILES:
        yield ROOT / name
    for pattern in TEXT_GLOBS:
        yield from sorted(ROOT.glob(pattern))


def _is_kernel_file(path: Path) -> bool:
    try:
        rel = path.relative_to(OLD_DIR)
    except ValueError:
        return False
    return len(rel.parts) == 1


def rewrite_files(dry: bool) -> list[Path]:
    changed = []
    for path in _files():
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        new = text
        if path.suffix == ".py":
            new = rewrite_imports(new)
        if not _is_kernel_file(path):
            new = rewrite_text(new)
        for fix in FIXES:
            new = fix(path, new)
        if new != text:
            changed.append(path)
            print(f"rewrite {path.relative_to(ROOT)}")
            if not dry:
                path.write_text(new, encoding="utf-8")
    return changed


# --- fixes a mechanical rewrite needs -------------------------------------------------------


RULESETS_INIT = '''"""The games the table hosts, each a pure-Python package (no Qt, no Pillow) with a ``ruleset``
module that registers it with the kernel's ruleset registry (``ge_desktop.engine.ruleset``):
Galactic Empires (``galactic_empires``) and Galactic Supremacy (``galactic_supremacy``).

Importing this package imports no game (Galactic Supremacy is imported only for its games).
"""
'''


def _fix_rulesets_init(path: Path, text: str) -> str:
    """``ge_desktop.rulesets`` now holds Galactic Empires too: importing the package must not
    import every game; the commands that imported it to register the other games import each
    game's ruleset instead."""
    if path == ROOT / "ge_desktop" / "rulesets" / "__init__.py":
        return RULESETS_INIT if "import" in text.replace("imports no game", "") else text
    if path == ROOT / "ge_desktop" / "rulesets" / "galactic_empires" / "__init__.py":
        text = text.replace('"""The rules engine: a game as a state', '"""Galactic Empires v2.1: a game as a state')
    text = text.replace("import ge_desktop.engine (its ruleset wires them)", f"import {NEW} (its ruleset wires them)")
    return text.replace(
        "import ge_desktop.rulesets  # noqa: F401",
        "import ge_desktop.rulesets.galactic_empires  # noqa: F401\n    import ge_desktop.rulesets.galactic_supremacy.ruleset  # noqa: F401",
    )


def _fix_layer_contract(path: Path, text: str) -> str:
    """The engine's layer contract (tests/engine/test_layers.py) checks Galactic Empires' package now:
    its rules layer is the ``rules`` subpackage."""
    if path != ROOT / "tests" / "engine" / "test_layers.py":
        return text
    for old, new in (
        ("Every module of ``ge_desktop.engine`` belongs", f"Every module of ``{NEW}`` (Galactic Empires) belongs"),
        ("import ge_desktop.engine\n", f"import {NEW}\n"),
        ("Path(ge_desktop.engine.__file__)", f"Path({NEW}.__file__)"),
        ('PACKAGE = "ge_desktop.engine"', f'PACKAGE = "{NEW}"'),
        ('("rules", ("galactic_empires",))', '("rules", ("rules",))'),
        ('"galactic_empires.', '"rules.'),
        ('f"ge_desktop/engine/{module', f"f\"{NEW.replace('.', '/')}/{{module"),
    ):
        text = text.replace(old, new)
    return text


def _fix_headless_checks(path: Path, text: str) -> str:
    """The tests that import a package to see it loads no Qt import Galactic Empires' package too."""
    if path == ROOT / "tests" / "engine" / "test_sandbox_and_observe.py":
        return text.replace('"import sys, ge_desktop.engine, ge_desktop.storage', f'"import sys, ge_desktop.engine, {NEW}, ge_desktop.storage')
    if path == ROOT / "tests" / "test_architecture.py" and f'"{NEW}"' not in text:
        return text.replace(
            '"ge_desktop.rulesets", "ge_desktop.cli")',
            f'"ge_desktop.rulesets", "ge_desktop.cli",\n             "{NEW}", "ge_desktop.rulesets.galactic_supremacy.ruleset")',
        )
    return text


FIXES: list[Callable[[Path, str], str]] = [_fix_rulesets_init, _fix_layer_contract, _fix_headless_checks]


def sort_imports(paths: list[Path]) -> None:
    py = [str(p) for p in paths if p.suffix == ".py"]
    if py:
        subprocess.run([sys.executable, "-m", "ruff", "check", "--quiet", "--select", "I,F401", "--fix", "--no-cache", *py], cwd=ROOT, check=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--dry-run", action="store_true", help="say what would change; change nothing")
    args = parser.parse_args(argv)
    if subprocess.run([sys.executable, "-m", "ruff", "--version"], capture_output=True).returncode != 0:
        print("move_games: ruff is needed to re-sort the rewritten imports: run it with the project's .venv/bin/python", file=sys.stderr)
        return 2
    moved = move_files(args.dry_run)
    for path in moved:
        split_kernel_names(path, args.dry_run)
    changed = rewrite_files(args.dry_run)
    if not args.dry_run:
        sort_imports(changed + moved + [OLD_DIR / f"{p.stem}.py" for p in moved])
    print(f"{len(moved)} split, {len(changed)} files rewritten")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
