"""Request and response bodies. Create and public shapes are separate: tokens go out once."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Notation = Field(min_length=1, max_length=200)
Token = Field(min_length=1, max_length=100)


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class SeatRequest(Strict):
    kind: Literal["human", "bot"] = "human"
    agent: str | None = Field(default=None, max_length=80,
                              description="bot spec: random, heuristic (the default), "
                                          "ismcts:easy|normal|hard|strongest")
    open: bool = Field(default=False, description="a person's seat anyone may join from the lobby")


class CreateTable(Strict):
    game: str = Field(max_length=64)
    players: int = Field(ge=1, le=16)
    seats: list[SeatRequest] = Field(max_length=16)
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int | None = Field(default=None, ge=0, lt=2**63)
    clock: float | None = Field(default=None,
                                description="seconds in each person's time bank, or none")
    increment: float | None = Field(default=None,
                                    description="seconds added to a bank per decision")
    hotseat: bool = False
    undo: bool = True
    name: str | None = Field(default=None, max_length=200,
                             description="the creator's display name (their first seat)")
    spectator_chat: bool = Field(default=False, description="spectators may chat too")


class LessonRequest(Strict):
    game: str = Field(max_length=64, description="the game to learn")


class SeatInvite(BaseModel):
    seat: int
    token: str
    url: str


class Created(BaseModel):
    id: str
    seats: list[SeatInvite]


class ActionRequest(Strict):
    token: str = Token
    action: str = Notation
    seq: int = Field(ge=0)


class UndoRequest(Strict):
    token: str = Token
    seq: int = Field(ge=0)


class ControlRequest(Strict):
    token: str = Token
    control: Literal["human", "bot"]


class TokenRequest(Strict):
    token: str = Token


class JoinRequest(Strict):
    seat: int | None = Field(default=None, ge=0, description="the seat; default: the first open")
    name: str | None = Field(default=None, max_length=200, description="your display name")


class NameRequest(Strict):
    token: str = Token
    name: str = Field(max_length=200)


class ChatRequest(Strict):
    token: str | None = Field(default=None, max_length=100)
    text: str = Field(max_length=2000)
    name: str | None = Field(default=None, max_length=200,
                             description="a spectator's name, where spectators may chat")


class HandoverRequest(Strict):
    token: str = Token
    seat: int = Field(ge=0, description="the absent person's seat")


class Accepted(BaseModel):
    accepted: bool
    seq: int
    duplicate: bool = False


class Rematch(BaseModel):
    id: str
    seat: int
    token: str
    url: str
