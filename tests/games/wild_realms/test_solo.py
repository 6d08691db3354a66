"""Solo mode (players=1): steps A–G against The Wild."""

from __future__ import annotations

from wildtable.games.wild_realms import cards as C
from wildtable.games.wild_realms.state import SOLO_PLAY, SOLO_STRIKE, WRAP

from .helpers import GAME, LOCKABLE, Dice, ally, fresh, hand, legal, play, realm, tok, wild

INTO = tok("Into The Wild")


def test_realms_solo_1_setup_land_deck_into_cards_and_four_alliance_places() -> None:
    """REALMS-SOLO-1: setup land deck into cards and four alliance places."""
    s = GAME.new(players=1, seed=3)
    cards = s.deck[0] + s.hand[0] + [w for w in s.wild if w >= 0]
    assert len(cards) == 50 + 7 + 10
    assert not any(C.T_KIND[t] == C.UNLEASH for t in cards)
    assert sum(1 for t in cards if C.T_KIND[t] == C.INTO) == 10
    assert s.realm[0] == tok("Savanna") and len(s.wdeck) == 22
    f = fresh(players=1)
    ally(f, 0, ["Wolf", "Lynx", "Gorilla", "Bison"])
    hand(f, 0, ["Orca"])
    assert f"ally {tok('Orca')}" not in legal(f)


def test_realms_solo_2_round_draws_four_into_the_wild_and_four_to_hand() -> None:
    """REALMS-SOLO-2: round draws four into the wild and four to hand."""
    s = GAME.new(players=1, seed=8)
    assert all(w >= 0 for w in s.wild) and len(s.hand[0]) == 4 and s.round == 1
    assert s.phase == SOLO_PLAY and "wild" in legal(s)
    assert len(s.deck[0]) == 67 - 8


def test_realms_solo_3_into_the_wild_cards_reveal_wild_cards() -> None:
    """REALMS-SOLO-3: into the wild cards reveal wild cards."""
    s = fresh(players=1)
    s.hand[0].append(s.deck[0].pop(s.deck[0].index(INTO)))
    s.wild[2] = s.deck[0].pop(s.deck[0].index(INTO + 1))
    before = len(s.wdeck)
    play(s, "wild")
    assert len(s.wdeck) == before - 2 and INTO in s.disc[0] and INTO + 1 in s.disc[0]
    assert sum(1 for e in s.events() if e.kind == "wild_card") == 2


def test_realms_solo_4_realms_join_and_animals_pick_their_target() -> None:
    """REALMS-SOLO-4: realms join and animals pick their target."""
    s = fresh(players=1)
    realm(s, 0, "Savanna", ["Gorilla"])
    wild(s, 1, "Coral Reef")
    wild(s, 2, "Redwood Forest")
    s.rng = Dice(1, 1)
    wild(s, 0, "Red Fox")  # above the defended Savanna: attacks it (1, 1 miss, nudge 2)
    play(s, "wild", "go", "place 4")  # the Fox missed: it joins; then the realms come
    assert s.realm[1] == tok("Coral Reef") and s.dfn[1] == []
    assert tok("Redwood Forest") in s.disc[0]
    assert any(e.kind == "wild_attack" and "Savanna" in e.text for e in s.events())


def test_realms_solo_5_alliance_attacks_do_not_roll_hit_and_miss() -> None:
    """REALMS-SOLO-5: alliance attacks do not roll hit and miss."""
    s = fresh(players=1)
    realm(s, 0, "Savanna", ["Wolf"])
    ally(s, 0, ["Gorilla", "Bison", "Lynx", "Orca"])  # 8, 9, 9, 11
    wild(s, 1, "Grizzly Bear")  # Do Not Roll: joins
    wild(s, 2, "Raven")  # 1 die x 2: 9 and 9 strike Bison or Lynx (you choose)
    wild(s, 3, "Gila Monster")  # misses: joins, making room
    s.rng = Dice(9, 9, 1, 3)
    play(s, "wild", "go")
    assert legal(s) == ["place 0", "place 4"]
    play(s, "place 4")  # the alliance is full: evict one
    assert set(legal(s)) == {f"pick {t}" for t in s.alliance[0]}
    play(s, f"pick {tok('Orca')}")
    assert tok("Grizzly Bear") in s.alliance[0]
    assert set(legal(s)) == {f"strike {tok('Bison')}", f"strike {tok('Lynx')}"}
    play(s, f"strike {tok('Lynx')}")
    assert tok("Raven") in s.disc[0] and tok("Lynx") in s.disc[0]
    play(s, "place 0")
    assert tok("Gila Monster") in s.dfn[0] and s.phase == WRAP


