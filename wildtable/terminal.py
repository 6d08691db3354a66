"""Playing and replaying in a terminal: the loops behind `wildtable play` and `replay`.

The table reads as the web table does: the game's own words for every choice
(`Game.label`), the decision pending (`Game.ask`), the whole story since the seat's
last decision, a compact board that fits 100 × 30, and card texts and a legend on
request. Menu numbers are stable: an action keeps its number while it stays on offer.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.padding import Padding
from rich.text import Text

from .agents import make_agent
from .engine import Action, Agent, BadRecord, Game, IllegalAction, State, info_set
from .games import get

HUMAN = "human"
SAVE_VERSION = 1
SCREEN_ROWS = 30  # board, prompt and menu fit a 100 × 30 terminal

HELP = """Type the number of a choice, or its notation (e.g. 'forage').
  board       show the board again        story [N]   the last N story lines (all: story)
  cards       texts of the cards in sight card NAME   one card's full text
  legend      what the board's short marks mean
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


def card_texts(game: Game) -> dict[str, str]:
    """Every card of the game by name, with its full text (the game's `card_texts`)."""
    texts = game.extras.get("terminal_cards")
    return dict(texts()) if callable(texts) else {}


def find_card(texts: dict[str, str], wanted: str) -> list[str]:
    """Card names matching what was typed: the exact name, else names containing it."""
    key = " ".join(wanted.lower().split())
    exact = [n for n in texts if n.lower() == key]
    return exact or [n for n in texts if key in n.lower()]


class Menu:
    """Stable numbering: an action keeps its number while it stays on offer; a new one
    takes the lowest free number, so numbers stay small."""

    def __init__(self) -> None:
        self.numbers: dict[str, int] = {}

    def number(self, legal: Sequence[Action]) -> dict[int, Action]:
        wanted = {str(a) for a in legal}
        self.numbers = {k: n for k, n in self.numbers.items() if k in wanted}
        used = set(self.numbers.values())
        free = (n for n in range(1, len(legal) + len(used) + 2) if n not in used)
        for a in legal:
            if str(a) not in self.numbers:
                self.numbers[str(a)] = next(free)
        return {self.numbers[str(a)]: a for a in legal}


