"""The FastAPI application: routers, errors as JSON, size limits, static files."""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

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

# A query parameter whose name is `token` however it is percent-encoded, and a JSON
# "token" field (request bodies, as trace logging shows them).
TOKEN_PARAM = re.compile(r"((?:t|%74)(?:o|%6f)(?:k|%6b)(?:e|%65)(?:n|%6e)=)[^&\s\"'\\]+",
                         re.IGNORECASE)
TOKEN_FIELD = re.compile(r"""(["']token["']\s*:\s*["'])[^"']*""", re.IGNORECASE)


def redact(text: str) -> str:
    return TOKEN_FIELD.sub(r"\1***", TOKEN_PARAM.sub(r"\1***", text))


class RedactTokens(logging.Filter):
    """Logs show paths with their query, and at trace level whole ASGI messages: a seat's
    token must never be written, at any level."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.args:
            args = record.args if isinstance(record.args, tuple) else (record.args,)
            record.args = tuple(redact(a if isinstance(a, str) else repr(a))
                                if isinstance(a, str | bytes | dict) else a for a in args)
        record.msg = redact(str(record.msg))
        return True


def install_log_redaction() -> None:
    for name in ("uvicorn.access", "uvicorn.error", "uvicorn.asgi", "wildtable.server"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactTokens) for f in logger.filters):
            logger.addFilter(RedactTokens())


class BodyLimit:
    """Refuse request bodies over MAX_BODY bytes with 413, whether they announce their
    length or come in chunks: the body is read (up to the limit) before the app sees it."""

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
        chunks: list[bytes] = []
        seen = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away: nobody to answer
            chunks.append(message.get("body", b""))
            seen += len(chunks[-1])
            if seen > MAX_BODY:
                await _too_large(scope, receive, send)
                return
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


async def _too_large(scope: Scope, receive: Receive, send: Send) -> None:
    response = JSONResponse({"error": "too_large",
                             "detail": f"request bodies are at most {MAX_BODY} bytes"}, 413)
    await response(scope, receive, send)


HTTP_CODES = {400: "bad_request", 403: "forbidden", 404: "not_found",
              405: "method_not_allowed", 409: "conflict", 413: "too_large", 422: "unprocessable",
              429: "rate_limited", 503: "unavailable"}


def _validation_text(exc: RequestValidationError) -> str:
    """FastAPI's list of problems as one sentence a person can read."""
    parts = []
    for err in exc.errors()[:5]:
        where = ".".join(str(p) for p in err.get("loc", ()) if p != "body")
        parts.append(f"{where}: {err.get('msg', 'invalid')}" if where else str(err.get("msg")))
    return "; ".join(parts) or "the request is not valid"


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
    app.state.create_buckets = Buckets(settings.create_rate, settings.create_burst)

    @app.exception_handler(ApiError)
    async def api_error(_: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse(exc.to_dict(), status_code=exc.status)

    # Every refusal has one shape, {"error", "detail"}, FastAPI's own ones included.
    @app.exception_handler(RequestValidationError)
    async def invalid_request(_: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse({"error": "unprocessable", "detail": _validation_text(exc)},
                            status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = HTTP_CODES.get(exc.status_code, "bad_request" if exc.status_code < 500
                              else "server_error")
        return JSONResponse({"error": code, "detail": str(exc.detail)},
                            status_code=exc.status_code, headers=exc.headers)

    app.include_router(games.router)
    app.include_router(tables.router)
    app.include_router(ws.router)
    app.include_router(pages.router)
    app.mount("/static", StaticFiles(directory=WEB), name="static")
    app.add_middleware(BodyLimit)
    return app
