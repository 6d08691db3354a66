"""The heuristic agent: bury what it can protect, forage while the wild lasts, build an
army and raid the richest store. It reads a sampled state, never the true one."""

from __future__ import annotations

from ...engine import Action, InfoSet, Rng, State
from . import cards as C
from . import combat
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


def card_value(card: int) -> float:
    """How much a card in hand is worth to this bot."""
    if not C.IS_CREATURE[card]:
        return {"acorn-cache": 3.0, "scavenge": 2.5, "windfall": 2.0}.get(C.CARD_ID[card], 1.5)
    cost = sum(C.COST[card]) + C.ANY[card]
    value = C.STRENGTH[card] * 1.3 + C.HEALTH[card] * 0.8 - 0.4 * cost
    value += 1.0 * bool(C.ABILITY[card]) + 0.8 * (C.FLYING[card] or C.RANGED[card])
    return value + 0.6 * C.UNBLOCKED_BURIED[card]


def threat(s: WotwState, seat: int) -> int:
    """Total strength other players could send at `seat` on their turns."""
    return sum(C.STRENGTH[c] for q in range(s.players) if q != seat for c in s.army[q])


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, info: InfoSet) -> Action:
        s = info.sample(self.rng.next64())
        assert isinstance(s, WotwState)
        legal = info.legal
        if len(legal) == 1:
            return legal[0]
        choose = {
            KEEP: self.keep, ACTION: self.action, DRAWING: self.drawing, PLAY: self.play,
            DISCOUNT: self.discount, PAY: self.pay, SWAP: self.give_most,
            OFFER: self.build_offer, ANSWER: self.answer, LATE: self.late,
            ASSIGN: self.assign, ORDER: self.order, BLOCK: self.block, FOX_BLOCK: self.fox_block,
            DISCARD: self.discard,
        }[s.phase]
        action = choose(s, legal, info.seat)
        return action if action in legal else legal[-1]

    @staticmethod
    def find(legal: list[Action], verb: str, *args: object) -> Action | None:
        for a in legal:
            if a.verb == verb and a.args[: len(args)] == args:
                return a
        return None

    def keep(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        def value(a: Action) -> float:
            item = a.args[0]
            if isinstance(item, int):
                return card_value(item)
            return 2.2 - 0.5 * s.res[seat][C.RESOURCE_INDEX[item]]
        return min(legal, key=value)

    def action(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        store = s.store[seat]
        last_day = s.day >= s.days
        bury = [a for a in legal if a.verb == "bury"]
        if bury and (last_day or store >= 3 or (store and threat(s, seat) >= store)):
            return bury[-1]
        if s.wild >= 2 and not last_day:
            return self.find(legal, "forage") or legal[0]
        playable = [c for c in s.hands[seat] if C.IS_CREATURE[c]]
        if playable and sum(s.res[seat]) < 4:
            gathers = [a for a in legal if a.verb == "gather"]
            if gathers:
                return gathers[self.rng.below(len(gathers))]
        if bury:
            return bury[-1]
        return self.find(legal, "draw") or legal[0]

    def drawing(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        best: Action | None = self.find(legal, "take", "deck")
        best_value = 1.6
        for a in legal:
            if a.verb == "take" and a.args[0] != "deck":
                value = card_value(s.row[int(a.args[0])])
                if value > best_value:
                    best, best_value = a, value
        return best or legal[0]

    def play(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        plays = [a for a in legal if a.verb == "play"]
        creatures = [a for a in plays if C.IS_CREATURE[int(a.args[0])]]
        if creatures:
            return max(creatures, key=lambda a: card_value(int(a.args[0])))
        for a in plays:
            card = int(a.args[0])
            effect = C.EFFECT[card]
            if effect == "bury-stored" and int(a.args[1]) == min(2, s.store[seat]):
                return a
            if effect in ("draw-cards", "take-wild") and (effect != "take-wild" or s.wild):
                return a
            if effect == "damage-creature":
                victim = int(a.args[1])
                if victim not in s.army[seat] and C.HEALTH[victim] <= C.AMOUNT[card] and \
                        C.STRENGTH[victim] >= 2:
                    return a
            if effect == "dig-up" and s.buried[int(a.args[1])] >= 2:
                return a
        for a in legal:
            if a.verb == "use" and C.ABILITY[int(a.args[0])] != "tire-creature" and (
                    C.STRENGTH[int(a.args[0])] <= 1 or self.raid_target(s, seat) is None):
                return a
        target = self.raid_target(s, seat)
        if target is not None:
            for a in legal:
                if a.verb == "use" and len(a.args) == 2 and int(a.args[1]) in s.army[target]:
                    victims = [a2 for a2 in legal if a2.verb == "use" and len(a2.args) == 2
                               and int(a2.args[1]) in s.army[target]]
                    return max(victims, key=lambda x: C.STRENGTH[int(x.args[1])])
            attack = self.find(legal, "attack")
            if attack:
                return attack
        return self.find(legal, "end") or legal[-1]

    @staticmethod
    def raid_target(s: WotwState, seat: int) -> int | None:
        others = [q for q in range(s.players) if q != seat]
        best = max(others, key=lambda q: (s.store[q], -len(s.army[q])))
        return best if s.store[best] > 0 else None

    def discount(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        """Leave unpaid the kind we hold fewest of: the scarce cards stay in hand."""
        return min(legal, key=lambda a: s.res[seat][C.RESOURCE_INDEX[str(a.args[0])]]
                   if a.args[0] != "any" else 99)

    def pay(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        return max(legal, key=lambda a: s.res[seat][C.RESOURCE_INDEX[str(a.args[0])]])

    def give_most(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        return legal[0]

    def build_offer(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        return self.find(legal, "withdraw") or legal[-1]

    def late(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        return self.find(legal, "end") or legal[-1]

    def answer(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        return self.find(legal, "decline") or legal[-1]

    def assign(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        target = self.raid_target(s, seat)
        if target is not None:
            sends = [a for a in legal if a.verb == "send" and int(a.args[1]) == target]
            if sends:
                return max(sends, key=lambda a: C.STRENGTH[int(a.args[0])])
        moles = [a for a in legal if a.verb == "send" and C.UNBLOCKED_BURIED[int(a.args[0])]
                 and s.buried[int(a.args[1])]]
        if moles:
            return moles[0]
        return self.find(legal, "fight") or legal[0]

    def order(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        """Fight the richest store first: a Hare that dies there steals nothing later."""
        return max(legal, key=lambda a: s.store[int(a.args[0])])

    def block(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        if s.store[seat] == 0:
            return self.find(legal, "done") or legal[-1]
        blocked = set(s.blocks[1::2])
        best: Action | None = None
        best_score = 0.0
        for a in legal:
            if a.verb != "block":
                continue
            blocker, rep = int(a.args[0]), int(a.args[1])
            if rep in blocked:
                continue
            unit = next(u for u in combat.units(s.attacks[seat]) if u[0] == rep)
            power = sum(C.STRENGTH[c] for c in unit)
            health = sum(C.HEALTH[c] for c in unit)
            survives = C.HEALTH[blocker] > power
            kills = C.STRENGTH[blocker] + C.DEFENDING[blocker] >= health
            saved = min(power, s.store[seat])
            score = saved + 2.0 * kills - (0 if survives else card_value(blocker) * 0.7)
            if score > best_score:
                best, best_score = a, score
        return best or self.find(legal, "done") or legal[-1]

    def fox_block(self, s: WotwState, legal: list[Action], seat: int) -> Action:
        total = sum(C.STRENGTH[b] + C.DEFENDING[b] for b in s.blocks[0::2])
        if s.store[seat] < 2 or total >= combat.FOX_HEALTH:
            return self.find(legal, "done") or legal[-1]
        blocks = [a for a in legal if a.verb == "block"]
        if not blocks:
            return legal[-1]
        return max(blocks, key=lambda a: C.HEALTH[int(a.args[0])])

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
# about a hundred cheap decisions, so rollouts run to the end and the tree needs no guide.
ISMCTS_LEVELS = {
    "normal": {"iterations": 300, "rollout": "heuristic"},
    "hard": {"iterations": 1200, "rollout": "heuristic"},
}
