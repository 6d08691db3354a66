"""Playing and replaying in a terminal: the loops behind `wildtable play` and `replay`."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console

from .agents import make_agent
from .engine import Agent, BadRecord, Game, IllegalAction, State, info_set
from .games import get

HUMAN = "human"
SAVE_VERSION = 1

HELP = """Type the number of an action, or its notation (e.g. 'forage').
  help        this text
  save FILE   save the game (play it on with --load FILE)
  record FILE write the game record (replay it with `wildtable replay FILE`)
  undo        take back your last decision (only against bots, and never past a
              card or tile coming to light or a roll of chance)
  quit        stop playing"""


def save_game(path: Path, state: State, seats: Sequence[str]) -> None:
    data = {"wildtable_save": SAVE_VERSION, "seats": list(seats), "state": state.to_data()}
    path.write_text(json.dumps(data))


def load_game(path: Path) -> tuple[Game, State, list[str]]:
    """Read a file written by `save`.

    Raises:
        BadRecord: the file is not a wildtable save.
    """
    try:
        data = json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as e:
        raise BadRecord(f"cannot read {path}: {e}") from None
    if not isinstance(data, dict) or data.get("wildtable_save") != SAVE_VERSION:
        raise BadRecord(f"{path} is not a wildtable save file")
    game = get(str(data["state"].get("game")))
    state = game.load(json.dumps(data["state"]))
    return game, state, [str(s) for s in data["seats"]]


class TerminalTable:
    """A game at the terminal: humans type, bots answer, the story scrolls."""

    def __init__(self, game: Game, state: State, seats: Sequence[str], seed: int,
                 console: Console, ask: Callable[[str], str] = input) -> None:
        self.game = game
        self.state = state
        self.seats = list(seats)
        self.console = console
        self.ask = ask
        self.agents: dict[int, Agent] = {
            i: make_agent(name, game, seed * 16 + i)
            for i, name in enumerate(seats) if name != HUMAN
        }
        self.undo_stack: list[State] = []

    def undo_allowed(self, snapshot: State) -> bool:
        """Board Game Arena's rule: only against bots, never past chance or a reveal."""
        humans = [i for i, name in enumerate(self.seats) if name == HUMAN]
        return (len(humans) == 1 and snapshot.rng.state == self.state.rng.state
                and snapshot.reveals == self.state.reveals)

    def show(self, seat: int | None) -> None:
        if self.game.render is not None:
            self.console.print(self.game.render(self.state, seat))
        else:
            self.console.print_json(data=self.state.view(seat))

    def label(self, action: Any) -> str:
        text = self.game.describe(self.state, action) if self.game.describe else str(action)
        return text if text == str(action) else f"{text}  [dim]({action})[/dim]"

    def human_turn(self, seat: int) -> bool:
        """One human decision; False when the player quits."""
        self.show(seat)
        legal = self.state.legal_actions()
        self.console.print(f"[bold]P{seat}, your choice:[/bold]")
        for i, a in enumerate(legal, 1):
            self.console.print(f"  {i:>2}. {self.label(a)}")
        while True:
            try:
                line = self.ask("> ").strip()
            except EOFError:
                return False
            if not line:
                continue
            word, _, rest = line.partition(" ")
            if word in ("quit", "exit"):
                return False
            if word == "help":
                self.console.print(HELP)
                continue
            if word == "save" and rest:
                save_game(Path(rest), self.state, self.seats)
                self.console.print(f"Saved to {rest}.")
                continue
            if word == "record" and rest:
                Path(rest).write_text(self.state.record.to_json())
                self.console.print(f"Record written to {rest}.")
                continue
            if word == "undo":
                if self.undo_stack and self.undo_allowed(self.undo_stack[-1]):
                    self.state = self.undo_stack.pop()
                    self.console.print("Taken back.")
                    return True
                self.console.print("[red]Nothing can be taken back now.[/red]")
                self.undo_stack.clear()
                continue
            if line.isdigit():
                if not 1 <= int(line) <= len(legal):
                    self.console.print(f"[red]Choose a number from 1 to {len(legal)}.[/red]")
                    continue
                action = legal[int(line) - 1]
            else:
                try:
                    action = self.game.parse(self.state, line)
                except IllegalAction as e:
                    self.console.print(f"[red]{e}[/red]")
                    continue
            self.undo_stack.append(self.state.clone())
            self.state.apply(action)
            return True

    def run(self) -> State:
        while not self.state.is_over:
            seat = self.state.to_move
            assert seat is not None
            if self.seats[seat] == HUMAN:
                if not self.human_turn(seat):
                    self.console.print("Stopped. Use 'save FILE' next time to keep a game.")
                    return self.state
            else:
                self.state.apply(self.agents[seat].act(info_set(self.state)))
        human = next((i for i, n in enumerate(self.seats) if n == HUMAN), None)
        self.show(human)
        r = self.state.result()
        self.console.print(f"[bold green]Game over.[/bold green] Winners: "
                           f"{', '.join(f'P{w}' for w in r.winners) or 'none'} ({r.reason}).")
        return self.state


def replay_loop(game: Game, record: Any, console: Console,
                ask: Callable[[str], str] = input) -> None:
    """Step through a finished or unfinished game; view it from any seat."""
    total = len(record.actions)
    step, seat = 0, None
    while True:
        state = game.replay(record, upto=step)
        console.rule(f"move {step}/{total}" + (f" · seen by P{seat}" if seat is not None
                                               else " · spectator"))
        if game.render is not None:
            console.print(game.render(state, seat))
        if step < total:
            console.print(f"next: {record.actions[step]}")
        try:
            line = ask("[enter]=next  b=back  j N=jump  s N=seat (s=spectator)  q=quit > ")
        except EOFError:
            return
        word, _, rest = line.strip().partition(" ")
        if word == "q":
            return
        if word == "b":
            step = max(0, step - 1)
        elif word == "j" and rest.strip().lstrip("-").isdigit():
            step = max(0, min(total, int(rest)))
        elif word == "s":
            seat = int(rest) if rest.strip().isdigit() and int(rest) < state.players else None
        elif step < total:
            step += 1
        else:
            return
