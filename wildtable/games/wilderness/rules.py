"""Legal actions, what each does, and the round flow: turns, reaction windows, Nature's turn.

The flow is a stack of tasks (plain tuples) worked off by `advance` until a seat must
decide. Tasks:
  ("round",)                      every living seat's turn from the first player, then Nature
  ("turn_start", s)               energy from exhaustion, then the start-of-turn window
  ("turn", s)                     the active seat's decisions until "done" or the turn is lost
  ("win", timing, target, seats)  a reaction window: each listed living seat holding a
                                  card decides once (play one card or pass); seats with no
                                  card are skipped (hand sizes are public)
  ("atk", victim, source, pmod, amod, cancelled)   an animal attack's dice
  ("nature",) ("nat_health",) ("animal", i) ("nat_tribe",) ("tribe", s) ("nat_time",)
"""

from __future__ import annotations

from typing import Any, Final

from ...engine import Action, Rng, act
from ...engine.moves import hand, move
from . import knowledge, tally
from .board import (
    ANIMALS,
    COST,
    EVENTS,
    EXHAUSTION_TRACK,
    EXTRAS,
    FOOD,
    HUNGER_TRACK,
    LAYOUTS,
    SICKNESS,
    START,
    START_CELL,
    TERRAIN_NAMES,
    THIRST_TRACK,
    TILES,
    WEATHER,
    L,
    T,
    V,
    scaled,
    scaled_need,
)
from .core import (
    change_exhaustion,
    change_hunger,
    discard_sickness,
    draw_events,
    end_game,
    energy_of,
    enter,
    get_lost,
    has_water,
    is_night,
    move_cost,
    name,
    night_dice,
    resolve_attack,
    reveal_around,
    reveal_tile,
    sick_count,
    special,
)
from .effects import EFFECTS, can
from .nature import advance_time, move_animal, nature_health, tribe_roll
from .state import WildState

MOVES: Final = tuple(act("move", d + 1) for d in range(6))
SEARCH, DRINK, REST, SLEEP, DONE, PASS = (act(v) for v in
                                          ("search", "drink", "rest", "sleep", "done", "pass"))
# Copies of one kind share a kind id, so a hand offers each kind once.
KIND: Final = [next(j for j, e in enumerate(EVENTS) if e.name == c.name) for c in EVENTS]


# ----- setup (WILD-SETUP-*) ----------------------------------------------------------------
def new_game(players: int, seed: int, options: dict[str, Any]) -> WildState:
    st = WildState.__new__(WildState)
    st._init_base(players, seed, options)
    n = int(options.get("tiles", 6))
    lay = LAYOUTS[n]
    rng: Rng = st.rng
    order = list(range(len(TILES)))
    rng.shuffle(order)
    st.n = n
    st.tiles = order[:n]
    st.box = order[n:]
    st.faceup = [False] * n
    st.terr = [-1] * lay.cells
    st.terr[lay.village] = V
    st.riv = [0] * lay.cells
    st.overlay = [-1] * lay.cells
    st.extra_left = [e[2] for e in EXTRAS]
    st.pos = [START_CELL[n]] * players
    st.thirst = [START] * players
    st.hunger = [START] * players
    st.exh = [START] * players
    st.alive = [True] * players
    st.hostile = [False] * players
    st.hands = [[] for _ in range(players)]
    knowledge.new(st)
    st.sick = [[] for _ in range(players)]
    st.apos = [-1] * len(ANIMALS)
    st.edeck = list(range(len(EVENTS)))
    st.edisc = []
    st.sdeck = list(range(len(SICKNESS)))
    st.sdisc = []
    st.wdeck = list(range(len(WEATHER)))
    st.wline = []
    st.tmark = 0
    st.first = 0
    st.active = 0
    st.energy = 0
    st.spent = False
    st.played = False
    st.tover = False
    st.move_mod = 0
    st.sure = False
    st.raft = False
    st.comp = []
    st.came_from = -1
    st.shelter = [0] * players
    st.cold = [0] * players
    st.stack = []
    st.winners = []
    st.reason = ""
    st.over = False
    st.rounds = 0
    # WILD-OPT-2: the health tracks, the designed ones unless the options stretch them.
    needs = int(options.get("thirst_hunger_squares", len(THIRST_TRACK)))
    st.ttrack, st.htrack = scaled_need(THIRST_TRACK, needs), scaled_need(HUNGER_TRACK, needs)
    st.etrack = scaled(EXHAUSTION_TRACK, int(options.get("exhaustion_squares",
                                                         len(EXHAUSTION_TRACK))))
    st.skull = len(st.etrack)
    st.tally = tally.new(players)
    st.emit("setup", f"{n} landscape tiles are laid face down in a row; the village waits "
            "at the far end.", tiles=n)
    reveal_tile(st, 0)
    reveal_around(st, st.pos[0])
    rng.shuffle(st.edeck)
    rng.shuffle(st.sdeck)
    rng.shuffle(st.wdeck)
    st.wline.append(st.wdeck.pop())
    w = WEATHER[st.wline[0]]
    st.emit("weather", f"The first day: {w.name} ({w.squares}).", card=st.wline[0])
    for s in range(players):
        draw_events(st, s, 3 + w.draw)
    st.first = rng.below(players)
    st.emit("first", f"{name(st.first)} starts the game.", seat=st.first)
    st.stack.append(("round",))
    advance(st)
    return st


