"""What the server sends a seat or a spectator: built only from what that seat may know.

Every outgoing message about a table's state is made here, from `state.view(seat)`,
the story `state.events(seat)` and, for the seat to move, its legal actions. Nothing
else of the state is read, and the seed and other seats' action notations never go out.
"""

from __future__ import annotations

from typing import Any

from ..engine import Event, Game, State

STORY_LINES = 60  # a table page shows the recent story; the record holds the rest


def legal_entries(game: Game, state: State) -> list[dict[str, str]]:
    """The legal actions of the seat to move, each with the game's words for it and the
    heading it is shown under ("Play a creature", "Attack", "Finish")."""
    return [{"action": str(a), "label": game.label(state, a), "group": game.heading(state, a)}
            for a in state.legal_actions()]


def story(state: State, seat: int | None, last: int = STORY_LINES) -> list[dict[str, Any]]:
    return [e.to_dict() for e in state.events(seat, last=last)]


def seat_frame(
    game: Game,
    state: State,
    seat: int | None,
    table: dict[str, Any],
    seq: int,
    may_act: bool,
    events: list[Event] | None = None,
) -> dict[str, Any]:
    """The message for `seat` (None: a spectator).

    `table` is the table's public description; `may_act` says whether this seat is
    played by a person right now (so its legal actions are offered). `events`
    replaces the state's own story (a determinized copy carries none).
    """
    to_move = state.to_move
    mine = seat is not None and to_move == seat and may_act
    lines = (
        [e.to_dict() for e in events if e.visible_to(seat)][-STORY_LINES:]
        if events is not None else story(state, seat)
    )
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
        "story": lines,
    }
