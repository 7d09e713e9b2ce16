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

What the Flask path does for every answer is done here too: the ``X-Request-Id``
(`service.observe.request_id_from`, also set for log lines while the request runs), the
request metrics under the route's URL rule, the JSON access line. The rate limits do
not apply to these routes (`service.ratelimit.LIMITED_ROUTES`).
"""

from __future__ import annotations

import io
import logging
import time
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask

from engine.registry import get_game
from service import actions, metrics
from service.errors import dump_json
from service.fastpath import FAST_ROUTES, plain_json
from service.jsonlog import REQUEST_ID
from service.observe import REQUEST_ID_HEADER, access_log, request_id_from

StartResponse = Callable[..., Any]
PREFIX = "/v1/games/"


class FastLane:
    """WSGI middleware: the routes of `service.fastpath.FAST_ROUTES` without Flask for
    plainly fine requests (see the module docstring); anything else goes to ``app``."""

    def __init__(self, wsgi_app: Callable[..., Iterable[bytes]], flask_app: Flask) -> None:
        self.wsgi_app = wsgi_app
        self.max_length = int(flask_app.config["MAX_CONTENT_LENGTH"])
        self.max_depth = int(flask_app.config["MAX_JSON_DEPTH"])
        # route name ("moves") → (envelope, name of the function of service.actions, looked
        # up on each request as the documented view does; URL rule for metrics and log)
        rules = {rule.endpoint: rule.rule for rule in flask_app.url_map.iter_rules()}
        self.routes = {
            rules[endpoint].rsplit("/", 1)[1]: (envelope, action, rules[endpoint])
            for endpoint, (envelope, action) in FAST_ROUTES.items()}

    def __call__(self, environ: dict[str, Any], start_response: StartResponse
                 ) -> Iterable[bytes]:
        if (environ.get("REQUEST_METHOD") != "POST" or "HTTP_ORIGIN" in environ
                or "HTTP_TRANSFER_ENCODING" in environ
                or environ.get("CONTENT_TYPE") != "application/json"):
            return self.wsgi_app(environ, start_response)
        path = environ.get("PATH_INFO", "")
        game_id, _, name = path[len(PREFIX):].partition("/")
        route = self.routes.get(name) if path.startswith(PREFIX) else None
        if route is None:
            return self.wsgi_app(environ, start_response)
        started = time.perf_counter()
        raw = self._body(environ)
        if raw is None:
            return self.wsgi_app(environ, start_response)
        environ["wsgi.input"] = io.BytesIO(raw)  # for Flask, should it get the request
        envelope, action, rule = route
        body = plain_json(raw, self.max_depth)
        if body is None or not envelope.accepts(body):
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
            seconds = time.perf_counter() - started
            metrics.observe_request("POST", rule, 200, seconds)
            if access_log.isEnabledFor(logging.INFO):
                access_log.info("request", extra={"fields": {
                    "method": "POST", "route": rule, "status": 200,
                    "duration_ms": round(seconds * 1000, 3)}})
            return [answer]
        finally:
            REQUEST_ID.reset(token)

    def _body(self, environ: dict[str, Any]) -> bytes | None:
        """The whole body when its announced length is within the limit and it all
        arrives; None otherwise (what was read is then given back to Flask)."""
        try:
            length = int(environ.get("CONTENT_LENGTH") or 0)
        except ValueError:
            return None
        if not 0 < length <= self.max_length:
            return None
        raw: bytes = environ["wsgi.input"].read(length)
        if len(raw) != length:  # Flask then finds the body cut short, as it would have
            environ["wsgi.input"] = io.BytesIO(raw)
            return None
        return raw
