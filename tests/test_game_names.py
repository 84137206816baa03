"""No code outside a game's own package and the games registry names a game (issue #35).

The words come from the registry (``ge_desktop.games``): each game's name, aliases, title and
package name. Code means identifiers, imported module paths and string constants other than
docstrings (comments and docstrings may speak of any game). A game's own package, the
packages its entry declares it ``owns`` and the registry itself are exempt.

``STILL_NAMING`` is the code not yet moved behind the registry, file by file with how many
times it names a game today: a file may only fall, and a count that falls must be lowered
here, so the list only shrinks. After a merge, ``python -m tests.test_game_names`` prints the
list as it is (a new module of a game's table page belongs in that game's ``owns`` instead).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import ge_desktop
from ge_desktop.games import GameType, load_games

PACKAGE_DIR = Path(ge_desktop.__file__).resolve().parent

STILL_NAMING: dict[str, int] = {}


def _words(game: GameType) -> list[str]:
    return [w.lower() for w in game.words]


def _exempt(games: list[GameType]) -> list[str]:
    return ["ge_desktop.games", *(p for g in games for p in (g.package, *g.owns))]


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                found.add(id(first.value))
    return found


APP_NAMES = re.compile(r"ge[ _-]desktop", re.IGNORECASE)  # the app's own name is no game's


def _string_names(text: str, words: list[str]) -> bool:
    """Short aliases ("gs") count in identifiers and module paths only: in text they are too
    often other words' letters."""
    lowered = APP_NAMES.sub(" ", text).lower()
    return any(re.search(rf"(?<![\w]){re.escape(w)}(?![\w])", lowered) for w in words if len(w) > 2)


def _identifier_names(name: str, words: list[str]) -> bool:
    if name == "ge_desktop":
        return False
    parts = name.lower().split("_")
    for word in words:
        wanted = re.split(r"[\s_\-.]+", word)
        for start in range(len(parts) - len(wanted) + 1):
            if parts[start : start + len(wanted)] == wanted:
                return True
    return False


def namings(path: Path, words: list[str]) -> list[str]:
    """Each place the code of ``path`` names a game: 'line: what'."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs and _string_names(node.value, words):
            found.append(f"{node.lineno}: {node.value[:60]!r}")
        elif isinstance(node, ast.Name) and _identifier_names(node.id, words):
            found.append(f"{node.lineno}: {node.id}")
        elif isinstance(node, ast.Attribute) and _identifier_names(node.attr, words):
            found.append(f"{node.lineno}: .{node.attr}")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and _identifier_names(node.name, words):
            found.append(f"{node.lineno}: def {node.name}")
        elif isinstance(node, ast.ImportFrom) and node.module and any(_identifier_names(p, words) for p in node.module.split(".")):
            found.append(f"{node.lineno}: from {node.module}")
        elif isinstance(node, ast.Import) and any(_identifier_names(p, words) for a in node.names for p in a.name.split(".")):
            found.append(f"{node.lineno}: import")
    return found


def _all_namings() -> dict[str, list[str]]:
    games = load_games()
    words = sorted({w for g in games for w in _words(g)} - {"ge_desktop"})
    exempt = _exempt(games)
    found = {}
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        module = _module(path)
        if any(module == e or module.startswith(e + ".") for e in exempt):
            continue
        places = namings(path, words)
        if places:
            found[str(path.relative_to(PACKAGE_DIR))] = places
    return found


def test_no_code_outside_a_game_and_the_registry_names_a_game() -> None:
    grown = {f: p for f, p in _all_namings().items() if len(p) > STILL_NAMING.get(f, 0)}
    assert not grown, "\n".join(f"{f}: {len(p)} (allowed {STILL_NAMING.get(f, 0)}): {p}" for f, p in grown.items())


def test_the_files_still_naming_a_game_are_listed_at_their_count() -> None:
    """A file cleaned up is lowered (or removed) in ``STILL_NAMING``."""
    counts = {f: len(p) for f, p in _all_namings().items()}
    assert {f: n for f, n in STILL_NAMING.items() if counts.get(f, 0) != n} == {}, counts


def test_the_words_come_from_the_registry_and_are_found() -> None:
    """Not vacuous: each kind of naming is seen, with the registry's words."""
    games = load_games()
    words = sorted({w for g in games for w in _words(g)} - {"ge_desktop"})
    assert {"galactic-supremacy", "gs", "galactic_supremacy"} <= set(words)
    probe = PACKAGE_DIR.parent / "tests" / "_naming_probe.py"
    source = 'from ge_desktop.rulesets.galactic_supremacy import ruleset\nis_gs_session = 1\nX = "galactic-supremacy"\n"""a docstring: gs"""\n'
    try:
        probe.write_text(source, encoding="utf-8")
        assert len(namings(probe, words)) == 3
    finally:
        probe.unlink()


if __name__ == "__main__":  # after a merge: `python -m tests.test_game_names` prints STILL_NAMING as it is now
    print("STILL_NAMING: dict[str, int] = {")
    for file, places in _all_namings().items():
        print(f"    {file!r}: {len(places)},  # {places[0]}")
    print("}")
