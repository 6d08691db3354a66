"""What the server sends a seat or a spectator: built only from what that seat may know.

Every outgoing message about a table's state is made here, from `state.view(seat)`,
the story `state.events(seat)` and, for the seat to move, its legal actions. Nothing
else of the state is read, and the seed and other seats' action notations never go out.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from ..engine import Event, Game, State

# A whole frame tells the whole story: a table page shows every event since a person's
# last decision, and the longest games measured tell ~540 events (~55 kB) at their end.
# A websocket sends that once, then only the lines its client has not been sent.
STORY_LINES: int | None = None

# A one-seat game tells its public story to its player ("You collect …", "You win: …");
# a spectator reads it of P0. The words are the game's; only the person changes.
_YOU_VERB = re.compile(r"\b([Yy])ou (\w+)")
_YOUR = re.compile(r"\b[Yy]our\b")
_YOU = re.compile(r"\byou\b")
_IRREGULAR = {"are": "is", "have": "has", "were": "was", "do": "does", "go": "goes"}


def _third(verb: str) -> str:
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("ed", "s")) or verb in ("can", "may", "must", "will", "would"):
        return verb
    if verb.endswith(("ch", "sh", "x", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def third_person(text: str, who: str = "P0") -> str:
    """`text` told of `who` instead of to "you": "You win: …" -> "P0 wins: …"."""
    text = _YOU_VERB.sub(lambda m: f"{who} {_third(m.group(2))}", text)
    text = _YOUR.sub(f"{who}'s", text)
    return _YOU.sub(who, text)


class Note(NamedTuple):
    """A line of the table's own story (a seat handed to a bot), placed after the first
    `after` public events of the game: a place every seat and spectator may know."""

    after: int
    event: Event


def with_notes(events: list[Event], notes: list[Note]) -> list[Event]:
    """The game's story for one seat with the table's notes in their places."""
    out: list[Event] = []
    pending = sorted(notes, key=lambda n: n.after)
    k = public = 0
    for e in events:
        if e.seats is None:
            while k < len(pending) and pending[k].after <= public:
                out.append(pending[k].event)
                k += 1
            public += 1
        out.append(e)
    out.extend(n.event for n in pending[k:])
    return out


def legal_entries(game: Game, state: State) -> list[dict[str, str]]:
    """The legal actions of the seat to move, each with the game's words for it and the
    heading it is shown under ("Play a creature", "Attack", "Finish")."""
    return [{"action": str(a), "label": game.label(state, a), "group": game.heading(state, a)}
            for a in state.legal_actions()]


def story(state: State, seat: int | None, last: int | None = STORY_LINES
          ) -> list[dict[str, Any]]:
    return lines(state, state.events(seat, last=last), seat)


def told(state: State, seat: int | None, events: list[Event] | None = None,
         notes: list[Note] | None = None) -> list[Event]:
    """The whole story `seat` may read, as events: the game's (or `events`, for a state
    that carries none) with the table's notes in their places."""
    # The state's own story comes already cut to what the seat may read.
    seen = state.events(seat) if events is None else [e for e in events if e.visible_to(seat)]
    return with_notes(seen, notes) if notes else seen


def lines(state: State, events: list[Event], seat: int | None) -> list[dict[str, Any]]:
    """Story events as a frame's lines, told as `seat` reads them."""
    return _told(state, [e.to_dict() for e in events], seat)


def continued(sent: list[Event], now: list[Event]) -> int:
    """How many lines of `now` a client that was sent `sent` holds already: all of
    `sent` when `now` goes on from it, else none (an undo told the story again).

    The game's events are shared between a state and its successors, so the common case
    compares each line by identity, without reading it.
    """
    n = len(sent)
    return n if n <= len(now) and now[:n] == sent else 0


def _told(state: State, lines: list[dict[str, Any]], seat: int | None) -> list[dict[str, Any]]:
    """A spectator of a one-seat game reads its story in the third person."""
    if seat is not None or state.record.players != 1:
        return lines
    return [{**e, "text": third_person(e["text"])} for e in lines]


def seat_frame(
    game: Game,
    state: State,
    seat: int | None,
    table: dict[str, Any],
    seq: int,
    may_act: bool,
    events: list[Event] | None = None,
    notes: list[Note] | None = None,
) -> dict[str, Any]:
    """The message for `seat` (None: a spectator), with the whole story.

    `table` is the table's public description; `may_act` says whether this seat is
    played by a person right now (so its legal actions are offered). `events`
    replaces the state's own story (a determinized copy carries none); `notes` are the
    table's own lines, merged in where they happened.
    """
    frame = base_frame(game, state, seat, table, seq, may_act)
    frame["story"] = lines(state, told(state, seat, events, notes), seat)
    return frame


def base_frame(game: Game, state: State, seat: int | None, table: dict[str, Any], seq: int,
               may_act: bool) -> dict[str, Any]:
    """A seat's message without its story: a websocket adds only the lines its client has
    not been sent yet (`with_story`), a whole frame all of them (`seat_frame`)."""
    to_move = state.to_move
    mine = seat is not None and to_move == seat and may_act
    return {
        "type": "state",
        "table": table,
        "seat": seat,
        "seq": seq,
        "to_move": to_move,
        "over": state.is_over,
        "view": state.view(seat),
        "legal": legal_entries(game, state) if mine else [],
        # What is being decided, in words for this seat: "you" for the seat to move,
        # the third person for everyone else and for spectators.
        "prompt": game.ask(state, seat),
        # The story from its line `story_from` on: 0 is the whole story, which replaces what
        # the client holds; any other number continues the lines it was sent before.
        "story_from": 0,
        "story": [],
    }


def with_story(frame: dict[str, Any], story: list[dict[str, Any]], start: int
               ) -> dict[str, Any]:
    """`frame` carrying the story's lines from `start` on (`story` holds just those)."""
    return {**frame, "story_from": start, "story": story}


def chat_frame(lines: list[dict[str, Any]], history: bool = False) -> dict[str, Any]:
    """Chat lines as people wrote them: built from the chat alone, never from a state."""
    return {"type": "chat", "history": history, "lines": lines}


def presence_frame(table_id: str, seats: list[dict[str, Any]], spectators: int,
                   grace: float) -> dict[str, Any]:
    """Who is at the table: from the websockets alone, never from a state."""
    return {"type": "presence", "table": table_id, "seats": seats,
            "spectators": spectators, "grace": grace}
