"""The options that move the win/lose thresholds, and the counters a result reports."""

from __future__ import annotations

import pytest

from wildtable import BadOption
from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings.wilds import wound_limit

from .helpers import GAME, blank, card, play, position

WEE = C.ids(name="Wee Weavling")
FLUFF = C.ids(name="Fluffed Weavling")
ELDER = C.ids(name="Elder Weavling")
VAR_DOWN = card("Vargler", chomp=("down",))
VARS = C.ids(name="Vargler")


def test_weav_opt_2_defaults_are_the_rulebook_thresholds() -> None:
    """WEAV-OPT-2: the defaults are the rulebook's 10 / 10 / 10 (15 on Easy)."""
    opts = GAME.options
    assert (opts["win_population"], opts["lose_population"], opts["wound_limit"]) == (10, 10, 10)
    assert wound_limit(GAME.new(players=1, seed=1, difficulty="easy")) == 15
    assert wound_limit(GAME.new(players=1, seed=1, wound_limit=7, difficulty="easy")) == 12


def test_weav_opt_2_a_lower_win_threshold_wins_sooner() -> None:
    """WEAV-OPT-2: with win_population=3 an Elder Weavling alone wins."""
    for win, over in ((3, True), (10, False)):
        s = position(blank((0, ELDER[0])), hand=[card("Vargler", meat=2),
                                                 card("Vargler", 1)], win_population=win)
        play(s, "done", "lure 0", "pay 2", "pay 2")
        assert s.is_over == over
        if over:
            assert s.result().winners == [0]


def test_weav_opt_2_lower_lose_thresholds_lose_sooner() -> None:
    """WEAV-OPT-2: lose_population and wound_limit end the game at the chosen values."""
    s = position(blank((8, ELDER[0]), trapper=11), lose_population=5)
    s.lost = [FLUFF[0], FLUFF[1]]  # 4: the Elder pushed out in Travel makes 7
    play(s, "done")
    assert s.is_over and s.result().details["loss"]["population"] == [1]
    s = position(blank((8, VARS[0]), trapper=11), wound_limit=2)
    s.wounds = [VARS[1], VARS[2]]
    s.reshuffles = 3  # each Vargler Wound is worth 2 now
    play(s, "done")
    assert s.is_over and s.result().details["loss"]["wounds"] == [1]


@pytest.mark.parametrize("bad", [{"win_population": 0}, {"win_population": 20},
                                 {"lose_population": 4}, {"wound_limit": 0},
                                 {"wound_limit": "many"}])
def test_weav_opt_2_refuses_thresholds_out_of_range(bad: dict[str, object]) -> None:
    """WEAV-OPT-2: thresholds outside their range are refused, saying what is allowed."""
    with pytest.raises(BadOption, match="must be an integer from"):
        GAME.new(players=1, seed=1, **bad)


def test_weav_count_1_counters_follow_what_happened() -> None:
    """WEAV-COUNT-1: Traps used, captures, feeding, pushes and Wounds are counted."""
    poppet = card("Poisoned Poppet")
    # The Vargler at 1 feeds on the Wee Weavling below it; a Coraxakol captured by the
    # Poppet; the Fluffed Weavling at 10 and the Vargler at 8 are pushed out in Travel.
    corax = card("Coraxakol", chomp=("up-left", "up-right"))
    grid = blank((1, VAR_DOWN), (5, WEE[0]), (3, corax), (10, FLUFF[0]), (8, VARS[4]),
                 avoid=(poppet,))
    s = position(grid, hand=[poppet])
    play(s, "use poppet 3", "done", "done")  # no luring: the 1 Meat is kept
    d = s.result().details
    assert d["used"]["poppet"] == [1] and d["used"]["clamp"] == [0]
    assert d["captured"]["coraxakol"] == [1]
    assert d["lost_by"]["fed"] == [1] and d["lost_by"]["pushed_out"] == [2]
    assert d["wounds_by"]["vargler"] == [1]
    assert d["length"] == d["turns"] == s.turn


def test_weav_count_1_events_spirits_and_the_cause_of_a_loss() -> None:
    """WEAV-COUNT-1: Spirits used, Events resolved or cancelled, and what lost the game."""
    s = GAME.new(players=1, seed=2, difficulty="hard")
    d = s.result().details
    assert d["lost_by"]["hard_setup"] == [4]
    assert "drakeshot" in d["used"] and "wrecker" not in d["used"]  # ruling 24
    assert "sunlight" in d["events"] and "solar_eclipse" not in d["events"]
    assert d["loss"] == {"population": [0], "wounds": [0], "turn_limit": [0]}
    spirit = card("Spirit of Opportunity")
    s = position(blank(), hand=[spirit])
    play(s, "opportunity")
    assert s.result().details["used"]["spirit_of_opportunity"] == [1]
    # Every card use bumps one counter; a clone carries its own copy.
    c = s.clone()
    c.tally[0] += 1
    assert c.tally != s.tally


def test_weav_count_1_every_game_reports_one_loss_cause_when_lost() -> None:
    """WEAV-COUNT-1: a lost game names exactly one cause; a won game none."""
    from wildtable.engine import info_set

    for seed in range(6):
        s = GAME.new(players=1, seed=seed, difficulty="hard")
        agent = GAME.heuristic(seed)
        while s.to_move is not None:
            s.apply(agent.act(info_set(s)))
        d = s.result().details
        causes = sum(v[0] for v in d["loss"].values())
        assert causes == (0 if s.result().winners else 1)
        lost = sum(v[0] for v in d["lost_by"].values())
        assert lost == d["lost"]  # every lost Weavling has its cause
