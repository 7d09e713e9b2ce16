"""One real example per documented error status, for the docs and the generated clients.

Each is the body the service answers to the request named beside it (``REQUESTS``:
tests/clients/test_error_examples.py sends each of those and compares). The 422 examples
differ per route (``route``), the rest is the same wherever the status is documented.
"""

from __future__ import annotations

from typing import Any

Body = dict[str, Any]


def _error(status: int, code: str, message: str, errors: dict[str, str]) -> Body:
    return {"code": code, "status": status, "message": message, "errors": errors}


_JSON_REASON = "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"
_UNKNOWN_GAME = "unknown game 'nope'; known games: hearts, karnoeffel, watten"
_TOKEN = "send the seat, host or spectator token as 'Authorization: Bearer <token>'"

BY_STATUS: dict[int, tuple[str, Body]] = {
    400: ("Invalid JSON", _error(400, "invalid_json", f"the body is not valid JSON: "
                                 f"{_JSON_REASON}", {"_": _JSON_REASON})),
    401: ("No token", _error(401, "missing_token", _TOKEN, {"Authorization": _TOKEN})),
    403: ("A move for another seat", _error(
        403, "wrong_seat", "this token acts for seat 0, not seat 1",
        {"move.seat": "must be 0, the token's seat"})),
    404: ("An unknown game", _error(404, "unknown_game", _UNKNOWN_GAME,
                                    {"game": _UNKNOWN_GAME})),
    409: ("A stale expected_version", _error(
        409, "stale_version", "expected_version 999 is stale; the session is at version 0",
        {"expected_version": "stale; the session is at version 0"})),
    413: ("A body over MAX_CONTENT_LENGTH", _error(
        413, "payload_too_large", "request body larger than 262144 bytes", {})),
    415: ("Not application/json", _error(
        415, "unsupported_media_type",
        "the body must be JSON sent as application/json, not text/plain",
        {"_": "Content-Type must be application/json"})),
    422: ("A missing field", _error(
        422, "validation_error", "the request body is invalid: seat: Missing data for "
        "required field.", {"seat": "Missing data for required field."})),
    503: ("The session store is down", _error(
        503, "session_store_unavailable", "the session store (redis) is unavailable; "
        "retry in 1 s (the stateless routes keep working)",
        {"_": "session store unavailable"})),
}

_PRESETS = ("['bavarian', 'bavarian-11', 'no-criticals', 'three-player', 'tournament', "
            "'two-player', 'tyrolean']")
_DECK = ("EA EK EO EU ET E9 E8 E7 GA GK GO GU GT G9 G8 G7 HA HK HO HU HT H9 H8 H7 SA SK SO "
         "SU ST S9 S8 S7")

_SEALING = ("this service has no state token key (STATE_TOKEN_KEYS is not set): it cannot "
            "seal or open state tokens; send `state` instead")
# The stateless routes' own answers for these statuses
GAMES_BY_STATUS: dict[int, tuple[str, Body]] = {
    503: ("No state token key", _error(503, "state_sealing_unavailable", _SEALING,
                                       {"state_token": "no key configured"})),
}

# The session routes' own answers for these statuses
SESSION_BY_STATUS: dict[int, tuple[str, Body]] = {
    404: ("No such session", _error(404, "session_not_found", "no such session (it may have "
                                    "ended or expired)",
                                    {"session_id": "unknown, ended or expired"})),
}

_CONCURRENT = _error(409, "concurrent_update", "the session changed too often while this "
                     "request was evaluated; send it again", {"_": "concurrent updates; retry"})

