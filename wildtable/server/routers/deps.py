"""Dependencies shared by the routers."""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote_plus

from fastapi import Request

from ..errors import TooMany, Unprocessable
from ..limits import Buckets
from ..service import TableService


def service(request: Request) -> TableService:
    svc: TableService = request.app.state.service
    return svc


def client_address(request: Request) -> str:
    """Who is asking: the client's address, whatever connection it opened."""
    return request.client.host if request.client else "?"


def rate_limited(request: Request) -> None:
    """One bucket per client address: opening new connections buys no more requests."""
    buckets: Buckets = request.app.state.buckets
    if not buckets.take(client_address(request)):
        raise TooMany("too many requests from your address; slow down")


def exact_token(scope: Any) -> str | None:
    """A seat's token from the query string's `token` parameter, spelled exactly so.

    A parameter whose name only decodes to `token` (`tok%65n=`) is refused: logs redact
    the parameter by its name, and a second spelling would slip past them.

    Raises:
        Unprocessable: a disguised or repeated token parameter, or one over 100 characters.
    """
    raw: bytes = scope.get("query_string") or b""
    found: list[str] = []
    for part in raw.decode("latin-1").split("&"):
        name, _, value = part.partition("=")
        if name == "token":
            found.append(unquote_plus(value))
        elif unquote_plus(name).lower() == "token":
            raise Unprocessable("the token parameter must be spelled 'token'")
    if len(found) > 1:
        raise Unprocessable("one token parameter at most")
    if found and len(found[0]) > 100:
        raise Unprocessable("a token is at most 100 characters")
    return found[0] if found and found[0] else None
