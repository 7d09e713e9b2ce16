"""Live session updates, without Flask: stream tickets, Server-Sent Events and long-polls.

* **Streams** (`Live.open_stream`, ``GET /v1/sessions/{id}/events/stream``): the seat's
  event log as ``text/event-stream``. Every event is ``id: <seq>`` plus ``data: <the
  event as /events shows it to this seat>`` (the same redaction: `redact`). It starts
  after ``Last-Event-ID`` (a reconnecting EventSource sends it) or ``after``; then it
  sleeps on the session's wake-ups (`service.sessions.hub`) and sends what a commit
  appended. An idle stream gets a comment line (``: heartbeat``) every
  ``STREAM_HEARTBEAT_SECONDS``, which also re-reads the log (a lost wake-up costs at most
  that). A start beyond the newest event (`service.sessions.pages`) reads on after the
  newest event, so that no event written from then on is skipped. It ends with
  ``event: end`` (``data: {reason, last_event}``) and closes when the match is over
  (``finished``, after its last event), the session is gone (``gone``: deleted, or
  expired; nothing is published when a session expires, so every follower also wakes
  when the session it read would expire: `_expiry`),
  ``STREAM_MAX_SECONDS`` have passed (``max_duration``: reconnect), the worker is
  stopping (``shutdown``: reconnect; `service.lifecycle`), the log lost events the stream
  had sent (``rewound``, with the log's newest seq: Redis restarted or failed over), the
  store failed (``store_unavailable``) or the token no longer opens the session
  (``invalid_token``).
* **Long-polls** (`Live.long_poll`, ``GET .../events?wait=N``): like ``/events``, but when
  there is nothing after ``after`` yet, the answer waits up to ``N`` seconds (at most
  ``EVENTS_MAX_WAIT_SECONDS``) for the next commit; at once when the match is over, the
  worker is stopping or ``after`` is beyond the newest event (its ``last_event`` tells
  the client where to read on), and 404 when the session expires meanwhile.
* **Bounds.** A stream or a waiting long-poll holds a thread of its worker (gunicorn
  threaded worker, waitress). At most ``STREAM_MAX_CONNECTIONS`` are held per worker process
  (`Slots`), and at most ``STREAM_MAX_PER_CLIENT`` of them by one client address (so one
  address cannot hold them all); beyond that the answer is 503 ``too_many_streams`` with
  ``Retry-After``, so the worker's other threads keep serving moves. A stream or
  long-poll whose client goes away gives its slot back at once
  (`service.sessions.hangup`, under gunicorn and waitress).
* **Tickets** (`service.sessions.tickets`): EventSource cannot send ``Authorization``;
  it opens the stream with a single-use ticket instead (``?ticket=``). Other clients may
  send the ``Authorization`` header on the stream itself.
"""

from __future__ import annotations

import json
import math
import re
import socket
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from service import lifecycle
from service.errors import ApiError
from service.sessions.hangup import HangupWatch
from service.sessions.hub import LocalHub, Subscription
from service.sessions.pages import Page, read_page
from service.sessions.stores import RETRY_AFTER_SECONDS, SessionStore, StoreUnavailable
from service.sessions.tickets import Grant, Tickets
from service.sessions.tokens import check_session_id, identify, parse_bearer, session_not_found
from service.sessions.usecases import Reply

Body = dict[str, Any]

PAGE_SIZE = 500  # events per read of a stream
RECONNECT_MS = 3_000  # the `retry:` hint of a stream (EventSource's reconnection delay)
LAST_EVENT_ID_RE = re.compile(r"[0-9]{1,15}")
# After a session's expiry, how long a follower waits before reading it again (Redis
# deletes an expired key when it is next touched: the read sees it gone at once).
EXPIRY_MARGIN_SECONDS = 0.05


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def too_many_streams(limit: int) -> ApiError:
    return ApiError(503, "too_many_streams", f"this worker already holds {limit} event "
                    f"streams and long-polls (STREAM_MAX_CONNECTIONS); retry in "
                    f"{RETRY_AFTER_SECONDS} s, or poll /events", {"_": "too many streams"},
                    {"Retry-After": str(RETRY_AFTER_SECONDS)})


def too_many_streams_of_client(limit: int) -> ApiError:
    """``STREAM_MAX_PER_CLIENT``: the same code as a full worker (a client falls back to
    polling /events either way), with ``Retry-After``: one of its own streams may end."""
    return ApiError(503, "too_many_streams", f"this client already holds {limit} event "
                    f"streams and long-polls in this worker (STREAM_MAX_PER_CLIENT); close "
                    f"one, retry in {RETRY_AFTER_SECONDS} s, or poll /events",
                    {"_": "too many streams from this client"},
                    {"Retry-After": str(RETRY_AFTER_SECONDS)})


def streams_off() -> ApiError:
    """``STREAM_MAX_CONNECTIONS=0``: no slot will ever free up, so no ``Retry-After``
    (which told clients to come back in 2 s, forever)."""
    return ApiError(503, "too_many_streams", "this service has event streams and "
                    "long-polls turned off (STREAM_MAX_CONNECTIONS=0): poll /events "
                    "without wait", {"_": "streams are off"})


