"""``POST /v1/games/{game}/views``: the state as one seat may see it."""

from __future__ import annotations

from typing import Any

from flask.typing import ResponseReturnValue
from flask.views import MethodView

from engine.game import Game
from service import actions
from service.blueprint import Blueprint, json_response
from service.gamedocs import example_refs
from service.resources._docs import BODY_ERRORS, errors
from service.schemas.requests import ViewRequestSchema
from service.schemas.responses import ViewResponseSchema

blp = Blueprint("views", __name__, url_prefix="/v1/games/<game:game>/views",
                description="Redacted states: what one seat (or a spectator) may see")


@blp.route("")
class Views(MethodView):
    @blp.arguments(ViewRequestSchema(), examples=example_refs("view"))
    @blp.response(200, ViewResponseSchema())
    @errors(blp, *BODY_ERRORS)
    def post(self, body: dict[str, Any], game: Game[Any, Any]) -> ResponseReturnValue:
        """Redact a state for one seat (seat null: a spectator)."""
        return json_response(actions.view(game, body))
