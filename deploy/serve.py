"""``make run``'s server: the service in ONE process under waitress.

One process, because the embedded session store lives in memory. waitress, because it
cannot be made deaf by a handful of slow clients: one I/O thread reads every connection
(headers AND body) without blocking, and a request reaches the application threads only
once it is complete; answers are buffered too, so a client that reads slowly holds no
thread either. Application threads are real threads, so a CPU-bound bot search does not
stop `/healthz` (a gevent loop would stall for the whole search). Measured figures and
the comparison with gunicorn's workers: tests/deploy/measure.py and the README.

| variable             | default   | meaning                                                  |
|----------------------|-----------|----------------------------------------------------------|
| `HOST`, `PORT`       | 127.0.0.1, 8000 | where to listen                                    |
| `THREADS`            | 8         | application threads (requests served at once)            |
| `STREAM_MAX_CONNECTIONS` | 16    | event streams admitted: as many extra threads            |
| `STREAM_MAX_PER_CLIENT` | 0      | no per-client stream cap here (the service's default: 8) |
| `CONNECTION_LIMIT`   | 1000      | open connections; beyond it new ones wait in the backlog |
| `CHANNEL_TIMEOUT`    | 30        | seconds a connection may stay silent before it is closed |
| `MAX_CONTENT_LENGTH` | 262144    | largest body, also chunked (the service's own variable)  |
| `LOG_LEVEL`          | info      | `info` logs one JSON access line per request (no headers) |

waitress's own errors (a malformed request, a body or header that is too large) are
answered in the service's error shape ``{code, status, message, errors}``. For the open
internet put nginx in front (deploy/nginx/): waitress has no per-client limits, so
``CONNECTION_LIMIT`` connections from one client would still fill it.

``REDIS_URL`` works here too (sessions in Redis), but several processes need gunicorn:
``gunicorn -c deploy/gunicorn.conf.py service.wsgi:app`` behind nginx.
"""

from __future__ import annotations

import json
import logging
import os
import resource
import sys
from pathlib import Path

# This checkout's `service`, not one a venv's editable install names: run as a script,
# sys.path[0] is deploy/, and a venv shared with another checkout imported that one's code.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from waitress import create_server
from waitress.channel import HTTPChannel
from waitress.task import ErrorTask

from service.config import STREAM_MAX_CONNECTIONS_MAXIMUM
from service.server_env import ServerEnv

# Off here unless set (unset or blank, as every variable reads; a blank one was the
# service's 8 here). `make run` serves one machine: every tab, page and tool of its user
# comes from 127.0.0.1, so a per-address cap would count them all as one client (nine
# open /play tabs, and the ninth falls back to polling). A stream whose client goes away
# frees its slot at once here too (waitress's channel socket is watched for hang-ups as
# gunicorn's is: service/sessions/hangup.py, `client_socket`), so set it where waitress
# serves many addresses.
if not os.environ.get("STREAM_MAX_PER_CLIENT", "").strip():
    os.environ["STREAM_MAX_PER_CLIENT"] = "0"

# One process counts its metrics in memory. prometheus-client's multiprocess mode (files
# in PROMETHEUS_MULTIPROC_DIR, gunicorn's variable) is not used here: an inherited value
# naming a missing directory stopped `make run` with a FileNotFoundError traceback
# (audit). Dropped before anything imports prometheus-client (the settings' check does).
os.environ.pop("PROMETHEUS_MULTIPROC_DIR", None)

# Every variable is checked before the app is built: a bad one stops the start with one
# line that names it (service/server_env.py), not a traceback from the app factory.
ENV = ServerEnv("serve.py")
CONFIG = ENV.service_config()

from service.cors import cors_headers_of_server_error  # noqa: E402  (after the check above)
from service.heap import freeze_startup_heap  # noqa: E402
from service.jsonlog import JsonFormatter  # noqa: E402
from service.metrics import count_server_answer  # noqa: E402
from service.observe import request_id_from  # noqa: E402
from service.wsgi import app  # noqa: E402

ERROR_CODES = {400: "bad_request", 413: "payload_too_large", 431: "header_too_large",
               500: "internal_error", 501: "not_implemented"}


