"""Attacking, blocking, fighting, stealing, and the creature words."""

from __future__ import annotations

from wildtable.games.war_of_the_wilds.state import ASSIGN, BLOCK, PLAY

from .helpers import card, do, give_army, legal, set_acorns, started


def ready(players: int = 2, day: str = "quiet-day") -> object:
    s = started(players, day=day)
    do(s, "forage")
    return s


def test_wotw_attack_1_any_number_of_players_chosen_all_at_once() -> None:
    s = started(3)
    a, b = card("stoat"), card("stoat", 1)
    give_army(s, 0, a, b)
    set_acorns(s, 1, store=4)
    set_acorns(s, 2, store=4)
    do(s, "forage", "attack")
    assert s.phase == ASSIGN and "fight" not in legal(s)
    do(s, f"send {a} 1", f"send {b} 2")
    assert f"send {a} 2" not in legal(s), "a creature goes on one attack"
    do(s, "fight", "fight 1")
    assert s.store == [3 + 2 + 2, 2, 2]
    do(s, "end")  # trading lasts to the end of the turn; then it ends
    assert s.acting == 1


def test_wotw_attack_2_and_tired_1_attackers_tire_and_cannot_block() -> None:
    """WOTW-ATTACK-2 and WOTW-TIRED-1."""
    s = started(2)
    stoat, hedge = card("stoat"), card("hedgehog")
    give_army(s, 0, stoat)
    give_army(s, 1, hedge)
    set_acorns(s, 1, store=1)
    do(s, "forage", "attack", f"send {stoat} 1", "fight")
    assert s.to_move == 1 and s.phase == BLOCK
    do(s, "done", "end")
    assert s.tired >> stoat & 1
    # P1's turn: P0's tired stoat cannot block P1's hedgehog.
    do(s, "forage", "attack", f"send {hedge} 0", "fight")
    assert s.store[1] == 3 + 1  # unblocked: no blocking decision was offered
    do(s, "end")
    assert s.acting == 0 and not s.tired >> stoat & 1


def test_wotw_attack_3_a_creature_dead_in_one_fight_misses_the_next() -> None:
    s = started(3)
    hare = card("hare")  # may go on two attacks
    give_army(s, 0, hare)
    badger = card("badger")
    give_army(s, 1, badger)
    set_acorns(s, 2, store=5)
    do(s, "forage", "attack", f"send {hare} 1", f"send {hare} 2", "fight", "fight 1")
    do(s, f"block {badger} {hare}", )
    assert hare not in s.army[0]
    assert s.store[2] == 5, "the dead hare did not fight P2"


def test_wotw_attack_1_the_attacker_chooses_the_order_of_the_fights() -> None:
    s = started(3)
    hare = card("hare")  # may go on two attacks
    give_army(s, 0, hare)
    badger = card("badger")
    give_army(s, 1, badger)
    set_acorns(s, 2, store=5)
    do(s, "forage", "attack", f"send {hare} 1", f"send {hare} 2", "fight")
    # "Fight the attacks one at a time": which one first is the attacker's choice.
    assert s.to_move == 0 and sorted(legal(s)) == ["fight 1", "fight 2"]
    do(s, "fight 2")
    assert s.store[2] == 3, "the hare raided P2 before meeting the badger"
    do(s, f"block {badger} {hare}")
    assert hare not in s.army[0]


def test_wotw_attack_4_hare_may_join_two_attacks() -> None:
    """WOTW-ATTACK-4 and WOTW-CARD-HARE-1."""
    s = started(3)
    hare = card("hare")
    give_army(s, 0, hare)
    set_acorns(s, 1, store=5)
    set_acorns(s, 2, store=5)
    do(s, "forage", "attack", f"send {hare} 1")
    assert f"send {hare} 2" in legal(s) and f"send {hare} 1" not in legal(s)
    do(s, f"send {hare} 2", "fight", "fight 1")
    assert s.store == [3 + 4, 3, 3]


