"""Load test of the web table on loopback: many live tables with bots, many websocket clients.

    python benchmarks/server/load.py --tables 200 --seconds 60 [--hard-tables 2]

Starts `wildtable serve` on a free 127.0.0.1 port with a fresh SQLite file. Each table
has one person's seat and one heuristic bot; each table gets two websocket clients: the
person, who answers after a think time by sending an action over the socket, and a
spectator. Action-to-broadcast latency is the time from the person's send to the
spectator receiving the frame with the new seq (so it includes the commit to storage).
Memory per table is the server's resident memory growth divided by the live tables.
Everything is bounded by --seconds; the server is stopped at the end.

With --chat (the default) the people also talk and look away, as friends do: after each
action a person writes a chat line with probability --chat-rate and switches their page
between hidden and shown with probability --presence-rate, so chat and presence frames
go out to both clients of the table alongside the game's. Chat latency is measured the
same way, from the person's send to the spectator receiving the line.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Probe:
    def __init__(self) -> None:
        self.sent: dict[tuple[str, int], float] = {}  # (table, seq it leads to) -> send time
        self.latencies: list[float] = []
        self.chat_sent: dict[tuple[str, str], float] = {}  # (table, line) -> send time
        self.chat_latencies: list[float] = []
        self.chats = 0
        self.presence_changes = 0
        self.side_frames = 0
        self.actions = 0
        self.frames = 0
        self.errors = 0


async def person(url: str, tid: str, token: str, probe: Probe, end: float,
                 think: tuple[float, float], rng: random.Random,
                 chat: tuple[float, float] = (0.0, 0.0)) -> None:
    hidden = False
    async with websockets.connect(f"{url}/ws/tables/{tid}?token={token}",
                                  max_size=2**22) as ws:
        while time.monotonic() < end:
            try:
                msg = json.loads(await asyncio.wait_for(ws.recv(), end - time.monotonic()))
            except TimeoutError:
                return
            probe.frames += 1
            if msg.get("type") == "error":
                probe.errors += 1
            if msg.get("type") != "state" or not msg["legal"]:
                if msg.get("over"):
                    return
                continue
            await asyncio.sleep(rng.uniform(*think))
            action = rng.choice(msg["legal"])["action"]
            probe.sent[(tid, msg["seq"] + 1)] = time.perf_counter()
            probe.actions += 1
            await ws.send(json.dumps({"type": "action", "action": action, "seq": msg["seq"]}))
            if rng.random() < chat[0]:
                line = f"line {probe.chats} from {tid}"
                probe.chats += 1
                probe.chat_sent[(tid, line)] = time.perf_counter()
                await ws.send(json.dumps({"type": "chat", "text": line}))
            if rng.random() < chat[1]:
                hidden = not hidden
                probe.presence_changes += 1
                await ws.send(json.dumps({"type": "presence",
                                          "state": "away" if hidden else "here"}))


async def spectator(url: str, tid: str, probe: Probe, end: float) -> None:
    async with websockets.connect(f"{url}/ws/tables/{tid}", max_size=2**22) as ws:
        while time.monotonic() < end:
            try:
                msg = json.loads(await asyncio.wait_for(ws.recv(), end - time.monotonic()))
            except TimeoutError:
                return
            probe.frames += 1
            if msg.get("type") in ("chat", "presence"):
                probe.side_frames += 1
                for line in msg.get("lines", []) if not msg.get("history") else []:
                    at = probe.chat_sent.pop((tid, line["text"]), None)
                    if at is not None:
                        probe.chat_latencies.append(time.perf_counter() - at)
                continue
            sent = probe.sent.pop((tid, msg.get("seq", -1)), None)
            if sent is not None:
                probe.latencies.append(time.perf_counter() - sent)
            if msg.get("over"):
                return


async def run(args: argparse.Namespace) -> dict[str, Any]:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    tmp = Path(tempfile.mkdtemp(prefix="wt-load-"))
    server = subprocess.Popen(
        [str(Path(sys.executable).parent / "wildtable"), "serve", "--port", str(port),
         "--db", f"sqlite:///{tmp / 'tables.db'}", "--bot-delay", str(args.bot_delay),
         "--log-level", "warning"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        # Every simulated person comes from 127.0.0.1: lift the per-address limits.
        env={**os.environ, "WILDTABLE_CREATE_RATE": "1e6", "WILDTABLE_CREATE_BURST": "1e6",
             "WILDTABLE_SOCKETS_PER_ADDRESS": "100000", "WILDTABLE_RATE": "1e6",
             "WILDTABLE_BURST": "1e6"})
    try:
        async with httpx.AsyncClient(base_url=base, timeout=10) as http:
            for _ in range(300):
                try:
                    if (await http.get("/api/games")).status_code == 200:
                        break
                except httpx.HTTPError:
                    await asyncio.sleep(0.1)
            idle = rss_kib(server.pid)
            tables = []
            for i in range(args.tables):
                # One connection per table, as each person's browser would use: the rate
                # limit is per connection.
                async with httpx.AsyncClient(base_url=base, timeout=10) as one:
                    r = await one.post("/api/tables", json={
                        "game": "war-of-the-wilds", "players": 2, "seed": i,
                        "seats": [{"kind": "human"}, {"kind": "bot", "agent": "heuristic"}]})
                r.raise_for_status()
                tables.append((r.json()["id"], r.json()["seats"][0]["token"]))
            # All-bot tables whose search bots think all the while (issue: one table's hard
            # bots must not slow the others').
            hard = []
            for i in range(args.hard_tables):
                r = await http.post("/api/tables", json={
                    "game": "war-of-the-wilds", "players": 2, "seed": 10_000 + i,
                    "seats": [{"kind": "bot", "agent": "ismcts:hard"}] * 2})
                r.raise_for_status()
                hard.append(r.json()["id"])
            loaded = rss_kib(server.pid)
        probe = Probe()
        rng = random.Random(1)
        ws_url = base.replace("http", "ws")
        end = time.monotonic() + args.seconds
        clients = []
        for tid, token in tables:
            clients.append(spectator(ws_url, tid, probe, end))
            clients.append(person(ws_url, tid, token, probe, end,
                                  (args.think_min, args.think_max), rng,
                                  (args.chat_rate, args.presence_rate) if args.chat
                                  else (0.0, 0.0)))
        started = time.monotonic()
        results = await asyncio.gather(*clients, return_exceptions=True)
        elapsed = time.monotonic() - started
        failures = [r for r in results if isinstance(r, BaseException)]
        peak = rss_kib(server.pid)
        async with httpx.AsyncClient(base_url=base, timeout=10) as http:
            hard_moves = [(await http.get(f"/api/tables/{tid}")).json()["seq"] for tid in hard]
    finally:
        server.terminate()
        server.wait(10)
    # Who used the two cores: the server (with its bot processes) and this load generator.
    def cpu(who: int) -> float:
        r = resource.getrusage(who)
        return round(r.ru_utime + r.ru_stime, 1)
    lat = sorted(probe.latencies)

    def pct(p: float, values: list[float] | None = None) -> float:
        v = lat if values is None else values
        return 1000 * v[min(len(v) - 1, int(p * len(v)))] if v else float("nan")

    chat_lat = sorted(probe.chat_latencies)

    return {
        "tables": args.tables,
        "websocket_clients": 2 * args.tables,
        "seconds": round(elapsed, 1),
        "person_actions": probe.actions,
        "frames_received": probe.frames,
        "frames_per_s": round(probe.frames / elapsed, 1),
        "latency_samples": len(lat),
        "p50_ms": round(pct(0.50), 1),
        "p90_ms": round(pct(0.90), 1),
        "p99_ms": round(pct(0.99), 1),
        "mean_ms": round(1000 * statistics.fmean(lat), 1) if lat else None,
        "chat_lines": probe.chats,
        "presence_changes": probe.presence_changes,
        "chat_and_presence_frames_received": probe.side_frames,
        "chat_p50_ms": round(pct(0.50, chat_lat), 1),
        "chat_p99_ms": round(pct(0.99, chat_lat), 1),
        "hard_tables": args.hard_tables,
        "hard_table_moves": hard_moves,
        "load_avg_1min": round(os.getloadavg()[0], 1),
        "server_cpu_s": cpu(resource.RUSAGE_CHILDREN),
        "load_generator_cpu_s": cpu(resource.RUSAGE_SELF),
        "client_failures": len(failures),
        "errors": probe.errors,
        "rss_idle_mib": round(idle / 1024, 1),
        "rss_kib_per_table_created": round((loaded - idle) / max(1, args.tables), 1),
        "rss_kib_per_table_playing": round((peak - idle) / max(1, args.tables), 1),
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", type=int, default=200, help="live tables (2 clients each)")
    p.add_argument("--seconds", type=float, default=60, help="how long the clients play")
    p.add_argument("--bot-delay", type=float, default=0.4, help="the server's bot delay")
    p.add_argument("--hard-tables", type=int, default=0,
                   help="all-bot tables of two ismcts:hard bots playing meanwhile")
    p.add_argument("--think-min", type=float, default=0.5, help="a person's shortest think")
    p.add_argument("--think-max", type=float, default=2.0, help="a person's longest think")
    p.add_argument("--chat", action=argparse.BooleanOptionalAction, default=True,
                   help="people chat and look away while they play")
    p.add_argument("--chat-rate", type=float, default=0.2,
                   help="chance of a chat line after each action")
    p.add_argument("--presence-rate", type=float, default=0.1,
                   help="chance of hiding or showing the page after each action")
    args = p.parse_args()
    print(json.dumps(asyncio.run(run(args)), indent=2))


if __name__ == "__main__":
    main()
