"""What the session does after a human move: the bots play and finished hands are dealt.

Clients never post ``deal``: when a hand is over (`Stage.HAND_OVER`) the session deals
the next one itself (`Game.next_deal`), with a fresh seed from `secrets`, or derived from
the session's ``seed`` when the creator asked for a reproducible session; bot seats move
through `service.bots.decide`, from their own view only. It stops when a human must act
or the match is over (`Stage.MATCH_OVER`: the session is ``finished``).
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Mapping
from typing import Any

from engine.dealing import rng_for
from engine.game import Game
from engine.moves import Move
from engine.results import Stage
from service.bots import decide
from service.sessions.eventlog import EventLog
from service.sessions.results import Results

AnyGame = Game[Any, Any]

MAX_AUTO_MOVES = 5_000  # bot moves and deals after one human move (a safety net)


def bot_rng(doc: Mapping[str, Any], version: int, seat: int) -> random.Random:
    seed = doc.get("seed")
    if seed is None:
        return random.Random(secrets.randbits(64))
    return rng_for(seed, "session-bot", version, seat)


def deal_seed(doc: Mapping[str, Any], version: int) -> int:
    seed = doc.get("seed")
    if seed is None:
        return secrets.randbits(53)
    return rng_for(seed, "session-deal", version).getrandbits(53)


def bot_move(game: AnyGame, state: Any, seat: int, level: str, rng: random.Random,
             budget_ms: int) -> Move:
    """The move of a bot seat (the seat must be able to act)."""
    decision = decide(game, state, seat, level, rng.getrandbits(53), budget_ms)
    if decision is None:
        raise RuntimeError(f"bot seat {seat} has no legal move")
    return decision.move


def advance(game: AnyGame, state: Any, doc: Mapping[str, Any], log: EventLog,
            budget_ms: int, results: Results | None = None) -> Any:
    """Let the bots play and deal finished hands until a human must act or the match is
    over; every move goes into ``log``, every hand or match end into ``results``.
    Returns the new state."""
    seats = doc["seats"]
    for _ in range(MAX_AUTO_MOVES):
        stage = game.stage(state)
        if stage is Stage.MATCH_OVER:
            return state
        version = game.version(state)
        seat: int | None = None  # who moves: None for a deal
        if stage is Stage.HAND_OVER:
            move = game.next_deal(state, deal_seed(doc, version))
            if move is None:
                return state
        else:
            bots = [s for s in game.to_act(state) if seats[s]["kind"] == "bot"]
            if not bots:
                return state
            seat = bots[0]
            move = bot_move(game, state, seat, seats[seat]["level"],
                            bot_rng(doc, version, seat), budget_ms)
        outcome = game.apply(state, move)
        state = outcome.state
        log.add(state, outcome.events)
        if results is not None:
            results.add(game.version(state), seat, outcome)
    raise RuntimeError("the bots did not reach a human decision")
