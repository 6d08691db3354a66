"""Tables: create, list, read (public or a seat's view), act, undo, hand over, rematch, record."""

from __future__ import annotations

import json
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import PlainTextResponse

from ..errors import Conflict, TooMany, Unprocessable
from ..schemas import (
    Accepted,
    ActionRequest,
    ChatRequest,
    ControlRequest,
    Created,
    CreateTable,
    HandoverRequest,
    JoinRequest,
    LessonRequest,
    NameRequest,
    Rematch,
    SeatInvite,
    TokenRequest,
    UndoRequest,
)
from ..service import TableService
from .deps import client_address, exact_token, rate_limited, service

router = APIRouter(prefix="/api/tables", tags=["tables"], dependencies=[Depends(rate_limited)])
Svc = Annotated[TableService, Depends(service)]
TokenQuery = Annotated[str | None, Query(max_length=100, description="a seat's token")]


def invite_url(request: Request, table_id: str, seat: int, token: str) -> str:
    """The link a person opens to sit at a seat.

    It starts with the configured public address, never with the request's Host header,
    which the client writes. The token rides in the fragment, which browsers never send:
    it stays out of logs.
    """
    svc: TableService = request.app.state.service
    return f"{svc.public_url()}/table/{table_id}#seat={seat}&token={token}"


@router.post("", status_code=201)
async def create_table(body: CreateTable, request: Request, svc: Svc) -> Created:
    """Open a table; each human seat gets a secret token and an invite link, once."""
    if not request.app.state.create_buckets.take(client_address(request)):
        raise TooMany("too many new tables from your address; wait a little")
    table, tokens = await svc.create(
        body.game, body.players, [s.model_dump() for s in body.seats], body.options,
        body.seed, body.clock, body.hotseat, body.undo, body.increment, body.name,
        body.spectator_chat)
    return Created(id=table.row.id, seats=[
        SeatInvite(seat=i, token=t, url=invite_url(request, table.row.id, i, t))
        for i, t in sorted(tokens.items())
    ])


@router.post("/learn", status_code=201)
async def create_lesson(body: LessonRequest, request: Request, svc: Svc) -> Created:
    """Open a "Learn to play" table: the game's fixed deal against its bots, with a coach
    in the learner's frames through the first round. The learner's token comes back once."""
    table, tokens = await svc.create_lesson(body.game)
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
async def seat_view(table_id: str, request: Request, svc: Svc,
                    token: TokenQuery = None) -> dict[str, Any]:
    """That seat's view, its legal actions when it is to move, `to_move` and `seq`;
    without a token, a spectator's view."""
    table = await svc.table(table_id)
    return table.frame(table.seat_of(exact_token(request.scope)))


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
    out = await svc.join(table_id, body.seat, body.name)
    return Rematch(url=invite_url(request, out["id"], out["seat"], out["token"]), **out)


@router.get("/{table_id}/record")
async def record(table_id: str, svc: Svc) -> PlainTextResponse:
    """The game record (seed and every action), once the game is over: before, it would
    tell the deck order to anyone."""
    table = await svc.table(table_id)
    if not table.state.is_over:
        raise Conflict("the record is published when the game is over")
    # The record with each seat's name beside it (a record reader ignores unknown fields).
    data = {**table.record().to_dict(), "names": table.names()}
    return PlainTextResponse(
        json.dumps(data, sort_keys=True), media_type="application/json",
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
    return await svc.replay(table, step, seat)


@router.post("/{table_id}/name")
async def name(table_id: str, body: NameRequest, svc: Svc) -> dict[str, Any]:
    """Pick the name the others see for your seat (at most 24 characters)."""
    return await svc.set_name(table_id, body.token, body.name)


@router.get("/{table_id}/chat")
async def chat(table_id: str, svc: Svc) -> dict[str, Any]:
    """The table's recent chat (anyone who may watch the table may read it)."""
    return svc.chat_history(await svc.table(table_id))


@router.post("/{table_id}/chat")
async def say(table_id: str, body: ChatRequest, svc: Svc) -> dict[str, Any]:
    """Write a line in the table's chat: seated people, and spectators where allowed."""
    return await svc.say(table_id, body.token, body.text, body.name)


@router.post("/{table_id}/handover")
async def handover(table_id: str, body: HandoverRequest, svc: Svc) -> dict[str, Any]:
    """Ask to hand an absent person's seat to its bot (a majority of those left decides)."""
    return await svc.handover(table_id, body.token, body.seat)


@router.post("/{table_id}/invites")
async def invites(table_id: str, body: TokenRequest, request: Request,
                  svc: Svc) -> list[SeatInvite]:
    """Every person's invite link again, for the table's creator."""
    return [SeatInvite(seat=i, token=t, url=invite_url(request, table_id, i, t))
            for i, t in await svc.invites(table_id, body.token)]
