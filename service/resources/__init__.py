"""The resources: one blueprint each. Sessions (``/v1/sessions``) will be added here."""

from __future__ import annotations

from service.blueprint import Blueprint
from service.resources import bot_moves, games, health, legal_moves, moves, states, views

BLUEPRINTS: list[Blueprint] = [
    games.blp, states.blp, legal_moves.blp, moves.blp, views.blp, bot_moves.blp, health.blp,
]
