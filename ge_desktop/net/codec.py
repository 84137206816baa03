"""Plain values to canonical JSON and back: how an observation travels on the wire.

``to_data`` turns the engine's frozen dataclasses (an observation, an event, a card's
facts) into JSON data by what they hold: a dataclass becomes an object of its fields, an
enum its value, a tuple or list a list, a set a sorted list, a dict a list of ``[key,
value]`` pairs (keys may be enums or ids, which JSON objects cannot hold). ``from_data``
rebuilds the value from that data and the type it should have (the dataclass's type
hints), so a client holds the same ``Observation`` the server made: the table and the
bots read it as they read a local one.

``canonical_json`` writes data with sorted keys and no spaces; ``digest`` is the sha256
of that text, so two equal observations have equal digests on every machine.
"""

from __future__ import annotations

import contextvars
import dataclasses
import hashlib
import json
import sys
import types
import typing
from collections.abc import Callable, Mapping
from enum import Enum
from functools import cache
from typing import Any


class CodecError(ValueError):
    """Data that does not fit the type it should be read as (the message says where)."""


class Interner:
    """Writes values of the ``kinds`` given (a card's printed facts) once: in place of the
    value, its key ``"@" + digest``; the values themselves go to ``table`` (key -> data),
    which travels beside the data and is read back by ``from_data``'s ``table``.

    Values of the ``remembered`` kinds (frozen dataclasses with an ``id``: a card's view)
    are written once per change: the interner keeps the last value written for each id with
    its data, and a value equal to it gets the same data back (most cards of an observation
    are as they were one action before). The data given out must not be changed;
    ``canonical_json`` writes each such data's text once too."""

    def __init__(self, kinds: tuple[type, ...], remembered: tuple[type, ...] = ()) -> None:
        self.kinds = frozenset(kinds)
        self.remembered = frozenset(remembered)
        self.table: dict[str, Any] = {}
        self._keys: dict[int, tuple[Any, str]] = {}  # id(value) -> (value, key): the value is kept so its id is not reused
        self._written: dict[tuple[type, Any], tuple[Any, Any, frozenset[str]]] = {}  # (kind, value.id) -> (value, data, keys it names)
        self._texts: dict[int, str] = {}  # id(data in _written) -> its canonical JSON, "" until written (dropped when the data is replaced)
        self.used: set[str] = set()  # the keys written since the caller last emptied it

    def remember(self, value: Any, write: Writer) -> Any:
        """``value``'s data: the data written last time for an equal value of the same id, else
        ``write``'s (kept for next time, with the interned keys it names)."""
        slot = (type(value), value.id)
        known = self._written.get(slot)
        if known is not None and known[0] == value:
            self.used |= known[2]
            return known[1]
        if known is not None:
            self._texts.pop(id(known[1]), None)
        outer, self.used = self.used, set()
        data = write(value, self)
        self._written[slot] = (value, data, frozenset(self.used))
        self._texts[id(data)] = ""
        outer |= self.used
        self.used = outer
        return data

    def canonical_json(self, data: dict[str, Any]) -> str:
        """``canonical_json(data)`` for an object written with this interner: the text of
        remembered data in its fields' lists of ``[key, value]`` pairs (a dict's) is written
        once and kept."""
        return "{" + ",".join(f"{canonical_json(name)}:{self._field_text(data[name])}" for name in sorted(data)) + "}"

    def _field_text(self, value: Any) -> str:
        if type(value) is not list or not value or not all(type(item) is list and len(item) == 2 for item in value):
            return canonical_json(value)
        return "[" + ",".join(f"[{key if type(key) is int else canonical_json(key)},{self._text(item)}]" for key, item in value) + "]"

    def _text(self, data: Any) -> str:
        text = self._texts.get(id(data))
        if text is None:  # not remembered data
            return canonical_json(data)
        if not text:  # remembered, its text not written yet
            text = self._texts[id(data)] = canonical_json(data)
        return text

    def key(self, value: Any) -> str:
        known = self._keys.get(id(value))
        if known is not None:
            self.used.add(known[1])
            return known[1]
        key, data = _shared_key(value)
        self.table[key] = data
        self._keys[id(value)] = (value, key)
        self.used.add(key)
        return key