class TerminalTable:
    """A game at the terminal: humans type, bots answer, the story is never lost."""

    def __init__(self, game: Game, state: State, seats: Sequence[str], seed: int,
                 console: Console, ask: Callable[[str], str] = input) -> None:
        self.game = game
        self.state = state
        self.seats = list(seats)
        self.console = console
        self.ask = ask
        self.agents: dict[int, Agent] = {
            i: make_agent(name, game, seed * 16 + i, state.players)
            for i, name in enumerate(seats) if name != HUMAN
        }
        self.undo_stack: list[State] = []
        self.menus: dict[int, Menu] = {}
        # How much of the story each human seat has been shown (a count of its events).
        self.shown: dict[int, int] = {}
        self.cards = card_texts(game)

    def undo_allowed(self, snapshot: State) -> bool:
        """Board Game Arena's rule: only against bots, never past chance or a reveal."""
        humans = [i for i, name in enumerate(self.seats) if name == HUMAN]
        return (len(humans) == 1 and snapshot.rng.state == self.state.rng.state
                and snapshot.reveals == self.state.reveals)

    def board_text(self, seat: int | None) -> str:
        """The compact board as plain text, to find the card names in sight."""
        if self.game.render is None:
            return json.dumps(self.state.view(seat))
        probe = Console(width=100, record=True, file=io.StringIO())
        probe.print(self.game.render(self.state, seat))
        return probe.export_text()

    def show(self, seat: int | None) -> None:
        if self.game.render is not None:
            self.console.print(self.game.render(self.state, seat))
        else:
            self.console.print_json(data=self.state.view(seat))

    def story_since(self, seat: int | None) -> None:
        """Every story line this seat has not yet been shown: bot turns never scroll by
        unseen."""
        key = -1 if seat is None else seat
        events = self.state.events(seat)
        start = min(self.shown.get(key, 0), len(events))
        fresh = events[start:]
        self.shown[key] = len(events)
        if not fresh:
            return
        title = "The story so far" if start == 0 else "Since your last decision"
        self.console.rule(f"[bold]{title}[/bold] ({len(fresh)})", align="left")
        for e in fresh:
            self.line(e.text)

    def line(self, text: str) -> None:
        """One story line, indented, wrapped lines too."""
        self.console.print(Padding(Text(text), (0, 0, 0, 2)))

    def story(self, seat: int, last: int | None) -> None:
        for e in self.state.events(seat, last=last):
            self.line(e.text)

    def menu(self, seat: int, legal: Sequence[Action], room: int | None = None
             ) -> dict[int, Action]:
        """The choices under their groups' headings, each with its stable number."""
        numbered = self.menus.setdefault(seat, Menu()).number(legal)
        # Groups come in the game's order of its choices, "Finish" last; within a group
        # the numbers ascend.
        groups: dict[str, list[tuple[int, Action]]] = {}
        for a in legal:
            groups.setdefault(self.game.heading(self.state, a) or "Choices", [])
        if "Finish" in groups:
            groups["Finish"] = groups.pop("Finish")
        for n, a in sorted(numbered.items()):
            groups[self.game.heading(self.state, a) or "Choices"].append((n, a))
        # A menu that would push the screen past 30 lines flows each group's choices
        # along shared lines.
        flow = room is not None and len(numbered) + len(groups) > room
        for head, items in groups.items():
            choices = [f"[bold]{n:>2}.[/bold] {escape(self.game.label(self.state, a))}"
                       for n, a in items]
            if flow:
                self.console.print(f"[bold]{escape(head)}:[/bold] " + "  ".join(choices),
                                   highlight=False)
                continue
            self.console.print(f"[bold]{escape(head)}[/bold]", highlight=False)
            for c in choices:
                self.console.print("  " + c, highlight=False)
        return numbered

    def show_cards(self, seat: int, name: str) -> None:
        if not self.cards:
            self.console.print("This game has no card texts.")
            return
        if name:
            found = find_card(self.cards, name)
            if not found:
                self.console.print(f"[red]No card is called {escape(name)!r}.[/red]")
            for n in found[:8]:
                self.console.print(escape(self.cards[n]), highlight=False)
            return
        text = self.board_text(seat) + "\n".join(
            self.game.label(self.state, a) for a in self.state.legal_actions())
        seen = [n for n in self.cards if n in text]
        # A name inside a longer one ("Owl" in "Owl Sentinel") is shown once, as the longer.
        seen = [n for n in seen if not any(n != m and n in m and m in text for m in seen)]
        for n in sorted(seen):
            self.console.print(escape(self.cards[n]), highlight=False)
        if not seen:
            self.console.print("No card is in sight.")

    def human_turn(self, seat: int) -> bool:
        """One human decision; False when the player quits."""
        self.story_since(seat)
        self.show(seat)
        legal = self.state.legal_actions()
        prompt = self.game.ask(self.state, seat) or f"P{seat}, your choice"
        self.console.print(f"[bold cyan]{escape(prompt)}[/bold cyan]", highlight=False)
        used = len(self.board_text(seat).splitlines()) + len(prompt) // 100 + 1
        numbered = self.menu(seat, legal, room=SCREEN_ROWS - used)
        while True:
            try:
                line = self.ask("> ").strip()
            except EOFError:
                return False
            if not line:
                continue
            word, _, rest = line.partition(" ")
            rest = rest.strip()
            if word in ("quit", "exit"):
                return False
            if word == "help":
                self.console.print(HELP, highlight=False, markup=False)
                continue
            if word == "board":
                self.show(seat)
                self.menu(seat, legal, room=SCREEN_ROWS - used)
                continue
            if word == "story":
                self.story(seat, int(rest) if rest.isdigit() else None)
                continue
            if word in ("cards", "card"):
                self.show_cards(seat, rest)
                continue
            if word == "legend":
                legend = self.game.extras.get("legend", "")
                self.console.print(legend or "This game's board has no short marks.",
                                   highlight=False, markup=False)
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
                    self.shown.clear()  # the story is told again from the taken-back point
                    self.shown[seat] = len(self.state.events(seat))
                    self.console.print("Taken back.")
                    return True
                self.console.print("[red]Nothing can be taken back now.[/red]")
                self.undo_stack.clear()
                continue
            action: Action
            choices = ", ".join(map(str, sorted(numbered)))
            if line.isdigit():
                if int(line) not in numbered:
                    self.console.print(f"[red]{line} is not on the menu; choose one of "
                                       f"{choices}.[/red]")
                    continue
                action = numbered[int(line)]
            else:
                try:
                    action = self.game.parse(self.state, line)
                except IllegalAction:
                    # The engine's message lists every legal notation: words for a
                    # script, not for a person at the table.
                    self.console.print(f"[red]{escape(repr(line))} is not a choice now; type "
                                       f"the number of one ({choices}), or help.[/red]")
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
        if human is not None:
            self.story_since(human)
        self.show(human)
        r = self.state.result()
        winners = " and ".join(f"P{w}" for w in r.winners) or "nobody"
        self.console.print(f"[bold green]Game over.[/bold green] {winners} won: "
                           f"{escape(r.reason)}.", highlight=False)
        return self.state


def next_words(game: Game, state: State, notation: str) -> str:
    """A recorded move in the game's words, as the replay shows it."""
    return game.label(state, game.parse(state, notation))


def replay_loop(game: Game, record: Any, console: Console,
                ask: Callable[[str], str] = input) -> None:
    """Step through a finished or unfinished game; view it from any seat."""
    total = len(record.actions)
    step, seat = 0, None
    told: dict[tuple[int, int | None], int] = {}  # story lines after (step, seat)
    while True:
        state = game.replay(record, upto=step)
        told[step, seat] = len(state.events(seat))
        console.rule(f"move {step}/{total}" + (f" · seen by P{seat}" if seat is not None
                                               else " · spectator"))
        if game.render is not None:
            console.print(game.render(state, seat))
        # What the last move did, as this seat read it.
        if step > 0 and (step - 1, seat) not in told:
            told[step - 1, seat] = len(game.replay(record, upto=step - 1).events(seat))
        fresh = told[step, seat] - told.get((step - 1, seat), 0)
        for e in state.events(seat, last=fresh) if fresh > 0 else []:
            console.print("  " + escape(e.text), highlight=False)
        if step < total:
            console.print(f"next: {escape(next_words(game, state, record.actions[step]))}",
                          highlight=False)
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
