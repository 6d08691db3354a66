"""Text rendering, action labels and the heuristic agent."""

from __future__ import annotations

from rich.console import Console

from wildtable.engine import info_set
from wildtable.games.weavlings.bots import HeuristicAgent, evaluate
from wildtable.games.weavlings.state import WeavlingsState

from .helpers import GAME, blank, card, position


def rendered(s: WeavlingsState) -> str:
    console = Console(width=120, record=True, color_system=None)
    with console.capture() as cap:
        console.print(GAME.render(s, 0))  # type: ignore[misc]
    return cap.get()


def test_render_shows_the_grid_glyphs_piles_and_story() -> None:
    s = GAME.new(players=1, seed=3, difficulty="hard", baubles=True)
    text = rendered(s)
    assert text.count("░ face-down") == 12 and "Lost 4/10" in text
    s.apply(GAME.parse(s, "start 9"))
    text = rendered(s)
    assert "⚑ TRAPPER" in text and "Wilds Deck" in text and "The Tender Wilds" in text
    assert ("░ face-down" in text) == ("down" in s.view(0)["grid"])
    var = card("Vargler", chomp=("down",))
    s = position(blank((0, var)))
    assert "◆ Vargler" in rendered(s) and " ↓ s" in rendered(s)  # its Chomp, then Speed


def test_describe_labels_every_legal_action() -> None:
    s = GAME.new(players=1, seed=8, baubles=True)
    agent = HeuristicAgent(8)
    seen = 0
    while not s.is_over and seen < 200:
        for a in s.legal_actions():
            label = GAME.describe(s, a)  # type: ignore[misc]
            assert label and label != ""
        s.apply(agent.act(info_set(s)))
        seen += 1


def test_heuristic_agent_finishes_games_on_every_difficulty() -> None:
    for diff in ("easy", "normal", "nightmare"):
        for seed in range(3):
            s = GAME.new(players=1, seed=seed, difficulty=diff, predators=seed == 1,
                         baubles=seed == 2)
            agent = GAME.heuristic(seed)
            n = 0
            while not s.is_over:
                a = agent.act(info_set(s))
                assert a in s.legal_actions()
                s.apply(a)
                n += 1
            assert n < GAME.info.max_decisions


def test_evaluate_prefers_capturing_a_beastie_about_to_feed() -> None:
    var = card("Vargler", chomp=("down",))
    wee = card("Wee Weavling")
    s = position(blank((0, var), (4, wee)), hand=[card("Poisoned Poppet")])
    after = s.clone()
    after.apply(GAME.parse(after, "use poppet 0"))
    assert isinstance(after, WeavlingsState)
    assert evaluate(after) > evaluate(s)
    agent = HeuristicAgent(1)
    chosen = []
    while not s.is_over and s.turn == 1:
        a = agent.act(info_set(s))
        chosen.append(str(a))
        s.apply(a)
    assert "use poppet 0" in chosen and wee not in s.lost


def test_tuning_counts_bot_wins_per_difficulty() -> None:
    from wildtable.games.weavlings.tuning import bot_game

    won, turns, ending = bot_game((0, {"difficulty": "easy"}))
    assert turns >= 1 and ending and isinstance(won, bool)


def test_win_estimate_is_a_probability_and_exact_at_the_end() -> None:
    from wildtable.games.weavlings.bots import win_estimate

    s = GAME.new(players=1, seed=4)
    s.apply(GAME.parse(s, "start 9"))
    (p,) = win_estimate(s)
    assert 0.0 < p < 1.0
    agent = HeuristicAgent(4)
    while not s.is_over:
        s.apply(agent.act(info_set(s)))
    assert isinstance(s, WeavlingsState)
    assert win_estimate(s) == [1.0 if s.won else 0.0]


def test_revealing_cards_is_counted_so_undo_cannot_peek() -> None:
    s = GAME.new(players=1, seed=4)
    before = s.reveals
    s.apply(GAME.parse(s, "start 9"))
    assert s.reveals > before  # twelve face-down cards came to light
    moved = s.reveals
    t = s.legal_actions()
    move = next(a for a in t if a.verb == "move")
    s.apply(move)
    assert s.reveals == moved  # moving the Trapper shows nothing new


def test_weav_trap_4_an_uncollected_aroma_is_not_shown_fixed() -> None:
    """WEAV-TRAP-4: only a played Aroma is fixed; one lying uncollected on the grid
    travels like any card, so its label says when it is fixed, and it does move."""
    aroma = card("Weavling Aroma")
    s = position(blank((0, aroma), trapper=9, avoid=(aroma,)))
    text = rendered(s)
    assert "(fixed)" not in text and "fixed once played" in text
    s.apply(GAME.parse(s, "done"))
    assert s.cell.index(aroma) == 4  # it travelled down a row
