"""Actions and pending decisions in a player's words: labels, prompts and choice groups.

Seats are named by `seat_name` alone, so that one place can later give them people's
names. Legendary effects and picks read as what they do ("Discard Sea Otter to make
room"), never as "effect 1" or "pick".
"""

from __future__ import annotations

from ...engine import Action, State
from . import cards as C
from .effects import (
    CP_AVALANCHE,
    CP_BLIGHT,
    CP_DEEP,
    CP_EVICT,
    CP_HERD,
    CP_SKY,
    CP_STONE,
    CP_UNLOCK,
    LEGEND_EFFECTS,
    RP_QUAKE,
    RP_SPREAD,
    RP_STONE,
    RP_THREE,
)
from .state import DRAW, OPEN, PLAY, SOLO_PLAY, SOLO_STRIKE, UNLEASH, WRAP, WildState
from .zones import (
    ALLIANCE,
    T_LEGEND,
    T_LOSE,
    T_PLACE,
    T_SPOILS,
    T_STRIKE,
    T_TCARD,
    T_TREALM,
)

SLOT = C.REALM_TYPES


def seat_name(seat: int) -> str:
    """How a seat is named to people: the one place to change it. Seat -1 is The Wild."""
    return "The Wild" if seat < 0 else f"P{seat}"


def numbered(token: int, zone: list[int]) -> str:
    """A card's name, numbered when the zone holds another of its name."""
    same = [t for t in zone if C.name(t) == C.name(token)]
    if len(same) < 2 or token not in same:
        return C.name(token)
    return f"{C.name(token)} #{same.index(token) + 1}"


def place_of(s: WildState, token: int) -> tuple[int, str, list[int]]:
    """Whose it is, where it lies in words, and the zone it shares with like cards."""
    for v in range(s.players):
        if token in s.hand[v]:
            return v, "hand", s.hand[v]
        if token in s.alliance[v]:
            return v, "Alliance", s.alliance[v]
        for t in range(4):
            i = v * 4 + t
            if s.realm[i] == token:
                return v, f"{SLOT[t]} realm card", [token]
            if token in s.dfn[i]:
                return v, f"{SLOT[t]} realm", s.dfn[i]
        if token in s.deck[v]:
            return v, "deck", s.deck[v]
    return -1, "", [token]


def card_where(s: WildState, token: int, looking: int, prep: str = "in") -> str:
    """ "Manta Ray in your Alliance", "Orca #2 from P1's Land realm"."""
    v, zone, cards = place_of(s, token)
    name = numbered(token, cards)
    if v < 0:
        return name
    whose = "your" if v == looking else f"{seat_name(v)}'s"
    if zone.endswith("realm card"):
        return f"{name} ({whose} {zone[:-5]})"
    return f"{name} {prep} {whose} {zone}"


def legend_words(s: WildState, k: int) -> str:
    """Effect k (1 or 2) of the Legendary being unleashed, in its own words."""
    task = s.queue[0]
    eid = C.LEGEND_EFFECT_IDS[task[2]][k - 1]
    return LEGEND_EFFECTS[eid][0].rstrip(".")


def pick_words(s: WildState, token: int, seat: int) -> str:
    _, _p, purpose, _a, _b, _n = s.queue[0]
    where = card_where(s, token, seat)
    if purpose == CP_EVICT:
        return f"Discard {where} to make room"
    if purpose == CP_STONE:
        return f"Turn {where} to stone (discard it)"
    if purpose == CP_SKY:
        return f"Carry off {where} (discard it)"
    if purpose == CP_UNLOCK:
        return f"Discard {where} from the unlocked realm"
    if purpose in (CP_HERD, CP_DEEP):
        return f"Take {C.name(token)} from your deck into your hand"
    if purpose in (CP_AVALANCHE, CP_BLIGHT):
        return f"Discard {where}"
    return f"Choose {where}"


