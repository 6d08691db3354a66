"""Learn to play: a fixed two-player deal against the heuristic bot, coached through the
setup and the first two days (the second has the first attacks), then the coach lets go."""

from __future__ import annotations

from typing import Any

from ...engine import Action, Advice, Lesson, Rule, State
from ...engine.tutorial import FAREWELL, LESSON, coach_entry
from . import cards as C
from .bots import HeuristicAgent
from .words import describe

LEARNER = 0
LAST_DAY = 2  # the coach explains setup, day 1 and day 2; day 3 says goodbye

RULES = {
    "keep": Rule("WOTW-SETUP-4", "At setup you keep 5 of the 9 cards you hold: your 5 deck "
                 "cards and 4 resources (one of each kind); the rest go back."),
    "gather": Rule("WOTW-ACTION-GATHER-1", "Gather takes 3 resource cards of your home's two "
                   "kinds, in any mix."),
    "draw": Rule("WOTW-DRAW-1", "Draw takes 2 cards, each from the face-up row or the top of "
                 "the deck."),
    "refresh": Rule("WOTW-DRAW-2", "Before your first card you may discard the row and turn "
                    "3 new ones."),
    "forage": Rule("WOTW-ACTION-FORAGE-1", "Forage takes 3 acorns from the wild into your "
                   "store."),
    "bury": Rule("WOTW-ACTION-BURY-1", "Bury moves up to 3 acorns from your store to your "
                 "buried acorns, the only ones that count at the end."),
    "play": Rule("WOTW-PLAY-2", "After your action, play the cards you can pay for; a "
                 "creature joins your army but can't attack on the turn it is played."),
    "trick": Rule("WOTW-PLAY-3", "A trick does what it says, then goes to the discard pile."),
    "pay": Rule("WOTW-PAY-1", "A number in a circle is paid with that many resource cards "
                "of any kind."),
    "use": Rule("WOTW-ABILITY-1", "A creature's ability is used on your own turn; an ability "
                "that tires it needs it standing."),
    "attack": Rule("WOTW-ATTACK-2", "Only standing creatures that were not played this turn "
                   "can attack."),
    "send": Rule("WOTW-ATTACK-1", "You choose which of your creatures go against which "
                 "player, then they fight."),
    "block": Rule("WOTW-BLOCK-1", "When attacked you choose blockers from your standing "
                  "creatures; unblocked strength is taken from your stored acorns."),
    "fox": Rule("WOTW-DAYCARD-FOX-1", "The Fox (3/3) attacks the player with the most stored "
                "acorns, who may block it."),
    "trade": Rule("WOTW-TRADE-1", "On your turn you may offer another player resource cards "
                  "or acorns for theirs."),
    "answer": Rule("WOTW-TRADE-2", "A player offered a trade accepts or declines it."),
    "swap": Rule("WOTW-SWAP-1", "You may swap 2 resource cards for 1 of any kind from the "
                 "piles."),
    "end": Rule("WOTW-END-1", "Your turn ends; at its end you keep at most 7 cards in hand "
                "(resource cards don't count)."),
}


def _stage(view: dict[str, Any]) -> str | None:
    if view["day"] <= LAST_DAY:
        return LESSON
    return FAREWELL if view["day"] == LAST_DAY + 1 else None


def _can_pay(res: dict[str, int], card: int) -> bool:
    need = [n for n in C.COST[card]]
    have = [res[r] for r in C.RESOURCES]
    if any(h < n for h, n in zip(have, need, strict=True)):
        return False
    return sum(have) - sum(need) >= C.ANY[card]


def _cost_words(card: int) -> str:
    """A cost in words: "1 twig and 2 of any kind"."""
    parts = [f"{n} {r}" for r, n in zip(C.RESOURCES, C.COST[card], strict=True) if n]
    if C.ANY[card]:
        parts.append(f"{C.ANY[card]} of any kind")
    return " and ".join(parts) or "nothing"


def _creature(card: int) -> str:
    return f"{C.NAME[card]} ({C.STRENGTH[card]} strength, {C.HEALTH[card]} health)"


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def _a(item: str) -> str:
    return ("an " if item[0] in "aeiou" else "a ") + item


def _need(me: dict[str, Any], kind: str) -> int:
    """How many resource cards of `kind` the cards in the learner's hand cost together."""
    return sum(C.COST[c][C.RESOURCE_INDEX[kind]] for c in me["hand"] or [])


def _side(counts: dict[str, int]) -> str:
    """One side of a trade offer: "2 berry, 1 acorn"; "nothing" for an empty side."""
    return ", ".join(f"{n} {k}" for k, n in counts.items() if n) or "nothing"


def _want(me: dict[str, Any], item: str) -> str:
    """How much the learner wants an item, in words."""
    if item == "acorn":
        return f"you hold {me['store']} stored acorns, and acorns are what count"
    return (f"the cards in your hand need {_need(me, item)} {item} and you hold "
            f"{me['resources'][item]}")


def _short(me: dict[str, Any]) -> list[str]:
    return [f"{k} ({_need(me, k) - n} short)" for k, n in me["resources"].items()
            if _need(me, k) > n]


