"""Actions and pending decisions in a player's words: labels, prompts and choice groups.

Every front end (web buttons, the terminal menu, the replay) reads these, never the
notation. Seats are named by `seat_name` alone, so that one place can later give them
people's names.
"""

from __future__ import annotations

from ...engine import Action, State
from . import cards as C
from . import economy, trading
from .state import (
    ACTION,
    ANSWER,
    ASSIGN,
    BLOCK,
    DISCARD,
    DISCOUNT,
    DRAWING,
    FOX_BLOCK,
    KEEP,
    LATE,
    OFFER,
    ORDER,
    PAY,
    PLAY,
    SWAP,
    WotwState,
)

ORDINAL = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def seat_name(seat: int) -> str:
    """How a seat is named to people: the one place to change it."""
    return f"P{seat}"


def plural(n: int, word: str) -> str:
    """ "1 berry", "2 berries", "3 twigs"."""
    if n == 1:
        return f"{n} {word}"
    if word.endswith("y") and word[-2:-1] not in tuple("aeiou"):
        return f"{n} {word[:-1]}ies"
    return f"{n} {word}s"


def item_words(item: int, n: int = 1) -> str:
    """A resource card kind or an acorn, counted: "a berry", "2 twigs", "an acorn"."""
    word = economy.ITEMS[item]
    if n == 1:
        return ("an " if word[0] in "aeiou" else "a ") + word
    return plural(n, word)


def cost_words(s: WotwState, card: int) -> str:
    """What the card costs today, discounts applied (Call to Arms), in words."""
    specific, any_ = economy.cost_of(s, card)
    parts = [plural(n, C.RESOURCES[k]) for k, n in enumerate(specific) if n]
    if any_:
        parts.append(f"{any_} of any kind")
    text = ", ".join(parts) or "free"
    if economy.discounts(s, card):  # WOTW-DAYCARD-ARMS-1: the player picks which card
        text += "; one card fewer today"
    return text


def bundle_words(counts: list[int]) -> str:
    """One side of an offer: "2 berries and an acorn"; "nothing" for an empty side."""
    parts = [item_words(i, n) for i, n in enumerate(counts) if n]
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return parts[0] if parts else "nothing"


def offer_words(s: WotwState) -> str:
    """The offer on the table, from the offerer's side: "2 berries for an acorn"."""
    return f"{bundle_words(trading.gives(s))} for {bundle_words(trading.gets(s))}"


def copy_name(card: int, zone: list[int]) -> str:
    """A card's name, numbered when the zone holds more than one of its name, so that two
    choices never read alike: "Hedgehog", or "Hedgehog #2"."""
    same = [c for c in zone if C.NAME[c] == C.NAME[card]]
    if len(same) < 2 or card not in same:
        return str(C.NAME[card])
    return f"{C.NAME[card]} #{same.index(card) + 1}"


def owner_of(s: WotwState, card: int) -> int:
    return next((q for q in range(s.players) if card in s.army[q]), -1)


def creature_name(s: WotwState, card: int, looking: int | None) -> str:
    """A creature in play, with whose army it is in when that is not the looker's."""
    q = owner_of(s, card)
    if q < 0:
        return str(C.NAME[card])
    name = copy_name(card, s.army[q])
    return name if q == looking else f"{seat_name(q)}'s {name}"


