"""The animals' attack instructions: the rulebook's named animals, one ability each, and
every designed ability by its class (REALMS-ANIMAL-*)."""

from __future__ import annotations

from collections import Counter

from wildtable.games.wild_realms import cards as C
from wildtable.games.wild_realms.effects import ability_text
from wildtable.games.wild_realms.state import WildState

from .helpers import Dice, ally, fresh, hand, legal, play, realm, tok

KIRIN = C.LEGEND_NAMES.index("Kirin")


def duel(attacker: str, defenders: list[str], *dice: int) -> WildState:
    """Seat 0's attacker (with the Screech Owl leading) against seat 1's Savanna; the
    Kirin's guidance lets any animal attack it, so each test needs one realm only."""
    s = fresh()
    s.lasting = [(KIRIN, 1, 0)]
    ally(s, 0, ["Screech Owl", attacker] if attacker != "Screech Owl" else ["Screech Owl"])
    realm(s, 1, "Savanna", defenders)
    s.rng = Dice(*dice)
    return s


def attack(s: WildState, attacker: str) -> None:
    play(s, f"attack {tok(attacker)} 1 0")


def test_realms_animal_1_named_animals_keep_the_rulebooks_facts() -> None:
    """REALMS-ANIMAL-1: the rulebook's own facts: Screech Owl and Redtail Hawk lead, the
    Hawk's strike value is 12 (the example's 12 hits it), the Crested Lizard rolls three
    dice once and attacks Fire, the Octopus attacks Water, the Bali Tiger returns to hand,
    the Volcano is a Fire realm."""
    def card(n: str) -> int:
        return C.NAME.index(n)

    for n in ("Wolf", "Lynx", "Screech Owl", "Crested Lizard", "Octopus", "Redtail Hawk",
              "Bali Tiger"):
        assert C.KIND[card(n)] == C.ANIMAL
    assert C.LEADER[card("Screech Owl")] and C.LEADER[card("Redtail Hawk")]
    assert C.STRIKE[card("Redtail Hawk")] == 12
    assert C.ROLLS[card("Crested Lizard")] == (3, 1) and C.RTYPE[card("Crested Lizard")] == 3
    assert C.RTYPE[card("Octopus")] == 1
    assert C.ABILITY[card("Bali Tiger")] == "return"
    assert C.RTYPE[card("Volcano")] == 3 and C.KIND[card("Volcano")] == C.REALM


def test_realms_animal_8_every_animal_has_its_own_instructions() -> None:
    """REALMS-ANIMAL-8: "every animal has its own unique instructions for attacking": no
    two animals share their Roll Attack icon and ability, nor even their ability's words."""
    instructions = Counter((C.ROLLS[c], C.ABILITY[c], C.PARAM[c]) for c in range(C.N_ANIMALS))
    assert max(instructions.values()) == 1
    words = Counter(ability_text(c) for c in range(C.N_ANIMALS))
    assert max(words.values()) == 1
    import copy

    bad = copy.deepcopy(C.DATA)
    bad["animals"][1] = {**bad["animals"][1], "ability": bad["animals"][23]["ability"],
                         "param": bad["animals"][23]["param"], "dice": 0, "times": 0}
    from wildtable.games.wild_realms.effects import ABILITIES, LEGEND_EFFECTS, WILD_EFFECTS

    try:
        C.validate(bad, ABILITIES, LEGEND_EFFECTS, WILD_EFFECTS)
    except C.CardDataError as e:
        assert "own attack instructions" in str(e)
    else:
        raise AssertionError("a shared ability passed the card check")


# ---- Growth ------------------------------------------------------------------------------

def test_realms_animal_2_growth_draws_after_attacking_and_on_a_miss() -> None:
    """REALMS-ANIMAL-2: the Somali Giraffe draws after attacking, hit or miss; the
    Hummingbird draws only when it misses."""
    s = duel("Somali Giraffe", ["Gorilla"], 2, 3)
    attack(s, "Somali Giraffe")
    assert len(s.hand[0]) == 1
    s = duel("Hummingbird", ["Gorilla"], 2, 3)
    attack(s, "Hummingbird")
    assert len(s.hand[0]) == 1
    s = duel("Hummingbird", ["Gorilla"], 8, 3)
    attack(s, "Hummingbird")
    assert s.hand[0] == [] and tok("Gorilla", 1) in s.disc[1]


