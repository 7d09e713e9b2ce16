"""One error shape for every 4xx/5xx, and the ONE place that maps exceptions to HTTP.

Every error body is ``{"code", "status", "message", "errors"}``:

* ``code``: a stable snake_case identifier (the engine's `MalformedInput.code`, or one of
  `HTTP_CODES` below);
* ``status``: the HTTP status as an integer;
* ``message``: for humans;
* ``errors``: field path (``state.hands[0][1]``, ``move.seat``, ``options.target``,
  ``_`` for the body as a whole) → reason.

Mapping (engine → HTTP): `UnknownGame` → 404 ``unknown_game``; `MalformedInput` (bad
card, unknown option/preset, impossible state, malformed move) → 422 with the engine's
code; a rule violation (`IllegalMove`) is not an error at all (200, ``legal: false``,
handled by `service.actions`). The session store down (`StoreUnavailable`) → 503
``session_store_unavailable`` with ``Retry-After`` (only session routes and ``/readyz``
touch the store); a client at ``MAX_SESSIONS_PER_CLIENT`` (`TooManySessions`) → 429
``too_many_sessions`` with ``Retry-After``. Anything unexpected → 500 ``internal_error``,
logged with its traceback.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import orjson
from flask import Flask, Response, current_app
from werkzeug.exceptions import ClientDisconnected, HTTPException

from engine.errors import MalformedInput, UnknownGame
from service.sessions.stores import StoreUnavailable, TooManySessions

log = logging.getLogger("service.errors")

# Stable codes for the HTTP-level errors (the engine's own codes pass through).
HTTP_CODES: dict[int, str] = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    409: "conflict",
    413: "payload_too_large",
    414: "uri_too_long",
    415: "unsupported_media_type",
    422: "validation_error",
    429: "too_many_requests",
    500: "internal_error",
    501: "not_implemented",
    503: "unavailable",
}

# Codes that the service itself raises (documented in the Error schema).
SERVICE_CODES: dict[str, str] = {
    "invalid_json": "the body is not valid JSON (or not UTF-8, nested deeper than "
                    "MAX_JSON_DEPTH, or with a lone surrogate such as \\ud800)",
    "validation_error": "the body does not have the documented shape (types, required "
                        "fields, unknown fields)",
    "unknown_game": "no game with that id",
    "unsupported_bot_level": "the bot level exists in the contract but is not available yet",
    "no_legal_moves": "the seat has no legal move in this state",
    "missing_token": "401: no `Authorization: Bearer <token>` header",
    "invalid_token": "401: a malformed token, or not a token of this session",
    "spectator_read_only": "403: the spectator token may only read",
    "wrong_seat": "403: the move's seat is not the token's seat",
    "deal_not_allowed": "403: sessions deal every hand themselves",
    "session_not_found": "404: no such session (never created, ended or expired)",
    "stale_version": "409: `expected_version` is not the session's version",
    "concurrent_update": "409: the session changed too often while the move was "
                         "evaluated; send it again",
    "invalid_seats": "422: the session's seats do not fit the table",
    "idempotency_key_reused": "422: the Idempotency-Key was used with another body",
    "session_store_unavailable": "503: the session store cannot be reached (see "
                                 "`Retry-After`)",
    # session store: faults and bounds (issues 12 and 11)
    "session_store_full": "503: the session store is full (`MAX_SESSIONS` sessions, or "
                          "Redis at `maxmemory`): no new writes for now (see "
                          "`Retry-After`); reads keep working",
    "session_too_large": "409: the session reached `SESSION_MAX_EVENTS` events or "
                         "`SESSION_MAX_BYTES` bytes and takes no more moves",
    # live session updates (service/sessions/live.py, tickets.py)
    "invalid_ticket": "401: the stream ticket is malformed, unknown, used, expired or for "
                      "another session",
    "too_many_streams": "503: the worker holds STREAM_MAX_CONNECTIONS streams and "
                        "long-polls already, or STREAM_MAX_PER_CLIENT of them for this "
                        "client (see `Retry-After`)",
    # CPU quotas and rate limits (issue 11)
    "search_capacity_exhausted": "503: this server runs its maximum of bot searches at "
                                 "once (`SEARCH_CONCURRENCY`); see `Retry-After`",
    "rate_limited": "429: too many requests from this client to this route "
                    "(`RATE_LIMIT_BOT_MOVES`, `RATE_LIMIT_SESSIONS`, `RATE_LIMIT_SEATS`); "
                    "see `Retry-After`",
    "too_many_sessions": "429: this client holds `MAX_SESSIONS_PER_CLIENT` live sessions "
                         "already: end one (`DELETE`, its host token) or wait until one "
                         "expires (`Retry-After`: the soonest possible expiry)",
    # trust model: hosts, invitations, seats that leave or rotate their token
    "host_only": "403: only the session's host token may do this (end the session, "
                 "re-invite a seat)",
    "host_cannot_move": "403: the host token holds no seat (it reads what the spectator "
                        "reads)",
    "invalid_invitation": "403: the code is not an invitation to this seat of this session",
    "invitation_claimed": "409: the invitation has already been claimed (its token was "
                          "shown once)",
    "invitation_expired": "410: the invitation has expired; the host can issue a new one",
    "invitation_revoked": "410: the invitation was replaced by a newer one",
    "seat_not_found": "404: the table has no such seat",
    "seat_claimed": "409: only a seat that was never claimed can be invited again",
    "match_over": "409: the match is over: no seat can leave it (its log ends with the "
                  "match)",
    # Sealed stateless states (service/sealing.py)
    "invalid_state_token": "422: a `state_token` this service did not seal for this game "
                           "(edited, truncated, too long, another game or key, garbage)",
    "state_sealing_unavailable": "503: `state_token` or `sealed: true`, but the service "
                                 "has no key (STATE_TOKEN_KEYS)",
    "sealed_deal_not_allowed": "422: a sealed state's holder chooses no seed and no "
                               "hands (`seed`, `deal`, a `deal` move's `seed`/`hands`)",
    **{code: f"HTTP {status}" for status, code in HTTP_CODES.items()},
}

# Codes the engine raises with MalformedInput (the spec's ErrorCode enum is closed: a code
# missing here fails the strict response validation of the tests).
ENGINE_CODES: dict[str, str] = {
    "invalid_input": "malformed input (a move or value of the wrong shape)",
    "invalid_state": "the posted state cannot occur",
    "bad_card": "a card code that does not exist in this game's deck",
    "unknown_option": "an option the game does not have",
    "invalid_option": "an option value of the wrong type or out of range",
    "unknown_preset": "a preset the game does not have",
    "unknown_move_type": "a move type the game does not have",
    "invalid_deal": "explicit hands that cannot be dealt",
    "invalid_option_combination": "options that cannot be combined",
}


# Codes of the answers that the deploy's servers make themselves, in the same shape, before
# the application runs: nginx (deploy/nginx/nginx.conf.template), gunicorn
# (deploy/gunicorn.conf.py) and waitress (deploy/serve.py). A client of the deployed
# service meets them too, so the closed enum has them (tests/deploy check the files).
FRONT_CODES: dict[str, str] = {
    "request_timeout": "408: the proxy closed a request that arrived too slowly",
    "header_too_large": "431: a header line or the header block is too large (gunicorn, "
                        "waitress)",
    "bad_gateway": "502: the proxy got no answer from the service; try again (see "
                   "`Retry-After`)",
    "gateway_timeout": "504: the service did not answer the proxy in time",
    "http_version_not_supported": "505: the proxy speaks HTTP/1.x",
    "expectation_failed": "417: an `Expect` header other than `100-continue` (gunicorn)",
}


def error_codes() -> dict[str, str]:
    """Every code an error answer may carry, with its meaning (the spec's `ErrorCode`
    enum): the service's, the HTTP-level ones, the engine's and the deploy's servers'."""
    codes = {**{code: f"HTTP {status}" for status, code in HTTP_CODES.items()},
             **SERVICE_CODES, **ENGINE_CODES, **FRONT_CODES}
    return dict(sorted(codes.items()))


class ApiError(Exception):
    """An error answer raised by the service itself (not by the engine)."""

    def __init__(self, status: int, code: str, message: str,
                 errors: Mapping[str, str] | None = None,
                 headers: Mapping[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.errors = dict(errors or {})
        self.headers = dict(headers or {})


def dump_json(body: Any) -> bytes:
    """Compact UTF-8 JSON, keys in insertion order: orjson (about ten times faster than
    the standard library on a game state), or, for what orjson refuses (an integer
    beyond 64 bits, a key that is not a string), the standard library with the same
    separators, so every body that could be answered before still is (the bytes are the
    same for what the service answers: objects, lists, strings, integers, booleans)."""
    try:
        return orjson.dumps(body)
    except TypeError:  # orjson.JSONEncodeError is a TypeError
        return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()


def json_body(body: Any, status: int = 200) -> Response:
    """Serialise once, compact, UTF-8 (the views build plain dicts; see stack-notes)."""
    return current_app.response_class(dump_json(body), status=status,
                                      mimetype="application/json")


@dataclass(frozen=True)
class ErrorAnswer:
    """An error answer without Flask: status, the error body, extra headers (what
    `error_response` turns into a response; `service.fastlane` answers it itself)."""

    status: int
    body: dict[str, Any]
    headers: dict[str, str]


def error_answer(status: int, code: str, message: str,
                 errors: Mapping[str, str] | None = None,
                 headers: Mapping[str, str] | None = None) -> ErrorAnswer:
    return ErrorAnswer(status, {"code": code, "status": status, "message": message,
                                "errors": dict(errors or {})}, dict(headers or {}))


def answer_response(answer: ErrorAnswer) -> Response:
    resp = json_body(answer.body, answer.status)
    for name, value in answer.headers.items():
        resp.headers[name] = value
    return resp


def error_response(status: int, code: str, message: str,
                   errors: Mapping[str, str] | None = None,
                   headers: Mapping[str, str] | None = None) -> Response:
    return answer_response(error_answer(status, code, message, errors, headers))


def flatten_messages(messages: Any, prefix: str = "") -> dict[str, str]:
    """marshmallow's nested error messages → ``{"deal.hands[0][1]": "reason"}``."""
    out: dict[str, str] = {}
    if isinstance(messages, Mapping):
        for key, value in messages.items():
            if key == "_schema":
                path = prefix or "_"
            elif isinstance(key, int):
                path = f"{prefix}[{key}]"
            else:
                path = f"{prefix}.{key}" if prefix else str(key)
            out.update(flatten_messages(value, path))
    elif isinstance(messages, list | tuple):
        if all(isinstance(m, str) for m in messages):
            out[prefix or "_"] = " ".join(messages)
        else:
            for item in messages:
                out.update(flatten_messages(item, prefix))
    else:
        out[prefix or "_"] = str(messages)
    return out


