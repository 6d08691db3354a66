"""Phase 3: attacks on realms and Alliances, Realm Battles, and the designed abilities."""

from __future__ import annotations

from wildtable.games.wild_realms import cards as C
from wildtable.games.wild_realms.state import ATTACK

from .helpers import Dice, ally, fresh, hand, legal, play, realm, tok


def lizard_vs_hawk():
    """The rulebook's example: Crested Lizard attacks a Fire realm holding the Redtail Hawk."""
    s = fresh()
    ally(s, 0, ["Screech Owl", "Crested Lizard", "Octopus"])
    realm(s, 1, "Volcano", ["Redtail Hawk", "Fennec Fox", "Gorilla"])
    hand(s, 1, ["Wolf", "Lynx", "Bison"])
    return s


def test_realms_attack_1_needs_a_leader_and_the_native_realm_type() -> None:
    """REALMS-ATTACK-1: needs a leader and the native realm type."""
    s = fresh()
    ally(s, 0, ["Crested Lizard", "Octopus"])
    realm(s, 1, "Volcano", ["Gorilla"])
    realm(s, 1, "Coral Reef", ["Bison"])
    realm(s, 1, "Savanna", ["Wolf"], )
    assert not any(a.startswith("attack") for a in legal(s))  # no Leader yet
    ally(s, 0, ["Screech Owl"])
    acts = {a for a in legal(s) if a.startswith("attack")}
    assert f"attack {tok('Crested Lizard')} 1 3" in acts
    assert f"attack {tok('Octopus')} 1 1" in acts
    assert f"attack {tok('Crested Lizard')} 1 1" not in acts  # Fire animals attack Fire only
    assert not any(a.startswith(f"attack {tok('Screech Owl')}") for a in acts)  # no Air realm


def test_realms_attack_2_rolls_the_icon_and_logs_the_dice() -> None:
    """REALMS-ATTACK-2: rolls the icon and logs the dice."""
    s = lizard_vs_hawk()
    s.rng = Dice(3, 4, 5)
    play(s, f"attack {tok('Crested Lizard')} 1 3")
    rolls = [e for e in s.events() if e.kind == "roll"]
    assert rolls[-1].data["dice"] == [3, 4, 5]  # three dice, once
    assert s.phase == ATTACK and s.dfn[7] == tok_list(["Redtail Hawk", "Fennec Fox", "Gorilla"])


def tok_list(names: list[str], owner: int = 1) -> list[int]:
    return [tok(n, owner) for n in names]


def test_realms_attack_3_attacker_chooses_among_hits_and_the_lizard_drains_a_leader() -> None:
    """REALMS-ATTACK-3, REALMS-ANIMAL-7: the rulebook's example: 2, 6 and 12 strike the
    Fennec Fox and the Redtail Hawk; the attacker picks the Hawk "because it is a Leader",
    and the Crested Lizard's ability makes its owner discard two cards from hand."""
    s = lizard_vs_hawk()
    s.rng = Dice(2, 6, 12)
    play(s, f"attack {tok('Crested Lizard')} 1 3")
    assert s.to_move == 0
    assert set(legal(s)) == {f"strike {tok('Redtail Hawk', 1)}", f"strike {tok('Fennec Fox', 1)}"}
    play(s, f"strike {tok('Redtail Hawk', 1)}")
    assert tok("Redtail Hawk", 1) in s.disc[1]
    assert s.to_move == 1 and len(legal(s)) == 3  # the owner picks the two cards
    play(s, f"lose {tok('Wolf', 1)}", f"lose {tok('Bison', 1)}")
    assert s.hand[1] == [tok("Lynx", 1)] and s.to_move == 0
    assert tok("Crested Lizard") in s.disc[0]


def test_realms_animal_7_the_lizard_drains_nothing_when_it_strikes_no_leader() -> None:
    """REALMS-ANIMAL-7: the Crested Lizard's drain needs a struck Leader; the Fennec Fox
    (strike 2) is none, so the hand stays whole."""
    s = lizard_vs_hawk()
    s.rng = Dice(2, 6, 7)
    play(s, f"attack {tok('Crested Lizard')} 1 3")
    assert tok("Fennec Fox", 1) in s.disc[1] and len(s.hand[1]) == 3 and s.to_move == 0


def test_realms_attack_4_attacker_discarded_and_attacks_repeat() -> None:
    """REALMS-ATTACK-4: attacker discarded and attacks repeat."""
    s = lizard_vs_hawk()
    s.rng = Dice(1, 1, 1, 9, 9)
    play(s, f"attack {tok('Crested Lizard')} 1 3")
    assert tok("Crested Lizard") in s.disc[0] and tok("Crested Lizard") not in s.alliance[0]
    assert s.dfn[7] == tok_list(["Redtail Hawk", "Fennec Fox", "Gorilla"])  # a miss
    realm(s, 1, "Coral Reef", ["Gorilla"])
    assert f"attack {tok('Octopus')} 1 1" in legal(s)


def test_realms_attack_5_a_leader_raids_an_alliance_with_three_dice() -> None:
    """REALMS-ATTACK-5: a leader raids an alliance with three dice."""
    s = fresh()
    ally(s, 0, ["Screech Owl", "Octopus"])
    ally(s, 1, ["Wolf", "Gorilla", "Bison", "Meerkat"])  # strikes 4, 8, 9, 1
    acts = legal(s)
    assert f"raid {tok('Screech Owl')} 1" in acts and f"raid {tok('Octopus')} 1" not in acts
    s.rng = Dice(4, 9, 12)
    play(s, f"raid {tok('Screech Owl')} 1")
    assert s.alliance[1] == [tok("Gorilla", 1), tok("Meerkat", 1)]
    assert tok("Screech Owl") in s.disc[0] and s.alliance[0] == [tok("Octopus")]


