"""``POST /v1/games/{game}/moves``: apply a move to a posted state (pure)."""

from __future__ import annotations

from typing import Any

from flask.typing import ResponseReturnValue
from flask.views import MethodView

from engine.game import Game
from service import actions
from service.blueprint import Blueprint, json_response
from service.gamedocs import example_refs
from service.resources._docs import BODY_ERRORS, errors
from service.schemas.common import MOVE_OUTCOME
from service.schemas.requests import MoveRequestSchema

blp = Blueprint("moves", __name__, url_prefix="/v1/games/<game:game>/moves",
                description="Apply a move: the new state, or why the move is illegal")


@blp.route("")
class Moves(MethodView):
    @blp.arguments(MoveRequestSchema(), examples=example_refs("move"))
    @blp.response(200, MOVE_OUTCOME, description="The outcome: `legal: true` with the new "
                  "state and events, or `legal: false` with the rule violation")
    @errors(blp, *BODY_ERRORS)
    def post(self, body: dict[str, Any], game: Game[Any, Any]) -> ResponseReturnValue:
        """Apply a move to a state; nothing is stored."""
        return json_response(actions.apply_move(game, body))