def test_wotw_block_1_each_blocker_blocks_one_attacker_from_standing_creatures() -> None:
    s = started(2)
    a1, a2 = card("stoat"), card("stoat", 1)
    b1, b2 = card("beaver"), card("beaver", 1)
    give_army(s, 0, a1, a2)
    give_army(s, 1, b1)
    give_army(s, 1, b2, tired=True)
    set_acorns(s, 1, store=5)
    do(s, "forage", "attack", f"send {a1} 1", f"send {a2} 1", "fight")
    assert f"block {b1} {a1}" in legal(s) and not any(f"block {b2}" in x for x in legal(s))
    do(s, f"block {b1} {a1}")
    # b1 is used; nothing else can block, so the fight resolved on its own.
    assert s.to_move == 0 and s.store[1] == 5 - 2


def test_wotw_block_2_several_blockers_on_one_attacker() -> None:
    s = started(2)
    boar = card("boar")  # 4/4
    h1, h2 = card("hedgehog"), card("hedgehog", 1)  # 1/3, +1 when defending
    give_army(s, 0, boar)
    give_army(s, 1, h1, h2)
    set_acorns(s, 1, store=5)
    do(s, "forage", "attack", f"send {boar} 1", "fight", f"block {h1} {boar}", f"block {h2} {boar}")
    assert boar not in s.army[0], "2 + 2 damage kills the 4-health boar"
    assert h1 not in s.army[1] and h2 in s.army[1], "4 damage kills one 3-health blocker"


def test_wotw_fight_1_damage_is_simultaneous() -> None:
    s = started(2)
    a, b = card("stoat"), card("stoat", 1)  # 2/1 each
    give_army(s, 0, a)
    give_army(s, 1, b)
    set_acorns(s, 1, store=1)
    do(s, "forage", "attack", f"send {a} 1", "fight", f"block {b} {a}")
    assert a not in s.army[0] and b not in s.army[1]
    assert a in s.discard and b in s.discard


def test_wotw_fight_2_least_health_first_and_overflow_lost() -> None:
    s = started(2)
    bear = card("bear")  # 5/5
    mole, beaver = card("mole"), card("beaver")  # health 2 and 4
    give_army(s, 0, bear)
    give_army(s, 1, beaver, mole)
    set_acorns(s, 1, store=1)
    do(s, "forage", "attack", f"send {bear} 1", "fight",
       f"block {beaver} {bear}", f"block {mole} {bear}")
    # 5 damage: mole (2) dies first, 3 left is not enough for the beaver (4): lost.
    assert mole not in s.army[1] and beaver in s.army[1]


def test_wotw_fight_3_survivors_heal() -> None:
    s = started(2)
    stoat = card("stoat")  # 2/1
    beaver = card("beaver")  # 1/4
    give_army(s, 0, stoat)
    give_army(s, 1, beaver)
    set_acorns(s, 1, store=1)
    do(s, "forage", "attack", f"send {stoat} 1", "fight", f"block {beaver} {stoat}", "end")
    assert stoat not in s.army[0] and beaver in s.army[1]
    # Next attack: a Stoat's 2 damage still does not kill the healed beaver (4 health).
    stoat2 = card("stoat", 1)
    give_army(s, 0, stoat2)
    do(s, "forage", "end", "forage", "attack", f"send {stoat2} 1", "fight",
       f"block {beaver} {stoat2}")
    assert beaver in s.army[1]


def test_wotw_steal_1_unblocked_strength_from_the_store_or_what_there_is() -> None:
    s = started(2)
    boar = card("boar")
    give_army(s, 0, boar)
    set_acorns(s, 1, store=2, buried=6)
    do(s, "forage", "attack", f"send {boar} 1", "fight")
    assert s.store == [3 + 2, 0] and s.buried[1] == 6