def test_realms_animal_7_a_hawk_lost_to_a_raid_costs_no_cards() -> None:
    """REALMS-ANIMAL-7, REALMS-ATTACK-5: the Hawk's ability is half of its own attack
    instructions, not a drawback when struck: a raid that strikes it costs nothing more."""
    s = fresh()
    ally(s, 0, ["Screech Owl"])
    ally(s, 1, ["Redtail Hawk", "Gorilla"])  # strikes 12, 8
    hand(s, 1, ["Wolf", "Lynx", "Bison"])
    s.rng = Dice(12, 1, 1)
    play(s, f"raid {tok('Screech Owl')} 1")
    assert tok("Redtail Hawk", 1) in s.disc[1] and s.alliance[1] == [tok("Gorilla", 1)]
    assert s.to_move == 0 and len(s.hand[1]) == 3


def test_realms_attack_6_locked_realms_cannot_be_attacked() -> None:
    """REALMS-ATTACK-6: locked realms cannot be attacked."""
    s = fresh()
    ally(s, 0, ["Screech Owl", "Wolf"])
    realm(s, 1, "Savanna", ["Lynx", "Bali Tiger", "Somali Giraffe", "Honey Badger", "Wolf"],
          locked=True)
    assert not any(a.startswith("attack") for a in legal(s))


def locked_pair():
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf", "Lynx", "Bali Tiger", "Somali Giraffe", "Honey Badger"],
          locked=True)
    realm(s, 1, "Redwood Forest", ["Wolf", "Lynx", "Bali Tiger", "Somali Giraffe",
                                   "Honey Badger"], locked=True)
    realm(s, 1, "Coral Reef", ["Octopus", "Great White Shark", "Sea Otter", "Piranha",
                               "Electric Eel"], locked=True)
    return s


def test_realms_battle_1_once_per_turn_between_locked_realms() -> None:
    """REALMS-BATTLE-1: once per turn between locked realms."""
    s = locked_pair()
    acts = [a for a in legal(s) if a.startswith("battle")]
    assert acts == ["battle 0 1 0", "battle 0 1 1"]
    s.rng = Dice(*([12, 1] * 5))
    play(s, "battle 0 1 1")
    play(s, "raze")
    assert not any(a.startswith("battle") for a in legal(s))


def test_realms_battle_2_face_offs_until_one_side_is_empty_ties_reroll() -> None:
    """REALMS-BATTLE-2: face offs until one side is empty ties reroll."""
    s = locked_pair()
    s.rng = Dice(5, 5, 1, 2, 12, 3, 3, 4, 2, 7, 1, 9, 8, 2, 2, 11)
    play(s, "battle 0 1 1")
    faceoffs = [e.data["dice"] for e in s.events() if e.text.startswith("Face-off")]
    assert faceoffs == [[5, 5], [1, 2], [12, 3], [3, 4], [2, 7], [1, 9], [8, 2], [2, 11]]
    # Seat 0 lost its fifth animal first; seat 1 already has a locked Land realm, so it
    # cannot steal the Savanna: it is razed with its defenders.
    assert s.realm[0] == -1 and s.to_move == 0
    assert s.locked[5] and len(s.dfn[5]) == 5  # the winner's animals are turned back up


def test_realms_battle_3_winner_steals_and_discards_its_unlocked_realm() -> None:
    """REALMS-BATTLE-3: winner steals and discards its unlocked realm."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf", "Lynx", "Bali Tiger", "Somali Giraffe", "Honey Badger"],
          locked=True)
    realm(s, 0, "Coral Reef", ["Gorilla"])
    realm(s, 1, "Deep Ocean", ["Octopus", "Great White Shark", "Sea Otter", "Piranha",
                               "Electric Eel"], locked=True)
    s.rng = Dice(*([12, 1] * 5))
    play(s, "battle 0 1 1")
    assert s.to_move == 0 and set(legal(s)) == {"steal", "raze"}
    play(s, "steal")
    assert s.realm[1] == tok("Deep Ocean", 1) and s.locked[1] and len(s.dfn[1]) == 5
    assert tok("Coral Reef") in s.disc[0] and tok("Gorilla") in s.disc[0]
    assert s.realm[5] == -1 and s.locked[0]  # the winner's realm stays locked


def test_realms_battle_4_defender_wins_and_razes() -> None:
    """REALMS-BATTLE-4: defender wins and razes."""
    s = locked_pair()
    s.rng = Dice(*([1, 12] * 5))
    play(s, "battle 0 1 1")
    # Seat 1 already holds a locked Land realm: it cannot steal, so the Savanna is razed.
    assert s.realm[0] == -1 and tok("Savanna") in s.disc[0]
    assert sum(1 for t in s.disc[0] if C.T_KIND[t] == C.ANIMAL) == 5


def test_realms_battle_4_winner_may_choose_to_raze() -> None:
    """REALMS-BATTLE-4: winner may choose to raze."""
    s = fresh()
    realm(s, 0, "Savanna", ["Wolf", "Lynx", "Bali Tiger", "Somali Giraffe", "Honey Badger"],
          locked=True)
    realm(s, 1, "Deep Ocean", ["Octopus", "Great White Shark", "Sea Otter", "Piranha",
                               "Electric Eel"], locked=True)
    s.rng = Dice(*([1, 12] * 5))
    play(s, "battle 0 1 1")
    assert s.to_move == 1
    play(s, "raze")
    assert s.realm[0] == -1 and s.to_move == 0
