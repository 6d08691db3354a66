"""Errors the server answers with: an HTTP status, a short code and a message that says why."""

from __future__ import annotations


class ApiError(Exception):
    """A request the server refuses; nothing was changed."""

    status = 400
    code = "bad_request"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def to_dict(self) -> dict[str, str]:
        return {"error": self.code, "detail": self.message}


class NotFound(ApiError):
    status = 404
    code = "not_found"


class Forbidden(ApiError):
    """A missing, forged or stale token, or a seat acting for another."""

    status = 403
    code = "forbidden"


class Conflict(ApiError):
    """Right seat, wrong moment: out of turn, a stale `seq`, a game that is over."""

    status = 409
    code = "conflict"


class Unprocessable(ApiError):
    """Well-formed but not allowed: an illegal action, a bad option, an unknown game."""

    status = 422
    code = "unprocessable"


class TooLarge(ApiError):
    status = 413
    code = "too_large"


class TooMany(ApiError):
    status = 429
    code = "rate_limited"


class Unavailable(ApiError):
    """Storage failed: the change was not kept, and the table is reloaded from storage."""

    status = 503
    code = "unavailable"
