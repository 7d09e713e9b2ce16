"""The hot stateless routes without webargs and marshmallow, for requests that are
plainly fine (issue 15): ``POST /v1/games/{game}/moves``, ``/legal-moves``, ``/views``.

The documented views stay what they are (flask-smorest builds the OpenAPI document from
them, and they answer every request the fast path does not take). `register_fast_paths`
puts a view in front of each of them that takes a request only when it can prove that the
full path would accept its body as it is:

* ``Content-Type: application/json`` exactly, a non-empty body within
  ``MAX_CONTENT_LENGTH``, no run of 19 digits or more (orjson reads an integer beyond 64
  bits as a float, the standard library as an integer: such bodies take the full path);
* orjson parses it (it refuses what ``json.loads`` refuses, and more: NaN, Infinity, a
  lone surrogate, a byte order mark; all of these take the full path, which answers
  them as before), into an object nested at most ``MAX_JSON_DEPTH`` deep
  (`service.body.too_deep_raw`);
* the envelope is exactly what the route's marshmallow schema accepts without changing
  it: only the schema's fields, ``state`` and (for ``/moves``) ``move`` objects, no
  ``state_token`` (sealed requests take the full path), ``seat`` null or an integer
  0..15 (required for ``/views``).

Anything else goes to the documented view, which parses the body again from the
request's cached bytes and gives the answer it always gave: so every 4xx (code, message,
``errors``) is the full path's by construction, and the fast path only ever answers what
the full path would have answered 200. The work itself is the same function of
`service.actions` in both.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from typing import Any

import orjson
from flask import Flask, current_app, request
from flask.typing import ResponseReturnValue

from service import actions
from service.body import too_deep_raw
from service.errors import json_body

# orjson reads integers beyond 64 bits as floats (the standard library: as integers). A
# run of 19 digits is found as a run of 19 zeros once every digit is a zero and every
# other byte a space (two C passes; a regular expression tries each digit position).
_DIGITS_AS_ZEROS = bytes(48 if 48 <= b <= 57 else 32 for b in range(256))  # "0", " "
_LONG_NUMBER = b"0" * 19
MAX_SEAT = 15  # the request schemas' seat range (service.schemas.requests.SEAT)


@dataclass(frozen=True)
class Envelope:
    """What a route's request schema accepts: its fields, the object fields it requires,
    and whether ``seat`` is required."""

    fields: frozenset[str]
    objects: tuple[str, ...]
    seat_required: bool = False

    def accepts(self, body: dict[str, Any]) -> bool:
        if not self.fields.issuperset(body):
            return False
        for name in self.objects:
            if type(body.get(name)) is not dict:
                return False
        if "seat" not in body:
            return not self.seat_required
        seat = body["seat"]
        return seat is None or (type(seat) is int and 0 <= seat <= MAX_SEAT)


# endpoint → (envelope, the function of service.actions that the documented view calls,
# looked up by name on each request as the documented view does): the routes of
# service/resources/games.py
FAST_ROUTES: dict[str, tuple[Envelope, str]] = {
    "games.Moves": (Envelope(frozenset({"state", "move", "seat"}), ("state", "move")),
                    "apply_move"),
    "games.LegalMoves": (Envelope(frozenset({"state", "seat"}), ("state",)), "legal_moves"),
    "games.Views": (Envelope(frozenset({"state", "seat"}), ("state",), seat_required=True),
                    "view"),
}


def plain_json(raw: bytes, max_depth: int) -> dict[str, Any] | None:
    """The body as an object when its bytes are plainly fine (see the module docstring:
    no 19-digit run, orjson parses it, an object at most ``max_depth`` deep), else None."""
    if _LONG_NUMBER in raw.translate(_DIGITS_AS_ZEROS):
        return None
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None
    if type(value) is not dict or too_deep_raw(raw, value, max_depth):
        return None
    return value


def plain_json_body() -> dict[str, Any] | None:
    """The request's body as an object when it is plainly fine (see the module
    docstring), else None (the full path then decides)."""
    if request.mimetype != "application/json":
        return None
    length = request.content_length
    if not length or length > current_app.config["MAX_CONTENT_LENGTH"]:
        return None
    raw = request.get_data(cache=True)
    if not raw:
        return None
    return plain_json(raw, current_app.config["MAX_JSON_DEPTH"])


def fast_view(documented: Callable[..., ResponseReturnValue], envelope: Envelope,
              action: str) -> Callable[..., ResponseReturnValue]:
    @wraps(documented)  # keeps what Flask and the extensions put on it (view_class ...)
    def view(**kwargs: Any) -> ResponseReturnValue:
        body = plain_json_body()
        if body is None or not envelope.accepts(body):
            return view.__wrapped__(**kwargs)  # type: ignore[attr-defined]  # documented
        return json_body(getattr(actions, action)(kwargs["game"], body, None))

    return view


def register_fast_paths(app: Flask) -> None:
    """Put the fast view in front of each route of `FAST_ROUTES` (after the blueprints
    are registered; the rate limits, which wrap views, come after)."""
    for endpoint, (envelope, action) in FAST_ROUTES.items():
        app.view_functions[endpoint] = fast_view(app.view_functions[endpoint], envelope,
                                                 action)
