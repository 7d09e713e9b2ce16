"""What each stateless route does with the engine, as plain functions of JSON values.

No Flask here: each function takes the parsed request body and returns the response
body (a dict). Engine errors (`MalformedInput`, `UnknownGame`) propagate and are mapped
to HTTP in `service.errors`; a rule violation is part of the result of `apply_move`.

Sealed states (`service.sealing`): with a `StateSealer` (the request sent a
`state_token`, or `sealed: true`), the state comes from the token and goes back as a new
token; the answer's events are redacted for the request's `seat` (a spectator without
one), and the deal cannot be chosen (no `seed`, `deal` or explicit `hands`: the point of a
sealed state is that its holder did not pick it).
"""

from __future__ import annotations

import secrets
import time
from typing import Any

from engine import dealing
from engine.bots import DEFAULT_BUDGET_MS, BotUnavailable
from engine.dealing import Deal
from engine.errors import IllegalMove
from engine.game import Game
from engine.moves import DEAL
from service import metrics
from service.bots import decide
from service.errors import ApiError
from service.quotas import SearchQuota
from service.sealing import StateSealer
from service.violations import violation_json

AnyGame = Game[Any, Any]
Body = dict[str, Any]


def check_seat(game: AnyGame, state: Any, seat: int | None, path: str = "seat") -> None:
    """A seat must exist at this table (422 otherwise, `engine.dealing.check_seat`);
    None passes."""
    if seat is not None:
        dealing.check_seat(seat, game.num_players(state), path)


def load_state(game: AnyGame, body: Body, sealer: StateSealer | None) -> Any:
    """The request's state: from `state_token` (opened by ``sealer``) or `state`."""
    token = body.get("state_token")
    if token is not None:
        assert sealer is not None, "a state_token request needs the sealer"
        return game.decode(sealer.open(game.id, token))
    return game.decode(body["state"])


def state_answer(game: AnyGame, state: Any, body: Body, sealer: StateSealer | None,
                 out: Body) -> Body:
    """``out`` with the state (sealed when there is a ``sealer``; ``sealed`` says which,
    so that a client tells the two answers apart by a value, not by which field is
    there) and, for a `seat` in the request, that seat's view."""
    encoded = game.encode(state)
    out["sealed"] = sealer is not None
    if sealer is None:
        out["state"] = encoded
    else:
        out["state_token"] = sealer.seal(game.id, encoded)
    seat = body.get("seat")
    if seat is not None:
        out["view"] = game.view(state, seat)
    return out


def sealed_deal_not_allowed(path: str) -> ApiError:
    return ApiError(422, "sealed_deal_not_allowed",
                    "a sealed state deals from its own hidden seed: its holder chooses no "
                    "seed and no hands", {path: "not allowed with a sealed state"})


def new_state(game: AnyGame, body: Body, sealer: StateSealer | None = None) -> Body:
    if sealer is not None:
        for name in ("seed", "deal"):
            if body.get(name) is not None:
                raise sealed_deal_not_allowed(name)
    options = game.resolve_options(body.get("options"), body.get("preset"))
    dealer = body.get("dealer")
    if dealer is not None:
        dealer = game.check_dealer(options, dealer)
    deal = None
    deal_body = body.get("deal")
    if deal_body is not None:
        hands = deal_body.get("hands")
        deal = Deal(hands=None if hands is None else game.parse_deal(options, hands).hands,
                    seed=deal_body.get("seed"))
    state = game.new_state(options, seed=body.get("seed"), dealer=dealer, deal=deal)
    check_seat(game, state, body.get("seat"))
    return state_answer(game, state, body, sealer, {})


def legal_moves(game: AnyGame, body: Body, sealer: StateSealer | None = None) -> Body:
    state = load_state(game, body, sealer)
    seat = body.get("seat")
    check_seat(game, state, seat)
    return {"game": game.id, "to_act": game.to_act(state),
            "moves": game.legal_moves_json(state, seat)}


