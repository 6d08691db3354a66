"""The browser client: static pages and ES modules from wildtable/web, no build step."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse

WEB = Path(str(files("wildtable") / "web"))

router = APIRouter(include_in_schema=False)


@router.get("/")
def lobby() -> FileResponse:
    return FileResponse(WEB / "index.html")


@router.get("/table/{table_id}")
def table_page(table_id: str) -> FileResponse:
    return FileResponse(WEB / "table.html")


@router.get("/replay/{table_id}")
def replay_page(table_id: str) -> FileResponse:
    return FileResponse(WEB / "replay.html")


@router.get("/rules/{game_id}")
def rules_page(game_id: str) -> FileResponse:
    return FileResponse(WEB / "rules.html")
