"""Dependencies shared by the routers."""

from __future__ import annotations

from fastapi import Request

from ..errors import TooMany
from ..limits import Buckets
from ..service import TableService


def service(request: Request) -> TableService:
    svc: TableService = request.app.state.service
    return svc


def rate_limited(request: Request) -> None:
    """One bucket per client connection (address and port)."""
    buckets: Buckets = request.app.state.buckets
    client = request.client
    key = f"{client.host}:{client.port}" if client else "?"
    if not buckets.take(key):
        raise TooMany("too many requests on this connection; slow down")
