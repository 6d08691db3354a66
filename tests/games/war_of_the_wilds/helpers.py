"""Building War of the Wilds positions for scenario tests."""

from __future__ import annotations

import wildtable
from wildtable.games.war_of_the_wilds import cards as C
from wildtable.games.war_of_the_wilds.state import WotwState

GAME = wildtable.game("war-of-the-wilds")


def new(players: int = 2, seed: int = 1, **options: object) -> WotwState:
    s = GAME.new(players=players, seed=seed, **options)
    assert isinstance(s, WotwState)
    return s


def started(players: int = 2, seed: int = 1, day: str = "quiet-day") -> WotwState:
    """Day 1, P0 to take an action, with a known day card and empty hands and armies."""
    s = new(players, seed, first_game=True)
    set_day(s, day)
    for p in range(players):
        s.deck.extend(s.hands[p])
        s.hands[p] = []
        s.res[p] = [0, 0, 0, 0]
    s.piles = [C.RESOURCE_CARDS] * 4
    s.store = [0] * players
    s.buried = [0] * players
    s.wild = 15 * players
    s.box = C.ACORNS - s.wild
    # The next mornings are quiet, so tests that cross a day meet no surprise.
    for i, d in enumerate(C.DAY_ID):
        if d == "quiet-day" and i in s.day_deck:
            s.day_deck.remove(i)
            s.day_deck.append(i)
    s._legal = None
    return s


def set_day(s: WotwState, day: str) -> None:
    """Make `day` today's card (swapping it with whatever was turned)."""
    if s.day_card >= 0 and C.DAY_ID[s.day_card] == day:
        return
    wanted = next(i for i, d in enumerate(C.DAY_ID) if d == day and i != s.day_card
                  and (i in s.day_deck))
    s.day_deck.remove(wanted)
    s.day_deck.append(s.day_card)
    s.day_card = wanted
    s._legal = None


def card(name: str, nth: int = 0) -> int:
    """The deck id of the nth copy of a card, by its id in cards.toml."""
    return [c for c in range(C.DECK_SIZE) if C.CARD_ID[c] == name][nth]


def take_from_zones(s: WotwState, c: int) -> None:
    for zone in (s.deck, s.discard, s.row, *s.hands, *s.army):
        if c in zone:
            zone.remove(c)
            return
    raise AssertionError(f"card {c} is nowhere")


def give_hand(s: WotwState, seat: int, *cards: int) -> None:
    for c in cards:
        take_from_zones(s, c)
        s.hands[seat].append(c)
    s._legal = None


def give_army(s: WotwState, seat: int, *cards: int, tired: bool = False) -> None:
    for c in cards:
        take_from_zones(s, c)
        s.army[seat].append(c)
        if tired:
            s.tired |= 1 << c
    s._legal = None


def give_res(s: WotwState, seat: int, **kinds: int) -> None:
    for name, n in kinds.items():
        k = C.RESOURCE_INDEX[name]
        s.res[seat][k] += n
        s.piles[k] -= n
    s._legal = None


def set_acorns(s: WotwState, seat: int, store: int = 0, buried: int = 0) -> None:
    s.wild -= store + buried - s.store[seat] - s.buried[seat]
    s.store[seat] = store
    s.buried[seat] = buried
    s._legal = None


def do(s: WotwState, *notations: str) -> None:
    for text in notations:
        s.apply(GAME.parse(s, text))


def legal(s: WotwState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def total_acorns(s: WotwState) -> int:
    return s.wild + s.box + sum(s.store) + sum(s.buried)


def all_cards(s: WotwState) -> list[int]:
    """Every deck card wherever it is; the pay card is in flight only while paying."""
    cards_ = s.deck + s.discard + s.row + s.returned + s.set_aside
    for p in range(s.players):
        cards_ += s.hands[p] + s.army[p]
    if s.pay_card >= 0:
        cards_.append(s.pay_card)
    return sorted(cards_)
