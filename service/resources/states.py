"""``POST /v1/games/{game}/states``: a new match."""

from __future__ import annotations

from typing import Any

from flask.typing import ResponseReturnValue
from flask.views import MethodView

from engine.game import Game
from service import actions
from service.blueprint import Blueprint, json_response
from service.gamedocs import example_refs
from service.resources._docs import BODY_ERRORS, errors
from service.schemas.requests import NewStateRequestSchema
from service.schemas.responses import StateResponseSchema

blp = Blueprint("states", __name__, url_prefix="/v1/games/<game:game>/states",
                description="New match states (stateless: nothing is stored)")


@blp.route("")
class States(MethodView):
    @blp.arguments(NewStateRequestSchema(), examples=example_refs("new-state"))
    @blp.response(201, StateResponseSchema())
    @errors(blp, *BODY_ERRORS)
    def post(self, body: dict[str, Any], game: Game[Any, Any]) -> ResponseReturnValue:
        """Create a match state with its first hand dealt."""
        return json_response(actions.new_state(game, body), 201)
