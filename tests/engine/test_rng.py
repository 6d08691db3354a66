"""The random stream is SplitMix64 in both builds: compiled it runs on machine words
(wildtable/engine/rng.py), plain on Python ints, and every number must agree with the
textbook algorithm written here on Python ints."""

from __future__ import annotations

import pickle

from hypothesis import given
from hypothesis import strategies as st

from wildtable.engine import Rng

MASK = (1 << 64) - 1


def splitmix64(state: int, count: int) -> list[int]:
    out = []
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        out.append(z ^ (z >> 31))
    return out


def test_the_first_outputs_of_seed_0_are_splitmix64s() -> None:
    # The reference outputs of SplitMix64 seeded with 0.
    assert [Rng(0).next64() for _ in range(1)] == [0xE220A8397B1DCDAF]
    r = Rng(0)
    assert [r.next64() for _ in range(3)] == splitmix64(0, 3)


@given(st.integers(min_value=-(2**70), max_value=2**70))
def test_next64_is_splitmix64_for_any_seed(seed: int) -> None:
    r = Rng(seed)
    assert [r.next64() for _ in range(8)] == splitmix64(seed & MASK, 8)
    assert r.state == (seed + 8 * 0x9E3779B97F4A7C15) & MASK


@given(st.integers(min_value=0, max_value=MASK), st.integers(min_value=1, max_value=2**40))
def test_draws_are_the_output_modulo_n(seed: int, n: int) -> None:
    outputs = splitmix64(seed, 5)
    r = Rng(seed)
    assert r.below(n) == outputs[0] % n
    assert r.die(n) == 1 + outputs[1] % n
    assert r.randint(-3, n) == -3 + outputs[2] % (n + 4)
    assert r.random() == (outputs[3] >> 11) / float(1 << 53)
    assert r.choice(range(n)) == outputs[4] % n


def test_a_shuffle_is_fisher_yates_over_the_outputs() -> None:
    items = list(range(20))
    Rng(7).shuffle(items)
    expected = list(range(20))
    outputs = iter(splitmix64(7, 19))
    for i in range(19, 0, -1):
        j = next(outputs) % (i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected


def test_states_above_2_63_survive_clone_pickle_and_spawn() -> None:
    r = Rng(MASK)
    r.next64()
    assert r.state >= 1 << 63  # compiled, a negative word
    for copy in (r.clone(), pickle.loads(pickle.dumps(r)), Rng(r.state)):
        assert copy.state == r.state
        assert [copy.next64() for _ in range(4)] == splitmix64(r.state, 4)
    child = Rng(1 << 63).spawn()
    assert child.state == splitmix64(1 << 63, 1)[0]
