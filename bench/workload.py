"""What the HTTP bench posts, generated through the HTTP API itself (so the bench does not
depend on engine internals): the games from ``engine.registry.all_games()``, mid-hand
states from seeded random play, and replayable session move sequences.

* A mid-hand state: ``POST /states`` with a seed, then uniform random legal moves of the
  seats in ``to_act`` (``/legal-moves``, ``/moves``) until the first hand ends; the state
  halfway through that hand (by move count) is the sample.
* A session sequence: a session with a seed, a fixed dealer and human seats only (bots
  off) deals the same cards every time, so one recorded sequence of (seat, move) replays
  on any number of fresh sessions created the same way.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from bench.client import Client
from engine.registry import all_games

ROUTES = ("moves", "legal-moves", "views", "states", "bot-moves")
TARGET_ROUTES = ("moves", "legal-moves", "views")  # the ones with a target in issue 15


def game_ids() -> list[str]:
    return [g.id for g in all_games()]


def concrete(move: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A legal move, or a random member of a descriptor's family (a Hearts pass:
    ``count`` cards out of ``choose_from``, posted as ``cards``)."""
    if "choose_from" not in move:
        return move
    cards = rng.sample(move["choose_from"], move["count"])
    return {"seat": move["seat"], "type": move["type"], "cards": cards}


def pick_move(to_act: list[int], moves: list[dict[str, Any]], rng: random.Random
              ) -> dict[str, Any]:
    """A uniform legal move of a seat that must act (out-of-turn moves only when no
    seat in ``to_act`` has one)."""
    mine = [m for m in moves if m["seat"] in to_act] or moves
    return concrete(rng.choice(mine), rng)


def game_path(game: str, route: str) -> str:
    return f"/v1/games/{game}/{route}"