def _rivals(view: dict[str, Any]) -> list[dict[str, Any]]:
    return [p for p in view["players"] if p["seat"] != view["seat"]]


def _standing(p: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in p["army"] if not c["tired"]]


def _keep(view: dict[str, Any], action: Action, me: dict[str, Any]) -> str:
    hand = me["hand"] or []
    res = me["resources"]
    held = len(hand) + sum(res.values())
    arg = action.args[0]
    if isinstance(arg, int):
        card = arg
        kinds = {C.RESOURCES[i] for i, n in enumerate(C.COST[card]) if n}
        foreign = sorted(kinds - set(me["gathers"]))
        why = (f"it costs {_cost_words(card)}, and your home {me['home']} never gathers "
               f"{' or '.join(foreign)}" if foreign else
               "it is the card you can best spare: "
               + (f"a {C.STRENGTH[card]} strength, {C.HEALTH[card]} health creature"
                  if C.IS_CREATURE[card] else "a trick") + f" for {_cost_words(card)}")
        return f"You hold {held} and keep 5. Return {C.NAME[card]}: {why}."
    kind = str(arg)

    def need(k: str) -> int:
        return sum(C.COST[c][C.RESOURCE_INDEX[k]] for c in hand)

    held_kinds = [k for k in C.RESOURCES if res[k]]
    if kind in me["gathers"]:
        why = f"{me['home']} gathers {kind} whenever you Gather, so it comes back easily"
    elif need(kind) == 0:
        why = f"no card you keep costs a {kind}"
    elif need(kind) <= min(need(k) for k in held_kinds):
        why = (f"your cards need {need(kind)} {kind}, no fewer than any other kind you hold; "
               "every card you return now is a creature or resource fewer, so the one "
               "you can best do without goes")
    else:
        why = ("your creatures are what win acorns, and a resource card is easier to "
               "replace than a creature")
    return f"You hold {held} and keep 5. Return the {kind}: {why}."


