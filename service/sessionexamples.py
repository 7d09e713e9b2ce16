"""The session routes' success examples: the real answers of one seeded Watten session
played through the app (`EXAMPLE_SESSION_REQUEST`, the request example `watten-seeded`;
embedded store; seed 1 and dealer 0, so the deal and the random bots' moves are the same
on every run), with only the random parts replaced by fixed
values of the same format: the session id, the tokens, the invitation codes, the stream
ticket, the expiry times, and a hint's search seed and time.

They are written to ``service/resources/session_examples.json``, which the app reads at
start (`service.resources._session_examples`: one small file, no session played at
start, the spec dump the same bytes every time). Regenerate it after a change to a
session answer, then the spec (``make openapi`` runs both)::

    python -m service.sessionexamples            # rewrite the file
    python -m service.sessionexamples --check    # exit 1 if the file is stale

A hint is the expert's search within a time budget: its figures (iterations, worlds,
estimates) differ on every run. The file keeps its recorded hint as long as everything
but those figures is still what the route answers (`comparable`), so a rewrite changes
nothing when no answer changed. tests/service/test_success_examples.py plays the same
session and compares each example with the live answer, field by field.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from service.gamedocs import EXAMPLE_ELAPSED_MS
from service.resources._examples import EXAMPLE_SESSION_REQUEST
from service.resources._session_examples import EXAMPLES_FILE, SESSION_ANSWERS

HINT_REQUEST = {"budget_ms": 20}
EVENTS_SHOWN = 3  # the stream example: the last events of the finished match, then `end`

#: "Now" in the examples (2030-01-01T12:00:00Z): expiry times are this plus their TTL.
EXAMPLE_NOW = 1_893_499_200
EXAMPLE_SESSION_ID = "ExampleSession0000000A"  # 22 URL-safe characters, as a real one
EXAMPLE_SEARCH_SEED = 1
#: A hint's figures that come from its timed search (differ on every run).
SEARCH_FIGURES = ("iterations", "worlds", "stopped_by", "value", "rollouts",
                  "win_probability")


def example_secret(prefix: str, label: str, length: int) -> str:
    """A fixed stand-in of a random secret: ``prefix`` and ``length`` URL-safe
    characters, readable (``stw_host-example-000…``)."""
    return prefix + f"{label}-example-".ljust(length, "0")[:length]


def example_time(ttl_seconds: int) -> str:
    return datetime.fromtimestamp(EXAMPLE_NOW + ttl_seconds, UTC).strftime(
        "%Y-%m-%dT%H:%M:%SZ")


@dataclass
class Answer:
    """One route's real answer: its JSON body, or the text of the event stream."""

    status: int
    value: Any


@dataclass
class PlayedSession:
    """The answers by example name (`SESSION_ANSWERS`), and each random value met on the
    way with its fixed stand-in."""

    answers: dict[str, Answer]
    stand_ins: dict[str, str]


def _json(response: Any) -> Answer:
    return Answer(response.status_code, response.get_json())


