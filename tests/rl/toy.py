"""A toy game for 1–2 players, used only to check that the adapters are generic and
that a solo game gets a solo Gymnasium environment.

A secret number 0..5 is drawn. Seats take turns guessing; each guess is answered
"higher" or "lower" to everyone. The first to guess it wins; after 3 guesses each,
nobody does.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from wildtable.engine import Action, Game, GameInfo, Result, Rng, State

SECRETS = 6
ROUNDS = 3
GUESS = tuple(Action("guess", (k,)) for k in range(SECRETS))


class GuessState(State):
    __slots__ = ("guesses", "secret")

    guesses: list[list[int]]  # [seat, guess, answer] with answer -1 lower, 1 higher, 0 right
    secret: int

    def clone(self) -> GuessState:
        c = GuessState.__new__(GuessState)
        self._clone_base(c)
        c.guesses = [g[:] for g in self.guesses]
        c.secret = self.secret
        return c

    def _legal_actions(self) -> list[Action]:
        return list(GUESS)

    def _apply(self, action: Action) -> None:
        k = int(action.args[0])
        answer = (self.secret > k) - (self.secret < k)
        self.guesses.append([self.to_move or 0, k, answer])
        if answer == 0 or len(self.guesses) == ROUNDS * self.players:
            self.to_move = None
        else:
            self.to_move = len(self.guesses) % self.players

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"guesses": [g[:] for g in self.guesses]}

    def _resample(self, seat: int, rng: Rng) -> None:
        fits = [s for s in range(SECRETS)
                if all((s > k) - (s < k) == a for _, k, a in self.guesses)]
        self.secret = rng.choice(fits)

    def result(self) -> Result:
        winners = [g[0] for g in self.guesses if g[2] == 0]
        return Result(winners, [float(p in winners) for p in range(self.players)], "guessed")


def setup(players: int, seed: int, options: dict[str, Any]) -> GuessState:
    s = GuessState.__new__(GuessState)
    s._init_base(players, seed, options)
    s.secret = s.rng.below(SECRETS)
    s.guesses = []
    return s


class GuessSpaces:
    actions = tuple(str(a) for a in GUESS)
    observation_size = ROUNDS * 2 * SECRETS * 3 + 2

    @staticmethod
    def observe(view: dict[str, Any], seat: int) -> npt.NDArray[np.float32]:
        x = np.zeros(GuessSpaces.observation_size, np.float32)
        for i, (_, k, answer) in enumerate(view["guesses"]):
            x[(i * SECRETS + k) * 3 + answer + 1] = 1
        x[-2 + seat] = 1
        return x


class FirstGuess:
    name = "first"

    def __init__(self, seed: int) -> None:
        pass

    def act(self, info: Any) -> Action:
        return info.legal[0]  # type: ignore[no-any-return]


TOY = Game(
    info=GameInfo("toy-guess", "Guess", 1, 2, hidden_information=True, chance=True,
                  rulebook="", max_decisions=ROUNDS * 2),
    option_specs=(),
    setup=setup,
    state_classes={"GuessState": GuessState},
    heuristic=FirstGuess,
    extras={"spaces": GuessSpaces()},
)
