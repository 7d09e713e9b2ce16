"""The stateless rules routes served straight from WSGI, in front of Flask (issue 15).

``POST /v1/games/{game}/moves``, ``/legal-moves`` and ``/views`` are the service's hot
path: a client posts a state with every move. Flask's own work per request (request
context, URL matching, hooks, the response object) cost about as much as the rules
themselves. `FastLane` is a WSGI middleware, the outermost layer of the application:
it answers such a request itself when it can prove that Flask would answer it 200 with
the same body, and hands every other request to Flask unchanged.

It takes a request only when all of these hold (otherwise Flask gets it, with the body
it already read put back):

* ``POST`` to exactly one of those paths of a registered game;
* no ``Origin`` header (browsers send one; their answers need flask-cors' headers, so
  they take the Flask path) and no ``Transfer-Encoding`` (`service.body.ChunkedBodyLimit`
  deals with chunked bodies);
* ``Content-Type: application/json`` and a ``Content-Length`` of 1 to
  ``MAX_CONTENT_LENGTH`` bytes, which arrive in full;
* the body is plainly fine for the route (`service.fastpath.plain_json` and the route's
  `service.fastpath.Envelope`: exactly what the documented view would accept as is);
* the route's function of `service.actions` returns. When it raises (a state that does
  not decode, a seat out of range, a malformed move: the 4xx answers), Flask serves the
  request from the start, so every error is the documented view's by construction.

``POST /v1/sessions/{id}/moves`` (a session move) takes the lane under the same
conditions on the request (method, headers, length, plain JSON), a path whose id could
be a session id (`service.sessions.tokens.SESSION_ID_RE`) and a body of exactly what
``SessionMoveRequestSchema`` accepts as is (`session_move_body`: a ``move`` object and
at most an ``expected_version`` that is null or an integer 0…2^53). The session service
is then called exactly as the documented view calls it (its client, for the bots'
search time, worked out from the environ as `service.ratelimit.request_client` does),
once: a move may have been stored (or bots may have searched) by the time it raises, so
the request is never given to Flask after that. Its answer is the view's
(``Cache-Control: no-store``, the reply's headers such as ``Idempotent-Replayed``); an
exception is answered as Flask's handlers answer it (`service.errors.exception_answer`:
the same functions), ``WWW-Authenticate`` and ``Retry-After`` included.

What the Flask path does for every answer is done here too: the ``X-Request-Id``
(`service.observe.request_id_from`, also set for log lines while the request runs), the
request metrics under the route's URL rule, the JSON access line. The rate limits do
not apply to these routes (`service.ratelimit.LIMITED_ROUTES`).
"""

from __future__ import annotations

import io
import time
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask
from werkzeug.exceptions import ClientDisconnected
from werkzeug.http import HTTP_STATUS_CODES

from engine.registry import get_game
from service import actions
from service.errors import dump_json, exception_answer
from service.fastpath import FAST_ROUTES, plain_json
from service.jsonlog import REQUEST_ID
from service.observe import REQUEST_ID_HEADER, record_answer, request_id_from
from service.ratelimit import IPV6_CLIENT_PREFIX, environ_client
from service.resources.sessions import EXTENSION
from service.schemas.sessions import VERSION
from service.sessions.tokens import SESSION_ID_RE
from service.sessions.usecases import SessionService

StartResponse = Callable[..., Any]
PREFIX = "/v1/games/"
SESSIONS, MOVES = "/v1/sessions/", "/moves"
SESSION_MOVE_ENDPOINT = "sessions.SessionMoves"
SESSION_MOVE_FIELDS = frozenset({"move", "expected_version"})


def session_move_body(body: dict[str, Any]) -> bool:
    """Whether ``SessionMoveRequestSchema`` takes ``body`` as it is: its fields only, a
    ``move`` object, ``expected_version`` absent, null or an integer in the schema's
    `VERSION` range, 0…2^53 (not a boolean: the documented path decides on those)."""
    if not SESSION_MOVE_FIELDS.issuperset(body) or type(body.get("move")) is not dict:
        return False
    expected = body.get("expected_version")
    return expected is None or (type(expected) is int
                                and VERSION.min <= expected <= VERSION.max)


def status_line(status: int) -> str:
    """The status line werkzeug's responses carry (``404 NOT FOUND``)."""
    return f"{status} {HTTP_STATUS_CODES.get(status, 'UNKNOWN').upper()}"


