"""``/v1/sessions``: server-held matches with seat tokens, bots and an event log.

The logic is `service.sessions.usecases`; this module only moves HTTP in and out. Every answer
carries ``Cache-Control: no-store`` (private views and secrets)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from apispec import APISpec
from flask import current_app, request
from flask.typing import ResponseReturnValue
from flask.views import MethodView

from service.blueprint import Blueprint
from service.errors import json_body
from service.quotas import QUOTA_EXTENSION
from service.ratelimit import request_client
from service.resources._docs import BODY, RouteErrors, errors
from service.resources._examples import SESSION_CREATE_EXAMPLES
from service.resources._session_examples import register_session_examples, session_answers
from service.schemas.responses import BotMoveResponseSchema
from service.schemas.sessions import (
    IDEMPOTENCY_KEY_PARAM,
    LEAVE_KEY_PARAM,
    SEAT_KEY_PARAM,
    SEAT_PARAM,
    SEAT_REQUEST_UNION,
    SEAT_REQUESTS,
    SECURITY,
    SECURITY_SCHEME,
    SESSION_ID_PARAM,
    SESSION_MOVE_OUTCOME,
    InvitationSchema,
    SeatClaimRequestSchema,
    SeatLeftSchema,
    SeatTokenSchema,
    SessionCreatedSchema,
    SessionCreateRequestSchema,
    SessionEventsQuerySchema,
    SessionEventsSchema,
    SessionHintRequestSchema,
    SessionMoveAppliedSchema,
    SessionMoveRejectedSchema,
    SessionMoveRequestSchema,
    SessionSchema,
)
from service.sessions.hangup import client_socket
from service.sessions.hints import hint
from service.sessions.usecases import Reply, SessionService

EXTENSION = "stichwerk.sessions"

blp = Blueprint("sessions", __name__, url_prefix="/v1/sessions",
                description="Sessions: server-held matches with seat tokens, bots and an "
                            "event log (Redis or the embedded store)")

# The codes each session route answers with, per status (service.resources._docs).
TOKEN_401: dict[int, tuple[str, ...]] = {401: ("missing_token", "invalid_token")}
SESSION_404: dict[int, tuple[str, ...]] = {404: ("session_not_found", "not_found")}
SEAT_404: dict[int, tuple[str, ...]] = {404: ("session_not_found", "seat_not_found",
                                              "not_found")}
READ_503 = ("session_store_unavailable",)  # a full store still reads (and deletes)
WRITE_503 = ("session_store_unavailable", "session_store_full")
BOTS_503 = (*WRITE_503, "search_capacity_exhausted")  # the bots may search
CREATE_ERRORS = {**BODY, 409: ("session_too_large",), 422: (
    "validation_error", "invalid_seats", "unsupported_bot_level", "unknown_preset",
    "unknown_option", "invalid_option", "invalid_option_combination", "invalid_input"),
    429: ("rate_limited", "too_many_sessions"), 503: BOTS_503}
GET_ERRORS = {**TOKEN_401, **SESSION_404, 503: READ_503}
DELETE_ERRORS = {**TOKEN_401, 403: ("spectator_read_only", "host_only"), **SESSION_404,
                 503: READ_503}
MOVE_ERRORS = {**BODY, **TOKEN_401, 403: (
    "spectator_read_only", "host_cannot_move", "wrong_seat", "deal_not_allowed"),
    **SESSION_404, 409: ("stale_version", "concurrent_update", "session_too_large"),
    422: ("validation_error", "idempotency_key_reused", "unknown_move_type", "bad_card",
          "invalid_input"), 503: BOTS_503}
HINT_ERRORS = {**BODY, **TOKEN_401, 403: ("spectator_read_only", "host_cannot_move"),
               **SESSION_404, 422: ("validation_error", "no_legal_moves"),
               429: ("rate_limited",), 503: (*READ_503, "search_capacity_exhausted")}
# `wait` makes it a long-poll, which takes one of the worker's stream slots.
EVENTS_ERRORS = {**TOKEN_401, **SESSION_404, 422: ("validation_error",),
                 503: (*READ_503, "too_many_streams")}
CLAIM_ERRORS = {**BODY, 403: ("invalid_invitation",), **SEAT_404,
                409: ("invitation_claimed", "concurrent_update"),
                410: ("invitation_expired", "invitation_revoked"),
                422: ("validation_error",), 429: ("rate_limited",), 503: WRITE_503}
INVITATION_ERRORS = {**TOKEN_401, 403: ("host_only",), **SEAT_404,
                     409: ("seat_claimed", "concurrent_update"), 503: WRITE_503}
TOKEN_ERRORS = {**TOKEN_401, 403: ("spectator_read_only", "wrong_seat"), **SEAT_404,
                409: ("concurrent_update",), 422: ("validation_error",),
                429: ("rate_limited",), 503: WRITE_503}
LEAVE_ERRORS = {**TOKEN_401, 403: ("spectator_read_only", "wrong_seat"), **SEAT_404,
                409: ("match_over", "concurrent_update", "session_too_large"),
                422: ("validation_error",), 503: BOTS_503}
# What a code means on these routes where the enum's text says less.
SESSION_NOTES = {
    "missing_token": "no `Authorization: Bearer <token>` header (`WWW-Authenticate: "
                     "Bearer`)",
    "invalid_token": "a malformed token, or not a token of this session",
    "invalid_option": "an option value of the wrong type or out of range (also "
                      "`options.target` above `SESSION_MAX_TARGET`)",
    "concurrent_update": "the session changed too often while the request was evaluated "
                         "(send it again)",
    "wrong_seat": "the move's (or the path's) seat is not the token's seat",
    "session_store_full": "`MAX_SESSIONS` or Redis `maxmemory` reached (reads keep "
                          "working)",
    "too_many_streams": "this worker holds `STREAM_MAX_CONNECTIONS` streams and "
                        "long-polls already, or `STREAM_MAX_PER_CLIENT` of them for this "
                        "client (no `Retry-After` when `STREAM_MAX_CONNECTIONS` is 0: "
                        "streams are off)",
    "search_capacity_exhausted": "the bots would search and this server runs its maximum "
                                 "of searches at once (`SEARCH_CONCURRENCY`)",
}
MOVE_NOTES = {**SESSION_NOTES, "validation_error": "the request does not have the "
              "documented shape (types, ranges, required or unknown fields), or a malformed "
              "`Idempotency-Key`"}
SEAT_KEY_NOTES = {**SESSION_NOTES, "validation_error": "the request does not have the "
                  "documented shape, or an `Idempotency-Key` that is not 16 to 255 visible "
                  "ASCII characters"}
TAILS = {503: "The stateless routes keep working."}


def service() -> SessionService:
    svc: SessionService = current_app.extensions[EXTENSION]
    return svc


def register_session_docs(spec: APISpec) -> None:
    """Components the session routes reference (called by the app factory)."""
    spec.components.security_scheme("SeatToken", SECURITY_SCHEME)
    for name, schema in SEAT_REQUESTS.items():
        spec.components.schema(name, component=schema)
    spec.components.schema("SessionSeatRequest", component=SEAT_REQUEST_UNION)
    spec.components.schema("SessionMoveApplied", schema=SessionMoveAppliedSchema)
    spec.components.schema("SessionMoveRejected", schema=SessionMoveRejectedSchema)
    register_session_examples(spec)


def _errors(codes: RouteErrors, notes: Mapping[str, str] = SESSION_NOTES) -> Any:
    return errors(blp, codes, notes, TAILS, session=True)


def _respond(reply: Reply) -> ResponseReturnValue:
    if reply.body is None:  # 204: no body, so no Content-Type (Flask's default is HTML)
        response = current_app.response_class(status=reply.status)
        del response.headers["Content-Type"]
    else:
        response = json_body(reply.body, reply.status)
    response.headers["Cache-Control"] = "no-store"
    for name, value in reply.headers.items():
        response.headers[name] = value
    return response


def _authorization() -> str | None:
    return request.headers.get("Authorization")


@blp.route("")
class Sessions(MethodView):
    @blp.arguments(SessionCreateRequestSchema(), examples=SESSION_CREATE_EXAMPLES)
    @blp.response(201, SessionCreatedSchema(),
                  examples=session_answers("session-created-answer"), headers={
        "Location": {"description": "The session's URL", "schema": {"type": "string"}}})
    @_errors(CREATE_ERRORS)
    def post(self, body: dict[str, Any]) -> ResponseReturnValue:
        """Create a session: seats, tokens (shown once) and the spectator's view."""
        return _respond(service().create(body, request_client()))  # per-client cap


