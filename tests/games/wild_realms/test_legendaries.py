"""Phase 1: unleashing Legendaries, and each of the 24 designed effects."""

from __future__ import annotations

from wildtable.games.wild_realms import cards as C
from wildtable.games.wild_realms.state import WildState

from .helpers import Dice, ally, fresh, hand, legal, play, realm, tok

LEG = {n: i for i, n in enumerate(C.LEGEND_NAMES)}


def unleash(s: WildState, legend: str, effect: int) -> None:
    s.ldeck.append(LEG[legend])
    s._legal = None
    if tok("Unleash a Legendary") not in s.hand[0]:
        hand(s, 0, ["Unleash a Legendary"])
    play(s, "unleash", f"effect {effect}")


def test_realms_legend_1_unleash_any_number_in_phase_one_only() -> None:
    """REALMS-LEGEND-1: unleash any number in phase one only."""
    s = fresh()
    hand(s, 0, ["Unleash a Legendary", "Wolf"])
    s.hand[0].append(s.deck[0].pop(s.deck[0].index(tok("Unleash a Legendary") + 1)))
    play(s, "unleash", "effect 2")
    assert tok("Unleash a Legendary") in s.disc[0]
    assert "unleash" in legal(s)  # a second one, same phase
    play(s, f"ally {tok('Wolf')}")
    assert "unleash" not in legal(s)  # Play Cards has begun


def test_realms_legend_2_the_legendary_is_drawn_and_shown() -> None:
    """REALMS-LEGEND-2: the legendary is drawn and shown."""
    s = fresh()
    s.ldeck = [LEG["Kraken"], LEG["Phoenix"]]
    hand(s, 0, ["Unleash a Legendary"])
    play(s, "unleash")
    assert s.ldeck == [LEG["Kraken"]]
    shown = [e for e in s.events(1) if e.kind == "unleash"]
    assert shown and shown[-1].data["legendary"] == LEG["Phoenix"]
    assert legal(s) == ["effect 1", "effect 2"]


def test_realms_legend_3_immediate_effect_resolves_and_is_discarded() -> None:
    """REALMS-LEGEND-3: immediate effect resolves and is discarded."""
    s = fresh()
    unleash(s, "Behemoth", 2)  # Stampede: draw three
    assert len(s.hand[0]) == 3 and s.ldisc == [LEG["Behemoth"]] and s.lasting == []


def test_realms_legend_4_lasting_effect_stays_until_next_turn() -> None:
    """REALMS-LEGEND-4: lasting effect stays until next turn."""
    s = fresh()
    unleash(s, "Phoenix", 2)  # Firewall
    assert s.lasting == [(LEG["Phoenix"], 1, 0)] and s.ldisc == []
    play(s, "wrap", "end")
    ally(s, 1, ["Screech Owl", "Wolf"])
    realm(s, 0, "Savanna", ["Gorilla"])
    assert not any(a.startswith("attack") for a in legal(s))  # the Firewall holds
    play(s, "wrap", "end")
    assert s.lasting == [] and s.ldisc == [LEG["Phoenix"]]


def test_realms_legend_5_empty_legendary_deck_reshuffles_the_discard() -> None:
    """REALMS-LEGEND-5: empty legendary deck reshuffles the discard."""
    s = fresh()
    s.ldeck, s.ldisc = [], [LEG["Behemoth"]]
    hand(s, 0, ["Unleash a Legendary"])
    play(s, "unleash")
    assert s.ldisc == [] and any(e.kind == "shuffle" for e in s.events())


def test_realms_legend_6_rebirth_and_lost_trail() -> None:
    """REALMS-LEGEND-6: rebirth and lost trail."""
    s = fresh()
    for n in ("Wolf", "Savanna", "Lynx", "Gorilla"):
        s.disc[0].append(s.deck[0].pop(s.deck[0].index(tok(n))))
    unleash(s, "Phoenix", 1)
    assert {tok("Lynx"), tok("Gorilla")} <= set(s.hand[0]) and tok("Wolf") in s.disc[0]
    before = len(s.hand[0])
    unleash(s, "Great Stag", 1)
    assert tok("Savanna") in s.hand[0]
    assert len(s.hand[0]) == before + 1  # the realm only: the tuned card draws nothing


def test_realms_legend_6_maelstrom_storm_and_three_heads_roll_dice() -> None:
    """REALMS-LEGEND-6: maelstrom storm and three heads roll dice."""
    s = fresh()
    ally(s, 1, ["Wolf", "Gorilla"])  # 4, 8
    realm(s, 1, "Coral Reef", ["Bison", "Meerkat"])  # 9, 1
    s.rng = Dice(4, 2, 3)
    unleash(s, "Kraken", 1)
    assert s.alliance[1] == [tok("Gorilla", 1)]
    s.rng = Dice(9, 5)
    unleash(s, "Thunderbird", 1)
    assert s.dfn[5] == [tok("Meerkat", 1)]
    s.rng = Dice(1, 2, 3)
    unleash(s, "Chimera", 1)
    assert s.realm[5] == -1  # its last defender struck: the realm goes


