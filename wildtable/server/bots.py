"""Where the server's bots think, and how much thinking a table may ask for.

Search bots (ismcts) think in worker processes, so a long search neither holds the
event loop's GIL nor waits behind another table's search for a thread: the pool has
one process fewer than the machine has cores, and takes decisions first come, first
served, so each table waits at most for the searches queued before its own. Cheap bots
(random, heuristic) think in a thread of their own and never queue behind a search.
The search processes run at a lower priority than the server (`SEARCH_NICENESS`): a
search may take a whole core, and on a small machine it would otherwise take it from the
event loop that sends every other table its frames; it still gets every cycle they leave.
"""

from __future__ import annotations

import asyncio
import logging
import math
import multiprocessing
import os
import threading
import time
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor

from ..agents import ISMCTSAgent, RandomAgent, make_agent
from ..engine import Action, Agent, Game, InfoSet, State, WildtableError, info_set
from ..games import get

log = logging.getLogger("wildtable.server")

# What a table created through the API may ask of one bot decision.
MAX_SECONDS = 5.0
MAX_ITERATIONS = 20_000
MAX_HORIZON = 200


def check_budget(spec: str, game: Game, players: int) -> None:
    """Refuse an agent spec whose decisions would take more than a table may ask.

    Raises:
        WildtableError: the spec names no agent, or asks for too much or for nonsense.
    """
    agent = make_agent(spec, game, 0, players)
    if not isinstance(agent, ISMCTSAgent):
        return
    s = agent.settings
    if s.seconds is not None and not (math.isfinite(s.seconds) and 0 < s.seconds <= MAX_SECONDS):
        raise WildtableError(f"agent {spec!r}: seconds must be above 0 and at most {MAX_SECONDS}")
    if s.seconds is None and not 1 <= s.iterations <= MAX_ITERATIONS:
        raise WildtableError(f"agent {spec!r}: iterations must be from 1 to {MAX_ITERATIONS}")
    if s.seconds is not None and s.iterations > MAX_ITERATIONS:
        raise WildtableError(f"agent {spec!r}: iterations must be at most {MAX_ITERATIONS}")
    if s.horizon is not None and not 1 <= s.horizon <= MAX_HORIZON:
        raise WildtableError(f"agent {spec!r}: horizon must be from 1 to {MAX_HORIZON}")
    for name in ("exploration", "guide"):
        if not math.isfinite(getattr(s, name)):
            raise WildtableError(f"agent {spec!r}: {name} must be a finite number")


def is_search(spec: str) -> bool:
    return spec.strip().lower().startswith("ismcts")


def decide(agent: Agent, info: InfoSet) -> Action:
    """The agent's choice; a failing agent must not stall the table, so chance decides."""
    try:
        return agent.act(info)
    except Exception:
        log.exception("agent %s failed; a random legal action is played", agent.name)
        return RandomAgent(len(info.legal)).act(info)


def think_in_process(game_id: str, state_json: str, spec: str, seed: int) -> str:
    """One decision in a worker process: the state travels as its exact JSON save."""
    game = get(game_id)
    state = game.load(state_json)
    return str(decide(make_agent(spec, game, seed, state.players), info_set(state)))


SEARCH_NICENESS = 10


def think_politely(server: int) -> None:
    """A search process's first acts: step behind the server for the CPU, and leave when
    the server (process `server`) does. Every worker holds both ends of the pool's queues,
    so a worker whose server was killed would otherwise wait for work forever. The server
    names itself: a server killed while this process was still starting is gone already,
    and the parent found here is then whoever adopted it."""
    if os.getppid() != server:
        os._exit(0)
    try:
        os.nice(SEARCH_NICENESS)
    except (OSError, AttributeError):  # not permitted, or no such call on this system
        log.warning("search processes run at the server's priority")
    threading.Thread(target=_leave_with, args=(server,), daemon=True,
                     name="wt-leave-with-server").start()


def _leave_with(server: int) -> None:
    while os.getppid() == server:
        time.sleep(1.0)
    os._exit(0)


class BotWorkers:
    """The threads and processes bots think in."""

    def __init__(self, processes: int | None = None) -> None:
        if processes is None:
            processes = max(1, (os.cpu_count() or 2) - 1)
        self.processes = processes
        self.light: Executor = ThreadPoolExecutor(1, thread_name_prefix="wt-bot")
        # spawn, not fork: the server has threads, and a forked child would inherit locks.
        self.heavy: Executor = (
            ProcessPoolExecutor(processes, mp_context=multiprocessing.get_context("spawn"),
                                initializer=think_politely, initargs=(os.getpid(),))
            if processes > 0 else ThreadPoolExecutor(1, thread_name_prefix="wt-search"))

    def warm(self) -> None:
        """Start the worker processes now, so the first search does not wait for them."""
        if isinstance(self.heavy, ProcessPoolExecutor):
            for _ in range(self.processes):
                self.heavy.submit(int)

    async def decide(self, game: Game, state: State, spec: str, seed: int) -> str:
        """The notation a bot of `spec` chooses in `state` (a copy the caller gives away)."""
        loop = asyncio.get_running_loop()
        if is_search(spec) and isinstance(self.heavy, ProcessPoolExecutor):
            return await loop.run_in_executor(
                self.heavy, think_in_process, game.id, state.to_json(), spec, seed)
        pool = self.heavy if is_search(spec) else self.light
        action = await loop.run_in_executor(
            pool, decide, make_agent(spec, game, seed, state.players), info_set(state))
        return str(action)

    def shutdown(self) -> None:
        self.light.shutdown(wait=False, cancel_futures=True)
        self.heavy.shutdown(wait=False, cancel_futures=True)
