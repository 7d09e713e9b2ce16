"""``/``: the front door. A browser (``Accept: text/html``) gets a small HTML page that
says what this is and links the docs, the spec, the clients and the README's quick
starts; every other client (``Accept: application/json``, ``*/*`` or no ``Accept``) gets
the same as a JSON index."""

from __future__ import annotations

import html
from typing import Any

from flask import current_app, request
from flask.typing import ResponseReturnValue
from flask.views import MethodView
from marshmallow import Schema, fields

from engine.registry import all_games
from service.blueprint import Blueprint, json_response
from service.config import API_TITLE, API_VERSION, DOCS_PATH

blp = Blueprint("front", __name__, description="The front door: what this service is and "
                "where its documentation is")

SUMMARY = ("A rules engine for trick-taking card games as a REST service: post a state and "
           "a move, get back whether it is legal (with a reason code), the new state, the "
           "trick winner and the hand and match results; or let the server hold a whole "
           "match with bots (sessions).")
CLIENTS_PATH = "clients/"
README_QUICK_STARTS = "README.md"


class FrontDoorLinksSchema(Schema):
    """Where to go next (paths on this server; the repository's URLs when configured)."""

    docs = fields.String(required=True, metadata={"example": DOCS_PATH})
    openapi = fields.String(required=True, metadata={"example": "/openapi.json"})
    games = fields.String(required=True, metadata={"example": "/v1/games"})
    sessions = fields.String(required=True, metadata={"example": "/v1/sessions"})
    health = fields.String(required=True, metadata={"example": "/healthz"})
    readiness = fields.String(required=True, metadata={"example": "/readyz"})
    clients = fields.String(required=True, metadata={
        "description": "The typed clients: `clients/` of the repository (its URL when "
                       "`REPOSITORY_URL` is set)"})
    quick_starts = fields.String(required=True, metadata={
        "description": "The README's quick starts (curl, TypeScript, Python)"})


class FrontDoorSchema(Schema):
    """The JSON index of the service."""

    name = fields.String(required=True, metadata={"example": API_TITLE})
    version = fields.String(required=True, metadata={"example": API_VERSION})
    description = fields.String(required=True)
    games = fields.List(fields.String(), required=True, metadata={
        "description": "The game ids of `/v1/games/{game}`"})
    links = fields.Nested(FrontDoorLinksSchema, required=True)


def index() -> dict[str, Any]:
    return index_of(current_app.config.get("REPOSITORY_URL"))


def index_of(repo: str | None) -> dict[str, Any]:
    """The JSON index; ``repo``: `REPOSITORY_URL` (None: the paths in the repository)."""
    return {
        "name": API_TITLE, "version": API_VERSION, "description": SUMMARY,
        "games": [g.id for g in all_games()],
        "links": {
            "docs": DOCS_PATH, "openapi": "/openapi.json", "games": "/v1/games",
            "sessions": "/v1/sessions", "health": "/healthz", "readiness": "/readyz",
            "clients": f"{repo}/tree/main/{CLIENTS_PATH}" if repo else CLIENTS_PATH,
            "quick_starts": f"{repo}/blob/main/{README_QUICK_STARTS}" if repo
            else README_QUICK_STARTS,
        },
    }


PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto;
       padding: 0 1rem; line-height: 1.5; color: #222; }}
code, pre {{ background: #f4f4f4; border-radius: 4px; }}
pre {{ padding: .75rem; overflow-x: auto; }}
</style>
</head>
<body>
<h1>{title} <small>{version}</small></h1>
<p>{summary}</p>
<p>Games: {games}.</p>
<ul>
<li><a href="/play">Play in the browser</a> against the bots (every game, through this API)</li>
<li><a href="{docs}">API documentation</a> (Swagger UI, works offline)</li>
<li><a href="{openapi}">The OpenAPI spec</a> (<code>/openapi.json</code>, for generators)</li>
<li><a href="{games_url}">The games</a> with their options, presets and move types</li>
<li>{clients}: the TypeScript and Python clients</li>
<li>{quick_starts}: the quick starts (curl, TypeScript, Python)</li>
</ul>
<h2>Try it</h2>
<pre>curl -s -X POST {origin}/v1/games/watten/states \\
  -H 'Content-Type: application/json' -d '{{"seed": 42, "dealer": 0}}'</pre>
<p>Health: <a href="{health}">{health}</a>, readiness: <a href="{readiness}">{readiness}</a>.
Ask for <code>Accept: application/json</code> to get this page as a JSON index.</p>
</body>
</html>
"""


def _link(target: str, text: str) -> str:
    if target.startswith(("http://", "https://")):
        return f'<a href="{html.escape(target)}">{html.escape(text)}</a>'
    return f"<code>{html.escape(target)}</code> in the repository"


def page(data: dict[str, Any]) -> str:
    links = data["links"]
    esc = html.escape
    return PAGE.format(
        title=esc(data["name"]), version=esc(data["version"]), summary=esc(data["description"]),
        games=", ".join(f"<code>{esc(g)}</code>" for g in data["games"]),
        docs=esc(links["docs"]), openapi=esc(links["openapi"]), games_url=esc(links["games"]),
        clients=_link(links["clients"], "clients/"),
        quick_starts=_link(links["quick_starts"], "README"),
        origin=esc(request.host_url.rstrip("/")), health=esc(links["health"]),
        readiness=esc(links["readiness"]))


def wants_html() -> bool:
    """A browser: ``text/html`` preferred to JSON (``*/*`` alone means JSON)."""
    best = request.accept_mimetypes.best_match(["application/json", "text/html"])
    return best == "text/html" and request.accept_mimetypes["text/html"] > \
        request.accept_mimetypes["application/json"]


FRONT_DOOR_ANSWER = ("The JSON index (`Accept: application/json`, `*/*` or none); a browser "
                     "(`Accept: text/html` preferred) gets the same as an HTML page")


@blp.route("/")
class FrontDoor(MethodView):
    @blp.response(200, FrontDoorSchema())
    @blp.doc(security=[], responses={"200": {"description": FRONT_DOOR_ANSWER, "content": {
        "application/json": {"schema": {"$ref": "#/components/schemas/FrontDoor"},
                             "example": index_of(None)},
        "text/html": {"schema": {"type": "string"}}}}})
    def get(self) -> ResponseReturnValue:
        """The front door: a JSON index, or an HTML page for browsers."""
        data = index()
        if wants_html():
            response = current_app.response_class(page(data), mimetype="text/html")
        else:
            response = json_response(data)  # type: ignore[assignment]
        response.headers["Vary"] = "Accept"
        return response
