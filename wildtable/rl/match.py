"""One game driven by action ids: the part every adapter shares (seeds, illegal ids, limits)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ..engine import Action, Game, IllegalAction, Rng, State
from .spaces import ON_ILLEGAL, GameSpaces, Mask, returns, spaces_of


class Match:
    """A game of `game` for `players`, restarted by `reset` and advanced by action ids.

    `on_illegal` says what an id that is not legal now does:
    "lose" ends the game, the offender scoring -1 and the others 0 (PettingZoo's
    convention for classic games); "random" plays a legal action drawn from the
    match's own seeded stream instead; "raise" raises IllegalAction.
    """

    def __init__(self, game: Game | str, players: int | None, options: dict[str, Any],
                 on_illegal: str = "lose") -> None:
        self.spaces: GameSpaces = spaces_of(game)
        self.game: Game = self.spaces.game
        self.players = self.game.seats.start if players is None else players
        self.options = self.game.check_options(self.players, options)
        if on_illegal not in ON_ILLEGAL:
            raise ValueError(f"on_illegal={on_illegal!r}: must be one of {', '.join(ON_ILLEGAL)}")
        self.on_illegal = on_illegal
        self._seeds = Rng(0)  # unseeded resets still follow a fixed stream: runs reproduce
        self._fallback = Rng(0)
        self.state: State = self.game.new(self.players, 0, **self.options)
        self.forfeit: int | None = None  # the seat that lost by an illegal id
        self._ids: list[int] | None = None  # legal ids of the current decision, once asked
        # One observer per seat, for a game that has its own: each keeps its seat's last
        # vector and rewrites only what changed since (see `Observer`); what is handed
        # out is a copy. Other games make a new vector at each call, with no copy.
        self._observers = ([self.spaces.observer() for _ in range(self.players)]
                           if self.spaces.make_observer is not None else None)
        self._num_actions = self.spaces.num_actions

    def reset(self, seed: int | None = None) -> State:
        """A new game; with a seed it is the game `game.new(seed=seed)` deals."""
        if seed is not None:
            self._seeds = Rng(seed)
            game_seed = seed
        else:
            game_seed = self._seeds.below(1 << 62)
        self._fallback = Rng(game_seed ^ 0x5EED)
        self.state = self.game.new(self.players, game_seed, **self.options)
        self.forfeit = None
        self._ids = None
        return self.state

    def legal_ids(self) -> list[int]:
        """Ids of the legal actions now (empty once over), computed once per decision."""
        ids = self._ids
        if ids is None:
            if self.forfeit is not None or self.state.to_move is None:
                return []
            ids = self._ids = self.spaces.legal_ids(self.state)
        return ids

    def mask(self, seat: int) -> Mask:
        """1 for each id `seat` may play now; all 0 for a seat that is not to move.

        A new array each time: callers keep observations (rollout buffers), and a
        9 000-long zero array costs far less than a decision. The ones are written
        one by one: for a few dozen ids, cheaper than a numpy call.
        """
        out = np.zeros(self._num_actions, np.int8)
        if seat == self.state.to_move:
            for i in self.legal_ids():
                out[i] = 1
        return out

    def observe(self, seat: int) -> dict[str, Any]:
        """The observation dict every adapter hands out: encoding and mask, both new
        arrays (callers keep them)."""
        state = self.state
        mask = np.zeros(self._num_actions, np.int8)  # as `mask(seat)`, inline
        if seat == state.to_move:
            for i in self.legal_ids():
                mask[i] = 1
        observers = self._observers
        observation = (self.spaces.observe(state, seat) if observers is None
                       else observers[seat].observe(state, seat).copy())
        return {"observation": observation, "action_mask": mask}

    @property
    def over(self) -> bool:
        return self.forfeit is not None or self.state.to_move is None

    def step(self, action_id: int) -> bool:
        """Play the action with this id for the seat to move; False if the id was illegal.

        Raises:
            IllegalAction: the id is not legal and on_illegal is "raise", or the game is over.
        """
        ids = self.legal_ids()
        if not ids:  # a decision always has a legal action: the game is over
            raise IllegalAction("the game is over; reset to play again")
        self._ids = None
        try:
            i = ids.index(action_id)  # the legality check: one scan of a short list
        except ValueError:
            pass
        else:
            self.state.apply(self.state.legal_actions()[i])
            return True
        seat = self.state.to_move
        if self.on_illegal == "raise":
            raise IllegalAction(f"action id {action_id} is not legal for seat {seat} now; "
                                f"legal ids: {ids}")
        if self.on_illegal == "random":
            self.state.apply(self._fallback.choice(self.state.legal_actions()))
        else:
            self.forfeit = seat
        return False

    def play_fallback(self) -> None:
        """Play a legal action drawn from the match's own seeded stream for the seat to
        move (a seat with no decisions left under `max_cycles`)."""
        self._ids = None
        self.state.apply(self._fallback.choice(self.state.legal_actions()))

    def play(self, action: Action) -> None:
        """Carry out an action chosen by an agent rather than an id (fixed opponents).

        Raises:
            IllegalAction: the action is not legal now.
        """
        self._ids = None
        self.state.apply(action)

    def returns(self) -> list[float]:
        """Final rewards per seat (all 0 while the game goes on)."""
        if self.forfeit is not None:
            return [-1.0 if p == self.forfeit else 0.0 for p in range(self.players)]
        return returns(self.state)
