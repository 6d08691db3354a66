"""Game records: game id, options, players, seed and the action notations; enough to replay."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Final

from .errors import BadRecord

RECORD_VERSION: Final = 1


@dataclass(slots=True)
class GameRecord:
    """Everything needed to rebuild a game bit-for-bit: the seed drives all chance."""

    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": RECORD_VERSION,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": list(self.actions),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)

    @staticmethod
    def from_dict(data: Any) -> GameRecord:
        """Read a record from its dict form.

        Raises:
            BadRecord: a field is missing or has the wrong type.
        """
        if not isinstance(data, dict):
            raise BadRecord("a game record is a JSON object")
        try:
            game, players, seed = data["game"], data["players"], data["seed"]
            options, actions = data.get("options", {}), data.get("actions", [])
        except KeyError as e:
            raise BadRecord(f"game record lacks the field {e.args[0]!r}") from None
        if not isinstance(game, str):
            raise BadRecord("record field 'game' must be a string")
        if not isinstance(players, int) or not isinstance(seed, int):
            raise BadRecord("record fields 'players' and 'seed' must be integers")
        if not isinstance(options, dict):
            raise BadRecord("record field 'options' must be an object")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise BadRecord("record field 'actions' must be a list of strings")
        return GameRecord(game, players, seed, options, actions)

    @staticmethod
    def from_json(text: str) -> GameRecord:
        """Read a record written by `to_json`.

        Raises:
            BadRecord: the text is not JSON or not a record.
        """
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise BadRecord(f"game record is not valid JSON: {e}") from None
        return GameRecord.from_dict(data)
