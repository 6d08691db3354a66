"""Card movements in event data: the vocabulary a seat's beliefs are read from.

An event that moves cards into or out of a zone some seat cannot see says so in
``data["moves"]``, a list of moves, each a dict:

- ``{"from": zone, "to": zone, "cards": [ids]}`` when the event's readers see which
  cards moved (a card taken from a face-up row, one played, shown or returned);
- ``{"from": zone, "to": zone, "count": n, "seen_by": seat}`` when they do not (a card
  drawn from a deck into a hand): a reader then no longer knows what is left in
  ``from``, unless it is ``seen_by``, the one seat that saw the cards (it reads them in
  an event of its own).

Zones are strings: ``"deck"`` (a shared deck), ``"deck:<seat>"`` (a seat's own deck),
``"hand:<seat>"``, ``"discard"``, ``"row"`` and whatever else a game names; a game's
``State.holds(zone, card)`` answers for every zone it names. A zone is hidden from a
seat when it is a deck or another seat's hand (`hidden_from`). Card ids are the game's
own ints; each physical card has its own id.

Every move of a card out of a hidden zone where a seat may have seen it go is written
down, so `observed` can follow the cards; moves between open zones may be left out.
The belief check of the conformance suite reads only this vocabulary, never a game's
own bookkeeping (tests/engine/test_conformance.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

from .events import Event


def move(src: str, dst: str, cards: list[int] | None = None, count: int = 1,
         seen_by: int | None = None) -> dict[str, Any]:
    """One move for ``data["moves"]``: named cards (a list the caller gives up), or
    `count` cards the reader cannot see (but `seen_by` can). Built on the hot path of
    every card move, so it copies nothing."""
    if cards is None:
        return {"from": src, "to": dst, "count": count, "seen_by": seen_by}
    return {"from": src, "to": dst, "cards": cards}


# Zone names built once: a move is written on every card move of every playout.
_HANDS: Final = tuple(f"hand:{seat}" for seat in range(16))


def hand(seat: int) -> str:
    return _HANDS[seat] if seat < 16 else f"hand:{seat}"


def hidden_from(zone: str, seat: int) -> bool:
    """Decks, and every hand but the seat's own, are zones the seat cannot see into."""
    return zone.startswith("deck") or (zone.startswith("hand:") and zone != hand(seat))


def observed(events: Iterable[Event], seat: int,
             facts: dict[int, str] | None = None) -> dict[int, str]:
    """Where `seat`, reading `events` (its story, oldest first), last saw each card go.

    A named card is where its latest move took it; a move of cards the seat did not see
    out of a zone makes every card last seen going there uncertain, so those facts are
    dropped. Pass `facts` to carry on from an earlier call with the events since.
    """
    out: dict[int, str] = {} if facts is None else facts
    for e in events:
        for m in e.data.get("moves", ()):
            if "cards" in m:
                for c in m["cards"]:
                    out[c] = m["to"]
            elif m.get("seen_by") != seat:
                src = m["from"]
                for c in [c for c, z in out.items() if z == src]:
                    del out[c]
    return out


def hidden_facts(events: Iterable[Event], seat: int) -> dict[int, str]:
    """The cards `seat` saw go into zones it cannot see and did not see leave."""
    return {c: z for c, z in observed(events, seat).items() if hidden_from(z, seat)}