_SHARED: dict[Any, tuple[str, Any]] = {}  # an interned value (equal values: one entry) -> its key and data, for every game of the process
_SHARED_LIMIT = 50_000


def _shared_key(value: Any) -> tuple[str, Any]:
    """The key and data of an interned value: written once per process, not once per game
    (a card's printed facts are the same in every game that holds the card)."""
    known = _SHARED.get(value)
    if known is None:
        data = to_data(value)
        known = ("@" + digest(data)[:24], data)
        if len(_SHARED) >= _SHARED_LIMIT:
            _SHARED.clear()
        _SHARED[value] = known
    return known


def to_data(value: Any, interner: Interner | None = None) -> Any:
    """``value`` as JSON data (dataclasses, enums, tuples, sets and dicts included)."""
    kind = type(value)
    writer = _WRITERS.get(kind)
    if writer is None:
        writer = _WRITERS[kind] = _writer(kind)
    if interner is not None:
        if kind in interner.kinds:
            return interner.key(value)
        if kind in interner.remembered:
            return interner.remember(value, writer)
    return writer(value, interner)


Writer = Callable[[Any, "Interner | None"], Any]


def _writer(kind: type) -> Writer:
    """How to write values of ``kind`` (found once per type: the hot path is a dict lookup)."""
    if kind is type(None) or issubclass(kind, bool | int | float | str) and not issubclass(kind, Enum):
        return lambda value, interner: value
    if issubclass(kind, Enum):
        return lambda value, interner: value._value_  # the attribute itself (``.value`` is a property: slower on the hot path)
    if dataclasses.is_dataclass(kind):
        return _dataclass_writer(_field_names(kind))
    if issubclass(kind, tuple | list):
        return lambda value, interner: [item if type(item) in _PLAIN else to_data(item, interner) for item in value]
    if issubclass(kind, frozenset | set):
        return lambda value, interner: sorted((to_data(item, interner) for item in value), key=canonical_json)
    if issubclass(kind, dict):
        return lambda value, interner: [[to_data(key, interner), to_data(item, interner)] for key, item in value.items()]
    raise CodecError(f"a {kind.__name__} cannot travel as JSON")


_WRITERS: dict[type, Writer] = {}
_PLAIN = frozenset({type(None), bool, int, float, str})  # written as they are (the hot path skips the call)


def _dataclass_writer(names: tuple[str, ...]) -> Writer:
    def write(value: Any, interner: Interner | None) -> dict[str, Any]:
        data = {}
        for name in names:
            item = getattr(value, name)
            data[name] = item if type(item) in _PLAIN else to_data(item, interner)
        return data

    return write


@cache
def _field_names(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(kind))


_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)  # made once (json.dumps makes one a call)


def canonical_json(data: Any) -> str:
    """The one text of ``data``: sorted keys, no spaces, non-ASCII kept."""
    return _CANONICAL.encode(data)


def digest(data: Any) -> str:
    """sha256 of the canonical JSON of ``data`` (hex)."""
    return hashlib.sha256(canonical_json(data).encode()).hexdigest()


# --- reading back -----------------------------------------------------------------------

Reader = Callable[[Any, str], Any]


_TABLE: contextvars.ContextVar[Mapping[str, Any]] = contextvars.ContextVar("interned")


def from_data(kind: Any, data: Any, where: str = "data", table: Mapping[str, Any] | None = None) -> Any:
    """The value of type ``kind`` that ``to_data`` wrote as ``data``; ``CodecError`` if it
    does not fit. ``table``: the interned values (``Interner.table``) the data names."""
    token = _TABLE.set(table or {})
    try:
        return _reader(kind)(data, where)
    finally:
        _TABLE.reset(token)


@cache
def _reader(kind: Any) -> Reader:
    """A function reading data as ``kind`` (built once per type)."""
    supertype = getattr(kind, "__supertype__", None)
    if supertype is not None:  # a NewType: its base
        return _reader(supertype)
    if kind is Any:
        return lambda data, where: data
    if kind is type(None):
        return _none
    if kind in (bool, int, float, str):
        return _scalar(kind)
    if isinstance(kind, type) and issubclass(kind, Enum):
        return _enum(kind)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _dataclass(kind)
    return _generic(kind)


def _none(data: Any, where: str) -> None:
    if data is not None:
        raise CodecError(f"{where}: expected null")


