"""The registry of games the service serves. A game module registers itself on import."""

from __future__ import annotations

from typing import Any

from engine.errors import UnknownGame
from engine.game import Game

_GAMES: dict[str, Game[Any, Any]] = {}


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    _GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game[Any, Any]:
    _load()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id, sorted(_GAMES)) from None


def all_games() -> list[Game[Any, Any]]:
    _load()
    return [_GAMES[k] for k in sorted(_GAMES)]


def _load() -> None:
    # One line per game module: importing it registers the game.
    import engine.games.hearts
    import engine.games.karnoeffel
    import engine.games.watten  # noqa: F401
