"""What each search level costs: iterations per second and seconds per move, per game.

    python benchmarks/ai/levels.py [GAME ...] [--players P] [--positions N] [--levels L,...]

Positions are taken from games the heuristic plays against itself (every few decisions,
wherever the seat has a real choice), so they spread over a whole game as a person would
meet them; every level thinks on the same positions, one move each, timed in CPU seconds
of this process (what one core spends, whatever else the machine runs). The table prints
the mean and the slowest move. Figures seen are kept in benchmarks/RESULTS.md.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Iterator

from wildtable.agents import make_agent
from wildtable.agents.ismcts import ISMCTSAgent, levels_of
from wildtable.engine import Game, State, info_set
from wildtable.games import game_ids, get


def positions(game: Game, players: int, count: int, seed: int = 900) -> list[State]:
    """`count` positions from heuristic self-play, spread over whole games."""
    out: list[State] = []
    while len(out) < count:
        state = game.new(players=players, seed=seed)
        bots = [game.heuristic(seed * 8 + p) for p in range(players)]
        step = 0
        while state.to_move is not None and len(out) < count:
            info = info_set(state)
            if len(info.legal) > 1 and step % 7 == 3:
                out.append(state.clone())
            state.apply(bots[state.to_move].act(info))
            step += 1
        seed += 1
    return out


def cost(game: Game, spec: str, states: list[State]) -> dict[str, float]:
    seconds: list[float] = []
    iterations = 0
    for i, state in enumerate(states):
        agent = make_agent(spec, game, 1000 + i, state.players)
        start = time.process_time()
        agent.act(info_set(state))
        seconds.append(time.process_time() - start)
        if isinstance(agent, ISMCTSAgent):
            iterations += agent.last_iterations
    total = sum(seconds)
    return {"iterations_per_s": iterations / total if total else 0.0,
            "mean_s": statistics.fmean(seconds), "max_s": max(seconds)}


def game_arguments(doc: str, positions_per_game: int) -> argparse.ArgumentParser:
    """The arguments every script here takes: games, players, positions per game."""
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument("games", nargs="*", help="games (default: all)")
    parser.add_argument("--players", type=int, help="players (default: 2, or 1 for a solo game)")
    parser.add_argument("--positions", type=int, default=positions_per_game,
                        help="positions per game")
    return parser


def each_game(args: argparse.Namespace) -> Iterator[tuple[str, Game, int, list[State]]]:
    """Each game asked for, its player count and its positions."""
    for gid in args.games or game_ids():
        game = get(gid)
        players = args.players or min(max(2, game.seats.start), game.seats.stop - 1)
        yield gid, game, players, positions(game, players, args.positions)


def main() -> None:
    parser = game_arguments(__doc__, 12)
    parser.add_argument("--levels", help="comma-separated levels (default: every level)")
    args = parser.parse_args()
    print("| game | players | level | iterations | iterations/s | mean s/move | slowest |")
    print("|---|---|---|---|---|---|---|")
    for gid, game, players, states in each_game(args):
        levels = levels_of(game, players)
        names = args.levels.split(",") if args.levels else list(levels)
        for name in names:
            c = cost(game, f"ismcts:{name}", states)
            print(f"| {gid} | {players} | {name} | {levels[name].iterations} "
                  f"| {c['iterations_per_s']:.0f} | {c['mean_s']:.2f} | {c['max_s']:.2f} |",
                  flush=True)


if __name__ == "__main__":
    main()
