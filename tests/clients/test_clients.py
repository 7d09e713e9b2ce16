"""The clients work: the committed ones are what the spec generates now; the TypeScript
package compiles with ``tsc --strict`` and its example plays a whole session against bots
and a whole stateless hand on a live gunicorn; the generated Python client plays a
session there too; openapi-generator generates typescript-fetch, kotlin and swift5
without an error, and the TypeScript output compiles."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TYPESCRIPT = REPO / "clients" / "typescript"


def test_committed_typescript_and_python_clients_are_what_the_spec_generates(tools):
    assert tools.stale() == [], "run: make clients"


def test_typescript_example_compiles_strictly_and_plays_a_session_and_a_hand(tools,
                                                                          live_server):
    tools.ensure_node_modules(TYPESCRIPT)
    tools.run([tools.node_bin(TYPESCRIPT, "tsc"), "-p", "tsconfig.json"], cwd=TYPESCRIPT)
    tsconfig = json.loads((TYPESCRIPT / "tsconfig.json").read_text(encoding="utf-8"))
    assert tsconfig["compilerOptions"]["strict"] is True
    proc = subprocess.run(["node", "dist/examples/play.js", live_server], cwd=TYPESCRIPT,
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["session"]["moves"] > 0 and result["stateless"]["moves"] > 0


def test_python_client_plays_a_session_against_bots_on_a_live_server(live_server):
    sys.path.insert(0, str(REPO / "clients" / "python"))
    try:
        from stichwerk_client import AuthenticatedClient, Client
        from stichwerk_client.api.sessions import (
            get_session,
            post_session_hints,
            post_session_moves,
            post_sessions,
        )
        from stichwerk_client.api.states import post_states
        from stichwerk_client.models import (
            SessionBotSeatRequest,
            SessionCreated,
            SessionCreateRequest,
            SessionHumanSeatRequest,
            SessionMoveApplied,
            SessionMoveRequest,
        )
    finally:
        sys.path.pop(0)
    seats = [SessionHumanSeatRequest.from_dict({"kind": "human"})] + [
        SessionBotSeatRequest.from_dict({"kind": "bot", "level": "random"})] * 3
    body = SessionCreateRequest.from_dict({"game": "watten", "seed": 5, "seats": [
        s.to_dict() for s in seats]})
    with Client(base_url=live_server) as anonymous:
        created = post_sessions.sync(client=anonymous, body=body)
        # the routes whose every field is optional take no body at all
        dealt = post_states.sync_detailed("karnoeffel", client=anonymous)
    assert dealt.status_code == 201, dealt.content
    assert isinstance(created, SessionCreated), created
    token = created.seat_tokens[0].token
    with AuthenticatedClient(base_url=live_server, token=token) as seat:
        hint = post_session_hints.sync_detailed(created.id, client=seat)
        assert hint.status_code == 200, hint.content
        session = play_to_the_end(seat, created.id, get_session, post_session_moves,
                                  SessionMoveRequest, SessionMoveApplied)
    assert session.status == "finished"


def play_to_the_end(seat, session_id, get_session, post_session_moves, request, applied):
    session = get_session.sync(session_id, client=seat)
    for _ in range(400):  # a Watten match ends long before
        if session.status == "finished":
            break
        move = session.legal_moves[0].to_dict()
        outcome = post_session_moves.sync(session_id, client=seat,
                                          body=request.from_dict({"move": move}))
        assert isinstance(outcome, applied), outcome
        session = outcome
    return session


def test_openapi_generator_generates_typescript_fetch_kotlin_swift5_and_tsc_compiles(tools):
    out = tools.generators()
    for name in tools.GENERATORS:
        assert any((out / name).rglob("*.*")), name
    assert list((out / "kotlin").rglob("*.kt")) and list((out / "swift5").rglob("*.swift"))