@blp.route("/<session_id>", parameters=[SESSION_ID_PARAM])
class Session(MethodView):
    @blp.response(200, SessionSchema(), examples=session_answers("session-answer"))
    @blp.doc(security=SECURITY)
    @_errors(GET_ERRORS)
    def get(self, session_id: str) -> ResponseReturnValue:
        """The session as the token's seat sees it: view, version, legal moves."""
        return _respond(service().get(session_id, _authorization()))

    @blp.response(204, description="The session has ended")
    @blp.doc(security=SECURITY)
    @_errors(DELETE_ERRORS)
    def delete(self, session_id: str) -> ResponseReturnValue:
        """End the session (the host token only)."""
        return _respond(service().delete(session_id, _authorization()))


@blp.route("/<session_id>/moves", parameters=[SESSION_ID_PARAM])
class SessionMoves(MethodView):
    @blp.arguments(SessionMoveRequestSchema())
    @blp.response(200, SESSION_MOVE_OUTCOME, description="The outcome: `legal: true` with "
                  "this seat's view and the new events, or `legal: false` with the "
                  "violation (nothing stored)",
                  examples=session_answers("session-move-applied-answer",
                                           "session-move-rejected-answer"))
    @blp.doc(security=SECURITY, parameters=[IDEMPOTENCY_KEY_PARAM])
    @_errors(MOVE_ERRORS, MOVE_NOTES)
    def post(self, body: dict[str, Any], session_id: str) -> ResponseReturnValue:
        """Post the token's seat's move; the bots then play until a human must act."""
        return _respond(service().post_move(session_id, _authorization(), body,
                                            request.headers.get("Idempotency-Key"),
                                            raw_body=request.get_data(cache=True),
                                            client=request_client))  # its bot time