def summarize(errors: Mapping[str, str], limit: int = 3) -> str:
    items = [f"{path}: {reason}" for path, reason in list(errors.items())[:limit]]
    more = len(errors) - limit
    return "; ".join(items) + (f" (and {more} more)" if more > 0 else "")


def http_exception_answer(error: HTTPException, max_content_length: int | None
                          ) -> ErrorAnswer:
    """Werkzeug/Flask/webargs HTTP errors (404, 405, 413, webargs 422 ...);
    ``max_content_length``: the app's ``MAX_CONTENT_LENGTH`` (the 413 message)."""
    status = error.code or 500
    code = HTTP_CODES.get(status, (error.name or "error").lower().replace(" ", "_"))
    _count_limit_refusal(code)
    # Keep the headers the exception carries (Allow on 405, WWW-Authenticate on 401);
    # flask-smorest's own handler drops them.
    headers = {k: v for k, v in error.get_headers() if k.lower() != "content-type"}
    message = error.description or error.name or "error"
    errors: dict[str, str] = {}
    data = getattr(error, "data", None)
    if isinstance(data, Mapping):
        # webargs: {"messages": {"json": {...}}} for a body that fails the schema.
        messages = data.get("errors", data.get("messages"))
        invalid = "the request body is invalid: "
        if isinstance(messages, Mapping) and set(messages) <= {"json", "query", "view_args",
                                                                "path", "headers"}:
            if "json" not in messages:  # the query string (keys "query.<name>"), …
                invalid = "the request is invalid: "
            messages = messages.get("json", messages)
        if messages:
            errors = flatten_messages(messages)
            message = invalid + summarize(errors)
        if isinstance(data.get("message"), str):
            message = data["message"]
        if isinstance(data.get("headers"), Mapping):
            headers.update(data["headers"])
    if status == 404 and not errors:
        message = "no such resource; see /openapi.json or /docs for the routes"
    elif status == 405:
        message = f"method not allowed; allowed: {headers.get('Allow', '')}"
    elif status == 413:
        message = f"request body larger than {max_content_length} bytes"
    elif isinstance(error, ClientDisconnected):  # also `service.gunicorn_body`'s
        message = ("the request body ended before the bytes its Content-Length "
                   "announced: nothing was done")
    if status >= 500:  # its description is for the log: the client gets the status' name
        log.error("HTTP %s: %s", status, error, exc_info=error)
        message, errors = (error.name or "server error").lower(), {}
    return error_answer(status, code, message, errors, headers)