def describe(state: State, action: Action) -> str:
    """The action in a player's words, e.g. "Gather 1 twig and 2 pebbles"."""
    assert isinstance(state, WotwState)
    s, verb, args = state, action.verb, action.args
    p = s.acting
    if verb == "gather":
        a, x, b, y = str(args[0]), int(args[1]), str(args[2]), int(args[3])
        got = [plural(n, k) for k, n in ((a, x), (b, y)) if n]
        return "Gather " + (" and ".join(got) or "nothing")
    if verb == "draw":
        return "Draw 2 cards (from the row or the deck)"
    if verb == "forage":
        n = min(s.wild, 5 if s.today("bumper-crop") else 3)
        return f"Forage: take {plural(n, 'acorn')} from the wild"
    if verb == "bury":
        return f"Bury {plural(int(args[0]), 'acorn')} from your store"
    if verb == "refresh":
        return "Discard the row and turn a new one"
    if verb == "take":
        if args[0] == "deck":
            return "Take the top card of the deck"
        card = s.row[int(args[0])]
        return f"Take {copy_name(card, s.row)} from the row"
    if verb == "swap":
        n = economy.swap_size(s)
        return f"Swap {plural(n, 'card')} for {item_words(C.RESOURCE_INDEX[str(args[0])])}"
    if verb == "trade":
        return f"Offer a trade to {seat_name(int(args[0]))}"
    if verb == "give":
        item = economy.ITEM_INDEX[str(args[0])]
        if s.phase == SWAP:
            return f"Give back {item_words(item)}"
        return f"Put {item_words(item)} on your side of the offer to {seat_name(s.offer[0])}"
    if verb == "get":
        item = economy.ITEM_INDEX[str(args[0])]
        return f"Ask {seat_name(s.offer[0])} for {item_words(item)} too"
    if verb == "propose":
        return f"Propose it: {offer_words(s)}"
    if verb == "withdraw":
        return "Withdraw the offer"
    if verb in ("accept", "decline"):
        deal = (f"give {bundle_words(trading.gets(s))} for "
                f"{bundle_words(trading.gives(s))}")
        return (f"Accept: {deal}" if verb == "accept"
                else f"Decline {seat_name(p)}'s offer")
    if verb == "discount":
        part = str(args[0])
        return ("Pay one card fewer of the circled number" if part == "any"
                else f"Pay one {part} fewer")
    if verb == "pay":
        return f"Pay {item_words(C.RESOURCE_INDEX[str(args[0])])}"
    if verb == "return":
        if isinstance(args[0], int):
            return f"Return {copy_name(args[0], s.hands[p])} to the deck"
        return f"Return {item_words(C.RESOURCE_INDEX[str(args[0])])} card to its pile"
    if verb == "discard":
        return f"Discard {copy_name(int(args[0]), s.hands[p])}"
    if verb == "play":
        card = int(args[0])
        label = f"Play {C.NAME[card]} ({cost_words(s, card)})"
        if len(args) > 1:
            target = C.TARGET[card]
            if target == "creature":
                label += f" on {creature_name(s, int(args[1]), p)}"
            elif target == "player":
                label += f" on {seat_name(int(args[1]))}"
            else:
                label += f": bury {plural(int(args[1]), 'acorn')}"
        return label
    if verb == "use":
        card = int(args[0])
        label = f"Use {copy_name(card, s.army[p])}"
        if len(args) > 1:
            return label + f" on {creature_name(s, int(args[1]), p)}"
        return label + (f": {C.TEXT[card]}" if C.TEXT[card] else "")
    if verb == "send":
        card, d = int(args[0]), int(args[1])
        who = "the Band of " + C.NAME[card] if C.BAND[card] else copy_name(card, s.army[p])
        return f"Send {who} against {seat_name(d)}"
    if verb == "block":
        d = s.to_move if s.to_move is not None else p
        blocker = copy_name(int(args[0]), s.army[d])
        if len(args) == 2:
            attacker = copy_name(int(args[1]), s.army[p])
            return f"Block {seat_name(p)}'s {attacker} with {blocker}"
        return f"Block The Fox with {blocker}"
    if verb == "fight" and args:
        return f"Fight the attack on {seat_name(int(args[0]))} next"
    words = {
        "end": "End your turn",
        "attack": "Attack: choose who goes against whom",
        "fight": "Fight: the creatures sent attack now",
        "done": "Done blocking" if s.phase in (BLOCK, FOX_BLOCK) else "Done",
    }
    return words.get(verb, verb.capitalize())


GROUPS = {
    "gather": "Take your action", "draw": "Take your action", "forage": "Take your action",
    "bury": "Take your action", "take": "Draw", "refresh": "Draw",
    "swap": "Swap", "trade": "Trade", "give": "Trade", "get": "Trade",
    "propose": "Trade", "withdraw": "Trade", "discount": "Pay",
    "accept": "Answer the trade", "decline": "Answer the trade", "pay": "Pay",
    "return": "Put back", "discard": "Discard", "use": "Use an ability",
    "send": "Attack", "fight": "Attack", "attack": "Attack", "block": "Block",
    "done": "Finish", "end": "Finish",
}


