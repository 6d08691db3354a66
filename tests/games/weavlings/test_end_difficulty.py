"""Winning, losing and the difficulty levels."""

from __future__ import annotations

from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings.flow import begin_turn
from wildtable.games.weavlings.wilds import OVER, TURN_LIMIT, wound_total

from .helpers import GAME, blank, card, play, position

WEE = C.ids(name="Wee Weavling")
ELDER = C.ids(name="Elder Weavling")
FLUFF = C.ids(name="Fluffed Weavling")
VARS = C.ids(name="Vargler")


def test_weav_end_1_ten_lured_population_wins() -> None:
    """WEAV-END-1: ten lured population wins."""
    s = position(blank((0, ELDER[1])), hand=[card("Vargler", meat=2), card("Vargler", 1)])
    s.lured = [ELDER[0], FLUFF[0], FLUFF[1]]  # 3 + 4 = 7; 10 once the Elder comes home
    s.deck = [c for c in s.deck if c not in s.lured]
    play(s, "done", "lure 0", "pay 2", "pay 2")
    assert s.is_over and s.result().winners == [0]


def test_weav_end_2_ten_lost_population_loses() -> None:
    """WEAV-END-2: ten lost population loses."""
    s = position(blank((8, ELDER[0]), trapper=11))
    s.lost = [ELDER[1], *FLUFF, WEE[0]]
    s.deck = [c for c in s.deck if c not in s.lost]
    play(s, "done")
    assert s.is_over and s.result().winners == [] and "lost" in s.result().reason


def test_weav_end_3_ten_wounds_lose_fifteen_on_easy() -> None:
    """WEAV-END-3: ten wounds lose fifteen on easy."""
    for diff, limit in (("normal", 10), ("easy", 15)):
        s = position(blank((8, VARS[0]), trapper=11), difficulty=diff)
        s.wounds = [v for v in VARS[1:]] + C.ids(name="Coraxakol")
        s.reshuffles = 3
        s.deck = [c for c in s.deck if c not in s.wounds]
        before = wound_total(s)
        play(s, "done")
        assert (wound_total(s) >= limit) == s.is_over, (diff, before)


def test_weav_end_4_a_game_ends_after_the_turn_limit() -> None:
    """WEAV-END-4: a game ends after the turn limit."""
    s = position(blank())
    s.turn = TURN_LIMIT
    begin_turn(s)
    assert s.phase == OVER and s.result().winners == []


def test_weav_diff_1_easy_discards_pushed_out_weavlings_and_traps() -> None:
    """WEAV-DIFF-1: easy discards pushed out weavlings and traps."""
    clamp = card("Clamp Trap")
    s = position(blank((8, WEE[0]), (10, clamp), trapper=11, avoid=(clamp,)), difficulty="easy")
    play(s, "done")
    assert WEE[0] in s.discard + s.deck + s.cell and clamp not in s.banished
    assert WEE[0] not in s.lost


def test_weav_diff_2_hard_starts_with_four_population_one_weavlings_lost() -> None:
    """WEAV-DIFF-2: hard starts with four population one weavlings lost."""
    for diff in ("hard", "hard+3", "nightmare"):
        s = GAME.new(players=1, seed=3, difficulty=diff)
        assert len(s.lost) == 4 and all(C.POP[w] == 1 for w in s.lost)
        assert s.view(0)["lost_population"] == 4


def test_weav_diff_3_hard_plus_n_removes_n_spirits_unseen() -> None:
    """WEAV-DIFF-3: hard plus n removes n spirits unseen."""
    for n in range(1, 6):
        s = GAME.new(players=1, seed=n, difficulty=f"hard+{n}")
        assert len(s.removed) == n and all(C.KIND[c] == C.SPIRIT for c in s.removed)
        v = s.view(0)
        assert v["spirits_removed"] == n
        assert not set(map(str, s.removed)) & set(v["names"])
    chosen = {tuple(GAME.new(players=1, seed=k, difficulty="hard+2").removed) for k in range(8)}
    assert len(chosen) > 1  # at random


def test_weav_diff_4_nightmare_has_no_spirits_and_pushes_out_face_down_cards() -> None:
    """WEAV-DIFF-4: nightmare has no spirits and pushes out face down cards."""
    s = GAME.new(players=1, seed=3, difficulty="nightmare")
    assert not [c for c in s.deck + s.cell if C.KIND[c] == C.SPIRIT]
    s = position(blank((8, VARS[0]), trapper=11), difficulty="nightmare", down=(8,))
    play(s, "done")
    assert VARS[0] in s.wounds
    s = position(blank((8, VARS[0]), trapper=11), difficulty="hard", down=(8,))
    play(s, "done")
    assert VARS[0] not in s.wounds


def test_weav_opt_2_the_view_and_the_text_show_the_limits_the_options_set() -> None:
    """WEAV-OPT-2, WEAV-DIFF-1: what wins and loses is in the view (and the text), as the
    options and Easy set it, for a table that cannot assume the rulebook's 10."""
    from .test_text_bot import rendered

    for options, limits in (({}, (10, 10, 10)), ({"difficulty": "easy"}, (10, 10, 15)),
                            ({"win_population": 12, "lose_population": 8, "wound_limit": 7,
                              "difficulty": "easy"}, (12, 8, 12))):
        s = GAME.new(players=1, seed=2, **options)
        v = s.view(0)
        assert (v["win_population"], v["lose_population"], v["wound_limit"]) == limits
        text = rendered(s)
        assert f"Wounds 0/{limits[2]}" in text and f"Lured 0/{limits[0]}" in text
        assert f"Lost {v['lost_population']}/{limits[1]}" in text
