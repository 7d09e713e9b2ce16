"""``/v1/games``: the game catalogue."""

from __future__ import annotations

from functools import cache
from typing import Any

from flask.typing import ResponseReturnValue
from flask.views import MethodView

from engine.game import Game
from engine.registry import all_games, get_game
from service.blueprint import Blueprint, json_response
from service.resources._docs import errors
from service.schemas.common import GameInfoSchema, GameListSchema

blp = Blueprint("games", __name__, url_prefix="/v1/games",
                description="The games: options, presets, deck, move types, reason codes")


@cache
def game_list() -> dict[str, Any]:
    return {"games": [{**g.summary(), "options": g.info()["options"]} for g in all_games()]}


@cache
def game_info(game_id: str) -> dict[str, Any]:
    return get_game(game_id).info()


@blp.route("")
class Games(MethodView):
    @blp.response(200, GameListSchema())
    def get(self) -> ResponseReturnValue:
        """List the games with player counts, presets and options."""
        return json_response(game_list())


@blp.route("/<game:game>")
class GameResource(MethodView):
    @blp.response(200, GameInfoSchema())
    @errors(blp, 404)
    def get(self, game: Game[Any, Any]) -> ResponseReturnValue:
        """Describe one game: options, presets, deck with card names, moves, reason codes."""
        return json_response(game_info(game.id))
