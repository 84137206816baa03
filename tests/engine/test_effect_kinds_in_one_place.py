"""An effect kind is written in one place: its kind class (``rulesets/galactic_empires/resolvers/``).

Read from the source with ``ast``: no module outside the kind classes names a kind by a string
(code names it by its ``Kind`` member; card data by its name, in the catalog files), and no
module but the kind classes declares a kind's facts.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import ge_desktop
from ge_desktop.rulesets.galactic_empires.effect_kinds import FACT_NAMES, Change, Kind
from ge_desktop.rulesets.galactic_empires.resolvers import KIND_MODULES, kind_classes

PACKAGE_DIR = Path(ge_desktop.__file__).resolve().parent
KIND_CLASS_FILES = frozenset(Path(module.__file__ or "").resolve() for module in KIND_MODULES) | {
    (PACKAGE_DIR / "rulesets/galactic_empires/resolvers/base.py").resolve(),  # the kind classes' base and registry
}
KIND_NAMES = frozenset(kind.value for kind in kind_classes())

# Kind names that are also other words of the code (a field, a point type, a die, a verb): such a
# literal is fine where it means the other thing, never where it names a kind (``kind_context``).
OTHER_MEANINGS = {
    "damage": "a point type, a printed-number field, a glyph",
    "repair": "a point type, a glyph",
    "card_damage": "a Card field (the damage symbols printed at the bottom)",
    "manual": "a Card field, the manual stack item",
    "produce": "Galactic Emperor's Produce action",
    "engage": "the free-form engage action's notation",
    "disengage": "the free-form engage action's notation",
    "spotlight": "a memo key of stats.spotlit",
    "transport": "a die kind (transporter operations counted)",
}
# Calls whose argument is a kind.
KIND_CALLS = frozenset({"Kind", "extend", "resolver_for", "kind_class"})


def _sources() -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"))


def _docstrings(tree: ast.Module) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _names_a_kind(node: ast.expr) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "kind") or (isinstance(node, ast.Name) and node.id in ("kind", "kinds"))


def kind_context(tree: ast.Module) -> set[int]:
    """Ids of string constants used as kinds: compared with a kind, passed where a kind goes, or
    the ``kind`` of an effect written as data in code."""
    found: set[int] = set()

    def mark(node: ast.expr) -> None:
        if isinstance(node, ast.Constant):
            found.add(id(node))
        elif isinstance(node, (ast.Set, ast.List, ast.Tuple)):
            for element in node.elts:
                mark(element)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("frozenset", "set") and node.args:
            mark(node.args[0])

    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(_names_a_kind(side) for side in (node.left, *node.comparators)):
            for side in (node.left, *node.comparators):
                mark(side)
        elif isinstance(node, ast.BinOp) and (_names_a_kind(node.left) or _names_a_kind(node.right)):
            mark(node.left)
            mark(node.right)
        elif isinstance(node, ast.Call):
            called = node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id if isinstance(node.func, ast.Name) else ""
            if called in KIND_CALLS:
                for argument in node.args:
                    mark(argument)
            for keyword in node.keywords:
                if keyword.arg == "kind":
                    mark(keyword.value)
        elif isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if isinstance(key, ast.Constant) and key.value == "kind":
                    mark(value)
    return found


def kind_literals(path: Path, tree: ast.Module) -> list[str]:
    """Where the module names a kind by a string (empty for a kind class module)."""
    if path.resolve() in KIND_CLASS_FILES:
        return []
    docstrings, as_kind = _docstrings(tree), kind_context(tree)
    return [
        f"{path.relative_to(PACKAGE_DIR.parent)}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and node.value in KIND_NAMES and id(node) not in docstrings
        if node.value not in OTHER_MEANINGS or id(node) in as_kind
    ]


def test_no_effect_kind_is_named_by_a_string_outside_its_class() -> None:
    found = [line for path, tree in _sources() for line in kind_literals(path, tree)]
    assert not found, "name the kind by its Kind member:\n" + "\n".join(found)


def test_the_check_sees_a_kind_string_in_code(tmp_path: Path) -> None:
    """The check is not vacuous: a bot comparing with a kind's name, or a set of names, is found."""
    probe = tmp_path / "probe.py"
    source = 'SHIELDING = frozenset({"reduce_damage"})\n\ndef f(effect):\n    return effect.kind == "damage" or effect.kind in {"engage"}\n'
    probe.write_text(source, encoding="utf-8")
    found = kind_literals(PACKAGE_DIR / "bots" / "probe.py", ast.parse(source))
    assert [line.rsplit(": ", 1)[1] for line in found] == ["'reduce_damage'", "'damage'", "'engage'"]