class FastLane:
    """WSGI middleware: the routes of `service.fastpath.FAST_ROUTES` without Flask for
    plainly fine requests (see the module docstring); anything else goes to ``app``."""

    def __init__(self, wsgi_app: Callable[..., Iterable[bytes]], flask_app: Flask) -> None:
        self.wsgi_app = wsgi_app
        self.extensions = flask_app.extensions  # the session service, looked up per request
        self.max_length = int(flask_app.config["MAX_CONTENT_LENGTH"])
        self.max_depth = int(flask_app.config["MAX_JSON_DEPTH"])
        # route name ("moves") → (envelope, name of the function of service.actions, looked
        # up on each request as the documented view does; URL rule for metrics and log)
        rules = {rule.endpoint: rule.rule for rule in flask_app.url_map.iter_rules()}
        self.routes = {
            rules[endpoint].rsplit("/", 1)[1]: (envelope, action, rules[endpoint])
            for endpoint, (envelope, action) in FAST_ROUTES.items()}
        self.session_move_rule = rules[SESSION_MOVE_ENDPOINT]
        # Who sends a session move, for its bots' search time: worked out only when a bot
        # of the move searches (`service.quotas.ClientBotTime`).
        self.trusted = str(flask_app.config.get("TRUSTED_PROXIES") or "")
        self.ipv6_prefix = int(flask_app.config.get("CLIENT_IPV6_PREFIX",
                                                    IPV6_CLIENT_PREFIX))

    def __call__(self, environ: dict[str, Any], start_response: StartResponse
                 ) -> Iterable[bytes]:
        if (environ.get("REQUEST_METHOD") != "POST" or "HTTP_ORIGIN" in environ
                or "HTTP_TRANSFER_ENCODING" in environ
                or environ.get("CONTENT_TYPE") != "application/json"):
            return self.wsgi_app(environ, start_response)
        path = environ.get("PATH_INFO", "")
        if path.startswith(SESSIONS):
            return self._session_move(environ, start_response, path)
        game_id, _, name = path[len(PREFIX):].partition("/")
        route = self.routes.get(name) if path.startswith(PREFIX) else None
        if route is None:
            return self.wsgi_app(environ, start_response)
        started = time.perf_counter()
        envelope, action, rule = route
        raw, body = self._plain_body(environ, envelope.accepts)
        if body is None:
            return self.wsgi_app(environ, start_response)
        request_id = request_id_from(environ.get("HTTP_X_REQUEST_ID"))
        token = REQUEST_ID.set(request_id)
        try:
            try:
                game = get_game(game_id)
                answer = dump_json(getattr(actions, action)(game, body, None))
            except Exception:  # an unknown game, a 4xx: Flask answers it (see above)
                environ["wsgi.input"] = io.BytesIO(raw)
                return self.wsgi_app(environ, start_response)
            start_response("200 OK", [("Content-Type", "application/json"),
                                      ("Content-Length", str(len(answer))),
                                      (REQUEST_ID_HEADER, request_id)])
            record_answer("POST", rule, 200, time.perf_counter() - started)
            return [answer]
        finally:
            REQUEST_ID.reset(token)

    def _session_move(self, environ: dict[str, Any], start_response: StartResponse,
                      path: str) -> Iterable[bytes]:
        """``POST /v1/sessions/{id}/moves`` (see the module docstring); anything that is
        not plainly fine goes to Flask before the session service is called."""
        sid = path[len(SESSIONS):-len(MOVES)] if path.endswith(MOVES) else ""
        if not SESSION_ID_RE.fullmatch(sid):
            return self.wsgi_app(environ, start_response)
        started = time.perf_counter()
        raw, body = self._plain_body(environ, session_move_body)
        if body is None:
            return self.wsgi_app(environ, start_response)
        request_id = request_id_from(environ.get("HTTP_X_REQUEST_ID"))
        token = REQUEST_ID.set(request_id)
        try:
            service: SessionService = self.extensions[EXTENSION]
            headers: list[tuple[str, str]]
            # From here on the request is answered here, whatever happens (no fallback).
            try:
                reply = service.post_move(sid, environ.get("HTTP_AUTHORIZATION"), body,
                                          environ.get("HTTP_IDEMPOTENCY_KEY"), raw_body=raw,
                                          client=lambda: self._client(environ))
                status = reply.status
                if reply.body is None:  # as the view's: no body, no Content-Type
                    answer, headers = b"", []
                else:
                    answer = dump_json(reply.body)
                    headers = [("Content-Type", "application/json")]
                headers += [("Content-Length", str(len(answer))),
                            ("Cache-Control", "no-store"), *reply.headers.items()]
            except Exception as exc:  # what Flask's handlers answer (the same functions)
                error = exception_answer(exc, self.max_length)
                status, answer = error.status, dump_json(error.body)
                headers = [("Content-Type", "application/json"),
                           ("Content-Length", str(len(answer))), *error.headers.items()]
            headers.append((REQUEST_ID_HEADER, request_id))
            start_response(status_line(status), headers)
            record_answer("POST", self.session_move_rule, status,
                          time.perf_counter() - started)
            return [answer]
        finally:
            REQUEST_ID.reset(token)

    def _client(self, environ: dict[str, Any]) -> str:
        return environ_client(environ, self.trusted, self.ipv6_prefix)

    def _plain_body(self, environ: dict[str, Any], accepts: Callable[[dict[str, Any]], bool]
                    ) -> tuple[bytes, dict[str, Any] | None]:
        """The body's bytes and, when it is plainly fine JSON that ``accepts`` takes, its
        object (else None: Flask gets the request, with the bytes put back)."""
        raw = self._body(environ)
        if raw is None:
            return b"", None
        environ["wsgi.input"] = io.BytesIO(raw)  # for Flask, should it get the request
        body = plain_json(raw, self.max_depth)
        return raw, body if body is not None and accepts(body) else None

    def _body(self, environ: dict[str, Any]) -> bytes | None:
        """The whole body when its announced length is within the limit and it all
        arrives; None otherwise (what was read is then given back to Flask)."""
        try:
            length = int(environ.get("CONTENT_LENGTH") or 0)
        except ValueError:
            return None
        if not 0 < length <= self.max_length:
            return None
        try:
            raw: bytes = environ["wsgi.input"].read(length)
        except ClientDisconnected:  # cut short (`service.gunicorn_body`): the stream
            return None  # raises again when Flask reads it, which answers the 400
        if len(raw) != length:  # Flask then finds the body cut short, as it would have
            environ["wsgi.input"] = io.BytesIO(raw)
            return None
        return raw
