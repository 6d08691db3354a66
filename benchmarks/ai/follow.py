"""Does a search level choose for itself, or only repeat its guide? Per game and level.

    python benchmarks/ai/follow.py [GAME ...] [--players P] [--positions N] [--levels L,...]

A guided search starts from its guide's move (the game's heuristic) and should leave it
only where its own results say another move is better. If a level almost never leaves
the guide, more iterations cannot make it stronger, and a step on the ladder that rests
on more iterations will not show (docs/ladder.md). On positions from heuristic
self-play (the same as `levels.py`), each level's move is set beside the guide's move on
the same information set. A guide that samples (dice, hidden cards) may itself pick
differently when asked twice, so the first row asks the guide again with another seed:
a level leaves the guide by more than that only if its search overrules it.
"""

from __future__ import annotations

from levels import each_game, game_arguments

from wildtable.agents import make_agent
from wildtable.agents.ismcts import levels_of
from wildtable.engine import Agent, Game, State, info_set


def guide_of(game: Game, seed: int) -> Agent:
    """The player that guides the game's search tree (`extras["guide_policy"]`, or the
    rollout player, or the heuristic), as `ISMCTSAgent` picks it."""
    factory = game.extras.get("guide_policy") or game.extras.get("rollout_policy",
                                                                   game.heuristic)
    agent: Agent = factory(seed)
    return agent


def leaves(game: Game, states: list[State], spec: str | None) -> float:
    """The share of positions where `spec` (or, with None, the guide asked again) picks
    another move than the guide."""
    differ = 0
    for i, state in enumerate(states):
        info = info_set(state)
        guide = guide_of(game, 5000 + i).act(info)
        other = guide_of(game, 9000 + i) if spec is None else make_agent(spec, game, 1000 + i,
                                                                        state.players)
        differ += other.act(info) != guide
    return differ / len(states)


def main() -> None:
    parser = game_arguments(__doc__, 40)
    parser.add_argument("--levels", default="easy,normal,hard",
                        help="comma-separated levels, each with any settings after it "
                             "(default: easy,normal,hard; e.g. normal:normalize=yes)")
    args = parser.parse_args()
    print("| game | players | who | moves unlike the guide's |")
    print("|---|---|---|---|")
    for gid, game, players, found in each_game(args):
        states = [s for s in found if len(info_set(s).legal) > 1]
        levels = levels_of(game, players)
        asked = [name for name in args.levels.split(",") if name.split(":")[0] in levels]
        rows = [("the guide again", None)] + [(name, f"ismcts:{name}") for name in asked]
        for who, spec in rows:
            share = leaves(game, states, spec)
            print(f"| {gid} | {players} | {who} | {100 * share:.0f}% of {len(states)} |",
                  flush=True)


if __name__ == "__main__":
    main()
