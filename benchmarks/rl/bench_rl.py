"""Adapter speed against the raw engine: `python benchmarks/rl/bench_rl.py [GAME] [--seconds S]`.

Every row plays whole games with uniformly random legal moves on one core and counts
decisions per second of CPU time (`time.process_time`: on a shared machine the other
processes' load does not count), best of interleaved slices:

- engine: `legal_actions()` + `apply()`, nothing else (the ceiling);
- engine+agents: the moves chosen by random agents, `agent.act(info_set(state))`;
- engine+mask: the same, plus the legal ids, the mask and a pick from the mask;
- engine+observe: also the mover's observation, from one observer per seat
  (`GameSpaces.observer()`, which keeps its vector and rewrites what changed), copied
  as the adapters copy it: what any learning loop needs once per decision;
  "whole" writes the whole vector each time (`GameSpaces.observe`), "via view"
  builds it as `observe(state.view(seat), seat)`;
- pettingzoo: the AEC loop `last()` (observation and mask) then `step(id)`;
- parallel: PettingZoo's parallel API, whose `step` returns every agent's observation;
- gymnasium: `step(id)` for seat 0 against random opponents; see below. The id is a
  plain int, as in the other rows (a numpy integer, as `action_space.sample()` gives,
  costs about 0.7 µs more to make and convert: the agent's cost, not the env's);
- openspiel: `legal_actions()` + `apply_action(id)`; then with the observation made
  by `make_observation(game).set_from` (`state.observation_tensor()` returns a Python
  list of floats and costs about ten times more for a vector this long).

Each row picks its move with the same cheap seeded choice among the legal moves
(`rng.choice`), so the cost of choosing is the agent's, not the adapter's: the
adapters' rows choose among the legal ids their info carries, while the observation
and the mask are still made at every decision. "pettingzoo, pick from mask" scans
the mask instead (`np.flatnonzero` on its bool view; on the int8 array itself numpy
takes about 16 µs, more than a decision), to show what that costs an agent.

"overhead" is the engine's decisions/s divided by the row's. A Gymnasium step is the
learner's decision plus the opponents' moves up to its next one; its rate counts the
learner's decisions only, and its overhead charges each opponent's move what the same
random agent's move costs the engine ("engine+agents": `agent.act(info_set(state))`
then `apply`); the rest of the time is the learner's step:
    overhead = (time - opponent_moves × engine+agents_time_per_move)
               / (learner_steps × engine_time_per_decision)
"gymnasium's games, raw" plays the very games the Gymnasium row plays (same seeds,
same opponents, same moves) with no environment, which gives a second figure with no
price to guess: what the environment adds per learner step, over a decision:
    overhead against its games raw = 1 + (gymnasium_time - raw_time)
                                         / (learner_steps × engine_time_per_decision)
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
from wildtable.rl import (
    gymnasium_env,
    pettingzoo_env,
    pettingzoo_parallel_env,
    register_openspiel,
    spaces_of,
)
from wildtable.rl.spaces import GameSpaces

# A row plays one game from a seed and says how many decisions it timed, and how many
# other moves it made without timing them apart (a Gymnasium env's opponents).
Run = Callable[[int], tuple[int, int]]


def timed(run_game: Run, seconds: float, first_seed: int = 0) -> tuple[float, int, int]:
    """CPU seconds, decisions and other moves over whole games until `seconds` pass."""
    decisions = others = 0
    seed = first_seed
    start = time.process_time()
    while time.process_time() - start < seconds:
        d, o = run_game(seed)
        decisions += d
        others += o
        seed += 1
    return time.process_time() - start, decisions, others


def best_of(rows: dict[str, Run], seconds: float, rounds: int) -> dict[str, tuple[float, float]]:
    """Each row's best slice over `rounds` interleaved ones, as (seconds per decision,
    other moves per decision): interleaving exposes every row to the same weather."""
    best: dict[str, tuple[float, float]] = {}
    for r in range(rounds):
        for name, run in rows.items():
            cpu, decisions, others = timed(run, seconds / rounds, first_seed=r * 1000)
            per = cpu / decisions
            if name not in best or per < best[name][0]:
                best[name] = (per, others / decisions)
    return best


def pick(rng: Rng, mask: npt.NDArray[np.int8]) -> int:
    ids = np.flatnonzero(mask.view(np.bool_))
    return int(ids[rng.below(len(ids))])


def engine(game_id: str, players: int, spaces: GameSpaces | None = None,
           encode: str = "") -> Run:
    """The raw engine; with `spaces`, also the legal ids, the mask and a pick from it,
    and the mover's observation (`encode`: "observer", "whole", or "" for none): what
    any learning loop does."""
    game = wildtable.game(game_id)

    def run(seed: int) -> tuple[int, int]:
        state, rng, n = game.new(players=players, seed=seed), Rng(seed), 0
        sp = spaces
        observers = [sp.observer() for _ in range(players)] if encode == "observer" else []
        while state.to_move is not None:
            if sp is not None:
                if observers:
                    seat = state.to_move
                    observers[seat].observe(state, seat).copy()
                elif encode:
                    sp.observe(state, state.to_move)
                ids = sp.legal_ids(state)
                mask = np.zeros(sp.num_actions, np.int8)  # made, as an adapter makes it
                mask.put(ids, 1)
                state.apply(state.legal_actions()[ids.index(rng.choice(ids))])
            else:
                state.apply(rng.choice(state.legal_actions()))
            n += 1
        return n, 0

    return run


def engine_agents(game_id: str, players: int) -> Run:
    """Random agents through the engine's agent interface, as the Gymnasium opponents
    play: `agent.act(info_set(state))`, then `apply`."""
    from wildtable.agents import RandomAgent
    from wildtable.engine import info_set

    game = wildtable.game(game_id)

    def run(seed: int) -> tuple[int, int]:
        state, n = game.new(players=players, seed=seed), 0
        agents = [RandomAgent(seed + p) for p in range(players)]
        while (p := state.to_move) is not None:
            state.apply(agents[p].act(info_set(state)))
            n += 1
        return n, 0

    return run


def pettingzoo(game_id: str, players: int, from_mask: bool = False) -> Run:
    env = pettingzoo_env(game_id, players)

    def run(seed: int) -> tuple[int, int]:
        rng = Rng(seed)
        env.reset(seed=seed)
        n = 0
        for _ in env.agent_iter():
            obs, _, term, trunc, info = env.last()
            if term or trunc:
                env.step(None)
                continue
            if from_mask:
                env.step(pick(rng, obs["action_mask"]))
            else:
                env.step(rng.choice(info["legal_ids"]))
            n += 1
        return n, 0

    return run


def parallel(game_id: str, players: int) -> Run:
    env = pettingzoo_parallel_env(game_id, players)

    def run(seed: int) -> tuple[int, int]:
        rng = Rng(seed)
        obs, infos = env.reset(seed=seed)
        n = 0
        while env.agents:
            mover = env.aec.agent_selection
            ids = infos[mover].get("legal_ids")
            if ids is None:  # reset's infos, before they carried the legal ids
                ids = np.flatnonzero(obs[mover]["action_mask"].view(np.bool_)).tolist()
            obs, _, _, _, infos = env.step({mover: rng.choice(ids)})
            n += 1
        return n, 0

    return run


def gymnasium(game_id: str, players: int) -> Run:
    env = gymnasium_env(game_id, players, opponents="random")

    def run(seed: int) -> tuple[int, int]:
        rng = Rng(seed)
        _, info = env.reset(seed=seed)
        steps = 0
        done = False
        while not done:
            _, _, term, trunc, info = env.step(rng.choice(info["legal_ids"]))
            done = term or trunc
            steps += 1
        return steps, len(env.match.state.moves) - steps

    return run


def gymnasium_raw(game_id: str, players: int) -> Run:
    """The games the "gymnasium" row plays, move for move, with no environment: the
    same opponents (seeded as the env seeds them) through the engine's agent
    interface, and seat 0's moves picked as that row picks them, with no observation,
    mask or ids."""
    from wildtable.agents import RandomAgent
    from wildtable.engine import info_set

    game = wildtable.game(game_id)

    def run(seed: int) -> tuple[int, int]:
        state, rng = game.new(players=players, seed=seed), Rng(seed)
        seeds = Rng(state.seed ^ 0xA6E7)  # as WildtableEnv._deal_opponents
        agents = {p: RandomAgent(seeds.below(1 << 62)) for p in range(1, players)}
        steps = others = 0
        while (p := state.to_move) is not None:
            if p == 0:
                state.apply(rng.choice(state.legal_actions()))
                steps += 1
            else:
                state.apply(agents[p].act(info_set(state)))
                others += 1
        return steps, others

    return run


def openspiel(game_id: str, players: int, observe: bool) -> Run:
    import pyspiel
    from open_spiel.python.observation import make_observation

    name = register_openspiel(game_id)

    def run(seed: int) -> tuple[int, int]:
        game = pyspiel.load_game(name, {"players": players, "seed": seed})
        observation = make_observation(game)
        state = game.new_initial_state()
        rng, n = Rng(seed), 0
        while not state.is_terminal():
            if observe:
                observation.set_from(state, state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
            n += 1
        return n, 0

    return run


def breakdown(game_id: str, players: int, repeat: int = 5) -> dict[str, float]:
    """CPU microseconds per call of each piece an observation costs, on mid-game
    states (best of `repeat` passes)."""
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
            start = time.process_time()
            work()
            times.append(time.process_time() - start)
        return min(times) / len(states) * 1e6

    def each(f: Callable[..., object], items: list[tuple[object, int]]) -> Callable[[], None]:
        def work() -> None:
            for a, seat in items:
                f(a, seat)
        return work

    movers = [(s, s.to_move) for s in states]
    pieces = {
        "view": best(each(lambda s, seat: s.view(seat), movers)),
        "encode view": best(each(sp.spaces.observe, views)),
        "mask": best(each(lambda s, seat: sp.mask(s), movers)),
    }
    if getattr(sp, "observe_state", None) is not None:
        pieces["observe_state"] = best(each(sp.observe, movers))
    return pieces


def main() -> None:
    parser = argparse.ArgumentParser(description="RL adapter speed against the raw engine.")
    parser.add_argument("game", nargs="?", default="war-of-the-wilds")
    parser.add_argument("--players", type=int, default=None, help="default: the fewest")
    parser.add_argument("--seconds", type=float, default=6.0, help="CPU seconds per row, in all")
    parser.add_argument("--rounds", type=int, default=6, help="interleaved slices per row")
    parser.add_argument("--json", action="store_true", help="one JSON object")
    args = parser.parse_args()
    game = wildtable.game(args.game)
    players = args.players or game.seats.start
    sp = spaces_of(game)
    rows: dict[str, Run] = {
        "engine": engine(args.game, players),
        "engine+agents": engine_agents(args.game, players),
        "engine+mask": engine(args.game, players, sp),
    }
    # (`observer` and `observe_state` are absent from older code, which this script
    # also measures for before-and-after figures)
    if hasattr(sp, "observer"):
        rows["engine+observe"] = engine(args.game, players, sp, "observer")
    rows["engine+observe whole"] = engine(args.game, players, sp, "whole")
    if getattr(sp, "observe_state", None) is not None:
        rows["engine+observe via view"] = engine(args.game, players, sp.through_view(), "whole")
    rows |= {
        "pettingzoo": pettingzoo(args.game, players),
        "pettingzoo, pick from mask": pettingzoo(args.game, players, from_mask=True),
        "parallel": parallel(args.game, players),
        "gymnasium": gymnasium(args.game, players),
        "gymnasium's games, raw": gymnasium_raw(args.game, players),
        "openspiel": openspiel(args.game, players, observe=False),
        "openspiel+observe": openspiel(args.game, players, observe=True),
    }
    results = best_of(rows, args.seconds, max(1, args.rounds))
    per_decision = results["engine"][0]
    per_agent_move = results["engine+agents"][0]
    overhead = {}
    for name, (per, others) in results.items():
        # Other moves (a Gymnasium env's opponents) are charged what the same agents'
        # moves cost the engine: the rest of the time is the learner's step.
        overhead[name] = (per - others * per_agent_move) / per_decision
    # The Gymnasium row against the same games played with no environment: the time
    # the environment adds per learner step, opponents' moves cancelling out exactly.
    gym, raw = results["gymnasium"][0], results["gymnasium's games, raw"][0]
    overhead["gymnasium, against its games raw"] = 1 + (gym - raw) / per_decision
    pieces = breakdown(args.game, players)
    pieces["decision"] = per_decision * 1e6
    if args.json:
        print(json.dumps({"game": args.game, "players": players, "clock": "process_time",
                          "decisions_per_s": {k: 1 / v[0] for k, v in results.items()},
                          "other_moves_per_decision": {k: v[1] for k, v in results.items()},
                          "overhead": overhead, "us_per_call": pieces}))
        return
    print(f"{args.game}, {players} players, CPU time, best of {args.rounds} slices per row")
    for name, (per, others) in results.items():
        extra = f"   (+{others:.2f} opponent moves each)" if others else ""
        print(f"{name:28} {1 / per:>10,.0f} decisions/s   overhead {overhead[name]:.2f}x{extra}")
    print(f"{'gymnasium, against raw':28} {'':>10}              overhead "
          f"{overhead['gymnasium, against its games raw']:.2f}x   (the same games, no env)")
    print("µs per call: " + ", ".join(f"{k} {v:.1f}" for k, v in pieces.items()))


if __name__ == "__main__":
    main()
