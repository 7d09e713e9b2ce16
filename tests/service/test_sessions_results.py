"""Every hand end and the match end are reported (issue 13, "Every result reported").

A whole match of one human against bots, on both stores: a session move's answer lists in
``results`` every hand that ended during that request, also those the bots ended after
the move, and ``match`` once the match ended, whoever ended it; ``GET /v1/sessions/{id}``
carries the latest hand end and, once over, the match result. The reference is the
session's own event log: each ``hand_scored`` event is a hand end (README "Events": it
carries the ``points``, ``scores``, ``winners`` and ``reason`` of the ``hand`` result),
``match_won`` the match end."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.service.sessions_support import concrete, create, events, get, move

MAX_MOVES = 2_000  # a bound on the human moves of one match (a match needs far fewer)


def hand_of(event: dict[str, Any]) -> dict[str, Any]:
    return {"over": True, "points": event["points"], "scores": event["scores"],
            "winners": event["winners"], "reason": event["reason"]}


# Seat 0 is the human; Watten with a low target so the match has several hands.
MATCHES = [
    ("watten", {"options": {"target": 11}}),
    ("hearts", {"options": {"target": 50}}),
    ("karnoeffel", {}),
]


@pytest.mark.parametrize("game, options", MATCHES, ids=[g for g, _ in MATCHES])
def test_every_hand_end_and_the_match_end_of_a_match_against_bots_are_reported(
        api, game, options):
    created = create(api, game, ["human", "random", "random", "random"], seed=7, dealer=1,
                     **options)
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    rng = random.Random(5)
    reported: list[dict[str, Any]] = []
    matches: list[dict[str, Any]] = []
    by_bots = 0
    session = get(api, sid, token).json()
    assert session["last_hand"] is None and session["match"] is None
    for _ in range(MAX_MOVES):
        if session["status"] == "finished":
            break
        mv = concrete(rng.choice(session["legal_moves"]), rng)
        answer = move(api, sid, token, mv).json()
        assert answer["legal"] is True, answer
        # Each hand end of this answer is one of its hand_scored events, in order.
        scored = [e for e in answer["events"] if e["type"] == "hand_scored"]
        assert [r["hand"] for r in answer["results"]] == [hand_of(e) for e in scored]
        assert [r["version"] for r in answer["results"]] == [e["version"] for e in scored]
        # `hand` keeps its meaning: the hand the client's own move ended.
        own = [r["hand"] for r in answer["results"] if r["seat"] == 0]
        assert answer["hand"] == (own[0] if own and answer["results"][0]["seat"] == 0
                                  else None)
        by_bots += sum(r["seat"] != 0 for r in answer["results"])
        reported += answer["results"]
        won = [e for e in answer["events"] if e["type"] == "match_won"]
        assert answer["match"] == ({"over": True, "winners": won[0]["winners"]} if won
                                   else None)
        if answer["match"] is not None:
            matches.append(answer["match"])
        session = get(api, sid, token).json()
        assert session["last_hand"] == (reported[-1] if reported else None)
    else:
        pytest.fail(f"the match did not end within {MAX_MOVES} moves")

    log = events(api, sid, token, limit=1000).json()["events"]
    scored = [e for e in log if e["type"] == "hand_scored"]
    assert len(scored) >= 2, "a match of one hand would not test much"
    assert [r["hand"] for r in reported] == [hand_of(e) for e in scored]
    assert by_bots >= 1, "no hand was ended by a bot: the case of the issue is not covered"
    won = [e for e in log if e["type"] == "match_won"]
    assert len(won) == 1 and matches == [{"over": True, "winners": won[0]["winners"]}]
    assert session["match"] == matches[0] and session["last_hand"] == reported[-1]
    assert session["view"]["phase"] == "match_over"
