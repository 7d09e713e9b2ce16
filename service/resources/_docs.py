"""Documentation helpers shared by the resources: each route's error answers.

A route lists, per status, exactly the codes it can answer with (`RouteErrors`); the
description of each documented status names every one of them with its meaning (the
`ErrorCode` enum's, `service.errors.error_codes`, or a note of the route), and its one
example (`service.resources._examples`) must be one of them. The spec-checking test
client checks every error answer of the suite against these lists
(`tests/service/http_harness.py`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from service.blueprint import Blueprint
from service.errors import error_codes
from service.resources._examples import error_example
from service.schemas.common import ErrorSchema

F = TypeVar("F", bound=Callable[..., Any])
RouteErrors = Mapping[int, Sequence[str]]

ERROR_SCHEMA = ErrorSchema()

_STATUS_PREFIX = re.compile(r"^\d{3}: ")
# Codes whose enum text is only their status ("HTTP 413"): what they mean on a route.
_OWN_TEXT = {
    "payload_too_large": "the body is larger than MAX_CONTENT_LENGTH",
    "unsupported_media_type": "the body is not sent as application/json",
    "validation_error": "the request does not have the documented shape (types, ranges, "
                        "required or unknown fields)",
    "not_found": "the path matches no route (a path parameter holding an encoded `/`, a "
                 "`seat` that is not a non-negative integer)",
    "bad_request": "the body ended before the bytes its `Content-Length` announced (the "
                   "client closed its side early): nothing was done",
}

# The codes every route with a JSON body can answer with (and the routes of one game).
BODY: dict[int, tuple[str, ...]] = {400: ("invalid_json", "bad_request"),
                                    413: ("payload_too_large",),
                                    415: ("unsupported_media_type",)}
GAME_404: dict[int, tuple[str, ...]] = {404: ("unknown_game", "not_found")}
# What reading a posted state (or its `state_token`) and a `seat` can answer with (a
# state carries its options: they are checked as when they were chosen).
STATE_422 = ("validation_error", "invalid_state", "bad_card", "unknown_option",
             "invalid_option", "invalid_option_combination", "invalid_input",
             "invalid_state_token")
SEALING_503 = ("state_sealing_unavailable",)


def meaning(code: str) -> str:
    """What ``code`` means, from the `ErrorCode` enum (its status prefix dropped)."""
    if code in _OWN_TEXT:
        return _OWN_TEXT[code]
    text = error_codes()[code]  # KeyError: not a code of the enum
    return _STATUS_PREFIX.sub("", text)


def describe(codes: Sequence[str], notes: Mapping[str, str] | None = None,
             tail: str = "") -> str:
    """``"`a`: its meaning; `b`: ..."`` (a route's ``notes`` replace a code's meaning),
    then ``tail``."""
    notes = notes or {}
    text = "; ".join(f"`{code}`: {notes.get(code) or meaning(code)}" for code in codes)
    return f"{text}. {tail}" if tail else text


def route_of(func: Callable[..., Any]) -> str:
    """``States.post`` → ``postStates`` (the operationId, `service.blueprint`)."""
    owner, method = func.__qualname__.split(".")[-2:]
    return method + owner


def errors(blp: Blueprint, codes: RouteErrors, notes: Mapping[str, str] | None = None,
           tails: Mapping[int, str] | None = None, session: bool = False
           ) -> Callable[[F], F]:
    """Document a view method's error answers: per status its codes (``codes``), each
    with its meaning or the route's note (``notes``), a status's closing remark
    (``tails``), the `Error` shape and one real example whose code is one of them.
    ``session``: a session route (its examples)."""
    tails = tails or {}

    def decorator(func: F) -> F:
        route = route_of(func)
        for status in sorted(codes, reverse=True):
            listed = tuple(codes[status])
            examples = error_example(status, route, session) or None
            for example in (examples or {}).values():
                if example["value"]["code"] not in listed:
                    raise ValueError(f"{route} {status}: the example's code "
                                     f"{example['value']['code']!r} is not one the route "
                                     f"answers with {listed}")
            func = blp.alt_response(status, schema=ERROR_SCHEMA, examples=examples,
                                    description=describe(listed, notes,
                                                         tails.get(status, "")))(func)
        return func

    return decorator
