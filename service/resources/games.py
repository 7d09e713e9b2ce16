"""``/v1/games``: the game catalogue, and the resource ``/v1/games/{game}`` with what a
client does with one game's states. One blueprint; one MethodView per route.

* ``GET /v1/games``, ``GET /v1/games/{game}``: the games and their options.
* ``POST /v1/games/{game}/states | legal-moves | moves | views | bot-moves``: stateless
  (nothing is stored): the state travels in the body, `service.actions` does the work.

The game in the path is resolved before the body is parsed (an unknown game is a 404
whatever the body, `service.blueprint`). Each sub-resource keeps its own OpenAPI tag.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from flask.typing import ResponseReturnValue
from flask.views import MethodView

from engine.game import Game
from engine.registry import all_games, get_game
from service import actions
from service.blueprint import Blueprint, json_response
from service.gamedocs import answer_refs, example_refs
from service.resources._docs import BODY_ERRORS, ERROR_TEXT, errors
from service.schemas.common import MOVE_OUTCOME, GameInfoSchema, GameListSchema
from service.schemas.requests import (
    BotMoveRequestSchema,
    LegalMovesRequestSchema,
    MoveRequestSchema,
    NewStateRequestSchema,
    ViewRequestSchema,
)
from service.schemas.responses import (
    BotMoveResponseSchema,
    LegalMovesResponseSchema,
    StateResponseSchema,
    ViewResponseSchema,
)

AnyGame = Game[Any, Any]
Body = dict[str, Any]

blp = Blueprint("games", __name__, url_prefix="/v1/games",
                description="The games: options, presets, deck, move types, reason codes",
                route_tags={
                    "states": "New match states (stateless: nothing is stored)",
                    "legal-moves": "Who may act and what they may do",
                    "moves": "Apply a move: the new state, or why the move is illegal",
                    "views": "Redacted states: what one seat (or a spectator) may see",
                    "bot-moves": "Bots: a move chosen from the seat's legal moves",
                })

GAME = "/<game:game>"


def game_list() -> Body:
    return _game_list(tuple(g.id for g in all_games()))


@cache
def _game_list(game_ids: tuple[str, ...]) -> Body:
    """Keyed by the registered ids, so a game registered later is listed."""
    return {"games": [{**get_game(i).summary(), "options": get_game(i).info()["options"]}
                      for i in game_ids]}


@cache
def game_info(game_id: str) -> Body:
    return get_game(game_id).info()


@blp.route("")
class Games(MethodView):
    @blp.response(200, GameListSchema())
    def get(self) -> ResponseReturnValue:
        """List the games with player counts, presets and options."""
        return json_response(game_list())


@blp.route(GAME)
class GameResource(MethodView):
    @blp.response(200, GameInfoSchema())
    @errors(blp, 404)
    def get(self, game: AnyGame) -> ResponseReturnValue:
        """Describe one game: options, presets, deck with card names, moves, reason codes."""
        return json_response(game_info(game.id))


@blp.route(GAME + "/states", tags=["states"])
class States(MethodView):
    @blp.arguments(NewStateRequestSchema(), examples=example_refs("new-state"))
    @blp.response(201, StateResponseSchema(), examples=answer_refs("new-state"))
    @errors(blp, *BODY_ERRORS)
    def post(self, body: Body, game: AnyGame) -> ResponseReturnValue:
        """Create a match state with its first hand dealt."""
        return json_response(actions.new_state(game, body), 201)


@blp.route(GAME + "/legal-moves", tags=["legal-moves"])
class LegalMoves(MethodView):
    @blp.arguments(LegalMovesRequestSchema(), examples=example_refs("legal-moves"))
    @blp.response(200, LegalMovesResponseSchema(), examples=answer_refs("legal-moves"))
    @errors(blp, *BODY_ERRORS)
    def post(self, body: Body, game: AnyGame) -> ResponseReturnValue:
        """List the legal moves of one seat, or of every seat."""
        return json_response(actions.legal_moves(game, body))


@blp.route(GAME + "/moves", tags=["moves"])
class Moves(MethodView):
    @blp.arguments(MoveRequestSchema(), examples=example_refs("move"))
    @blp.response(200, MOVE_OUTCOME, description="The outcome: `legal: true` with the new "
                  "state and events, or `legal: false` with the rule violation",
                  examples=answer_refs("move"))
    @errors(blp, *BODY_ERRORS)
    def post(self, body: Body, game: AnyGame) -> ResponseReturnValue:
        """Apply a move to a state; nothing is stored."""
        return json_response(actions.apply_move(game, body))


@blp.route(GAME + "/views", tags=["views"])
class Views(MethodView):
    @blp.arguments(ViewRequestSchema(), examples=example_refs("view"))
    @blp.response(200, ViewResponseSchema(), examples=answer_refs("view"))
    @errors(blp, *BODY_ERRORS)
    def post(self, body: Body, game: AnyGame) -> ResponseReturnValue:
        """Redact a state for one seat (seat null: a spectator)."""
        return json_response(actions.view(game, body))


@blp.route(GAME + "/bot-moves", tags=["bot-moves"])
class BotMoves(MethodView):
    @blp.arguments(BotMoveRequestSchema(), examples=example_refs("bot-move"))
    @blp.response(200, BotMoveResponseSchema())
    @errors(blp, *BODY_ERRORS, e422=ERROR_TEXT[422] + "; `unsupported_bot_level`: the "
            "level is not available for this game; `no_legal_moves`: the seat cannot act")
    def post(self, body: Body, game: AnyGame) -> ResponseReturnValue:
        """Choose a move for a seat (the bot sees only that seat's legal moves)."""
        return json_response(actions.bot_move(game, body))
