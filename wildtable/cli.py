"""The `wildtable` command: play, simulate, report, sweep, arena, replay, bench."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from .agents import AGENT_NAMES, BOTS, DEFAULT_BOT, check_agent
from .engine import Game, GameRecord, WildtableError
from .games import game_ids, get

if TYPE_CHECKING:  # the sim modules load pyarrow and friends: only when a command needs them
    from .sim.simulate import GameJob, GameOutcome
    from .sim.store import ResultsStore

app = typer.Typer(help="wildtable: four wilderness tabletop games on one table.",
                  no_args_is_help=True, add_completion=False)
console = Console()
notes = Console(stderr=True)  # progress and notes stay off stdout, which --json owns

EXTRA = {"allow_extra_args": True, "ignore_unknown_options": True}


def fail(message: str) -> typer.Exit:
    console.print(f"[red]error:[/red] {message}")
    return typer.Exit(2)


def game_or_exit(game_id: str) -> Game:
    try:
        return get(game_id)
    except WildtableError as e:
        raise fail(str(e)) from None


def parse_options(game: Game, extra: list[str], pairs: list[str]) -> dict[str, Any]:
    """Game options from `--name value`, `--flag` and `--option name=value`."""
    names = {o.name for o in game.option_specs}
    flags = {o.name for o in game.option_specs if isinstance(o.default, bool)}
    options: dict[str, Any] = {}
    for pair in pairs:
        name, eq, value = pair.partition("=")
        if not eq:
            raise fail(f"--option takes name=value, not {pair!r}")
        options[name.replace("-", "_")] = value
    i = 0
    while i < len(extra):
        word = extra[i]
        if not word.startswith("--"):
            raise fail(f"unexpected argument {word!r}")
        name, eq, value = word[2:].partition("=")
        key = name.replace("-", "_")
        if key.startswith("no_") and key[3:] in flags and not eq:
            options[key[3:]] = False
        elif key in flags and not eq:
            options[key] = True
        elif key in names:
            if not eq:
                if i + 1 >= len(extra):
                    raise fail(f"--{name} needs a value")
                i += 1
                value = extra[i]
            options[key] = value
        else:
            allowed = ", ".join(f"--{o.name.replace('_', '-')}" for o in game.option_specs)
            raise fail(f"{game.id} has no option --{name}; options: {allowed or 'none'}")
        i += 1
    try:
        return game.check_options(game.seats.start, options)
    except WildtableError as e:
        raise fail(str(e)) from None


@app.command()
def games() -> None:
    """List the games, their player counts and options."""
    table = Table("game", "players", "options")
    for gid in game_ids():
        g = get(gid)
        opts = ", ".join(f"{o.name}={o.default}" for o in g.option_specs)
        table.add_row(gid, f"{g.seats.start}–{g.seats.stop - 1}", opts)
    console.print(table)


@app.command(context_settings=EXTRA)
def play(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(help="the game, e.g. war-of-the-wilds")],
    players: Annotated[int | None, typer.Option(help="number of players")] = None,
    seats: Annotated[str, typer.Option(
        help="who sits where, comma-separated: human or an agent "
             f"({', '.join(AGENT_NAMES)}, {', '.join(b.agent for b in BOTS[2:])}); "
             f"default: you, then {DEFAULT_BOT} bots")] = "",
    seed: Annotated[int | None, typer.Option(help="seed for a game you can play again")] = None,
    load: Annotated[Path | None, typer.Option(help="go on with a game saved with 'save FILE'")
                    ] = None,
    option: Annotated[list[str] | None, typer.Option(help="a game option as name=value")] = None,
) -> None:
    """Play a game in the terminal; game options go as flags (e.g. --first-game)."""
    from .terminal import TerminalTable, load_game

    if load is not None:
        try:
            game, state, seat_names = load_game(load)
        except WildtableError as e:
            raise fail(str(e)) from None
        seed = seed if seed is not None else state.seed
    else:
        game = game_or_exit(game_id)
        options = parse_options(game, list(ctx.args), option or [])
        seat_names = [s.strip() for s in seats.split(",") if s.strip()]
        n = players or (len(seat_names) if seat_names else game.seats.start)
        if not seat_names:
            seat_names = ["human"] + [DEFAULT_BOT] * (n - 1)
        if len(seat_names) != n:
            raise fail(f"--seats names {len(seat_names)} seats for {n} players")
        seed = seed if seed is not None else int.from_bytes(os.urandom(4), "big")
        try:
            state = game.new(players=n, seed=seed, **options)
        except WildtableError as e:
            raise fail(str(e)) from None
    agent_specs(game, ",".join(n for n in seat_names if n != "human") or "random")
    console.print(f"[bold]{game.info.title}[/bold] · seed {seed} · seats: "
                  + ", ".join(f"P{i} {n}" for i, n in enumerate(seat_names))
                  + " · type 'help' for commands")
    TerminalTable(game, state, seat_names, seed, console).run()


def agent_specs(game: Game, text: str) -> list[str]:
    """Comma-separated agent specs, each checked."""
    names = [a.strip() for a in text.split(",") if a.strip()]
    if not names:
        raise fail("name at least one agent")
    for name in names:
        if name.split(":", 1)[0].lower() not in AGENT_NAMES:
            raise fail(f"unknown agent {name!r}; agents: {', '.join(AGENT_NAMES)} "
                       "(ismcts takes settings, e.g. ismcts:hard)")
        try:
            check_agent(name, game)
        except WildtableError as e:
            raise fail(str(e)) from None
    return names


def match_setup(ctx: typer.Context, game_id: str, option: list[str] | None,
                players: int | None, agents: str) -> tuple[Game, dict[str, Any], int, list[str]]:
    """The game, its checked options, the player count and the agent specs of a run."""
    game = game_or_exit(game_id)
    options = parse_options(game, list(ctx.args), option or [])
    n = players or game.seats.start
    if n not in game.seats:
        raise fail(f"{game.id} is for {game.seats.start}–{game.seats.stop - 1} players")
    return game, options, n, agent_specs(game, agents)


def progress_bar() -> Progress:
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                    TextColumn("{task.fields[rate]} games/s"), TimeElapsedColumn(),
                    TextColumn("ETA"), TimeRemainingColumn(),
                    console=Console(stderr=True), transient=True)


def run_games(work: list[GameJob], store: ResultsStore | None, backend: str,
              jobs: int | None, address: str | None, label: str) -> list[GameOutcome]:
    """Play the jobs with a progress bar (rate, ETA); on Ctrl-C say how to go on."""
    import time

    from .sim.store import run_into

    todo = len(store.pending(work)) if store is not None else len(work)
    if store is not None and todo < len(work):
        notes.print(f"{len(work) - todo} of {len(work)} games already in {store.path}; "
                    f"playing the other {todo}", highlight=False)
    start = time.perf_counter()
    try:
        with progress_bar() as bar:
            task = bar.add_task(label, total=todo, rate="–")

            def tick(_: object) -> None:
                done = bar.tasks[task].completed + 1
                bar.update(task, advance=1,
                           rate=f"{done / max(1e-9, time.perf_counter() - start):.1f}")

            return run_into(store, work, backend, jobs, address, tick)
    except KeyboardInterrupt:
        if store is None:
            notes.print("[yellow]interrupted[/yellow]: nothing saved (use --out to keep "
                        "finished games)")
        else:
            notes.print(f"[yellow]interrupted[/yellow]: finished games are kept in "
                        f"{store.journal}; run the same command again to go on")
        raise typer.Exit(130) from None
    except WildtableError as e:
        raise fail(str(e)) from None


def results_store(out: Path | None, fresh: bool) -> ResultsStore | None:
    """The results file to write (and resume from), or None without --out."""
    if out is None:
        return None
    from .sim.store import ResultsStore

    try:
        return ResultsStore(out, fresh)
    except WildtableError as e:
        raise fail(str(e)) from None


def check_backend(backend: str, address: str | None) -> None:
    from .sim.backends import BACKENDS

    if backend not in BACKENDS:
        raise fail(f"no backend {backend!r}; backends: {', '.join(BACKENDS)}")
    if address is not None and backend != "ray":
        raise fail("--address is for --backend ray")


JobsOption = Annotated[int | None, typer.Option(
    min=1, help="worker processes, all cores when not given (Ray: CPUs of a local instance)")]
BackendOption = Annotated[str, typer.Option(
    help="local (processes on this machine) or ray (a Ray cluster)")]
AddressOption = Annotated[str | None, typer.Option(
    help="Ray cluster address, e.g. ray://head:10001; a local Ray instance when not given")]
FreshOption = Annotated[bool, typer.Option(
    "--fresh", help="discard what --out already holds instead of resuming")]


@app.command(context_settings=EXTRA)
def simulate(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(help="the game to simulate")],
    games: Annotated[int, typer.Option("--games", min=1, help="how many games")] = 100,
    players: Annotated[int | None, typer.Option(help="players per game")] = None,
    agents: Annotated[str, typer.Option(
        help="agents, comma-separated; seats rotate through them")] = "heuristic,random",
    jobs: JobsOption = None,
    backend: BackendOption = "local",
    address: AddressOption = None,
    seed: Annotated[int, typer.Option(help="seed of the whole run")] = 1,
    out: Annotated[Path | None, typer.Option(
        help="write one row per game to this .parquet or .csv file; an interrupted run "
             "with the same --out skips the games it finished")] = None,
    fresh: FreshOption = False,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    option: Annotated[list[str] | None, typer.Option(help="a game option as name=value")] = None,
) -> None:
    """Play many games between agents and report win rates with 95% intervals."""
    import time

    from .sim.backends import cores
    from .sim.simulate import jobs_for, summarise

    game, options, n, names = match_setup(ctx, game_id, option, players, agents)
    check_backend(backend, address)
    store = results_store(out, fresh)
    work = jobs_for(game.id, games, n, names, seed, options)
    start = time.perf_counter()
    outcomes = run_games(work, store, backend, jobs, address, f"{game.id} ×{games}")
    summary = summarise(outcomes, n)
    if as_json:
        sys.stdout.write(json.dumps(summary, sort_keys=True) + "\n")
        return
    elapsed = time.perf_counter() - start
    where = f"{jobs or cores()} job(s)" if backend == "local" else f"Ray ({address or 'local'})"
    table = Table(title=f"{game.info.title}: {games} games, {n} players, "
                        f"{elapsed:.1f}s on {where}")
    for col in ("", "games", "win rate", "95% interval"):
        table.add_column(col)
    for label, rows in (("agent", summary["by_agent"]), ("seat", summary["by_seat"])):
        for key, row in rows.items():
            lo, hi = row["ci95"]
            table.add_row(f"{label} {key}", str(row["games"]), f"{row['win_rate']:.1%}",
                          f"{lo:.1%} – {hi:.1%}")
    console.print(table)
    console.print(f"mean decisions {summary['mean_decisions']:.1f} · mean length "
                  f"{summary['mean_length']:.2f} · games with no winner {summary['no_winner']}")
    if out is not None:
        console.print(f"one row per game in {out}; see it with: wildtable report {out}")


@app.command()
def report(
    results: Annotated[list[Path], typer.Argument(
        help="results files from 'simulate --out' (several are read as one table)")],
    out: Annotated[Path, typer.Option(help="folder for index.html, the PNG plots and CSVs")
                   ] = Path("report"),
    title: Annotated[str | None, typer.Option(help="the page's title")] = None,
) -> None:
    """Write a balance report: an HTML page with plots, and the numbers as CSV."""
    from .sim.report import build
    from .sim.table import read_rows

    try:
        rows = [row for path in results for row in read_rows(path)]
    except WildtableError as e:
        raise fail(str(e)) from None
    if not rows:
        raise fail(f"{', '.join(map(str, results))}: no games")
    names = ", ".join(p.name for p in results)
    page = build(rows, out, title or f"Balance report: {names}")
    console.print(f"report for {len(rows)} games: {page}", highlight=False)


@app.command()
def sweep(
    game_id: Annotated[str, typer.Argument(help="the game to sweep")],
    option: Annotated[list[str], typer.Option(
        help="an option and its values, e.g. acorns_per_player=10,15,20; repeat for a grid")],
    games: Annotated[int, typer.Option("--games", min=1, help="games per grid point")] = 200,
    players: Annotated[int | None, typer.Option(help="players per game")] = None,
    agents: Annotated[str, typer.Option(
        help="agents, comma-separated; seats rotate through them")] = "heuristic",
    jobs: JobsOption = None,
    backend: BackendOption = "local",
    address: AddressOption = None,
    seed: Annotated[int, typer.Option(help="seed of the run; every point plays the same seeds")
                    ] = 1,
    out: Annotated[Path, typer.Option(
        help="folder for results.parquet (resumable), the plots, sweep.csv and index.html")
    ] = Path("sweep"),
    fresh: FreshOption = False,
) -> None:
    """Play a grid of option values and plot how each metric moves (one plot per metric)."""
    from .sim import sweep as sw

    game = game_or_exit(game_id)
    n = players or game.seats.start
    if n not in game.seats:
        raise fail(f"{game.id} is for {game.seats.start}–{game.seats.stop - 1} players")
    names = agent_specs(game, agents)
    check_backend(backend, address)
    try:
        axes = sw.parse_axes(option)
        points = sw.grid(game, n, axes)
    except (ValueError, WildtableError) as e:
        raise fail(str(e)) from None
    work = sw.sweep_jobs(game.id, points, games, n, names, seed)
    store = results_store(out / "results.parquet", fresh)
    assert store is not None  # given a path, there is always a store
    run_games(work, store, backend, jobs, address,
              f"{game.id}: {len(points)} points ×{games}")
    page = sw.build(store.rows_for(work), points, axes, out,
                    f"{game.info.title}: sweep of {', '.join(axes)} ({n} players, {agents})")
    console.print(f"{len(points)} grid points × {games} games: {page}", highlight=False)


@app.command(context_settings=EXTRA)
def arena(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(help="the game")],
    agents: Annotated[str, typer.Option(
        help="agents to rank, comma-separated (e.g. ismcts:normal,heuristic,random)")
    ] = "heuristic,random",
    games: Annotated[int, typer.Option("--games", min=1, help="how many games")] = 60,
    players: Annotated[int | None, typer.Option(help="players per game")] = None,
    jobs: JobsOption = None,
    backend: BackendOption = "local",
    address: AddressOption = None,
    seed: Annotated[int, typer.Option(help="seed of the whole run")] = 1,
    out: Annotated[Path | None, typer.Option(
        help="write one row per game to this .parquet or .csv file as games finish; an "
             "interrupted run with the same --out skips the games it finished")] = None,
    fresh: FreshOption = False,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    option: Annotated[list[str] | None, typer.Option(help="a game option as name=value")] = None,
) -> None:
    """Rank agents: every agent in every seat equally often, pairwise results, Elo."""
    from .sim.arena import arena_jobs, arena_summary, seatings

    game, options, n, names = match_setup(ctx, game_id, option, players, agents)
    check_backend(backend, address)
    cycle = len(seatings(names, n))
    if games % cycle:
        notes.print(f"[yellow]note:[/yellow] {games} games is not a multiple of the "
                    f"{cycle} seatings, so seats are not perfectly balanced")
    store = results_store(out, fresh)
    work = arena_jobs(game.id, names, games, n, seed, options)
    outcomes = run_games(work, store, backend, jobs, address, f"arena {game.id} ×{games}")
    summary = arena_summary(outcomes, n, names, seed)
    if as_json:
        sys.stdout.write(json.dumps(summary, sort_keys=True) + "\n")
        return
    table = Table(title=f"{game.info.title} arena: {games} games, {n} players")
    for col in ("agent", "win rate", "95% interval", "Elo", "Elo 95%"):
        table.add_column(col)
    for name, row in summary["by_agent"].items():
        elo = summary["elo"][name]
        table.add_row(name, f"{row['win_rate']:.1%}",
                      f"{row['ci95'][0]:.1%} – {row['ci95'][1]:.1%}", f"{elo['rating']:.0f}",
                      f"{elo['ci95'][0]:.0f} – {elo['ci95'][1]:.0f}")
    console.print(table)
    pairs = Table(title="pairwise: row agent's score against column agent")
    pairs.add_column("")
    for name in summary["pairwise"]:
        pairs.add_column(name)
    for a, row in summary["pairwise"].items():
        pairs.add_row(a, *(f"{row[b]['win_rate']:.1%} ({row[b]['games']})" if b in row else "—"
                           for b in summary["pairwise"]))
    console.print(pairs)


@app.command()
def replay(
    path: Annotated[Path, typer.Argument(help="a game record (from 'record FILE')")],
) -> None:
    """Step through a recorded game, view it from any seat, jump to a move."""
    from .terminal import replay_loop

    try:
        record = GameRecord.from_json(path.read_text())
        game = get(record.game)
        game.replay(record)
    except OSError as e:
        raise fail(f"cannot read {path}: {e}") from None
    except WildtableError as e:
        raise fail(str(e)) from None
    replay_loop(game, record, console)


@app.command()
def bench(
    game_id: Annotated[str | None, typer.Argument(help="one game (default: all)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    seconds: Annotated[float, typer.Option(help="time per measurement")] = 2.0,
    build: Annotated[str, typer.Option(
        help="both: the compiled build and the plain source side by side, where one is "
             "compiled; this: only the build running")] = "both",
    rounds: Annotated[int, typer.Option(
        min=1, help="measure each build this many times in turn and keep its best figures "
                    "(on a shared machine other work only slows a run down)")] = 1,
) -> None:
    """Measure decisions/s, games/s, clone time and memory per state."""
    from ._build import build_reason, running_compiled
    from .bench import best_of, run_bench, run_plain

    if build not in ("both", "this"):
        raise fail(f"--build must be both or this, not {build!r}")
    ids = [game_or_exit(game_id).id] if game_id else game_ids()
    kind = "compiled" if running_compiled() else "plain"
    both = build == "both" and kind == "compiled"
    results: dict[str, dict[str, Any]] = {}
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("measuring", total=len(ids) * rounds)
        for gid in ids:  # one game at a time, the builds in turn, so both see the same load
            mine: list[dict[str, Any]] = []
            theirs: list[dict[str, Any]] = []
            for _ in range(rounds):
                mine.append(run_bench(get(gid), seconds))
                if both:
                    theirs.append(run_plain(gid, seconds))
                progress.advance(task)
            results[gid] = best_of(mine)
            if both:
                results[gid]["plain"] = best_of(theirs)
    if as_json:
        sys.stdout.write(json.dumps(results, sort_keys=True) + "\n")
        return
    console.print(f"build: {kind} ({build_reason()})")
    if both:
        bench_side_by_side(results)
    else:
        table = Table("game", "players", "decisions/s", "games/s", "clone µs", "bytes/state")
        for gid, r in results.items():
            for p, row in r["by_players"].items():
                table.add_row(gid, p, f"{row['decisions_per_s']:,.0f}",
                              f"{row['games_per_s']:.2f}", f"{row['clone_us']:.1f}",
                              f"{row['bytes_per_state']:,}")
        console.print(table)
    for gid, r in results.items():
        m = r["ismcts"]
        move = (f"; a normal move ({m['normal_iterations']} iterations) ≈ "
                f"{m['normal_move_s']:.2f} s" if "normal_move_s" in m else "")
        plain = ""
        if both and r["plain"]["ismcts"]["iterations_per_s"] > 0:
            q = r["plain"]["ismcts"]
            plain = (f" (plain {q['iterations_per_s']:,.0f}, "
                     f"×{m['iterations_per_s'] / q['iterations_per_s']:.2f})")
        console.print(f"{gid}: ISMCTS at the normal level {m['iterations_per_s']:,.0f} "
                      f"iterations/s{plain} at a {m['players']}-player mid-game position{move}")


def bench_side_by_side(results: dict[str, dict[str, Any]]) -> None:
    """One row per game and player count: compiled, plain and their ratio for each figure."""
    table = Table("game", "players", "decisions/s C", "P", "×", "clone µs C", "P", "×",
                  "games/s C", "P", "bytes/state C", "P")
    for gid, r in results.items():
        for p, row in r["by_players"].items():
            plain = r["plain"]["by_players"][p]
            table.add_row(
                gid, p, f"{row['decisions_per_s']:,.0f}", f"{plain['decisions_per_s']:,.0f}",
                f"{row['decisions_per_s'] / plain['decisions_per_s']:.2f}",
                f"{row['clone_us']:.2f}", f"{plain['clone_us']:.2f}",
                f"{plain['clone_us'] / row['clone_us']:.2f}",
                f"{row['games_per_s']:.1f}", f"{plain['games_per_s']:.1f}",
                f"{row['bytes_per_state']:,}", f"{plain['bytes_per_state']:,}")
    console.print(table)
    console.print("C: compiled (mypyc), P: the same source run plain (WILDTABLE_PLAIN=1); "
                  "× is how many times faster the compiled build is")


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=0, max=65535, help="port to listen on")] = 8000,
    db: Annotated[str, typer.Option(
        help="where tables are kept: sqlite:///FILE or postgresql://USER@HOST/DB")
    ] = "sqlite:///wildtable.db",
    bot_delay: Annotated[float, typer.Option(
        min=0, help="seconds a bot waits before it moves, so people can follow")] = 0.4,
    grace: Annotated[float, typer.Option(
        min=0, help="seconds a person must be gone before the others may hand their seat "
                    "to a bot")] = 60.0,
    log_level: Annotated[str, typer.Option(help="uvicorn log level")] = "info",
    public_url: Annotated[str | None, typer.Option(
        envvar="WILDTABLE_PUBLIC_URL",
        help="the address people reach this server at, for invite links "
             "(default: http://localhost:PORT)")] = None,
) -> None:
    """Run the web table: lobby, tables, bots, websockets. Open the printed URL."""
    import uvicorn

    from .server import Settings, create_app
    from .server.limits import MAX_WS_MESSAGE

    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0") else host
    url = (public_url or f"http://{shown}:{port}").rstrip("/")
    if not url.startswith(("http://", "https://")):
        raise fail(f"--public-url must start with http:// or https://, not {url!r}")
    try:
        application = create_app(Settings.from_env(db=db, bot_delay=bot_delay, grace=grace,
                                                   public_url=url))
    except Exception as e:  # a bad URL or an unreachable database: say so, not a traceback
        raise fail(f"cannot open the database {db!r}: {e}") from None
    console.print(f"[bold]wildtable[/bold] is serving at [link]{url}/[/link]"
                  f" · tables in {db} · Ctrl-C stops")
    # A client that never reads must not keep the server from stopping. Websocket messages
    # go uncompressed: a frame carries only the story lines its client lacks (a few kB),
    # and deflating each one let the event loop lose the GIL to other threads per message,
    # the largest part of the latency tail at 200 tables (benchmarks/server/RESULTS.md).
    uvicorn.run(application, host=host, port=port, log_level=log_level,
                ws_max_size=MAX_WS_MESSAGE * 4, timeout_graceful_shutdown=5,
                ws_per_message_deflate=False)


def main() -> None:
    app()
