"""The canonical form of a game's state: versioned, sorted JSON from one field list per class.

Every game's state is plain classes whose fields are declared once (dataclass fields, in
order). From that one list come:

- ``canonical(value)``: plain JSON data of a state (or of an observation): a dataclass
  becomes an object of its fields plus ``"@"``, its class name (so two kinds of stack item
  with the same fields differ); an enum its value; a list or tuple a list; a set a sorted
  list; a dict a list of ``[key, value]`` pairs sorted by key (keys need not be strings); a
  class with ``canonical_form()`` (the random generator, shared card facts) what that
  returns. A field at its declared default is left out (as protobuf does), so adding a
  field with a default leaves the form, and the digest, of every state that never used it
  as it was: old records keep checking. Fields marked ``outside`` (fixed for the game, or counters) or ``cache`` (derived
  facts) are left out. Anything else is refused with a ``TypeError`` naming it, so a new
  kind of value cannot slip into a digest as its ``repr``.
- ``canonical_text(data)``: that data as JSON text, keys sorted, no spaces: equal states
  give equal bytes on every machine and Python version.
- ``digest_of(data)``: the SHA-256 of that text.
- ``copier(cls)``: a copy function made (once, as Python source, like ``dataclasses`` makes
  ``__init__``) from the field list and its type hints: a list is copied as a list, a dict
  of dicts two levels deep, a mutable state class by its own copier, a frozen value or a
  number shared; a ``cache`` field starts empty. ``derived_copy()`` puts it on a class as
  its ``copy`` method.

So a new state field is one line in its class: the digest, the copy and ``describe``
(the canonical data, indented) see it without another edit. ``tests/engine/test_canonical_forms.py``
changes every field of every state class of every game and checks it.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import sys
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar, Union, cast, get_args, get_origin, get_type_hints

T = TypeVar("T")
Json = Any  # None, bool, int, str, list and dict of those

CLASS_KEY = "@"  # the key of a dataclass's class name in its canonical object
ROLE = "canonical"  # the field metadata key: "outside" or "cache"


def outside(default: Any = dataclasses.MISSING, **kwargs: Any) -> Any:
    """A field kept out of the canonical form (fixed for the game or a cache key), copied as it is."""
    return dataclasses.field(default=default, metadata={ROLE: "outside"}, **kwargs)


def cache(default: Any = None, **kwargs: Any) -> Any:
    """A field of derived facts: out of the canonical form, and a copy starts with ``default``."""
    return dataclasses.field(default=default, metadata={ROLE: "cache"}, **kwargs)


def _role(field: dataclasses.Field[Any]) -> str:
    return str(field.metadata.get(ROLE, "state"))


def state_fields(cls: type) -> tuple[str, ...]:
    """The names of ``cls``'s fields in the canonical form, in declaration order."""
    return tuple(f.name for f in dataclasses.fields(cls) if _role(f) == "state")


# --- the canonical data --------------------------------------------------------------------

_NO_DEFAULT = object()
_FORM_FIELDS: dict[type, tuple[tuple[str, Any], ...]] = {}


def _form_fields(cls: type) -> tuple[tuple[str, Any], ...]:
    """(name, default) of each field in the canonical form (``_NO_DEFAULT``: always written)."""
    found = []
    for field in dataclasses.fields(cls):
        if _role(field) != "state":
            continue
        if field.default is not dataclasses.MISSING:
            default = field.default
        elif field.default_factory is not dataclasses.MISSING:
            default = field.default_factory()
        else:
            default = _NO_DEFAULT
        found.append((field.name, default))
    return tuple(found)


def _sort_key(item: Json) -> str:
    return json.dumps(item, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def canonical(value: Any) -> Json:
    """``value`` as plain JSON data in its canonical form (see the module docstring)."""
    kind = type(value)
    if value is None or kind is bool or kind is int or kind is str:
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, bool | int | str):  # NewType values and str/int subclasses
        return value
    if isinstance(value, list | tuple):
        return [canonical(item) for item in value]
    if isinstance(value, set | frozenset):
        return sorted((canonical(item) for item in value), key=_sort_key)
    if isinstance(value, dict):
        return sorted(([canonical(k), canonical(v)] for k, v in value.items()), key=_sort_key)
    form = getattr(value, "canonical_form", None)
    if form is not None:
        return form()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = _FORM_FIELDS.get(kind)
        if fields is None:
            fields = _FORM_FIELDS[kind] = _form_fields(kind)
        data = {CLASS_KEY: kind.__name__}
        for name, default in fields:
            item = getattr(value, name)
            if default is _NO_DEFAULT or type(item) is not type(default) or item != default:
                data[name] = canonical(item)
        return data
    raise TypeError(f"no canonical form for a {kind.__name__} ({value!r:.60}): make it a dataclass or give it canonical_form()")


def state_form(game: str, version: int, state: Any) -> Json:
    """A whole state's canonical data, named by its game and the form's version."""
    return {"game": game, "form": version, "state": canonical(state)}