def mid_hand_state(client: Client, game: str, seed: int) -> dict[str, Any]:
    rng = random.Random(f"bench-http:{game}:{seed}")
    state = client.post(game_path(game, "states"), {"seed": seed, "dealer": 0},
                        expect=201)["state"]
    seen = [state]
    while True:
        legal = client.post(game_path(game, "legal-moves"), {"state": state})
        move = pick_move(legal["to_act"], legal["moves"], rng)
        out = client.post(game_path(game, "moves"), {"state": state, "move": move})
        assert out["legal"], out
        if out.get("hand") is not None or out.get("match") is not None:
            break
        state = out["state"]
        seen.append(state)
    return seen[len(seen) // 2]


@dataclass
class GameBodies:
    """For one game: per route, the bodies a load run cycles through."""

    game: str
    bodies: dict[str, list[dict[str, Any]]] = field(default_factory=dict)

    def state_bytes(self) -> int:
        states = [b["state"] for b in self.bodies["moves"]]
        return sum(len(json.dumps(s)) for s in states) // len(states)


def stateless_bodies(client: Client, game: str, count: int) -> GameBodies:
    out = GameBodies(game, {r: [] for r in ROUTES})
    rng = random.Random(f"bench-http-moves:{game}")
    for i in range(count):
        state = mid_hand_state(client, game, seed=1000 + i)
        legal = client.post(game_path(game, "legal-moves"), {"state": state})
        seat = legal["to_act"][0]
        out.bodies["moves"].append(
            {"state": state, "move": pick_move(legal["to_act"], legal["moves"], rng)})
        out.bodies["legal-moves"].append({"state": state})
        out.bodies["views"].append({"state": state, "seat": seat})
        out.bodies["states"].append({"seed": 2000 + i, "dealer": 0})
        out.bodies["bot-moves"].append({"state": state, "seat": seat, "level": "random"})
    for route, bodies in out.bodies.items():  # every body is accepted as it is
        for body in bodies:
            status, reply = client.request("POST", game_path(game, route), body)
            assert status in (200, 201) and reply.get("legal", True), (route, status, reply)
    return out


# --- sessions ---------------------------------------------------------------------------

def session_request(game: str, seed: int, players: int) -> dict[str, Any]:
    return {"game": game, "seed": seed, "dealer": 0, "seats": [{"kind": "human"}] * players}


def players_of(client: Client, game: str, seed: int) -> int:
    state = client.post(game_path(game, "states"), {"seed": seed, "dealer": 0},
                        expect=201)["state"]
    players: int = state["options"]["players"]
    return players


@dataclass
class Session:
    id: str
    tokens: dict[int, str]
    version: int = 0

    def auth(self, seat: int) -> dict[str, str]:
        return {"Authorization": "Bearer " + self.tokens[seat]}


def create_session(client: Client, request: dict[str, Any]) -> Session:
    created = client.post("/v1/sessions", request, expect=201)
    return Session(created["id"], {t["seat"]: t["token"] for t in created["seat_tokens"]},
                   created["version"])


@dataclass
class SessionScript:
    """A replayable sequence of session moves of one game: a whole match (or its first
    ``max_moves`` moves)."""

    game: str
    request: dict[str, Any]
    moves: list[tuple[int, dict[str, Any]]]
    hand_ends: list[int]  # index (in ``moves``) of each move that ended a hand
    finished: bool  # the last move ended the match
    versions: list[int]  # the session's version when created, then after each move


def record_session(client: Client, game: str, max_moves: int = 5000, seed: int = 7
                   ) -> SessionScript:
    """Play one session with uniform random legal moves of the seats in ``to_act`` and
    record them, until the match is over (or ``max_moves``)."""
    request = session_request(game, seed, players_of(client, game, seed))
    session = create_session(client, request)
    rng = random.Random(f"bench-session:{game}:{seed}")
    moves: list[tuple[int, dict[str, Any]]] = []
    hand_ends: list[int] = []
    seats = sorted(session.tokens)
    seen = client.get(f"/v1/sessions/{session.id}", session.auth(seats[0]))
    finished = False
    versions = [session.version]
    while len(moves) < max_moves:
        to_act = seen["view"]["to_act"]
        legal = [m for s in to_act for m in
                 client.get(f"/v1/sessions/{session.id}", session.auth(s))["legal_moves"]]
        move = pick_move(to_act, legal, rng)
        seen = client.post(f"/v1/sessions/{session.id}/moves", {"move": move},
                           session.auth(move["seat"]))
        assert seen["legal"], seen
        moves.append((move["seat"], move))
        versions.append(seen["version"])
        if seen.get("hand") is not None:
            hand_ends.append(len(moves) - 1)
        if seen["status"] != "active":
            finished = True
            break
    client.request("DELETE", f"/v1/sessions/{session.id}", None,
                   session.auth(seats[0]))
    return SessionScript(game, request, moves, hand_ends, finished, versions)


def play(client: Client, session: Session, script: SessionScript, start: int, stop: int
         ) -> list[int]:
    """Post the script's moves ``start:stop`` to ``session`` (each must be legal); the
    session's version after each of them."""
    versions = []
    for seat, move in script.moves[start:stop]:
        out = client.post(f"/v1/sessions/{session.id}/moves", {"move": move},
                          session.auth(seat))
        assert out["legal"], out
        versions.append(out["version"])
    return versions


@dataclass
class SameMatch:
    """A recorded session's match played statelessly: the ``/moves`` bodies in order,
    each hand after the first dealt by an extra ``deal`` request (what a stateless
    client must send; a session deals inside the move that ends the hand)."""

    bodies: list[dict[str, Any]]
    moves: int  # the session moves they stand for (bodies = moves + deals)
    deals: int


def same_match_bodies(client: Client, script: SessionScript) -> SameMatch:
    """The stateless ``/moves`` bodies of ``script``'s match: the same seed and dealer,
    the same moves, and each next hand dealt as the session deals it (a ``deal`` without a
    seed: the match seed deals it, `service.sessions.autoplay.deal_seed`), so the states
    are the session's states."""
    seed = script.request["seed"]
    state = client.post(game_path(script.game, "states"),
                        {"seed": seed, "dealer": script.request["dealer"]},
                        expect=201)["state"]
    bodies: list[dict[str, Any]] = []
    deals = 0

    def post(move: dict[str, Any]) -> dict[str, Any]:
        body = {"state": state, "move": move}
        out = client.post(game_path(script.game, "moves"), body)
        assert out["legal"], out
        bodies.append(body)
        return out["state"]  # type: ignore[no-any-return]

    dealt_after = set(script.hand_ends)  # the moves that ended a hand …
    if script.finished:
        dealt_after.discard(len(script.moves) - 1)  # … but the match's last one
    for i, (_, move) in enumerate(script.moves):
        state = post(move)
        if i in dealt_after:
            legal = client.post(game_path(script.game, "legal-moves"), {"state": state})
            (dealer,) = legal["to_act"]
            state = post({"seat": dealer, "type": "deal"})
            deals += 1
    return SameMatch(bodies, len(script.moves), deals)