class Slots:
    """At most ``limit`` streams and waiting long-polls at once in this process, and at
    most ``per_client`` of them (0: no cap) held by one client."""

    def __init__(self, limit: int, per_client: int = 0) -> None:
        self.limit = limit
        self.per_client = per_client
        self._lock = threading.Lock()
        self.held = 0
        self.by_client: dict[str, int] = {}  # only clients that hold a slot

    def acquire(self, client: str | None = None) -> Callable[[], None]:
        """Take a slot for ``client`` (503 ``too_many_streams`` if none is free, or the
        client holds ``per_client`` already; None: not counted per client); returns its
        release (which may be called more than once)."""
        if self.limit == 0:
            raise streams_off()
        counted = client if self.per_client else None
        with self._lock:
            if self.held >= self.limit:
                raise too_many_streams(self.limit)
            if counted is not None:
                if self.by_client.get(counted, 0) >= self.per_client:
                    raise too_many_streams_of_client(self.per_client)
                self.by_client[counted] = self.by_client.get(counted, 0) + 1
            self.held += 1
        released = threading.Event()

        def release() -> None:
            with self._lock:
                if not released.is_set():
                    released.set()
                    self.held -= 1
                    if counted is not None:
                        left = self.by_client[counted] - 1
                        if left:
                            self.by_client[counted] = left
                        else:
                            del self.by_client[counted]

        return release


def _expiry(page: Page, now: float) -> float:
    """When (`time.monotonic`) a follower of ``page``'s session reads it again to see it
    expire: nothing is published when a session expires (a Redis key's TTL runs out, the
    embedded store forgets it), so without this its streams ended at their next
    heartbeat, and its long-polls at the end of their ``wait``. A write before then
    wakes the follower anyway, which then reads the new expiry."""
    if page.expires_in is None:
        return math.inf
    return now + page.expires_in + EXPIRY_MARGIN_SECONDS


def sse_event(event: Body) -> str:
    return f"id: {event['seq']}\ndata: {_dumps(event)}\n\n"


def sse_end(reason: str, last_event: int) -> str:
    return f"event: end\ndata: {_dumps({'reason': reason, 'last_event': last_event})}\n\n"


def parse_last_event_id(raw: str | None) -> int | None:
    if raw is None or not raw.strip():
        return None
    if not LAST_EVENT_ID_RE.fullmatch(raw.strip()):
        raise ApiError(422, "validation_error", "Last-Event-ID must be the seq of an event "
                       "(a non-negative integer)", {"Last-Event-ID": "a non-negative integer"})
    return int(raw)


@dataclass
class LiveSettings:
    max_connections: int = 16
    max_per_client: int = 8
    heartbeat_seconds: float = 15.0
    max_seconds: float = 3_600.0
    max_wait_seconds: int = 25


