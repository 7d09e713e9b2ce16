"""``/healthz`` and ``/readyz``."""

from __future__ import annotations

from flask import current_app
from flask.typing import ResponseReturnValue
from flask.views import MethodView

from service.blueprint import Blueprint, json_response
from service.resources._docs import ERROR_SCHEMA
from service.resources._examples import error_example
from service.schemas.common import HealthSchema, ReadinessSchema
from service.sessions.usecases import SessionService

blp = Blueprint("health", __name__, description="Liveness and readiness probes")


@blp.route("/healthz")
class Health(MethodView):
    @blp.response(200, HealthSchema())
    def get(self) -> ResponseReturnValue:
        """Liveness: the process answers (whatever the session store does)."""
        return json_response({"status": "ok"})


@blp.route("/readyz")
class Ready(MethodView):
    @blp.response(200, ReadinessSchema())
    @blp.alt_response(503, schema=ERROR_SCHEMA, examples=error_example(503),
                      description="`session_store_unavailable`: "
                      "the session store (Redis) does not answer; `Retry-After` is set")
    def get(self) -> ResponseReturnValue:
        """Readiness: the service and its session store can serve requests."""
        sessions: SessionService = current_app.extensions["stichwerk.sessions"]
        return json_response(sessions.ready())  # StoreUnavailable → 503 (service.errors)
