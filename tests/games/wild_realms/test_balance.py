"""The counters a Wild Realms result reports for balance (REALMS-COUNT-1)."""

from __future__ import annotations

from wildtable.games.wild_realms import cards as C

from .helpers import GAME, Dice, fresh, hand, play, realm, tok, wild

LEG = {n: i for i, n in enumerate(C.LEGEND_NAMES)}


def test_realms_count_1_animals_played_and_legendaries_unleashed_per_seat() -> None:
    """REALMS-COUNT-1: played.<animal> and unleashed.<legendary> count per seat."""
    s = fresh()
    s.ldeck = [LEG["Kraken"], LEG["Phoenix"]]
    hand(s, 0, ["Unleash a Legendary", "Wolf", "Savanna", "Lynx"])
    before = s.result().details
    play(s, "unleash")
    while s.queue and s.to_move == 0 and "effect 1" in [str(a) for a in s.legal_actions()]:
        play(s, "effect 1")
    play(s, f"ally {tok('Wolf')}", f"realm {tok('Savanna')} {tok('Lynx')}")
    d = s.result().details
    assert d["unleashed"]["phoenix"] == [1, 0] and d["unleashed"]["kraken"] == [0, 0]
    assert d["played"]["wolf"] == [1, 0] and d["played"]["lynx"] == [1, 0]
    assert before["played"]["wolf"] == [0, 0]
    assert d["realms_discovered"] == [1, 0]
    assert "recruited" not in d and d["length"] == d["round"] == s.round
    assert d["went_first"] == [int(p == s.first) for p in range(2)]
    assert sum(GAME.new(players=3, seed=k).result().details["went_first"][0]
               for k in range(30)) < 30  # the roll, not always seat 0


def test_realms_count_1_battles_steals_and_razes() -> None:
    """REALMS-COUNT-1: battles won and lost, realms stolen, razed and lost per seat."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf", "Lynx", "Bali Tiger", "Somali Giraffe", "Honey Badger"],
          locked=True)
    realm(s, 1, "Deep Ocean", ["Octopus", "Great White Shark", "Sea Otter", "Piranha",
                               "Electric Eel"], locked=True)
    s.rng = Dice(*([12, 1] * 5))
    play(s, "battle 0 1 1", "steal")
    d = s.result().details
    assert d["battles_won"] == [1, 0] and d["battles_lost"] == [0, 1]
    assert d["realms_stolen"] == [1, 0] and d["realms_lost"] == [0, 1]
    assert d["realms_razed"] == [0, 0]


def test_realms_count_1_solo_counts_recruits_from_the_wild() -> None:
    """REALMS-COUNT-1: in solo, animals that join from The Wild are `recruited`."""
    s = fresh(players=1)
    realm(s, 0, "Savanna", ["Gorilla"])
    s.rng = Dice(1, 1)
    wild(s, 0, "Red Fox")  # attacks the Savanna and misses: it joins the kingdom
    play(s, "wild", "go", "place 4")
    d = s.result().details
    assert d["recruited"]["red_fox"] == [1] and "unleashed" not in d
    assert d["played"]["red_fox"] == [0]
    c = s.clone()
    c.tally[0] += 1
    assert c.tally != s.tally  # a clone counts on its own
