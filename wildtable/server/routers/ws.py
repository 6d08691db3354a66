"""The websocket: each seat gets its own frame after every change; actions may come back."""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from ..errors import ApiError, TooLarge, TooMany, Unprocessable
from ..limits import MAX_WS_MESSAGE, Bucket
from ..service import Connection, TableService
from .deps import exact_token

router = APIRouter(tags=["websocket"])


@router.websocket("/ws/tables/{table_id}")
async def table_socket(websocket: WebSocket, table_id: str) -> None:
    """Spectators connect without a token (`?token=` for a seat). Clients may send, as JSON
    text, {"type": "action", "action": ..., "seq": ...}, {"type": "chat", "text": ...},
    {"type": "presence", "state": "away" | "here"} or {"type": "ping"}."""
    svc: TableService = websocket.app.state.service
    address = websocket.client.host if websocket.client else "?"
    try:
        token = exact_token(websocket.scope)
        if svc.sockets.get(address, 0) >= svc.settings.sockets_per_address:
            raise TooMany(f"at most {svc.settings.sockets_per_address} open connections "
                          "from one address")
        table = await svc.table(table_id)
        seat = table.seat_of(token)
    except ApiError as e:
        await websocket.accept()
        await websocket.send_json({"type": "error", **e.to_dict()})
        await websocket.close(code=4000 + e.status)
        return
    await websocket.accept()
    svc.sockets[address] = svc.sockets.get(address, 0) + 1
    conn = svc.connect(table, seat)
    sender = asyncio.create_task(_send_loop(websocket, conn))
    bucket = Bucket(svc.settings.rate, svc.settings.burst)
    try:
        while True:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                break
            reply = await _handle(svc, conn, token, message.get("text"), bucket)
            if reply is not None:
                await conn.outbox.put(reply)
    except WebSocketDisconnect:
        pass
    finally:
        svc.sockets[address] -= 1
        if not svc.sockets[address]:
            del svc.sockets[address]
        svc.disconnect(conn)
        sender.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await sender


async def _send_loop(websocket: WebSocket, conn: Connection) -> None:
    while not conn.closed:
        frame = await conn.outbox.get()
        await websocket.send_json(frame)
    await websocket.close(code=1008)


async def _handle(svc: TableService, conn: Connection, token: str | None, text: str | None,
                  bucket: Bucket) -> dict[str, Any] | None:
    table_id = conn.table_id
    try:
        if not bucket.take():
            raise TooMany("too many messages on this connection; slow down")
        if text is None:
            raise Unprocessable("messages are JSON text, not binary")
        if len(text) > MAX_WS_MESSAGE:
            raise TooLarge(f"messages are at most {MAX_WS_MESSAGE} characters")
        try:
            msg = json.loads(text)
        except json.JSONDecodeError:
            raise Unprocessable("a message must be JSON") from None
        if not isinstance(msg, dict):
            raise Unprocessable("a message must be a JSON object")
        kind = msg.get("type")
        if kind == "ping":
            return {"type": "pong"}
        if kind == "presence":
            svc.set_hidden(conn, msg.get("state") == "away")
            return None
        if kind == "chat":
            line, who = msg.get("text"), msg.get("name")
            if not isinstance(line, str) or (who is not None and not isinstance(who, str)):
                raise Unprocessable("a chat message has text (and a spectator's name)")
            await svc.say(table_id, token, line, who, conn.chat_bucket)
            return None
        if kind != "action":
            raise Unprocessable("type must be 'action', 'chat', 'presence' or 'ping'")
        action, seq = msg.get("action"), msg.get("seq")
        if not isinstance(action, str) or not 0 < len(action) <= 200:
            raise Unprocessable("action must be a notation string")
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise Unprocessable("seq must be an integer")
        out = await svc.submit(table_id, token, action, seq)
        return {"type": "accepted", **out}
    except ApiError as e:
        return {"type": "error", "status": e.status, **e.to_dict()}