# route (the view's operationId) → its own example of a status
BY_ROUTE: dict[tuple[str, int], tuple[str, Body]] = {
    ("postBotMoves", 429): ("Over RATE_LIMIT_BOT_MOVES (here 1/minute)", _error(
        429, "rate_limited", "too many requests from this client to this route (limit 1 "
        "per 1 minute); see Retry-After", {"_": "rate_bot_moves: 1 per 1 minute"})),
    ("postSessions", 429): ("Over RATE_LIMIT_SESSIONS (here 1/minute)", _error(
        429, "rate_limited", "too many requests from this client to this route (limit 1 "
        "per 1 minute); see Retry-After", {"_": "rate_sessions: 1 per 1 minute"})),
    ("postSeatClaim", 429): ("Over RATE_LIMIT_SEATS (here 1/minute)", _error(
        429, "rate_limited", "too many requests from this client to this route (limit 1 "
        "per 1 minute); see Retry-After", {"_": "rate_seat_claims: 1 per 1 minute"})),
    ("postSeatToken", 429): ("Over RATE_LIMIT_SEATS (here 1/minute)", _error(
        429, "rate_limited", "too many requests from this client to this route (limit 1 "
        "per 1 minute); see Retry-After", {"_": "rate_seat_tokens: 1 per 1 minute"})),
    ("postSeatClaim", 410): ("An expired invitation", _error(
        410, "invitation_expired", "this invitation has expired; ask the host for a new "
        "one", {"code": "expired"})),
    # /play's hint button (POST /v1/sessions/{id}/hints)
    ("postSessionHints", 403): ("The spectator asking for a hint", _error(
        403, "spectator_read_only", "a spectator token cannot ask for a hint",
        {"Authorization": "spectator token"})),
    ("postSessionHints", 429): ("Over RATE_LIMIT_BOT_MOVES (here 1/minute)", _error(
        429, "rate_limited", "too many requests from this client to this route (limit 1 "
        "per 1 minute); see Retry-After", {"_": "rate_session_hints: 1 per 1 minute"})),
    ("postSeatClaim", 403): ("A code that is not this seat's invitation", _error(
        403, "invalid_invitation", "the code is not an invitation to this seat of this "
        "session", {"code": "not an invitation to this seat"})),
    ("postSeatClaim", 409): ("A code claimed before", _error(
        409, "invitation_claimed", "this invitation has already been claimed; its seat "
        "token was shown once, to whoever claimed it", {"code": "already claimed"})),
    ("postSeatInvitation", 403): ("A seat's token re-inviting", _error(
        403, "host_only", "only the host token can invite a player",
        {"Authorization": "not the host token"})),
    ("postSeatInvitation", 409): ("Re-inviting a claimed seat", _error(
        409, "seat_claimed", "seat 1 is not waiting for a player (claimed, a bot's, or "
        "seated at creation): only a seat that was never claimed can be invited again",
        {"seat": "not invitable"})),
    ("postSeatToken", 409): ("Another write came first 16 times", _CONCURRENT),
    ("postSeatLeave", 409): ("Leaving a finished match", _error(
        409, "match_over", "the match is over: there is no seat to leave; the token "
        "still reads the finished match", {"_": "match over"})),
    ("postSessions", 409): ("The bots' first moves beyond SESSION_MAX_EVENTS (set to 3)", _error(
        409, "session_too_large", "the session reached its size limit (3 events or "
        "1048576 bytes: SESSION_MAX_EVENTS, SESSION_MAX_BYTES) and takes no more moves",
        {"_": "session too large"})),
    # the seat routes name the path's `seat`, not a move's (BY_STATUS[403] is a move's)
    ("postSeatLeave", 403): ("Leaving another seat", _error(
        403, "wrong_seat", "this token acts for seat 0, not seat 1",
        {"seat": "must be 0, the token's seat"})),
    ("postSeatToken", 403): ("Rotating another seat's token", _error(
        403, "wrong_seat", "this token acts for seat 0, not seat 1",
        {"seat": "must be 0, the token's seat"})),
    ("deleteSession", 403): ("The spectator ending the session", _error(
        403, "spectator_read_only", "a spectator token cannot end the session",
        {"Authorization": "spectator token"})),
}

# route (the view's operationId) → its own 422 example
BY_ROUTE_422: dict[str, tuple[str, Body]] = {
    "postStates": ("An unknown preset", _error(
        422, "unknown_preset", f"preset: unknown preset 'nope'; known: {_PRESETS}",
        {"preset": f"unknown preset 'nope'; known: {_PRESETS}"})),
    "postMoves": ("A card that is not in the deck", _error(
        422, "bad_card", f"move.card: 'XX' is not a card of the Watten (32 German cards) "
        f"deck (valid: {_DECK})", {"move.card": f"'XX' is not a card of the Watten (32 "
                                                f"German cards) deck (valid: {_DECK})"})),
    "postLegalMoves": ("An impossible state", _error(
        422, "invalid_state", "impossible state at state.version: must be at least 0",
        {"state.version": "must be at least 0"})),
    "postBotMoves": ("An unknown level", _error(
        422, "validation_error", "the request body is invalid: level: Must be one of: "
        "random, heuristic, expert.", {"level": "Must be one of: random, heuristic, "
                                                "expert."})),
    "postSessions": ("A bot seat without a level", _error(
        422, "validation_error", "the request body is invalid: seats[1].level: required "
        "for a bot seat", {"seats[1].level": "required for a bot seat"})),
    "postSessionHints": ("A budget out of range", _error(
        422, "validation_error", "the request body is invalid: budget_ms: Must be greater "
        "than or equal to 1 and less than or equal to 5000.",
        {"budget_ms": "Must be greater than or equal to 1 and less than or equal to 5000."})),
    "postSessionMoves": ("A body without a move", _error(
        422, "validation_error", "the request body is invalid: move: Missing data for "
        "required field.", {"move": "Missing data for required field."})),
    "postSeatClaim": ("A body without the invitation code", _error(
        422, "validation_error", "the request body is invalid: code: Missing data for "
        "required field.", {"code": "Missing data for required field."})),
    "postSeatToken": ("An Idempotency-Key too short to keep the new token secret", _error(
        422, "validation_error", "Idempotency-Key of a claim, a token rotation or a "
        "leave must be 16 to 255 visible ASCII characters (a random one, such as a UUID)",
        {"Idempotency-Key": "16 to 255 visible ASCII characters"})),
    "postSeatLeave": ("An Idempotency-Key shorter than the seat routes take", _error(
        422, "validation_error", "Idempotency-Key of a claim, a token rotation or a "
        "leave must be 16 to 255 visible ASCII characters (a random one, such as a UUID)",
        {"Idempotency-Key": "16 to 255 visible ASCII characters"})),
    "getEventStream": ("A Last-Event-ID that is not an event's seq", _error(
        422, "validation_error", "Last-Event-ID must be the seq of an event (a "
        "non-negative integer)", {"Last-Event-ID": "a non-negative integer"})),
    "getSessionEvents": ("A limit out of range", _error(
        422, "validation_error", "the request is invalid: query.limit: Must be "
        "greater than or equal to 1 and less than or equal to 1000.",
        {"query.limit": "Must be greater than or equal to 1 and less than or equal to "
                        "1000."})),
}