def test_realms_legend_6_maelstrom_and_storm_dice_strike() -> None:
    """REALMS-LEGEND-6: the Maelstrom's and the Storm's dice strike as an attack's do:
    the Griffin's royal guard keeps a Leader from them; a struck Redtail Hawk costs
    nothing more (its ability is its own attack, REALMS-ANIMAL-7)."""
    s = fresh()
    s.lasting = [(LEG["Griffin"], 1, 1)]  # seat 1's Leaders cannot be struck
    ally(s, 1, ["Wolf", "Gorilla"])  # 4 (a Leader), 8
    s.rng = Dice(4, 8, 3)
    unleash(s, "Kraken", 1)
    assert s.alliance[1] == [tok("Wolf", 1)]  # the Gorilla is swept, the Leader is not
    s.lasting = []
    realm(s, 1, "Cloud Peaks", ["Redtail Hawk", "Meerkat"])  # 12, 1
    hand(s, 1, ["Lynx", "Bison", "Gorilla"])
    s.rng = Dice(12, 5)
    unleash(s, "Thunderbird", 1)
    assert s.dfn[6] == [tok("Meerkat", 1)] and s.to_move == 0 and len(s.hand[1]) == 3


def test_realms_legend_6_undertow_and_hunger_empty_hands() -> None:
    """REALMS-LEGEND-6: undertow and hunger empty hands."""
    s = fresh()
    hand(s, 1, ["Wolf", "Lynx", "Gorilla", "Bison"])
    unleash(s, "Kraken", 2)
    assert s.to_move == 1
    play(s, f"lose {tok('Bison', 1)}")
    assert s.to_move == 0 and len(s.hand[1]) == 3
    unleash(s, "Wendigo", 1)
    assert len(s.hand[1]) == 1


def test_realms_legend_6_quake_unlocks_and_the_owner_discards_two() -> None:
    """REALMS-LEGEND-6: quake unlocks and the owner discards two."""
    s = fresh()
    realm(s, 1, "Savanna", ["Wolf", "Lynx", "Bali Tiger", "Somali Giraffe", "Honey Badger"],
          locked=True)
    unleash(s, "Behemoth", 1)
    assert not s.locked[4] and s.to_move == 1
    play(s, f"pick {tok('Wolf', 1)}", f"pick {tok('Lynx', 1)}")
    assert len(s.dfn[4]) == 3 and s.to_move == 0


def test_realms_legend_6_tidal_wave_and_searches() -> None:
    """REALMS-LEGEND-6: tidal wave and searches."""
    s = fresh()
    before = len(s.deck[1])
    unleash(s, "Leviathan", 1)
    assert len(s.deck[1]) == before - 3
    realm(s, 0, "Savanna", ["Wolf"])
    unleash(s, "Leviathan", 2)  # deep call: a realm of a type not in play
    opts = legal(s)
    assert f"pick {tok('Redwood Forest')}" not in opts and f"pick {tok('Volcano')}" in opts
    play(s, f"pick {tok('Volcano')}")
    assert tok("Volcano") in s.hand[0]
    unleash(s, "Great Stag", 2)  # herd call: a Leader
    assert all(C.T_LEADER[int(a.split()[1])] for a in legal(s))
    play(s, f"pick {tok('Orca')}")
    assert tok("Orca") in s.hand[0]


def test_realms_legend_6_sky_hunt_stone_gaze_avalanche_plague() -> None:
    """REALMS-LEGEND-6: sky hunt stone gaze avalanche plague."""
    s = fresh(players=3)
    ally(s, 1, ["Wolf", "Gorilla"])
    ally(s, 2, ["Orca"])
    unleash(s, "Griffin", 1)
    play(s, f"pick {tok('Orca', 2)}")
    assert s.alliance[2] == []
    realm(s, 1, "Savanna", ["Lynx", "Bison"])
    realm(s, 2, "Volcano", ["Lynx"])
    unleash(s, "Basilisk", 1)
    play(s, "target 1 0", f"pick {tok('Bison', 1)}")
    assert s.dfn[4] == [tok("Lynx", 1)]
    unleash(s, "Yeti", 1)
    assert s.to_move == 1
    play(s, f"pick {tok('Lynx', 1)}")
    assert s.to_move == 2
    play(s, f"pick {tok('Lynx', 2)}")
    assert s.realm[4] == -1 and s.realm[11] == -1
    unleash(s, "Chimera", 2)
    assert len(s.alliance[1]) == 1