def _explain(view: dict[str, Any], action: Action, label: str) -> Advice:
    me = view["players"][view["seat"]]
    phase, verb = view["phase"], action.verb
    rivals = _rivals(view)
    threat = sum(C.STRENGTH[c["card"]] for p in rivals for c in p["army"])
    res = me["resources"]
    hand = me["hand"] or []
    payable = [C.NAME[c] for c in hand if _can_pay(res, c)]
    if phase == "keep":
        left = len(hand) + sum(res.values()) - 5
        return Advice(f"Setup: keep 5 of your cards — return {left} more", RULES["keep"],
                      _keep(view, action, me))
    if phase in ("block", "fox-block"):
        rule = RULES["fox" if phase == "fox-block" else "block"]
        if verb == "block":
            return Advice("You are attacked: choose blockers", rule,
                          f"Blocking keeps the attacker's strength off your {me['store']} "
                          "stored acorns; your blocker deals its strength back.")
        return Advice("You are attacked: choose blockers", rule,
                      f"None of your standing creatures can block well enough here; you risk "
                      f"{me['store']} stored acorns, while buried ones are safe.")
    if phase == "answer" and view["offer"]:
        offer = view["offer"]  # {partner, give, get}: counts by item, from the offerer
        offered = [k for k, n in offer["give"].items() if n]
        wanted = [k for k, n in offer["get"].items() if n]
        why = "; ".join(_want(me, k) for k in [*offered, *wanted])
        return Advice("A trade is offered to you", RULES["answer"],
                      f"P{view['acting']} offers you {_side(offer['give'])} for "
                      f"{_side(offer['get'])}. {_upper(label)}" + (f": {why}." if why else "."))
    if phase == "swap":
        kind = str(action.args[0])
        return Advice("Swap: choose the 2 cards to give", RULES["swap"],
                      f"Give {_a(kind)}: {_want(me, kind)}.")
    if verb == "swap":
        kind = str(action.args[0])
        return Advice("Swap 2 resource cards for 1", RULES["swap"],
                      f"Get {_a(kind)}: {_want(me, kind)}, and 2 of your "
                      f"{sum(res.values())} resource cards pay for it.")
    if verb == "trade":
        other = view["players"][int(action.args[0])]
        return Advice("Offer a trade", RULES["trade"],
                      f"P{other['seat']} holds {sum(other['resources'].values())} resource "
                      f"cards; short of something, you can offer what you spare "
                      f"({', '.join(_short(me)) or 'you are short of nothing'}).")
    if phase == "offer":
        decides = "Build your trade offer: what you give and what you ask for, then propose"
        if verb in ("propose", "withdraw"):
            offer = view["offer"]
            return Advice(decides, RULES["trade"],
                          f"On the table: {_side(offer['give'])} for {_side(offer['get'])}. "
                          + ("Propose it: the other player accepts or declines." if
                             verb == "propose" else "Nothing here is worth trading now."))
        item = str(action.args[0])
        what = "give" if verb == "give" else "ask for"
        return Advice(decides, RULES["trade"], f"You {what} {_a(item)}: {_want(me, item)}.")
    if phase == "action":
        decides = "Your action for the day: gather, draw, forage or bury (one only)"
        if verb == "forage":
            why = (f"The wild still holds {view['wild']} acorns. Forage puts 3 in your store "
                   f"now; bury them on a later turn before someone steals them")
            why += (", and no rival has a creature that could attack yet." if threat == 0
                    else f"; rivals' armies total {threat} strength, so bury soon.")
            return Advice(decides, RULES["forage"], why)
        if verb == "bury":
            return Advice(decides, RULES["bury"],
                          f"You have {me['store']} acorns in your store and rivals' armies "
                          f"total {threat} strength: buried acorns can't be stolen and are "
                          "the only ones that count.")
        if verb == "gather":
            return Advice(decides, RULES["gather"],
                          f"{me['home']} gathers {' and '.join(me['gathers'])}; the cards in "
                          f"your hand ({', '.join(C.NAME[c] for c in hand) or 'none'}) need "
                          "them to be played.")
        if verb == "draw":
            return Advice(decides, RULES["draw"],
                          f"You hold {len(hand)} deck cards; more creatures make an army that "
                          "takes acorns and blocks attacks.")
    if phase == "drawing":
        if verb == "refresh":
            return Advice("Draw: take 2 cards", RULES["refresh"],
                          "Nothing in the row is worth more than a card from the deck.")
        return Advice("Draw: take 2 cards", RULES["draw"],
                      f"{_upper(label)}: a face-up card you can see beats an unknown one.")
    if phase == "pay":
        spare = max(res, key=lambda k: res[k])
        return Advice("Pay the circled part of the cost", RULES["pay"],
                      f"Any kind pays a circle; {spare} is the kind you hold most of "
                      f"({res[spare]}).")
    if phase == "assign":
        if verb == "send":
            card = int(action.args[0])
            target = view["players"][int(action.args[1])]
            blockers = len(_standing(target))
            return Advice("Send creatures against players, then fight", RULES["send"],
                          f"P{target['seat']} has {target['store']} acorns in store and "
                          f"{blockers} standing creature{'s' if blockers != 1 else ''} to "
                          f"block; {C.NAME[card]}'s {C.STRENGTH[card]} strength is taken in "
                          "acorns if it is not blocked.")
        return Advice("Send creatures against players, then fight", RULES["send"],
                      "Every creature worth sending is sent: now they fight.")
    if verb == "play":
        card = int(action.args[0])
        if C.IS_CREATURE[card]:
            return Advice("Play cards you can pay for", RULES["play"],
                          f"You can pay {_cost_words(card)} for {_creature(card)}; it joins "
                          "your army today and can attack from your next turn.")
        return Advice("Play cards you can pay for", RULES["trick"],
                      f"{C.NAME[card]}: {C.TEXT[card]}")
    if verb == "use":
        card = int(action.args[0])
        fresh = any(c["card"] == card and c["fresh"] for c in me["army"])
        tires = C.TEXT[card].startswith("Tire")
        why = (f"{C.NAME[card]} can't attack this turn anyway, so tiring it costs nothing. "
               if fresh and tires else
               f"Tiring {C.NAME[card]} means it can neither attack nor block until your next "
               f"turn; rivals' armies total {threat} strength. " if tires else "")
        return Advice("Use a creature's ability", RULES["use"],
                      f"{why}{C.NAME[card]}: {C.TEXT[card]}")
    if verb == "attack":
        mine = [C.NAME[c["card"]] for c in _standing(me) if not c["fresh"]]
        guards = sum(len(_standing(p)) for p in rivals)
        return Advice("Attack or end your turn", RULES["attack"],
                      f"{', '.join(mine) or 'Your creatures'} can attack: rivals hold "
                      f"{sum(p['store'] for p in rivals)} acorns in their stores and have "
                      f"{guards} standing creature{'s' if guards != 1 else ''} to block.")
    new = [C.NAME[c["card"]] for c in me["army"] if c["fresh"]]
    why = ("There is nothing more worth paying for" if not payable else
           f"{', '.join(payable)} can wait for a better turn")
    if new:
        why += f", and {', '.join(new)} came out this turn, so can't attack yet"
    return Advice("Play more cards, attack, or end your turn", RULES["end"], why + ".")


def _watch(view: dict[str, Any]) -> str:
    who = view["to_move"]
    if who is None:
        return "The game is over."
    return (f"P{who}, the bot, is deciding. Its moves appear in the story; the coach speaks "
            "again at your next decision.")


def coach(state: State, seat: int) -> dict[str, Any] | None:
    """The coach's message for the learner's seat (None once the lesson is over)."""
    if seat != LEARNER:
        return None
    return coach_entry(
        state, seat, stage=_stage(state.view(seat)), agent=HeuristicAgent,
        explain=_explain, describe=describe, watch=_watch,
        farewell="You have played the setup and two days. From here the game is yours: it "
                 "runs its 16 days as usual, and the coach is quiet.")


TUTORIAL = Lesson(
    title="War of the Wilds: your first game",
    intro="You against one bot. Raise an army, gather acorns and bury them before "
          "they are stolen: only buried acorns count after 16 days.",
    players=2, seed=33, options={}, learner=LEARNER, bots={1: "heuristic"}, coach=coach)