_HUMAN = {"kind": "human"}
_RANDOM_BOT = {"kind": "bot", "level": "random"}

# The session of the session routes' success examples (`service.sessionexamples`): seeded,
# so its deal and its random bots' moves are the same on every run.
EXAMPLE_SESSION_REQUEST: dict[str, Any] = {
    "game": "watten", "seed": 1, "dealer": 0, "seating": "invite",
    "seats": [_HUMAN, _RANDOM_BOT, _HUMAN, _RANDOM_BOT]}

# POST /v1/sessions: bodies the service accepts (201; tests/clients/test_error_examples.py
# sends each). Without them the docs built one from the schema (`hearts` with preset
# `bavarian` and one seat), which "Try it out" sent and got a 422.
SESSION_CREATE_EXAMPLES: dict[str, dict[str, Any]] = {
    "watten-against-bots": {
        "summary": "Watten: one player against three random bots",
        "value": {"game": "watten", "seats": [
            _HUMAN, *[{"kind": "bot", "level": "random"}] * 3]}},
    "hearts-against-bots": {
        "summary": "Hearts: one player against three heuristic bots",
        "value": {"game": "hearts", "seats": [
            _HUMAN, *[{"kind": "bot", "level": "heuristic"}] * 3]}},
    "karnoeffel-two-player": {
        "summary": "Karnöffel, two-player preset: one player against the heuristic bot",
        "value": {"game": "karnoeffel", "preset": "two-player", "seats": [
            _HUMAN, {"kind": "bot", "level": "heuristic"}]}},
    "watten-invite": {
        "summary": "Watten among four players, each claiming their own seat",
        "value": {"game": "watten", "seating": "invite", "seats": [_HUMAN] * 4}},
    "watten-seeded": {
        "summary": "Watten, seed 1, dealer 0: two invited players, each with a random bot "
                   "as partner (the session of the answer examples)",
        "value": EXAMPLE_SESSION_REQUEST},
}

# The requests that produce the examples (replayed by the tests), by example body code.
REQUESTS: dict[str, dict[str, Any]] = {
    "invalid_json": {"method": "POST", "path": "/v1/games/watten/states", "data": "{",
                     "content_type": "application/json"},
    "unknown_game": {"method": "POST", "path": "/v1/games/nope/states", "json": {}},
    "unsupported_media_type": {"method": "POST", "path": "/v1/games/watten/states",
                               "data": "x", "content_type": "text/plain"},
    "payload_too_large": {"method": "POST", "path": "/v1/games/watten/states",
                          "data": "{" + " " * 300_000 + "}",
                          "content_type": "application/json"},
    "unknown_preset": {"method": "POST", "path": "/v1/games/watten/states",
                       "json": {"preset": "nope"}},
}


def error_example(status: int, route: str | None = None,
                  session: bool = False) -> dict[str, Any]:
    """The ``examples`` of one documented error answer of ``route`` (a session route if
    ``session``)."""
    if status == 422 and route in BY_ROUTE_422:
        summary, body = BY_ROUTE_422[route]
    elif (route, status) in BY_ROUTE:
        summary, body = BY_ROUTE[(route, status)]
    elif session and status in SESSION_BY_STATUS:
        summary, body = SESSION_BY_STATUS[status]
    elif not session and status in GAMES_BY_STATUS:
        summary, body = GAMES_BY_STATUS[status]
    elif status in BY_STATUS:
        summary, body = BY_STATUS[status]
    else:  # no real answer recorded yet: none rather than a made-up one (a test lists it)
        return {}
    return {body["code"]: {"summary": summary, "value": body}}