def group(state: State, action: Action) -> str:
    """A short heading that gathers like choices: "Play a creature", "Attack", "Finish"."""
    if action.verb == "play":
        return "Play a creature" if C.IS_CREATURE[int(action.args[0])] else "Play a trick"
    if action.verb == "give" and isinstance(state, WotwState) and state.phase == SWAP:
        return "Swap"
    return GROUPS.get(action.verb, "Other")


def prompt(state: State, seat: int | None) -> str:
    """The decision pending, in words: second person for the seat to move, third person
    for everyone else."""
    assert isinstance(state, WotwState)
    s = state
    if s.is_over:
        r = s.result()
        return ("The game is over: " + " and ".join(map(seat_name, r.winners))
                + f" won ({r.reason})")
    who = s.to_move
    assert who is not None
    you = seat == who
    name = seat_name(who)
    phase = s.phase
    if phase == KEEP:
        held = len(s.hands[who]) + sum(s.res[who])
        # What was dealt (WOTW-SETUP-4): what is held, the deck cards put back, and the
        # resource cards put back (one of each kind was dealt).
        dealt = held + len(s.returned) + len(C.RESOURCES) - sum(s.res[who])
        if you:
            return (f"Keep 5 of these {dealt}: return "
                    f"{held - 5} more (deck cards and resource cards together)")
        return f"{name} is choosing which cards to keep"
    if phase == FOX_BLOCK:
        return ("The Fox attacks your store: choose blockers, then done" if you
                else f"{name} is choosing blockers against The Fox")
    if phase == ACTION:
        return ("Take one action: gather, draw, forage or bury (you may trade and swap too)"
                if you else f"{name} is choosing their action")
    if phase == DRAWING:
        left = 2 - s.drawn
        return (f"Draw: take {plural(left, 'more card')}, each from the row or the deck"
                if you else f"{name} is drawing cards")
    if phase == PLAY:
        return ("Play cards, use abilities, trade or swap; then attack or end your turn"
                if you else f"{name} is playing cards")
    if phase == PAY:
        return (f"Pay for {C.NAME[s.pay_card]}: {plural(s.pay_left, 'card')} of any kind "
                "still to pay; choose a kind" if you else f"{name} is paying for a card")
    if phase == SWAP:
        return (f"Swap for {item_words(s.swap_get)}: give back "
                f"{plural(s.swap_left, 'more card')}" if you else f"{name} is swapping")
    if phase == DISCOUNT:
        return (f"Call to Arms: {C.NAME[s.pay_card]} costs one card fewer today; choose "
                "which card you don't pay" if you else f"{name} is paying for a card")
    if phase == OFFER:
        partner = seat_name(s.offer[0])
        return (f"Trade with {partner}: you offer {offer_words(s)}; add items, propose or "
                "withdraw" if you else f"{name} is making {partner} an offer")
    if phase == ANSWER:
        offerer = seat_name(s.acting)
        deal = (f"{bundle_words(trading.gives(s))} for "
                f"{bundle_words(trading.gets(s))}")
        return (f"{offerer} offers you {deal}: accept or decline" if you
                else f"{name} is answering {offerer}'s offer of {deal}")
    if phase == ORDER:
        return ("Choose which of your attacks is fought next" if you
                else f"{name} is choosing which attack is fought next")
    if phase == LATE:
        return ("The attacks are over: trade or swap, then end your turn" if you
                else f"{name} is finishing their turn")
    if phase == ASSIGN:
        return ("Send creatures against players, then fight" if you
                else f"{name} is choosing whom to attack")
    if phase == BLOCK:
        return (f"{seat_name(s.acting)} attacks you: choose blockers, then done" if you
                else f"{name} is choosing blockers against {seat_name(s.acting)}")
    if phase == DISCARD:
        extra = len(s.hands[who]) - 7
        return (f"Discard down to 7 cards: {plural(extra, 'more')} to discard "
                "(resource cards don't count)" if you else f"{name} is discarding")
    return f"{name} is deciding"


__all__ = ["describe", "group", "prompt", "seat_name"]
