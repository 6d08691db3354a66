"""The win-rate statistics the ladder and the reports print."""

from __future__ import annotations

import math

import pytest

from wildtable.sim.stats import sign_test, wilson


def test_the_sign_test_is_the_binomial_tail_on_both_sides() -> None:
    # 20 deals against 6: P(X <= 6) for X ~ Bin(26, 1/2), doubled.
    assert sign_test(20, 6) == pytest.approx(2 * sum(math.comb(26, k) for k in range(7)) / 2**26)
    assert sign_test(20, 6) == pytest.approx(0.00936, abs=1e-5)
    assert sign_test(6, 20) == sign_test(20, 6)  # which side won does not matter


def test_an_even_or_empty_split_is_no_evidence() -> None:
    assert sign_test(5, 5) == 1.0
    assert sign_test(0, 0) == 1.0
    assert sign_test(3, 0) == pytest.approx(0.25)


def test_the_wilson_interval_holds_the_rate_and_stays_in_bounds() -> None:
    lo, hi = wilson(20, 100)
    assert lo < 0.2 < hi
    assert (round(lo, 3), round(hi, 3)) == (0.133, 0.289)
    assert wilson(0, 10)[0] == 0.0
    assert wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)