def play(client: FlaskClient) -> PlayedSession:
    """Play the example session: create it (invitations), invite seat 2 again, claim
    both seats, read seat 0's session, ask for a hint, move (and a move out of turn),
    read the events, get a stream ticket, rotate seat 0's token, leave both seats (the
    bots then finish the match) and read the spectator's stream of the last events."""
    answers: dict[str, Answer] = {}
    stand_ins: dict[str, str] = {}
    created = client.post("/v1/sessions", json=EXAMPLE_SESSION_REQUEST)
    answers["session-created-answer"] = _json(created)
    body = created.get_json()
    sid, host = body["id"], body["host_token"]
    base = f"/v1/sessions/{sid}"
    stand_ins[sid] = EXAMPLE_SESSION_ID
    stand_ins[host] = example_secret("stw_", "host", 43)
    stand_ins[body["spectator_token"]] = example_secret("stw_", "spectator", 43)
    for invitation in body["invitations"]:
        stand_ins[invitation["code"]] = example_secret(
            "stwi_", f"seat{invitation['seat']}", 22)
    codes = {invitation["seat"]: invitation["code"] for invitation in body["invitations"]}

    reinvited = client.post(f"{base}/seats/2/invitation", headers=_bearer(host))
    answers["session-invitation-answer"] = _json(reinvited)
    codes[2] = reinvited.get_json()["code"]
    stand_ins[codes[2]] = example_secret("stwi_", "seat2-again", 22)

    tokens = {}
    for seat in (0, 2):
        claimed = client.post(f"{base}/seats/{seat}/claim", json={"code": codes[seat]},
                              headers={"Idempotency-Key": f"claim-seat-{seat}-example-key"})
        answers.setdefault("session-seat-claimed-answer", _json(claimed))
        tokens[seat] = claimed.get_json()["token"]
        stand_ins[tokens[seat]] = example_secret("stw_", f"seat{seat}", 43)

    seat0 = _bearer(tokens[0])
    read = client.get(base, headers=seat0)
    answers["session-answer"] = _json(read)
    answers["session-hint-answer"] = _json(
        client.post(f"{base}/hints", json=HINT_REQUEST, headers=seat0))
    move = read.get_json()["legal_moves"][0]
    applied = client.post(f"{base}/moves", json={"move": move}, headers=seat0)
    answers["session-move-applied-answer"] = _json(applied)
    card = applied.get_json()["view"]["hands"][0][0]  # seat 2 must play now, not seat 0
    answers["session-move-rejected-answer"] = _json(client.post(
        f"{base}/moves", json={"move": {"seat": 0, "type": "play", "card": card}},
        headers=seat0))
    answers["session-events-answer"] = _json(client.get(f"{base}/events", headers=seat0))

    ticket = client.post(f"{base}/stream-tickets", headers=seat0)
    answers["session-stream-ticket-answer"] = _json(ticket)
    stand_ins[ticket.get_json()["ticket"]] = example_secret("stt_", "seat0", 43)

    rotated = client.post(f"{base}/seats/0/token",
                          headers={**seat0, "Idempotency-Key": "rotate-seat-0-example-key"})
    answers["session-seat-token-answer"] = _json(rotated)
    tokens[0] = rotated.get_json()["token"]
    stand_ins[tokens[0]] = example_secret("stw_", "seat0-rotated", 43)

    for seat in (0, 2):
        left = client.post(f"{base}/seats/{seat}/leave", headers={
            **_bearer(tokens[seat]), "Idempotency-Key": f"leave-seat-{seat}-example-key"})
        answers.setdefault("session-seat-left-answer", _json(left))
    last = left.get_json()["last_event"]  # the bots finished the match
    stream = client.get(f"{base}/events/stream?after={last - EVENTS_SHOWN}",
                        headers=_bearer(body["spectator_token"]))
    answers["session-event-stream-answer"] = Answer(stream.status_code,
                                                    stream.get_data(as_text=True))
    return PlayedSession(answers, stand_ins)


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def with_stand_ins(value: Any, stand_ins: dict[str, str], ttls: dict[str, int]) -> Any:
    """``value`` with each random value replaced by its stand-in (also inside a string:
    a ticket's ``stream_url``), each ``expires_at`` by `example_time` of its TTL
    (``ttls``: by the object's other keys), a hint's ``seed`` and ``elapsed_ms`` fixed."""
    if isinstance(value, list):
        return [with_stand_ins(item, stand_ins, ttls) for item in value]
    if isinstance(value, str):
        for real, stand_in in stand_ins.items():
            value = value.replace(real, stand_in)
        return value
    if not isinstance(value, dict):
        return value
    out = {key: with_stand_ins(item, stand_ins, ttls) for key, item in value.items()}
    if "expires_at" in out:
        out["expires_at"] = example_time(ttls["ticket" if "ticket" in out else "code"])
    if "elapsed_ms" in out and "budget_ms" in out:  # a search's stats
        out.update(elapsed_ms=EXAMPLE_ELAPSED_MS, seed=EXAMPLE_SEARCH_SEED)
    return out


def comparable(value: Any) -> Any:
    """``value`` without a timed search's figures (`SEARCH_FIGURES`) and its choice
    (``move`` beside ``estimates``): what two runs of the same hint share."""
    if isinstance(value, list):
        return [comparable(item) for item in value]
    if not isinstance(value, dict):
        return value
    return {key: comparable(item) for key, item in value.items()
            if key not in SEARCH_FIGURES and not (key == "move" and "estimates" in value)}


def examples(played: PlayedSession, ttls: dict[str, int],
             recorded: dict[str, Any] | None = None) -> dict[str, Any]:
    """The examples' file content, ``{name: {summary, value}}``, from ``played``; a
    ``recorded`` example is kept where it is `comparable` to the new one (a hint's
    figures)."""
    out = {}
    for name, summary in SESSION_ANSWERS.items():
        value = with_stand_ins(played.answers[name].value, played.stand_ins, ttls)
        old = (recorded or {}).get(name)
        if old is not None and comparable(old["value"]) == comparable(value):
            value = old["value"]
        out[name] = {"summary": summary, "value": value}
    return out


def example_ttls(app: Flask) -> dict[str, int]:
    """The TTLs of an invitation code and of a stream ticket (`with_stand_ins`)."""
    return {"code": app.config["SESSION_INVITATION_TTL_SECONDS"],
            "ticket": app.config["STREAM_TICKET_TTL_SECONDS"]}


def examples_text(content: dict[str, Any]) -> str:
    return json.dumps(content, indent=2, ensure_ascii=False) + "\n"


def recorded_examples(path: Path = EXAMPLES_FILE) -> dict[str, Any] | None:
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m service.sessionexamples",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if the file differs")
    parser.add_argument("--path", type=Path, default=EXAMPLES_FILE)
    args = parser.parse_args(argv)
    from service.app import create_app  # the app reads the file (this module: not at start)

    app = create_app({"TESTING": True})
    recorded = recorded_examples(args.path)
    text = examples_text(examples(play(app.test_client()), example_ttls(app), recorded))
    if args.check:
        if recorded is None or examples_text(recorded) != text:
            print(f"{args.path} is stale: run python -m service.sessionexamples",
                  file=sys.stderr)
            return 1
        return 0
    args.path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
