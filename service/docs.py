"""The docs page works offline: flask-smorest renders Swagger UI at ``/docs`` and its
assets are served here from the installed ``swagger_ui_bundle`` package (no CDN)."""

from __future__ import annotations

import flask
import swagger_ui_bundle  # type: ignore[import-untyped]
from flask import Flask, Response

from service.config import DOCS_STATIC_PATH

docs_static = flask.Blueprint("docs-static", __name__, static_folder=None)


@docs_static.route(DOCS_STATIC_PATH + "<path:filename>")
def swagger_ui_asset(filename: str) -> Response:
    return flask.send_from_directory(swagger_ui_bundle.swagger_ui_path, filename,
                                     max_age=86_400)


def register_docs(app: Flask) -> None:
    app.register_blueprint(docs_static)
