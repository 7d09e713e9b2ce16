"""A worker told to stop (SIGTERM to gunicorn, deploy/gunicorn.conf.py) while a long-poll
and an event stream wait: both answer instead of being cut off (`service.lifecycle`).

``GRACEFUL_TIMEOUT`` is 3 s here and the long-poll asks to wait 20 s: without the hook the
worker is killed at the end of the grace period with both requests in flight (the
long-poll gets no answer, the stream no ``end``). With it, the long-poll answers 200 and
the stream ends with ``event: end``, reason ``shutdown``, and gunicorn exits 0."""

from __future__ import annotations

import http.client
import json
import threading
from typing import Any

import pytest

from tests.deploy.harness import Gunicorn, http_get, watten_table
from tests.service.sessions_support import bearer, tokens_of
from tests.service.sse_client import SseReader

pytestmark = pytest.mark.slow


def long_poll(port: int, path: str, headers: dict[str, str], out: dict[str, Any]) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", path, headers=headers)
        resp = conn.getresponse()
        out["status"], out["body"] = resp.status, json.loads(resp.read())
    except (OSError, http.client.HTTPException, ValueError) as exc:
        out["error"] = repr(exc)
    finally:
        conn.close()


def start_waiting_long_poll(port: int, sid: str, after: int, tokens: dict[Any, str]
                            ) -> tuple[threading.Thread, dict[str, Any]]:
    """A long-poll (wait 20 s) that waits in the worker beside the open stream: proven by a
    third waiting request refused 503 (the worker's two slots are held). A probe that
    came first takes the slot itself (the long-poll is then refused): try again."""
    for _ in range(20):
        polled: dict[str, Any] = {}
        poller = threading.Thread(target=long_poll, args=(
            port, f"/v1/sessions/{sid}/events?after={after}&wait=20", bearer(tokens[0]),
            polled))
        poller.start()
        status, _, body = http_get(port, f"/v1/sessions/{sid}/events?after={after}&wait=1",
                                   headers=bearer(tokens[1]))
        if status == 503:
            assert json.loads(body)["code"] == "too_many_streams", body
            return poller, polled
        poller.join(timeout=30)  # refused in the probe's place, or it raced: again
    pytest.fail("the long-poll never waited beside the stream")


def test_sigterm_answers_waiting_long_polls_and_ends_streams(tmp_path):
    # One worker with two stream slots: a third waiting request is refused 503 once the
    # stream and the long-poll both wait in it.
    env = {"GRACEFUL_TIMEOUT": "3", "WEB_CONCURRENCY": "1", "STREAM_HEARTBEAT_SECONDS": "30",
           "STREAM_MAX_CONNECTIONS": "2"}
    api = Gunicorn(tmp_path / "gunicorn.log", env)
    api.start()
    try:
        created = watten_table(api.port)
        sid, tokens, last = created["id"], tokens_of(created), created["last_event"]
        with SseReader(api.port, f"/v1/sessions/{sid}/events/stream?after={last}",
                       bearer(tokens[2]), timeout=20) as reader:
            assert reader.status == 200
            assert reader.next(timeout=5) is not None  # the retry hint: the stream is open
            poller, polled = start_waiting_long_poll(api.port, sid, last, tokens)
            assert api.process is not None
            api.process.terminate()
            ended = reader.next(timeout=15)
            assert ended is not None and ended.event == "end", ended
            assert ended.json() == {"reason": "shutdown", "last_event": last}
        poller.join(timeout=20)
        assert "error" not in polled, polled
        assert polled["status"] == 200 and polled["body"]["events"] == [], polled
        assert api.process.wait(timeout=20) == 0, api.output()
    finally:
        api.stop()
