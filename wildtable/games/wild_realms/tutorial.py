"""Learn to play: a fixed deal of the solo mode (one kingdom against The Wild, the friendlier
first game: no opponent's turns to wait through), coached through the whole first round,
then the coach lets go."""

from __future__ import annotations

from typing import Any

from ...engine import Action, Advice, Lesson, Rule, State
from ...engine.tutorial import FAREWELL, LESSON, coach_entry
from . import cards as C
from .bots import HeuristicAgent
from .words import describe

LEARNER = 0
ALLIANCE = 4  # the slot number of the Alliance in `move` and `place`

RULES = {
    "realm": Rule("REALMS-PLAY-1", "A realm card from your hand goes into its empty slot "
                  "together with one defender from your hand."),
    "defend": Rule("REALMS-PLAY-2", "An animal from your hand may defend any unlocked realm "
                   "with fewer than 5 defenders."),
    "ally": Rule("REALMS-PLAY-3", "An animal from your hand may join your Alliance while it "
                 "has room (5 at most)."),
    "wild": Rule("REALMS-SOLO-3", "Ending your plays, every Into The Wild card is played and "
                 "reveals more of The Wild; then The Wild acts."),
    "hunt": Rule("REALMS-SOLO-7", "With a Leader in your Alliance, each Alliance animal may "
                 "strike first at a Wild animal; a match discards it."),
    "place": Rule("REALMS-SOLO-5", "A Wild animal that misses your Alliance joins your "
                  "kingdom where you choose, discarding one to make room if needed."),
    "strike": Rule("REALMS-SOLO-6", "A Wild animal attacking a realm strikes a defender whose "
                   "strike value it rolls; you choose which one is discarded."),
    "discard": Rule("REALMS-TURN-3", "On your turn you may discard cards from your hand or "
                    "kingdom at any time."),
    "move": Rule("REALMS-WRAP-1", "In Travel, animals move between your realms and your "
                 "Alliance."),
    "lock": Rule("REALMS-WRAP-2", "A realm with exactly 5 defenders, one of each class and "
                 "one a Leader, may be locked."),
    "end": Rule("REALMS-WRAP-4", "After Travel you draw up to 5 cards (or discard down to "
                "5)."),
}


def _stage(view: dict[str, Any]) -> str | None:
    if view["round"] <= 1:
        return LESSON
    return FAREWELL if view["round"] == 2 else None


def _animal(token: int) -> str:
    card = C.T_CARD[token]
    lead = ", a Leader" if C.LEADER[card] else ""
    return (f"{C.NAME[card]} ({C.CLASSES[C.CLASS[card]]}, strike value {C.STRIKE[card]}"
            f"{lead})")


def _realm_line(realm: dict[str, Any]) -> str:
    classes = sorted({C.CLASSES[C.T_CLASS[d]] for d in realm["defenders"]})
    n = len(realm["defenders"])
    return (f"your {realm['type']} realm{' (locked)' if realm['locked'] else ''} has {n} "
            f"defender{'s' if n != 1 else ''}" + (f" ({', '.join(classes)})" if classes else ""))