def test_realms_solo_6_realm_attacks_with_abilities() -> None:
    """REALMS-SOLO-6: realm attacks with abilities."""
    s = fresh(players=1)
    realm(s, 0, "Savanna", ["Gorilla", "Meerkat"])
    realm(s, 0, "Coral Reef", ["Bison"])
    realm(s, 0, "Cloud Peaks", ["Red Fox"])
    wild(s, 0, "Lynx")  # Lethal, strike 6 or less: the Meerkat, no roll
    wild(s, 1, "Somali Giraffe")  # Growth: you draw; 1 die x 2 misses: it joins
    wild(s, 2, "Rhinoceros")  # misses the Fox, so it spreads to the neighbouring Coral Reef
    s.rng = Dice(5, 5, 1, 1, 9, 1)
    n = len(s.hand[0])
    play(s, "wild", "go")
    assert tok("Meerkat") in s.disc[0] and tok("Lynx") in s.disc[0]
    assert len(s.hand[0]) == n + 1
    play(s, "place 1")
    assert tok("Somali Giraffe") in s.dfn[1]
    # The Rhinoceros spreads to the only defended neighbour and strikes the Bison (9).
    assert tok("Bison") in s.disc[0] and tok("Rhinoceros") in s.disc[0] and s.wild == [-1] * 4


def test_realms_solo_7_first_strike_with_a_leader() -> None:
    """REALMS-SOLO-7: first strike with a leader."""
    s = fresh(players=1)
    ally(s, 0, ["Gorilla"])
    wild(s, 3, "Bison")
    play(s, "wild")
    assert s.phase == SOLO_STRIKE and legal(s) == ["go", "discarding"]
    ally(s, 0, ["Screech Owl"])
    assert f"hunt {tok('Gorilla')} 3" in legal(s)
    s.rng = Dice(9, 1)
    play(s, f"hunt {tok('Gorilla')} 3")
    assert s.wild[3] == -1 and tok("Bison") in s.disc[0] and tok("Gorilla") in s.disc[0]


def test_realms_solo_8_travel_lock_sweep_and_hand_of_five() -> None:
    """REALMS-SOLO-8: travel lock sweep and hand of five."""
    s = fresh(players=1, round_=2)
    realm(s, 0, "Savanna", LOCKABLE)
    realm(s, 0, "Coral Reef", [])
    hand(s, 0, ["Orca", "Octopus", "Gorilla", "Bison", "Meerkat", "Raven"])
    play(s, "wild", "go")
    assert s.phase == WRAP and "lock 0" in legal(s)
    play(s, "lock 0", "end")
    assert s.realm[1] == -1  # undefended at the end of travel
    assert s.to_move == 0 and legal(s)[0].startswith("lose")
    play(s, f"lose {tok('Raven')}")
    assert s.round == 3 and len(s.hand[0]) == 5 + 4


def test_realms_kingdom_4_solo_round_two_begins_without_undefended_realms() -> None:
    """REALMS-KINGDOM-4, REALMS-SOLO-8: "Other than round one, a Realm can never be without
    defenders": a realm left undefended through round 1 is discarded as round 2 begins, before
    step C could defend it (as in the multiplayer game, ruling 4)."""
    s = fresh(players=1, round_=1)
    realm(s, 0, "Savanna", [])
    realm(s, 0, "Coral Reef", ["Gorilla"])
    play(s, "wild", "go", "end")
    assert s.round == 2 and s.phase == SOLO_PLAY
    assert s.realm[0] == -1 and tok("Savanna") in s.disc[0]
    assert s.realm[1] == tok("Coral Reef")


