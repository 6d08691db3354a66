"""The small operations the rules and the card effects share: health, moving, chance."""

from __future__ import annotations

from typing import Final

from ...engine.moves import hand, move
from . import knowledge, tally
from .board import (
    ANIMALS,
    COST,
    DIR_NAMES,
    EVENTS,
    LAIR_ANIMAL,
    LAYOUTS,
    NIGHT_SPECIALS,
    SICKNESS,
    TERRAIN_NAMES,
    TILE_RIVERS,
    TILES,
    WEATHER,
    D,
    G,
    L,
    R,
    S,
    rotate_mask,
)
from .state import WildState

SOURCE_NAMES: Final = ("the wolf", "the wolf", "the snake", "the bear", "the natives", "an ambush")
TRIBE_SOURCE: Final = 4
AMBUSH_SOURCE: Final = 5


def name(s: int) -> str:
    return f"P{s}"  # as the tables name seats: P0, P1, …


# ----- time of day (WILD-WEATHER-*) -------------------------------------------------------
# Lookup tables per Weather card and square, built once: the hot path asks every move.
_SPECIAL: Final = [[w.special if c == "*" else "none" for c in w.squares] for w in WEATHER]
_NIGHT: Final = [[c == "N" or (c == "*" and w.special in NIGHT_SPECIALS) for c in w.squares]
                 for w in WEATHER]
_DICE: Final = [[c == "N" or (c == "*" and NIGHT_SPECIALS.get(w.special, False)) for c in w.squares]
                for w in WEATHER]


def square(st: WildState) -> str:
    return WEATHER[st.wline[-1]].squares[st.tmark]


def special(st: WildState) -> str:
    """The special rule in force this round ("none" unless the square is starred)."""
    return _SPECIAL[st.wline[-1]][st.tmark]


def is_night(st: WildState) -> bool:
    return _NIGHT[st.wline[-1]][st.tmark]


def night_dice(st: WildState) -> bool:
    return _DICE[st.wline[-1]][st.tmark]


# ----- health (WILD-HEALTH-*) --------------------------------------------------------------
def change_thirst(st: WildState, s: int, steps: int) -> None:
    st.thirst[s] = min(len(st.ttrack) - 1, max(0, st.thirst[s] + steps))


def change_hunger(st: WildState, s: int, steps: int) -> None:
    st.hunger[s] = min(len(st.htrack) - 1, max(0, st.hunger[s] + steps))


def change_exhaustion(st: WildState, s: int, steps: int, cause: int = tally.EVENT) -> None:
    """Move the exhaustion marker; landing on the skull kills (WILD-HEALTH-5), of `cause`
    (an index into tally.CAUSES, for the balance counters)."""
    if not st.alive[s]:
        return
    st.exh[s] = max(0, st.exh[s] + steps)
    if st.exh[s] >= st.skull:
        st.exh[s] = st.skull
        kill(st, s, cause)


def energy_of(st: WildState, s: int) -> int:
    return st.etrack[st.exh[s]] if st.exh[s] < st.skull else 0


def kill(st: WildState, s: int, cause: int) -> None:
    st.alive[s] = False
    tally.died(st, s, cause)
    st.emit("death", f"{name(s)} is exhausted to death; the figure is laid down.", seat=s)
    if st.active == s:
        st.tover = True
    check_survivors(st)


def check_survivors(st: WildState) -> None:
    """The last survivor wins; when everyone is dead nobody does (WILD-END-2, WILD-END-3)."""
    if st.over:
        return
    living = [s for s in range(st.players) if st.alive[s]]
    if not living:
        end_game(st, [], "everyone died in the wilderness")
    elif len(living) == 1 and st.players > 1:
        end_game(st, living, f"{name(living[0])} is the last survivor")


def end_game(st: WildState, winners: list[int], reason: str) -> None:
    st.over = True
    st.to_move = None
    st._legal = None
    st.winners = winners
    st.reason = reason
    st.stack = []
    st.emit("end", reason, winners=winners)


