"""Issue 13: "one correct example per documented status", for the success answers.

The docs (`/docs`) and generated clients show an example for each documented status of
each route; without one, Swagger UI makes one up from the schema. The stateless POST
routes show each game's real answer (tests/service/test_service_openapi.py); here the GET
routes: `/`, `/healthz`, `/readyz`, `/v1/games` and `/v1/games/{game}` show their real
answers too; and the session routes show the answers of one seeded session
(`service.sessionexamples`), which these tests play again and compare field by field,
the random parts (ids, tokens, codes, the ticket, times, a hint's search) by their format.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from flask import Flask

from engine.registry import all_games
from service.app import create_app
from service.resources._session_examples import SESSION_ANSWERS
from service.sessionexamples import (
    EVENTS_SHOWN,
    PlayedSession,
    example_ttls,
    examples,
    examples_text,
    play,
    recorded_examples,
)
from tests.service.http_harness import StrictSpec

Json = dict[str, Any]

# Documented statuses without an example: none (until issue 13's letter audit, the
# session routes' success answers had none: their ids and tokens are random).
WITHOUT_EXAMPLE: set[tuple[str, str, str]] = set()


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app({"TESTING": True})


@pytest.fixture(scope="module")
def spec(app: Flask) -> Json:
    spec: Json = app.test_client().get("/openapi.json").get_json()
    return spec


def resolved(spec: Json, node: Json) -> Json:
    while "$ref" in node:
        target: Any = spec
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def example_values(spec: Json, path: str, method: str, status: str,
                   media: str = "application/json") -> list[Any]:
    response = resolved(spec, spec["paths"][path][method]["responses"][status])
    content = response.get("content", {}).get(media, {})
    values = [resolved(spec, example)["value"]
              for example in content.get("examples", {}).values()]
    if "example" in content:
        values.append(content["example"])
    return values


def test_every_documented_status_shows_an_example(spec):
    missing = set()
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            for status in operation["responses"]:
                if status == "default" or status == "204":  # no status; no body
                    continue
                response = resolved(spec, operation["responses"][status])
                if not any(example_values(spec, path, method, status, media)
                           for media in response["content"]):  # JSON, or an event stream
                    missing.add((method, path, status))
    assert missing == WITHOUT_EXAMPLE


def test_the_probe_examples_are_the_real_answers(app, spec):
    client = app.test_client()
    assert example_values(spec, "/healthz", "get", "200") == [client.get("/healthz").get_json()]
    ready = client.get("/readyz").get_json()  # the embedded store here
    assert ready in example_values(spec, "/readyz", "get", "200")


def test_the_game_list_example_is_the_real_answer(app, spec):
    assert example_values(spec, "/v1/games", "get", "200") == [
        app.test_client().get("/v1/games").get_json()]


def test_each_game_shows_its_real_description(app, spec):
    shown = example_values(spec, "/v1/games/{game}", "get", "200")
    client = app.test_client()
    assert shown == [client.get(f"/v1/games/{game.id}").get_json() for game in all_games()]


def test_the_front_doors_example_is_its_json_index(app, spec):
    index = app.test_client().get("/", headers={"Accept": "application/json"}).get_json()
    assert example_values(spec, "/", "get", "200") == [index]


# ----- the session routes ----------------------------------------------------------------

# Where each session example is shown: (method, path, status, media type).
SHOWN_AT = {
    "session-created-answer": ("post", "/v1/sessions", "201", "application/json"),
    "session-invitation-answer": ("post", "/v1/sessions/{session_id}/seats/{seat}/invitation",
                                  "200", "application/json"),
    "session-seat-claimed-answer": ("post", "/v1/sessions/{session_id}/seats/{seat}/claim",
                                    "200", "application/json"),
    "session-answer": ("get", "/v1/sessions/{session_id}", "200", "application/json"),
    "session-hint-answer": ("post", "/v1/sessions/{session_id}/hints", "200",
                            "application/json"),
    "session-move-applied-answer": ("post", "/v1/sessions/{session_id}/moves", "200",
                                    "application/json"),
    "session-move-rejected-answer": ("post", "/v1/sessions/{session_id}/moves", "200",
                                     "application/json"),
    "session-events-answer": ("get", "/v1/sessions/{session_id}/events", "200",
                              "application/json"),
    "session-stream-ticket-answer": ("post", "/v1/sessions/{session_id}/stream-tickets", "201",
                                     "application/json"),
    "session-seat-token-answer": ("post", "/v1/sessions/{session_id}/seats/{seat}/token",
                                  "200", "application/json"),
    "session-seat-left-answer": ("post", "/v1/sessions/{session_id}/seats/{seat}/leave",
                                 "200", "application/json"),
    "session-event-stream-answer": ("get", "/v1/sessions/{session_id}/events/stream", "200",
                                    "text/event-stream"),
}

TOKEN = re.compile(r"stw_[A-Za-z0-9_-]{43}")
CODE = re.compile(r"stwi_[A-Za-z0-9_-]{22}")
TICKET = re.compile(r"stt_[A-Za-z0-9_-]{43}")
TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
NUMBER = (int, float)
# The random parts of the answers, by their place ("*": any item of a list): a real value
# and its example must both have this format (a pattern, or JSON types), nothing more.
RANDOM: dict[tuple[str, ...], re.Pattern[str] | tuple[type, ...]] = {
    ("id",): re.compile(r"[A-Za-z0-9_-]{22}"),
    ("host_token",): TOKEN, ("spectator_token",): TOKEN, ("token",): TOKEN,
    ("invitations", "*", "code"): CODE, ("code",): CODE,
    ("invitations", "*", "expires_at"): TIME, ("expires_at",): TIME,
    ("ticket",): TICKET,
    ("stream_url",): re.compile(r"/v1/sessions/[A-Za-z0-9_-]{22}/events/stream\?ticket="
                                r"stt_[A-Za-z0-9_-]{43}"),
    # a hint: the expert's timed search, with a seed drawn per request
    ("move",): (dict,), ("stats", "iterations"): (int,), ("stats", "worlds"): (int,),
    ("stats", "stopped_by"): (str,), ("stats", "elapsed_ms"): NUMBER,
    ("stats", "seed"): (int,), ("estimates", "*", "value"): NUMBER,
    ("estimates", "*", "rollouts"): (int,), ("estimates", "*", "win_probability"): NUMBER,
}


def assert_same_answer(shown: Any, live: Any, place: tuple[str, ...] = ()) -> None:
    """``shown`` (an example) is ``live`` (the real answer), field by field; a random
    part (`RANDOM`) only has the same format."""
    where = "/".join(place) or "the answer"
    rule = RANDOM.get(place)
    if isinstance(rule, re.Pattern):
        assert isinstance(shown, str) and rule.fullmatch(shown), (where, shown)
        assert isinstance(live, str) and rule.fullmatch(live), (where, live)
    elif rule is not None:
        assert isinstance(shown, rule) and isinstance(live, rule), (where, shown, live)
    elif isinstance(live, dict):
        assert isinstance(shown, dict) and list(shown) == list(live), (where, shown, live)
        for key in live:
            assert_same_answer(shown[key], live[key], (*place, key))
    elif isinstance(live, list):
        assert isinstance(shown, list) and len(shown) == len(live), (where, shown, live)
        for item_shown, item_live in zip(shown, live, strict=True):
            assert_same_answer(item_shown, item_live, (*place, "*"))
    else:
        assert type(shown) is type(live) and shown == live, (where, shown, live)


@pytest.fixture(scope="module")
def played(app: Flask) -> PlayedSession:
    """The examples' session played again through the app (the embedded store)."""
    return play(app.test_client())


