"""A small Server-Sent Events reader over real HTTP for the tests: every read bounded by
a socket timeout, every event parsed as the SSE format says (``id:``, ``event:``,
``data:``, comment lines starting with ``:``, a blank line ends an event)."""

from __future__ import annotations

import http.client
import json
import time
from dataclasses import dataclass, field
from typing import Any


@dataclass
class SseEvent:
    id: str | None = None
    event: str = "message"
    data: str = ""
    comments: list[str] = field(default_factory=list)

    def json(self) -> Any:
        return json.loads(self.data)


class SseReader:
    """``GET path`` with ``headers``; `status`, `headers`; `next()` the next event (or
    comment-only block), None at the end of the stream."""

    def __init__(self, port: int, path: str, headers: dict[str, str] | None = None,
                 timeout: float = 10.0, host: str = "127.0.0.1") -> None:
        self.conn = http.client.HTTPConnection(host, port, timeout=timeout)
        self.conn.request("GET", path, headers={"Accept": "text/event-stream",
                                                **(headers or {})})
        self.sock = self.conn.sock  # http.client lets go of it for a response without length
        self.response = self.conn.getresponse()
        self.status = self.response.status
        self.headers = {k.lower(): v for k, v in self.response.getheaders()}
        self.retry: int | None = None

    def body(self) -> Any:
        return json.loads(self.response.read())

    def next(self, timeout: float | None = None) -> SseEvent | None:
        """The next block (an event or only comments); None at EOF. Raises
        `TimeoutError` when nothing complete arrives within ``timeout``."""
        if timeout is not None:
            self.sock.settimeout(timeout)  # type: ignore[union-attr]
        event = SseEvent()
        seen = False
        deadline = time.monotonic() + (timeout or 60.0)
        while time.monotonic() < deadline:
            try:
                raw = self.response.readline()
            except TimeoutError:
                raise TimeoutError("no complete SSE event in time") from None
            if not raw:
                return event if seen else None
            line = raw.decode().rstrip("\r\n")
            if line == "":
                if seen:
                    return event
                continue
            seen = True
            if line.startswith(":"):
                event.comments.append(line[1:].strip())
                continue
            name, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if name == "id":
                event.id = value
            elif name == "event":
                event.event = value
            elif name == "data":
                event.data = value if not event.data else event.data + "\n" + value
            elif name == "retry":
                self.retry = int(value)
        raise TimeoutError("no complete SSE event in time")

    def next_data(self, timeout: float = 10.0) -> SseEvent | None:
        """The next event with data (skipping heartbeats and the retry hint)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no SSE event with data in time")
            event = self.next(left)
            if event is None or event.data:
                return event

    def close(self) -> None:
        self.response.close()
        self.conn.close()

    def __enter__(self) -> SseReader:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
