"""A new session from a create request: the table checked, the first hand dealt, the doc
to store, the secrets shown once and the first events. No store and no bots here:
`service.sessions.usecases.SessionService.create` lets the bots play and stores it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.game import Game
from engine.registry import get_game
from service.bots import available_levels
from service.errors import ApiError
from service.sessions import fairness, seating
from service.sessions.eventlog import EventLog
from service.sessions.refusals import check_target
from service.sessions.tokens import new_token, seat_tokens, token_hash

AnyGame = Game[Any, Any]
Body = dict[str, Any]


@dataclass
class NewSession:
    """What a create request makes before its bots play and it is stored."""

    game: AnyGame
    state: Any
    doc: Body  # what the store keeps (``state`` and ``seq`` are set once the bots played)
    log: EventLog
    secrets_shown: Body  # host and spectator tokens, seat tokens or invitations: once


def checked_seats(game: AnyGame, options: Any, body: Body) -> list[Body]:
    """The request's seats, one per player, at least one human, every bot at a level
    this game has (a human seat's ``level`` is dropped)."""
    players = game.players(options)
    seats = [dict(s) for s in body["seats"]]
    if len(seats) != players:
        raise ApiError(422, "invalid_seats", f"this table has {players} seats; "
                       f"{len(seats)} given", {"seats": f"must list {players} seats"})
    if not any(s["kind"] == "human" for s in seats):
        raise ApiError(422, "invalid_seats", "a session needs at least one human seat",
                       {"seats": "at least one seat must be human"})
    levels = available_levels(game)
    for i, seat in enumerate(seats):
        if seat["kind"] == "human":
            seat.pop("level", None)
        elif seat.get("level") not in levels:
            raise ApiError(422, "unsupported_bot_level",
                           f"bot level {seat.get('level')!r} is not available; "
                           f"available: {', '.join(levels)}",
                           {f"seats[{i}].level": f"available: {', '.join(levels)}"})
    return seats


def new_session(body: Body, max_target: int, now: int,
                invitation_ttl_seconds: int) -> NewSession:
    """The session a create ``body`` asks for, its first hand dealt and logged."""
    game = get_game(body["game"])
    options = game.resolve_options(body.get("options"), body.get("preset"))
    check_target(game, options, max_target,
                 game.match_length_option in (body.get("options") or {}))
    seats = checked_seats(game, options, body)
    dealer = body.get("dealer")
    if dealer is not None:
        dealer = game.check_dealer(options, dealer)
    seeds = fairness.seed_fields(body.get("seed"))
    state = game.new_state(options, seed=seeds["seed"], dealer=dealer)

    host, spectator = new_token(), new_token()
    secrets_shown: Body = {"host_token": host, "spectator_token": spectator}
    doc: Body = {"game": game.id, "seats": seats, "seating": body.get("seating") or
                 "tokens", "spectator": token_hash(spectator),
                 "host": token_hash(host), **seeds, "created": now, "updated": now}
    if body.get("seating") == "invite":
        shown, doc["invitations"] = seating.invitations(seats, now, invitation_ttl_seconds)
        doc["tokens"] = [None] * len(seats)
        secrets_shown["invitations"] = shown
    else:
        secrets_shown["seat_tokens"], doc["tokens"] = seat_tokens(seats)
    log = EventLog(game, 1)
    log.add_plain(game.version(state), {
        "type": "session_started", "game": game.id, "seats": seating.seat_infos(doc),
        "dealer": game.encode(state)["dealer"], **fairness.started_fields(doc)})
    # The first hand is dealt by new_state, not by a move: its hand_dealt (the public
    # facts of the deal, e.g. Karnöffel's face-up cards) is logged here, as every later
    # hand's is by its deal move.
    log.add(state, game.hand_dealt_events(state))
    return NewSession(game, state, doc, log, secrets_shown)
