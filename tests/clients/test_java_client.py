"""The Java client that openapi-generator 7.26 makes of the spec (``java``, library
``native``: java.net.http and Jackson) reads every answer of random playouts of every game
and preset as that game's models: a Watten session as ``WattenSession``, a Karnöffel
session move as ``KarnoeffelSessionMoveApplied``, and nothing of another game anywhere in
the decoded tree. The client is generated and compiled once per spec
(`clients.py` `java_client`, against Debian's Jackson: `make java` installs it), and
``clients/tools/java/DecodeAnswers.java`` reads each recorded body as the client's API
classes do (``ApiClient.createDefaultObjectMapper().readValue(body, ReturnType)``), the
return type taken from the generated API class of the answer's operation."""

from __future__ import annotations

import json
import re
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from engine.registry import all_games, get_game
from service.gamedocs import prefix
from tests.clients.playouts import CASES, Answer, Recorder, concrete, record_playout
from tests.service.http_harness import SpecCheckingClient, load_schema
from tests.service.sealed_support import KEY_A, sealed_app

GAMES = sorted({game for game, _ in CASES})
PREFIXES = tuple(prefix(g) for g in all_games())
NO_GAME = "-"  # an answer of no one game: GET /v1/games
JAVA_TIMEOUT = 120


@pytest.fixture(scope="module")
def sealed_client() -> Any:
    """A spec-checking client of an app with a ``STATE_TOKEN_KEYS`` key."""
    app = sealed_app(KEY_A)
    client = SpecCheckingClient(app, app.response_class, use_cookies=False)
    client.spec_schema = load_schema(app)
    return client


def record_sealed(client: Any, game: str, preset: str) -> list[Answer]:
    """A sealed new state and a sealed move (an app with a ``STATE_TOKEN_KEYS`` key):
    their answers differ from the plain ones by ``state_token`` against ``state``, and
    by ``sealed`` (true), the value a client that ignores unknown fields tells them by
    (until ``sealed`` was added, the Java client found both arms matching and threw)."""
    rec = Recorder(client)
    token, moves = dealt_and_listed(rec, game, {"preset": preset, "sealed": True},
                                    "state_token")
    rec.call("post", "/v1/games/{game}/moves", f"/v1/games/{game}/moves", 200,
             json={"state_token": token, "move": concrete(moves[0])})
    return rec.answers


def dealt_and_listed(rec: Recorder, game: str, body: dict[str, Any],
                     key: str) -> tuple[Any, list[dict[str, Any]]]:
    """A new state (``body`` for ``POST .../states``; ``key``: ``state`` or
    ``state_token``, what the answer holds it in) and its legal moves."""
    t, base = "/v1/games/{game}", f"/v1/games/{game}"
    held = rec.call("post", t + "/states", base + "/states", 201, json=body)[key]
    moves = rec.call("post", t + "/legal-moves", base + "/legal-moves", 200,
                     json={key: held})["moves"]
    return held, moves


def record_rejections(client: Any, game: str, preset: str, seed: int) -> list[Answer]:
    """A stateless move and a session move that the engine rejects (``legal: false``): a
    card the mover does not hold (or a play out of phase), both answered with 200."""
    rec = Recorder(client)
    t, base = "/v1/games/{game}", f"/v1/games/{game}"
    state, moves = dealt_and_listed(rec, game, {"preset": preset, "seed": seed}, "state")
    seat = concrete(moves[0])["seat"]
    deck = sorted({card for hand in state["hands"] for card in hand if card})
    foreign = [card for card in deck if card not in state["hands"][seat]]
    rec.call("post", t + "/moves", base + "/moves", 200,
             json={"state": state, "move": {"seat": seat, "type": "play", "card": foreign[0]}})
    g = get_game(game)
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * (
        g.players(g.resolve_options(preset=preset)) - 1)
    for _ in range(5):  # POST /v1/sessions is rate limited (2 a second per client)
        response = client.post("/v1/sessions", json={"game": game, "preset": preset,
                                                     "seats": seats, "seed": seed})
        if response.status_code != 429:
            break
        time.sleep(1)
    assert response.status_code == 201, response.get_json()
    created = response.get_json()
    one, sid = "/v1/sessions/{session_id}", created["id"]
    auth = {"Authorization": f"Bearer {created['seat_tokens'][0]['token']}"}
    current = rec.call("get", one, f"/v1/sessions/{sid}", 200, headers=auth)
    hand = current["view"]["hands"][0]
    card = next(card for card in deck if card not in hand)
    rec.call("post", one + "/moves", f"/v1/sessions/{sid}/moves", 200, headers=auth,
             json={"move": {"seat": 0, "type": "play", "card": card},
                   "expected_version": current["version"]})
    rejected = [a.body for a in rec.answers if a.path.endswith("/moves")]
    assert [b["legal"] for b in rejected] == [False, False], rejected
    return rec.answers


