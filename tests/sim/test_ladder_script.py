"""The ladder script's tables: rows for its steps; agents that never met rated apart."""

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
    lines = module.multiplayer(outcomes, 2)
    assert sum(line == "| agent | Elo | 95% |" for line in lines) == 2


def test_a_chain_of_matches_is_one_group() -> None:
    module = ladder()
    outcomes = (games("heuristic", "random", 20, 0) + games("ismcts:easy", "heuristic", 20, 50)
                + games("ismcts:normal", "ismcts:easy", 20, 100))
    assert module.met_groups(outcomes) == [["random", "heuristic", "ismcts:easy",
                                            "ismcts:normal"]]
    lines = module.multiplayer(outcomes, 2)
    assert sum(line == "| agent | Elo | 95% |" for line in lines) == 1


def test_levels_that_met_across_a_gap_get_a_row_after_the_steps() -> None:
    module = ladder()
    outcomes = (games("ismcts:easy", "heuristic", 20, 0)
                + games("ismcts:normal", "ismcts:easy", 20, 50)
                + games("ismcts:normal", "heuristic", 20, 100))
    rows = [line.split(" | ")[0] for line in module.multiplayer(outcomes, 2)
            if line.startswith("| ismcts:")]
    assert rows[:3] == ["| ismcts:easy over heuristic", "| ismcts:normal over ismcts:easy",
                        "| ismcts:normal over heuristic"]
