"""The resources: ``/v1/games`` (the games and the resource ``/v1/games/{game}``),
``/v1/sessions``, and the health probes; one blueprint each."""

from __future__ import annotations

from service.blueprint import Blueprint
from service.resources import front, games, health, live, sessions

BLUEPRINTS: list[Blueprint] = [games.blp, sessions.blp, live.blp, health.blp, front.blp]