def shown_example(spec: Json, name: str) -> Any:
    """The example ``name`` where `SHOWN_AT` says (resolved)."""
    method, path, status, media = SHOWN_AT[name]
    response = resolved(spec, spec["paths"][path][method]["responses"][status])
    refs = [example.get("$ref") for example in response["content"][media]["examples"].values()]
    assert f"#/components/examples/{name}" in refs, (name, refs)
    return spec["components"]["examples"][name]["value"]


def test_every_session_answer_is_shown_where_its_route_answers_it(spec):
    assert set(SHOWN_AT) == set(SESSION_ANSWERS)
    for name in SESSION_ANSWERS:
        shown_example(spec, name)


@pytest.mark.parametrize("name", list(SESSION_ANSWERS))
def test_each_session_example_is_the_real_answer(spec, played, name):
    live = played.answers[name]
    assert str(live.status) == SHOWN_AT[name][2]
    assert_same_answer(shown_example(spec, name), live.value)


def test_the_hint_example_chose_one_of_the_moves_it_estimates(spec):
    hint = shown_example(spec, "session-hint-answer")
    assert hint["move"] in [estimate["move"] for estimate in hint["estimates"]]


def test_the_event_stream_example_is_the_last_events_then_the_end(spec):
    """As the service writes it: the retry hint, then per event ``id:`` (its ``seq``)
    and ``data:`` (the event, one line), then ``event: end``; each record ends with a
    blank line."""
    stream = shown_example(spec, "session-event-stream-answer")
    records = stream.split("\n\n")
    assert records[0] == "retry: 3000" and records[-1] == ""
    events = [record.splitlines() for record in records[1:-2]]
    assert len(events) == EVENTS_SHOWN
    seqs = []
    for event_id, data in events:
        seqs.append(json.loads(data.removeprefix("data: "))["seq"])
        assert event_id == f"id: {seqs[-1]}"
    assert seqs == list(range(seqs[0], seqs[0] + EVENTS_SHOWN))
    end, end_data = records[-2].splitlines()
    assert end == "event: end"
    assert json.loads(end_data.removeprefix("data: ")) == {"reason": "finished",
                                                           "last_event": seqs[-1]}


@pytest.mark.parametrize("name", [name for name, place in SHOWN_AT.items()
                                  if place[3] == "application/json"])
def test_each_session_example_conforms_to_its_schema(spec, name):
    method, path, status, _media = SHOWN_AT[name]
    StrictSpec(spec).validator(path, method, status).validate(shown_example(spec, name))


def test_a_wrong_field_is_caught():
    with pytest.raises(AssertionError):
        assert_same_answer({"seat": 0, "token": "stw_" + "a" * 43},
                           {"seat": 1, "token": "stw_" + "b" * 43})
    with pytest.raises(AssertionError):  # a token stand-in of the wrong format
        assert_same_answer({"token": "stw_short"}, {"token": "stw_" + "b" * 43})


def test_the_recorded_examples_are_what_the_generator_writes_now(app, played):
    """`python -m service.sessionexamples --check`: the file is up to date."""
    recorded = recorded_examples()
    assert recorded is not None
    assert examples_text(examples(played, example_ttls(app), recorded)) == \
        examples_text(recorded)