# ----- legal actions ---------------------------------------------------------------------------
def _plays(st: WildState, s: int, timing: str, target: int) -> list[Action]:
    """The Event cards seat s may play now (one action per card kind and target)."""
    out: list[Action] = []
    hand = st.hands[s]
    if not hand:
        return out
    seen: set[int] = set()
    own_turn = timing == "O"
    for c in hand:
        k = KIND[c]
        if k in seen:
            continue
        seen.add(k)
        card = EVENTS[c]
        g = card.good
        ok = g.timing == "A" or (
            (g.timing == "S" and own_turn and not st.spent)
            or (g.timing == "T" and timing == "T" and target == s)
            or (g.timing == "N" and timing == "N")
        )
        if ok and can(g.effect, st, s, s, g.amount):
            out.append(act("play", c, "g"))
        b = card.bad
        if b.timing == "A" or (b.timing == "N" and timing == "N"):
            for t in range(st.players):
                if t != s and st.alive[t] and can(b.effect, st, s, t, b.amount):
                    out.append(act("play", c, "b", t))
        elif b.timing == timing and target != s \
                and target >= 0 and st.alive[target] and can(b.effect, st, s, target, b.amount):
            out.append(act("play", c, "b", target))
    return out


def turn_actions(st: WildState, s: int) -> list[Action]:
    """The active seat's choices (WILD-ACT-*)."""
    out: list[Action] = []
    e = st.energy
    here = st.pos[s]
    lay = LAYOUTS[st.n]
    if e > 0:
        terr = st.terr
        # move_cost inlined: the same sum, computed once for the six sides.
        extra = st.move_mod + (1 if special(st) == "storm" else 0)
        if st.sick[s]:
            extra += sick_count(st, s, "move")
        rivers = 0 if st.raft else st.riv[here]
        for d, nb in enumerate(lay.neigh[here]):
            if nb < 0:
                continue
            t = terr[nb]
            if t < 0 or (t == L and not st.raft):
                continue
            cost = (2 if t == L else COST[t]) + extra + (2 if rivers >> d & 1 else 0)
            if (cost if cost > 1 else 1) <= e:
                out.append(MOVES[d])
        if e >= 4 and FOOD[terr[here]] and not is_night(st):
            out.append(SEARCH)
        if e >= 2:
            out.append(REST)
    if st.thirst[s] > 0 and has_water(st, here):
        out.append(DRINK)
    if not st.spent:
        out.append(SLEEP)
    if not st.played:
        out += _plays(st, s, "O", s)
    out.append(DONE)
    return out


def legal_actions(st: WildState) -> list[Action]:
    if st.over or not st.stack:
        return []
    task = st.stack[-1]
    if task[0] == "turn":
        return turn_actions(st, task[1])
    if task[0] == "win":
        seat = task[3][0]
        return [*_plays(st, seat, task[1], task[2]), PASS]
    raise AssertionError(f"no decision pending at task {task!r}")