@blp.route("/<session_id>/hints", parameters=[SESSION_ID_PARAM])
class SessionHints(MethodView):
    @blp.arguments(SessionHintRequestSchema(), required=False)  # every field optional
    @blp.response(200, BotMoveResponseSchema(), description="The expert's choice and its "
                  "estimate of every legal move of the token's seat (`estimates`)",
                  examples=session_answers("session-hint-answer"))
    @blp.doc(security=SECURITY)
    @_errors(HINT_ERRORS)
    def post(self, body: dict[str, Any], session_id: str) -> ResponseReturnValue:
        """A hint for the token's seat: the expert's search on that seat's view only
        (what `/bot-moves` with `explain` answers for a state; nothing is stored)."""
        return _respond(Reply(hint(service(), session_id, _authorization(),
                                   body.get("budget_ms"),
                                   current_app.config["BOT_MOVES_MAX_BUDGET_MS"],
                                   current_app.extensions[QUOTA_EXTENSION])))


@blp.route("/<session_id>/events", parameters=[SESSION_ID_PARAM])
class SessionEvents(MethodView):
    @blp.arguments(SessionEventsQuerySchema(), location="query")
    @blp.response(200, SessionEventsSchema(), examples=session_answers("session-events-answer"))
    @blp.doc(security=SECURITY)
    @_errors(EVENTS_ERRORS)
    def get(self, query: dict[str, Any], session_id: str) -> ResponseReturnValue:
        """The event log after event `after`, redacted for the token's seat."""
        if query["wait"]:  # a long-poll (service/sessions/live.py)
            return _respond(current_app.extensions["stichwerk.live"].long_poll(
                session_id, _authorization(), query["after"], query["limit"], query["wait"],
                client_socket(request.environ),  # a client that goes away: at once
                request_client()))  # STREAM_MAX_PER_CLIENT
        return _respond(service().events(session_id, _authorization(), query["after"],
                                         query["limit"]))