@dataclass(frozen=True)
class Java:
    classpath: str
    return_types: dict[str, str]  # operationId → the generated API method's return type


@pytest.fixture(scope="module")
def java(tools: Any) -> Java:
    classpath = tools.java_client()
    api = tools.BUILD / "java" / "src" / "src" / "main" / "java" / "stichwerk" / "api"
    found = re.compile(r"public ApiResponse<(\w+)> (\w+)WithHttpInfo\(")
    types = {op: ret for path in api.glob("*.java")
             for ret, op in found.findall(path.read_text(encoding="utf-8"))}
    assert types.get("getSession") == "Session", types
    return Java(classpath, types)


def operation(spec: dict[str, Any], answer: Answer) -> str:
    """The answer's operationId; its status is that operation's one JSON success, so the
    API method's return type is the type that reads it."""
    op = spec["paths"][answer.path][answer.method]
    json_successes = [status for status, response in op["responses"].items()
                      if status.startswith("2") and "application/json" in
                      response.get("content", {})]
    assert json_successes == [str(answer.status)], (answer.path, json_successes)
    return str(op["operationId"])


def arms(spec: dict[str, Any], answer: Answer) -> list[str]:
    """The schema names an answer can be: a reference's, or a union's arms'."""
    op = spec["paths"][answer.path][answer.method]
    schema = op["responses"][str(answer.status)]["content"]["application/json"]["schema"]
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        schema = spec["components"]["schemas"][name]
        if "oneOf" not in schema:
            return [name]
    return [arm["$ref"].rsplit("/", 1)[1] for arm in schema["oneOf"]]


@dataclass(frozen=True)
class Decoded:
    ok: bool
    type: str
    concrete: str
    line: str


def decode(java: Java, folder: Path, rows: list[tuple[str, str, Any]]) -> tuple[
        int, list[Decoded], str]:
    """Run DecodeAnswers on ``rows`` (game prefix or NO_GAME, the Java type, the body),
    written to ``folder``: its exit status, one `Decoded` per row, and its output."""
    manifest = folder / "answers.tsv"
    manifest.write_text("".join(f"{p}\t{t}\t{json.dumps(body)}\n" for p, t, body in rows),
                        encoding="utf-8")
    proc = subprocess.run(["java", "-Xss8m", "-cp", java.classpath, "DecodeAnswers",
                           str(manifest)], capture_output=True, text=True, check=False,
                          timeout=JAVA_TIMEOUT)
    out = [Decoded(line.startswith("OK "), line.split()[2], line.split()[4], line)
           for line in proc.stdout.splitlines() if line.startswith(("OK ", "FAIL "))]
    assert len(out) == len(rows), proc.stdout[-2000:] + proc.stderr[-2000:]
    return proc.returncode, out, proc.stdout + proc.stderr


def rows_of(spec: dict[str, Any], java: Java, game: str,
            answers: list[Answer]) -> list[tuple[str, str, Any]]:
    own = prefix(get_game(game))
    return [(NO_GAME if of_no_game(a) else own, java.return_types[operation(spec, a)],
             a.body) for a in answers]


