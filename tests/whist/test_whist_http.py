"""Whist through the service, with no change to the service: the service is started
while Whist is registered (conftest.py), and every response is checked against the
OpenAPI spec it generates (`SpecCheckingClient`, as in tests/service/). Stateless routes,
a session with random bots, and the spec itself."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from flask import Flask
from flask.testing import FlaskClient

from service.app import create_app
from tests.conformance.visibility import expected_view
from tests.service.http_harness import (
    SpecCheckingClient,
    bot_move,
    create_state,
    expect_error,
    is_listed,
    legal_moves,
    load_schema,
    post,
    post_move,
    view,
)
from tests.whist import GAME, Whist


@pytest.fixture(scope="module")
def app(whist: Whist) -> Flask:
    """A service started while Whist is registered (the fixture of conftest.py)."""
    return create_app({"TESTING": True})


@pytest.fixture(scope="module")
def spec_schema(app: Flask) -> Any:
    return load_schema(app)


@pytest.fixture
def client(app: Flask, spec_schema: Any) -> Iterator[FlaskClient]:
    c = SpecCheckingClient(app, app.response_class, use_cookies=False)
    c.spec_schema = spec_schema
    yield c


# ----- stateless routes ------------------------------------------------------------------------

def test_get_game_describes_whist_from_its_game_object(client):
    info = client.get("/v1/games/whist").get_json()
    assert info["id"] == "whist" and info["players"] == [4]
    assert info["reason_codes"] == GAME.reason_codes
    assert info["events"] == GAME.events.names() and "trump_set" in info["events"]
    assert set(info["presets"]) == set(GAME.presets)
    assert len(info["deck"]) == 52


def test_the_stateless_routes_play_a_whole_hand_with_the_random_bot(client):
    state = create_state(client, "whist", seed=3, dealer=0, preset="standard")
    assert state["to_act"] == [1] and state["trump_card"] in state["hands"][0]
    for step in range(60):
        listed = legal_moves(client, "whist", state)
        assert listed["moves"] and listed["to_act"] == state["to_act"]
        choice = bot_move(client, "whist", state, seed=step)
        assert choice["level"] == "random" and is_listed(choice["move"], listed["moves"])
        outcome = post_move(client, "whist", state, choice["move"])
        assert outcome["legal"] is True
        assert outcome["state"]["version"] == state["version"] + 1
        state = outcome["state"]
        for seat in (None, 0, 1, 2, 3):
            assert view(client, "whist", state, seat) == expected_view("whist", state, seat)
        if outcome["hand"] is not None:
            break
    assert outcome["hand"]["over"] is True and sum(state["tricks_won"]) == 13
    types = [e["type"] for e in outcome["events"]]
    assert types[:3] == ["card_played", "trick_won", "hand_scored"]
    assert types[3:] in ([], ["match_won"])
    deal = legal_moves(client, "whist", state)["moves"]
    assert deal == [{"seat": 1, "type": "deal"}]
    dealt = post_move(client, "whist", state, {"seat": 1, "type": "deal", "seed": 11})
    assert dealt["legal"] is True and dealt["state"]["hand_number"] == 2
    assert [e["type"] for e in dealt["events"]] == ["hand_dealt", "trump_set"]


def test_a_move_out_of_turn_is_refused_with_a_declared_reason(client):
    state = create_state(client, "whist", seed=4, dealer=0)
    card = state["hands"][2][0]
    outcome = post_move(client, "whist", state, {"seat": 2, "type": "play", "card": card})
    assert outcome["legal"] is False and outcome["error"]["code"] == "not_your_turn"


def test_malformed_whist_input_is_a_422(client):
    state = create_state(client, "whist", seed=4, dealer=0)
    expect_error(post(client, "whist", "moves", {
        "state": state, "move": {"seat": 1, "type": "play", "card": "X9"}}), 422, "bad_card",
        "move.card")
    no_seed = {k: v for k, v in state.items() if k != "seed"}
    expect_error(post(client, "whist", "legal-moves", {"state": no_seed}), 422,
                 "invalid_state", "state.seed")
    expect_error(post(client, "whist", "states", {"options": {"trump_rule": "dealer"}}), 422,
                 "invalid_option")


def test_only_the_random_bot_plays_whist(client):
    state = create_state(client, "whist", seed=4)
    expect_error(post(client, "whist", "bot-moves", {"state": state, "level": "expert"}), 422,
                 "unsupported_bot_level")


# ----- a session -------------------------------------------------------------------------------

def test_a_session_with_one_human_and_three_random_bots_plays_a_whole_hand(client):
    created = client.post("/v1/sessions", json={
        "game": "whist", "seed": 7, "dealer": 3,
        "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3})
    assert created.status_code == 201, created.get_json()
    body = created.get_json()
    sid, token = body["id"], body["seat_tokens"][0]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    spectator = {"Authorization": f"Bearer {body['spectator_token']}"}
    for _ in range(20):
        got = client.get(f"/v1/sessions/{sid}", headers=auth).get_json()
        if got["view"]["hand_number"] > 1 or got["status"] == "finished":
            break
        move = got["legal_moves"][0]
        answer = client.post(f"/v1/sessions/{sid}/moves", headers=auth, json={"move": move})
        assert answer.status_code == 200 and answer.get_json()["legal"] is True
    events = client.get(f"/v1/sessions/{sid}/events?after=0", headers=auth).get_json()
    types = [e["type"] for e in events["events"]]
    assert {"card_played", "trick_won", "hand_scored"} <= set(types)
    watched = client.get(f"/v1/sessions/{sid}/events?after=0", headers=spectator).get_json()
    assert [e["type"] for e in watched["events"]] == types
    seen = client.get(f"/v1/sessions/{sid}", headers=spectator).get_json()["view"]
    assert all(hand is None for hand in seen["hands"])


# ----- the spec ----------------------------------------------------------------------------------

def refs(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "$ref" and isinstance(v, str):
                yield v
            else:
                yield from refs(v)
    elif isinstance(value, list):
        for v in value:
            yield from refs(v)


def test_the_spec_generated_with_whist_registered_documents_it_and_validates(client):
    spec = client.get("/openapi.json").get_json()
    schemas = spec["components"]["schemas"]
    documented = {f"Whist{name}" for name in GAME.schemas()}
    generated = {"WhistCard", "WhistOptions", "WhistMove", "WhistPlayMove", "WhistDealMove",
                 "WhistReasonCode"}
    assert documented | generated <= set(schemas)
    assert {"WhistState", "WhistView"} <= documented
    assert {"$ref": "#/components/schemas/WhistState"} in schemas["GameState"]["oneOf"]
    assert {"$ref": "#/components/schemas/WhistView"} in schemas["GameView"]["oneOf"]
    assert schemas["WhistReasonCode"]["enum"] == sorted(GAME.reason_codes)
    assert schemas["WhistState"]["additionalProperties"] is False
    assert "seed" not in schemas["WhistView"]["properties"]
    game_param = spec["paths"]["/v1/games/{game}/moves"]["parameters"][0]
    assert game_param["schema"] == {"$ref": "#/components/schemas/GameId"}
    assert "whist" in schemas["GameId"]["enum"]
    assert {f"whist-{kind}" for kind in ("new-state", "move", "view", "bot-move")} <= set(
        spec["components"]["examples"])
    missing = sorted({r for r in refs(spec) if r.startswith("#/components/schemas/")
                      and r.rsplit("/", 1)[1] not in schemas})
    assert not missing, missing
    schemathesis.openapi.from_dict(spec).validate()  # the OpenAPI 3 meta-schema


def test_the_operations_reference_whists_examples(client):
    """The operations of an app created after Whist was registered reference Whist's
    examples (request and answer) beside the built-in games', and every reference
    resolves to a component of the same spec."""
    spec = client.get("/openapi.json").get_json()
    components = spec["components"]["examples"]
    for route, kind, status in (("states", "new-state", "201"),
                                ("legal-moves", "legal-moves", "200"),
                                ("moves", "move", "200"), ("moves", "illegal-move", "200"),
                                ("views", "view", "200"), ("bot-moves", "bot-move", "200")):
        operation = spec["paths"][f"/v1/games/{{game}}/{route}"]["post"]
        requests = operation["requestBody"]["content"]["application/json"]["examples"]
        answers = operation["responses"][status]["content"]["application/json"]["examples"]
        for game in ("whist", "watten"):
            name = f"{game}-{kind}"
            assert requests[name] == {"$ref": f"#/components/examples/{name}"}
            assert answers[name] == {"$ref": f"#/components/examples/{name}-answer"}
            assert name in components and name + "-answer" in components
