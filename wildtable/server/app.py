"""The FastAPI application: routers, errors as JSON, size limits, static files."""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles

from .errors import ApiError
from .limits import MAX_BODY, Buckets
from .routers import games, pages, tables, ws
from .routers.pages import WEB
from .service import TableService
from .settings import Settings

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

TOKEN_IN_TEXT = re.compile(r"(token=)[^&\s\"']+")


class RedactTokens(logging.Filter):
    """Access logs show paths with their query; a seat's token must never be written."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.args:
            record.args = tuple(
                TOKEN_IN_TEXT.sub(r"\1***", a) if isinstance(a, str) else a
                for a in (record.args if isinstance(record.args, tuple) else (record.args,))
            )
        record.msg = TOKEN_IN_TEXT.sub(r"\1***", str(record.msg))
        return True


def install_log_redaction() -> None:
    for name in ("uvicorn.access", "uvicorn.error", "wildtable.server"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactTokens) for f in logger.filters):
            logger.addFilter(RedactTokens())


class BodyLimit:
    """Refuse request bodies over MAX_BODY bytes before they are read whole."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        length = headers.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            await _too_large(scope, receive, send)
            return
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > MAX_BODY:
                raise _BodyTooLarge
            return message

        try:
            await self.app(scope, limited, send)
        except _BodyTooLarge:
            await _too_large(scope, receive, send)


class _BodyTooLarge(Exception):
    pass


async def _too_large(scope: Scope, receive: Receive, send: Send) -> None:
    response = JSONResponse({"error": "too_large",
                             "detail": f"request bodies are at most {MAX_BODY} bytes"}, 413)
    await response(scope, receive, send)


def create_app(settings: Settings | None = None, service: TableService | None = None) -> FastAPI:
    """The app; `service` may be given to share storage with a test."""
    settings = settings or Settings.from_env()
    svc = service or TableService(settings)
    install_log_redaction()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await svc.start()
        try:
            yield
        finally:
            await svc.stop()

    app = FastAPI(
        title="wildtable",
        description="Play the wildtable games in a browser: tables, seats, views, actions.",
        version="0.1.0",
        lifespan=lifespan,
    )
    app.state.service = svc
    app.state.buckets = Buckets(settings.rate, settings.burst)

    @app.exception_handler(ApiError)
    async def api_error(_: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse(exc.to_dict(), status_code=exc.status)

    app.include_router(games.router)
    app.include_router(tables.router)
    app.include_router(ws.router)
    app.include_router(pages.router)
    app.mount("/static", StaticFiles(directory=WEB), name="static")
    app.add_middleware(BodyLimit)
    return app