# ----- the board (WILD-BOARD-*, WILD-REVEAL-*) -----------------------------------------------
def reveal_tile(st: WildState, k: int) -> None:
    st.faceup[k] = True
    tile = st.tiles[k]
    data = TILES[tile]
    base = k * 21
    rivers = TILE_RIVERS[tile]
    odd = k % 2 == 1
    for i in range(21):
        st.terr[base + i] = data.terrain[i]
        st.riv[base + i] = rotate_mask(rivers[i]) if odd else rivers[i]
    st.emit("reveal", f"The landscape tile {data.name} is turned face up.", tile=tile, position=k)
    a = LAIR_ANIMAL[tile]
    if a >= 0 and st.apos[a] == -1:
        st.apos[a] = base + data.lair
        st.emit("lair", f"A {ANIMALS[a]} appears in its lair.", animal=a, area=base + data.lair)


def reveal_around(st: WildState, cell: int) -> None:
    """Turn up every face-down tile bordering `cell` (WILD-REVEAL-1)."""
    for k in LAYOUTS[st.n].adj_tiles[cell]:
        if not st.faceup[k]:
            reveal_tile(st, k)


def has_water(st: WildState, cell: int) -> bool:
    """A river on one of the area's sides, a lake beside it, or the village (WILD-DRINK-1)."""
    lay = LAYOUTS[st.n]
    if cell == lay.village or st.riv[cell] or st.terr[cell] == L:
        return True
    terr = st.terr
    return any(nb >= 0 and terr[nb] == L for nb in lay.neigh[cell])


def move_cost(st: WildState, s: int, d: int, dest: int) -> int:
    """Energy to move from the seat's area in direction d (0..5) into `dest` (WILD-MOVE-*)."""
    t = st.terr[dest]
    cost = 2 if t == L else COST[t]
    if st.riv[st.pos[s]] >> d & 1 and not st.raft:
        cost += 2
    cost += st.move_mod
    if special(st) == "storm":
        cost += 1
    if st.sick[s]:
        cost += sick_count(st, s, "move")
    return max(1, cost)


def enter(st: WildState, s: int, cell: int) -> None:
    """Put seat s's figure in `cell` and apply what entering it does (WILD-MOVE-*)."""
    st.pos[s] = cell
    reveal_around(st, cell)
    t = st.terr[cell]
    night = is_night(st)
    if t == D and not night:
        change_thirst(st, s, 1)
        st.emit("desert", f"{name(s)} enters a desert by daylight: thirst +1.", seat=s)
    elif special(st) == "heat" and t in (G, R):
        change_thirst(st, s, 1)
        st.emit("heat", f"The heat wave: {name(s)} gets thirstier (+1).", seat=s)
    if t == S:
        draw_sickness(st, s)


def compass(st: WildState) -> int:
    """Spin the compass: a direction 0..5 (the die's 1..6, WILD-COMPASS-1)."""
    d = st.rng.below(6)
    st.emit("compass", f"The compass points {DIR_NAMES[d]} ({d + 1}).", direction=d + 1)
    return d


def random_move(st: WildState, s: int) -> None:
    """Move a figure by the compass: never off the board or into a lake; a blocked
    direction means no move; entry effects apply; no energy (WILD-COMPASS-2..6)."""
    d = compass(st)
    nb = LAYOUTS[st.n].neigh[st.pos[s]][d]
    if nb < 0 or st.terr[nb] == L or st.terr[nb] < 0:
        st.emit("stay", f"{name(s)} cannot go that way and stays put.", seat=s)
        return
    st.emit("moved", f"{name(s)} is moved to a {TERRAIN_NAMES[st.terr[nb]]}.", seat=s, area=nb)
    enter(st, s, nb)


def get_lost(st: WildState, s: int) -> None:
    """Lost: the rest of the turn is lost and the compass moves the figure (WILD-LOST-1)."""
    tally.bump(st, s, tally.GOT_LOST)
    st.emit("lost", f"{name(s)} gets lost.", seat=s)
    if st.active == s:
        st.tover = True
    random_move(st, s)


# ----- cards -----------------------------------------------------------------------------------
# The same unseen draw for every draw of a seat, built once (event data is never changed).
UNSEEN_DRAW: Final = tuple([move("deck", hand(s), seen_by=s)] for s in range(8))


def draw_events(st: WildState, s: int, k: int) -> None:
    for _ in range(k):
        if not st.edeck:
            if not st.edisc:
                return
            st.edeck = st.edisc
            st.edisc = []
            st.rng.shuffle(st.edeck)
            knowledge.reshuffled(st)
            st.emit("shuffle", "The Event discards are shuffled into a new deck.",
                    moves=[move("discard", "deck", st.edeck[:])])
        c = st.edeck.pop()
        st.hands[s].append(c)
        knowledge.drawn_unseen(st, s)
        st.emit("draw", f"{name(s)} draws an Event card.", seat=s, moves=UNSEEN_DRAW[s])
        st.emit("card", f"You draw {EVENTS[c].name}.", seats=(s,), card=c,
                moves=[move("deck", hand(s), [c])])


