"""The people side of the table service: names, chat, presence, handing an absent seat to
a bot, and showing invite links again. Each change goes through the same authority as an
action: the token is checked, the change is stored, then it is sent out."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from .errors import Conflict, Forbidden, TooMany
from .frames import chat_frame, presence_frame
from .limits import Bucket
from .people import CHAT_BURST, CHAT_KEEP, CHAT_MAX, CHAT_RATE, clean_name, clean_text
from .settings import Settings
from .storage import ChatLine, Storage
from .table import BOT, HUMAN, Change, LiveTable, invite_token, token_hash


class Social:
    """Mixed into TableService, which provides the attributes and methods declared here."""

    settings: Settings
    storage: Storage
    chat_buckets: dict[tuple[str, int], Bucket]

    async def table(self, table_id: str) -> LiveTable:
        raise NotImplementedError

    def lock(self, table_id: str) -> asyncio.Lock:
        raise NotImplementedError

    async def _commit(self, table: LiveTable, change: Change) -> None:
        raise NotImplementedError

    async def _broadcast(self, table: LiveTable) -> None:
        raise NotImplementedError

    def _wake_bots(self, table: LiveTable) -> None:
        raise NotImplementedError

    def _send_all(self, table_id: str, frame: dict[str, Any]) -> None:
        raise NotImplementedError

    # ----- names ------------------------------------------------------------------------
    async def set_name(self, table_id: str, token: str | None, name: str) -> dict[str, Any]:
        """The person of a seat picks the name the others see.

        Raises:
            Forbidden: no seat token. Unprocessable: an empty or over-long name.
        """
        name = clean_name(name)
        table = await self.table(table_id)
        async with self.lock(table_id):
            seat = table.seat_required(token)
            if table.row.seats[seat].name != name:
                old = table.row.seats[seat].name
                table.row.seats[seat].name = name
                try:
                    await asyncio.to_thread(self.storage.update_table, table_id,
                                            seats=table.row.seats)
                except Exception:
                    table.row.seats[seat].name = old
                    raise
                await self._broadcast(table)
        return {"seat": seat, "name": name}

    # ----- chat -------------------------------------------------------------------------
    async def say(self, table_id: str, token: str | None, text: str,
                  spectator_name: str | None = None,
                  bucket: Bucket | None = None) -> dict[str, Any]:
        """A chat line from a seated person (or a spectator, where the table allows it).

        Raises:
            Forbidden: a spectator at a table without spectator chat.
            TooMany: more than a few lines at once.
            Unprocessable: an empty or over-long line.
        """
        text = clean_text(text, CHAT_MAX, "a chat line")
        table = await self.table(table_id)
        seat = table.seat_of(token)
        if seat is None:
            if not table.row.settings.get("spectator_chat"):
                raise Forbidden("spectators read the chat; only seated people write in it")
            name = clean_name(spectator_name or "spectator")
            if bucket is None:  # over HTTP: all of the table's spectators share one limit
                bucket = self.chat_buckets.setdefault((table_id, -1),
                                                      Bucket(CHAT_RATE, CHAT_BURST))
        else:
            name = table.row.seats[seat].name or f"P{seat}"
            key = (table_id, seat)
            bucket = self.chat_buckets.get(key)
            if bucket is None:
                bucket = self.chat_buckets[key] = Bucket(CHAT_RATE, CHAT_BURST)
        if bucket is not None and not bucket.take():
            raise TooMany("that is a lot of chat at once; wait a moment")
        async with self.lock(table_id):
            line = ChatLine(table.chat_n + 1, seat, name, text, round(time.time(), 3))
            await asyncio.to_thread(self.storage.add_chat, table_id, line)
            table.chat_n = line.n
            table.chat = [*table.chat, line][-CHAT_KEEP:]
            self._send_all(table_id, chat_frame([line.to_dict()]))
        return {"n": line.n}

    def chat_history(self, table: LiveTable) -> dict[str, Any]:
        return chat_frame([c.to_dict() for c in table.chat], history=True)

    # ----- presence and handing over ---------------------------------------------------
    def presence_changed(self, table: LiveTable) -> None:
        self._send_all(table.row.id, presence_frame(
            table.row.id, table.presence_list(), table.presence.spectators,
            self.settings.grace))

    async def handover(self, table_id: str, token: str | None, seat: int) -> dict[str, Any]:
        """One person's click to hand an absent person's seat to its bot; the seat goes
        over once a majority of the remaining people clicked."""
        table = await self.table(table_id)
        async with self.lock(table_id):
            voter = table.seat_required(token)
            if table.control[voter] != HUMAN:
                raise Conflict("take your own seat back first")
            done = table.vote_handover(voter, seat, self.settings.grace)
            if done:
                await self._commit(table, table.set_control(seat, BOT, "handover"))
            votes = len(table.votes.get(seat, ()))
        self.presence_changed(table)
        self._wake_bots(table)
        return {"seat": seat, "handed_over": done, "votes": votes}

    # ----- invites ----------------------------------------------------------------------
    async def invites(self, table_id: str, token: str | None) -> list[tuple[int, str]]:
        """The invite tokens of the table, for its creator only: (seat, token) of each
        person's seat whose invite was not replaced.

        Raises:
            Forbidden: not the creator's token.
        """
        table = await self.table(table_id)
        seat = table.seat_required(token)
        if seat != table.row.settings.get("creator") or token is None:
            raise Forbidden("only the table's creator can show its invite links")
        out = []
        for i, s in enumerate(table.row.seats):
            t = token if i == seat else invite_token(token, table_id, i)
            if s.kind == HUMAN and s.token_hash == token_hash(t):
                out.append((i, t))
        return out