def test_realms_animal_2_growth_resurrects_animals_and_realms() -> None:
    """REALMS-ANIMAL-2: on a strike the Bison takes the top animal of its discard pile,
    the Condor the top two, the Sea Turtle the top realm."""
    for name, back in (("Bison", ["Lynx"]), ("Condor", ["Lynx", "Wolf"]),
                       ("Sea Turtle", ["Redwood Forest"])):
        s = duel(name, ["Gorilla"], 8, 3)
        for n in ("Wolf", "Redwood Forest", "Lynx"):
            s.disc[0].append(s.deck[0].pop(s.deck[0].index(tok(n))))
        attack(s, name)
        assert sorted(s.hand[0]) == sorted(tok(n) for n in back), name


def test_realms_animal_2_growth_draws_more_for_a_leader_and_forages() -> None:
    """REALMS-ANIMAL-2: the Fire Salamander draws one card on a strike, two if it struck
    a Leader; the Fennec Fox draws until an animal comes, three cards at most."""
    s = duel("Fire Salamander", ["African Elephant"], 10, 1)
    attack(s, "Fire Salamander")
    assert len(s.hand[0]) == 2
    s = duel("Fire Salamander", ["Gorilla"], 8, 1)
    attack(s, "Fire Salamander")
    assert len(s.hand[0]) == 1
    s = duel("Fennec Fox", ["Gorilla"], 1, 1)
    s.deck[0] += [s.deck[0].pop(s.deck[0].index(tok(n))) for n in ("Wolf", "Coral Reef",
                                                                    "Volcano")]
    attack(s, "Fennec Fox")
    assert s.hand[0] == [tok("Volcano"), tok("Coral Reef"), tok("Wolf")]


# ---- Adapt -------------------------------------------------------------------------------

def test_realms_animal_3_bali_tiger_returns_to_hand() -> None:
    """REALMS-ANIMAL-3: the Bali Tiger returns to hand after attacking (the rulebook)."""
    s = duel("Bali Tiger", ["Gorilla"], 1, 2)
    attack(s, "Bali Tiger")
    assert s.hand[0] == [tok("Bali Tiger")] and tok("Bali Tiger") not in s.disc[0]


def test_realms_animal_3_dice_that_count_otherwise() -> None:
    """REALMS-ANIMAL-3: the Red Fox's die counts one off, the Orca's up to two, the Horned
    Lizard's as its opposite face (13 minus it), the Thorny Devil's two dice as their sum."""
    cases = [("Red Fox", 8, 1, True), ("Red Fox", 7, 1, False), ("Orca", 7, 1, True),
             ("Horned Lizard", 4, 1, True), ("Horned Lizard", 5, 1, False),
             ("Thorny Devil", 3, 6, True), ("Thorny Devil", 3, 4, False)]
    for name, a, b, hit in cases:
        s = duel(name, ["Bison"], a, b)  # strike 9
        attack(s, name)
        assert (tok("Bison", 1) in s.disc[1]) == hit, (name, a, b)


def test_realms_animal_3_rerolls() -> None:
    """REALMS-ANIMAL-3: on a miss the Gorilla rolls its whole attack once more, the Screech
    Owl up to twice more, the Raven one die once more."""
    s = duel("Gorilla", ["Bison"], 5, 6, 9, 2)
    attack(s, "Gorilla")
    assert tok("Bison", 1) in s.disc[1]
    s = duel("Screech Owl", ["Bison"], 1, 1, 2, 2, 3, 9)
    attack(s, "Screech Owl")
    assert tok("Bison", 1) in s.disc[1]
    s = duel("Raven", ["Bison"], 1, 1, 9)
    attack(s, "Raven")
    assert tok("Bison", 1) in s.disc[1]
    s = duel("Raven", ["Bison"], 1, 1, 8)
    attack(s, "Raven")
    assert tok("Bison", 1) not in s.disc[1]


def test_realms_animal_3_reroll_when_the_only_match_is_a_guarded_leader() -> None:
    """REALMS-ANIMAL-3, REALMS-LEGEND-6: under the Griffin's royal guard a Leader cannot be
    struck, so a die matching only that Leader strikes nothing and the Gorilla rolls again."""
    s = duel("Gorilla", ["African Elephant", "Bison"], 10, 1, 9, 1)  # 10 (a Leader), 9
    s.lasting.append((C.LEGEND_NAMES.index("Griffin"), 1, 1))
    attack(s, "Gorilla")
    assert tok("Bison", 1) in s.disc[1] and s.dfn[4] == [tok("African Elephant", 1)]


