"""The service's WSGI app with one more path, ``/__heap``: what the garbage collector of
the serving process holds (tests/deploy/test_startup_heap.py; never deployed)."""

from __future__ import annotations

import gc
import json
from collections.abc import Callable, Iterable
from typing import Any

from service.wsgi import app as service_app


def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    if environ.get("PATH_INFO") != "/__heap":
        return service_app(environ, start_response)
    body = json.dumps({"frozen": gc.get_freeze_count(),
                       "tracked": len(gc.get_objects())}).encode()
    start_response("200 OK", [("Content-Type", "application/json"),
                              ("Content-Length", str(len(body)))])
    return [body]
