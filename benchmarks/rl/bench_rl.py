"""Adapter speed against the raw engine: `python benchmarks/rl/bench_rl.py [GAME] [--seconds S]`.

Every row plays whole games with uniformly random legal moves on one core:

- engine: `legal_actions()` + `apply()`, nothing else (the ceiling);
- engine+observe: the same, plus the encoding of the mover's view, the mask and a
  pick from the mask, which every learning loop needs once per decision;
- pettingzoo: the AEC loop `last()` (observation and mask) then `step(id)`;
- gymnasium: `step(id)` for seat 0 with random opponents (decisions count all seats);
- openspiel: `legal_actions()` + `apply_action(id)`; then with the observation made
  by `make_observation(game).set_from` (`state.observation_tensor()` returns a Python
  list of floats and costs about ten times more for a vector this long).

Each row picks its move with the same cheap seeded choice, so the cost of choosing is
not counted as the adapter's. "overhead" is engine decisions/s divided by the row's.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable

import numpy as np
import numpy.typing as npt

import wildtable
from wildtable.engine import Rng
from wildtable.rl import gymnasium_env, pettingzoo_env, register_openspiel, spaces_of


def timed(run_game: Callable[[int], int], seconds: float, first_seed: int = 0) -> float:
    """Decisions per second over whole games started until `seconds` have passed."""
    decisions, seed = 0, first_seed
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        decisions += run_game(seed)
        seed += 1
    return decisions / (time.perf_counter() - start)


def best_of(rows: dict[str, Callable[[int], int]], seconds: float, rounds: int
            ) -> dict[str, float]:
    """Each row's best rate over `rounds` interleaved slices: on a shared machine the
    load comes and goes, and interleaving exposes every row to the same weather."""
    best = dict.fromkeys(rows, 0.0)
    for r in range(rounds):
        for name, run in rows.items():
            best[name] = max(best[name], timed(run, seconds / rounds, first_seed=r * 1000))
    return best


def engine(game_id: str, players: int, observe: bool) -> Callable[[int], int]:
    game = wildtable.game(game_id)
    sp = spaces_of(game)

    def run(seed: int) -> int:
        state, rng, n = game.new(players=players, seed=seed), Rng(seed), 0
        while state.to_move is not None:
            if observe:  # the least any adapter does: encode, mask, pick from the mask
                sp.observe(state, state.to_move)
                legal = state.legal_actions()
                state.apply(legal[sp.legal_ids(state).index(pick(rng, sp.mask(state)))])
            else:
                state.apply(rng.choice(state.legal_actions()))
            n += 1
        return n

    return run


def pick(rng: Rng, mask: npt.NDArray[np.int8]) -> int:
    ids = np.flatnonzero(mask)
    return int(ids[rng.below(len(ids))])


def pettingzoo(game_id: str, players: int) -> Callable[[int], int]:
    env = pettingzoo_env(game_id, players)

    def run(seed: int) -> int:
        rng = Rng(seed)
        env.reset(seed=seed)
        n = 0
        for _ in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(pick(rng, obs["action_mask"]))
            n += 1
        return n

    return run


def gymnasium(game_id: str, players: int) -> Callable[[int], int]:
    env = gymnasium_env(game_id, players, opponents="random")

    def run(seed: int) -> int:
        rng = Rng(seed)
        obs, _ = env.reset(seed=seed)
        done = False
        while not done:
            obs, _, term, trunc, _ = env.step(np.int64(pick(rng, obs["action_mask"])))
            done = term or trunc
        return len(env.match.state.moves)

    return run


def openspiel(game_id: str, players: int, observe: bool) -> Callable[[int], int]:
    import pyspiel
    from open_spiel.python.observation import make_observation

    name = register_openspiel(game_id)

    def run(seed: int) -> int:
        game = pyspiel.load_game(name, {"players": players, "seed": seed})
        observation = make_observation(game)
        state = game.new_initial_state()
        rng, n = Rng(seed), 0
        while not state.is_terminal():
            if observe:
                observation.set_from(state, state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
            n += 1
        return n

    return run


def breakdown(game_id: str, players: int, repeat: int = 5) -> dict[str, float]:
    """Microseconds per call of each piece an observation costs, on mid-game states
    (best of `repeat` passes), next to one engine decision."""
    game = wildtable.game(game_id)
    sp = spaces_of(game)
    states = []
    for seed in range(20):
        state, rng = game.new(players=players, seed=seed), Rng(seed)
        while state.to_move is not None:
            if rng.below(25) == 0:
                states.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
    views = [(s.view(s.to_move), s.to_move) for s in states]

    def best(work: Callable[[], object]) -> float:
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            work()
            times.append(time.perf_counter() - start)
        return min(times) / len(states) * 1e6

    return {
        "view": best(lambda: [s.view(s.to_move) for s in states]),
        "encode": best(lambda: [sp.spaces.observe(v, seat) for v, seat in views]),
        "mask": best(lambda: [sp.mask(s) for s in states]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description="RL adapter speed against the raw engine.")
    parser.add_argument("game", nargs="?", default="war-of-the-wilds")
    parser.add_argument("--players", type=int, default=None, help="default: the fewest")
    parser.add_argument("--seconds", type=float, default=6.0, help="per row, in all")
    parser.add_argument("--rounds", type=int, default=6, help="interleaved slices per row")
    parser.add_argument("--json", action="store_true", help="one JSON object")
    args = parser.parse_args()
    game = wildtable.game(args.game)
    players = args.players or game.seats.start
    rows = {
        "engine": engine(args.game, players, observe=False),
        "engine+observe": engine(args.game, players, observe=True),
        "pettingzoo": pettingzoo(args.game, players),
        "gymnasium": gymnasium(args.game, players),
        "openspiel": openspiel(args.game, players, observe=False),
        "openspiel+observe": openspiel(args.game, players, observe=True),
    }
    results = best_of(rows, args.seconds, max(1, args.rounds))
    pieces = breakdown(args.game, players)
    pieces["decision"] = 1e6 / results["engine"]
    if not args.json:
        print(f"{args.game}, {players} players, best of {args.rounds} slices per row")
        for name, rate in results.items():
            print(f"{name:18} {rate:>10,.0f} decisions/s   "
                  f"overhead {results['engine'] / rate:.2f}x")
        print("µs per call: " + ", ".join(f"{k} {v:.1f}" for k, v in pieces.items()))
    else:
        print(json.dumps({"game": args.game, "players": players, "decisions_per_s": results,
                          "us_per_call": pieces}))


if __name__ == "__main__":
    main()
