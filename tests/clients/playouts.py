"""Seeded random playouts of every game and preset over HTTP, recording every answer.

`record_playout` plays one stateless match stretch (new state, then legal moves, a bot's
choice, the move and every seat's view, until the match is over or ``max_steps``; at a few
steps the expert explains its choice too) and one session (one human seat, bots
elsewhere, until the match is over or ``max_moves``; one hint on the way), and
returns each answer as an `Answer` (the spec's path template, method, status, body). Through
the ``client`` fixture every answer is also validated against the spec (strictly,
openapi-core). Every loop is bounded in count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask.testing import FlaskClient

from engine.registry import all_games, get_game

CASES = [(g.id, preset) for g in all_games() for preset in sorted(g.presets)]
MAX_STEPS = 60
MAX_SESSION_MOVES = 400
EXPLAINED_STEPS = (0, 8, 20)  # stateless steps whose state the expert also explains
EXPLAIN_BUDGET_MS = 20


@dataclass(frozen=True)
class Answer:
    path: str  # the spec's template, e.g. /v1/games/{game}/moves
    method: str
    status: int
    body: Any


def concrete(move: dict[str, Any]) -> dict[str, Any]:
    """A legal-move descriptor (choose ``count`` of ``choose_from``) as one move."""
    if "choose_from" in move:
        return {"seat": move["seat"], "type": move["type"],
                "cards": move["choose_from"][:move["count"]]}
    return move


class Recorder:
    def __init__(self, client: FlaskClient) -> None:
        self.client = client
        self.answers: list[Answer] = []

    def call(self, method: str, template: str, path: str, expect: int, **kw: Any) -> Any:
        response = self.client.open(path, method=method.upper(), **kw)
        body = response.get_json(silent=True)
        assert response.status_code == expect, (path, response.status_code, body)
        self.answers.append(Answer(template, method, response.status_code, body))
        return body


def record_playout(client: FlaskClient, game: str, preset: str, seed: int) -> list[Answer]:
    rec = Recorder(client)
    stateless(rec, game, preset, seed)
    session(rec, game, preset, seed)
    return rec.answers


def stateless(rec: Recorder, game: str, preset: str, seed: int) -> None:
    base = f"/v1/games/{game}"
    t = "/v1/games/{game}"
    rec.call("get", "/v1/games", "/v1/games", 200)
    rec.call("get", t, base, 200)
    state = rec.call("post", t + "/states", base + "/states", 201,
                     json={"preset": preset, "seed": seed})["state"]
    seats = len(state["hands"])
    for step in range(MAX_STEPS):
        if state["phase"] == "match_over":
            break
        rec.call("post", t + "/legal-moves", base + "/legal-moves", 200, json={"state": state})
        choice = rec.call("post", t + "/bot-moves", base + "/bot-moves", 200,
                          json={"state": state, "level": "random", "seed": step})
        if step in EXPLAINED_STEPS:  # the expert's estimates (Hearts: with `same_as`)
            rec.call("post", t + "/bot-moves", base + "/bot-moves", 200,
                     json={"state": state, "level": "expert", "explain": True,
                           "budget_ms": EXPLAIN_BUDGET_MS, "seed": step})
        outcome = rec.call("post", t + "/moves", base + "/moves", 200,
                           json={"state": state, "move": choice["move"]})
        assert outcome["legal"] is True, outcome
        state = outcome["state"]
        if step == 0 or outcome["hand"] is not None:
            for seat in [None, *range(seats)]:
                rec.call("post", t + "/views", base + "/views", 200,
                         json={"state": state, "seat": seat})


def session(rec: Recorder, game: str, preset: str, seed: int) -> None:
    players = get_game(game).resolve_options(preset=preset)
    n = get_game(game).players(players)
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * (n - 1)
    created = rec.call("post", "/v1/sessions", "/v1/sessions", 201,
                       json={"game": game, "preset": preset, "seats": seats, "seed": seed})
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    one = "/v1/sessions/{session_id}"
    current = rec.call("get", one, f"/v1/sessions/{sid}", 200, headers=auth)
    hinted = False
    for _ in range(MAX_SESSION_MOVES):
        if current["status"] == "finished":
            break
        if not hinted and len(current["legal_moves"]) > 1:  # the expert's, as /play asks
            rec.call("post", one + "/hints", f"/v1/sessions/{sid}/hints", 200, headers=auth,
                     json={"budget_ms": EXPLAIN_BUDGET_MS})
            hinted = True
        move = concrete(current["legal_moves"][0])
        current = rec.call("post", one + "/moves", f"/v1/sessions/{sid}/moves", 200,
                           headers=auth, json={"move": move,
                                               "expected_version": current["version"]})
        assert current["legal"] is True, current
    assert current["status"] == "finished", "the session did not finish"
    rec.call("get", one, f"/v1/sessions/{sid}", 200, headers=auth)
    after = 0
    for _ in range(100):
        page = rec.call("get", one + "/events", f"/v1/sessions/{sid}/events?after={after}",
                        200, headers=auth)
        if not page["events"]:
            break
        after = page["events"][-1]["seq"]
    spectator = {"Authorization": f"Bearer {created['spectator_token']}"}
    rec.call("get", one, f"/v1/sessions/{sid}", 200, headers=spectator)