def of_no_game(answer: Answer) -> bool:
    """An answer with nothing of one game in it: the catalogue, or a new sealed state
    without a view (its state is an opaque token)."""
    return answer.path == "/v1/games" or (answer.path == "/v1/games/{game}/states"
                                          and "view" not in answer.body
                                          and "state_token" in answer.body)


@pytest.mark.parametrize("game", GAMES)
def test_the_java_client_reads_every_answer_of_every_preset_as_its_own_games_models(
        client, playout, sealed_client, spec_schema, java, tmp_path, game):
    """Every answer of a playout of each preset, of two rejected moves and of sealed ones
    (each validated against the spec) decodes; its concrete class is one of the spec's
    variants for it, the own game's where the answer has one per game; no class of
    another game is in it."""
    spec = spec_schema.spec
    presets = [preset for g, preset in CASES if g == game]
    answers = [a for preset in presets for a in playout(game, preset, 11)]
    answers += record_rejections(client, game, presets[0], seed=5)
    answers += record_sealed(sealed_client, game, presets[0])
    rows = rows_of(spec, java, game, answers)
    status, decoded, output = decode(java, tmp_path, rows)
    failed = [d.line for d in decoded if not d.ok]
    assert status == 0 and not failed, "\n".join(failed[:20]) or output[-3000:]
    own = prefix(get_game(game))
    seen: dict[str, set[str]] = {}
    for answer, (_, java_type, _), d in zip(answers, rows, decoded, strict=True):
        assert d.type == java_type
        names = arms(spec, answer)
        assert d.concrete in names, (answer.path, d.line)
        if any(n.startswith(PREFIXES) for n in names):  # one variant per game
            assert d.concrete.startswith(own), (answer.path, answer.body, d.line)
        seen.setdefault(java_type, set()).add(d.concrete)
    # every per-game answer of a playout, as this game's class
    assert {t: c for t, c in seen.items() if t in {
        "GameInfo", "LegalMovesResponse", "BotMoveResponse", "PostMoves200Response",
        "Session", "PostSessionMoves200Response", "SessionEvents"}} == {
        "GameInfo": {f"{own}GameInfo"},
        "LegalMovesResponse": {f"{own}LegalMovesResponse"},
        "BotMoveResponse": {f"{own}BotMoveResponse"},
        "PostMoves200Response": {f"{own}MoveApplied", f"{own}SealedMoveApplied",
                                 f"{own}MoveRejected"},
        "Session": {f"{own}Session"},
        "PostSessionMoves200Response": {f"{own}SessionMoveApplied",
                                        f"{own}SessionMoveRejected"},
        "SessionEvents": {f"{own}SessionEvents"},
    }
    print(f"{game}: {len(rows)} answers decoded; " + "; ".join(
        f"{t} -> {', '.join(sorted(c))}" for t, c in sorted(seen.items())))


@pytest.fixture(scope="module")
def watten_answers(app: Flask) -> list[Answer]:
    return record_playout(app.test_client(), "watten", "two-player", seed=3)


def test_decode_answers_fails_on_an_answer_of_another_game_or_one_it_cannot_read(
        spec_schema, java, tmp_path, watten_answers):
    """The harness catches a wrong class: Watten answers labelled Hearts fail (each one of
    a game), and so does a Watten session whose ``game`` says hearts (no class reads it),
    while the same answers with their own label pass."""
    spec = spec_schema.spec
    rows = rows_of(spec, java, "watten", watten_answers)
    status, decoded, _ = decode(java, tmp_path, rows)
    assert status == 0 and all(d.ok for d in decoded)

    as_hearts = [("Hearts" if p != NO_GAME else p, t, body) for p, t, body in rows]
    status, decoded, _ = decode(java, tmp_path, as_hearts)
    assert status == 1
    assert [d.ok for d in decoded] == [p == NO_GAME for p, _, _ in as_hearts]

    session = next(a.body for a in watten_answers if a.path == "/v1/sessions/{session_id}")
    status, decoded, _ = decode(java, tmp_path, [("Hearts", "Session",
                                                  {**session, "game": "hearts"})])
    assert status == 1 and not decoded[0].ok and decoded[0].concrete != "HeartsSession"
