"""Tables: create, list, read (public or a seat's view), act, undo, hand over, rematch, record."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import PlainTextResponse

from ..errors import Conflict, Unprocessable
from ..frames import seat_frame
from ..schemas import (
    Accepted,
    ActionRequest,
    ControlRequest,
    Created,
    CreateTable,
    JoinRequest,
    Rematch,
    SeatInvite,
    TokenRequest,
    UndoRequest,
)
from ..service import TableService
from .deps import rate_limited, service

router = APIRouter(prefix="/api/tables", tags=["tables"], dependencies=[Depends(rate_limited)])
Svc = Annotated[TableService, Depends(service)]
TokenQuery = Annotated[str | None, Query(max_length=100, description="a seat's token")]


def invite_url(request: Request, table_id: str, seat: int, token: str) -> str:
    # The token rides in the fragment, which browsers never send: it stays out of logs.
    return f"{str(request.base_url).rstrip('/')}/table/{table_id}#seat={seat}&token={token}"


@router.post("", status_code=201)
async def create_table(body: CreateTable, request: Request, svc: Svc) -> Created:
    """Open a table; each human seat gets a secret token and an invite link, once."""
    table, tokens = await svc.create(
        body.game, body.players, [s.model_dump() for s in body.seats], body.options,
        body.seed, body.clock, body.hotseat, body.undo)
    return Created(id=table.row.id, seats=[
        SeatInvite(seat=i, token=t, url=invite_url(request, table.row.id, i, t))
        for i, t in sorted(tokens.items())
    ])


@router.get("")
async def list_tables(svc: Svc, limit: Annotated[int, Query(ge=1, le=200)] = 50
                      ) -> list[dict[str, Any]]:
    """Recent tables, newest first (public facts only)."""
    return await svc.recent(limit)


@router.get("/{table_id}")
async def public_table(table_id: str, svc: Svc) -> dict[str, Any]:
    """What anyone may know about a table: game, seats, whose turn, status."""
    return (await svc.table(table_id)).public()


@router.get("/{table_id}/view")
async def seat_view(table_id: str, svc: Svc, token: TokenQuery = None) -> dict[str, Any]:
    """That seat's view, its legal actions when it is to move, `to_move` and `seq`;
    without a token, a spectator's view."""
    table = await svc.table(table_id)
    return table.frame(table.seat_of(token))


@router.post("/{table_id}/actions")
async def act(table_id: str, body: ActionRequest, svc: Svc) -> Accepted:
    """Play an action; `seq` must be the table's current seq (a repeat is answered, not
    applied twice)."""
    out = await svc.submit(table_id, body.token, body.action, body.seq)
    return Accepted(accepted=True, seq=out["seq"], duplicate=out["duplicate"])


@router.post("/{table_id}/undo")
async def undo(table_id: str, body: UndoRequest, svc: Svc) -> dict[str, Any]:
    """Take back your last decision against bots (never past chance, a reveal or a person)."""
    return await svc.undo(table_id, body.token, body.seq)


@router.post("/{table_id}/control")
async def control(table_id: str, body: ControlRequest, svc: Svc) -> dict[str, Any]:
    """Leave your seat to a bot ("bot") or take it back ("human")."""
    return await svc.control(table_id, body.token, body.control)


@router.post("/{table_id}/rematch")
async def rematch(table_id: str, body: TokenRequest, request: Request, svc: Svc) -> Rematch:
    """The same game again; each person calls this once to get their new seat's token."""
    out = await svc.rematch(table_id, body.token)
    return Rematch(url=invite_url(request, out["id"], out["seat"], out["token"]), **out)


@router.post("/{table_id}/join")
async def join(table_id: str, body: JoinRequest, request: Request, svc: Svc) -> Rematch:
    """Take an open seat (one left for anyone in the lobby); its token comes back once."""
    out = await svc.join(table_id, body.seat)
    return Rematch(url=invite_url(request, out["id"], out["seat"], out["token"]), **out)


@router.get("/{table_id}/record")
async def record(table_id: str, svc: Svc) -> PlainTextResponse:
    """The game record (seed and every action), once the game is over: before, it would
    tell the deck order to anyone."""
    table = await svc.table(table_id)
    if not table.state.is_over:
        raise Conflict("the record is published when the game is over")
    return PlainTextResponse(
        table.record().to_json(), media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{table.game.id}-{table_id}.json"'})


@router.get("/{table_id}/replay")
async def replay(table_id: str, svc: Svc, step: Annotated[int, Query(ge=0)] = 0,
                 seat: Annotated[int | None, Query(ge=0)] = None) -> dict[str, Any]:
    """A finished game as seen by any seat (or a spectator) after its first `step` actions."""
    table = await svc.table(table_id)
    if not table.state.is_over:
        raise Conflict("replays open when the game is over")
    if seat is not None and seat >= table.row.players:
        raise Unprocessable(f"seat {seat} does not exist")
    rec = table.record()
    step = min(step, len(rec.actions))
    state = table.game.replay(rec, upto=step)
    frame = seat_frame(table.game, state, seat, table.public(), step, may_act=False)
    frame["type"] = "replay"
    frame["step"] = step
    frame["steps"] = len(rec.actions)
    frame["next"] = rec.actions[step] if step < len(rec.actions) else None
    # The next decision in the game's words, for people; "next" stays for machines.
    frame["next_label"] = (
        table.game.describe(state, table.game.parse(state, frame["next"]))
        if frame["next"] is not None and table.game.describe is not None else None)
    return frame