def apply_move(game: AnyGame, body: Body, sealer: StateSealer | None = None) -> Body:
    state = load_state(game, body, sealer)
    seat = body.get("seat")
    check_seat(game, state, seat)
    move = game.parse_move(body["move"], state)
    if sealer is not None and move.type == DEAL:
        if move.seed is not None:
            raise sealed_deal_not_allowed("move.seed")
        if move.hands is not None:
            raise sealed_deal_not_allowed("move.hands")
    try:
        outcome = game.apply(state, move)
    except IllegalMove as exc:
        metrics.count_violation(game.id, exc.violation.code)
        return {"game": game.id, "legal": False,
                "error": violation_json(game, state, move.seat, exc.violation)}
    events = outcome.events
    if sealer is not None:
        events = [game.events.redact(event, seat) for event in events]
    out = state_answer(game, outcome.state, body, sealer, {"game": game.id, "legal": True})
    out.update({
        "events": events,
        "trick": outcome.trick.to_json() if outcome.trick is not None else None,
        "hand": outcome.hand.to_json() if outcome.hand is not None else None,
        "match": outcome.match.to_json() if outcome.match is not None else None,
    })
    return out


def view(game: AnyGame, body: Body, sealer: StateSealer | None = None) -> Body:
    state = load_state(game, body, sealer)
    seat = body["seat"]
    check_seat(game, state, seat)
    return {"view": game.view(state, seat)}


def bot_move(game: AnyGame, body: Body, quota: SearchQuota | None = None,
             max_budget_ms: int | None = None,
             sealer: StateSealer | None = None) -> Body:
    """A bot's move. The search budget is the request's ``budget_ms`` (or the default)
    clamped to ``max_budget_ms`` (``BOT_MOVES_MAX_BUDGET_MS``); ``stats.budget_ms`` says
    which budget the search got. A search takes a slot of ``quota`` (`service.quotas`)."""
    level = body["level"]  # one of the contract's levels (the request schema checks)
    state = load_state(game, body, sealer)
    seat = body.get("seat")
    if seat is None:
        to_act = game.to_act(state)
        if not to_act:
            raise ApiError(422, "no_legal_moves", "no seat may act in this state",
                           {"state.to_act": "empty"})
        seat = to_act[0]
    check_seat(game, state, seat)
    seed = body.get("seed")
    if seed is None:
        seed = secrets.randbits(53)
    return search_answer(game, state, seat, level, seed, body.get("budget_ms"),
                         max_budget_ms, body.get("iterations"), bool(body.get("explain")),
                         quota)


def search_answer(game: AnyGame, state: Any, seat: int, level: str, seed: int,
                  budget_ms: int | None, max_budget_ms: int | None, iterations: int | None,
                  explain: bool, quota: SearchQuota | None) -> Body:
    """``{move, level, stats[, estimates]}``: one bot decision for ``seat`` (the bot sees
    only that seat's view), timed, with the budget it got (``budget_ms`` or the default,
    clamped to ``max_budget_ms``). `/bot-moves` and a session's hints answer this."""
    budget = DEFAULT_BUDGET_MS if budget_ms is None else budget_ms
    if max_budget_ms is not None:
        budget = min(budget, max_budget_ms)
    started = time.perf_counter()
    try:
        decision = decide(game, state, seat, level, seed, budget, iterations, explain, quota)
    except BotUnavailable as exc:
        raise ApiError(422, "unsupported_bot_level", f"{exc}",
                       {"level": "not available for this game"}) from None
    elapsed = (time.perf_counter() - started) * 1000
    if decision is None:
        raise ApiError(422, "no_legal_moves", f"seat {seat} has no legal move in this state",
                       {"seat": "no legal move now"})
    stats = {**decision.stats, "elapsed_ms": round(elapsed, 3), "seed": seed,
             "budget_ms": budget}
    out: Body = {"game": game.id, "move": decision.move.to_json(), "level": level,
                 "stats": stats}
    if explain:
        out["estimates"] = decision.estimates or []
    return out