def test_realms_animal_3_settle_and_settle_on_a_strike() -> None:
    """REALMS-ANIMAL-3: the Octopus joins one of your realms after attacking; the
    Kingfisher only when it struck (otherwise it is discarded)."""
    s = duel("Octopus", ["Gorilla"], 1, 1)
    realm(s, 0, "Savanna", ["Wolf"])
    realm(s, 0, "Volcano", ["Lynx"])
    attack(s, "Octopus")
    assert set(legal(s)) == {"place 0", "place 3"}
    play(s, "place 3")
    assert s.dfn[3] == [tok("Lynx"), tok("Octopus")]
    s = duel("Kingfisher", ["Gorilla"], 1, 1)
    realm(s, 0, "Volcano", ["Lynx"])
    attack(s, "Kingfisher")
    assert tok("Kingfisher") in s.disc[0]
    s = duel("Kingfisher", ["Gorilla"], 8, 1)
    realm(s, 0, "Volcano", ["Lynx"])
    attack(s, "Kingfisher")
    assert s.dfn[3] == [tok("Lynx"), tok("Kingfisher")]


# ---- Swarm -------------------------------------------------------------------------------

def test_realms_animal_4_several_strikes() -> None:
    """REALMS-ANIMAL-4: every match of the Fire Ant strikes; the Albatross strikes up to
    two, chosen by the attacker when more match."""
    s = duel("Fire Ant", ["Gorilla", "Bison", "Lynx", "Wolf"], 9, 8, 1)  # 8, 9, 9, 4
    attack(s, "Fire Ant")
    assert s.dfn[4] == [tok("Wolf", 1)]
    s = duel("Albatross", ["Gorilla", "Bison", "Lynx", "Wolf"], 9, 8)
    attack(s, "Albatross")
    assert s.to_move == 0 and len(legal(s)) == 3
    play(s, f"strike {tok('Lynx', 1)}")
    play(s, f"strike {tok('Bison', 1)}")
    assert s.dfn[4] == [tok("Gorilla", 1), tok("Wolf", 1)]


def test_realms_animal_4_spreads() -> None:
    """REALMS-ANIMAL-4: the Meerkat rolls again at another unlocked realm of the same
    kingdom after any attack, the Rhinoceros only after a miss, the Swallow at the
    kingdom's Alliance."""
    s = duel("Meerkat", ["Gorilla"], 8, 1, 1, 9, 1, 1)
    realm(s, 1, "Volcano", ["Bison"])
    attack(s, "Meerkat")
    assert tok("Gorilla", 1) in s.disc[1] and tok("Bison", 1) in s.disc[1]
    s = duel("Rhinoceros", ["Gorilla"], 8, 1)
    realm(s, 1, "Volcano", ["Bison"])
    attack(s, "Rhinoceros")  # it struck: no second roll (none is scripted)
    assert s.dfn[7] == [tok("Bison", 1)]
    s = duel("Rhinoceros", ["Gorilla"], 1, 1, 9, 1)
    realm(s, 1, "Volcano", ["Bison"])
    attack(s, "Rhinoceros")
    assert s.dfn[4] == [tok("Gorilla", 1)] and s.realm[7] == -1
    s = duel("Swallow", ["Gorilla"], 8, 1, 1, 4, 1, 1)
    ally(s, 1, ["Wolf", "Lynx"])  # 4, 9
    attack(s, "Swallow")
    assert tok("Gorilla", 1) in s.disc[1] and s.alliance[1] == [tok("Lynx", 1)]


def test_realms_animal_4_second_rolls_at_the_same_realm() -> None:
    """REALMS-ANIMAL-4: the Piranha rolls once more at the same realm when it strikes;
    the Manta Ray always rolls twice."""
    s = duel("Piranha", ["Gorilla", "Bison"], 8, 1, 1, 9, 1, 1)
    attack(s, "Piranha")
    assert s.realm[4] == -1
    s = duel("Piranha", ["Gorilla", "Bison"], 1, 1, 1)
    attack(s, "Piranha")  # a miss: no more dice
    assert len(s.dfn[4]) == 2
    s = duel("Manta Ray", ["Gorilla", "Bison"], 1, 1, 9, 1)
    attack(s, "Manta Ray")
    assert s.dfn[4] == [tok("Gorilla", 1)]


def test_realms_animal_4_extra_dice() -> None:
    """REALMS-ANIMAL-4: the Wolf rolls a die more per other Canid in the Alliance, the
    Camel Spider per other Swarm animal, the Box Jellyfish per two defenders."""
    s = duel("Wolf", ["Gorilla"], 1, 1, 1, 8)
    ally(s, 0, ["Red Fox", "Fennec Fox"])
    attack(s, "Wolf")
    assert tok("Gorilla", 1) in s.disc[1]
    s = duel("Camel Spider", ["Gorilla"], 1, 1, 8)
    ally(s, 0, ["Meerkat", "Lynx"])
    attack(s, "Camel Spider")
    assert tok("Gorilla", 1) in s.disc[1]
    s = duel("Box Jellyfish", ["Gorilla", "Lynx", "Wolf", "Meerkat"], 2, 3, 5, 8)
    attack(s, "Box Jellyfish")
    assert tok("Gorilla", 1) in s.disc[1]


