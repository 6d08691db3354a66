"""Engine pieces on their own: chance, actions, options, records."""

from __future__ import annotations

import pytest

from wildtable.engine import Action, BadNotation, BadOption, BadRecord, GameRecord, Option, Rng


def test_rng_is_reproducible_and_uniform_enough() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.below(6) for _ in range(50)] == [b.below(6) for _ in range(50)]
    r = Rng(1)
    counts = [0] * 6
    for _ in range(60_000):
        counts[r.below(6)] += 1
    assert all(9_400 < c < 10_600 for c in counts)


def test_rng_refuses_a_missing_seed() -> None:
    with pytest.raises(TypeError):
        Rng(None)  # type: ignore[arg-type]


def test_shuffle_is_a_permutation() -> None:
    items = list(range(30))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))


def test_action_notation_round_trips() -> None:
    for a in [Action("forage"), Action("play", (17,)), Action("gather", ("berry", 2))]:
        assert Action.from_notation(str(a)) == a
    with pytest.raises(BadNotation):
        Action.from_notation("   ")


def test_option_coercion_and_errors() -> None:
    flag = Option("first_game", False)
    assert flag.coerce("true") is True
    with pytest.raises(BadOption, match="true or false"):
        flag.coerce("maybe")
    level = Option("difficulty", "normal", choices=("easy", "normal", "hard"))
    with pytest.raises(BadOption, match="one of easy, normal, hard"):
        level.coerce("brutal")
    days = Option("days", 16, low=1, high=40)
    assert days.coerce("20") == 20
    with pytest.raises(BadOption, match="1 to 40"):
        days.coerce(41)


def test_record_round_trip_and_errors() -> None:
    r = GameRecord("war-of-the-wilds", 3, 7, {"first_game": True}, ["forage", "bury 3"])
    assert GameRecord.from_json(r.to_json()) == r
    with pytest.raises(BadRecord, match="JSON"):
        GameRecord.from_json("{nope")
    with pytest.raises(BadRecord, match="seed"):
        GameRecord.from_json('{"game": "x", "players": 2}')
