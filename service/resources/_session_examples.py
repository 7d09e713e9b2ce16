"""The session routes' success examples: real answers of one seeded session, recorded in
``session_examples.json`` beside this module by ``python -m service.sessionexamples``
(which says how they are made). The app reads that file at start and registers each as
a component example; the routes reference them by name (`session_answers`), so nothing
is read at import."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from apispec import APISpec

EXAMPLES_FILE = Path(__file__).with_name("session_examples.json")

#: Each example's component name and summary, in the order the session plays them.
SESSION_ANSWERS: dict[str, str] = {
    "session-created-answer": "The session of the request example `watten-seeded`: "
                              "Watten, seed 1, dealer 0, two invited players",
    "session-invitation-answer": "The host invites seat 2 again (the first code is revoked)",
    "session-seat-claimed-answer": "Seat 0 claims its seat with its invitation code",
    "session-answer": "The session as seat 0 reads it: seat 0 must name the trump",
    "session-hint-answer": "The expert's hint for seat 0 (`budget_ms: 20`)",
    "session-move-applied-answer": "Seat 0 names the trump; a bot plays, then seat 2 "
                                   "must act",
    "session-move-rejected-answer": "Seat 0 plays a card while seat 2 must play",
    "session-events-answer": "The event log as seat 0 reads it",
    "session-stream-ticket-answer": "A stream ticket for seat 0",
    "session-seat-token-answer": "Seat 0 rotates its token",
    "session-seat-left-answer": "Seat 0 leaves; the heuristic bot takes the seat",
    "session-event-stream-answer": "The spectator's stream of the finished match (both "
                                   "players left, the bots finished it) with `after` "
                                   "three events before its end: those events, then "
                                   "`end`",
}


def session_answers(*names: str) -> dict[str, dict[str, str]]:
    """A response's ``examples``: references to the named component examples."""
    return {name.removesuffix("-answer"): {"$ref": f"#/components/examples/{name}"}
            for name in names}


def register_session_examples(spec: APISpec) -> None:
    """Every recorded example as a component example (called by the app factory). One
    not recorded yet (a name just added to `SESSION_ANSWERS`) is left out, so that
    ``python -m service.sessionexamples`` can start the app to record it; until then
    tests/service/test_success_examples.py fails."""
    recorded: dict[str, Any] = (json.loads(EXAMPLES_FILE.read_text(encoding="utf-8"))
                                if EXAMPLES_FILE.exists() else {})
    for name in SESSION_ANSWERS:
        if name in recorded:
            spec.components.example(name, recorded[name])