def draw_sickness(st: WildState, s: int) -> None:
    """Draw a Sickness card and follow it (WILD-SICK-1, WILD-SICK-2)."""
    if not st.sdeck:
        if not st.sdisc:
            st.emit("sick", "No Sickness card is left to draw.")
            return
        st.sdeck = st.sdisc
        st.sdisc = []
        st.rng.shuffle(st.sdeck)
        st.emit("shuffle", "The Sickness discards are shuffled into a new deck.")
    c = st.sdeck.pop()
    card = SICKNESS[c]
    st.emit("sick", f"{name(s)} draws the Sickness card {card.name}.", seat=s, card=c)
    if card.effect == "lasting":
        st.sick[s].append(c)
        return
    st.sdisc.append(c)
    if card.effect == "exhaust":
        change_exhaustion(st, s, card.amount, tally.SICKNESS)
    elif card.effect == "hunger":
        change_hunger(st, s, card.amount)
    elif card.effect == "thirst":
        change_thirst(st, s, card.amount)


def discard_sickness(st: WildState, s: int, condition: str) -> None:
    keep = []
    for c in st.sick[s]:
        if SICKNESS[c].discard == condition:
            st.sdisc.append(c)
            st.emit("cured", f"{name(s)} is rid of {SICKNESS[c].name}.", seat=s, card=c)
        else:
            keep.append(c)
    st.sick[s] = keep


def sick_count(st: WildState, s: int, hook: str) -> int:
    return sum(1 for c in st.sick[s] if SICKNESS[c].hook == hook)


# ----- attacks (WILD-ATTACK-*) ----------------------------------------------------------------
def schedule_attack(st: WildState, victim: int, source: int) -> None:
    """An animal attack: a reaction window before the dice, then the dice."""
    st.emit("attack", f"{SOURCE_NAMES[source].capitalize()} attacks {name(victim)}!",
            seat=victim, source=source)
    st.stack.append(("atk", victim, source, 0, 0, 0))
    order = tuple(victim if i == 0 else (victim + i) % st.players for i in range(st.players))
    st.stack.append(("win", "T", victim, order))


def current_attack(st: WildState) -> int:
    """Index in the stack of the attack whose window is open, -1 if none."""
    for i in range(len(st.stack) - 1, -1, -1):
        if st.stack[i][0] == "atk":
            return i
    return -1


def resolve_attack(st: WildState, task: tuple[int | str, ...]) -> None:
    _, victim, source, pmod, amod, cancelled = task
    assert isinstance(victim, int) and isinstance(source, int)
    assert isinstance(pmod, int) and isinstance(amod, int)
    if cancelled or not st.alive[victim]:
        st.emit("attack-off", f"The attack on {name(victim)} comes to nothing.", seat=victim)
        return
    tally.bump(st, victim, tally.ATTACKED)
    a1, a2 = st.rng.die(), st.rng.die()
    p = st.rng.die()
    animal = a1 + a2 + amod
    player = p + pmod
    st.emit("attack-dice", f"{SOURCE_NAMES[source].capitalize()} rolls {a1}+{a2}"
            f"{f'{amod:+d}' if amod else ''} = {animal}; {name(victim)} rolls {p}"
            f"{f'{pmod:+d}' if pmod else ''} = {player}.",
            animal_dice=[a1, a2], player_die=p, animal=animal, player=player, seat=victim)
    if player > animal:
        if source == TRIBE_SOURCE:
            st.emit("attack-won", "The natives cannot be defeated; nothing happens.")
            return
        tally.bump(st, victim, tally.ATTACKS_WON)
        if source < 4:
            st.apos[source] = -2
        st.hunger[victim] = 0
        st.emit("attack-won", f"{name(victim)} wins: the animal is gone and hunger is restored.",
                seat=victim)
    elif player == animal:
        st.emit("attack-tie", "A tie: nothing happens.")
    else:
        st.emit("attack-lost", f"{name(victim)} loses: exhaustion +{animal - player}.",
                seat=victim, steps=animal - player)
        change_exhaustion(st, victim, animal - player, tally.ATTACK_CAUSE[source])
