"""Blueprint plumbing shared by the resources: a strict JSON body parser, the game path
parameter, and a fast JSON response helper.

* `JsonBodyParser`: a body must be a JSON object sent as ``application/json``. Invalid
  JSON (also NaN/Infinity, not UTF-8 (UTF-16 and UTF-32 included; a UTF-8 byte order
  mark is ignored), nested deeper than ``MAX_JSON_DEPTH``, a lone surrogate
  ``\\ud800`` in a key or a value: `service.body`) → 400 ``invalid_json``;
  another content type → 415 ``unsupported_media_type``; JSON that is not an object →
  422 ``validation_error``. An empty body counts as ``{}`` (so the schema names the missing
  fields).
* `Blueprint`: flask-smorest's, with that parser and, for routes under
  ``/v1/games/<game:game>``, the game resolved before the body is parsed, so an unknown
  game is a 404 whatever the body; its routes may carry their own OpenAPI tags.
* `Blueprint.game_examples`: a stateless route's request and answer examples, one per
  game registered when an app registers the blueprint (not at import).
* `json_response`: responses are built as dicts and serialised once; the big game state is
  never dumped through marshmallow (≈0.45 ms per state, see stack-notes).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import flask_smorest  # type: ignore[import-untyped]
from flask import current_app
from flask.typing import ResponseReturnValue
from webargs import core
from webargs.flaskparser import FlaskParser, is_json_request
from werkzeug.routing import BaseConverter, IntegerConverter

from engine.registry import get_game
from service.body import check_json
from service.errors import ApiError, json_body
from service.gamedocs import answer_refs, example_refs

F = TypeVar("F", bound=Callable[..., Any])
GAME_EXAMPLES = "game_examples"  # the key `Blueprint.game_examples` adds to a view's doc


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


# What a body that is not an object is, in JSON's words (not Python's: "a NoneType").
JSON_KINDS = {list: "an array", str: "a string", int: "a number", float: "a number",
              bool: "a boolean", type(None): "null"}


class JsonBodyParser(FlaskParser):
    """webargs parser with the service's rules for JSON bodies."""

    def _raw_load_json(self, req: Any) -> Any:
        data: bytes = req.get_data(cache=True)  # 413 if larger than MAX_CONTENT_LENGTH
        if not data.strip():
            return core.missing
        if not is_json_request(req):
            raise ApiError(415, "unsupported_media_type",
                           f"the body must be JSON sent as application/json, not "
                           f"{req.mimetype or 'without a Content-Type'}",
                           {"_": "Content-Type must be application/json"})
        try:
            # UTF-8 only (RFC 8259 §8.1). json.loads would take bytes in UTF-16 or UTF-32
            # too, and the UTF-8 form of a surrogate (ED A0 80): it decodes them itself,
            # so decoding here costs nothing more.
            text = data.decode()
        except UnicodeDecodeError as exc:
            reason = f"the body must be UTF-8 (RFC 8259): {exc.reason} at byte {exc.start}"
            raise ApiError(400, "invalid_json", f"the body is not valid JSON: {reason}",
                           {"_": reason}) from None
        if text.startswith("\ufeff"):  # a UTF-8 byte order mark: ignored (RFC 8259 allows)
            text = text[1:]
        try:
            value = json.loads(text, parse_constant=_reject_constant)
        except (ValueError, RecursionError) as exc:
            reason = "nesting too deep" if isinstance(exc, RecursionError) else str(exc)
            if "\x00" in text:  # never in JSON text: UTF-16 or UTF-32 of ASCII has NULs
                reason = "the body must be UTF-8 (RFC 8259), not UTF-16 or UTF-32"
            raise ApiError(400, "invalid_json", f"the body is not valid JSON: {reason}",
                           {"_": reason}) from None
        refused = check_json(data, value, current_app.config["MAX_JSON_DEPTH"])
        if refused is not None:
            raise ApiError(400, "invalid_json", f"the body is not accepted: {refused}",
                           {"_": refused})
        if not isinstance(value, dict):
            kind = JSON_KINDS.get(type(value), "a JSON value that is not an object")
            raise ApiError(422, "validation_error",
                           f"the body must be a JSON object, not {kind}",
                           {"_": "must be a JSON object"})
        return value


