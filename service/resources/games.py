"""``/v1/games``: the game catalogue, and the resource ``/v1/games/{game}`` with what a
client does with one game's states. One blueprint; one MethodView per route.

* ``GET /v1/games``, ``GET /v1/games/{game}``: the games and their options.
* ``POST /v1/games/{game}/states | legal-moves | moves | views | bot-moves``: stateless
  (nothing is stored): the state travels in the body, `service.actions` does the work.

Each stateless route takes `state` or, sealed, `state_token` (`service.sealing`);
`request_sealer` finds the app's sealer for a request that needs one.

The game in the path is resolved before the body is parsed (an unknown game is a 404
whatever the body, `service.blueprint`). Each sub-resource keeps its own OpenAPI tag.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from flask import current_app
from flask.typing import ResponseReturnValue
from flask.views import MethodView

from engine.game import Game
from engine.registry import all_games, get_game
from service import actions
from service.blueprint import Blueprint, json_response
from service.gamedocs import game_list_answer
from service.quotas import QUOTA_EXTENSION
from service.resources._docs import BODY, GAME_404, SEALING_503, STATE_422, errors
from service.schemas.common import MOVE_OUTCOME, GameInfoSchema, GameListSchema
from service.schemas.requests import (
    BotMoveRequestSchema,
    LegalMovesRequestSchema,
    MoveRequestSchema,
    NewStateRequestSchema,
    ViewRequestSchema,
)
from service.schemas.responses import (
    NEW_STATE,
    BotMoveResponseSchema,
    LegalMovesResponseSchema,
    ViewResponseSchema,
)
from service.sealing import EXTENSION as SEALER
from service.sealing import StateSealer, sealing_unavailable

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


def request_sealer(body: Body) -> StateSealer | None:
    """The app's sealer when the request sends a `state_token` or asks `sealed: true`;
    None for a plain request; 503 `state_sealing_unavailable` when no key is set."""
    if "state_token" not in body and not body.get("sealed"):
        return None
    sealer: StateSealer | None = current_app.extensions.get(SEALER)
    if sealer is None:
        raise sealing_unavailable()
    return sealer


def game_list() -> Body:
    return _game_list(tuple(g.id for g in all_games()))


@cache
def _game_list(game_ids: tuple[str, ...]) -> Body:
    """Keyed by the registered ids, so a game registered later is listed."""
    return game_list_answer([get_game(i) for i in game_ids])


@cache
def game_info(game_id: str) -> Body:
    return get_game(game_id).info()


# The codes each stateless route answers with, per status (service.resources._docs).
NEW_STATE_ERRORS = {**BODY, **GAME_404, 422: (
    "validation_error", "unknown_preset", "unknown_option", "invalid_option",
    "invalid_option_combination", "invalid_deal", "bad_card", "invalid_input",
    "sealed_deal_not_allowed"),
    503: SEALING_503}
STATE_ERRORS = {**BODY, **GAME_404, 422: STATE_422, 503: SEALING_503}
MOVE_ERRORS = {**BODY, **GAME_404, 422: (
    *STATE_422, "unknown_move_type", "invalid_deal", "sealed_deal_not_allowed"),
    503: SEALING_503}
BOT_MOVE_ERRORS = {**BODY, **GAME_404, 422: (
    *STATE_422, "unsupported_bot_level", "no_legal_moves"), 429: ("rate_limited",),
    503: (*SEALING_503, "search_capacity_exhausted")}


@blp.route("")
class Games(MethodView):
    @blp.response(200, GameListSchema())
    @blp.game_examples("game-list")
    def get(self) -> ResponseReturnValue:
        """List the games with player counts, presets and options."""
        return json_response(game_list())


@blp.route(GAME)
class GameResource(MethodView):
    @blp.response(200, GameInfoSchema())
    @errors(blp, GAME_404)
    @blp.game_examples("game")
    def get(self, game: AnyGame) -> ResponseReturnValue:
        """Describe one game: options, presets, deck with card names, moves, reason codes."""
        return json_response(game_info(game.id))


@blp.route(GAME + "/states", tags=["states"])
class States(MethodView):
    @blp.arguments(NewStateRequestSchema(), required=False)  # every field optional: no body = {}
    @blp.response(201, NEW_STATE, description="The new state (or its `state_token`)")
    @errors(blp, NEW_STATE_ERRORS, notes={
        "sealed_deal_not_allowed": "`seed` or `deal` with `sealed: true`"})
    @blp.game_examples("new-state")
    def post(self, body: Body, game: AnyGame) -> ResponseReturnValue:
        """Create a match state with its first hand dealt (sealed on request)."""
        return json_response(actions.new_state(game, body, request_sealer(body)), 201)


@blp.route(GAME + "/legal-moves", tags=["legal-moves"])
class LegalMoves(MethodView):
    @blp.arguments(LegalMovesRequestSchema())
    @blp.response(200, LegalMovesResponseSchema())
    @errors(blp, STATE_ERRORS)
    @blp.game_examples("legal-moves")
    def post(self, body: Body, game: AnyGame) -> ResponseReturnValue:
        """List the legal moves of one seat, or of every seat."""
        return json_response(actions.legal_moves(game, body, request_sealer(body)))


@blp.route(GAME + "/moves", tags=["moves"])
class Moves(MethodView):
    @blp.arguments(MoveRequestSchema())
    @blp.response(200, MOVE_OUTCOME, description="The outcome: `legal: true` with the new "
                  "state and events, or `legal: false` with the rule violation")
    @errors(blp, MOVE_ERRORS, notes={
        "sealed_deal_not_allowed": "a `deal` move with `seed` or `hands` on a `state_token`"})
    @blp.game_examples("move")
    def post(self, body: Body, game: AnyGame) -> ResponseReturnValue:
        """Apply a move to a state; nothing is stored."""
        return json_response(actions.apply_move(game, body, request_sealer(body)))


@blp.route(GAME + "/views", tags=["views"])
class Views(MethodView):
    @blp.arguments(ViewRequestSchema())
    @blp.response(200, ViewResponseSchema())
    @errors(blp, STATE_ERRORS)
    @blp.game_examples("view")
    def post(self, body: Body, game: AnyGame) -> ResponseReturnValue:
        """Redact a state for one seat (seat null: a spectator)."""
        return json_response(actions.view(game, body, request_sealer(body)))


@blp.route(GAME + "/bot-moves", tags=["bot-moves"])
class BotMoves(MethodView):
    @blp.arguments(BotMoveRequestSchema())
    @blp.response(200, BotMoveResponseSchema())
    @errors(blp, BOT_MOVE_ERRORS, notes={
        "unsupported_bot_level": "the level is not available for this game",
        "no_legal_moves": "the seat cannot act (or, without `seat`, no seat can)"})
    @blp.game_examples("bot-move")
    def post(self, body: Body, game: AnyGame) -> ResponseReturnValue:
        """Choose a move for a seat (the bot sees only that seat's legal moves)."""
        return json_response(actions.bot_move(
            game, body, current_app.extensions[QUOTA_EXTENSION],
            current_app.config["BOT_MOVES_MAX_BUDGET_MS"], request_sealer(body)))
