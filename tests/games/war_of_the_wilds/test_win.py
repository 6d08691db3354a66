"""Winning (WOTW-WIN-*)."""

from __future__ import annotations

from wildtable.games.war_of_the_wilds.turns import game_over

from .helpers import set_acorns, started


def finish(buried: list[int], stored: list[int]) -> object:
    s = started(len(buried))
    for p, (b, st) in enumerate(zip(buried, stored, strict=True)):
        set_acorns(s, p, store=st, buried=b)
    game_over(s)
    return s.result()


def test_wotw_win_1_most_buried_acorns_wins() -> None:
    r = finish([5, 9, 2], [10, 0, 0])
    assert r.winners == [1] and r.scores == [5.0, 9.0, 2.0]  # type: ignore[attr-defined]


def test_wotw_win_2_a_tie_goes_to_the_most_stored() -> None:
    r = finish([7, 7, 2], [1, 3, 9])
    assert r.winners == [1]  # type: ignore[attr-defined]


def test_wotw_win_3_still_tied_they_share_the_win() -> None:
    r = finish([7, 7, 7], [2, 2, 1])
    assert r.winners == [0, 1]  # type: ignore[attr-defined]
    assert "shared" in r.reason  # type: ignore[attr-defined]
