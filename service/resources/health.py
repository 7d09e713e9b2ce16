"""``/healthz`` and ``/readyz``.

``/healthz`` (liveness) never touches the session store, so a frozen or dead Redis can
never fail it (and never restart a pod). ``/readyz`` (readiness) proves the store can
WRITE: a short-lived key is set, so a read-only replica or a Redis at ``maxmemory`` takes
the instance out of the load balancer; it answers within ``REDIS_TIMEOUT_MS``, and at
once while the store's circuit breaker is open (`service.sessions.stores.breaker`)."""

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
    @blp.response(200, HealthSchema(), example={"status": "ok"})
    def get(self) -> ResponseReturnValue:
        """Liveness: the process answers (whatever the session store does)."""
        return json_response({"status": "ok"})


@blp.route("/readyz")
class Ready(MethodView):
    @blp.response(200, ReadinessSchema(), examples={
        store: {"summary": f"The {store} session store writes", "value": {
            "status": "ok", "store": store}} for store in ("embedded", "redis")})
    @blp.alt_response(503, schema=ERROR_SCHEMA, examples=error_example(503, session=True),
                      description="`session_store_unavailable`: "
                      "the session store (Redis) does not answer or cannot write (a "
                      "read-only replica); `session_store_full`: Redis is at `maxmemory`; "
                      "`Retry-After` is set")
    def get(self) -> ResponseReturnValue:
        """Readiness: the service and its session store can serve requests (a write)."""
        sessions: SessionService = current_app.extensions["stichwerk.sessions"]
        return json_response(sessions.ready())  # StoreUnavailable → 503 (service.errors)