# ----- applying an action ---------------------------------------------------------------------
def apply_action(st: WildState, a: Action) -> None:
    task = st.stack[-1]
    if task[0] == "win":
        seat = task[3][0]
        st.stack[-1] = (task[0], task[1], task[2], task[3][1:])  # this seat has decided
        if a.verb == "play":
            play_card(st, seat, a)
        advance(st)
        return
    s = task[1]
    verb = a.verb
    if verb == "play":
        st.played = True
        play_card(st, s, a)
        advance(st)
        return
    if verb == "done":
        st.stack.pop()
        end_turn(st, s)
        advance(st)
        return
    st.played = False
    window = "A"
    if verb == "move":
        window = do_move(st, s, int(a.args[0]) - 1)
    elif verb == "search":
        do_search(st, s)
    elif verb == "drink":
        st.thirst[s] = 0
        st.emit("drink", f"{name(s)} drinks: thirst restored.", seat=s)
        discard_sickness(st, s, "drink")
    elif verb == "rest":
        st.energy -= 2
        st.spent = True
        change_exhaustion(st, s, -1)
        st.emit("rest", f"{name(s)} rests: exhaustion -1.", seat=s)
    elif verb == "sleep":
        st.energy = 0
        st.spent = True
        change_exhaustion(st, s, -4)
        st.emit("sleep", f"{name(s)} sleeps the whole turn: exhaustion -4.", seat=s)
        discard_sickness(st, s, "sleep")
    _open_window(st, window, s)
    advance(st)


def _open_window(st: WildState, timing: str, s: int) -> None:
    """A reaction window for every other seat after seat s's action (WILD-EVENT-3)."""
    if st.over:
        return
    # Only seats that hold a card can have a playable one (nobody draws mid-window).
    hands, alive = st.hands, st.alive
    order = tuple(x for x in ((s + i) % st.players for i in range(1, st.players))
                  if hands[x] and alive[x])
    if order:
        st.stack.append(("win", timing, s, order))


def do_move(st: WildState, s: int, d: int) -> str:
    """Move one area; at night a die first: 4+ moves, 3 or less gets lost (WILD-NIGHT-2)."""
    dest = LAYOUTS[st.n].neigh[st.pos[s]][d]
    if night_dice(st) and not st.sure:
        roll = st.rng.die()
        st.emit("night-die", f"{name(s)} rolls {roll} to find the way in the dark.",
                seat=s, die=roll)
        if roll <= 3:
            get_lost(st, s)
            return "A"
    st.energy -= move_cost(st, s, d, dest)
    st.spent = True
    prev = st.pos[s]
    st.came_from = prev
    st.emit("move", f"{name(s)} moves into {_area_name(st, dest)}.", seat=s, area=dest)
    enter(st, s, dest)
    for c in st.comp:
        if st.alive[c] and st.pos[c] == prev:
            st.emit("move", f"{name(c)} travels along.", seat=c, area=dest)
            enter(st, c, dest)
    return "V" if dest == LAYOUTS[st.n].village else "A"


def _area_name(st: WildState, cell: int) -> str:
    t = st.terr[cell]
    return TERRAIN_NAMES[t] if t in (T, V) else "a " + TERRAIN_NAMES[t]


def do_search(st: WildState, s: int) -> None:
    """Search for food: 4 energy, two dice; a 1 gets you lost (WILD-FOOD-1)."""
    st.energy -= 4
    st.spent = True
    d1, d2 = st.rng.die(), st.rng.die()
    st.emit("search", f"{name(s)} searches for food and rolls {d1} and {d2}.",
            seat=s, dice=[d1, d2])
    if d1 == 1 or d2 == 1:
        get_lost(st, s)
        return
    found = d1 + d2 + (2 if special(st) == "plenty" else 0)
    change_hunger(st, s, -found)
    st.emit("food", f"{name(s)} finds food: hunger -{found}.", seat=s)
    discard_sickness(st, s, "food")