class JsonErrorTask(ErrorTask):
    """waitress's own 4xx/5xx, in the service's error shape (its default is text/plain)."""

    def execute(self) -> None:
        error = self.request.error
        status = int(error.code)
        message = str(error.body) or error.reason
        if status == 413:
            message = f"request body larger than {MAX_BODY} bytes"
        body = json.dumps({"code": ERROR_CODES.get(status, "bad_request"), "status": status,
                           "message": message, "errors": {}},
                          separators=(",", ":")).encode()
        self.status = f"{status} {error.reason}"
        self.response_headers.append(("Content-Type", "application/json"))
        # Every answer has an X-Request-Id: the client's when valid, else a fresh one.
        given = getattr(self.request, "headers", {}).get("X_REQUEST_ID")
        self.response_headers.append(("X-Request-Id", request_id_from(given)))
        # A page on an allowed origin reads this error as it reads the app's (README
        # "Browsers and CORS": every answer, errors included).
        origin = getattr(self.request, "headers", {}).get("ORIGIN")
        self.response_headers.extend(cors_headers_of_server_error(origin, CONFIG.cors_origins))
        self.set_close_on_finish()
        self.content_length = len(body)
        self.write(body)
        count_server_answer(status)  # the app never saw this request


class JsonErrorChannel(HTTPChannel):  # type: ignore[misc]
    error_task_class = JsonErrorTask


MAX_BODY = CONFIG.max_content_length  # checked with the service's own variables
CHUNK_FRAMING_ALLOWANCE = 65536  # bytes of chunk headers waitress may count on top


def main() -> None:
    level = ENV.log_level().upper()
    # One JSON object per line; the application writes the access line of every request
    # (service/observe.py: request id, method, route template, status, duration).
    handler = logging.StreamHandler(sys.stdout)
    handler.setFormatter(JsonFormatter())
    logging.basicConfig(level=level, handlers=[handler])
    connection_limit = ENV.integer("CONNECTION_LIMIT", 1000, 1, 1_000_000)
    # Every connection is a file descriptor: make room for them (up to the hard limit).
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = connection_limit + 256
    if soft != resource.RLIM_INFINITY and soft < wanted:
        top = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (top, hard))
    channel_timeout = ENV.integer("CHANNEL_TIMEOUT", 30, 1, 86400)
    server = create_server(
        app,
        host=ENV.host("127.0.0.1"), port=ENV.port(8000),
        # An event stream holds a thread while open: one more per admitted stream.
        threads=(ENV.integer("THREADS", 8, 1, 1024)
                 + ENV.integer("STREAM_MAX_CONNECTIONS", 16, 0,
                               STREAM_MAX_CONNECTIONS_MAXIMUM)),
        connection_limit=connection_limit,
        channel_timeout=channel_timeout,
        # waitress closes silent connections in a sweep every cleanup_interval (30 s):
        # sweep at least every CHANNEL_TIMEOUT, so one is closed within 2 × CHANNEL_TIMEOUT
        cleanup_interval=min(30, channel_timeout),
        # waitress refuses a body of max_request_body_size bytes or more, and counts a
        # chunked body's framing too (about 8 bytes a chunk); the allowance lets the
        # application (service.body) apply the exact limit to the decoded body.
        max_request_body_size=MAX_BODY + CHUNK_FRAMING_ALLOWANCE,
        max_request_header_size=32768,
        backlog=2048, asyncore_use_poll=True, ident="stichwerk", expose_tracebacks=False)
    # One listener (a TcpWSGIServer) or several (HOST=localhost: IPv4 and IPv6).
    for listener in [server, *getattr(server, "map", {}).values()]:
        if hasattr(listener, "channel_class"):
            listener.channel_class = JsonErrorChannel
    # waitress counts its own sockets (each listener, its trigger pipe) in the map it
    # compares with connection_limit: CONNECTION_LIMIT=N admitted N - 2 clients, and 1 or
    # 2 none at all. Counted now, before any client connects.
    own_sockets = len(getattr(server, "map", None) or server._map)
    server.adj.connection_limit = connection_limit + own_sockets
    freeze_startup_heap()  # the loaded app out of the collector's full collections
    server.print_listen("stichwerk: serving on http://{}:{}")
    server.run()


if __name__ == "__main__":
    main()
