"""What the player has seen stays true in its determinizations (WEAV-KNOW-1)."""

from __future__ import annotations

from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings.state import WeavlingsState
from wildtable.games.weavlings.wilds import EMPTY, collapse

from .helpers import blank, card, play, position

SAMPLES = 100
BAUBLES = {"baubles": True}


def samples(s: WeavlingsState) -> list[WeavlingsState]:
    out = []
    for seed in range(SAMPLES):
        d = s.determinize(0, seed)
        assert isinstance(d, WeavlingsState)
        out.append(d)
    return out


def test_weav_know_1_a_card_the_idol_put_back_stays_in_the_deck() -> None:
    idol = card("Idol of Second Sight")
    wee = C.ids(C.WEAVLING)[0]
    # Two face-down cards in the Tender Wilds, dealt before the Idol showed the Weavling.
    s = position(blank(avoid=(idol, wee)), hand=[idol], deck=[wee], down=(0, 1), **BAUBLES)
    play(s, "use idol beastie")  # a wrong guess: the Weavling goes back into the deck
    assert wee in s.deck
    for d in samples(s):
        assert wee in d.deck, "the Weavling the Idol put back went into a face-down card"
    # The face-down cards are still drawn afresh from what is unknown.
    assert len({(d.cell[0], d.cell[1]) for d in samples(s)}) > 1


def test_weav_know_1_a_face_down_deal_forgets_the_deck() -> None:
    idol = card("Idol of Second Sight")
    wee = C.ids(C.WEAVLING)[0]
    s = position(blank(avoid=(idol, wee)), hand=[idol], deck=[wee], down=(0, 1), **BAUBLES)
    play(s, "use idol beastie")
    assert s.known[0]
    s.discard.append(s.cell[2])  # a card leaves the Tender Wilds; one is dealt face-down
    s.cell[2] = EMPTY
    collapse(s)
    # The Idol put the Weavling back on top, so the face-down deal took it (WEAV-TRAP-IDOL);
    # what the seat knew of the deck is forgotten, and the Weavling is somewhere hidden.
    assert s.known[0] == 0 and wee not in s.deck
    assert all(wee in d.deck or wee in d.cell for d in samples(s))