def canonical_text(data: Json) -> str:
    """The canonical data as JSON text: keys sorted, no spaces, non-ASCII kept."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def digest_of(data: Json) -> str:
    """The SHA-256 (hex) of ``canonical_text(data)``."""
    return hashlib.sha256(canonical_text(data).encode()).hexdigest()


def describe_data(data: Json) -> str:
    """The canonical data as indented JSON, for people reading a state."""
    return json.dumps(data, sort_keys=True, indent=1, ensure_ascii=False)


# --- copies --------------------------------------------------------------------------------

_COPIERS: dict[type, Callable[[Any], Any]] = {}


def _frozen(cls: type) -> bool:
    """Is the dataclass ``cls`` frozen (its instances never change)?"""
    return bool(getattr(cls, "__dataclass_params__").frozen)  # noqa: B009 - mypy knows no such attribute on type


def _is_newtype(hint: Any) -> bool:
    return hasattr(hint, "__supertype__")


def _options(hint: Any) -> tuple[Any, ...] | None:
    """The members of a union hint (``X | None``, ``Union[...]``), else None."""
    origin = get_origin(hint)
    if origin is Union or origin is types.UnionType:
        return get_args(hint)
    return None


def _shared(hint: Any) -> bool:
    """Is a value of this type never changed in place (so a copy may share it)?"""
    while _is_newtype(hint):
        hint = hint.__supertype__
    members = _options(hint)
    if members is not None:
        return all(_shared(member) for member in members)
    origin = get_origin(hint) or hint
    if hint is type(None) or origin in (int, str, bool, float, tuple, frozenset, bytes, typing.Literal, typing.ClassVar):
        return True
    if isinstance(origin, type) and issubclass(origin, enum.Enum):
        return True
    if isinstance(origin, type) and dataclasses.is_dataclass(origin):
        return _frozen(origin)
    return False


class _Source:
    """The Python source of one copier and the names it refers to."""

    def __init__(self) -> None:
        self.names: dict[str, Any] = {}

    def bind(self, value: Any) -> str:
        name = f"_c{len(self.names)}"
        self.names[name] = value
        return name

    def copy_of(self, hint: Any, source: str, depth: int = 0) -> str:
        """An expression copying ``source`` (of type ``hint``)."""
        while _is_newtype(hint):
            hint = hint.__supertype__
        if _shared(hint):
            return source
        members = _options(hint)
        if members is not None:
            present = [m for m in members if m is not type(None)]
            if len(present) == len(members) - 1 and len(present) == 1:
                inner = self.copy_of(present[0], source, depth)
                return f"(None if {source} is None else {inner})"
            return f"{self.bind(_any_copy)}({source})"
        origin, args = get_origin(hint) or hint, get_args(hint)
        item = f"_v{depth}"
        if origin is list:
            inner = self.copy_of(args[0], item, depth + 1) if args else item
            return f"list({source})" if inner == item else f"[{inner} for {item} in {source}]"
        if origin is set:
            return f"set({source})"
        if origin is dict:
            inner = self.copy_of(args[1], item, depth + 1) if args else item
            key = f"_k{depth}"
            return f"dict({source})" if inner == item else f"{{{key}: {inner} for {key}, {item} in {source}.items()}}"
        if isinstance(origin, type) and hasattr(origin, "clone") and not dataclasses.is_dataclass(origin):
            return f"{source}.clone()"  # the random generator
        if isinstance(origin, type) and dataclasses.is_dataclass(origin):
            return f"{self.bind(copier(origin))}({source})"
        return f"{self.bind(_any_copy)}({source})"


def _any_copy(value: Any) -> Any:
    """A copy of a value whose type the hints do not pin down (``Any``, a mixed union)."""
    if isinstance(value, list):
        return [_any_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _any_copy(v) for k, v in value.items()}
    if isinstance(value, set):
        return set(value)
    kind = type(value)
    if dataclasses.is_dataclass(value) and not _frozen(kind):
        return copier(kind)(value)
    clone = getattr(value, "clone", None)
    return clone() if clone is not None and not dataclasses.is_dataclass(value) else value


def copier(cls: type[T]) -> Callable[[T], T]:
    """The copy function of the mutable dataclass ``cls``, made from its field list once."""
    found = _COPIERS.get(cls)
    if found is not None:
        return found
    _COPIERS[cls] = lambda value: _COPIERS[cls](value)  # while being made (a class that holds itself)
    module = sys.modules[cls.__module__]
    hints = get_type_hints(cls, vars(module))
    source = _Source()
    new = source.bind(cls.__new__)
    kind = source.bind(cls)
    lines = ["def copy(self):", f"    other = {new}({kind})"]
    for field in dataclasses.fields(cast(Any, cls)):
        if _role(field) == "cache":
            value = source.bind(field.default_factory) + "()" if field.default_factory is not dataclasses.MISSING else source.bind(field.default)
        else:
            value = source.copy_of(hints[field.name], f"self.{field.name}")
        lines.append(f"    object.__setattr__(other, {field.name!r}, {value})" if _frozen(cls) else f"    other.{field.name} = {value}")
    lines.append("    return other")
    namespace = dict(source.names)
    exec("\n".join(lines), namespace)  # noqa: S102 - source made here from field names and type hints only
    made: Callable[[T], T] = namespace["copy"]
    made.__qualname__ = f"{cls.__qualname__}.copy"
    _COPIERS[cls] = made
    return made


class derived_copy:  # noqa: N801 - used like a decorator-made method: ``copy = derived_copy()``
    """A class's ``copy()`` made by ``copier`` the first time it is asked for."""

    def __get__(self, instance: Any, owner: type) -> Any:
        made: Any = copier(owner)
        setattr(owner, "copy", made)  # noqa: B010 - any class: mypy knows no "copy" on type
        return made if instance is None else made.__get__(instance, owner)
