"""A minimal JSON-over-HTTP client for the bench's setup steps (one keep-alive
connection, stdlib only): generating states through the API, creating sessions."""

from __future__ import annotations

import http.client
import json
from typing import Any
from urllib.parse import urlsplit


class ApiError(RuntimeError):
    pass


class Client:
    def __init__(self, base_url: str, timeout: float = 30.0) -> None:
        parts = urlsplit(base_url)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.timeout = timeout
        self.conn = http.client.HTTPConnection(self.host, self.port, timeout=timeout)

    def request(self, method: str, path: str, body: Any = None,
                headers: dict[str, str] | None = None, expect: int | None = None
                ) -> tuple[int, Any]:
        data = None if body is None else json.dumps(body).encode()
        send = dict(headers or {})
        if data is not None:
            send["Content-Type"] = "application/json"
        try:
            self.conn.request(method, path, body=data, headers=send)
            r = self.conn.getresponse()
        except (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected):
            # gunicorn closed the idle keep-alive connection (after 2 s): the request was
            # not read, so sending it again on a new connection is safe
            self.conn.close()
            self.conn = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
            self.conn.request(method, path, body=data, headers=send)
            r = self.conn.getresponse()
        raw = r.read()
        value = json.loads(raw) if raw else None
        if expect is not None and r.status != expect:
            raise ApiError(f"{method} {path}: {r.status} {str(value)[:500]}")
        return r.status, value

    def post(self, path: str, body: Any, headers: dict[str, str] | None = None,
             expect: int | None = 200) -> Any:
        return self.request("POST", path, body, headers, expect)[1]

    def get(self, path: str, headers: dict[str, str] | None = None,
            expect: int | None = 200) -> Any:
        return self.request("GET", path, None, headers, expect)[1]

    def close(self) -> None:
        self.conn.close()
