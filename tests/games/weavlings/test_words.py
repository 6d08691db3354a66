"""Weavlings in words: each Wound's value on its "Turn … into Meat" choice."""

from __future__ import annotations

from wildtable.engine import Action
from wildtable.games.weavlings import cards as C
from wildtable.games.weavlings.wilds import rotation

from .helpers import GAME, blank, card, position


def test_weav_spirit_6_each_wound_choice_shows_its_value_and_reads_apart() -> None:
    """WEAV-SPIRIT-6: Restoration offers every Wound; each label tells them apart."""
    res = next(c for c in C.ids(C.SPIRIT) if C.EFFECT[c] == "wound_to_meat")
    var1, var2 = card("Vargler"), card("Vargler", 1)
    s = position(blank(avoid=(res, var1, var2)), hand=[res])
    for w in (var1, var2):
        s.deck.remove(w)
    s.wounds = [var1, var2]
    s._legal = None
    labels = [GAME.label(s, a) for a in s.legal_actions() if a.verb == "restore"]
    assert len(labels) == 2 and len(set(labels)) == 2
    wounds = C.WHEEL[var1][rotation(s)]
    for label in labels:
        assert label.startswith("Turn the Vargler Wound")
        assert f"{C.MEAT[var1]} Meat" in label and f"counts {wounds} Wound" in label
    assert GAME.label(s, Action("done")) == "End the Trapper phase: go on to luring"
    assert GAME.ask(s, 0).startswith("Trapper phase:")
    assert GAME.ask(s, None).startswith("The player is")


def test_weav_trapper_4_view_says_why_a_trap_cannot_be_used() -> None:
    """WEAV-TRAPPER-4: using a Trap costs an Action; with none left the view says so."""
    logs = card("Rolling Logs")
    s = position(blank(avoid=(logs,)), hand=[logs])
    assert s.view(0)["why_not"]["traps"]["Rolling Logs"] == ""
    s.acts = 0
    s._legal = None
    why = s.view(0)["why_not"]
    assert why["traps"]["Rolling Logs"] == "needs 1 Action; 0 left"
    assert why["move"] == "needs 1 Action; 0 left"
    assert not any(a.verb == "use" for a in s.legal_actions())
