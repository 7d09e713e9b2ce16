"""``POST /v1/sessions/{id}/hints``: the expert's estimate of each legal move of the
token's seat (the /play page's hint button).

The stateless ``/bot-moves`` with ``explain`` needs the whole state, which a session's
player never holds (the other hands are hidden). This is the same search on the session's
state, handed only the seat's view (`service.bots.decide`), so a hint knows what the seat
knows and nothing more. Nothing is stored; the search takes a slot of the process's
quota and its budget is clamped to ``BOT_MOVES_MAX_BUDGET_MS`` as on ``/bot-moves``.
"""

from __future__ import annotations

import secrets
import time
from typing import TYPE_CHECKING, Any

from engine.bots import DEFAULT_BUDGET_MS
from engine.results import Stage
from service.bots import EXPERT, decide
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
    budget = min(DEFAULT_BUDGET_MS if budget_ms is None else budget_ms, max_budget_ms)
    seed = secrets.randbits(53)
    started = time.perf_counter()
    decision = decide(game, state, seat, EXPERT, seed, budget, None, True, quota)
    if decision is None:
        raise ApiError(422, "no_legal_moves", f"seat {seat} has no legal move now",
                       {"seat": "no legal move now"})
    stats = {**decision.stats, "elapsed_ms": round((time.perf_counter() - started) * 1000, 3),
             "seed": seed, "budget_ms": budget}
    return {"move": decision.move.to_json(), "level": EXPERT, "stats": stats,
            "estimates": decision.estimates or []}