def _scalar(kind: type) -> Reader:
    def read(data: Any, where: str) -> Any:
        if kind is float and isinstance(data, int) and not isinstance(data, bool):
            return float(data)
        if type(data) is not kind:
            raise CodecError(f"{where}: expected {kind.__name__}, got {type(data).__name__}")
        return data

    return read


def _enum(kind: type[Enum]) -> Reader:
    def read(data: Any, where: str) -> Any:
        try:
            return kind(data)
        except ValueError:
            raise CodecError(f"{where}: {data!r} is not a {kind.__name__}") from None

    return read


def _dataclass(kind: type) -> Reader:
    module = sys.modules[kind.__module__]
    hints = typing.get_type_hints(kind, vars(module))
    fields = [(f.name, f.init) for f in dataclasses.fields(kind)]

    def read(data: Any, where: str) -> Any:
        if isinstance(data, str) and data.startswith("@"):  # interned: the value is in the table
            interned = _TABLE.get({}).get(data)
            if interned is None:
                raise CodecError(f"{where}: {data} is not in the table of values sent")
            data = interned
        if not isinstance(data, dict):
            raise CodecError(f"{where}: expected an object for {kind.__name__}")
        values = {name: _reader(hints[name])(data.get(name), f"{where}.{name}") for name, init in fields if init and name in data}
        try:
            made = kind(**values)
        except TypeError as exc:
            raise CodecError(f"{where}: {exc}") from None
        for name, init in fields:
            if not init and name in data:
                object.__setattr__(made, name, _reader(hints[name])(data[name], f"{where}.{name}"))
        return made

    return read


def _generic(kind: Any) -> Reader:
    origin = typing.get_origin(kind)
    args = typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        return _union(args)
    if origin is typing.Literal:
        allowed = set(args)
        return lambda data, where: data if data in allowed else _fail(where, f"{data!r} is not one of {sorted(map(str, allowed))}")
    if origin in (tuple, list, frozenset, set):
        return _sequence(origin, args)
    if origin is dict:
        return _mapping(args)
    raise CodecError(f"no reader for the type {kind!r}")


def _fail(where: str, message: str) -> Any:
    raise CodecError(f"{where}: {message}")


def _union(args: tuple[Any, ...]) -> Reader:
    readers = []
    for arg in args:
        try:
            readers.append(_reader(arg))
        except CodecError:  # a member no observation sends (a search bot's quick facts)
            continue
    nullable = type(None) in args

    def read(data: Any, where: str) -> Any:
        if data is None and nullable:
            return None
        problems = []
        for reader in readers:
            try:
                return reader(data, where)
            except CodecError as exc:
                problems.append(str(exc))
        raise CodecError(problems[0] if len(problems) == 1 else f"{where}: fits none of {len(readers)} types ({problems[0]})")

    return read


def _sequence(origin: Any, args: tuple[Any, ...]) -> Reader:
    fixed = origin is tuple and not (len(args) == 2 and args[1] is Ellipsis)
    item_readers = [_reader(arg) for arg in args] if fixed else [_reader(args[0] if args else Any)]
    build: Callable[[Any], Any] = {tuple: tuple, list: list, frozenset: frozenset, set: set}[origin]

    def read(data: Any, where: str) -> Any:
        if not isinstance(data, list):
            raise CodecError(f"{where}: expected a list")
        if fixed:
            if len(data) != len(item_readers):
                raise CodecError(f"{where}: expected {len(item_readers)} items, got {len(data)}")
            return tuple(reader(item, f"{where}[{i}]") for i, (reader, item) in enumerate(zip(item_readers, data, strict=True)))
        reader = item_readers[0]
        return build(reader(item, f"{where}[{i}]") for i, item in enumerate(data))

    return read


def _mapping(args: tuple[Any, ...]) -> Reader:
    key_reader, value_reader = _reader(args[0]), _reader(args[1])

    def read(data: Any, where: str) -> Any:
        if not isinstance(data, list) or not all(isinstance(pair, list) and len(pair) == 2 for pair in data):
            raise CodecError(f"{where}: expected a list of [key, value] pairs")
        return {key_reader(k, f"{where} key"): value_reader(v, f"{where}[{k!r}]") for k, v in data}

    return read
