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


def _own_fields(klass: type) -> tuple[str, ...] | None:
    """The fields a class declares: its `__slots__`, or, compiled by mypyc (which keeps no
    `__slots__`), its `__mypyc_attrs__`, which also repeats its bases' fields."""
    slots = klass.__dict__.get("__slots__")
    if slots is None:
        slots = klass.__dict__.get("__mypyc_attrs__")
    if isinstance(slots, str):
        slots = (slots,)
    return None if slots is None else tuple(slots)


def slot_names(cls: type) -> list[str]:
    """Every field of a class and its bases, base first, each class's own sorted; cached on
    the class. The same list whether the class is compiled or not, so a state saves to
    the same text either way."""
    cached: list[str] | None = cls.__dict__.get("_slot_names_cache")
    if cached is not None:
        return cached
    names: list[str] = []
    for klass in reversed(cls.__mro__):
        own = _own_fields(klass) or ()
        names.extend(sorted(s for s in set(own) - set(names) - {"__dict__", "__weakref__"}))
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
    if any(_own_fields(k) for k in type(obj).__mro__[:-1]):
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
    # cls.__new__, not object.__new__, which refuses a compiled class (and compiled,
    # cls.__new__ also runs __init__: a saved class takes no __init__ arguments).
    make: Any = cls
    obj: Any = make.__new__(make)
    for slot in slot_names(cls):
        if slot not in data:
            raise BadRecord(f"saved {name} lacks the field {slot!r}")
        setattr(obj, slot, load(data[slot], classes))
    return obj
