"""The event stream through the deploy's nginx (deploy/nginx, rendered, unprivileged) in
front of gunicorn (deploy/gunicorn.conf.py, embedded store): each event reaches the
client while the stream is still open (nothing buffered), heartbeats pass, and the
request id comes back as on every answer."""

from __future__ import annotations

import json

import pytest

from tests.deploy.harness import Gunicorn, Nginx, http_get, watten_table
from tests.service.sessions_support import bearer, tokens_of
from tests.service.sse_client import SseReader

pytestmark = pytest.mark.slow


def test_a_stream_through_nginx_passes_each_event_at_once(tmp_path):
    env = {"STREAM_HEARTBEAT_SECONDS": "1"}
    with Gunicorn(tmp_path / "gunicorn.log", env) as api, \
            Nginx(tmp_path / "nginx", api.port) as proxy:
        created = watten_table(proxy.port)
        sid, tokens = created["id"], tokens_of(created)
        path = f"/v1/sessions/{sid}/events/stream?after={created['last_event']}"
        with SseReader(proxy.port, path, {**bearer(tokens[2]), "X-Request-Id": "sse-1"},
                       timeout=10) as reader:
            assert reader.status == 200 and reader.headers["x-request-id"] == "sse-1"
            assert reader.next(timeout=5) is not None  # the retry hint, unbuffered
            heartbeat = reader.next(timeout=5)
            assert heartbeat is not None and heartbeat.comments == ["heartbeat"]
            status, _, body = http_get(
                proxy.port, f"/v1/sessions/{sid}/moves", method="POST",
                body=json.dumps({"move": {"seat": 1, "type": "call_rank",
                                          "rank": "K"}}).encode(),
                headers={"Content-Type": "application/json", **bearer(tokens[1])})
            assert status == 200, body
            event = reader.next_data(timeout=5)
            # A buffering proxy would hold it: the stream stays open for an hour.
            assert event is not None and event.json()["type"] == "schlag_named"
