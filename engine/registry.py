"""The one list of games. The service, the bots, the docs, the bench and the tests all
read it; each game object carries what belongs to it (options, rules, bot kit, the
documentation of its state, view and events).

A game package never imports this module, so there is no import cycle: the registry
imports the games, not the other way round. A test or a plug-in adds a game with one
line, ``register(game)`` (or the `registered` context manager).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from engine.errors import UnknownGame
from engine.game import Game
from engine.games.hearts import HEARTS_GAME
from engine.games.karnoeffel import KARNOEFFEL
from engine.games.watten import WATTEN

AnyGame = Game[Any, Any]

_GAMES: dict[str, AnyGame] = {g.id: g for g in (HEARTS_GAME, KARNOEFFEL, WATTEN)}


def register(game: AnyGame) -> AnyGame:
    """Add a game (a test's or a plug-in's). Its id must be new."""
    if game.id in _GAMES and _GAMES[game.id] is not game:
        raise ValueError(f"a game with id {game.id!r} is already registered")
    _GAMES[game.id] = game
    return game


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)


@contextmanager
def registered(game: AnyGame) -> Iterator[AnyGame]:
    """``with registered(game): ...``: the game is served for the block only."""
    register(game)
    try:
        yield game
    finally:
        unregister(game.id)


def get_game(game_id: str) -> AnyGame:
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(game_id, sorted(_GAMES)) from None


def all_games() -> list[AnyGame]:
    return [_GAMES[k] for k in sorted(_GAMES)]
