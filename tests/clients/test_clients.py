"""The clients work: the committed ones are what the spec generates now; the TypeScript
package compiles with ``tsc --strict`` and its example plays a whole session against bots
and a whole stateless hand on a live gunicorn; the generated Python client plays a
session there too; openapi-generator generates typescript-fetch, kotlin and swift5
without an error, and the TypeScript output compiles."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import uuid
from pathlib import Path

from tests.readme import readme_block

REPO = Path(__file__).resolve().parents[2]
TYPESCRIPT = REPO / "clients" / "typescript"


def test_committed_typescript_and_python_clients_are_what_the_spec_generates(tools):
    assert tools.stale() == [], "run: make clients"


def test_what_pip_install_leaves_in_the_python_client_tree_does_not_make_it_stale(
        tools, tmp_path):
    """`pip install ./clients/python` (the README's way) builds in the source tree; the
    check compared that build too and called the committed client stale. A changed or
    extra source file still counts."""
    committed, generated = tmp_path / "committed", tmp_path / "generated"
    for tree in (committed, generated):
        (tree / "stichwerk_client").mkdir(parents=True)
        (tree / "stichwerk_client" / "client.py").write_text("x = 1\n")
    for left in ("build/lib/stichwerk_client/client.py", "stichwerk_client.egg-info/PKG-INFO",
                 "dist/stichwerk_client-1.0.tar.gz", "stichwerk_client/__pycache__/c.pyc"):
        (committed / left).parent.mkdir(parents=True, exist_ok=True)
        (committed / left).write_text("built")
    assert tools.tree_diff(committed, generated) == []
    (committed / "stichwerk_client" / "extra.py").write_text("")
    (generated / "stichwerk_client" / "client.py").write_text("x = 2\n")
    assert tools.tree_diff(committed, generated) == ["stichwerk_client/client.py",
                                                     "stichwerk_client/extra.py"]


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


def test_typescript_errors_keep_their_shape_behind_a_proxy_page_and_for_delete(tools,
                                                                              live_server):
    """examples/errors.ts: a StichwerkError from an HTML 502 (code from the status, not
    undefined), a 503's Retry-After, a 204 DELETE that is no error; the API's own 401, 403
    and, after the host's DELETE, 404."""
    tools.ensure_node_modules(TYPESCRIPT)
    tools.run([tools.node_bin(TYPESCRIPT, "tsc"), "-p", "tsconfig.json"], cwd=TYPESCRIPT)
    proc = subprocess.run(["node", "dist/examples/errors.js", live_server], cwd=TYPESCRIPT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    assert got["page"] == {"code": "bad_gateway", "status": 502, "retryAfter": None,
                           "errors": {}}
    assert (got["busy"]["code"], got["busy"]["retryAfter"]) == ("unavailable", 7)
    assert (got["refused"]["code"], got["refused"]["status"]) == ("invalid_token", 401)
    assert (got["notHost"]["code"], got["notHost"]["status"]) == ("host_only", 403)
    assert (got["gone"]["code"], got["gone"]["status"]) == ("session_not_found", 404)


def test_python_client_plays_a_session_against_bots_on_a_live_server(live_server):
    sys.path.insert(0, str(REPO / "clients" / "python"))
    try:
        from stichwerk_client import AuthenticatedClient, Client
        from stichwerk_client.api.legal_moves import post_legal_moves
        from stichwerk_client.api.moves import post_moves
        from stichwerk_client.api.sessions import (
            get_session,
            post_session_hints,
            post_session_moves,
            post_sessions,
        )
        from stichwerk_client.api.states import post_states
        from stichwerk_client.models import (
            KarnoeffelLegalMovesResponse,
            KarnoeffelMoveApplied,
            KarnoeffelPlayMove,
            LegalMovesRequestWithState,
            MoveRequestWithState,
            SessionBotSeatRequest,
            SessionCreateRequest,
            SessionHumanSeatRequest,
            SessionMoveRequest,
            WattenSession,
            WattenSessionCreated,
            WattenSessionMoveApplied,
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
        # the stateless bodies are typed: exactly one of `state` and `state_token`
        state = dealt.parsed.state.to_dict()
        legal = post_legal_moves.sync("karnoeffel", client=anonymous,
                                      body=LegalMovesRequestWithState.from_dict(
                                          {"state": state}))
        assert isinstance(legal, KarnoeffelLegalMovesResponse), legal
        assert all(isinstance(m, KarnoeffelPlayMove) for m in legal.moves), legal.moves
        moved = post_moves.sync("karnoeffel", client=anonymous,
                                body=MoveRequestWithState.from_dict(
                                    {"state": state, "move": legal.moves[0].to_dict()}))
        assert isinstance(moved, KarnoeffelMoveApplied), moved
    assert isinstance(created, WattenSessionCreated), created
    token = created.seat_tokens[0].token
    with AuthenticatedClient(base_url=live_server, token=token) as seat:
        hint = post_session_hints.sync_detailed(created.id, client=seat)
        assert hint.status_code == 200, hint.content
        session = play_to_the_end(seat, created.id, get_session, post_session_moves,
                                  SessionMoveRequest, WattenSessionMoveApplied)
        # every answer names its game, and the client reads it as that game's own model
        assert isinstance(get_session.sync(created.id, client=seat), WattenSession)
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
    # a seed goes up to 2^53: a 64-bit integer in the typed languages (it was an Int, and
    # reading a seed the service drew failed in generated clients)
    reveal = next((out / "kotlin").rglob("SeedReveal.kt")).read_text(encoding="utf-8")
    assert re.search(r"val seed: kotlin\.Long\b", reveal), reveal


def test_the_readme_python_client_example_runs_as_written(live_server):
    """README "Clients" → "Python": the block as written, against a live gunicorn."""
    block = readme_block("### Python", "python")
    assert block.count("http://127.0.0.1:8000") == 2
    namespace: dict[str, object] = {}
    sys.path.insert(0, str(REPO / "clients" / "python"))
    try:
        exec(compile(block.replace("http://127.0.0.1:8000", live_server), "README.md",
                     "exec"), namespace)
        from stichwerk_client.models import WattenSessionMoveApplied
    finally:
        sys.path.pop(0)
    outcome = namespace["outcome"]
    assert isinstance(outcome, WattenSessionMoveApplied), outcome
    assert outcome.legal is True and outcome.version > namespace["me"].version


def test_the_readme_typescript_example_compiles_strictly_and_runs(tools, live_server):
    """README "Clients" → "TypeScript": the ``ts`` block as written (its import made
    relative to a scratch folder inside the package, so that the package's node_modules
    and ``"type": "module"`` apply), compiled with the package's strict tsconfig together
    with ``src/`` and run against a live gunicorn; it must make a legal move."""
    block = readme_block("### TypeScript", "ts")
    assert block.count('"./src/index.js"') == 1 and "http://127.0.0.1:8000" in block
    tools.ensure_node_modules(TYPESCRIPT)
    scratch = TYPESCRIPT / f".readme-check-{uuid.uuid4().hex}"
    scratch.mkdir()
    try:
        (scratch / "readme.ts").write_text(
            block.replace('"./src/index.js"', '"../src/index.js"')
                 .replace("http://127.0.0.1:8000", live_server)
            + "\nconsole.log(JSON.stringify(outcome));\n", encoding="utf-8")
        (scratch / "tsconfig.json").write_text(json.dumps({
            "extends": "../tsconfig.json",
            "compilerOptions": {"outDir": "dist", "rootDir": ".."},
            "include": ["../src/**/*.ts", "readme.ts"]}), encoding="utf-8")
        tools.run([tools.node_bin(TYPESCRIPT, "tsc"), "-p", str(scratch / "tsconfig.json")],
                  cwd=TYPESCRIPT)
        proc = subprocess.run(["node", str(scratch / "dist" / scratch.name / "readme.js")],
                              cwd=TYPESCRIPT, capture_output=True, text=True, timeout=120,
                              check=False)
    finally:
        shutil.rmtree(scratch)
    assert proc.returncode == 0, proc.stderr
    outcome = json.loads(proc.stdout.strip().splitlines()[-1])
    assert outcome["legal"] is True, outcome
