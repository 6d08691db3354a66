"""The Tender Wilds' mechanics shared by every rule: drawing, collapsing, pushing out.

Functions take the state and change it in place; rule clause ids are in the comments.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...engine import move
from . import knowledge
from .cards import (
    BEASTIE,
    EFFECT,
    HAPPY,
    IS_BEASTIE,
    KIND,
    MEAT,
    NAME,
    POP,
    SANGUINE,
    SPIRIT,
    TRAP,
    WEAVLING,
    WHEEL,
)
from .tally import CAPTURED, PUSHED_OUT, WOUNDED, at

if TYPE_CHECKING:
    from .state import WeavlingsState as S

EMPTY: Final = -1
TRAPPER: Final = -2
# face-down, revealed, face-down until the next Travel ends
DOWN: Final = 0
UP: Final = 1
HELD: Final = 2

PHASES: Final = ("setup", "trapper", "lure", "over")
SETUP: Final = 0
TRAPPER_PHASE: Final = 1
LURE: Final = 2
OVER: Final = 3

# The rulebook's thresholds (WEAV-END-1..3); the options `win_population`,
# `lose_population` and `wound_limit` move them for balance sweeps (WEAV-OPT-2).
WIN_POPULATION: Final = 10
LOSE_POPULATION: Final = 10
WOUND_LIMIT: Final = 10
TOTAL_POPULATION: Final = sum(POP[c] for c in range(len(POP)) if KIND[c] == WEAVLING)
EASY_EXTRA_WOUNDS: Final = 5  # WEAV-DIFF-1: Easy allows 15 Wounds, 5 more than the limit
TURN_LIMIT: Final = 120  # WEAV-END-4: a safety rule so that every game ends
FORTUNE_MEAT: Final = 2  # Designed: the Meat a Spirit of Fortune is worth
MAX_POP: Final = max(POP)
MAX_WOUND: Final = max(max(w) for w in WHEEL)


def rotation(s: S) -> int:
    """WEAV-ROT-2: quarter turns so far; rotation stops after 3 reshuffles."""
    return 3 if s.reshuffles > 3 else s.reshuffles


def meat_value(card: int) -> int:
    return MEAT[card] if KIND[card] == BEASTIE else FORTUNE_MEAT


def is_meat(card: int) -> bool:
    k = KIND[card]
    return k == BEASTIE or (k == SPIRIT and EFFECT[card] == "bonus_meat")


def meat_total(s: S) -> int:
    return sum(meat_value(c) for c in s.hand if is_meat(c))


def wound_total(s: S) -> int:
    r = rotation(s)
    return sum(WHEEL[w][r] for w in s.wounds)


def lured_population(s: S) -> int:
    return sum(POP[w] for w in s.lured)


def lost_population(s: S) -> int:
    return sum(POP[w] for w in s.lost)


def wound_limit(s: S) -> int:
    """WEAV-END-3, WEAV-OPT-2: the Wounds that lose (the option, 5 more on Easy)."""
    base: int = s.options.get("wound_limit", WOUND_LIMIT)
    return base + EASY_EXTRA_WOUNDS if s.options["difficulty"] == "easy" else base


def win_population(s: S) -> int:
    """WEAV-END-1, WEAV-OPT-2: the Lured Population that wins."""
    n: int = s.options.get("win_population", WIN_POPULATION)
    return n


def lose_population(s: S) -> int:
    """WEAV-END-2, WEAV-OPT-2: the Lost Population that loses."""
    n: int = s.options.get("lose_population", LOSE_POPULATION)
    return n


def check_end(s: S) -> bool:
    """WEAV-END-1..3: end the game when a win or loss condition holds; loss first."""
    if s.phase == OVER:
        return True
    # Cheap bounds first (no card is worth more than MAX_POP or MAX_WOUND): most calls
    # need no sums.
    opts = s.options
    lose = opts.get("lose_population", LOSE_POPULATION)
    if MAX_POP * len(s.lost) >= lose:
        lost = sum(POP[w] for w in s.lost)
        if lost >= lose:
            finish(s, False, f"{lost} Weavling population was lost")
            return True
    limit = wound_limit(s)
    if MAX_WOUND * len(s.wounds) >= limit:
        r = 3 if s.reshuffles > 3 else s.reshuffles
        wounds = sum(WHEEL[w][r] for w in s.wounds)
        if wounds >= limit:
            finish(s, False, f"the Trapper sustained {wounds} wounds")
            return True
    win = opts.get("win_population", WIN_POPULATION)
    if MAX_POP * len(s.lured) >= win:
        lured = sum(POP[w] for w in s.lured)
        if lured >= win:
            finish(s, True, f"{lured} Weavling population lured home")
            return True
    return False


def finish(s: S, won: bool, reason: str) -> None:
    s.phase = OVER
    s.won = won
    s.ending = reason
    s.to_move = None
    s.emit("end", ("You win: " if won else "You lose: ") + reason + ".", won=won)


# ----- drawing and the discard pile -------------------------------------------------
def reshuffle(s: S) -> None:
    """WEAV-DECK-1, WEAV-ROT-1: the discard pile becomes the Wilds Deck; rotate."""
    if not s.discard:
        return
    s.deck = s.discard
    s.discard = []
    s.rng.shuffle(s.deck)
    s.reshuffles += 1
    knowledge.reshuffled(s)
    s.emit("reshuffle", f"The discard pile is shuffled into a new Wilds Deck "
           f"({len(s.deck)} cards).", count=s.reshuffles,
           moves=[move("discard", "deck", s.deck[:])])
    if s.reshuffles <= 3:
        r = s.reshuffles
        s.emit("rotate", "Wounds and Lured Population turn 90° counter-clockwise.", rotation=r)
        # WEAV-LURE-3: "Pay this each time rotation occurs with Unhappy top-side up":
        # each rotation is a charge of its own, even when two come before the player
        # answers (a reshuffle in Feed and another in Travel), so a Weavling may be due
        # twice.
        for w in s.lured:
            if not HAPPY[w][r]:
                s.unhappy.append(w)


def draw(s: S) -> int:
    """The top card of the Wilds Deck (reshuffling when it is exhausted), or -1."""
    if not s.deck:
        reshuffle(s)
        if not s.deck:
            return -1
    return s.deck.pop()


# ----- collapsing and replenishing --------------------------------------------------
def collapse(s: S, held: bool = False) -> None:
    """WEAV-COLLAPSE-1/2: cards fall into empty spaces, then the top is refilled face-down.

    Fixed Traps (`over`) stay where they are; the card beneath them falls as any card.
    """
    cell, face = s.cell, s.face
    if EMPTY not in cell:
        return
    for c in range(4):
        b, m, t = 8 + c, 4 + c, c
        if cell[b] != EMPTY and cell[m] != EMPTY and cell[t] != EMPTY:
            continue
        stack = [(cell[i], face[i]) for i in (b, m, t) if cell[i] != EMPTY]
        for k, i in enumerate((b, m, t)):
            if k < len(stack):
                cell[i], face[i] = stack[k]
            else:
                cell[i], face[i] = EMPTY, DOWN
    new_face = HELD if held else DOWN
    dealt = 0
    for i in range(12):
        if cell[i] == EMPTY:
            card = draw(s)
            if card < 0:
                break
            cell[i] = card
            face[i] = new_face
            dealt += 1
    # Told only when it makes what the player knew of the deck uncertain: an event on
    # every refill would cost a twentieth of a playout.
    if dealt and s.known[0]:
        knowledge.dealt_unseen(s)
        s.emit("deal", f"{dealt} card{'s are' if dealt > 1 else ' is'} dealt face-down into the "
               "Tender Wilds.", count=dealt, moves=[move("deck", "grid", count=dealt)])


def take_off(s: S, space: int) -> int:
    """Remove the card on a space (leaving it empty) and return it."""
    card = s.cell[space]
    s.cell[space] = EMPTY
    s.face[space] = DOWN
    return card


def capture(s: S, space: int) -> None:
    """A Beastie on the space becomes Meat in hand (WEAV-BEAST-5); Sanguinarius may refill."""
    card = take_off(s, space)
    s.hand.append(card)
    s.tally[at(CAPTURED, card)] += 1
    s.emit("capture", f"{NAME[card]} is captured as {MEAT[card]} Meat.", card=card, space=space)
    if SANGUINE[card]:
        sanguinarius(s, space)


def spring(s: S) -> None:
    """Clamp Traps (designed, WEAV-TRAP-7): a set Clamp snaps shut on the first revealed
    Beastie that comes to lie beneath it, which is caught as Meat; the Clamp is then
    banished. Checked whenever the Tender Wilds settle (after each action of the player,
    after each Beastie feeds, after Travel and after revealing)."""
    over = s.over
    while max(over) >= 0:
        for i in range(12):
            o = over[i]
            c = s.cell[i]
            if (o >= 0 and EFFECT[o] == "snare" and c >= 0 and s.face[i] == UP
                    and IS_BEASTIE[c]):
                over[i] = -1
                s.banished.append(o)
                s.emit("snare", f"The {NAME[o]} snaps shut on {NAME[c]}.", card=c, trap=o,
                       space=i)
                capture(s, i)
                collapse(s)
                break
        else:
            return


def sanguinarius(s: S, space: int) -> int:
    """WEAV-PRED-5: the Beastie nearest the top of the discard pile takes the space."""
    for j in range(len(s.discard) - 1, -1, -1):
        b = s.discard[j]
        if IS_BEASTIE[b]:
            del s.discard[j]
            s.cell[space] = b
            s.face[space] = UP
            s.emit("sanguinarius", f"Sanguinarius: {NAME[b]} rises from the discard pile.",
                   card=b, space=space)
            return b
    return -1


def push_out(s: S, card: int) -> None:
    """WEAV-TRAVEL-2: where a card pushed out of the bottom row goes (Easy: WEAV-DIFF-1)."""
    k = KIND[card]
    easy = s.options["difficulty"] == "easy"
    if k == BEASTIE:
        s.wounds.append(card)
        s.tally[at(WOUNDED, card)] += 1
        where = "becomes a Wound"
    elif k == WEAVLING and not easy:
        s.lost.append(card)
        s.tally[PUSHED_OUT] += POP[card]
        where = "is lost"
    elif k == TRAP and not easy:
        s.banished.append(card)
        where = "is banished"
    else:
        s.discard.append(card)
        where = "is discarded"
    s.emit("push", f"{NAME[card]} is pushed out of the Tender Wilds and {where}.", card=card)


def shift_down(s: S) -> None:
    """WEAV-TRAVEL-1/3: each column moves down a row unless its bottom card blocks it."""
    cell, face = s.cell, s.face
    nightmare = s.options["difficulty"] == "nightmare"
    for c in range(4):
        b = 8 + c
        x = cell[b]
        if x == TRAPPER or (x >= 0 and face[b] != UP and not nightmare):
            continue
        if x >= 0:
            if face[b] != UP:
                s.reveal()
                s.emit("reveal", f"{NAME[x]} is revealed as it is pushed out.", card=x)
            push_out(s, x)
        cell[b], face[b] = cell[4 + c], face[4 + c]
        cell[4 + c], face[4 + c] = cell[c], face[c]
        cell[c], face[c] = EMPTY, DOWN


def find(s: S, card: int) -> int:
    try:
        return s.cell.index(card)
    except ValueError:
        return -1


def trapper_space(s: S) -> int:
    return s.cell.index(TRAPPER)