def describe(state: State, action: Action) -> str:
    """The action in a player's words, e.g. "Discard Sea Otter to make room"."""
    assert isinstance(state, WildState)
    s, a, verb = state, action.args, action.verb
    me = s.to_move if s.to_move is not None else s.active

    def n(k: int) -> str:
        t = int(a[k])
        if verb in ("discard", "lose"):
            return card_where(s, t, me, "from")
        return card_where(s, t, me) if verb == "strike" else C.name(t)

    if verb == "realm":
        return f"Discover {n(0)} with {n(1)} defending"
    if verb == "defend":
        return f"{n(0)} defends your {SLOT[int(a[1])]} realm"
    if verb == "ally":
        return f"{n(0)} joins your Alliance"
    if verb == "attack":
        return f"{n(0)} attacks {seat_name(int(a[1]))}'s {SLOT[int(a[2])]} realm"
    if verb == "raid":
        return f"Leader {n(0)} attacks {seat_name(int(a[1]))}'s Alliance"
    if verb == "battle":
        return (f"Realm Battle: your {SLOT[int(a[0])]} against "
                f"{seat_name(int(a[1]))}'s {SLOT[int(a[2])]}")
    if verb == "move":
        # Travel is always within your own kingdom (REALMS-WRAP-1): say only the places.
        token = int(a[0])
        _, zone, cards = place_of(s, token)
        src = "the Alliance" if zone == "Alliance" else zone.removesuffix(" realm")
        dest = "the Alliance" if a[1] == ALLIANCE else f"{SLOT[int(a[1])]}"
        return f"Move {numbered(token, cards)} from {src} to {dest}"
    if verb in ("lock", "unlock"):
        return f"{verb.capitalize()} your {SLOT[int(a[0])]} realm"
    if verb == "effect":
        return f"Unleash: {legend_words(s, int(a[0]))}"
    if verb == "target":
        task = s.queue[0]
        purpose = task[2]
        realm = f"{seat_name(int(a[0]))}'s {SLOT[int(a[1])]} realm"
        if s.players == 1 and purpose == RP_SPREAD:
            realm = f"your {SLOT[int(a[1])]} realm"
        what = {RP_SPREAD: "Spread the attack to", RP_STONE: "Turn to stone a defender of",
                RP_THREE: "Attack with Chimera:", RP_QUAKE: "Unlock with the quake:"
                }.get(purpose, "Target")
        return f"{what} {realm}"
    if verb == "place":
        return ("Place it in your Alliance" if a[0] == ALLIANCE
                else f"Place it in your {SLOT[int(a[0])]} realm")
    if verb == "hunt":
        return f"{n(0)} strikes first at the Wild card above {SLOT[int(a[1])]}"
    if verb == "pick":
        return pick_words(s, int(a[0]), me)
    if verb == "lose":
        return f"Discard {n(0)}"
    if verb == "strike":
        return f"Strike {n(0)}"
    if verb == "discard":
        return f"Discard {n(0)}"
    if verb == "redraw":
        return f"Swap {numbered(int(a[0]), s.hand[me])} (its realm is locked) for a new card"
    if verb == "done":
        if s.discarding == OPEN:
            return "Stop discarding"
        return "End the turn" if s.phase == DRAW else "Done"
    return {"unleash": "Unleash a Legendary", "wrap": "Go on to Wrap-Up",
            "end": "End travel and draw", "discarding": "Discard cards (hand or kingdom)",
            "wild": "Play Into The Wild cards, then The Wild", "go": "The Wild attacks",
            "steal": "Steal the defeated realm",
            "raze": "Force the defeated realm's discard"}.get(verb, verb.capitalize())


GROUPS = {"realm": "Play a realm", "defend": "Play an animal", "ally": "Play an animal",
          "attack": "Attack", "raid": "Attack", "battle": "Attack", "hunt": "Attack",
          "strike": "Strike", "move": "Travel", "lock": "Lock or unlock",
          "unlock": "Lock or unlock",
          "unleash": "Legendary", "effect": "Legendary", "target": "Choose a realm",
          "pick": "Choose a card", "place": "Place", "lose": "Discard", "discard": "Discard",
          "discarding": "Discard", "redraw": "Draw", "steal": "Spoils", "raze": "Spoils",
          "wrap": "Finish", "end": "Finish", "done": "Finish", "wild": "Finish",
          "go": "Finish"}


def group(state: State, action: Action) -> str:
    """A short heading that gathers like choices."""
    return GROUPS.get(action.verb, "Other")


def prompt(state: State, seat: int | None) -> str:
    """The decision pending, in words: second person for the seat to move, third person
    for everyone else."""
    assert isinstance(state, WildState)
    s = state
    if s.is_over:
        r = s.result()
        won = " and ".join(map(seat_name, r.winners)) or "nobody"
        return f"The game is over: {won} won ({r.reason})"
    who = s.to_move
    assert who is not None
    you = seat == who
    name = seat_name(who)
    if s.queue:
        task = s.queue[0]
        kind = task[0]
        if kind == T_LOSE:
            n = int(task[2])
            return (f"Discard {n} card{'' if n == 1 else 's'} from your hand" if you
                    else f"{name} is choosing cards to discard")
        if kind == T_STRIKE:
            return ("Choose which defender is struck" if you
                    else f"{name} is choosing which defender is struck")
        if kind == T_LEGEND:
            return (f"{C.LEGEND_NAMES[task[2]]}: choose one of its two effects" if you
                    else f"{name} is choosing a Legendary effect")
        if kind == T_TREALM:
            return "Choose a realm" if you else f"{name} is choosing a realm"
        if kind == T_TCARD:
            room = task[2] == CP_EVICT
            return (("No room: choose a card to discard to make room" if room
                     else "Choose a card") if you else f"{name} is choosing a card")
        if kind == T_SPOILS:
            return ("You won the Realm Battle: steal the realm or force its discard" if you
                    else f"{name} is taking the spoils of a Realm Battle")
        if kind == T_PLACE:
            card = C.name(int(task[2]))
            return (f"Choose where {card} goes" if you
                    else f"{name} is choosing where {card} goes")
    if s.discarding == OPEN:
        return ("Discard any cards from your hand or kingdom, then stop" if you
                else f"{name} is discarding")
    ph = s.phase
    text = {
        UNLEASH: ("Unleash a Legendary, play cards or attack; then Wrap-Up",
                  "is starting their turn"),
        PLAY: ("Play realms and animals, or attack; then Wrap-Up", "is playing cards"),
        WRAP: ("Wrap-Up: move animals, lock or unlock realms; then done",
               "is wrapping up"),
        DRAW: ("Draw: swap realms of locked types, then end the turn", "is drawing"),
        SOLO_PLAY: ("Play cards, then The Wild", "is playing cards"),
        SOLO_STRIKE: ("Strike first at The Wild, or let it attack", "is facing The Wild"),
    }.get(ph)
    if text is None:
        return "Your decision" if you else f"{name} is deciding"
    return text[0] if you else f"{name} {text[1]}"


__all__ = ["describe", "group", "prompt", "seat_name"]
