"""``/healthz`` and ``/readyz``."""

from __future__ import annotations

from flask.typing import ResponseReturnValue
from flask.views import MethodView

from service.blueprint import Blueprint, json_response
from service.schemas.common import HealthSchema, ReadinessSchema

blp = Blueprint("health", __name__, description="Liveness and readiness probes")


@blp.route("/healthz")
class Health(MethodView):
    @blp.response(200, HealthSchema())
    def get(self) -> ResponseReturnValue:
        """Liveness: the process answers."""
        return json_response({"status": "ok"})


@blp.route("/readyz")
class Ready(MethodView):
    @blp.response(200, ReadinessSchema())
    def get(self) -> ResponseReturnValue:
        """Readiness: the service and its session store can serve requests."""
        # Sessions are not implemented yet: the store is the embedded (in-process) one,
        # which is always ready. A Redis store will answer 503 here when it is down.
        return json_response({"status": "ok", "store": "embedded"})
