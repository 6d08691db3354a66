"""The ladder script's Elo tables: agents that never met are not rated on one scale."""

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
