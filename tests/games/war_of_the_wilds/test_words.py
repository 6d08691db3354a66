"""War of the Wilds in words: labels, prompts and the why-not marks of the view."""

from __future__ import annotations

from wildtable.engine import Action
from wildtable.games.war_of_the_wilds import cards as C
from wildtable.games.war_of_the_wilds.state import PLAY

from .helpers import GAME, card, new, started


def test_wotw_setup_4_prompt_says_how_many_to_keep() -> None:
    s = new(players=3, seed=2)
    assert s.phase == "keep"
    assert GAME.ask(s, 0) == ("Keep 5 of these 9: return 4 more (deck cards and resource "
                              "cards together)")
    assert GAME.ask(s, 1) == "P0 is choosing which cards to keep"
    assert GAME.ask(s, None) == "P0 is choosing which cards to keep"
    first = s.hands[0][0]
    assert GAME.label(s, Action("return", (first,))).startswith(f"Return {C.NAME[first]}")
    assert GAME.label(s, Action("return", (first,))).endswith(" to the deck")
    s.apply(Action("return", (first,)))
    assert GAME.ask(s, 0).startswith("Keep 5 of these 9: return 3 more")
    s.apply(Action("return", (C.RESOURCES[0],)))  # a resource card put back counts too
    assert GAME.ask(s, 0).startswith("Keep 5 of these 9: return 2 more")


def test_wotw_action_gather_1_label_counts_each_kind() -> None:
    s = started()
    labels = [GAME.label(s, a) for a in s.legal_actions() if a.verb == "gather"]
    a = C.RESOURCES[C.HOME_KINDS[s.homes[0]][0]]
    assert f"Gather 3 {a}s" in labels or f"Gather 3 {a[:-1]}ies" in labels
    mixed = [x for x in labels if " and " in x]
    assert mixed and all(x.startswith("Gather 1 ") or x.startswith("Gather 2 ") for x in mixed)


def test_wotw_daycard_arms_1_label_shows_the_discounted_cost() -> None:
    s = started(day="call-to-arms")
    boar = card("boar")
    s.hands[0] = [boar]
    s.res[0] = [3, 3, 3, 3]
    s.phase = PLAY
    s._legal = None
    label = GAME.label(s, Action("play", (boar,)))
    printed = C.ANY[boar]
    assert printed == 1
    # Call to Arms: one card fewer, the player choosing which (WOTW-DAYCARD-ARMS-1)
    assert "one card fewer today" in label
    s2 = started(day="quiet-day")
    s2.hands[0] = [boar]
    s2.res[0] = [3, 3, 3, 3]
    s2.phase = PLAY
    assert "1 of any kind" in GAME.label(s2, Action("play", (boar,)))
    assert "fewer" not in GAME.label(s2, Action("play", (boar,)))


def test_wotw_trade_1_and_swap_1_labels_name_the_partner_and_the_deal() -> None:
    s = started()
    s.res[0] = [2, 0, 0, 0]
    s.res[1] = [0, 1, 0, 0]
    s.phase = PLAY
    s._legal = None
    labels = {str(a): GAME.label(s, a) for a in s.legal_actions()}
    assert labels["trade 1"] == "Offer a trade to P1"
    want = C.RESOURCES[2]
    article = "an" if want[0] in "aeiou" else "a"
    assert labels[f"swap {want}"] == f"Swap 2 cards for {article} {want}"


def test_wotw_attack_2_view_marks_fresh_and_tired_creatures() -> None:
    s = started()
    mouse, sparrow = card("mouse-militia"), card("sparrow")
    s.army[0] = [mouse, sparrow]
    s.fresh = 1 << mouse
    s.tired = 1 << sparrow
    army = s.view(1)["players"][0]["army"]
    assert army[0]["why_not"].startswith("fresh")
    assert army[1]["why_not"].startswith("tired")
    s.fresh = s.tired = 0
    assert all(c["why_not"] == "" for c in s.view(None)["players"][0]["army"])
