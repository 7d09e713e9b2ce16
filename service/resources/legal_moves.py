"""``POST /v1/games/{game}/legal-moves``."""

from __future__ import annotations

from typing import Any

from flask.typing import ResponseReturnValue
from flask.views import MethodView

from engine.game import Game
from service import actions
from service.blueprint import Blueprint, json_response
from service.gamedocs import example_refs
from service.resources._docs import BODY_ERRORS, errors
from service.schemas.requests import LegalMovesRequestSchema
from service.schemas.responses import LegalMovesResponseSchema

blp = Blueprint("legal-moves", __name__, url_prefix="/v1/games/<game:game>/legal-moves",
                description="Who may act and what they may do")


@blp.route("")
class LegalMoves(MethodView):
    @blp.arguments(LegalMovesRequestSchema(), examples=example_refs("legal-moves"))
    @blp.response(200, LegalMovesResponseSchema())
    @errors(blp, *BODY_ERRORS)
    def post(self, body: dict[str, Any], game: Game[Any, Any]) -> ResponseReturnValue:
        """List the legal moves of one seat, or of every seat."""
        return json_response(actions.legal_moves(game, body))