def test_realms_solo_9_deck_out_ends_the_game_and_four_locks_win() -> None:
    """REALMS-SOLO-9: deck out ends the game and four locks win."""
    s = fresh(players=1)
    s.deck[0] = []
    play(s, "wild", "go", "end")
    assert s.is_over and s.result().winners == [] and "deck" in s.result().reason
    assert s.result().reason == "the deck ran out with 0 realms locked"  # words, not "realm(s)"
    s = fresh(players=1)
    realm(s, 0, "Savanna", LOCKABLE, locked=True)
    realm(s, 0, "Coral Reef", ["Octopus", "Great White Shark", "Sea Otter", "Piranha",
                               "Electric Eel"], locked=True)
    realm(s, 0, "Cloud Peaks", ["Screech Owl", "Bald Eagle", "Hummingbird", "Swallow",
                                "Vulture"], locked=True)
    realm(s, 0, "Volcano", ["Komodo Dragon", "Scorpion", "Fire Salamander", "Fire Ant",
                            "Horned Lizard"])
    play(s, "wild", "go", "lock 3")
    assert s.is_over and s.result().winners == [0]


def test_realms_solo_3_difficulty_reveals_extra_wild_cards() -> None:
    """REALMS-SOLO-3: difficulty reveals extra wild cards."""
    for extra in (0, 2):
        s = GAME.new(players=1, seed=4, solo_extra_wild=extra)
        into = sum(1 for t in s.hand[0] + s.wild if t >= 0 and C.T_KIND[t] == C.INTO)
        before = len(s.wdeck)
        s.apply(GAME.parse(s, "wild"))
        revealed = sum(1 for e in s.events() if e.kind == "wild_card")
        assert revealed == into + extra and len(s.wdeck) <= before


def test_realms_solo_3_an_into_card_ambushed_by_the_difficulty_is_played() -> None:
    """REALMS-SOLO-3 with ruling 26: an extra The Wild card (difficulty) that is an Ambush
    may bring an Into The Wild card into The Wild; it is played like the others, never
    left there to be discarded as a realm."""
    s = fresh(players=1)
    s.options = {**s.options, "solo_extra_wild": 1}
    calm = C.WILD_CARD_EFFECT.index("calm")
    ambush = C.WILD_CARD_EFFECT.index("ambush")
    s.wdeck = [calm, ambush]  # the top is the end: the Ambush first
    s.deck[0].remove(INTO)
    s.deck[0].append(INTO)  # the Ambush brings the Into The Wild card from the deck's top
    play(s, "wild")
    assert INTO in s.disc[0] and INTO not in s.wild
    assert s.wdisc == [ambush, calm]  # the Into card revealed the Quiet Dusk
    assert not any("duplicates" in e.text for e in s.events())


def test_realms_solo_7_growth_abilities_work_in_a_first_strike() -> None:
    """REALMS-SOLO-7, ruling 22: the rulebook only warns that "sometimes" an ability has
    no effect in a first strike; a Growth ability helps your kingdom there as anywhere:
    the Sea Otter draws on its strike, the Somali Giraffe draws after attacking."""
    s = fresh(players=1)
    ally(s, 0, ["Screech Owl", "Sea Otter", "Somali Giraffe"])
    wild(s, 3, "Bison")  # strike 9
    wild(s, 2, "Gorilla")  # strike 8
    play(s, "wild")
    n = len(s.hand[0])
    s.rng = Dice(9, 1)
    play(s, f"hunt {tok('Sea Otter')} 3")
    assert s.wild[3] == -1 and len(s.hand[0]) == n + 1
    s.rng = Dice(1, 1)
    play(s, f"hunt {tok('Somali Giraffe')} 2")
    assert s.wild[2] == tok("Gorilla") and len(s.hand[0]) == n + 2
