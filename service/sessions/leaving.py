"""A seat leaves (``POST /v1/sessions/{id}/seats/{seat}/leave``): what the write stores
and answers, without Flask or a store (`SessionService.leave` writes it with one
compare-and-set).

The seat's token stops working and a bot takes the seat over (`seating.leave`); the bots
then play on until a human must act or the match is over, as after a move. A finished
match cannot be left (409 ``match_over``): its log ends with the match.

**Retries.** The token is dead once the leave is written, so a leave whose answer was
lost (a dropped connection, a 503 after which the write still landed) was answered 401
``invalid_token`` when sent again: the client could not tell a seat that left from a bad
token. Sent with an ``Idempotency-Key``, the answer is stored with the write as a move's
is (`idempotency.leave_key`: per token and seat, for ``IDEMPOTENCY_TTL_SECONDS``), and the
same leave again (the same token and key) answers it again with ``Idempotent-Replayed:
true``; nothing is written twice. The answer holds only what every reader of the session
may see (the seat, its bot, the version, the status, the newest event).
"""

from __future__ import annotations

from typing import Any

from engine.game import Game
from engine.results import Stage
from service.bots import available_levels
from service.errors import ApiError
from service.quotas import ClientTab, SearchQuota
from service.sessions import autoplay, fairness, seating
from service.sessions.eventlog import EventLog
from service.sessions.results import Results

AnyGame = Game[Any, Any]
Body = dict[str, Any]


def leave(game: AnyGame, state: Any, doc: Body, seat: int, budget_ms: int,
          quota: SearchQuota | None, request_budget_ms: int | None,
          client: ClientTab | None = None) -> tuple[Body, EventLog, Body]:
    """``seat`` leaves the session ``doc`` at ``state``: the doc to store, its new log
    entries and the answer (the bots' budgets, and ``client``'s bot time, as for a move:
    `autoplay.advance`)."""
    if game.stage(state) is Stage.MATCH_OVER:
        # The log ends with the match (`seed_revealed` last; streams end with it): a bot
        # could play nothing, and a `seat_left` after it would be missed.
        raise ApiError(409, "match_over", "the match is over: there is no seat to "
                       "leave; the token still reads the finished match",
                       {"_": "match over"})
    new, event = seating.leave(doc, seat, available_levels(game))
    log = EventLog(game, new["seq"] + 1)
    log.add_plain(game.version(state), event)
    results = Results()  # the bots may end hands and the match now
    state = autoplay.advance(game, state, new, log, budget_ms, quota, request_budget_ms,
                             results, client)
    fairness.reveal_if_over(game, state, new, log)
    new.update(state=game.encode(state), seq=log.last_seq, **results.doc_fields(new))
    finished = game.stage(state) is Stage.MATCH_OVER
    return new, log, {
        "seat": seat, "kind": "bot", "level": new["seats"][seat]["level"],
        "version": game.version(state), "status": "finished" if finished else "active",
        "last_event": log.last_seq}
