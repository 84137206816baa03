"""Reading files the player (or anyone) hands the app: limits that fail fast, clear messages.

Every loader of a user file (decks, catalogs, records, the autosave, images) reads through
here, so the same limits and the same kind of message apply everywhere:

- ``read_text(path, max_bytes)``: the size is checked *before* reading, the bytes must be
  UTF-8 (the message gives the line and column of the first bad byte), and any ``OSError``
  or bad path (an embedded NUL) becomes ``InputProblem``;
- ``load_json(text)``: standard JSON with limits the ``json`` module does not have: numbers
  of at most ``MAX_NUMBER_CHARS`` characters (Python refuses to convert integers of more
  than 4,300 digits, and huge ones are slow), no ``NaN``/``Infinity`` and no number that
  overflows to infinity, at most ``max_depth`` levels of nesting (checked without
  recursion, so ``[`` x 100,000 is a message, not a ``RecursionError``), optionally no key
  twice in one object. Problems carry the line and column where known, else the field;
- ``line_column(text, index)``: 1-based line and column of a character;
- ``clean_name(text, limit)``: a name as one line every reader here takes back (writers
  of deck files and records use it).

No regular expression here backtracks: a character class, and a string body in the
unrolled-loop form (linear even when the string never ends).
No Qt, no Pillow, no pydantic.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

MAX_NUMBER_CHARS = 40  # "-123456789012345678901234567890.5e+300" fits; 2**64 has 20 digits
DEFAULT_MAX_DEPTH = 32


class InputProblem(ValueError):
    """One thing wrong with an input: ``message``, and where (``line``/``column``, 1-based, 0 if unknown)."""

    def __init__(self, message: str, line: int = 0, column: int = 0) -> None:
        self.message = message
        self.line = line
        self.column = column
        super().__init__(self.where() + message)

    def where(self) -> str:
        """``'line L column C: '``, ``'line L: '`` or nothing."""
        if self.line and self.column:
            return f"line {self.line} column {self.column}: "
        return f"line {self.line}: " if self.line else ""


def line_column(text: str, index: int) -> tuple[int, int]:
    """1-based (line, column) of ``text[index]``; lines end at ``\\n`` only."""
    line = text.count("\n", 0, index) + 1
    start = text.rfind("\n", 0, index) + 1
    return line, index - start + 1


def read_text(path: Path, max_bytes: int) -> str:
    """The file's text, or ``InputProblem`` (too big, not UTF-8, cannot be read); the size is checked first."""
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise InputProblem(f"the file is {size:,} bytes; the limit is {max_bytes:,}")
        with path.open("rb") as handle:
            data = handle.read(max_bytes + 1)
    except InputProblem:
        raise
    except OSError as exc:
        raise InputProblem(f"cannot read the file: {exc.strerror or exc}") from None
    except ValueError as exc:  # an embedded NUL in the path, a path too long for the system
        raise InputProblem(f"not a usable file name ({exc})") from None
    if len(data) > max_bytes:  # it grew while we looked
        raise InputProblem(f"the file is larger than {max_bytes:,} bytes")
    try:
        return data.decode("utf-8").removeprefix("\ufeff")  # a byte-order mark some editors add
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        column = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise InputProblem("not UTF-8 text (a byte that is not part of any character)", line, column) from None


class _NumberProblem(ValueError):
    def __init__(self, text: str, message: str) -> None:
        self.text = text
        super().__init__(message)


def _parse_int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise _NumberProblem(text, f"a number of {len(text):,} characters (at most {MAX_NUMBER_CHARS})")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _NumberProblem(text, f"a number of {len(text):,} characters (at most {MAX_NUMBER_CHARS})")
    value = float(text)
    if not math.isfinite(value):
        raise _NumberProblem(text, f"the number {text} is too large")
    return value


def _parse_constant(text: str) -> float:
    raise _NumberProblem(text, f"'{text}' is not a JSON number")


class _DuplicateKey(ValueError):
    pass


