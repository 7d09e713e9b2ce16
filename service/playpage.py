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

from pathlib import Path

import flask
from flask import Flask, Response

PLAY_PATH = "/play"
PLAY_STATIC = Path(__file__).resolve().parent / "static" / "play"
ASSET_MAX_AGE = 300  # seconds; the page's files change only with a deploy
CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; "
       "frame-ancestors 'none'")

play_page = flask.Blueprint("play-page", __name__, static_folder=None)


def _secured(response: Response) -> Response:
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


@play_page.route(PLAY_PATH, methods=["GET"])
@play_page.route(PLAY_PATH + "/", methods=["GET"])
def play_index() -> Response:
    return _secured(flask.send_from_directory(PLAY_STATIC, "index.html", max_age=0))


@play_page.route(PLAY_PATH + "/<path:filename>", methods=["GET"])
def play_asset(filename: str) -> Response:
    """The page's script and style (send_from_directory refuses paths outside the folder:
    404)."""
    return _secured(flask.send_from_directory(PLAY_STATIC, filename, max_age=ASSET_MAX_AGE))


def register_play_page(app: Flask) -> None:
    app.register_blueprint(play_page)
