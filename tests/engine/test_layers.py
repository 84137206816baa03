"""The engine's layer contract (docs/engine.md): imports go one way, never in a circle.

Every module of ``ge_desktop.rulesets.galactic_empires`` (Galactic Empires) belongs to one layer; it may import its own layer and
the layers below, never one above. Within and across layers the import graph has no cycle,
and no engine import hides inside a function (a function-local import is how a cycle used
to be smuggled past Python's import machinery). The rules below are read from the source
with ``ast``, so a new module or a new import is checked as soon as it is written.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import ge_desktop.rulesets.galactic_empires

ENGINE = Path(ge_desktop.rulesets.galactic_empires.__file__).resolve().parent
PACKAGE = "ge_desktop.rulesets.galactic_empires"

# Bottom to top. A module is placed by its longest listed prefix.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("values", ("terms", "errors", "actions", "notation", "events", "config", "cardinfo", "pending", "rng", "effect_kinds", "ruleset")),
    (
        "state",
        (
            "state", "summary", "stats", "points", "command", "placement", "zones", "hazard_targets", "damage", "missions",
            "systems", "interception", "krebiz", "emf", "raids", "format2",
            "electronic_warfare", "discovery",  # h-crew (issue 38)
            "field_uses", "field_effects",  # h-fields2 (issue 38)
            "discarded",  # h-time4 (issue 38): the window for a card just discarded
            "combat_crew",  # h-copy (issue 38): which crew are combat capable (General)
        ),
    ),
    ("kernel", ("resolvers", "resolution")),
    ("rules", ("rules",)),
    ("game", ("game", "__init__", "entry")),
    # Its parts that build on the package's upper layers: its record header (on storage), its
    # simulate runner (on the bots) and its place on the wire (on net); tests/test_dependencies.py places them.
    ("parts", ("records", "simulate", "online")),
]


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(ENGINE.rglob("*.py")):
        parts = path.relative_to(ENGINE).with_suffix("").parts
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _layer(module: str) -> int:
    best, best_len = None, -1
    for index, (_, names) in enumerate(LAYERS):
        for name in names:
            if (module == name or module.startswith(name + ".")) and len(name) > best_len:
                best, best_len = index, len(name)
    if best is None:
        raise AssertionError(f"ge_desktop/rulesets/galactic_empires/{module.replace('.', '/')}.py is in no layer: add it to LAYERS and docs/engine.md")
    return best


def _resolve(module: str, node: ast.ImportFrom | ast.Import) -> list[str]:
    """The engine modules an import statement reaches (relative module names)."""
    targets = []
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        if node.level:
            base = module.split(".")[: -node.level] if not module.endswith("__init__") else module.split(".")[: -node.level]
            prefix = ".".join([PACKAGE, *base] + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        names = [prefix] + [f"{prefix}.{alias.name}" for alias in node.names]
    for name in names:
        if name == PACKAGE or not name.startswith(PACKAGE + "."):
            continue
        rel = name[len(PACKAGE) + 1 :]
        if rel in MODULES:
            targets.append(rel)
        elif f"{rel}.__init__" in MODULES:
            targets.append(f"{rel}.__init__")
    return targets


def _imports(module: str) -> tuple[set[str], list[str]]:
    """(engine modules imported at module level, function-local engine imports)."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    top: set[str] = set()
    local: list[str] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                reached = _resolve(module, child)
                if in_function and reached:
                    local.append(f"line {child.lineno}: {', '.join(reached)}")
                top.update(reached)
            visit(child, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

    visit(tree, False)
    top.discard(module)
    return top, local


GRAPH = {module: _imports(module)[0] for module in MODULES}


def test_every_engine_module_is_in_a_layer() -> None:
    for module in MODULES:
        _layer(module)


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_upward_import(module: str) -> None:
    own = _layer(module)
    upward = sorted(t for t in GRAPH[module] if _layer(t) > own)
    assert not upward, f"{module} ({LAYERS[own][0]}) imports from a higher layer: {upward}"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_function_local_engine_import(module: str) -> None:
    _, local = _imports(module)
    assert not local, f"{module} imports engine modules inside functions: {local}"


def test_engine_import_graph_has_no_cycle() -> None:
    state: dict[str, int] = {}  # 1 = on the current path, 2 = done
    path: list[str] = []

    def walk(module: str) -> None:
        state[module] = 1
        path.append(module)
        for target in sorted(GRAPH[module]):
            if state.get(target) == 1:
                cycle = path[path.index(target) :] + [target]
                raise AssertionError("import cycle: " + " -> ".join(cycle))
            if target not in state:
                walk(target)
        path.pop()
        state[module] = 2

    for module in sorted(GRAPH):
        if module not in state:
            walk(module)


def test_the_contract_sees_a_cycle_and_an_upward_import() -> None:
    """The checks above are not vacuous: the real graph has edges in every layer pair used."""
    assert "resolution" in GRAPH["rules.weapons"] or "resolution" in GRAPH["rules.plays"]
    assert _layer("game") > _layer("resolution") > _layer("state") > _layer("terms")
    assert sum(len(targets) for targets in GRAPH.values()) > 100