def fact_declarations(path: Path, tree: ast.Module) -> list[str]:
    """Where a module outside the kind classes declares a kind fact (``hostile = True``,
    ``stat=Stat.SHIELDS``, ``Facts(continuous=True)``)."""
    if path.resolve() in KIND_CLASS_FILES:
        return []

    def is_fact_value(value: ast.expr) -> bool:
        bool_constant = isinstance(value, ast.Constant) and isinstance(value.value, bool)
        return bool_constant or (isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name) and value.value.id in ("Stat", "Change"))

    found = []
    for node in ast.walk(tree):
        targets: list[tuple[str, ast.expr | None]] = []
        if isinstance(node, ast.Assign):
            targets = [(t.attr if isinstance(t, ast.Attribute) else t.id, node.value) for t in node.targets if isinstance(t, (ast.Name, ast.Attribute))]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, (ast.Name, ast.Attribute)):
            targets = [(node.target.attr if isinstance(node.target, ast.Attribute) else node.target.id, node.value)]
        elif isinstance(node, ast.keyword) and node.arg is not None:
            targets = [(node.arg, node.value)]
        for name, value in targets:
            if name in FACT_NAMES and value is not None and is_fact_value(value):
                found.append(f"{path.relative_to(PACKAGE_DIR.parent)}:{getattr(node, 'lineno', '?')}: {name}")
    return found


def test_a_kinds_facts_are_declared_in_its_class_only() -> None:
    found = [line for path, tree in _sources() for line in fact_declarations(path, tree)]
    assert not found, "declare a kind's facts in its kind class:\n" + "\n".join(found)


def test_the_kind_enum_declares_names_only() -> None:
    """``Kind`` members are ``auto()``: a member's value is its name, its facts come from its class."""
    tree = ast.parse((PACKAGE_DIR / "rulesets/galactic_empires/effect_kinds.py").read_text(encoding="utf-8"))
    enum = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Kind")
    members = [n for n in enum.body if isinstance(n, ast.Assign)]
    assert members and all(isinstance(m.value, ast.Call) and isinstance(m.value.func, ast.Name) and m.value.func.id == "auto" for m in members)
    assert {m.targets[0].id for m in members if isinstance(m.targets[0], ast.Name)} == set(Kind.__members__)


def test_the_check_sees_facts_declared_elsewhere() -> None:
    source = "class Kinds:\n    hostile = True\n\nFACTS = Facts(continuous=True, stat=Stat.SHIELDS, change=Change.HALVE)\n"
    found = fact_declarations(PACKAGE_DIR / "bots" / "probe.py", ast.parse(source))
    assert [line.rsplit(": ", 1)[1] for line in found] == ["hostile", "continuous", "stat", "change"]


# Modules that hold kinds but ask only their facts (``kind.stat``, ``kind.change``, ...), never
# which kind one is (``Kind.HALVE_STRENGTH``): a new kind with the same facts works there unchanged.
FACTS_ONLY = ("rulesets/galactic_empires/stats.py",)


def kind_members_named(path: Path, tree: ast.Module) -> list[str]:
    """Where the module names a ``Kind`` member (``Kind.PILOT``) instead of asking a fact."""
    return [
        f"{path.relative_to(PACKAGE_DIR.parent)}:{node.lineno}: Kind.{node.attr}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "Kind" and node.attr.isupper()
    ]


def test_the_stat_rules_ask_a_kinds_facts_never_its_name() -> None:
    """``stats.py`` computes strength, Shields, requirements, pilots, spotlights and borrowed
    equipment from the facts on the kind classes (``stat``, ``change``): it names no kind."""
    found = [line for name in FACTS_ONLY for line in kind_members_named(PACKAGE_DIR / name, ast.parse((PACKAGE_DIR / name).read_text(encoding="utf-8")))]
    assert not found, "ask the kind's facts (kind.stat, kind.change) instead:\n" + "\n".join(found)


def test_the_check_sees_a_kind_member_named() -> None:
    source = "def f(e):\n    return e.kind is Kind.HALVE_STRENGTH or e.kind.stat is Stat.SHIELDS or e.kind in _NOT_BONUS\n_NOT_BONUS = {Kind.PILOT}\n"
    found = kind_members_named(PACKAGE_DIR / "bots" / "probe.py", ast.parse(source))
    assert sorted(line.rsplit(": ", 1)[1] for line in found) == ["Kind.HALVE_STRENGTH", "Kind.PILOT"]


def test_each_strength_shields_and_requirements_kind_says_how_it_changes_its_stat() -> None:
    """The facts stats.py reads in place of the names it matched before."""
    changes = {kind.value: kind.change for kind in kind_classes()}
    assert changes["add_strength"] is Change.RAISE and changes["reduce_strength"] is Change.LOWER and changes["halve_strength"] is Change.HALVE
    assert changes["add_shields"] is Change.RAISE and changes["suppress_shields"] is Change.CANCEL
    assert changes["raise_requirements"] is Change.RAISE and changes["reduce_requirements"] is Change.LOWER
