"""Speed and memory of each game's hot path: legal_actions, apply, clone.

`wildtable bench` runs these; benchmarks/ keeps the scripts and the figures seen.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import tracemalloc
from typing import Any

from ._build import PLAIN_ENV, build_kind
from .engine import Game, Rng, State


def random_game(game: Game, players: int, seed: int,
                keep: int = 0) -> tuple[State, int, list[State]]:
    """Play random moves to the end; return the final state, the decisions, and copies of
    up to `keep` mid-game states (one every 50 decisions)."""
    s = game.new(players=players, seed=seed)
    rng = Rng(seed)
    n = 0
    samples: list[State] = []
    while s.to_move is not None:
        s.apply(rng.choice(s.legal_actions()))
        n += 1
        if keep and n % 50 == 0 and len(samples) < keep:
            samples.append(s.clone())
    return s, n, samples


# Time is the process's CPU time: the figures are for one core, and on a shared machine
# wall time would also count the moments other work held the core.
clock = time.process_time


def measure(game: Game, players: int, seconds: float) -> dict[str, Any]:
    decisions = games = 0
    start = clock()
    seed = 0
    while clock() - start < seconds:
        _, n, _ = random_game(game, players, seed)
        decisions += n
        games += 1
        seed += 1
    elapsed = clock() - start
    # The states to clone are gathered after the clock stops, from games of their own.
    # Taken inside the timed games (up to twenty copies a game, and the garbage collector
    # walking the kept ones), they were charged to the decisions: 18-38% of the compiled
    # build's decisions/s and 10-16% of the plain build's (benchmarks/RESULTS.md).
    samples: list[State] = []
    for seed in range(40):
        if len(samples) >= 200:
            break
        samples.extend(random_game(game, players, seed, keep=5)[2])
    if not samples:
        samples = [game.new(players=players, seed=0)]
    reps = max(1, 20_000 // len(samples))
    t0 = clock()
    for _ in range(reps):
        for s in samples:
            s.clone()
    clone_us = (clock() - t0) / (reps * len(samples)) * 1e6
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    copies = [s.clone() for s in samples for _ in range(10)]
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return {
        "decisions_per_s": decisions / elapsed,
        "games_per_s": games / elapsed,
        "clone_us": clone_us,
        "bytes_per_state": (after - before) // max(1, len(copies)),
        "games": games,
    }


def search_speed(game: Game, seconds: float) -> dict[str, Any]:
    """ISMCTS iterations per second at the game's normal level from a mid-game position,
    and what that makes the normal level's move cost there."""
    from dataclasses import replace

    from .agents.ismcts import ISMCTSAgent, levels_of
    from .engine import info_set

    players = game.seats.start
    state = None
    for seed in range(11, 61):  # the first seed whose random game reaches a real choice
        s = game.new(players=players, seed=seed)
        rng = Rng(seed)
        while s.to_move is not None and (len(s.moves) < 20 or len(s.legal_actions()) < 2):
            s.apply(rng.choice(s.legal_actions()))
        if s.to_move is not None:
            state = s
            break
    if state is None:
        return {"iterations_per_s": 0.0, "players": players}
    normal = levels_of(game, players)["normal"]
    agent = ISMCTSAgent(game, 1, replace(normal, iterations=0, seconds=seconds))
    start = clock()
    agent.act(info_set(state))
    elapsed = clock() - start
    return {"iterations_per_s": agent.last_iterations / elapsed, "players": players,
            "normal_iterations": normal.iterations,
            "normal_move_s": normal.iterations * elapsed / max(1, agent.last_iterations)}


def run_bench(game: Game, seconds: float = 2.0) -> dict[str, Any]:
    """This build's figures for every player count, and search speed."""
    return {
        "game": game.id,
        "build": build_kind(),
        "by_players": {str(p): measure(game, p, seconds) for p in game.seats},
        "ismcts": search_speed(game, seconds),
    }


def run_plain(game_id: str, seconds: float) -> dict[str, Any]:
    """The same benchmark run by the plain source, in a second process started with the
    switch: the figures `run_bench` gives on the compiled build, for the same machine and
    the same moment.

    Raises:
        RuntimeError: the second process failed.
    """
    env = dict(os.environ)
    env[PLAIN_ENV] = "1"
    done = subprocess.run(
        [sys.executable, "-c", "from wildtable.cli import main; main()", "bench", game_id,
         "--seconds", str(seconds), "--json", "--build", "this"],
        env=env, capture_output=True, text=True, check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"the plain benchmark failed: {done.stderr.strip()[-500:]}")
    result: dict[str, Any] = json.loads(done.stdout)[game_id]
    return result


def best_of(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The best figures of several runs of `run_bench` (the most decisions, games and
    iterations a second, the quickest clone): on a shared machine the other work only
    ever slows a run down, so the best one is the nearest to what the build can do."""
    out = dict(runs[0])
    out["by_players"] = {
        p: {"decisions_per_s": max(r["by_players"][p]["decisions_per_s"] for r in runs),
            "games_per_s": max(r["by_players"][p]["games_per_s"] for r in runs),
            "clone_us": min(r["by_players"][p]["clone_us"] for r in runs),
            "bytes_per_state": runs[0]["by_players"][p]["bytes_per_state"],
            "games": sum(r["by_players"][p]["games"] for r in runs)}
        for p in runs[0]["by_players"]}
    out["ismcts"] = max((r["ismcts"] for r in runs), key=lambda m: m["iterations_per_s"])
    out["rounds"] = len(runs)
    return out
