"""What a seat has seen stays true in its determinizations (REALMS-KNOW-1)."""

from __future__ import annotations

from wildtable.games.wild_realms.state import WildState

from .helpers import Dice, ally, fresh, hand, play, realm, tok

SAMPLES = 100


def samples(s: WildState, seat: int) -> list[WildState]:
    out = []
    for seed in range(SAMPLES):
        d = s.determinize(seat, seed)
        assert isinstance(d, WildState)
        out.append(d)
    return out


def tiger_home() -> WildState:
    """Seat 0's Bali Tiger attacks and returns to a hand that holds three unseen cards."""
    s = fresh()
    hidden = hand(s, 0, ["Wolf", "Lynx", "Gorilla"])
    ally(s, 0, ["Screech Owl", "Bali Tiger"])
    realm(s, 1, "Savanna", ["Meerkat"])
    s.rng = Dice(1, 2)
    play(s, f"attack {tok('Bali Tiger')} 1 0")
    assert tok("Bali Tiger") in s.hand[0] and set(hidden) <= set(s.hand[0])
    return s


def test_realms_know_1_an_animal_seen_returning_stays_in_that_hand() -> None:
    s = tiger_home()
    tiger = tok("Bali Tiger")
    kept = sum(tiger in d.hand[0] for d in samples(s, 1))
    assert kept == SAMPLES, f"the returned Bali Tiger stayed in {kept} of {SAMPLES}"
    # The cards seat 1 never saw are still drawn afresh from seat 0's hand and deck.
    assert sum(tok("Wolf") in d.hand[0] for d in samples(s, 1)) < SAMPLES


def test_realms_know_1_a_seen_card_that_leaves_the_hand_is_forgotten() -> None:
    s = tiger_home()
    tiger = tok("Bali Tiger")
    s.known[0] |= 1 << tok("Wolf")  # seen, then played openly into the Alliance
    s.hand[0].remove(tok("Wolf"))
    s.alliance[0].append(tok("Wolf"))
    for d in samples(s, 1):
        assert tiger in d.hand[0] and tok("Wolf") not in d.hand[0] + d.deck[0]
