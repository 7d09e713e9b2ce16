"""The floors of the HTTP bench, served by the bench under the same gunicorn settings, the
same venv and the same bodies as the service.

* ``POST /echo``: a plain Flask route that parses the JSON body and answers it with
  ``jsonify`` (Flask's default JSON provider). WSGI, routing, JSON in and out; no rules,
  no validation.
* ``POST /echo-redis``: the same, plus ONE Redis round trip (``PING`` on a connection
  this thread keeps, sent and read by redis-py's `Connection` with hiredis, as the
  session store sends its one script per move: `service.sessions.stores.redis_direct`).
  ``/echo-redis`` ÷ ``/echo`` is what one round trip per request costs on this machine
  (the kernel's socket work, the thread sleeping and waking, redis-server's CPU on the
  same cores): the best a session move (one round trip) could reach against a
  stateless route, if it did no other work at all.

    gunicorn -c deploy/gunicorn.conf.py bench.echo_app:app      # REDIS_URL for /echo-redis
"""

from __future__ import annotations

import os
import threading
from typing import Any

import redis
from flask import Flask, jsonify, request

app = Flask("echo")
_local = threading.local()
_PING = [b"*1\r\n$4\r\nPING\r\n"]


@app.post("/echo")
def echo() -> Any:
    return jsonify(request.get_json())


def _connection() -> Any:
    conn = getattr(_local, "conn", None)
    if conn is None:
        pool = redis.ConnectionPool.from_url(os.environ["REDIS_URL"])
        conn = _local.conn = pool.connection_class(**pool.connection_kwargs)
    return conn


@app.post("/echo-redis")
def echo_redis() -> Any:
    conn = _connection()
    conn.send_packed_command(_PING, check_health=False)
    if conn.read_response() != b"PONG":  # the raw reply (no decoding, no callback)
        raise RuntimeError("Redis did not answer PONG")
    return jsonify(request.get_json())
