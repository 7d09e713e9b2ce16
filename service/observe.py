"""Per request: the request id, one JSON access line, the request metrics.

* **Request id.** ``X-Request-Id`` is taken from the request when it is 1 to 128
  characters of ``A-Z a-z 0-9 . _ : -`` (the same rule as deploy/nginx, which passes its
  own id on when the client's does not fit), otherwise a new one is made (32 hex digits).
  It is returned on every answer, errors and refusals included, and is on every log line
  written while the request is served (`service.jsonlog`).
* **Access line.** ``stichwerk.access`` at INFO: method, route template, status,
  duration; never a header, a body or the raw path.
* **Metrics.** latency and status by route template (`service.metrics`).
"""

from __future__ import annotations

import logging
import os
import re
import time

from flask import Flask, Response, g, request

from service import metrics
from service.jsonlog import REQUEST_ID

REQUEST_ID_HEADER = "X-Request-Id"
REQUEST_ID_RE = re.compile(r"[A-Za-z0-9._:-]{1,128}")
UNMATCHED = "unmatched"  # the route label of a request that matched no route (404, 405)

access_log = logging.getLogger("stichwerk.access")


def request_id_from(header: str | None) -> str:
    """The client's id when it fits `REQUEST_ID_RE`, else a fresh one."""
    if header is not None and REQUEST_ID_RE.fullmatch(header):
        return header
    return os.urandom(16).hex()  # what uuid4().hex is made of, without the UUID object


def _start() -> None:
    g.started = time.perf_counter()
    g.request_id = request_id_from(request.headers.get(REQUEST_ID_HEADER))
    g.request_id_token = REQUEST_ID.set(g.request_id)


def record_answer(method: str, route: str, status: int, seconds: float) -> None:
    """The request metrics and the access line of one answer (the Flask hooks and
    `service.fastlane` both call it)."""
    metrics.observe_request(method, route, status, seconds)
    if access_log.isEnabledFor(logging.INFO):
        access_log.info("request", extra={"fields": {
            "method": method, "route": route, "status": status,
            "duration_ms": round(seconds * 1000, 3)}})


def _finish(response: Response) -> Response:
    response.headers[REQUEST_ID_HEADER] = g.get("request_id") or request_id_from(None)
    started = g.get("started")
    seconds = time.perf_counter() - started if started is not None else 0.0
    route = request.url_rule.rule if request.url_rule is not None else UNMATCHED
    record_answer(request.method, route, response.status_code, seconds)
    return response


def _reset(_exc: BaseException | None) -> None:
    token = g.pop("request_id_token", None)
    if token is not None:
        REQUEST_ID.reset(token)


def register_observe(app: Flask) -> None:
    """Install the hooks; call it before any other extension's ``before_request`` (the
    rate limiter's refusals then carry the id and are counted too)."""
    app.before_request(_start)
    app.after_request(_finish)
    app.teardown_request(_reset)
