"""``/play``: the browser page that plays every game against the bots (README "Browser
play (/play)").

Static files only, served from ``service/static/play/`` (built from ``clients/play`` by
``make play`` and committed): the page talks to this service through the public HTTP API,
as any third-party front-end would, so the server needs nothing but these routes. They
are plain Flask routes, not part of the OpenAPI spec (they are a page, not the API). No
CDN and no external font: the page works offline. The Content-Security-Policy lets the
page load its own script and style and call this origin only; nothing inline runs.
"""

from __future__ import annotations

import mimetypes
from pathlib import Path

import flask
from flask import Flask, Response
from werkzeug.exceptions import NotFound
from werkzeug.security import safe_join

PLAY_PATH = "/play"
PLAY_STATIC = Path(__file__).resolve().parent / "static" / "play"
ASSET_MAX_AGE = 300  # seconds; the page's files change only with a deploy
CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; "
       "frame-ancestors 'none'")

play_page = flask.Blueprint("play-page", __name__, static_folder=None)


def _file(name: str, max_age: int) -> Response:
    """A file of the page, read whole (they are a few KB; no file handle outlives the
    request), with an ETag for conditional requests; 404 outside the folder or missing."""
    path = safe_join(str(PLAY_STATIC), name)
    if path is None or not Path(path).is_file():
        raise NotFound()
    mimetype = mimetypes.guess_type(path)[0] or "application/octet-stream"
    response = Response(Path(path).read_bytes(), mimetype=mimetype)
    response.cache_control.public = True
    response.cache_control.max_age = max_age
    response.add_etag()
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response.make_conditional(flask.request)


@play_page.route(PLAY_PATH, methods=["GET"])
@play_page.route(PLAY_PATH + "/", methods=["GET"])
def play_index() -> Response:
    return _file("index.html", 0)


@play_page.route(PLAY_PATH + "/<path:filename>", methods=["GET"])
def play_asset(filename: str) -> Response:
    """The page's script and style."""
    return _file(filename, ASSET_MAX_AGE)


def register_play_page(app: Flask) -> None:
    app.register_blueprint(play_page)
