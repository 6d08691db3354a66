"""The ladder script's tables: rows for its steps; agents that never met rated apart;
a glance row for every player count, steps with no games marked as not run."""

import importlib.util
from pathlib import Path
from types import ModuleType

from wildtable.sim.simulate import GameOutcome

SCRIPT = Path(__file__).parents[2] / "benchmarks" / "ai" / "ladder.py"


def ladder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ladder", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def games(a: str, b: str, count: int, start: int) -> list[GameOutcome]:
    return [GameOutcome(index=start + i, seed=i, agents=[a, b] if i % 2 else [b, a],
                        winners=[1 if i % 3 == 0 else 0], scores=[0.0, 0.0], decisions=1, length=1,
                        reason="")
            for i in range(count)]


def test_agents_linked_by_no_game_get_an_elo_table_each() -> None:
    module = ladder()
    outcomes = (games("heuristic", "random", 20, 0)
                + games("ismcts:normal", "ismcts:easy", 20, 100))
    assert module.met_groups(outcomes) == [["random", "heuristic"],
                                           ["ismcts:easy", "ismcts:normal"]]
    lines, _ = module.multiplayer(outcomes, 2)
    assert sum(line == "| agent | Elo | 95% |" for line in lines) == 2


def test_a_chain_of_matches_is_one_group() -> None:
    module = ladder()
    outcomes = (games("heuristic", "random", 20, 0) + games("ismcts:easy", "heuristic", 20, 50)
                + games("ismcts:normal", "ismcts:easy", 20, 100))
    assert module.met_groups(outcomes) == [["random", "heuristic", "ismcts:easy",
                                            "ismcts:normal"]]
    lines, _ = module.multiplayer(outcomes, 2)
    assert sum(line == "| agent | Elo | 95% |" for line in lines) == 1


def test_levels_that_met_across_a_gap_get_a_row_after_the_steps() -> None:
    module = ladder()
    outcomes = (games("ismcts:easy", "heuristic", 20, 0)
                + games("ismcts:normal", "ismcts:easy", 20, 50)
                + games("ismcts:normal", "heuristic", 20, 100))
    rows = [line.split(" | ")[0] for line in module.multiplayer(outcomes, 2)[0]
            if line.startswith("| ismcts:")]
    assert rows[:3] == ["| ismcts:easy over heuristic", "| ismcts:normal over ismcts:easy",
                        "| ismcts:normal over heuristic"]


def swept(winner: str, loser: str, count: int) -> list[GameOutcome]:
    """Seat-swapped games that `winner` wins every time."""
    return [GameOutcome(index=i, seed=i, agents=[winner, loser] if i % 2 else [loser, winner],
                        winners=[0] if i % 2 else [1], scores=[0.0, 0.0],
                        decisions=1, length=1, reason="")
            for i in range(count)]


def test_the_glance_has_a_row_for_every_player_count_and_says_what_was_not_run() -> None:
    module = ladder()
    _, glance = module.multiplayer(swept("ismcts:easy", "heuristic", 20), 2)
    assert glance == {("heuristic", "ismcts:easy"): "met: 100.0% of 20"}
    rows = module.glance_table({("war-of-the-wilds", 2): glance})[2:]
    assert [row.split(" | ")[1] for row in rows] == ["2", "3", "4"]
    cells = rows[0].strip("| ").split(" | ")[2:]
    assert cells == ["not run", "met: 100.0% of 20", "not run", "not run", "not run"]
    assert all(cell == "not run" for row in rows[1:] for cell in row.strip("| ").split(" | ")[2:])


def solo_deals(agent: str, won: list[bool]) -> list[GameOutcome]:
    return [GameOutcome(index=i, seed=i, agents=[agent], winners=[0] if w else [],
                        scores=[0.0], decisions=1, length=1, reason="")
            for i, w in enumerate(won)]


def test_a_solo_step_is_shown_only_when_the_deals_split_beyond_chance() -> None:
    module = ladder()
    below = [False] * 12 + [True] * 8
    clear = solo_deals("heuristic", below) + solo_deals("ismcts:easy", [True] * 20)
    _, glance = module.solo(clear)
    assert glance[("heuristic", "ismcts:easy")] == "shown: 12 to 0 of 20"
    close = solo_deals("heuristic", below) + solo_deals("ismcts:easy", [True] * 3 + [False] * 17)
    _, glance = module.solo(close)
    assert glance[("heuristic", "ismcts:easy")] == "not shown: 3 to 8 of 20"