# ---- Lethal ------------------------------------------------------------------------------

def test_realms_animal_5_lethal_slays_without_rolling() -> None:
    """REALMS-ANIMAL-5: each Lethal animal names who it may slay, without a die: strike 6
    or less (Lynx), the lowest (Grizzly Bear), the highest (Great White Shark), 9 or more
    (Saltwater Crocodile), the last to join (Sidewinder), a class (Moray Eel: Growth)."""
    defenders = ["Gorilla", "Bison", "Meerkat", "Red Fox", "Sea Otter"]  # 8, 9, 1, 6, 3
    cases = {"Lynx": {"Meerkat", "Red Fox", "Sea Otter"}, "Grizzly Bear": {"Meerkat"},
             "Great White Shark": {"Bison"}, "Saltwater Crocodile": {"Bison"},
             "Sidewinder": {"Sea Otter"}, "Moray Eel": {"Bison", "Sea Otter"},
             "Black Mamba": {"Gorilla", "Meerkat", "Red Fox", "Sea Otter"},
             "Bald Eagle": {"Meerkat"}, "Scorpion": {"Gorilla", "Red Fox"},
             "Peregrine Falcon": {"Meerkat", "Sea Otter"}}
    for name, can in cases.items():
        s = duel(name, defenders)  # no dice at all: a roll would fail the test
        attack(s, name)
        if len(can) > 1:
            assert set(legal(s)) == {f"strike {tok(n, 1)}" for n in can}, name
            play(s, legal(s)[0])
        gone = {n for n in defenders if tok(n, 1) in s.disc[1]}
        assert len(gone) == 1 and gone <= can, name


# ---- Decay -------------------------------------------------------------------------------

def test_realms_animal_6_decay_drains_hands() -> None:
    """REALMS-ANIMAL-6: on a strike the Honey Badger's victim discards a card of their
    choice, the Komodo Dragon's one at random, the Desert Tortoise's a realm card at
    random; the Electric Eel's victim discards one even when it misses."""
    s = duel("Honey Badger", ["Gorilla"], 8, 12)
    hand(s, 1, ["Wolf", "Orca"])
    attack(s, "Honey Badger")
    assert s.to_move == 1
    play(s, f"lose {tok('Orca', 1)}")
    assert s.hand[1] == [tok("Wolf", 1)]
    s = duel("Komodo Dragon", ["Gorilla"], 8, 12)
    hand(s, 1, ["Wolf", "Orca"])
    attack(s, "Komodo Dragon")
    assert len(s.hand[1]) == 1 and s.to_move == 0
    s = duel("Desert Tortoise", ["Bali Tiger"], 11, 12)
    hand(s, 1, ["Wolf", "Coral Reef", "Orca"])
    attack(s, "Desert Tortoise")
    assert s.hand[1] == [tok("Wolf", 1), tok("Orca", 1)]
    s = duel("Electric Eel", ["Gorilla"], 1, 2)
    hand(s, 1, ["Wolf", "Orca"])
    attack(s, "Electric Eel")
    assert s.to_move == 1 and len(s.dfn[4]) == 1


def test_realms_animal_6_decay_mills_withers_and_grips() -> None:
    """REALMS-ANIMAL-6: the Porcupine mills three on a strike, the Gila Monster two hit or
    miss, the Vulture withers an Alliance animal of the struck value, and the Redtail
    Hawk's talons take a card of the victim's choice and the top of their deck."""
    s = duel("Porcupine", ["Gorilla"], 8, 12)
    deck = len(s.deck[1])
    attack(s, "Porcupine")
    assert len(s.deck[1]) == deck - 3
    s = duel("Gila Monster", ["Gorilla"], 1, 2)
    deck = len(s.deck[1])
    attack(s, "Gila Monster")
    assert len(s.deck[1]) == deck - 2 and len(s.dfn[4]) == 1
    s = duel("Vulture", ["Somali Giraffe"], 7, 12)
    ally(s, 1, ["Sea Turtle", "Wolf"])  # 7, 4
    attack(s, "Vulture")
    assert s.alliance[1] == [tok("Wolf", 1)]
    s = duel("Redtail Hawk", ["Gorilla"], 8, 12)
    hand(s, 1, ["Wolf", "Orca"])
    deck = len(s.deck[1])
    attack(s, "Redtail Hawk")
    assert len(s.deck[1]) == deck - 1 and s.to_move == 1
    play(s, f"lose {tok('Wolf', 1)}")
    assert s.hand[1] == [tok("Orca", 1)]
