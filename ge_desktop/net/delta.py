"""Observation deltas: what changed in a seat's observation since the last one it was sent.

An observation travels as canonical JSON data (``codec.py``): an object of its fields. A
delta names, per field, only what changed since the *base* (the previous observation the
same connection was sent, ``index`` of that update):

```
{"base": 56, "set": {"phase": "battle", "to_act": 1}, "extend": {"log": ["p1 draws a card"]},
 "maps": {"cards": {"put": [[12, {...}]], "drop": [7], "keys": [3, 12, 40]}}}
```

- ``set``: a field's new value, whole (a field left out is unchanged);
- ``extend``: a list field that only grew at its end: the items added;
- ``maps``: a field that is a dict on the wire (a list of ``[key, value]`` pairs, unique
  scalar keys) changed by pairs: ``put`` the pairs that are new or changed, ``drop`` the
  keys gone, and ``keys`` the full key order only when it is not "the base's order, the
  dropped keys out, new keys after in ``put`` order".

A delta carries nothing the full observation does not: every value in it is a value of
the new observation, every key a key of the base or of the new one. ``patch(base, delta)``
gives exactly the new observation's data (the update's digest checks it; a client that
gets another digest asks for the whole observation again, ``resync``).
"""

from __future__ import annotations

from typing import Any


class DeltaError(ValueError):
    """A delta that does not fit the observation it is applied to."""


def diff(base: Any, new: Any, base_index: int) -> dict[str, Any] | None:
    """The delta from ``base`` to ``new`` (observation data), or None when only the whole
    observation will do (not objects of the same fields)."""
    if not isinstance(base, dict) or not isinstance(new, dict) or base.keys() != new.keys():
        return None
    fields: dict[str, Any] = {}
    extend: dict[str, Any] = {}
    maps: dict[str, Any] = {}
    for name, value in new.items():
        old = base[name]
        if old == value:
            continue
        if isinstance(old, list) and isinstance(value, list) and old and len(value) > len(old) and value[: len(old)] == old:
            extend[name] = value[len(old) :]
        elif (change := _map_change(old, value)) is not None:
            maps[name] = change
        else:
            fields[name] = value
    return {"base": base_index, "set": fields, "extend": extend, "maps": maps}


def _pairs(value: Any) -> dict[Any, Any] | None:
    """A list of ``[key, value]`` pairs with unique scalar keys as a dict, else None."""
    if not isinstance(value, list) or not all(type(item) is list and len(item) == 2 and isinstance(item[0], int | str) for item in value):
        return None
    pairs = {item[0]: item[1] for item in value}
    return pairs if len(pairs) == len(value) else None


def _map_change(old: Any, new: Any) -> dict[str, Any] | None:
    before, after = _pairs(old), _pairs(new)
    if before is None or after is None or not new:
        return None
    put = [[key, value] for key, value in after.items() if key not in before or before[key] != value]
    drop = [key for key in before if key not in after]
    change: dict[str, Any] = {"put": put, "drop": drop}
    if list(after) != _default_order(list(before), drop, put):
        change["keys"] = list(after)
    return change


def _default_order(keys: list[Any], drop: list[Any], put: list[list[Any]]) -> list[Any]:
    gone = set(drop)
    kept = [key for key in keys if key not in gone]
    present = set(kept)
    return kept + [key for key, _ in put if key not in present]


def patch(base: Any, delta: dict[str, Any]) -> Any:
    """``base`` (observation data) with ``delta`` applied; ``DeltaError`` if it does not fit."""
    if not isinstance(base, dict):
        raise DeltaError("a delta applies to an observation object")
    new = dict(base)
    for name, value in delta.get("set", {}).items():
        if name not in base:
            raise DeltaError(f"the observation has no field {name!r}")
        new[name] = value
    for name, items in delta.get("extend", {}).items():
        if not isinstance(base.get(name), list) or not isinstance(items, list):
            raise DeltaError(f"the observation's {name!r} is not a list to extend")
        new[name] = base[name] + items
    for name, change in delta.get("maps", {}).items():
        before = _pairs(base.get(name))
        if before is None:
            raise DeltaError(f"the observation's {name!r} is not a list of pairs")
        new[name] = _patched_pairs(before, change)
    return new


def _patched_pairs(before: dict[Any, Any], change: dict[str, Any]) -> list[list[Any]]:
    drop, put = list(change.get("drop", [])), list(change.get("put", []))
    values = dict(before)
    for key in drop:
        values.pop(key, None)
    for key, value in put:
        values[key] = value
    order = change.get("keys")
    if order is None:
        order = _default_order(list(before), drop, put)
    if set(order) != set(values) or len(order) != len(values):
        raise DeltaError("a delta's keys do not match its pairs")
    return [[key, values[key]] for key in order]