@blp.route("/<session_id>/seats/<int:seat>/claim", parameters=[SESSION_ID_PARAM, SEAT_PARAM])
class SeatClaim(MethodView):
    @blp.arguments(SeatClaimRequestSchema())
    @blp.response(200, SeatTokenSchema(), description="The seat's token, shown once",
                  examples=session_answers("session-seat-claimed-answer"))
    @blp.doc(parameters=[SEAT_KEY_PARAM])
    @_errors(CLAIM_ERRORS, SEAT_KEY_NOTES)
    def post(self, body: dict[str, Any], session_id: str, seat: int) -> ResponseReturnValue:
        """Claim an invited seat with its code (no token needed): the seat's token, once
        (again to a retry with the same `Idempotency-Key`)."""
        return _respond(service().claim(session_id, seat, body["code"],
                                        request.headers.get("Idempotency-Key")))


@blp.route("/<session_id>/seats/<int:seat>/invitation",
           parameters=[SESSION_ID_PARAM, SEAT_PARAM])
class SeatInvitation(MethodView):
    @blp.response(200, InvitationSchema(), description="The new invitation, shown once",
                  examples=session_answers("session-invitation-answer"))
    @blp.doc(security=SECURITY)
    @_errors(INVITATION_ERRORS)
    def post(self, session_id: str, seat: int) -> ResponseReturnValue:
        """Invite a seat again (the host token): a new code; the old one is revoked."""
        return _respond(service().reinvite(session_id, _authorization(), seat))


@blp.route("/<session_id>/seats/<int:seat>/token", parameters=[SESSION_ID_PARAM, SEAT_PARAM])
class SeatToken(MethodView):
    @blp.response(200, SeatTokenSchema(), description="The seat's new token, shown once",
                  examples=session_answers("session-seat-token-answer"))
    @blp.doc(security=SECURITY, parameters=[SEAT_KEY_PARAM])
    @_errors(TOKEN_ERRORS, SEAT_KEY_NOTES)
    def post(self, session_id: str, seat: int) -> ResponseReturnValue:
        """Rotate the seat's token (that seat's token): the old one stops working (but
        for a retry of this rotation with the same `Idempotency-Key`)."""
        return _respond(service().rotate(session_id, _authorization(), seat,
                                         request.headers.get("Idempotency-Key")))


@blp.route("/<session_id>/seats/<int:seat>/leave", parameters=[SESSION_ID_PARAM, SEAT_PARAM])
class SeatLeave(MethodView):
    @blp.response(200, SeatLeftSchema(), examples=session_answers("session-seat-left-answer"))
    @blp.doc(security=SECURITY, parameters=[LEAVE_KEY_PARAM])
    @_errors(LEAVE_ERRORS, SEAT_KEY_NOTES)
    def post(self, session_id: str, seat: int) -> ResponseReturnValue:
        """Leave the seat (that seat's token): the token stops working and a bot (heuristic
        where the game has one, else random) plays the seat from now on (the same leave
        again with its `Idempotency-Key` answers the same)."""
        return _respond(service().leave(session_id, _authorization(), seat,
                                        request.headers.get("Idempotency-Key"),
                                        request_client))  # its bot time
