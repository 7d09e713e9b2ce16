"""The resources: one blueprint each."""

from __future__ import annotations

from service.blueprint import Blueprint
from service.resources import (
    bot_moves,
    games,
    health,
    legal_moves,
    moves,
    sessions,
    states,
    views,
)

BLUEPRINTS: list[Blueprint] = [
    games.blp, states.blp, legal_moves.blp, moves.blp, views.blp, bot_moves.blp, sessions.blp,
    health.blp,
]
