"""The web table: a FastAPI app serving the JSON API, the websocket and the browser client."""

from .app import create_app
from .settings import Settings

__all__ = ["Settings", "create_app"]
