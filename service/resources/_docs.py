"""Documentation helpers shared by the resources."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from service.blueprint import Blueprint
from service.resources._examples import error_example
from service.schemas.common import ErrorSchema

F = TypeVar("F", bound=Callable[..., Any])

ERROR_SCHEMA = ErrorSchema()

ERROR_TEXT = {
    400: "`invalid_json`: the body is not valid JSON",
    404: "`unknown_game`: no game with that id",
    413: "`payload_too_large`: the body is larger than MAX_CONTENT_LENGTH",
    415: "`unsupported_media_type`: the body is not sent as application/json",
    422: "Malformed request: `validation_error` (envelope), `invalid_state`, `bad_card`, "
         "`unknown_option`, `invalid_option`, `unknown_preset`, `unknown_move_type`, "
         "`invalid_deal`, `invalid_input`, `invalid_state_token` (see the Error schema)",
    # CPU quotas and rate limits (issue 11)
    429: "`rate_limited`: too many requests from this client to this route "
         "(`RATE_LIMIT_BOT_MOVES`, `RATE_LIMIT_SESSIONS`); see `Retry-After`",
    503: "`state_sealing_unavailable`: a `state_token` or `sealed: true`, and the service "
         "has no STATE_TOKEN_KEYS",
}
# The 503 of a route that searches (and takes a state_token).
SEARCH_503 = ERROR_TEXT[503] + ("; `search_capacity_exhausted`: this server runs its maximum "
                                "of bot searches at once (`SEARCH_CONCURRENCY`); see "
                                "`Retry-After`")
BODY_ERRORS = (400, 404, 413, 415, 422)
SEALED_ERRORS = (*BODY_ERRORS, 503)  # the routes that take a state_token


def route_of(func: Callable[..., Any]) -> str:
    """``States.post`` → ``postStates`` (the operationId, `service.blueprint`)."""
    owner, method = func.__qualname__.split(".")[-2:]
    return method + owner


def document_errors(blp: Blueprint, func: F, statuses: tuple[int, ...],
                    texts: Mapping[int, str], session: bool = False) -> F:
    """``func`` with its error answers documented: the `Error` shape, the text, and one
    real example per status (`service.resources._examples`)."""
    route = route_of(func)
    for status in reversed(statuses):
        func = blp.alt_response(status, schema=ERROR_SCHEMA, description=texts[status],
                                examples=error_example(status, route, session) or None)(func)
    return func


def errors(blp: Blueprint, *statuses: int, **texts: str) -> Callable[[F], F]:
    """Document error answers (all of the `Error` shape) on a view method."""

    def decorator(func: F) -> F:
        return document_errors(blp, func, statuses, {
            s: texts.get(f"e{s}", ERROR_TEXT.get(s, "")) for s in statuses})

    return decorator
