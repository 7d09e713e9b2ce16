"""``/v1/sessions/{id}/stream-tickets`` and ``/v1/sessions/{id}/events/stream``: live
session updates over Server-Sent Events (the logic: `service.sessions.live`)."""

from __future__ import annotations

from typing import Any

from apispec import APISpec
from flask import Flask, current_app, request
from flask.typing import ResponseReturnValue
from flask.views import MethodView

from service.blueprint import Blueprint
from service.ratelimit import request_client
from service.resources._docs import errors
from service.resources._session_examples import session_answers
from service.resources.sessions import (
    EXTENSION,
    READ_503,
    SESSION_404,
    SESSION_NOTES,
    TAILS,
    TOKEN_401,
    WRITE_503,
    _respond,
)
from service.schemas.live import (
    STREAM_TICKET_SCHEME,
    EventStreamQuerySchema,
    StreamTicketSchema,
)
from service.schemas.sessions import SECURITY, SESSION_ID_PARAM
from service.sessions.hangup import client_socket
from service.sessions.hub import build_hub
from service.sessions.live import Live, LiveSettings
from service.sessions.tickets import build_tickets

LIVE_EXTENSION = "stichwerk.live"

blp = Blueprint("session-updates", __name__, url_prefix="/v1/sessions",
                description="Live session updates: Server-Sent Events and stream tickets")

# A ticket is written; with streams off (STREAM_MAX_CONNECTIONS=0) none is issued.
TICKET_ERRORS = {**TOKEN_401, **SESSION_404, 503: (*WRITE_503, "too_many_streams")}
TICKET_NOTES = {**SESSION_NOTES, "too_many_streams": "streams are off "
                "(`STREAM_MAX_CONNECTIONS=0`): a ticket could never open one (no "
                "`Retry-After`: waiting does not help; poll `/events` without `wait`)"}
STREAM_ERRORS = {401: (*TOKEN_401[401], "invalid_ticket"), **SESSION_404,
                 422: ("validation_error",), 503: (*READ_503, "too_many_streams")}
STREAM_NOTES = {**SESSION_NOTES, "validation_error": "a malformed `after` or "
                "`Last-Event-ID`"}
LAST_EVENT_ID_PARAM = {
    "in": "header", "name": "Last-Event-ID", "required": False,
    "description": "Resume after the event with this `seq` (EventSource sends it when it "
                   "reconnects); takes precedence over `after`; beyond the newest event's "
                   "`seq`: after the newest event",
    "schema": {"type": "string", "pattern": "^[0-9]{1,15}$"},
}
STREAM_DESCRIPTION = """\
`text/event-stream`: one SSE event per log event, `id:` its `seq`, `data:` the event as \
`GET .../events` shows it to this seat (JSON, one line). An idle stream gets a comment \
line (`: heartbeat`) every `STREAM_HEARTBEAT_SECONDS`. The last event is `event: end` \
with `data: {"reason", "last_event"}`; reason `finished` (the match is over), `gone` (the \
session ended or expired; sent when it expires, not at the next heartbeat), \
`max_duration` (after `STREAM_MAX_SECONDS`: reconnect), `shutdown` (this server is \
stopping: reconnect), `rewound` (the log lost events this stream had sent, a Redis \
restart or failover: read the session again, drop your events after `last_event` and \
read on from there), `store_unavailable` or `invalid_token`; then the server closes the \
stream. Close your EventSource on `end`."""
# Either one: the seat token as a header, or a stream ticket in the query (EventSource).
STREAM_SECURITY: list[dict[str, list[str]]] = [{"SeatToken": []}, {"StreamTicket": []}]


def live() -> Live:
    found: Live = current_app.extensions[LIVE_EXTENSION]
    return found


def register_live(app: Flask, spec: APISpec) -> None:
    """The hub (Redis pub/sub with REDIS_URL), the tickets and the per-worker bound; the
    ticket's security scheme in the spec."""
    config = app.config
    settings = LiveSettings(
        max_connections=int(config["STREAM_MAX_CONNECTIONS"]),
        max_per_client=int(config.get("STREAM_MAX_PER_CLIENT", 8)),
        heartbeat_seconds=float(config["STREAM_HEARTBEAT_SECONDS"]),
        max_seconds=float(config["STREAM_MAX_SECONDS"]),
        max_wait_seconds=int(config["EVENTS_MAX_WAIT_SECONDS"]))
    spec.components.security_scheme("StreamTicket", STREAM_TICKET_SCHEME)
    store = app.extensions[EXTENSION].store
    tickets = build_tickets(config, getattr(store, "breaker", None))  # Redis: one breaker
    app.extensions[LIVE_EXTENSION] = Live(store, build_hub(config), tickets, settings)


@blp.route("/<session_id>/stream-tickets", parameters=[SESSION_ID_PARAM])
class StreamTickets(MethodView):
    @blp.response(201, StreamTicketSchema(),
                  examples=session_answers("session-stream-ticket-answer"))
    @blp.doc(security=SECURITY)
    @errors(blp, TICKET_ERRORS, TICKET_NOTES, TAILS, session=True)
    def post(self, session_id: str) -> ResponseReturnValue:
        """A single-use stream ticket for EventSource (which cannot send Authorization)."""
        return _respond(live().issue_ticket(session_id, request.headers.get("Authorization")))


@blp.route("/<session_id>/events/stream", parameters=[SESSION_ID_PARAM, LAST_EVENT_ID_PARAM])
class EventStream(MethodView):
    @blp.arguments(EventStreamQuerySchema(), location="query")
    @blp.doc(security=STREAM_SECURITY, responses={"200": {
        "description": STREAM_DESCRIPTION,
        "content": {"text/event-stream": {
            "schema": {"type": "string"},
            "examples": session_answers("session-event-stream-answer")}}}})
    @errors(blp, STREAM_ERRORS, STREAM_NOTES, TAILS, session=True)
    def get(self, query: dict[str, Any], session_id: str) -> ResponseReturnValue:
        """The seat's events as Server-Sent Events, live, until the match is over."""
        chunks, release = live().open_stream(
            session_id, request.args.get("ticket"), request.headers.get("Authorization"),
            request.headers.get("Last-Event-ID"), query["after"],
            client_socket(request.environ),  # watched: a client that goes away
            request_client())  # STREAM_MAX_PER_CLIENT
        # The chunks need no request context (they hold the store and the hub), so none
        # is kept alive for the stream's lifetime.
        response = current_app.response_class(chunks, mimetype="text/event-stream")
        response.call_on_close(release)
        response.headers["Cache-Control"] = "no-store"
        response.headers["X-Accel-Buffering"] = "no"  # nginx: pass each event at once
        return response
