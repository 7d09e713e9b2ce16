"""``/v1/sessions``: server-held matches with seat tokens, bots and an event log.

The logic is `service.sessions.usecases`; this module only moves HTTP in and out. Every answer
carries ``Cache-Control: no-store`` (private views and secrets)."""

from __future__ import annotations

from typing import Any

from apispec import APISpec
from flask import current_app, request
from flask.typing import ResponseReturnValue
from flask.views import MethodView

from service.blueprint import Blueprint
from service.errors import json_body
from service.quotas import QUOTA_EXTENSION
from service.resources._docs import ERROR_TEXT, document_errors
from service.schemas.responses import BotMoveResponseSchema
from service.schemas.sessions import (
    IDEMPOTENCY_KEY_PARAM,
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
from service.sessions.hints import hint
from service.sessions.usecases import Reply, SessionService

EXTENSION = "stichwerk.sessions"

blp = Blueprint("sessions", __name__, url_prefix="/v1/sessions",
                description="Sessions: server-held matches with seat tokens, bots and an "
                            "event log (Redis or the embedded store)")

SESSION_ERRORS = {
    401: "`missing_token` / `invalid_token`: no token, a malformed one, or not a token of "
         "this session (`WWW-Authenticate: Bearer`)",
    403: "`spectator_read_only`: the spectator token may only read; `host_cannot_move`: "
         "the host token holds no seat; `host_only`: only the host token may do this; "
         "`wrong_seat`: the move's (or path's) seat is not the token's seat; "
         "`deal_not_allowed`: sessions deal themselves; `invalid_invitation`: the code is "
         "not an invitation to this seat",
    404: "`session_not_found`: no such session (never created, ended or expired); "
         "`seat_not_found`: no such seat at this table",
    409: "`stale_version`: `expected_version` is not the session's version; "
         "`concurrent_update`: the session changed too often while the request was "
         "evaluated (send it again); `invitation_claimed`: the code was claimed before; "
         "`seat_claimed`: only a seat that was never claimed can be invited again; "
         "`session_too_large`: the session reached `SESSION_MAX_EVENTS` or "
         "`SESSION_MAX_BYTES`",
    410: "`invitation_expired` / `invitation_revoked`: the code has expired or was "
         "replaced by a re-invitation (the host can issue a new one)",
    503: "`session_store_unavailable`: the session store (Redis) cannot be reached, timed "
         "out a moment ago or is read-only; `session_store_full`: `MAX_SESSIONS` or Redis "
         "`maxmemory` reached (reads keep working); retry after `Retry-After` seconds. "
         "The stateless routes keep working.",
    422: ERROR_TEXT[422] + "; `invalid_seats`, `unsupported_bot_level`, "
                           "`idempotency_key_reused`, `invalid_option` (also "
                           "`options.target` above `SESSION_MAX_TARGET`)",
}
# CPU quotas (issue 11): a create or a move may run bot searches.
BOTS_503 = ("`session_store_unavailable`: the session store (Redis) cannot be reached, "
            "timed out a moment ago or is read-only; `session_store_full`: `MAX_SESSIONS` "
            "or Redis `maxmemory` reached; "
            "`search_capacity_exhausted`: the bots would search and this server runs its "
            "maximum of searches at once (`SEARCH_CONCURRENCY`). Nothing is stored; retry "
            "after `Retry-After` seconds.")


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


def _errors(*statuses: int, bots: bool = False) -> Any:
    """``bots``: the route may run bot searches (503 has two codes)."""
    def decorator(func: Any) -> Any:
        return document_errors(blp, func, statuses, {
            s: (BOTS_503 if bots and s == 503 else SESSION_ERRORS.get(s) or
                ERROR_TEXT.get(s, "")) for s in statuses}, session=True)
    return decorator


def _respond(reply: Reply) -> ResponseReturnValue:
    if reply.body is None:
        response = current_app.response_class(status=reply.status)
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
    @blp.arguments(SessionCreateRequestSchema())
    @blp.response(201, SessionCreatedSchema(), headers={
        "Location": {"description": "The session's URL", "schema": {"type": "string"}}})
    @_errors(400, 409, 413, 415, 422, 429, 503, bots=True)
    def post(self, body: dict[str, Any]) -> ResponseReturnValue:
        """Create a session: seats, tokens (shown once) and the spectator's view."""
        return _respond(service().create(body))


@blp.route("/<session_id>", parameters=[SESSION_ID_PARAM])
class Session(MethodView):
    @blp.response(200, SessionSchema())
    @blp.doc(security=SECURITY)
    @_errors(401, 404, 503)
    def get(self, session_id: str) -> ResponseReturnValue:
        """The session as the token's seat sees it: view, version, legal moves."""
        return _respond(service().get(session_id, _authorization()))

    @blp.response(204, description="The session has ended")
    @blp.doc(security=SECURITY)
    @_errors(401, 403, 404, 503)
    def delete(self, session_id: str) -> ResponseReturnValue:
        """End the session (the host token only)."""
        return _respond(service().delete(session_id, _authorization()))


@blp.route("/<session_id>/moves", parameters=[SESSION_ID_PARAM])
class SessionMoves(MethodView):
    @blp.arguments(SessionMoveRequestSchema())
    @blp.response(200, SESSION_MOVE_OUTCOME, description="The outcome: `legal: true` with "
                  "this seat's view and the new events, or `legal: false` with the "
                  "violation (nothing stored)")
    @blp.doc(security=SECURITY, parameters=[IDEMPOTENCY_KEY_PARAM])
    @_errors(400, 401, 403, 404, 409, 413, 415, 422, 503, bots=True)
    def post(self, body: dict[str, Any], session_id: str) -> ResponseReturnValue:
        """Post the token's seat's move; the bots then play until a human must act."""
        return _respond(service().post_move(session_id, _authorization(), body,
                                            request.headers.get("Idempotency-Key"),
                                            raw_body=request.get_data(cache=True)))


@blp.route("/<session_id>/hints", parameters=[SESSION_ID_PARAM])
class SessionHints(MethodView):
    @blp.arguments(SessionHintRequestSchema(), required=False)  # every field optional
    @blp.response(200, BotMoveResponseSchema(), description="The expert's choice and its "
                  "estimate of every legal move of the token's seat (`estimates`)")
    @blp.doc(security=SECURITY)
    @_errors(400, 401, 403, 404, 413, 415, 422, 429, 503, bots=True)
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
    @blp.response(200, SessionEventsSchema())
    @blp.doc(security=SECURITY)
    @_errors(401, 404, 422, 503)
    def get(self, query: dict[str, Any], session_id: str) -> ResponseReturnValue:
        """The event log after event `after`, redacted for the token's seat."""
        if query["wait"]:  # a long-poll (service/sessions/live.py)
            return _respond(current_app.extensions["stichwerk.live"].long_poll(
                session_id, _authorization(), query["after"], query["limit"], query["wait"]))
        return _respond(service().events(session_id, _authorization(), query["after"],
                                         query["limit"]))


@blp.route("/<session_id>/seats/<int:seat>/claim", parameters=[SESSION_ID_PARAM, SEAT_PARAM])
class SeatClaim(MethodView):
    @blp.arguments(SeatClaimRequestSchema())
    @blp.response(200, SeatTokenSchema(), description="The seat's token, shown once")
    @_errors(400, 403, 404, 409, 410, 413, 415, 422, 503)
    def post(self, body: dict[str, Any], session_id: str, seat: int) -> ResponseReturnValue:
        """Claim an invited seat with its code (no token needed): the seat's token, once."""
        return _respond(service().claim(session_id, seat, body["code"]))


@blp.route("/<session_id>/seats/<int:seat>/invitation",
           parameters=[SESSION_ID_PARAM, SEAT_PARAM])
class SeatInvitation(MethodView):
    @blp.response(200, InvitationSchema(), description="The new invitation, shown once")
    @blp.doc(security=SECURITY)
    @_errors(401, 403, 404, 409, 503)
    def post(self, session_id: str, seat: int) -> ResponseReturnValue:
        """Invite a seat again (the host token): a new code; the old one is revoked."""
        return _respond(service().reinvite(session_id, _authorization(), seat))


@blp.route("/<session_id>/seats/<int:seat>/token", parameters=[SESSION_ID_PARAM, SEAT_PARAM])
class SeatToken(MethodView):
    @blp.response(200, SeatTokenSchema(), description="The seat's new token, shown once")
    @blp.doc(security=SECURITY)
    @_errors(401, 403, 404, 503)
    def post(self, session_id: str, seat: int) -> ResponseReturnValue:
        """Rotate the seat's token (that seat's token): the old one stops working."""
        return _respond(service().rotate(session_id, _authorization(), seat))


@blp.route("/<session_id>/seats/<int:seat>/leave", parameters=[SESSION_ID_PARAM, SEAT_PARAM])
class SeatLeave(MethodView):
    @blp.response(200, SeatLeftSchema())
    @blp.doc(security=SECURITY)
    @_errors(401, 403, 404, 503, bots=True)
    def post(self, session_id: str, seat: int) -> ResponseReturnValue:
        """Leave the seat (that seat's token): the token stops working and a bot (heuristic
        where the game has one, else random) plays the seat from now on."""
        return _respond(service().leave(session_id, _authorization(), seat))