def test_wotw_unblocked_1_means_attacked_and_nobody_blocked() -> None:
    s = started(2)
    crow = card("crow")  # Flying 2/1; unblocked: +1 acorn
    heron = card("heron")
    give_army(s, 0, crow)
    give_army(s, 1, heron)
    set_acorns(s, 1, store=5)
    do(s, "forage", "attack", f"send {crow} 1", "fight", "done")
    assert s.store[1] == 5 - 3


def test_wotw_flying_1_only_flying_or_ranged_can_block_it() -> None:
    s = started(2)
    sparrow = card("sparrow")
    beaver, heron, crow = card("beaver"), card("heron"), card("crow")
    give_army(s, 0, sparrow)
    give_army(s, 1, beaver, heron, crow)
    set_acorns(s, 1, store=5)
    do(s, "forage", "attack", f"send {sparrow} 1", "fight")
    blocks = [x for x in legal(s) if x.startswith("block")]
    assert blocks == [f"block {heron} {sparrow}", f"block {crow} {sparrow}"]


def test_wotw_ranged_1_can_block_flying() -> None:
    s = started(2)
    crow, owl = card("crow"), card("owl-sentinel")
    give_army(s, 0, crow)
    give_army(s, 1, owl)
    set_acorns(s, 1, store=5)
    do(s, "forage", "attack", f"send {crow} 1", "fight", f"block {owl} {crow}")
    assert crow not in s.army[0] and s.store[1] == 5


def test_wotw_band_1_one_attacks_every_one_that_can_goes_too() -> None:
    s = started(2)
    m = [card("mouse-militia", i) for i in range(3)]
    give_army(s, 0, *m[:2])
    give_army(s, 0, m[2], tired=True)
    set_acorns(s, 1, store=5)
    do(s, "forage", "attack")
    sends = [x for x in legal(s) if x.startswith("send")]
    assert sends == [f"send {m[0]} 1"], "one choice for the whole band"
    do(s, f"send {m[0]} 1")
    assert s.attacks[1] == m[:2]


def test_wotw_band_2_fights_as_one_attacker_one_blocker_stops_it() -> None:
    s = started(2)
    m = [card("mouse-militia", i) for i in range(3)]
    beaver = card("beaver")  # 1/4
    give_army(s, 0, *m)
    give_army(s, 1, beaver)
    set_acorns(s, 1, store=5)
    do(s, "forage", "attack", f"send {m[0]} 1", "fight", f"block {beaver} {m[0]}")
    assert s.store[1] == 5, "one blocker stopped the whole band"
    assert beaver in s.army[1], "3 strength does not kill 4 health"
    assert sum(1 for c in m if c in s.army[0]) == 2, "the beaver's 1 damage kills one mouse"


def test_wotw_band_3_damage_kills_them_one_at_a_time() -> None:
    s = started(2)
    m = [card("mouse-militia", i) for i in range(4)]
    badger = card("badger")  # 3/3
    give_army(s, 0, *m)
    give_army(s, 1, badger)
    set_acorns(s, 1, store=5)
    do(s, "forage", "attack", f"send {m[0]} 1", "fight", f"block {badger} {m[0]}")
    assert sum(1 for c in m if c in s.army[0]) == 1, "3 damage kills three 1-health mice"
    assert badger not in s.army[1], "4 strength together kill the badger"


def test_wotw_band_4_when_one_blocks_every_standing_one_blocks() -> None:
    s = started(2)
    boar = card("boar")  # 4/4
    m = [card("mouse-militia", i) for i in range(4)]
    give_army(s, 0, boar)
    give_army(s, 1, *m[:3])
    give_army(s, 1, m[3], tired=True)
    set_acorns(s, 1, store=5)
    do(s, "forage", "attack", f"send {boar} 1", "fight", f"block {m[0]} {boar}")
    assert not any(c in s.army[1] for c in m[:3]), "all three standing mice blocked and died"
    assert m[3] in s.army[1] and boar in s.army[0]


def test_wotw_heavy_rain_allows_no_attack() -> None:
    s = ready(day="heavy-rain")
    give_army(s, 0, card("boar"))
    assert "attack" not in legal(s) and s.phase == PLAY
