"""The docs page works offline: flask-smorest renders Swagger UI at ``/docs`` and its
assets are served here from the installed ``flask_swagger_ui`` package (no CDN). That
package ships Swagger UI 5 (its ``dist/VERSION``), which renders OpenAPI 3.1; the older
``swagger-ui-bundle`` ships 4.15, which does not."""

from __future__ import annotations

from pathlib import Path

import flask
import flask_swagger_ui  # type: ignore[import-untyped]
from flask import Flask, Response

from service.config import DOCS_STATIC_PATH

SWAGGER_UI_DIST = Path(flask_swagger_ui.__file__).resolve().parent / "dist"

docs_static = flask.Blueprint("docs-static", __name__, static_folder=None)


def swagger_ui_version() -> str:
    """The bundled Swagger UI version, e.g. ``5.34.0``."""
    return (SWAGGER_UI_DIST / "VERSION").read_text(encoding="utf-8").strip().lstrip("v")


@docs_static.route(DOCS_STATIC_PATH + "<path:filename>")
def swagger_ui_asset(filename: str) -> Response:
    return flask.send_from_directory(SWAGGER_UI_DIST, filename, max_age=86_400)


def register_docs(app: Flask) -> None:
    app.register_blueprint(docs_static)
