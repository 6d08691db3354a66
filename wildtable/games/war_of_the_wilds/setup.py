"""A new game of War of the Wilds (WOTW-SETUP-*)."""

from __future__ import annotations

from typing import Any

from ...engine import BadOption
from ...engine.moves import hand, move
from . import cards as C
from . import knowledge
from .state import KEEP, TALLY_WIDTH, WotwState
from .turns import finish_setup


def new_game(players: int, seed: int, options: dict[str, Any]) -> WotwState:
    per_player = int(options["acorns_per_player"])
    if per_player * players > C.ACORNS:
        raise BadOption(f"acorns_per_player={per_player}: {players} players need at most "
                        f"{C.ACORNS // players} each, for there are {C.ACORNS} acorns")
    s = WotwState.__new__(WotwState)
    s._init_base(players, seed, options)
    s.days = int(options["days"])
    s.day = 0
    s.day_card = -1
    # WOTW-SETUP-1: 15 acorns per player in the wild, the rest in the box.
    s.wild = per_player * players
    s.box = C.ACORNS - s.wild
    s.store = [0] * players
    s.buried = [0] * players
    # WOTW-SETUP-2: shuffle the home cards and deal one to each player.
    homes = list(range(len(C.HOME_NAME)))
    s.rng.shuffle(homes)
    s.homes = homes[:players]
    s.army = [[] for _ in range(players)]
    s.attacks = [[] for _ in range(players)]
    s.blocks = []
    s.discard = []
    s.row = []
    s.returned = []
    s.set_aside = []
    s.fighting = []
    s.fox_queue = []
    s.offer = [-1] + [0] * 10  # partner, give counts, get counts (trading.NO_OFFER)
    s.offers = 0
    s.tired = s.fresh = 0
    s.war_cry = 0
    s.drawn = 0
    s.refreshed = False
    s.pay_card = s.pay_target = -1
    s.pay_left = 0
    s.swap_get = -1
    s.swap_left = 0
    s.resume = ""
    s.tally = [0] * (players * TALLY_WIDTH)
    knowledge.new(s)
    # WOTW-SETUP-3: deal 5 cards each; everyone also takes one resource of each kind.
    deck = list(range(C.DECK_SIZE))
    s.hands = [[] for _ in range(players)]  # DEALT (state.py) cards each, below
    if options["first_game"]:
        # WOTW-SETUP-7: a Mouse Militia, a Sparrow and one resource of each kind instead.
        for name in C.FIRST_GAME_CARDS:
            copies = [c for c in deck if C.CARD_ID[c] == name][:players]
            for p, c in enumerate(copies):
                s.hands[p].append(c)
                deck.remove(c)
                knowledge.seen_into_hand(s, p, c)  # WOTW-SETUP-7 is open to everyone
    s.rng.shuffle(deck)
    s.deck = deck
    if not options["first_game"]:
        for p in range(players):
            s.hands[p] = [s.deck.pop() for _ in range(5)]
    s.res = [[1, 1, 1, 1] for _ in range(players)]
    s.piles = [C.RESOURCE_CARDS - players] * 4
    # WOTW-SETUP-6: the day cards, shuffled face down.
    s.day_deck = list(range(len(C.DAY_ID)))
    s.rng.shuffle(s.day_deck)
    first = [move("deck", hand(p), s.hands[p][:]) for p in range(players)]
    s.emit("setup", f"A game of War of the Wilds for {players} begins: "
           f"{s.wild} acorns in the wild, {s.days} days.", players=players,
           moves=first if options["first_game"] else [])
    for p in range(players):
        s.emit("deal", f"Your hand: {', '.join(C.NAME[c] for c in s.hands[p])}.",
               seats=(p,), cards=s.hands[p][:], moves=[move("deck", hand(p), s.hands[p][:])])
        s.emit("home", f"P{p}'s home is {C.HOME_NAME[s.homes[p]]}.", seat=p,
               home=C.HOME_NAME[s.homes[p]])
    s.acting = 0
    if options["first_game"]:
        finish_setup(s)
    else:
        s.phase = KEEP
        s.to_move = 0
    return s