def handle_http_exception(error: HTTPException) -> Response:
    return answer_response(http_exception_answer(
        error, current_app.config.get("MAX_CONTENT_LENGTH")))


# The error codes by which a configured limit refuses a request, and the name that
# limit counts under in `stichwerk_limit_refusals_total` (issue 11: /metrics shows
# "requests refused by a limit"). The rate limits, the search slots and
# MAX_SESSIONS_PER_CLIENT count where they refuse (service/ratelimit.py, service/quotas.py,
# `too_many_sessions_answer`); a full store counts in `store_unavailable_answer`.
LIMIT_OF_CODE = {
    "payload_too_large": "max_content_length",  # MAX_CONTENT_LENGTH
    "session_too_large": "session_max_size",  # SESSION_MAX_EVENTS, SESSION_MAX_BYTES
    "too_many_streams": "stream_connections",  # STREAM_MAX_CONNECTIONS, _PER_CLIENT
}
# A full store: the embedded store's MAX_SESSIONS, or Redis at its `maxmemory`.
FULL_STORE_LIMIT = {"embedded": "max_sessions", "redis": "redis_maxmemory"}


def _count_limit_refusal(code: str) -> None:
    limit = LIMIT_OF_CODE.get(code)
    if limit is not None:
        from service.metrics import count_refusal  # prometheus-client, loaded with the app

        count_refusal(limit)


