"""Nature's turn: thirst, hunger and exhaustion, the animals, the Tribe, and time."""

from __future__ import annotations

from . import tally
from .board import ANIMALS, LAYOUTS, WEATHER, L, T
from .core import (
    TRIBE_SOURCE,
    change_hunger,
    change_thirst,
    check_survivors,
    compass,
    draw_events,
    end_game,
    name,
    schedule_attack,
    sick_count,
    special,
)
from .state import WildState


def nature_health(st: WildState) -> None:
    """Thirst and hunger +1, then exhaustion +1 + both track values (WILD-NATURE-1, -2)."""
    rain = special(st) == "rain"
    cold_round = special(st) == "cold"
    living = [s for s in range(st.players) if st.alive[s]]
    for s in living:
        if not rain:
            change_thirst(st, s, 1 + sick_count(st, s, "nature_thirst"))
        change_hunger(st, s, 1 + sick_count(st, s, "nature_hunger"))
    # Deaths are checked after everyone has moved: several may die at once.
    over = []
    ttrack, htrack = st.ttrack, st.htrack
    for s in living:
        steps = 1 + ttrack[st.thirst[s]] + htrack[st.hunger[s]]
        steps += sick_count(st, s, "nature_exhaust") + st.cold[s] + (1 if cold_round else 0)
        if st.shelter[s]:
            steps = 0
        st.exh[s] += steps
        st.emit("nature-health", f"{name(s)}: exhaustion +{steps}.", seat=s, steps=steps)
        if st.exh[s] >= st.skull:
            over.append(s)
    for s in over:
        st.exh[s] = st.skull
        st.alive[s] = False
        tally.died(st, s, tally.nature_cause(ttrack[st.thirst[s]], htrack[st.hunger[s]]))
        st.emit("death", f"{name(s)} is exhausted to death; the figure is laid down.", seat=s)
    if over:
        check_survivors(st)


def _animal_ok(st: WildState, cell: int) -> bool:
    """Animals moving at random never leave the board or enter a lake, the Tribe, the
    village or a face-down tile (WILD-COMPASS-5, WILD-ANIMAL-3)."""
    return cell >= 0 and cell != LAYOUTS[st.n].village and st.terr[cell] not in (L, T, -1)


def move_animal(st: WildState, i: int) -> None:
    """The three movement rules for one animal at Nature's turn (WILD-ANIMAL-1..3)."""
    here = st.apos[i]
    if here < 0:
        return
    living = [s for s in range(st.players) if st.alive[s]]
    victims = [s for s in living if st.pos[s] == here]
    if victims:
        schedule_attack(st, victims[st.rng.below(len(victims))] if len(victims) > 1
                        else victims[0], i)
        return
    # WILD-ANIMAL-2: an animal goes to a neighbouring player wherever they stand, the
    # Tribe included; the limits of compass rule 4 are for animals moving at random.
    near = [s for s in living if st.pos[s] in LAYOUTS[st.n].neigh[here]]
    if near:
        v = near[st.rng.below(len(near))] if len(near) > 1 else near[0]
        st.apos[i] = st.pos[v]
        st.emit("animal", f"The {ANIMALS[i]} moves to {name(v)}.", animal=i, area=st.pos[v])
        schedule_attack(st, v, i)
        return
    d = compass(st)
    nb = LAYOUTS[st.n].neigh[here][d]
    if _animal_ok(st, nb):
        st.apos[i] = nb
        st.emit("animal", f"The {ANIMALS[i]} wanders.", animal=i, area=nb)
    else:
        st.emit("animal", f"The {ANIMALS[i]} stays where it is.", animal=i, area=here)


def tribe_roll(st: WildState, s: int) -> None:
    """The Tribe: 2+ helps, a 1 turns the natives hostile for good (WILD-TRIBE-1, -2)."""
    if not st.alive[s] or st.terr[st.pos[s]] != T:
        return
    if st.hostile[s]:
        schedule_attack(st, s, TRIBE_SOURCE)
        return
    roll = st.rng.die()
    st.emit("tribe", f"The Tribe and {name(s)}: a {roll}.", seat=s, die=roll)
    if roll >= 2:
        change_thirst(st, s, -2)
        change_hunger(st, s, -2)
        st.emit("tribe-help", f"The natives help {name(s)}: thirst and hunger -2.", seat=s)
    else:
        st.hostile[s] = True
        st.emit("tribe-hostile", f"The natives turn against {name(s)}!", seat=s)
        schedule_attack(st, s, TRIBE_SOURCE)


def advance_time(st: WildState) -> None:
    """Move the time marker; after the last square a new Weather card (WILD-WEATHER-4)."""
    st.rounds += 1
    st.shelter = [0] * st.players
    st.cold = [0] * st.players
    if st.tmark < 5:
        st.tmark += 1
    else:
        if not st.wdeck:
            end_game(st, [], "the Weather deck ran out: the wilderness claims everyone")
            return
        st.wline.append(st.wdeck.pop())
        st.tmark = 0
        w = WEATHER[st.wline[-1]]
        st.emit("weather", f"Day {len(st.wline)}: {w.name} ({w.squares}).", card=st.wline[-1])
        for s in range(st.players):
            if st.alive[s]:
                draw_events(st, s, w.draw)
    st.stack.append(("round",))
