"""Exact JSON form of game states: slotted objects, lists, tuples and dicts, round-tripped.

Games list the classes their state is made of; `load` refuses any other class name,
so a saved file can never build an arbitrary object.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .action import Action
from .errors import BadRecord
from .rng import Rng


def slot_names(cls: type) -> list[str]:
    """Every slot of a class and its bases, base first; cached on the class."""
    cached: list[str] | None = cls.__dict__.get("_slot_names_cache")
    if cached is not None:
        return cached
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        slots = klass.__dict__.get("__slots__", ())
        if isinstance(slots, str):
            slots = (slots,)
        names.extend(s for s in slots if s not in names and s != "__weakref__")
    cls._slot_names_cache = names  # type: ignore[attr-defined]
    return names


def dump(obj: Any) -> Any:
    """A JSON-ready value that `load` turns back into an equal object."""
    if obj is None or isinstance(obj, bool | int | float | str):
        return obj
    if isinstance(obj, list):
        return [dump(x) for x in obj]
    if isinstance(obj, tuple):
        return {"__tuple__": [dump(x) for x in obj]}
    if isinstance(obj, dict):
        return {"__dict__": [[dump(k), dump(v)] for k, v in obj.items()]}
    if isinstance(obj, Action):
        return {"__action__": str(obj)}
    if isinstance(obj, Rng):
        return {"__rng__": obj.state}
    if hasattr(type(obj), "__slots__"):
        out: dict[str, Any] = {"__class__": type(obj).__name__}
        for name in slot_names(type(obj)):
            out[name] = dump(getattr(obj, name))
        return out
    raise TypeError(f"cannot save a {type(obj).__name__} in a game state")


def load(data: Any, classes: Mapping[str, type]) -> Any:
    """Rebuild what `dump` wrote, using only the named classes.

    Raises:
        BadRecord: an unknown class or a malformed value.
    """
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if isinstance(data, list):
        return [load(x, classes) for x in data]
    if not isinstance(data, dict):
        raise BadRecord(f"unexpected value in saved state: {data!r}")
    if "__tuple__" in data:
        return tuple(load(x, classes) for x in data["__tuple__"])
    if "__dict__" in data:
        return {load(k, classes): load(v, classes) for k, v in data["__dict__"]}
    if "__action__" in data:
        return Action.from_notation(data["__action__"])
    if "__rng__" in data:
        return Rng(int(data["__rng__"]))
    name = data.get("__class__")
    cls = classes.get(name) if isinstance(name, str) else None
    if cls is None:
        raise BadRecord(f"saved state names an unknown class {name!r}")
    obj: Any = object.__new__(cls)
    for slot in slot_names(cls):
        if slot not in data:
            raise BadRecord(f"saved {name} lacks the field {slot!r}")
        setattr(obj, slot, load(data[slot], classes))
    return obj
