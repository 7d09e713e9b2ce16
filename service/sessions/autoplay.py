"""What the session does after a human move: the bots play and finished hands are dealt.

Clients never post ``deal``: when a hand is over (`Stage.HAND_OVER`) the session deals
the next one itself (`Game.next_deal`) from the session's ``seed``, the match seed of its
state: the creator's (a seeded, reproducible session) or the secret one the session
committed to (`service.sessions.fairness`). The deal carries no seed of its own, so hand k
of match m is what the stateless API deals for that seed (`engine.dealing.hand_rng`), and
every hand can be checked once the seed is revealed.
Bot seats move through `service.bots.decide`, from their own view only, with random
numbers derived from the same seed. (Sessions stored before fair seeds have no seed and
draw from `secrets`.) It stops when a human must act
or the match is over (`Stage.MATCH_OVER`: the session is ``finished``).

Bot time is bounded per request (`service.quotas`): every bot move gets at most the
per-move budget, all bot moves of one request share the request's budget (then the
rest play ``heuristic``), and the request holds one search slot of the process's
`SearchQuota` from its first search on (503 ``search_capacity_exhausted`` when none is
free: nothing is stored, the client may send the request again). With a ``client`` tab
(`service.quotas.ClientBotTime`), every search also takes its budget from the time left
to the client that sent the request; when less is left, the seat plays ``heuristic``.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Mapping
from contextlib import nullcontext
from typing import Any

from engine.dealing import rng_for
from engine.game import Game
from engine.moves import Move
from engine.results import Stage
from service.bots import EXPERT, decide
from service.quotas import FALLBACK_LEVEL, BotTime, ClientTab, SearchQuota
from service.sessions.eventlog import EventLog
from service.sessions.results import Results

AnyGame = Game[Any, Any]

MAX_AUTO_MOVES = 5_000  # bot moves and deals after one human move (a safety net)


def bot_rng(doc: Mapping[str, Any], version: int, seat: int) -> random.Random:
    seed = doc.get("seed")
    if seed is None:
        return random.Random(secrets.randbits(64))
    return rng_for(seed, "session-bot", version, seat)


def deal_seed(doc: Mapping[str, Any]) -> int | None:
    """The ``seed`` of the session's ``deal`` move: None (the state's match seed, the
    session's seed, deals the hand, as a stateless ``deal`` without a seed does), or a
    fresh one for a session stored before fair seeds."""
    return secrets.randbits(53) if doc.get("seed") is None else None


def bot_move(game: AnyGame, state: Any, seat: int, level: str, rng: random.Random,
             budget_ms: int, quota: SearchQuota | None = None) -> Move:
    """The move of a bot seat (the seat must be able to act)."""
    decision = decide(game, state, seat, level, rng.getrandbits(53), budget_ms, quota=quota)
    if decision is None:
        raise RuntimeError(f"bot seat {seat} has no legal move")
    return decision.move


def answers_for_a_human(game: AnyGame, state: Any, after: Any,
                        seats: list[dict[str, Any]], waiting: list[int], move: Move) -> bool:
    """Whether a bot's ``move`` took a decision away from a human the game waited for: the
    human could make a move of its type before and no longer can (or the hand ended).
    Watten waits for either player of a side (a raise's hold or fold, the pagat tense
    choice, §1.10/§1.11: "any player of the opposing side answers"), and a bot partner
    answered at once: a human never had that decision (in /play's four-player Watten no
    human ever held or folded a raise). The bot now leaves it to the human. Where each seat
    decides for itself (every Hearts seat passes its own cards), the human can still make
    its move after the bot's, and the bots play on as before."""
    for human in (s for s in waiting if seats[s]["kind"] == "human"):
        if any(m.type == move.type for m in game.legal_moves(state, human)) and (
                game.stage(after) is not Stage.IN_HAND
                or not any(m.type == move.type for m in game.legal_moves(after, human))):
            return True
    return False


def leaves_it_to_a_human(game: AnyGame, state: Any, seats: list[dict[str, Any]],
                         waiting: list[int], seat: int) -> bool:
    """Every move the bot ``seat`` may make would answer for a waiting human
    (`answers_for_a_human`): it makes none, and spends no search on one it would drop.
    Stops at its first move that leaves the human the decision (a Hearts pass: the
    first)."""
    if all(seats[s]["kind"] != "human" for s in waiting):
        return False
    return all(answers_for_a_human(game, state, game.apply(state, move).state, seats,
                                   waiting, move)
               for move in game.legal_moves(state, seat))


def advance(game: AnyGame, state: Any, doc: Mapping[str, Any], log: EventLog,
            budget_ms: int, quota: SearchQuota | None = None,
            request_budget_ms: int | None = None, results: Results | None = None,
            client: ClientTab | None = None) -> Any:
    """Let the bots play and deal finished hands until a human must act or the match is
    over; every move goes into ``log``, every hand or match end into ``results``.
    Returns the new state. ``budget_ms`` is each bot
    move's search budget, ``request_budget_ms`` (None: unbounded) the budget of all of
    them together, ``client`` the account of the client who sent the request (None: not
    counted)."""
    if (game.stage(state) is not Stage.HAND_OVER
            and all(seat["kind"] != "bot" for seat in doc["seats"])):
        return state  # nothing to do (every human move of an all-human table): no clock
    clock = BotTime(budget_ms, request_budget_ms if request_budget_ms is not None
                    else MAX_AUTO_MOVES * budget_ms, client)
    with quota.request() if quota is not None else nullcontext():
        return _advance(game, state, doc, log, clock, quota, results)


def _advance(game: AnyGame, state: Any, doc: Mapping[str, Any], log: EventLog,
             clock: BotTime, quota: SearchQuota | None, results: Results | None) -> Any:
    seats = doc["seats"]
    for _ in range(MAX_AUTO_MOVES):
        stage = game.stage(state)
        if stage is Stage.MATCH_OVER:
            return state
        version = game.version(state)
        seat: int | None = None  # who moves: None for a deal
        if stage is Stage.HAND_OVER:
            move = game.next_deal(state, deal_seed(doc))
            if move is None:
                return state
        else:
            waiting = game.to_act(state)
            bots = [s for s in waiting if seats[s]["kind"] == "bot"]
            if not bots:
                return state
            seat = bots[0]
            if leaves_it_to_a_human(game, state, seats, waiting, seat):
                return state
            level = seats[seat]["level"]
            searches = level == EXPERT
            budget = clock.next_budget(searches)
            if budget is None:  # the request's (or its client's) bot time is spent
                level, budget, searches = (FALLBACK_LEVEL if searches else level), 1, False
            with clock.spending(searches):
                move = bot_move(game, state, seat, level, bot_rng(doc, version, seat),
                                budget, quota)
        outcome = game.apply(state, move)
        if seat is not None and answers_for_a_human(game, state, outcome.state, seats,
                                                    waiting, move):
            return state
        state = outcome.state
        log.add(state, outcome.events)
        if results is not None:
            results.add(game.version(state), seat, outcome)
    raise RuntimeError("the bots did not reach a human decision")
