"""Every Watten vector file of tests/vectors/ through the HTTP API.

The engine tests run the same files through `Game.apply`; here every step is a request
(`POST /states`, `/moves`, `/legal-moves`, `/views`) checked against the OpenAPI spec by
the `client` fixture, so the vectors hold for a client that only speaks HTTP.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.service.http_harness import create_state, legal_moves, play, post_move

VECTORS = Path(__file__).resolve().parents[2] / "vectors"
GAME = "watten"


def load(name: str, key: str) -> list[dict[str, Any]]:
    data: dict[str, Any] = json.loads((VECTORS / name).read_text(encoding="utf-8"))
    items: list[dict[str, Any]] = data[key]
    return items


SCENARIOS = [s for name in ("watten_raising.json", "watten_hands.json",
                            "watten_variants.json") for s in load(name, "scenarios")]
TRICKS = load("watten_tricks.json", "vectors")
LEGALITY = load("watten_legality.json", "vectors")


def subset(expected: Any, actual: Any, where: str) -> None:
    if isinstance(expected, dict):
        assert isinstance(actual, dict), f"{where}: expected an object, got {actual!r}"
        for key, value in expected.items():
            assert key in actual, f"{where}.{key}: missing"
            subset(value, actual[key], f"{where}.{key}")
    else:
        assert expected == actual, f"{where}: expected {expected!r}, got {actual!r}"


def start(client: FlaskClient, options: dict[str, Any], preset: str | None, dealer: int,
          hands: list[list[str]], scores: list[int] | None) -> dict[str, Any]:
    """A fresh hand dealt by ``dealer``; other scores are set the way a client resuming
    a match would: a posted ``hand_over`` state with those scores, then a `deal`."""
    body: dict[str, Any] = {"options": options, "seed": 7, "dealer": dealer,
                            "deal": {"hands": hands}}
    if preset:
        body["preset"] = preset
    if not scores or not any(scores):
        return create_state(client, GAME, **body)
    players = len(hands)
    prev = (dealer - 1) % players
    body.update(dealer=prev, deal=None)
    del body["deal"]
    state = create_state(client, GAME, **body)
    suit_caller = dealer if players == 3 else prev
    for move in ({"seat": dealer, "type": "call_rank", "rank": "A"},
                 {"seat": suit_caller, "type": "call_suit", "suit": "E"},
                 {"seat": dealer, "type": "raise"},
                 {"seat": (dealer + 1) % players, "type": "fold"}):
        state = play(client, GAME, state, move)
    state["scores"] = list(scores)
    for derived in ("to_act", "tense"):
        del state[derived]
    return play(client, GAME, state, {"seat": dealer, "type": "deal", "hands": hands})


def legal_cards(client: FlaskClient, state: dict[str, Any], seat: int) -> set[str]:
    moves = legal_moves(client, GAME, state, seat=seat)["moves"]
    return {m["card"] for m in moves if m["type"] == "play" and "call" not in m}


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["id"] for s in SCENARIOS])
def test_scenario_over_http(client: FlaskClient, scenario: dict[str, Any]) -> None:
    state = start(client, scenario.get("options") or {}, scenario.get("preset"),
                  scenario["dealer"], scenario["hands"], scenario.get("scores"))
    for i, step in enumerate(scenario["steps"]):
        where = f"{scenario['id']} step {i}"
        if "move" in step:
            outcome = post_move(client, GAME, state, step["move"])
            if "reject" in step:
                assert outcome["legal"] is False, f"{where}: {step['move']} was accepted"
                assert outcome["error"]["code"] == step["reject"], where
                if "allowed" in step:
                    assert sorted(outcome["error"]["allowed"]) == sorted(step["allowed"]), where
            else:
                assert outcome["legal"] is True, f"{where}: {outcome.get('error')}"
                for wanted in step.get("events", []):
                    assert any(all(e.get(k) == v for k, v in wanted.items())
                               for e in outcome["events"]), f"{where}: no event {wanted}"
                if "winner" in step:
                    assert outcome["trick"]["complete"], where
                    assert outcome["trick"]["winner"] == step["winner"], where
                for key in ("hand", "match"):
                    if key in step:
                        if step[key] is None:
                            assert outcome[key] is None, where
                        else:
                            subset(step[key], outcome[key], f"{where} {key}")
                state = outcome["state"]
        if "expect" in step:
            subset(step["expect"], state, f"{where} state")
        if "hands" in step:
            assert [set(h) for h in state["hands"]] == [set(h) for h in step["hands"]], where
        if "legal_cards" in step:
            seat = step["legal_cards"]["seat"]
            assert legal_cards(client, state, seat) == set(step["legal_cards"]["cards"]), where


@pytest.mark.parametrize("vector", TRICKS, ids=[v["id"] for v in TRICKS])
def test_trick_vector_over_http(client: FlaskClient, vector: dict[str, Any]) -> None:
    """The trick as trick 1 of a real hand. With tok_mode off Bavarian Watten has no duty
    at all, so the fillers (the cards not played) cannot change what is legal."""
    leader, plays = vector["leader"], vector["plays"]
    options = {"criticals": vector["criticals"], "tok_mode": "off"}
    schlag, trump = vector["schlag"], vector["trump"]
    fillers = [f"{s}{r}" for s in "EGHS" for r in "AKOUT987" if f"{s}{r}" not in plays]
    hands: list[list[str]] = [[] for _ in range(4)]
    for k, code in enumerate(plays):
        hands[(leader + k) % 4].append(code)
    for hand in hands:
        while len(hand) < 5:
            hand.append(fillers.pop())
    dealer = (leader - 1) % 4
    state = create_state(client, GAME, options=options, seed=1, dealer=dealer,
                         deal={"hands": hands})
    state = play(client, GAME, state, {"seat": leader, "type": "call_rank", "rank": schlag})
    state = play(client, GAME, state, {"seat": dealer, "type": "call_suit", "suit": trump})
    outcome: dict[str, Any] = {}
    for k, code in enumerate(plays):
        outcome = post_move(client, GAME, state, {"seat": (leader + k) % 4, "type": "play",
                                                  "card": code})
        assert outcome["legal"], outcome
        state = outcome["state"]
    assert outcome["trick"] == {"leader": leader, "complete": True, "winner": vector["winner"],
                                "cards": [{"seat": (leader + k) % 4, "card": c}
                                          for k, c in enumerate(plays)]}


@pytest.mark.parametrize("vector", LEGALITY, ids=[v["id"] for v in LEGALITY])
def test_legality_vector_over_http(client: FlaskClient, vector: dict[str, Any]) -> None:
    state = create_state(client, GAME, options=vector.get("options") or {}, seed=1, dealer=0,
                         deal={"hands": vector["hands"]})
    if "schlag" in vector:
        state = play(client, GAME, state, {"seat": 1, "type": "call_rank",
                                           "rank": vector["schlag"]})
        state = play(client, GAME, state, {"seat": 0, "type": "call_suit",
                                           "suit": vector["trump"]})
    for move in vector.get("moves", []):
        state = play(client, GAME, state, move)
    actor = vector["actor"]
    legal = set(vector["legal"]) | set(vector.get("filler_legal", []))
    if "legal" in vector and state["phase"] == "play" and state["to_act"] == [actor]:
        assert legal_cards(client, state, actor) == legal
    for code in state["hands"][actor]:
        outcome = post_move(client, GAME, state, {"seat": actor, "type": "play", "card": code})
        if code in legal:
            assert outcome["legal"] is True, (code, outcome)
        else:
            assert outcome["legal"] is False, code
            assert outcome["error"]["code"] == vector["violation"], outcome["error"]
            assert sorted(outcome["error"]["allowed"]) == sorted(legal)
