"""The package's dependency contract (docs/engine.md): every import of ``ge_desktop`` points down.

Each module of the package belongs to one layer, bottom to top (``LAYERS``; a module is placed
by its longest listed prefix). A module may import its own layer and the layers below, never
one above, and a function-local import counts as much as one at the top of the file: it is
how an upward dependency hides from Python's import machinery. Read from the source with
``ast`` (every import statement, at any depth), so a new module or import is checked as soon
as it is written. ``KNOWN_UPWARD`` lists the upward imports not fixed yet, each with where it
should go; an entry that no longer happens fails too, so the list only shrinks.

The kernel (``ge_desktop.engine``) imports nothing of the package but itself; the games
registry (``ge_desktop.games``) only the kernel; no game imports another game.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import ge_desktop

PACKAGE_DIR = Path(ge_desktop.__file__).resolve().parent

RECORD_FORMATS = {f"ge_desktop.rulesets.{path.parent.name}.records" for path in (PACKAGE_DIR / "rulesets").glob("*/records.py")}
ONLINE_PARTS = {f"ge_desktop.rulesets.{path.parent.name}.online" for path in (PACKAGE_DIR / "rulesets").glob("*/online.py")}
RUNNERS = {f"ge_desktop.rulesets.{path.parent.name}.simulate" for path in (PACKAGE_DIR / "rulesets").glob("*/simulate.py")}

# Bottom to top.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("base", ("ge_desktop", "ge_desktop.paths", "ge_desktop.progress", "ge_desktop.safe_write", "ge_desktop.untrusted", "ge_desktop.startup_clock")),
    ("kernel", ("ge_desktop.engine",)),
    ("registry", ("ge_desktop.games",)),
    ("card data", ("ge_desktop.cards",)),
    ("games", ("ge_desktop.rulesets",)),
    ("storage", ("ge_desktop.storage",)),
    # A game's record header (``<game>/records.py``, its registry entry's ``record_format`` part)
    # builds on the generic record models of storage.
    ("record formats", tuple(sorted(RECORD_FORMATS))),
    ("bots", ("ge_desktop.bots",)),
    # A game's simulate runner (``<game>/simulate.py``, its registry entry's ``simulate`` part) is
    # a command-level part: it keeps records through storage and plays the game's bots.
    ("runners", tuple(sorted(RUNNERS))),
    ("faces", ("ge_desktop.render",)),
    ("importers", ("ge_desktop.lackey",)),
    ("network", ("ge_desktop.net", "ge_desktop.server")),  # the game server and its protocol (issue "Play a friend anywhere")
    # A game on the wire (``<game>/online.py``, its registry entry's ``online`` part): the shape
    # the protocol gives it (``net/games.py``) filled in with the game's own types.
    ("online games", tuple(sorted(ONLINE_PARTS))),
    ("ui", ("ge_desktop.ui",)),
    ("commands", ("ge_desktop.commands",)),
    ("app", ("ge_desktop.app",)),
    ("self-test", ("ge_desktop.selftest",)),
    ("entry", ("ge_desktop.cli", "ge_desktop.__main__")),
]

# Upward imports not fixed yet: (importing module, imported module) -> where it should go.
KNOWN_UPWARD: dict[tuple[str, str], str] = {}


def _module_names() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        parts = path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


MODULES = _module_names()


def layer_of(module: str) -> int:
    best, best_len = None, -1
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            inside = module == prefix or (module.startswith(prefix + ".") and prefix != "ge_desktop")  # the root holds only itself
            if inside and len(prefix) > best_len:
                best, best_len = index, len(prefix)
    if best is None:
        raise AssertionError(f"{module} is in no layer: add it to LAYERS in tests/test_dependencies.py and to docs/engine.md")
    return best


def _target(name: str) -> str | None:
    """The package module an import name reaches (a name imported from a module is that module)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(module: str) -> list[tuple[int, str, bool]]:
    """(line, imported package module, inside a function) for every import statement of ``module``."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    is_package = MODULES[module].name == "__init__.py"
    found: list[tuple[int, str, bool]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            names: list[str] = []
            if isinstance(child, ast.Import):
                names = [alias.name for alias in child.names]
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    package = module.split(".") if is_package else module.split(".")[:-1]
                    base = ".".join(package[: len(package) - child.level + 1] + ([base] if base else []))
                names = [f"{base}.{alias.name}" for alias in child.names]
            for name in names:
                if name.split(".")[0] == "ge_desktop":
                    target = _target(name)
                    if target is not None and target != module:
                        found.append((child.lineno, target, in_function))
            visit(child, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    visit(tree, False)
    return found


GRAPH = {module: imports_of(module) for module in MODULES}


def _game_of(module: str) -> str | None:
    parts = module.split(".")
    return ".".join(parts[:3]) if parts[:2] == ["ge_desktop", "rulesets"] and len(parts) > 2 else None


def test_every_module_is_in_a_layer() -> None:
    for module in MODULES:
        layer_of(module)


def test_no_import_points_up() -> None:
    upward = []
    for module, imports in GRAPH.items():
        for line, target, in_function in imports:
            if layer_of(target) > layer_of(module) and (module, target) not in KNOWN_UPWARD:
                where = "inside a function" if in_function else "at module level"
                place = f"{MODULES[module].relative_to(PACKAGE_DIR.parent)}:{line}"
                upward.append(f"{place} ({LAYERS[layer_of(module)][0]}) imports {target} ({LAYERS[layer_of(target)][0]}) {where}")
    assert not upward, "\n".join(upward)


def test_the_known_upward_imports_still_happen() -> None:
    """An entry fixed is an entry removed (the list only shrinks)."""
    happening = {(module, target) for module, imports in GRAPH.items() for _, target, _ in imports if layer_of(target) > layer_of(module)}
    assert set(KNOWN_UPWARD) <= happening, sorted(set(KNOWN_UPWARD) - happening)


def test_the_kernel_imports_nothing_of_the_package_but_itself() -> None:
    outside = [(m, t) for m, imports in GRAPH.items() if layer_of(m) == 1 for _, t, _ in imports if not t.startswith("ge_desktop.engine")]
    assert not outside, outside


def test_no_game_imports_another_game() -> None:
    crossing = [(m, t) for m, imports in GRAPH.items() for _, t, _ in imports if _game_of(m) and _game_of(t) and _game_of(m) != _game_of(t)]
    assert not crossing, crossing


@pytest.mark.parametrize(
    ("source", "upward"),
    [
        ("def f():\n    from ge_desktop.cli import main\n", True),
        ("from ge_desktop.ui import main_window\n", True),
        ("from ge_desktop.engine.game import Game\n", False),
        ("from . import paths\n", False),
    ],
)
def test_the_contract_sees_function_local_and_module_imports(source: str, upward: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check is not vacuous: an import put in a storage module is read, at any depth."""
    path = tmp_path / "probe.py"
    path.write_text(source, encoding="utf-8")
    monkeypatch.setitem(MODULES, "ge_desktop.storage.probe", path)
    found = imports_of("ge_desktop.storage.probe")
    assert found
    assert any(layer_of(target) > layer_of("ge_desktop.storage") for _, target, _ in found) is upward


def _reaches(start: str, goal: str) -> bool:
    """True if ``start`` imports ``goal`` through module-level imports (directly or not)."""
    seen, todo = {start}, [start]
    while todo:
        for _, target, in_function in GRAPH[todo.pop()]:
            if in_function or target in seen:
                continue
            if target == goal:
                return True
            seen.add(target)
            todo.append(target)
    return False


# Function-local imports that close a cycle, not fixed yet -> where the code should go.
KNOWN_CYCLES: dict[tuple[str, str], str] = {
    ("ge_desktop.cards.effects", "ge_desktop.cards.model"): "the point and card types effects check move below both (#35)",
}


def test_no_function_local_import_closes_a_cycle() -> None:
    """A module that imports, inside a function, a module that imports it back (``bots/base.py``
    making its subclasses was one) hides a cycle: the code belongs above both."""
    cycles = sorted(
        f"{MODULES[m].relative_to(PACKAGE_DIR.parent)}:{line} imports {t}, which imports {m} back"
        for m, imports in GRAPH.items()
        for line, t, in_function in imports
        if in_function and (m, t) not in KNOWN_CYCLES and _reaches(t, m)
    )
    assert not cycles, "\n".join(cycles)
