"""``POST /v1/games/{game}/bot-moves``: the move a bot would make."""

from __future__ import annotations

from typing import Any

from flask.typing import ResponseReturnValue
from flask.views import MethodView

from engine.game import Game
from service import actions
from service.blueprint import Blueprint, json_response
from service.gamedocs import example_refs
from service.resources._docs import BODY_ERRORS, ERROR_TEXT, errors
from service.schemas.requests import BotMoveRequestSchema
from service.schemas.responses import BotMoveResponseSchema

blp = Blueprint("bot-moves", __name__, url_prefix="/v1/games/<game:game>/bot-moves",
                description="Bots: a move chosen from the seat's legal moves")


@blp.route("")
class BotMoves(MethodView):
    @blp.arguments(BotMoveRequestSchema(), examples=example_refs("bot-move"))
    @blp.response(200, BotMoveResponseSchema())
    @errors(blp, *BODY_ERRORS, e422=ERROR_TEXT[422] + "; `unsupported_bot_level`: the "
            "level is not available yet; `no_legal_moves`: the seat cannot act")
    def post(self, body: dict[str, Any], game: Game[Any, Any]) -> ResponseReturnValue:
        """Choose a move for a seat (the bot sees only that seat's legal moves)."""
        return json_response(actions.bot_move(game, body))