class GameConverter(BaseConverter):
    """``<game:game>``: a game id (documented as an enum of the registered games)."""


class AsciiIntegerConverter(IntegerConverter):
    """``<int:seat>`` of ASCII digits only, as the spec's ``integer``: werkzeug's ``\\d+``
    also matched other scripts' digits (``/seats/%D9%A1/token``, an Arabic-Indic one, was
    seat 1). Anything else is no route (404), as ``+1`` and ``1.0`` were already."""

    regex = r"[0-9]+"


def resolve_game(endpoint: str | None, values: dict[str, Any] | None) -> None:
    """url_value_preprocessor: replace the game id by the `Game` (UnknownGame → 404)."""
    if values and isinstance(values.get("game"), str):
        values["game"] = get_game(values["game"])


class Blueprint(flask_smorest.Blueprint):  # type: ignore[misc]
    """``route_tags``: the OpenAPI tags (name → description) that routes of this
    blueprint name with ``route(..., tags=[name])``, listed after the blueprint's own tag
    (`service.app.StichwerkApi.register_blueprint` adds them)."""

    ARGUMENTS_PARSER = JsonBodyParser()

    def __init__(self, *args: Any, route_tags: Mapping[str, str] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.route_tags: dict[str, str] = dict(route_tags or {})
        self.url_value_preprocessor(resolve_game)

    @staticmethod
    def game_examples(kind: str) -> Callable[[F], F]:
        """Decorate a view method (below its ``arguments`` and ``response``): its JSON
        body and its success answers get one example per registered game
        (`service.gamedocs.example_refs` and `answer_refs` of ``kind``), listed when the
        blueprint is registered in an app, not at import: a game registered after this
        module was imported is in the docs of an app created after it."""

        def mark(func: F) -> F:
            doc = dict(getattr(func, "_apidoc", {}))
            doc[GAME_EXAMPLES] = kind
            func._apidoc = doc  # type: ignore[attr-defined]
            return func

        return mark

    def register_views_in_doc(self, api: Any, app: Any, spec: Any, *, name: str,
                              parameters: Any) -> None:
        """flask-smorest's, with two defaults for every operation that does not set its
        own with ``blp.doc``: ``operationId`` = method + view class (``postStates``,
        ``getSessionEvents``), and ``security: []`` (public; the session routes declare
        ``SeatToken``); and the examples of `game_examples` for the games registered
        now."""
        for endpoint, info in self._docs.items():
            for method, operation in info.items():
                if method == "parameters":
                    continue
                manual = operation.setdefault("manual_doc", {})
                manual.setdefault("operationId", method + endpoint[:1].upper() + endpoint[1:])
                manual.setdefault("security", [])
                kind = operation.get(GAME_EXAMPLES)
                if kind is not None:
                    _set_game_examples(operation, kind)
        super().register_views_in_doc(api, app, spec, name=name, parameters=parameters)


def _set_game_examples(operation: dict[str, Any], kind: str) -> None:
    """The request body's and the success answers' examples of every registered game,
    in flask-smorest's stored doc of one operation (its ``arguments`` and ``response``)."""
    requests, answers = example_refs(kind), answer_refs(kind)
    for parameter in operation.get("arguments", {}).get("parameters", []):  # GET: none
        if isinstance(parameter, dict) and parameter.get("in") == "json":
            parameter["examples"] = requests
    for status in operation["success_status_codes"]:
        for answer in operation["response"]["responses"][status]:
            answer["examples"] = answers


def json_response(body: Any, status: int = 200) -> ResponseReturnValue:
    return json_body(body, status)
