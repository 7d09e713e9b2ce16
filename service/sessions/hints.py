"""``POST /v1/sessions/{id}/hints``: the expert's estimate of each legal move of the
token's seat (the /play page's hint button).

The stateless ``/bot-moves`` with ``explain`` needs the whole state, which a session's
player never holds (the other hands are hidden). This is the same search on the session's
state, handed only the seat's view (`service.actions.search_answer`), so a hint knows what the seat
knows and nothing more. Nothing is stored; the search takes a slot of the process's
quota and its budget is clamped to ``BOT_MOVES_MAX_BUDGET_MS`` as on ``/bot-moves``.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from engine.results import Stage
from service.actions import search_answer
from service.bots import EXPERT
from service.errors import ApiError
from service.quotas import SearchQuota
from service.sessions.tokens import Role, parse_bearer

if TYPE_CHECKING:
    from service.sessions.usecases import SessionService


def hint(svc: SessionService, sid: str, authorization: str | None, budget_ms: int | None,
         max_budget_ms: int, quota: SearchQuota | None) -> dict[str, Any]:
    """``{move, level, stats, estimates}`` for the token's seat, as ``/bot-moves`` answers
    with ``level: expert`` and ``explain: true``."""
    loaded = svc._load(sid, parse_bearer(authorization))
    seat, game = loaded.viewer.seat, loaded.game
    if seat is None:
        if loaded.viewer.role is Role.SPECTATOR:
            raise ApiError(403, "spectator_read_only", "a spectator token cannot ask for "
                           "a hint", {"Authorization": "spectator token"})
        raise ApiError(403, "host_cannot_move", "the host token holds no seat: it cannot "
                       "ask for a hint", {"Authorization": "host token"})
    state = svc._state(game, sid, loaded.revision, loaded.doc["state"],
                       loaded.write_id)
    if game.stage(state) is Stage.MATCH_OVER or not game.legal_moves(state, seat):
        raise ApiError(422, "no_legal_moves", f"seat {seat} has no legal move now",
                       {"seat": "no legal move now"})
    return search_answer(game, state, seat, EXPERT, secrets.randbits(53), budget_ms,
                         max_budget_ms, None, True, quota)
