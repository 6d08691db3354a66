"""Setup: which cards make the Wilds Deck for the chosen options, and the deal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ...engine import BadOption
from . import knowledge
from .cards import BEASTIE, EVENT, KIND, NAME, POP, RANK, SLUG_IDS, SPIRIT, TRAP, WEAVLING, ids
from .cards import SET as C_SET
from .tally import HARD_SETUP, SIZE
from .wilds import DOWN, SETUP

if TYPE_CHECKING:
    from .state import WeavlingsState as S

DIFFICULTIES: Final = ("easy", "normal", "hard", "hard+1", "hard+2", "hard+3", "hard+4", "hard+5",
                       "nightmare")


def deck_cards(options: dict[str, Any]) -> list[int]:
    """WEAV-SETUP-1, WEAV-OPT-1: the cards shuffled into the Wilds Deck for these options."""
    predators = options["predators"]
    beast_set = "predators" if predators else "base"
    cards: list[int] = []
    if not options["clear_skies"]:
        cards += ids(EVENT, beast_set)
    cards += ids(SPIRIT)
    if options.get("traps"):
        cards += chosen_traps(options)
    elif options["baubles"]:
        cards += ids(TRAP, "baubles")  # WEAV-BAUB-1: all 12 fill the rank limits
    else:
        # WEAV-TRAP-2: at most 2 rank A; the first game leaves out the Drakeshot,
        # later games the Wilds Wrecker (a documented default).
        leave_out = "Drakeshot" if options["first_game"] else "Wilds Wrecker"
        cards += [c for c in ids(TRAP, "base") if NAME[c] != leave_out]
    cards += ids(WEAVLING)
    cards += ids(BEASTIE, beast_set)
    return cards


RANK_LIMITS: Final = {"A": 2, "B": 4, "C": 6}


def chosen_traps(options: dict[str, Any]) -> list[int]:
    """WEAV-TRAP-2: the Traps named by the `traps` option (every copy of each), checked.

    Raises:
        BadOption: an unknown Trap, an expansion Trap without `baubles`, the Drakeshot in
            a first game, or more Traps of a rank than the limit.
    """
    allowed = {"base", "baubles"} if options["baubles"] else {"base"}
    cards: list[int] = []
    for slug in dict.fromkeys(x.strip() for x in str(options["traps"]).split(",")):
        copies = SLUG_IDS.get(slug)
        if not copies:
            raise BadOption(f"option traps: no Trap {slug!r}; Traps: "
                            + ", ".join(SLUG_IDS))
        if C_SET[copies[0]] not in allowed:
            raise BadOption(f"option traps: {slug} needs the baubles option")
        if options["first_game"] and slug == "drakeshot":
            raise BadOption("option traps: the Drakeshot is left out of a first game")
        cards += copies
    for rank, limit in RANK_LIMITS.items():
        n = sum(1 for c in cards if RANK[c] == rank)
        if n > limit:
            raise BadOption(f"option traps: {n} rank-{rank} Traps, at most {limit} allowed")
    return cards


# Deck composition per option set, computed once (setup is a large share of a short game).
_COMPOSITION: Final[dict[tuple[Any, ...], tuple[list[int], list[int]]]] = {}


def composition(options: dict[str, Any]) -> tuple[list[int], list[int]]:
    """(the cards in play, the cards left out) for these options."""
    key = (options["clear_skies"], options["first_game"], options["baubles"],
           options["predators"], options.get("traps", ""))
    found = _COMPOSITION.get(key)
    if found is None:
        cards = deck_cards(options)
        inside = set(cards)
        found = _COMPOSITION[key] = (cards, [c for c in range(len(NAME)) if c not in inside])
    return found


def new_game(players: int, seed: int, options: dict[str, Any]) -> S:
    from .state import WeavlingsState

    s = WeavlingsState.__new__(WeavlingsState)
    s._init_base(players, seed, options)
    cards, out = composition(options)
    cards = cards[:]
    s.out = out[:]
    s.removed, s.lost = [], []
    s.tally = [0] * SIZE
    diff = options["difficulty"]
    if diff.startswith("hard") or diff == "nightmare":
        # WEAV-DIFF-2: four Population-1 Weavlings start as Lost Population.
        wee = [c for c in cards if KIND[c] == WEAVLING and POP[c] == 1][:4]
        s.lost = wee
        s.tally[HARD_SETUP] += sum(POP[c] for c in wee)
        cards = [c for c in cards if c not in wee]
    spirits = [c for c in cards if KIND[c] == SPIRIT]
    if diff == "nightmare":
        s.out = s.out + spirits  # WEAV-DIFF-4: no Wilds Spirits at all
        cards = [c for c in cards if KIND[c] != SPIRIT]
    elif diff.startswith("hard+"):
        # WEAV-DIFF-3: Hard+N removes N Wilds Spirits at random, unseen.
        s.rng.shuffle(spirits)
        s.removed = spirits[: int(diff[5:])]
        cards = [c for c in cards if c not in s.removed]
    s.rng.shuffle(cards)
    s.deck = cards
    s.cell = [s.deck.pop() for _ in range(12)]  # WEAV-SETUP-2: twelve cards face-down
    s.face = [DOWN] * 12
    s.over = [-1] * 12
    s.discard, s.banished, s.hand, s.wounds, s.lured = [], [], [], [], []
    knowledge.new(s)
    s.chosen, s.paying, s.unhappy, s.evq, s.pend = [], [], [], [], []
    s.phase, s.acts, s.turn, s.reshuffles = SETUP, 0, 0, 0
    s.ending, s.won = "", False
    s.emit("setup", f"The Tender Wilds are dealt face-down ({len(s.deck)} cards left in the "
           f"Wilds Deck). Choose the space where the Trapper enters.", difficulty=diff)
    return s
