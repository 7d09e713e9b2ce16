"""Prometheus metrics, served at ``/metrics`` (text exposition format).

Under gunicorn every worker is a process with its own counters: prometheus-client's
**multiprocess mode** makes them one. ``deploy/gunicorn.conf.py`` sets
``PROMETHEUS_MULTIPROC_DIR`` (a fresh directory per gunicorn instance, emptied at start)
before any worker imports this module, each worker writes its values into memory-mapped
files there, ``/metrics`` (answered by any worker) adds them all up, and gunicorn's
``child_exit`` hook marks a dead worker's live gauges dead. Without the variable
(``make run``: one process) the default registry is used.

* `stichwerk_http_request_duration_seconds` (histogram; `method`: one of `HTTP_METHODS` or
  `other`, `route`: the URL rule,
  e.g. ``/v1/games/<game:game>/moves``, or `unmatched` for a request no route matched);
* `stichwerk_http_responses_total` (counter; `method`, `route`, `status`); the answers
  gunicorn and waitress write themselves count under ``other`` and ``unmatched``;
* `stichwerk_rule_violations_total` (counter; `game`, `code`): `legal: false` answers,
  stateless or in a session;
* `stichwerk_bot_search_seconds` (histogram; `game`, `level`): searches only (`expert`,
  or `explain`); `stichwerk_bot_searches_running` (gauge, summed over live workers);
* `stichwerk_store_errors_total` (counter; `store`): answers 503 because the session
  store was unavailable (a full one counts as a limit refusal);
* `stichwerk_limit_refusals_total` (counter; `limit`): `search_capacity`,
  `rate_bot_moves`, `rate_sessions`, `rate_session_hints`, `rate_seat_claims`,
  `rate_seat_tokens`, `sessions_per_client`, `max_sessions` / `redis_maxmemory` (a full
  store), `session_max_size`, `stream_connections`, `max_content_length` (the codes of
  `service.errors.LIMIT_OF_CODE`), `request_line`, `request_headers` (the HTTP server's
  own refusals, `count_server_answer`), `session_bot_seconds_per_client` (a session
  request whose expert bots played ``heuristic`` because its client's bot search time
  was spent: counted once per request, which is answered as usual) (other limits may
  add their names);
* `stichwerk_limit_unshared_total` (counter; `limit`): calls of a per-client limit kept in
  Redis that this process counted by itself because Redis did not answer:
  `session_bot_seconds_per_client` (a search's reservation answered by the process's own
  bucket, taken or refused).

No label ever carries a raw path, a token, a session id, a card or a body.
"""

from __future__ import annotations

import os
from typing import Any

from flask import Flask, Response
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    disable_created_metrics,
    generate_latest,
    multiprocess,
)

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
METRICS_PATH = "/metrics"
# prometheus-client chose its value class (files or memory) when it was imported, just
# above: /metrics reads the same way.
MULTIPROCESS = bool(os.environ.get(MULTIPROC_ENV))

disable_created_metrics()  # no `_created` series (multiprocess mode has none either)

LATENCY_BUCKETS = (0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
SEARCH_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1.0, 2.0, 5.0)

REQUEST_SECONDS = Histogram("stichwerk_http_request_duration_seconds",
                            "Time to answer a request, by route template",
                            ["method", "route"], buckets=LATENCY_BUCKETS)
RESPONSES = Counter("stichwerk_http_responses_total", "Answers by route template and status",
                    ["method", "route", "status"])
RULE_VIOLATIONS = Counter("stichwerk_rule_violations_total",
                          "Moves refused by the rules (legal: false), by game and reason code",
                          ["game", "code"])
SEARCH_SECONDS = Histogram("stichwerk_bot_search_seconds", "Bot search time (expert, explain)",
                           ["game", "level"], buckets=SEARCH_BUCKETS)
SEARCHES_RUNNING = Gauge("stichwerk_bot_searches_running", "Bot searches running now",
                         multiprocess_mode="livesum")