def _explain(view: dict[str, Any], action: Action, label: str) -> Advice:
    me = view["seats"][view["seat"]]
    realms = me["realms"]
    verb, args = action.verb, action.args
    play = "Play animals and realms from your hand"
    if verb == "defend":
        realm = realms[int(args[1])]
        return Advice(play, RULES["defend"],
                      f"{_animal(int(args[0]))} joins it; so far {_realm_line(realm)}. A realm "
                      "locks with 5 defenders of 5 different classes, one a Leader.")
    if verb == "ally":
        leader = C.LEADER[C.T_CARD[int(args[0])]]
        return Advice(play, RULES["ally"],
                      f"{_animal(int(args[0]))} joins your Alliance ({len(me['alliance'])} of 5 "
                      "places used so far); "
                      + ("a Leader there lets your Alliance strike The Wild first."
                         if leader else "Alliance animals can travel to a realm later."))
    if verb == "realm":
        return Advice(play, RULES["realm"],
                      f"{label[0].upper() + label[1:]}: a second realm gives The Wild's "
                      "animals somewhere else to attack and you a second realm to lock.")
    if verb == "wild":
        return Advice(play, RULES["wild"],
                      f"You hold {me['hand_count']} card{'s' if me['hand_count'] != 1 else ''} and "
                      "nothing more is worth playing now: The Wild's turn comes.")
    if verb in ("hunt", "go"):
        decides = "Strike first at The Wild, or let it attack"
        if verb == "hunt":
            return Advice(decides, RULES["hunt"],
                          f"{label}: a match removes that Wild animal before it attacks; "
                          "your Alliance animal is discarded either way.")
        if not any(C.LEADER[C.T_CARD[t]] for t in me["alliance"]):
            return Advice(decides, RULES["hunt"],
                          "Without a Leader in your Alliance nobody can strike first: The "
                          "Wild attacks.")
        return Advice(decides, RULES["hunt"],
                      "No further first strike is worth losing an Alliance animal for: let The "
                      "Wild attack.")
    if verb in ("place", "lose", "pick", "strike"):
        decides = "The Wild attacks: choose what happens to your kingdom"
        if verb == "place":
            slot = int(args[0])
            where = (f"your Alliance, where {len(me['alliance'])} of 5 places are used"
                     if slot == ALLIANCE else
                     _realm_line(realms[slot]).replace("your", "your", 1)
                     .replace(" has ", ", which has ", 1))
            return Advice(decides, RULES["place"],
                          f"The Wild animal missed, so it joins your kingdom: it goes to "
                          f"{where} so far.")
        return Advice(decides, RULES["strike"],
                      f"{label[0].upper() + label[1:]}: it is the card your kingdom misses "
                      "least.")
    if verb in ("discard", "discarding", "done"):
        n = me["hand_count"]
        held = f"you hold {n} card{'s' if n != 1 else ''}"
        if verb == "discard" and C.T_KIND[int(args[0])] == C.INTO:
            why = ("an Into The Wild card left in your hand reveals one more Wild card when "
                   f"The Wild plays (REALMS-SOLO-3); {held}")
        else:
            why = f"discarding costs nothing on your turn, but nothing is drawn for it; {held}"
        return Advice("Discard cards, or stop discarding", RULES["discard"],
                      f"{label[0].upper() + label[1:]}: {why}.")
    if verb == "move":
        dest = ("it goes to your Alliance" if int(args[1]) == ALLIANCE
                else f"before it arrives, {_realm_line(realms[int(args[1])])}")
        return Advice("Travel: move animals, lock realms, then draw", RULES["move"],
                      f"{_animal(int(args[0]))} moves; {dest}. Realms lock with one "
                      "defender of each class, one a Leader.")
    if verb == "lock":
        realm = realms[int(args[0])]
        return Advice("Travel: move animals, lock realms, then draw", RULES["lock"],
                      f"{_realm_line(realm)[0].upper() + _realm_line(realm)[1:]}, a Leader "
                      "among them: locked, it can't be attacked by animals. Lock all four "
                      "to win.")
    kingdom = "; ".join(_realm_line(r) for r in realms if r["realm"] >= 0) or (
        "you have no realm in play")
    return Advice("Travel: move animals, lock realms, then draw", RULES["end"],
                  f"No move helps a realm towards locking ({kingdom}); draw back up to 5 "
                  "cards.")


def _watch(view: dict[str, Any]) -> str:
    return "The Wild is acting; the coach speaks again at your next decision."


def coach(state: State, seat: int) -> dict[str, Any] | None:
    """The coach's message for the learner's seat (None once the lesson is over)."""
    if seat != LEARNER:
        return None
    return coach_entry(
        state, seat, stage=_stage(state.view(seat)), agent=HeuristicAgent,
        explain=_explain, describe=describe, watch=_watch,
        farewell="You have played the whole first round: your plays, The Wild's attack and "
                 "Travel. From round 2 The Wild can discard undefended realms; the game is "
                 "yours, and the coach is quiet.")


TUTORIAL = Lesson(
    title="Wild Realms: your first game",
    intro="The solo mode: your kingdom against The Wild. Defend your realms with animals of "
          "five classes and lock all four realms before your deck runs out.",
    players=1, seed=5, options={}, learner=LEARNER, bots={}, coach=coach)
