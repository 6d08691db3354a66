"""The heuristic agent: keep a playable opening, build an army, raid stores it can reach,
block to save its own, bury what is at risk, and play every trick when it pays.

It reads a sampled state, never the true one. Each decision is a small rule of thumb
scored in acorns: a buried acorn is worth 1, a stored one less (it can be stolen), a
creature what it may steal or save in the days left.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from ...engine import Action, InfoSet, Rng, State
from . import cards as C
from . import combat, economy, trading
from .state import (
    ACORN,
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
from .zones import strength

WALL_HEALTH: Final = 3  # creatures this sturdy with 1 strength stay home to block


def card_value(card: int) -> float:
    """How much a card in hand is worth to this bot."""
    if not C.IS_CREATURE[card]:
        return {"acorn-cache": 3.0, "scavenge": 2.5, "windfall": 2.0, "tunnel-raid": 2.2,
                "war-cry": 1.8, "rockfall": 2.0}.get(C.CARD_ID[card], 1.5)
    cost = sum(C.COST[card]) + C.ANY[card]
    value = C.STRENGTH[card] * 1.3 + C.HEALTH[card] * 0.8 - 0.4 * cost
    value += 1.0 * bool(C.ABILITY[card]) + 0.8 * (C.FLYING[card] or C.RANGED[card])
    return value + 0.6 * C.UNBLOCKED_BURIED[card]


def is_wall(card: int) -> bool:
    return C.HEALTH[card] >= WALL_HEALTH and C.STRENGTH[card] + C.DEFENDING[card] <= 2


def threat(s: WotwState, seat: int) -> int:
    """The most strength one other player could send at `seat` on their next turn."""
    return max((sum(C.STRENGTH[c] for c in s.army[q]) for q in range(s.players) if q != seat),
               default=0)


def guard(s: WotwState, seat: int) -> int:
    """How many attackers `seat`'s standing creatures could stop on others' turns."""
    return len({C.KIND[c] if C.BAND[c] else 1000 + c for c in s.army[seat]
                if not s.tired >> c & 1})


def at_risk(s: WotwState, seat: int) -> int:
    """Stored acorns likely lost before `seat` can bury them: raids and The Fox."""
    if s.store[seat] == 0:
        return 0
    raid = max(0, threat(s, seat) - 2 * guard(s, seat))
    return min(s.store[seat], raid + (2 if s.store[seat] == max(s.store) else 0))


def needs(s: WotwState, seat: int) -> list[int]:
    """Resource cards of each kind the creatures and tricks in hand ask for."""
    out = [0, 0, 0, 0]
    for card in s.hands[seat]:
        for k in range(4):
            out[k] += C.COST[card][k]
    return out


def item_value(s: WotwState, seat: int, item: int) -> float:
    """One trade item, in acorns: an acorn is worth more as the days run out."""
    if item == ACORN:
        return 1.0 + 0.5 * (s.day / s.days)
    need = needs(s, seat)[item] - s.res[seat][item]
    return 0.9 if need > 0 else 0.35


def missing(s: WotwState, seat: int, card: int) -> list[int]:
    """The printed kinds `seat` lacks for `card` (circled numbers aside)."""
    specific, _ = economy.cost_of(s, card)
    return [k for k in range(4) for _ in range(max(0, specific[k] - s.res[seat][k]))]


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self.swapped: tuple[int, int, int] = (-1, -1, 0)  # day, seat, swaps made that turn
        self.swap_for = -1  # the card a swap is made for

    def act(self, info: InfoSet) -> Action:
        s = info.sample(self.rng.next64())
        assert isinstance(s, WotwState)
        legal = info.legal
        if len(legal) == 1:
            return legal[0]
        choose = {
            KEEP: self.keep, ACTION: self.action, DRAWING: self.drawing, PLAY: self.play,
            DISCOUNT: self.discount, PAY: self.pay, SWAP: self.swap_give,
            OFFER: self.build_offer, ANSWER: self.answer, LATE: self.late,
            ASSIGN: self.assign, ORDER: self.order, BLOCK: self.block,
            FOX_BLOCK: self.fox_block, DISCARD: self.discard,
        }[s.phase]
        action = choose(s, legal, info.seat)
        return action if action in legal else legal[-1]

    @staticmethod
    def find(legal: list[Action], verb: str, *args: object) -> Action | None:
        for a in legal:
            if a.verb == verb and a.args[: len(args)] == args:
                return a
        return None

    # ----- setup ------------------------------------------------------------------
    def keep(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        """Keep the five that make the best opening: creatures it can pay for with the
        resources it keeps and its home's kinds, plus a spare resource or two."""
        items: list[object] = [*s.hands[seat]]
        for k in range(4):
            items += [C.RESOURCES[k]] * s.res[seat][k]
        home = C.HOME_KINDS[s.homes[seat]]

        def score(kept: tuple[object, ...]) -> float:
            res = [0, 0, 0, 0]
            for x in kept:
                if isinstance(x, str):
                    res[C.RESOURCE_INDEX[x]] += 1
            total = 0.0
            for x in kept:
                if isinstance(x, int):
                    short = sum(max(0, C.COST[x][k] - res[k]) for k in range(4) if k not in home)
                    total += card_value(x) - 1.2 * short
                else:
                    total += 1.4 if C.RESOURCE_INDEX[str(x)] not in home else 0.9
            return total

        best = max(combinations(range(len(items)), 5),
                   key=lambda idx: score(tuple(items[i] for i in idx)))
        kept = [items[i] for i in best]
        for a in legal:
            item = a.args[0]
            if isinstance(item, int):
                if item not in kept:
                    return a
            elif s.res[seat][C.RESOURCE_INDEX[str(item)]] > kept.count(item):
                return a
        return legal[0]

    # ----- the action -------------------------------------------------------------
    def action(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        store = s.store[seat]
        last_day = s.day >= s.days
        bury = [a for a in legal if a.verb == "bury"]
        offer = self.trade_plan_start(s, legal, seat)
        if offer is not None:
            return offer
        if bury and (last_day or store >= 3 or (store and at_risk(s, seat) >= 1)
                     or (store and s.wild == 0)):
            return bury[-1]
        forage = self.find(legal, "forage")
        yield_ = min(5 if s.today("bumper-crop") else 3, s.wild)
        unaffordable = [c for c in s.hands[seat] if not economy.affordable(s, seat, c)]
        army = sum(C.STRENGTH[c] for c in s.army[seat])
        # An army is built while it still has days to earn its cost.
        building = s.day <= s.days - 3 and army < 3 + s.day // 2
        if building and unaffordable and sum(s.res[seat]) < 4:
            gather = self.best_gather(s, legal, seat)
            if gather is not None:
                return gather
        if building and len(s.hands[seat]) <= 1 and s.day <= s.days // 2:
            draw = self.find(legal, "draw")
            if draw is not None and (yield_ < 3 or army == 0):
                return draw
        if yield_ >= 2 and forage is not None:
            return forage
        if bury:
            return bury[-1]
        gather = self.best_gather(s, legal, seat) if unaffordable else None
        if gather is not None:
            return gather
        return self.find(legal, "draw") or forage or legal[0]

    def best_gather(self, s: WotwState, legal: list[Action], seat: int) -> Action | None:
        """The split of the home's kinds that the cards in hand need most."""
        gathers = [a for a in legal if a.verb == "gather"]
        if not gathers:
            return None
        need = needs(s, seat)
        short = [max(0, need[k] - s.res[seat][k]) for k in range(4)]

        def fit(a: Action) -> float:
            ka, kb = C.RESOURCE_INDEX[str(a.args[0])], C.RESOURCE_INDEX[str(a.args[2])]
            x, y = int(a.args[1]), int(a.args[3])
            return min(x, short[ka]) + min(y, short[kb]) + 0.1 * (x + y) - 0.01 * abs(x - y)
        return max(gathers, key=fit)

    def drawing(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        best: Action | None = self.find(legal, "take", "deck")
        best_value = 1.6
        for a in legal:
            if a.verb == "take" and a.args[0] != "deck":
                value = card_value(s.row[int(a.args[0])])
                if value > best_value:
                    best, best_value = a, value
        return best or legal[0]

    # ----- playing cards and abilities -------------------------------------------
    def play(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        for pick in (self.pick_trick, self.pick_creature, self.pick_swap, self.pick_ability):
            chosen = pick(s, legal, seat)
            if chosen is not None:
                return chosen
        offer = self.trade_plan_start(s, legal, seat)
        if offer is not None:
            return offer
        attack = self.find(legal, "attack")
        if attack is not None and self.raid_plan(s, seat):
            return attack
        return self.find(legal, "end") or legal[-1]

    def pick_creature(self, s: WotwState, legal: list[Action], seat: int) -> Action | None:
        creatures = [a for a in legal if a.verb == "play" and C.IS_CREATURE[int(a.args[0])]]
        if not creatures or (s.day >= s.days and not self.raid_plan(s, seat)):
            return None  # on the last day a new creature can't attack or earn anything
        return max(creatures, key=lambda a: card_value(int(a.args[0])))

    def pick_trick(self, s: WotwState, legal: list[Action], seat: int) -> Action | None:
        raids = self.raid_plan(s, seat)
        for a in legal:
            if a.verb != "play" or C.IS_CREATURE[int(a.args[0])]:
                continue
            card = int(a.args[0])
            effect = C.EFFECT[card]
            arg = int(a.args[1]) if len(a.args) > 1 else -1
            if effect == "bury-stored" and arg == min(C.AMOUNT[card], s.store[seat]):
                return a
            if effect == "draw-cards" and len(s.hands[seat]) <= 5:
                return a
            if effect == "take-wild" and (s.wild or min(s.buried) == s.buried[seat]):
                return a
            # +1 for every raider: worth a pebble once a raid goes in at a store.
            if effect == "war-cry" and any(s.store[d] >= 2 for d in raids):
                return a
            if effect == "damage-creature" and self.rockfall_target(s, seat) == arg:
                return a
            # Dug-up acorns can be stolen: now by this turn's raid, or later by anyone;
            # worth it against the leader, who must spend an action to bury them again.
            if effect == "dig-up" and s.buried[arg] >= 2 and (
                    arg in raids or (s.buried[arg] == max(s.buried)
                                     and s.buried[arg] > s.buried[seat] + 1)):
                return a
        return None

    def rockfall_target(self, s: WotwState, seat: int) -> int:
        """The other player's creature most worth killing with 2 damage, or -1."""
        best, best_value = -1, 2.4
        for q in range(s.players):
            if q == seat:
                continue
            for c in s.army[q]:
                if C.HEALTH[c] <= 2:
                    value = card_value(c) + 0.5 * C.STRENGTH[c]
                    if value > best_value:
                        best, best_value = c, value
        return best

    def pick_ability(self, s: WotwState, legal: list[Action], seat: int) -> Action | None:
        raids = self.raid_plan(s, seat)
        sent = {c for u in raids.values() for c in u}
        exposed = s.store[seat] > 0 and threat(s, seat) > 0
        for a in legal:
            if a.verb != "use":
                continue
            card = int(a.args[0])
            if card in sent:
                continue
            ability = C.ABILITY[card]
            if ability == "tire-creature":
                victim = int(a.args[1])
                target = next((d for d in raids if victim in s.army[d]), -1)
                if target >= 0 and C.STRENGTH[victim] + C.HEALTH[victim] >= 3 and not s.tired \
                        >> victim & 1:
                    return a
            elif ability == "gather-twig":
                if not (exposed and is_wall(card)) and s.piles[C.RESOURCE_INDEX["twig"]]:
                    return a
            elif not exposed or s.wild == 0:
                return a
        return None

    def pick_swap(self, s: WotwState, legal: list[Action], seat: int) -> Action | None:
        """Swap spare cards for the one kind that makes a creature playable, paying with
        kinds that creature doesn't ask for; at most twice a turn (on Market Day swaps
        are 1 for 1, and two creatures wanting each other's kinds would swap forever).
        Never when no creature would be played after it: the server asks a new agent for
        every decision, so the count of swaps is lost there, and on the last day two
        creatures it would not play swapped their kinds back and forth for ever."""
        day, who, made = self.swapped
        if (day, who) == (s.day, seat) and made >= 2:
            return None
        if s.day >= s.days and not self.raid_plan(s, seat):
            return None  # pick_creature plays nothing today
        size = economy.swap_size(s)
        for card in sorted(s.hands[seat], key=card_value, reverse=True):
            if not C.IS_CREATURE[card] or economy.affordable(s, seat, card):
                continue
            lack = missing(s, seat, card)
            if len(lack) != 1:
                continue
            specific, any_ = economy.cost_of(s, card)
            free = sum(s.res[seat][k] - specific[k] for k in range(4) if s.res[seat][k] >
                       specific[k] and k != lack[0])
            swap = self.find(legal, "swap", C.RESOURCES[lack[0]])
            if swap is not None and free - size >= any_:
                self.swapped = (s.day, seat, made + 1 if (day, who) == (s.day, seat) else 1)
                self.swap_for = card
                return swap
        return None

    def swap_give(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        """Give what the card the swap is for doesn't ask for, the most plentiful first.
        An agent that did not start the swap (the server's, new at every decision) finds
        that card again: the most valuable creature in hand that asks for the kind being
        swapped for. Without it, it gave away what the creature needed, and swapped back."""
        target = self.swap_for
        if target < 0 or target not in s.hands[seat]:
            target = max((c for c in s.hands[seat] if C.IS_CREATURE[c]
                          and C.COST[c][s.swap_get] > 0), key=card_value, default=-1)
        cost = C.COST[target] if target >= 0 else (0, 0, 0, 0)
        return max(legal, key=lambda a: s.res[seat][C.RESOURCE_INDEX[str(a.args[0])]]
                   - cost[C.RESOURCE_INDEX[str(a.args[0])]])

    def discount(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        """Leave unpaid the kind it holds fewest of: the scarce cards stay in hand."""
        return min(legal, key=lambda a: s.res[seat][C.RESOURCE_INDEX[str(a.args[0])]]
                   if a.args[0] != "any" else 99)

    def pay(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        need = needs(s, seat)
        return max(legal, key=lambda a: s.res[seat][C.RESOURCE_INDEX[str(a.args[0])]]
                   - need[C.RESOURCE_INDEX[str(a.args[0])]])

    # ----- trading ----------------------------------------------------------------
    def trade_plan(self, s: WotwState, seat: int, partner: int) -> tuple[list[int], list[int]]:
        """One card of a kind the hand lacks, for one the hand can spare (or two spare
        ones, if that is all it has); nothing when no such deal exists."""
        need = needs(s, seat)
        for card in sorted(s.hands[seat], key=card_value, reverse=True):
            if not C.IS_CREATURE[card] or economy.affordable(s, seat, card):
                continue
            lack = missing(s, seat, card)
            if len(lack) != 1 or not s.res[partner][lack[0]]:
                continue
            spare = [k for k in range(4) if k != lack[0]
                     for _ in range(max(0, s.res[seat][k] - need[k]))]
            if spare:
                return [spare[0]], [lack[0]]
        return [], []

    def trade_plan_start(self, s: WotwState, legal: list[Action], seat: int) -> Action | None:
        if s.offers:  # one offer a turn is enough: a bot that was declined moves on
            return None
        for a in legal:
            if a.verb == "trade" and self.trade_plan(s, seat, int(a.args[0]))[0]:
                return a
        return None

    def build_offer(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        give, get = self.trade_plan(s, seat, s.offer[0])
        for side, items, verb in ((trading.gives(s), give, "give"),
                                  (trading.gets(s), get, "get")):
            for i in set(items):
                if side[i] < items.count(i):
                    return self.find(legal, verb, economy.ITEMS[i]) or legal[-1]
        if not give and not get:
            return self.find(legal, "withdraw") or legal[-1]
        return self.find(legal, "propose") or legal[-1]

    def answer(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        """Accept what gains it more than it gives, by its own needs; a little more is
        asked of the leader."""
        partner = s.acting
        receive = sum(n * item_value(s, seat, i) for i, n in enumerate(trading.gives(s)))
        pay = sum(n * item_value(s, seat, i) for i, n in enumerate(trading.gets(s)))
        margin = 0.3 if s.buried[partner] >= max(s.buried) and s.buried[partner] else 0.0
        good = receive - pay > margin
        return self.find(legal, "accept" if good else "decline") or legal[-1]

    def late(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        return self.trade_plan_start(s, legal, seat) or self.find(legal, "end") or legal[-1]

    # ----- attacking --------------------------------------------------------------
    def raid_plan(self, s: WotwState, seat: int) -> dict[int, list[int]]:
        """Who to raid with which creatures: the richest stores first, walls stay home
        while its own store is worth guarding, and a raid goes in only if more units go
        than the defender can block or its blockers are weaker."""
        if not combat.attacks_allowed(s):
            return {}
        ready = [c for c in s.army[seat] if combat.can_attack(s, c)]
        home = s.store[seat] > 0 and threat(s, seat) > 0
        if home:
            ready = [c for c in ready if not is_wall(c)]
        plan: dict[int, list[int]] = {}
        left = ready[:]
        targets = sorted((q for q in range(s.players) if q != seat),
                         key=lambda q: (s.store[q], s.buried[q]), reverse=True)
        for d in targets:
            if s.store[d] == 0 and not any(C.UNBLOCKED_BURIED[c] for c in left):
                continue
            blockers = [b for b in s.army[d] if not s.tired >> b & 1]
            go = [c for c in left if not (C.FLYING[c] and combat.flying_grounded(s))]
            if s.store[d] == 0:
                go = [c for c in go if C.UNBLOCKED_BURIED[c]]
            if not go:
                continue
            units = len(combat.units(go))
            strong = sum(C.STRENGTH[c] for c in go)
            wall = sum(C.HEALTH[b] for b in blockers)
            if combat.blocks_allowed(s) and units <= len(blockers) and strong < wall:
                continue
            plan[d] = go
            left = [c for c in left if (C.ATTACKS[c] > 1 and c in go) or c not in go]
        return plan

    def assign(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        plan = self.raid_plan(s, seat)
        for a in legal:
            if a.verb == "send" and int(a.args[0]) in plan.get(int(a.args[1]), []):
                return a
        return self.find(legal, "fight") or legal[0]

    def order(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        """Fight the richest store first: a Hare that dies there steals nothing later."""
        return max(legal, key=lambda a: s.store[int(a.args[0])])

    def block(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        """Block where it saves acorns or kills for less than it costs."""
        d = seat
        attacker = s.acting
        units = combat.units([c for c in s.attacks[d] if c in s.army[attacker]])
        blocked = set(s.blocks[1::2])
        open_units = [u for u in units if u[0] not in blocked]
        unblocked = sum(strength(s, c) + C.UNBLOCKED_EXTRA[c] for u in open_units for c in u)
        days_left = max(0, s.days - s.day)
        best: Action | None = None
        best_score = 0.0
        for a in legal:
            if a.verb != "block":
                continue
            blocker, rep = int(a.args[0]), int(a.args[1])
            if rep in blocked:
                continue
            unit = next(u for u in units if u[0] == rep)
            power = sum(strength(s, c) for c in unit)
            steal = sum(strength(s, c) + C.UNBLOCKED_EXTRA[c] for c in unit)
            saved = min(unblocked, s.store[d]) - min(unblocked - steal, s.store[d])
            saved += sum(min(C.UNBLOCKED_BURIED[c], s.buried[d]) for c in unit)
            group = [blocker] if not C.BAND[blocker] else [
                b for b in s.army[d] if C.KIND[b] == C.KIND[blocker] and combat.can_block(
                    s, b, unit)]
            dead = combat.deal_damage(power, group)
            hit = sum(strength(s, b, defending=True) for b in group)
            kills = combat.deal_damage(hit, unit)
            worth = min(1.0, days_left / 5 + 0.2)
            score = (saved + worth * sum(0.5 * card_value(c) for c in kills)
                     - worth * sum(0.5 * card_value(b) for b in dead))
            if score > best_score:
                best, best_score = a, score
        return best or self.find(legal, "done") or legal[-1]

    def fox_block(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        total = sum(strength(s, b, defending=True) for b in s.blocks[0::2])
        if s.store[seat] < 2 or total >= combat.FOX_HEALTH or s.blocks:
            return self.find(legal, "done") or legal[-1]
        blocks = [a for a in legal if a.verb == "block"]
        if not blocks:
            return legal[-1]
        # The sturdiest creature survives the Fox's 3 damage or costs least.
        best = max(blocks, key=lambda a: (C.HEALTH[int(a.args[0])] > combat.FOX_STRENGTH,
                                          -card_value(int(a.args[0]))))
        if C.HEALTH[int(best.args[0])] <= combat.FOX_STRENGTH and \
                card_value(int(best.args[0])) > min(3, s.store[seat]):
            return self.find(legal, "done") or legal[-1]
        return best

    def discard(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        return min(legal, key=lambda a: card_value(int(a.args[0])))


def evaluate(s: State) -> list[float]:
    """Each seat's chance to win, guessed from acorns and armies; for cut-off searches.

    Buried acorns count fully, stored ones partly (they can be stolen), armies a little
    (they steal later); the guess sharpens as the days run out.
    """
    import math

    assert isinstance(s, WotwState)
    values = [
        s.buried[p] + 0.6 * s.store[p] + 0.25 * sum(C.STRENGTH[c] for c in s.army[p])
        for p in range(s.players)
    ]
    spread = 1.0 + 0.6 * max(0, s.days - s.day)
    top = max(values)
    weights = [math.exp((v - top) / spread) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


# Search levels tuned for this game (docs/ai.md): a whole game of heuristic play is only
# about a hundred cheap decisions, so rollouts run to the end; the heuristic guides the
# tree, so that the small budgets a person can wait for still start from a sound move.
# Each level has about three times the budget of the one below it (docs/ai.md, "Levels").
SEARCH: Final[dict[str, object]] = {"rollout": "heuristic", "guide": 0.5, "exploration": 1.0}
ISMCTS_LEVELS: Final = {
    "easy": {**SEARCH, "iterations": 30},
    "normal": {**SEARCH, "iterations": 110},
    "hard": {**SEARCH, "iterations": 330},
    "strongest": {**SEARCH, "iterations": 1100},
}