def play_card(st: WildState, s: int, a: Action) -> None:
    c = int(a.args[0])
    good = a.args[1] == "g"
    target = s if good else int(a.args[2])
    card = EVENTS[c]
    side = card.good if good else card.bad
    st.hands[s].remove(c)
    st.edisc.append(c)
    tally.played(st, s, c, good)
    whom = "" if good else f" against {name(target)}"
    st.emit("play", f"{name(s)} plays {card.name}{whom}.", seat=s, card=c, good=good,
            target=target, moves=[move(hand(s), "discard", [c])])
    EFFECTS[side.effect](st, s, target, side.amount)


def end_turn(st: WildState, s: int) -> None:
    """Whoever stands in the village at the end of the turn wins (WILD-END-1)."""
    if st.over:
        return
    village = LAYOUTS[st.n].village
    if not st.alive[s] or st.pos[s] != village:
        return
    # Companions who arrived with the player win with them.
    arrived = [x for x in [s, *st.comp] if st.alive[x] and st.pos[x] == village]
    if arrived:
        who = " and ".join(name(x) for x in arrived)
        end_game(st, sorted(arrived), f"{who} reached the village")


# ----- the flow -------------------------------------------------------------------------------
def advance(st: WildState) -> None:
    """Work off tasks until a seat must decide (or the game is over)."""
    stack = st.stack
    while True:
        if st.over:
            st.to_move = None
            return
        stack = st.stack
        task = stack[-1]
        kind = task[0]
        if kind == "turn":
            s = task[1]
            if st.tover or not st.alive[s]:
                stack.pop()
                end_turn(st, s)
                continue
            acts = turn_actions(st, s)
            if len(acts) == 1:  # only "done": unspent energy is lost (WILD-ACT-6)
                stack.pop()
                end_turn(st, s)
                continue
            st.to_move = s
            st._legal = acts
            return
        if kind == "win":
            seats = task[3]
            if not seats:
                stack.pop()
                continue
            seat = seats[0]
            # WILD-EVENT-3: every living seat holding a card is asked, whether or not it
            # holds a playable one; skipping those without would tell the table what
            # kind of card the asked seats hold. Hand sizes and deaths are public.
            if st.alive[seat] and st.hands[seat]:
                st.to_move = seat
                st._legal = [*_plays(st, seat, task[1], task[2]), PASS]
                return
            stack[-1] = (kind, task[1], task[2], seats[1:])  # no card at all: skipped
            continue
        stack.pop()
        if kind == "round":
            stack.append(("nature",))
            for i in range(st.players - 1, -1, -1):
                stack.append(("turn_start", (st.first + i) % st.players))
        elif kind == "turn_start":
            _start_turn(st, task[1])
        elif kind == "atk":
            resolve_attack(st, task)
        elif kind == "nature":
            st.emit("nature", "Nature's turn.")
            stack += [("nat_time",), ("nat_tribe",), ("animal", 3), ("animal", 2),
                      ("animal", 1), ("animal", 0), ("nat_health",)]
            first = st.first
            stack.append(("win", "N", -1, tuple((first + i) % st.players
                                                 for i in range(st.players))))
        elif kind == "nat_health":
            nature_health(st)
        elif kind == "animal":
            move_animal(st, task[1])
        elif kind == "nat_tribe":
            tribe = [s for s in range(st.players) if st.alive[s] and st.terr[st.pos[s]] == T]
            for s in reversed(tribe):
                stack.append(("tribe", s))
        elif kind == "tribe":
            tribe_roll(st, task[1])
        elif kind == "nat_time":
            advance_time(st)
        else:
            raise AssertionError(f"unknown task {task!r}")


def _start_turn(st: WildState, s: int) -> None:
    if not st.alive[s]:
        return
    st.active = s
    st.energy = energy_of(st, s)
    st.spent = False
    st.played = False
    st.tover = False
    st.move_mod = 0
    st.sure = False
    st.raft = False
    st.comp = []
    st.came_from = -1
    st.emit("turn", f"{name(s)}'s turn: {st.energy} energy.", seat=s, energy=st.energy)
    st.stack.append(("turn", s))
    _open_window(st, "S", s)


