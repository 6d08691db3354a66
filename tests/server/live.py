"""A `wildtable serve` child process on a loopback port, for tests that need a real server."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Server:
    """`wildtable serve` in a child process on a loopback port."""

    def __init__(self, db: str, log: Path, bot_delay: float, *extra: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = log.open("ab")
        self.proc = subprocess.Popen(
            [str(Path(sys.executable).parent / "wildtable"), "serve", "--port", str(self.port),
             "--db", db, "--bot-delay", str(bot_delay), *extra],
            stdout=self.log, stderr=subprocess.STDOUT,
            # The tests' clients all come from 127.0.0.1; the limits have tests of their own.
            env={**os.environ, "WILDTABLE_CREATE_RATE": "1000", "WILDTABLE_CREATE_BURST": "1000",
                 "WILDTABLE_SOCKETS_PER_ADDRESS": "1000", "WILDTABLE_RATE": "1000",
                 "WILDTABLE_BURST": "1000"})
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(self.url + "/api/games", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.kill()
                raise RuntimeError(f"the server did not start; see {log}")
            time.sleep(0.1)

    def kill(self) -> None:
        """SIGKILL, as a crash would; a second call does nothing."""
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)
        self.log.close()

    def __enter__(self) -> Server:
        return self

    def __exit__(self, *_: object) -> None:
        self.kill()

    def get(self, path: str, **params: Any) -> Any:
        r = httpx.get(self.url + path, params=params, timeout=10)
        r.raise_for_status()
        return r.json()

    def post(self, path: str, body: dict[str, Any]) -> Any:
        r = httpx.post(self.url + path, json=body, timeout=10)
        assert r.status_code in (200, 201), r.text
        return r.json()
