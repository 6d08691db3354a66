"""The heuristic bot and the terminal rendering."""

from __future__ import annotations

from rich.console import Console

from wildtable.agents.random_agent import RandomAgent
from wildtable.games.wilderness.board import LAYOUTS
from wildtable.games.wilderness.bots import HeuristicAgent
from wildtable.games.wilderness.text import hex_map
from wildtable.sim.runner import play_game

from .helpers import GAME, flatten, new, river


def test_heuristic_reaches_the_village_on_an_easy_board() -> None:
    st = new(players=1, tiles=4)
    flatten(st)
    for c in range(0, LAYOUTS[4].village, 3):
        river(st, c, 1)  # water everywhere along the way
    from wildtable.engine import info_set

    bot = HeuristicAgent(1)
    while not st.is_over:
        st.apply(bot.act(info_set(st)))
    assert st.result().winners == [0] and "village" in st.result().reason


def test_heuristic_beats_random_and_survives_often() -> None:
    wins = {"h": 0, "r": 0}
    for seed in range(16):
        kinds = "hr" if seed % 2 else "rh"
        agents = [HeuristicAgent(seed) if k == "h" else RandomAgent(seed) for k in kinds]
        final = play_game(GAME, agents, seed, {"tiles": 4})
        for w in final.result().winners:
            wins[kinds[w]] += 1
    assert wins["h"] >= 12 and wins["h"] > 3 * wins["r"]


def test_render_shows_the_seen_map_and_hides_the_rest() -> None:
    st = new(players=2, seed=3)
    lines = hex_map(st.view(0))
    assert len(lines) >= 6
    assert "·" in lines[0] and "V" in lines[-1]
    letters = set("".join(lines)) & set("GRDFSMLT")
    assert letters  # the first tile's terrain is drawn
    console = Console(width=140, record=True)
    console.print(GAME.render(st, 0))
    text = console.export_text()
    assert "P0" in text and "Your hand" in text and "day 1" in text
    for a in st.legal_actions():
        label = GAME.describe(st, a)
        assert label and label != str(a)
