"""The `wildtable` command, driven as a user would."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

import wildtable
from wildtable.cli import app

runner = CliRunner()


def test_games_lists_every_game() -> None:
    result = runner.invoke(app, ["games"])
    assert result.exit_code == 0
    for gid in wildtable.games():
        assert gid in result.output


def test_every_command_has_help() -> None:
    for command in ("games", "play", "simulate", "replay", "bench"):
        result = runner.invoke(app, [command, "--help"])
        assert result.exit_code == 0 and "Usage" in result.output


def test_simulate_json_is_identical_for_the_same_seed_whatever_the_jobs() -> None:
    args = ["simulate", "war-of-the-wilds", "--games", "12", "--players", "3", "--seed", "5",
            "--json"]
    one = runner.invoke(app, [*args, "--jobs", "1"])
    two = runner.invoke(app, [*args, "--jobs", "2"])
    assert one.exit_code == 0 and one.stdout == two.stdout
    data = json.loads(one.stdout)
    assert data["games"] == 12
    assert set(data["by_agent"]) == {"heuristic", "random"}
    for row in data["by_agent"].values():
        assert {"games", "wins", "win_rate", "ci95"} <= set(row)
    assert set(data["by_seat"]) == {"0", "1", "2"} and data["mean_decisions"] > 0


def test_simulate_refuses_bad_input_clearly() -> None:
    result = runner.invoke(app, ["simulate", "war-of-the-wilds", "--agents", "genius"])
    assert result.exit_code == 2 and "unknown agent" in result.output
    result = runner.invoke(app, ["simulate", "war-of-the-wilds", "--players", "9"])
    assert result.exit_code == 2 and "2–4 players" in result.output
    result = runner.invoke(app, ["simulate", "no-such-game"])
    assert result.exit_code == 2 and "no game" in result.output
    result = runner.invoke(app, ["simulate", "war-of-the-wilds", "--colour", "red"])
    assert result.exit_code == 2 and "no option --colour" in result.output


def test_play_a_bots_only_game_to_the_end() -> None:
    result = runner.invoke(app, ["play", "war-of-the-wilds", "--seats", "heuristic,random",
                                 "--seed", "3", "--first-game"])
    assert result.exit_code == 0, result.output
    assert "Game over" in result.output


def test_play_as_a_human_save_and_load(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    record = tmp_path / "record.json"
    typed = f"help\nforage\nsave {save}\nrecord {record}\nquit\n"
    result = runner.invoke(app, ["play", "war-of-the-wilds", "--seats", "human,heuristic",
                                 "--seed", "4", "--first-game"], input=typed)
    assert result.exit_code == 0, result.output
    assert "Saved to" in result.output and save.exists() and record.exists()
    rec = wildtable.GameRecord.from_json(record.read_text())
    assert rec.actions == ["forage"]
    result = runner.invoke(app, ["play", "war-of-the-wilds", "--load", str(save)],
                           input="quit\n")
    assert result.exit_code == 0 and "End your turn" in result.output


def test_play_undo_takes_back_a_decision_without_a_reveal() -> None:
    typed = "forage\nundo\nforage\nrecord /dev/null\nquit\n"
    result = runner.invoke(app, ["play", "war-of-the-wilds", "--seats", "human,heuristic",
                                 "--seed", "4", "--first-game"], input=typed)
    assert result.exit_code == 0 and "Taken back" in result.output


def test_play_refuses_a_bad_seat_list() -> None:
    result = runner.invoke(app, ["play", "war-of-the-wilds", "--players", "3",
                                 "--seats", "human,random"])
    assert result.exit_code == 2 and "seats" in result.output


def test_replay_steps_and_jumps(tmp_path: Path) -> None:
    g = wildtable.game("war-of-the-wilds")
    s = g.new(players=2, seed=2, first_game=True)
    for _ in range(20):
        s.apply(s.legal_actions()[0])
    path = tmp_path / "r.json"
    path.write_text(s.record.to_json())
    result = runner.invoke(app, ["replay", str(path)], input="\n\nj 15\ns 1\nb\nq\n")
    assert result.exit_code == 0, result.output
    assert "move 15/20" in result.output and "seen by P1" in result.output
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    result = runner.invoke(app, ["replay", str(bad)])
    assert result.exit_code == 2 and "lacks the field" in result.output


def test_bench_json() -> None:
    result = runner.invoke(app, ["bench", "war-of-the-wilds", "--seconds", "0.2", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)["war-of-the-wilds"]["by_players"]
    assert set(data) == {"2", "3", "4"}
    assert all(row["decisions_per_s"] > 0 and row["clone_us"] > 0 for row in data.values())


def test_bench_says_which_build_and_compares_with_plain() -> None:
    """Where a compiled build runs, bench measures the plain source too, in a second
    process started with the switch; where none does, it says it runs plain."""
    result = runner.invoke(app, ["bench", "weavlings", "--seconds", "0.1", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)["weavlings"]
    assert data["build"] == wildtable.build_kind()
    if wildtable.build_kind() == "compiled":
        assert data["plain"]["build"] == "plain"
        assert data["plain"]["by_players"]["1"]["decisions_per_s"] > 0
    else:
        assert "plain" not in data
    text = runner.invoke(app, ["bench", "weavlings", "--seconds", "0.1", "--build", "this"])
    assert f"build: {wildtable.build_kind()}" in text.output


def test_arena_json_has_elo_and_pairwise() -> None:
    result = runner.invoke(app, ["arena", "war-of-the-wilds", "--agents", "heuristic,random",
                                 "--games", "4", "--players", "2", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert set(data["elo"]) == {"heuristic", "random"}
    assert data["pairwise"]["heuristic"]["random"]["games"] == 4
    result = runner.invoke(app, ["arena", "war-of-the-wilds", "--players", "7"])
    assert result.exit_code == 2 and "2–4 players" in result.output


def test_bench_rounds_keep_each_builds_best_figures() -> None:
    """Measured several times in turn, each build keeps its best figures: the most
    decisions a second and the quickest clone, which other work on the machine can only
    make worse."""
    from wildtable.bench import best_of

    def run(dps: float, clone: float, its: float) -> dict[str, object]:
        return {"game": "g", "build": "compiled", "ismcts": {"iterations_per_s": its},
                "by_players": {"2": {"decisions_per_s": dps, "games_per_s": dps / 100,
                                     "clone_us": clone, "bytes_per_state": 10, "games": 3}}}

    best = best_of([run(100.0, 5.0, 40.0), run(300.0, 7.0, 20.0), run(200.0, 4.0, 30.0)])
    row = best["by_players"]["2"]
    assert (row["decisions_per_s"], row["clone_us"], row["games"]) == (300.0, 4.0, 9)
    assert best["ismcts"]["iterations_per_s"] == 40.0 and best["rounds"] == 3
    result = runner.invoke(app, ["bench", "weavlings", "--seconds", "0.1", "--rounds", "2",
                                 "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["weavlings"]["rounds"] == 2
