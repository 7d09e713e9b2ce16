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
from service.resources._docs import ERROR_TEXT, document_errors
from service.schemas.sessions import (
    IDEMPOTENCY_KEY_PARAM,
    SEAT_REQUEST_UNION,
    SEAT_REQUESTS,
    SECURITY,
    SECURITY_SCHEME,
    SESSION_ID_PARAM,
    SESSION_MOVE_OUTCOME,
    SessionCreatedSchema,
    SessionCreateRequestSchema,
    SessionEventsQuerySchema,
    SessionEventsSchema,
    SessionMoveAppliedSchema,
    SessionMoveRejectedSchema,
    SessionMoveRequestSchema,
    SessionSchema,
)
from service.sessions.usecases import Reply, SessionService

EXTENSION = "stichwerk.sessions"

blp = Blueprint("sessions", __name__, url_prefix="/v1/sessions",
                description="Sessions: server-held matches with seat tokens, bots and an "
                            "event log (Redis or the embedded store)")

SESSION_ERRORS = {
    401: "`missing_token` / `invalid_token`: no token, a malformed one, or not a token of "
         "this session (`WWW-Authenticate: Bearer`)",
    403: "`spectator_read_only`: the spectator token may only read; `wrong_seat`: the "
         "move's seat is not the token's seat; `deal_not_allowed`: sessions deal themselves",
    404: "`session_not_found`: no such session (never created, ended or expired)",
    409: "`stale_version`: `expected_version` is not the session's version; "
         "`concurrent_update`: the session changed too often while the move was evaluated "
         "(send it again)",
    503: "`session_store_unavailable`: the session store (Redis) cannot be reached; retry "
         "after `Retry-After` seconds. The stateless routes keep working.",
    422: ERROR_TEXT[422] + "; `invalid_seats`, `unsupported_bot_level`, "
                           "`idempotency_key_reused`",
}


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


def _errors(*statuses: int) -> Any:
    def decorator(func: Any) -> Any:
        return document_errors(blp, func, statuses, {
            s: SESSION_ERRORS.get(s) or ERROR_TEXT[s] for s in statuses}, session=True)
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
    @_errors(400, 413, 415, 422, 503)
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
        """End the session (any human seat's token)."""
        return _respond(service().delete(session_id, _authorization()))


@blp.route("/<session_id>/moves", parameters=[SESSION_ID_PARAM])
class SessionMoves(MethodView):
    @blp.arguments(SessionMoveRequestSchema())
    @blp.response(200, SESSION_MOVE_OUTCOME, description="The outcome: `legal: true` with "
                  "this seat's view and the new events, or `legal: false` with the "
                  "violation (nothing stored)")
    @blp.doc(security=SECURITY, parameters=[IDEMPOTENCY_KEY_PARAM])
    @_errors(400, 401, 403, 404, 409, 413, 415, 422, 503)
    def post(self, body: dict[str, Any], session_id: str) -> ResponseReturnValue:
        """Post the token's seat's move; the bots then play until a human must act."""
        return _respond(service().post_move(session_id, _authorization(), body,
                                            request.headers.get("Idempotency-Key")))


@blp.route("/<session_id>/events", parameters=[SESSION_ID_PARAM])
class SessionEvents(MethodView):
    @blp.arguments(SessionEventsQuerySchema(), location="query")
    @blp.response(200, SessionEventsSchema())
    @blp.doc(security=SECURITY)
    @_errors(401, 404, 422, 503)
    def get(self, query: dict[str, Any], session_id: str) -> ResponseReturnValue:
        """The event log after event `after`, redacted for the token's seat."""
        return _respond(service().events(session_id, _authorization(), query["after"],
                                         query["limit"]))
