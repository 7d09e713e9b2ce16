"""A session that expires while it is followed, on BOTH stores (the embedded one and a
real redis-server), over real HTTP: its stream ends with `event: end` (`gone`) and its
long-poll answers 404 when the session expires, not at the stream's next heartbeat or
at the end of the long-poll's `wait`.

Nothing is published when a session expires (a Redis key's TTL runs out; the embedded
store forgets it on its next read), so a follower of a session that nobody writes
learned of it only when it read the log again: a stream at its next heartbeat (every
`STREAM_HEARTBEAT_SECONDS`, 15 s by default), a long-poll at the end of its `wait`. Now
every read of the log also says how long the session has left, and a follower wakes
then (`service.sessions.live`).

`SESSION_TTL_SECONDS=2` and a heartbeat of 30 s: the stream's next block after its
retry hint must be the `end`, not a heartbeat, and after it the session is gone (an
`end` sent while the session still lived would be caught by that read). The only time
bounds are a reader's 25 s timeout and a long-poll's 25 s `wait`, against an expiry 2 s
after the session's creation.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from tests.service.sessions_support import bearer, get
from tests.service.test_sessions_live import Server, serve, watten

TTL = 2
SETTINGS = {"SESSION_TTL_SECONDS": TTL, "STREAM_HEARTBEAT_SECONDS": 30,
            "EVENTS_MAX_WAIT_SECONDS": 25}


@pytest.fixture(scope="module", params=["embedded", "redis"])
def server(request: pytest.FixtureRequest) -> Iterator[Server]:
    yield from serve(request, SETTINGS)


def test_a_stream_ends_when_its_session_expires(server):
    created = watten(server.api)
    sid, token, last = created["id"], created["seat_tokens"][0]["token"], \
        created["last_event"]
    with server.stream(sid, f"?after={last}", bearer(token), timeout=25) as reader:
        assert reader.status == 200  # the session lived when the stream opened
        assert reader.next(timeout=5).data == ""  # the retry hint
        end = reader.next(timeout=25)  # the next block: no heartbeat comes first
        assert end is not None and end.event == "end" and end.comments == [], end
        assert end.json() == {"reason": "gone", "last_event": last}
        assert reader.next(timeout=5) is None  # the server closed the stream
    after = get(server.api, sid, token)
    assert after.status == 404 and after.json()["code"] == "session_not_found"


def test_a_long_poll_answers_when_its_session_expires(server):
    created = watten(server.api)
    sid, token = created["id"], created["spectator_token"]
    wait = SETTINGS["EVENTS_MAX_WAIT_SECONDS"]
    started = time.monotonic()
    r = server.api.request("GET", f"/v1/sessions/{sid}/events?after="
                           f"{created['last_event']}&wait={wait}", None, bearer(token))
    assert r.status == 404 and r.json()["code"] == "session_not_found", r.body
    assert time.monotonic() - started < wait - 5  # woken by the expiry, not by its wait