class Live:
    """Tickets, streams and long-polls over a session store and a hub."""

    def __init__(self, store: SessionStore, hub: LocalHub, tickets: Tickets,
                 settings: LiveSettings) -> None:
        self.store = store
        self.hub = hub
        self.tickets = tickets
        self.settings = settings
        self.slots = Slots(settings.max_connections, settings.max_per_client)
        self.hangups = HangupWatch()
        hub.attach(store)
        lifecycle.on_stop(self.stop_waiting)

    def stop_waiting(self) -> None:
        """The worker is stopping: waiting long-polls answer, streams end (`shutdown`)."""
        self.hub.stop_waiting()

    def close(self) -> None:
        self.hangups.close()
        self.hub.close()
        self.tickets.close()

    # ----- tickets -------------------------------------------------------------------------
    def issue_ticket(self, sid: str, authorization: str | None) -> Reply:
        hashed = parse_bearer(authorization)
        check_session_id(sid)
        snapshot, _ = self.store.load(sid)
        if snapshot is None:
            raise session_not_found()
        identify(json.loads(snapshot.doc), hashed)  # 401 unless a token of this session
        if self.slots.limit == 0:  # no stream could ever be opened with it
            raise streams_off()
        ticket, expires = self.tickets.issue(Grant(sid, hashed))
        expires_at = datetime.fromtimestamp(expires, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        return Reply({"ticket": ticket, "expires_at": expires_at,
                      "expires_in": self.tickets.ttl_seconds,
                      "stream_url": f"/v1/sessions/{sid}/events/stream?ticket={ticket}"},
                     201)

    # ----- streams -------------------------------------------------------------------------
    def _token_hash(self, sid: str, ticket: str | None, authorization: str | None) -> str:
        check_session_id(sid)
        if ticket is None:
            return parse_bearer(authorization)
        grant = self.tickets.redeem(ticket, sid)
        if grant.sid != sid:
            raise ApiError(401, "invalid_ticket", "the stream ticket is for another session",
                           {"ticket": "for another session"})
        return grant.token_hash

    def open_stream(self, sid: str, ticket: str | None, authorization: str | None,
                    last_event_id: str | None, after: int,
                    client: socket.socket | None = None, address: str | None = None
                    ) -> tuple[Iterator[str], Callable[[], None]]:
        """Check everything that can fail with a status (token or ticket, session, slot),
        then return the stream's chunks and the release of its slot (call it when the
        response closes). ``client``: the client's socket, watched while the stream
        sleeps (`HangupWatch`): the stream ends when the client goes away. ``address``:
        the client's address (``STREAM_MAX_PER_CLIENT``)."""
        start = parse_last_event_id(last_event_id)
        cursor = after if start is None else start
        hashed = self._token_hash(sid, ticket, authorization)
        page = read_page(self.store, sid, hashed, cursor, 0)  # 401 / 404 before the 200
        if page is None:
            raise session_not_found()
        # Beyond the log: on from its newest event as read now, before the subscription
        # (an event written since is then read, not skipped as one below the cursor).
        cursor = min(cursor, page.last_event)
        release = self.slots.acquire(address)
        try:
            subscription = self.hub.subscribe(sid)  # before the first read: no commit missed
        except BaseException:
            release()
            raise
        try:
            unwatch = self.hangups.watch(client, subscription.hang_up)
        except BaseException:  # nothing may keep the slot or the subscription
            subscription.close()
            release()
            raise

        def finish() -> None:  # idempotent: the generator's end and the response's close
            unwatch()
            subscription.close()
            release()

        def chunks() -> Iterator[str]:
            try:
                yield f"retry: {RECONNECT_MS}\n\n"
                yield from self._follow(sid, hashed, cursor, subscription)
            finally:
                finish()

        return chunks(), finish

    def _follow(self, sid: str, hashed: str, cursor: int,
                subscription: Subscription) -> Iterator[str]:
        settings = self.settings
        deadline = time.monotonic() + settings.max_seconds
        quiet_since = time.monotonic()  # when this stream last sent something
        while True:
            try:
                page = read_page(self.store, sid, hashed, cursor, PAGE_SIZE)
            except StoreUnavailable:
                yield sse_end("store_unavailable", cursor)
                return
            except ApiError:  # the token no longer opens the session
                yield sse_end("invalid_token", cursor)
                return
            if page is None:
                yield sse_end("gone", cursor)
                return
            if page.last_event < cursor:
                # The log lost events this stream has sent (Redis restarted or failed over
                # within its durability window): the events after `last_event` that come
                # next are new ones under the same seqs, so say so and stop.
                yield sse_end("rewound", page.last_event)
                return
            for event in page.events:
                cursor = event["seq"]
                yield sse_event(event)
            if page.events:
                quiet_since = time.monotonic()
            if cursor < page.last_event:
                continue  # more than one page behind: read on at once
            if page.finished:
                yield sse_end("finished", cursor)
                return
            if self.hub.closing:  # the worker is stopping (service.lifecycle)
                yield sse_end("shutdown", cursor)
                return
            now = time.monotonic()
            if now >= deadline:
                yield sse_end("max_duration", cursor)
                return
            if now - quiet_since >= settings.heartbeat_seconds:
                yield ": heartbeat\n\n"
                quiet_since = now
            subscription.wait(min(quiet_since + settings.heartbeat_seconds, deadline,
                                  _expiry(page, now)) - now)
            if subscription.client_gone:
                return  # nobody reads an `end` any more: free the slot now

    # ----- long-polls ----------------------------------------------------------------------
    def long_poll(self, sid: str, authorization: str | None, after: int, limit: int,
                  wait_seconds: int, client: socket.socket | None = None,
                  address: str | None = None) -> Reply:
        """``GET .../events?wait=``: the answer of ``/events``, waiting up to
        ``wait_seconds`` for a first event after ``after``; at once when ``client`` (the
        client's socket) goes away (`HangupWatch`; the answer then reaches nobody).
        ``address``: the client's address (``STREAM_MAX_PER_CLIENT``)."""
        hashed = parse_bearer(authorization)
        check_session_id(sid)
        maximum = self.settings.max_wait_seconds
        if wait_seconds > maximum:
            raise ApiError(422, "validation_error", f"wait must be at most {maximum} seconds "
                           "(EVENTS_MAX_WAIT_SECONDS)", {"query.wait": f"at most {maximum}"})
        release = self.slots.acquire(address)
        try:
            with self.hub.subscribe(sid) as subscription:
                unwatch = self.hangups.watch(client, subscription.hang_up)
                try:
                    return self._wait_for_events(sid, hashed, after, limit, wait_seconds,
                                                 subscription)
                finally:
                    unwatch()
        finally:
            release()

    def _wait_for_events(self, sid: str, hashed: str, after: int, limit: int,
                         wait_seconds: int, subscription: Subscription) -> Reply:
        deadline = time.monotonic() + wait_seconds
        while True:
            page = read_page(self.store, sid, hashed, after, limit)
            if page is None:
                raise session_not_found()
            now = time.monotonic()
            if page.events or page.finished or now >= deadline or self.hub.closing \
                    or subscription.client_gone or after > page.last_event:
                return Reply({"game": page.game, "events": page.events,
                              "last_event": page.last_event,
                              "version": page.version})
            subscription.wait(min(deadline, _expiry(page, now)) - now)
