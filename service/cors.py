"""Cross-origin calls from browsers (CORS), with flask-cors: off unless ``CORS_ORIGINS``.

A page on another origin (a web front-end at ``https://app.example.com``) may call the
API only when its origin is listed in ``CORS_ORIGINS`` (comma-separated, exact
``scheme://host[:port]``), or when ``CORS_ORIGINS=*`` allows every origin. Then:

* preflights (``OPTIONS`` with ``Access-Control-Request-Method``) are answered 200 with
  the allowed methods and headers, cached by the browser for ``CORS_MAX_AGE`` seconds;
* every answer to a listed origin (errors included) carries
  ``Access-Control-Allow-Origin`` (the origin itself; ``*`` under ``CORS_ORIGINS=*``) and
  exposes the headers a client reads (`EXPOSED_HEADERS`);
* every answer Flask makes says ``Vary: Origin`` whatever the request's ``Origin``
  (none, listed or not): the answer differs by it (a request without ``Origin`` gets no
  ``Access-Control-*`` header, also under ``*``), so a shared cache must not give one
  origin's answer to another. flask-cors says so only when more than one origin is
  listed, and only on its own answers;
* credentials (cookies) are never allowed: the API authenticates with
  ``Authorization: Bearer`` tokens, which the page sends itself, so ``*`` cannot let
  another site act with a visitor's ambient credentials.

An origin that is not listed gets answers without any ``Access-Control-*`` header, so
the browser withholds them from the page (the request itself still reaches the server,
as for any client: CORS protects browsers' users, it is not access control).
"""

from __future__ import annotations

from flask import Flask, Response
from flask_cors import CORS

ALLOWED_HEADERS = ("Authorization", "Content-Type", "Idempotency-Key", "Last-Event-ID",
                   "X-Request-Id")
# every header the spec declares on an answer that a page could not read otherwise
EXPOSED_HEADERS = ("Idempotent-Replayed", "Retry-After", "Location", "X-Request-Id",
                   "X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset",
                   "WWW-Authenticate")
ALLOWED_METHODS = ("GET", "POST", "DELETE", "OPTIONS")


def register_cors(app: Flask) -> None:
    """Install flask-cors when ``CORS_ORIGINS`` names origins; otherwise do nothing."""
    origins = tuple(app.config.get("CORS_ORIGINS") or ())
    if not origins:
        return
    wildcard = origins == ("*",)
    CORS(app, origins="*" if wildcard else list(origins), send_wildcard=wildcard,
         methods=list(ALLOWED_METHODS), allow_headers=list(ALLOWED_HEADERS),
         # a string: flask-cors leaves out a max_age of 0 (falsy), and browsers then cache
         # a preflight for their own default (5 s) instead of not at all
         expose_headers=list(EXPOSED_HEADERS), max_age=str(app.config.get("CORS_MAX_AGE", 600)),
         supports_credentials=False, always_send=False, vary_header=True)
    app.after_request(_vary_on_origin)


def cors_headers_of_server_error(origin: str | None,
                                 origins: tuple[str, ...]) -> list[tuple[str, str]]:
    """The CORS headers of an error the server writes itself, before the application runs
    (waitress's 413 for a body far over ``MAX_CONTENT_LENGTH`` under ``make run``), as
    flask-cors gives the application's answers: else a page on a listed origin reads that
    413 as a network error (found by an audit). ``origins`` as ``CORS_ORIGINS`` reads
    them (lower case; empty: CORS off)."""
    if not origins:
        return []
    vary = ("Vary", "Origin")
    if not origin:
        return [vary]
    if origins == ("*",):
        allowed = "*"
    elif origin.lower() in origins:
        allowed = origin
    else:
        return [vary]
    return [("Access-Control-Allow-Origin", allowed),
            ("Access-Control-Expose-Headers", ", ".join(EXPOSED_HEADERS)), vary]


def _vary_on_origin(response: Response) -> Response:
    response.vary.add("Origin")  # a HeaderSet: added once, beside Accept and the others
    return response