def _unique_pairs(pairs: list[tuple[str, object]]) -> dict[str, object]:
    result: dict[str, object] = {}
    for key, value in pairs:
        if key in result:
            raise _DuplicateKey(f"the key '{key[:60]}' appears twice in one object")
        result[key] = value
    return result


_BRACKET_OR_QUOTE = re.compile(r'[\[\]{}"]')
# the rest of a string after its opening quote, in the "unrolled loop" form: no two ways to
# match the same text, so a failure (an unterminated string) costs one linear pass
_STRING_REST = re.compile(r'[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)


def _depth_problem(text: str, max_depth: int) -> InputProblem | None:
    """The first bracket nested deeper than ``max_depth`` (strings skipped), in one linear pass."""
    depth = 0
    position = 0
    while True:
        found = _BRACKET_OR_QUOTE.search(text, position)
        if found is None:
            return None
        char, position = found.group(), found.end()
        if char == '"':
            rest = _STRING_REST.match(text, position)
            if rest is None:
                return None  # an unterminated string: the JSON decoder says where
            position = rest.end()
        elif char in "[{":
            depth += 1
            if depth > max_depth:
                line, column = line_column(text, found.start())
                return InputProblem(f"nested more than {max_depth} levels deep", line, column)
        else:
            depth -= 1


def _too_deep(value: object, max_depth: int) -> bool:
    """Whether a parsed value nests lists/objects more than ``max_depth`` deep (no recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > max_depth:
            return True
        if isinstance(item, dict):
            stack.extend((child, depth + 1) for child in item.values() if isinstance(child, (dict, list)))
        elif isinstance(item, list):
            stack.extend((child, depth + 1) for child in item if isinstance(child, (dict, list)))
    return False


def _depth_error(text: str, max_depth: int) -> InputProblem:
    return _depth_problem(text, max_depth) or InputProblem(f"nested more than {max_depth} levels deep")


def load_json(text: str, max_depth: int = DEFAULT_MAX_DEPTH, unique_keys: bool = True) -> object:
    """Parse ``text`` as JSON within the limits above; ``InputProblem`` says what and where.

    The C decoder runs first (it guards its own recursion and raises ``RecursionError``
    past about 1,000 levels); the depth of what it built is then checked without
    recursion. Only a file that is too deep pays for the exact scan that finds the line
    and column of the first bracket too many.
    """
    try:
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
            object_pairs_hook=_unique_pairs if unique_keys else None,
        )
    except RecursionError:
        raise _depth_error(text, max_depth) from None
    except json.JSONDecodeError as exc:
        problem = _depth_problem(text[: exc.pos], max_depth) if exc.pos > max_depth else None
        if problem is not None:  # the file is both too deep and broken later: the depth comes first
            raise problem from None
        raise InputProblem(f"not valid JSON: {exc.msg}", exc.lineno, exc.colno) from None
    except _NumberProblem as exc:
        index = text.find(exc.text)
        line, column = line_column(text, index) if index >= 0 else (0, 0)
        raise InputProblem(str(exc), line, column) from None
    except _DuplicateKey as exc:
        raise InputProblem(str(exc)) from None
    except ValueError as exc:  # anything else the decoder refuses
        raise InputProblem(f"not valid JSON: {exc}") from None
    if isinstance(value, (dict, list)) and _too_deep(value, max_depth):
        raise _depth_error(text, max_depth)
    return value


def clean_name(text: str | None, limit: int = 200) -> str:
    """``text`` as one line a deck file and a record both read back unchanged.

    Every line break and other control character becomes a space, a lone surrogate (which
    UTF-8 cannot encode) becomes U+FFFD, the ends are stripped and the length is capped.
    Idempotent: ``clean_name(clean_name(x)) == clean_name(x)``.
    """
    if not text:
        return ""
    chars = []
    for char in text:
        code = ord(char)
        if code < 0x20 or 0x7F <= code < 0xA0 or char in "\u2028\u2029":
            chars.append(" ")
        elif 0xD800 <= code < 0xE000:
            chars.append("\ufffd")
        else:
            chars.append(char)
    cleaned = "".join(chars).strip()[:limit].strip()
    return cleaned