STORE_ERRORS = Counter("stichwerk_store_errors_total",
                       "Requests answered 503 because the session store was unavailable",
                       ["store"])
LIMIT_REFUSALS = Counter("stichwerk_limit_refusals_total", "Requests refused by a limit",
                         ["limit"])
LIMIT_UNSHARED = Counter("stichwerk_limit_unshared_total",
                         "Calls of a per-client limit in Redis that this process counted by "
                         "itself (Redis did not answer)", ["limit"])


def count_violation(game: str, code: str) -> None:
    RULE_VIOLATIONS.labels(game=game, code=code).inc()


def count_refusal(limit: str) -> None:
    LIMIT_REFUSALS.labels(limit=limit).inc()


#: The limit behind each refusal that gunicorn or waitress answers itself, before the app
#: runs: a request line over gunicorn's `LIMIT_REQUEST_LINE`, a header block over the
#: server's bounds (`LIMIT_REQUEST_FIELD_SIZE` and 100 fields; waitress's 32 KiB), a body
#: over `MAX_CONTENT_LENGTH` (waitress's own check).
SERVER_REFUSAL_LIMITS = {413: "max_content_length", 414: "request_line",
                         431: "request_headers"}


def count_server_answer(status: int) -> None:
    """An error answer the HTTP server wrote itself (`deploy/gunicorn.conf.py`,
    `deploy/serve.py`): the app never saw the request, so it is counted here, under the
    route ``unmatched`` and the method ``other`` (the request was not read), and, when
    a limit refused it, as that limit's refusal."""
    observe_request("other", "unmatched", status, 0.0)
    limit = SERVER_REFUSAL_LIMITS.get(status)
    if limit is not None:
        count_refusal(limit)


def count_unshared(limit: str) -> None:
    LIMIT_UNSHARED.labels(limit=limit).inc()


def count_store_error(store: str) -> None:
    STORE_ERRORS.labels(store=store).inc()


# (method, route, status) -> the two labelled children a request updates: `labels()`
# checks and formats its arguments on every call, a dict lookup does not. Bounded (the
# method comes from the client; past the bound, children are looked up each time).
_REQUEST_CHILDREN: dict[tuple[str, str, int], tuple[Any, Any]] = {}
_REQUEST_CHILDREN_MAX = 1024


#: The request methods a `method` label may carry; any other is counted as ``other``. The
#: method comes from the client, and every new label value is a new series kept for the
#: life of the process (in multiprocess mode a new entry in every worker's file under
#: ``PROMETHEUS_MULTIPROC_DIR``): random methods once grew /metrics by 1.6 MB per
#: thousand requests and could fill the container's /dev/shm.
HTTP_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS",
                          "TRACE", "CONNECT"})


def observe_request(method: str, route: str, status: int, seconds: float) -> None:
    if method not in HTTP_METHODS:
        method = "other"
    key = (method, route, status)
    children = _REQUEST_CHILDREN.get(key)
    if children is None:
        children = (REQUEST_SECONDS.labels(method=method, route=route),
                    RESPONSES.labels(method=method, route=route, status=str(status)))
        if len(_REQUEST_CHILDREN) < _REQUEST_CHILDREN_MAX:
            _REQUEST_CHILDREN[key] = children
    children[0].observe(seconds)
    children[1].inc()


def exposition() -> bytes:
    """Every worker's metrics (multiprocess mode), or this process's."""
    if MULTIPROCESS:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return generate_latest(registry)
    return generate_latest(REGISTRY)


def register_metrics(app: Flask) -> None:
    """``GET /metrics`` (not in the OpenAPI document: it is for the operator's scraper;
    deploy/nginx answers it 404 from outside, Prometheus scrapes gunicorn's port)."""

    def metrics() -> Response:
        return Response(exposition(), headers={"Content-Type": CONTENT_TYPE_LATEST,
                                               "Cache-Control": "no-store"})

    app.add_url_rule(METRICS_PATH, "metrics", metrics, methods=["GET"])
