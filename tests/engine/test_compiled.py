"""What behaves differently once mypyc compiles a module, pinned in both builds.

Each test names the construct that changed meaning when compiled; it runs in whichever
build is active (`make test` runs the compiled build, where one is built).
"""

from __future__ import annotations

import pickle

import pytest

import wildtable
from wildtable.engine import Action, Event, Rng
from wildtable.engine.serial import slot_names
from wildtable.engine.state import Result

GAMES = wildtable.games()


def midgame(game_id: str, steps: int = 40) -> wildtable.State:
    g = wildtable.game(game_id)
    s = g.new(players=g.seats.start, seed=3)
    rng = Rng(3)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_rng_clone_continues_the_same_stream() -> None:
    """`Rng.__new__(Rng)` runs `__init__` when compiled, which wants a seed: clone and
    pickling must make an Rng another way."""
    r = Rng(99)
    r.next64()
    c = r.clone()
    assert [c.next64() for _ in range(5)] == [r.next64() for _ in range(5)]
    p = pickle.loads(pickle.dumps(r))
    assert p.next64() == r.next64()


def test_frozen_values_pickle() -> None:
    """Compiled frozen dataclasses refuse the default field-by-field unpickling."""
    for value in (Action("play", (17, "twig")), Event("deal", "cards", {"n": 1}, (0,)),
                  Result([1], [1.0, 2.0], "most", {"x": [1]})):
        assert pickle.loads(pickle.dumps(value)) == value


@pytest.mark.parametrize("game_id", GAMES)
def test_states_save_every_field(game_id: str) -> None:
    """A compiled class keeps no `__slots__`: the saved fields must come from elsewhere
    (its `__mypyc_attrs__`), in the same order, or a save loses the whole state."""
    s = midgame(game_id)
    names = slot_names(type(s))
    assert {"players", "seed", "rng", "to_move", "_moves", "_events"} <= set(names)
    assert len(names) > 12 and len(set(names)) == len(names)
    data = s.to_data()
    assert set(data) == {"__class__", "game"} | (set(names) - {"_legal"})
    back = wildtable.game(game_id).load(s.to_json())
    assert back.to_json() == s.to_json()
    assert back.view(0) == s.view(0) and back.legal_actions() == s.legal_actions()


@pytest.mark.parametrize("game_id", GAMES)
def test_states_pickle_and_clone(game_id: str) -> None:
    s = midgame(game_id)
    for copy in (pickle.loads(pickle.dumps(s)), s.clone()):
        assert copy.to_json() == s.to_json()
        assert copy.view(None) == s.view(None)


@pytest.mark.parametrize("game_id", GAMES)
def test_card_data_is_found_beside_the_source(game_id: str) -> None:
    """A compiled module's `__file__` names where the compiled group's library lies, not
    the source folder: data files are read through the package instead."""
    g = wildtable.game(game_id)
    assert g.new(players=g.seats.start, seed=1).legal_actions()


@pytest.mark.skipif(wildtable.build_kind() != "compiled", reason="only the compiled build")
@pytest.mark.parametrize(("cls", "method"), [(Action, "__init__"), (Action, "__eq__"),
                                             (Action, "__hash__"), (Event, "__init__")])
def test_the_hot_dataclass_methods_run_compiled(cls: type, method: str) -> None:
    """A method @dataclass generates at import is a plain Python function even in the
    compiled build (an Action took 0.5 µs to make, five times a compiled one); the methods
    every decision calls are written out in the class, so mypyc compiles them."""
    import types

    assert not isinstance(cls.__dict__[method], types.FunctionType)


def test_written_out_methods_mean_what_dataclass_meant() -> None:
    a, b = Action("play", (17, "twig")), Action("play", (17, "twig"))
    assert a == b and hash(a) == hash(("play", (17, "twig"))) and a != Action("play", (17,))
    assert (a == ("play", (17, "twig"))) is False and {a: 1}[b] == 1
    with pytest.raises(AttributeError):
        a.verb = "pass"  # type: ignore[misc]
    e = Event("deal", "cards")
    assert e.data == {} and e.seats is None and e.data is not Event("deal", "cards").data
    with pytest.raises(AttributeError):
        e.text = "x"  # type: ignore[misc]
