"""OpenSpiel: each game with spaces as a Python game registered with pyspiel.

    >>> from wildtable.rl import register_openspiel
    >>> import pyspiel
    >>> name = register_openspiel("war-of-the-wilds")       # "wildtable_war_of_the_wilds"
    >>> game = pyspiel.load_game(name, {"players": 3, "seed": 7})

Chance is sampled inside the game (ChanceMode.SAMPLED_STOCHASTIC): dice and shuffles
come from the state's seeded stream, so a cloned state knows its future draws. Search
that must not peek (IS-MCTS) resamples with `resampler`, which uses the engine's
`determinize`: hidden cards and future chance are drawn afresh, consistent with what
the seat to move can see.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from ..engine import Game, Rng, State
from .spaces import GameSpaces, returns, spaces_of

_registered: dict[str, str] = {}


def short_name(game_id: str) -> str:
    return "wildtable_" + game_id.replace("-", "_")


class WildtableObserver:
    """OpenSpiel's observer: the tensor is the game's encoding, the string its view."""

    def __init__(self, spaces: GameSpaces) -> None:
        self.spaces = spaces
        # `set_from` rewrites only what changed since the last call (see
        # `spaces.Observer`), so the tensor callers read is a read-only view of it.
        vector = np.zeros(spaces.observation_size, np.float32)
        self._observer = spaces.observer(vector)
        self.tensor = vector.view()
        self.tensor.flags.writeable = False
        self.dict = {"observation": self.tensor}

    def set_from(self, state: WildtableSpielState, player: int) -> None:
        self._observer.observe(state.inner, player)  # into `tensor`: no new array

    def string_from(self, state: WildtableSpielState, player: int) -> str:
        return json.dumps(state.inner.view(player), sort_keys=True, separators=(",", ":"))


class WildtableSpielGame(pyspiel.Game):  # type: ignore[misc]
    """A wildtable game seen by OpenSpiel; parameters are players, seed and its options.

    `register_openspiel` makes one subclass per game that sets the two class fields.
    """

    wt_game: Game
    game_type: Any

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        game, game_type = self.wt_game, self.game_type
        self.spaces = spaces_of(game)
        players = int(params.get("players", game.seats.start))
        info = pyspiel.GameInfo(
            num_distinct_actions=self.spaces.num_actions,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            max_game_length=game.info.max_decisions,
        )
        super().__init__(game_type, info, params)
        values = self.get_parameters()
        self.players = players
        self.seed = int(values.get("seed", 0))
        self.wt_options = game.check_options(
            players, {o.name: values[o.name] for o in game.option_specs if o.name in values})

    def new_initial_state(self) -> WildtableSpielState:
        return WildtableSpielState(self, self.wt_game.new(self.players, self.seed,
                                                          **self.wt_options))

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> WildtableObserver:
        if params:
            raise ValueError(f"observer parameters are not supported: {params}")
        return WildtableObserver(self.spaces)


class WildtableSpielState(pyspiel.State):  # type: ignore[misc]
    """An engine state behind OpenSpiel's State API; action ids are the game's spaces."""

    def __init__(self, game: WildtableSpielGame, inner: State) -> None:
        super().__init__(game)
        self.inner = inner
        self.owner = game  # the Python game object, kept for clones and resamples
        self.spaces = game.spaces
        # The legal ids of the pending decision, once asked: an algorithm asks for
        # them and then applies one, and each lookup costs a tenth of a decision.
        self._ids: list[int] | None = None

    def current_player(self) -> int:
        seat = self.inner.to_move
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal_ids(self) -> list[int]:
        if self._ids is None:
            self._ids = self.spaces.legal_ids(self.inner)
        return self._ids

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self._legal_ids())

    def legal_actions(self, player: int | None = None) -> list[int]:
        """What pyspiel's `legal_actions` gives, answered here for Python callers: the
        C++ method calls back into Python three or four times (terminal? whose turn?
        twice, then `_legal_actions`), which costs a fifth of a decision. C++ callers
        still go through `_legal_actions`; a test checks that both agree."""
        seat = self.inner.to_move
        if seat is None or (player is not None and player != seat):
            return []
        return sorted(self._legal_ids())

    def _apply_action(self, action: int) -> None:
        ids = self._legal_ids()
        try:
            i = ids.index(action)  # the legality check
        except ValueError:
            raise pyspiel.SpielError(f"action {action} is not legal now") from None
        self._ids = None
        self.inner.apply(self.inner.legal_actions()[i])

    def _action_to_string(self, player: int, action: int) -> str:
        return self.spaces.spaces.actions[action]

    def is_terminal(self) -> bool:
        return self.inner.is_over

    def returns(self) -> list[float]:
        return returns(self.inner)

    def __str__(self) -> str:
        return json.dumps(self.inner.view(None), sort_keys=True, separators=(",", ":"))

    def clone(self) -> WildtableSpielState:
        # pyspiel's own clone pickles the state, which a sampled-chance game cannot do;
        # the engine's clone is also the fast path.
        return WildtableSpielState(self.owner, self.inner.clone())

    def __deepcopy__(self, memo: dict[int, Any]) -> WildtableSpielState:
        return self.clone()


def register_openspiel(game: Game | str) -> str:
    """Register a game with pyspiel (once) and return its short name.

    Raises:
        NotSupported: the game has no spaces yet.
    """
    spaces = spaces_of(game)
    wt = spaces.game
    name = _registered.get(wt.id)
    if name is not None:
        return name
    name = short_name(wt.id)
    hidden = wt.info.hidden_information
    parameters: dict[str, Any] = {"players": wt.seats.start, "seed": 0}
    parameters.update({o.name: o.default for o in wt.option_specs})
    game_type = pyspiel.GameType(
        short_name=name,
        long_name=f"wildtable {wt.info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC if wt.info.chance
                     else pyspiel.GameType.ChanceMode.DETERMINISTIC),
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION if hidden
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=wt.info.max_players,
        min_num_players=wt.info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )
    # pyspiel keeps the creator until the interpreter exits; a class is safe there, where
    # a closure aborts the process on exit (it is freed without the GIL held).
    cls = type(f"SpielGame_{wt.id.replace('-', '_')}", (WildtableSpielGame,),
               {"wt_game": wt, "game_type": game_type})
    pyspiel.register_game(game_type, cls)
    _registered[wt.id] = name
    return name


def resampler(seed: int) -> Any:
    """A callback for OpenSpiel's Python IS-MCTS (`bot.set_resampler`): each call returns
    the state with all the player cannot see drawn afresh, from its own seeded stream."""
    seeds = Rng(seed)

    def resample(state: WildtableSpielState, player: int) -> WildtableSpielState:
        inner = state.inner.determinize(player, seeds.below(1 << 62))
        return WildtableSpielState(state.owner, inner)

    return resample


class ValueEvaluator:
    """An evaluator for OpenSpiel's MCTS and IS-MCTS bots that asks the game's own
    `evaluate` (mid-game win estimates) instead of playing random rollouts to the end:
    a rollout of a whole game costs hundreds of decisions per simulation.

    Games without `evaluate` fall back to one random rollout from the given seed.
    """

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def evaluate(self, state: WildtableSpielState) -> list[float]:
        inner = state.inner
        if inner.is_over:
            return returns(inner)
        estimate = inner.game.evaluate
        if estimate is not None:
            return [2.0 * p - 1.0 for p in estimate(inner)]
        playout = inner.clone()
        while not playout.is_over:
            playout.apply(self.rng.choice(playout.legal_actions()))
        return returns(playout)

    def prior(self, state: WildtableSpielState) -> list[tuple[int, float]]:
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]