def api_error_answer(error: ApiError) -> ErrorAnswer:
    _count_limit_refusal(error.code)
    return error_answer(error.status, error.code, error.message, error.errors, error.headers)


def malformed_answer(error: MalformedInput) -> ErrorAnswer:
    errors = error.errors or {"_": error.message}
    return error_answer(422, error.code, error.message, errors)


def unknown_game_answer(error: UnknownGame) -> ErrorAnswer:
    return error_answer(404, "unknown_game", str(error), {"game": str(error)})


def store_unavailable_answer(error: StoreUnavailable) -> ErrorAnswer:
    # prometheus-client, loaded with the app
    from service.metrics import count_refusal, count_store_error

    if error.code == "session_store_full":  # a limit reached, not a store that failed
        count_refusal(FULL_STORE_LIMIT.get(error.kind, "session_store_full"))
    else:
        count_store_error(error.kind)
    # The reason (host, port) goes to the log (sessions/stores/redis_store.py), not to
    # the client.
    what = "is full" if error.code == "session_store_full" else "is unavailable"
    return error_answer(503, error.code,
                        f"the session store ({error.kind}) {what}; retry in "
                        f"{error.retry_after} s (the stateless routes keep working)",
                        {"_": f"session store {what.split()[-1]}"},
                        {"Retry-After": str(error.retry_after)})


def too_many_sessions_answer(error: TooManySessions) -> ErrorAnswer:
    from service.metrics import count_refusal  # prometheus-client, loaded with the app

    count_refusal("sessions_per_client")
    return error_answer(429, error.code,
                        f"this client holds {error.limit} live sessions "
                        f"(MAX_SESSIONS_PER_CLIENT): end one with DELETE (its host token) "
                        f"or retry when one has expired (Retry-After)",
                        {"_": f"at most {error.limit} live sessions per client"},
                        {"Retry-After": str(error.retry_after)})


def unexpected_answer(error: Exception) -> ErrorAnswer:
    # The type, not the message (`repr` would quote it): a message may quote a state, a
    # hidden hand or a seed; the formatter adds the stack without it (service.jsonlog).
    log.exception("unhandled exception: %s", type(error).__qualname__)
    return error_answer(500, "internal_error", "internal server error")


# The handlers of the service's own exceptions, by class (`register_error_handlers`
# installs them in Flask; `exception_answer` applies them without Flask).
ANSWERS: dict[type[Exception], Callable[[Any], ErrorAnswer]] = {
    ApiError: api_error_answer,
    MalformedInput: malformed_answer,
    UnknownGame: unknown_game_answer,
    StoreUnavailable: store_unavailable_answer,
    TooManySessions: too_many_sessions_answer,
    Exception: unexpected_answer,
}


def exception_answer(error: Exception, max_content_length: int | None) -> ErrorAnswer:
    """The answer Flask gives for ``error`` raised by a view, without Flask: the handler
    of the nearest class in its MRO, as Flask looks handlers up (call it inside the
    ``except`` block: the unexpected one logs the traceback)."""
    for cls in type(error).__mro__:
        if cls is HTTPException:
            assert isinstance(error, HTTPException)
            return http_exception_answer(error, max_content_length)
        answer = ANSWERS.get(cls)
        if answer is not None:
            return answer(error)
    raise AssertionError("unreachable: Exception is in every MRO")  # pragma: no cover


def _flask_handler(answer: Callable[[Any], ErrorAnswer]) -> Callable[[Any], Response]:
    return lambda error: answer_response(answer(error))


def register_error_handlers(app: Flask) -> None:
    """Install the handlers. HTTPException is also what flask-smorest's Api calls."""
    app.register_error_handler(HTTPException, handle_http_exception)
    for cls, answer in ANSWERS.items():
        app.register_error_handler(cls, _flask_handler(answer))