def test_realms_legend_6_protections_tailwind_guard_petrify_frost_ward() -> None:
    """REALMS-LEGEND-6: protections tailwind guard petrify frost ward."""
    s = fresh()
    unleash(s, "Thunderbird", 2)
    ally(s, 0, ["Screech Owl", "Crested Lizard"])
    realm(s, 1, "Volcano", ["Gorilla"])
    s.rng = Dice(1, 1, 1, 8)  # three dice and the tailwind's fourth
    play(s, f"attack {tok('Crested Lizard')} 1 3")
    assert tok("Gorilla", 1) in s.disc[1]
    s2 = fresh()
    s2.lasting = [(LEG["Griffin"], 1, 1), (LEG["Yeti"], 1, 1), (LEG["Basilisk"], 1, 1)]
    ally(s2, 0, ["Screech Owl", "Wolf"])
    ally(s2, 1, ["Orca"])
    realm(s2, 0, "Coral Reef", ["Lynx", "Bali Tiger", "Somali Giraffe", "Honey Badger",
                                "Orca"], locked=True)
    realm(s2, 1, "Savanna", ["African Elephant", "Gorilla"])
    realm(s2, 1, "Deep Ocean", ["Lynx", "Bali Tiger", "Somali Giraffe", "Honey Badger",
                                "Wolf"], locked=True)
    acts = legal(s2)
    assert not any(a.startswith(("raid", "battle")) for a in acts)  # frost, petrify
    s2.rng = Dice(10, 8)  # 10 is the Elephant, a Leader under the royal guard
    play(s2, f"attack {tok('Wolf')} 1 0")
    assert tok("African Elephant", 1) in s2.dfn[4] and tok("Gorilla", 1) in s2.disc[1]
    s3 = fresh()
    s3.lasting = [(LEG["Wendigo"], 1, 1)]
    ally(s3, 0, ["Screech Owl", "Wolf"])
    realm(s3, 1, "Savanna", ["Gorilla"])
    play(s3, f"attack {tok('Wolf')} 1 0")
    assert s3.dfn[4] == [tok("Gorilla", 1)] and s3.lasting == []  # the ward is spent


def test_realms_legend_6_blessing_and_guidance() -> None:
    """REALMS-LEGEND-6: blessing and guidance."""
    s = fresh()
    unleash(s, "Kirin", 1)
    play(s, "wrap", "end")
    assert len(s.hand[0]) == 7
    s = fresh()
    unleash(s, "Kirin", 2)
    assert len(s.hand[0]) == 2
    ally(s, 0, ["Screech Owl", "Octopus"])
    realm(s, 1, "Volcano", ["Gorilla"])
    assert f"attack {tok('Octopus')} 1 3" in legal(s)  # any realm type this turn


def warded_locked_pair(effect: str) -> WildState:
    """Two locked realms each; seat 1 holds the Phoenix's firewall or the Wendigo's ward."""
    s = fresh()
    s.lasting = [(LEG["Phoenix"], 1, 1)] if effect == "firewall" else [(LEG["Wendigo"], 1, 1)]
    realm(s, 0, "Savanna", ["Wolf", "Lynx", "Bali Tiger", "Somali Giraffe", "Honey Badger"],
          locked=True)
    realm(s, 1, "Coral Reef", ["Octopus", "Great White Shark", "Sea Otter", "Piranha",
                               "Electric Eel"], locked=True)
    return s


def test_realms_legend_6_firewall_keeps_off_a_realm_battle() -> None:
    """REALMS-LEGEND-6, REALMS-BATTLE-1: a Realm Battle is the rulebook's attack mode 3, so
    the Phoenix's firewall ("your realms cannot be attacked") keeps it off."""
    s = warded_locked_pair("firewall")
    assert not any(a.startswith("battle") for a in legal(s))
    s.lasting = []
    s._legal = None
    assert "battle 0 1 1" in legal(s)


def test_realms_legend_6_ward_stops_a_realm_battle_and_is_spent() -> None:
    """REALMS-LEGEND-6, REALMS-BATTLE-1: the ward makes the next attack fail, a Realm
    Battle included; the battle is used for the turn and the ward is spent."""
    s = warded_locked_pair("ward")
    s.rng = Dice()  # no face-off is rolled
    play(s, "battle 0 1 1")
    assert s.lasting == [] and s.battled
    assert s.locked[5] and len(s.dfn[5]) == 5 and s.locked[0]
    assert not any(a.startswith("battle") for a in legal(s))


def test_realms_legend_6_three_heads_respects_firewall_and_ward() -> None:
    """REALMS-LEGEND-6: the Chimera's three heads attack a realm: a firewalled kingdom is
    no target, and a ward turns them away (and is spent)."""
    s = fresh()
    realm(s, 1, "Coral Reef", ["Bison", "Meerkat"])  # 9, 1
    s.lasting = [(LEG["Phoenix"], 1, 1)]
    s.rng = Dice()
    unleash(s, "Chimera", 1)
    assert s.dfn[5] == [tok("Bison", 1), tok("Meerkat", 1)]
    s = fresh()
    realm(s, 1, "Coral Reef", ["Bison", "Meerkat"])
    s.lasting = [(LEG["Wendigo"], 1, 1)]
    s.rng = Dice()
    unleash(s, "Chimera", 1)
    assert s.dfn[5] == [tok("Bison", 1), tok("Meerkat", 1)]
    assert [x for x in s.lasting if x[2] == 1] == []  # the ward is spent
