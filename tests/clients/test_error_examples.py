"""Every error example of the spec is a real answer: each documented status has its own
example, and sending the request behind it gets exactly that body."""

from __future__ import annotations

from typing import Any

import pytest

from service.resources._examples import BY_ROUTE, BY_ROUTE_422, BY_STATUS, SESSION_BY_STATUS

WATTEN_STATE = {"seed": 1, "dealer": 0}


def documented_examples(spec: dict[str, Any]) -> list[tuple[str, str, str, dict[str, Any]]]:
    out = []
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            for status, response in operation["responses"].items():
                examples = response.get("content", {}).get("application/json", {}).get(
                    "examples", {})
                out.extend((path, method, status, e["value"]) for e in examples.values()
                           if "value" in e and status != "default" and int(status) >= 400)
    return out


def test_every_documented_error_status_has_one_example_of_its_own_status(spec_schema):
    spec = spec_schema.spec
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            for status, response in operation["responses"].items():
                if status == "default" or int(status) < 400:
                    continue
                examples = response["content"]["application/json"]["examples"]
                assert len(examples) == 1, (path, method, status)
                (example,) = examples.values()
                assert example["value"]["status"] == int(status), (path, method, status)
    bodies = {e[3]["code"] for e in documented_examples(spec)}
    assert len(bodies) >= 10  # not the same body everywhere


def session_answers(client: Any) -> dict[str, Any]:
    """The session errors of the examples, provoked on a fresh Watten session."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3
    created = client.post("/v1/sessions", json={"game": "watten", "seats": seats}).get_json()
    sid, token = created["id"], created["seat_tokens"][0]["token"]
    seat = {"Authorization": f"Bearer {token}"}
    spectator = {"Authorization": f"Bearer {created['spectator_token']}"}
    version = client.get(f"/v1/sessions/{sid}", headers=seat).get_json()["version"]
    move = {"seat": 1, "type": "play", "card": "EA"}
    return {
        "missing_token": client.get(f"/v1/sessions/{sid}"),
        "wrong_seat": client.post(f"/v1/sessions/{sid}/moves", headers=seat,
                                  json={"move": move}),
        "stale_version": client.post(f"/v1/sessions/{sid}/moves", headers=seat, json={
            "move": {**move, "seat": 0}, "expected_version": 999}),
        "session_not_found": client.get("/v1/sessions/AAAAAAAAAAAAAAAAAAAAAA", headers=seat),
        "spectator_read_only": client.delete(f"/v1/sessions/{sid}", headers=spectator),
        "events_limit": client.get(f"/v1/sessions/{sid}/events?limit=0", headers=seat),
        "bot_without_level": client.post("/v1/sessions", json={
            "game": "watten", "seats": [{"kind": "human"}, {"kind": "bot"}]}),
        "_version": version,
    }


def stateless_answers(client: Any) -> dict[str, Any]:
    state = client.post("/v1/games/watten/states", json=WATTEN_STATE).get_json()["state"]
    return {
        "invalid_json": client.post("/v1/games/watten/states", data="{",
                                    content_type="application/json"),
        "unknown_game": client.post("/v1/games/nope/states", json={}),
        "unsupported_media_type": client.post("/v1/games/watten/states", data="x",
                                              content_type="text/plain"),
        "payload_too_large": client.post("/v1/games/watten/states",
                                         data="{" + " " * 300_000 + "}",
                                         content_type="application/json"),
        "unknown_preset": client.post("/v1/games/watten/states", json={"preset": "nope"}),
        "bad_card": client.post("/v1/games/watten/moves", json={
            "state": state, "move": {"seat": 1, "type": "play", "card": "XX"}}),
        "invalid_state": client.post("/v1/games/watten/legal-moves", json={
            "state": {**state, "version": -1}}),
        "missing_seat": client.post("/v1/games/watten/views", json={"state": state}),
        "unknown_level": client.post("/v1/games/watten/bot-moves", json={
            "state": state, "level": "wizard"}),
    }


@pytest.mark.parametrize("name", [
    "invalid_json", "unknown_game", "unsupported_media_type", "payload_too_large",
    "unknown_preset", "bad_card", "invalid_state", "missing_seat", "unknown_level",
    "missing_token", "wrong_seat", "stale_version", "session_not_found",
    "spectator_read_only", "events_limit", "bot_without_level"])
def test_the_error_example_is_the_real_answer(client, name):
    examples = {
        "invalid_json": BY_STATUS[400], "unknown_game": BY_STATUS[404],
        "unsupported_media_type": BY_STATUS[415], "payload_too_large": BY_STATUS[413],
        "unknown_preset": BY_ROUTE_422["postStates"], "bad_card": BY_ROUTE_422["postMoves"],
        "invalid_state": BY_ROUTE_422["postLegalMoves"], "missing_seat": BY_STATUS[422],
        "unknown_level": BY_ROUTE_422["postBotMoves"], "missing_token": BY_STATUS[401],
        "wrong_seat": BY_STATUS[403], "stale_version": BY_STATUS[409],
        "session_not_found": SESSION_BY_STATUS[404],
        "spectator_read_only": BY_ROUTE[("deleteSession", 403)],
        "events_limit": BY_ROUTE_422["getSessionEvents"],
        "bot_without_level": BY_ROUTE_422["postSessions"],
    }
    answers = {**stateless_answers(client), **session_answers(client)}
    expected = examples[name][1]
    if name == "stale_version":  # the version in the message is the session's
        version = answers["_version"]
        expected = {**expected, "message": expected["message"].replace(
            "version 0", f"version {version}"), "errors": {
            "expected_version": f"stale; the session is at version {version}"}}
    assert answers[name].get_json() == expected


def test_the_rate_limit_and_sealing_examples_are_real_answers():
    from service.app import create_app
    from service.resources._examples import GAMES_BY_STATUS

    app = create_app({"TESTING": True, "RATE_LIMIT_SESSIONS": "1/minute",
                      "RATE_LIMIT_BOT_MOVES": "1/minute", "STATE_TOKEN_KEYS": ()})
    client = app.test_client()
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3
    answers = [client.post("/v1/sessions", json={"game": "watten", "seats": seats})
               for _ in range(2)]
    assert answers[1].get_json() == BY_ROUTE[("postSessions", 429)][1]
    state = client.post("/v1/games/watten/states", json=WATTEN_STATE).get_json()["state"]
    answers = [client.post("/v1/games/watten/bot-moves", json={
        "state": state, "level": "random"}) for _ in range(2)]
    assert answers[1].get_json() == BY_ROUTE[("postBotMoves", 429)][1]
    sealed = client.post("/v1/games/watten/legal-moves", json={"state_token": "abc"})
    assert sealed.get_json() == GAMES_BY_STATUS[503][1]


def test_the_seat_rate_limit_examples_are_real_answers():
    """RATE_LIMIT_SEATS: the second claim and the second rotation within the minute."""
    from service.app import create_app

    client = create_app({"TESTING": True, "RATE_LIMIT_SEATS": "1/minute"}).test_client()
    created = client.post("/v1/sessions", json={
        "game": "watten", "seats": [{"kind": "human"}] * 4, "seating": "invite"}).get_json()
    sid, code = created["id"], {i["seat"]: i["code"] for i in created["invitations"]}
    token = client.post(f"/v1/sessions/{sid}/seats/0/claim",
                        json={"code": code[0]}).get_json()["token"]
    again = client.post(f"/v1/sessions/{sid}/seats/1/claim", json={"code": code[1]})
    assert again.get_json() == BY_ROUTE[("postSeatClaim", 429)][1]
    seat = {"Authorization": f"Bearer {token}"}
    token = client.post(f"/v1/sessions/{sid}/seats/0/token", headers=seat).get_json()["token"]
    rotated = client.post(f"/v1/sessions/{sid}/seats/0/token",
                          headers={"Authorization": f"Bearer {token}"})
    assert rotated.get_json() == BY_ROUTE[("postSeatToken", 429)][1]


def test_the_seating_examples_are_real_answers(client):
    """Each seating route's own 403 and 409 examples, provoked on an invited session."""
    seats = [{"kind": "human"}] * 4
    created = client.post("/v1/sessions", json={
        "game": "watten", "seats": seats, "seating": "invite"}).get_json()
    sid, host = created["id"], {"Authorization": f"Bearer {created['host_token']}"}
    code = {i["seat"]: i["code"] for i in created["invitations"]}
    wrong_code = client.post(f"/v1/sessions/{sid}/seats/1/claim", json={"code": code[2]})
    assert wrong_code.get_json() == BY_ROUTE[("postSeatClaim", 403)][1]
    token = client.post(f"/v1/sessions/{sid}/seats/1/claim",
                        json={"code": code[1]}).get_json()["token"]
    again = client.post(f"/v1/sessions/{sid}/seats/1/claim", json={"code": code[1]})
    assert again.get_json() == BY_ROUTE[("postSeatClaim", 409)][1]
    seat = {"Authorization": f"Bearer {token}"}
    not_host = client.post(f"/v1/sessions/{sid}/seats/2/invitation", headers=seat)
    assert not_host.get_json() == BY_ROUTE[("postSeatInvitation", 403)][1]
    claimed = client.post(f"/v1/sessions/{sid}/seats/1/invitation", headers=host)
    assert claimed.get_json() == BY_ROUTE[("postSeatInvitation", 409)][1]


def test_the_session_too_large_example_is_a_real_answer():
    """The bots' first moves already pass SESSION_MAX_EVENTS=3: the create is refused."""
    from service.app import create_app

    client = create_app({"TESTING": True, "SESSION_MAX_EVENTS": 3}).test_client()
    seats = [{"kind": "bot", "level": "random"}] * 3 + [{"kind": "human"}]
    # Dealer 0: seat 1, a bot, names the Schlag; seat 2 names the trump: 4 events.
    answer = client.post("/v1/sessions", json={"game": "watten", "seats": seats,
                                               "dealer": 0, "seed": 5})
    assert answer.get_json() == BY_ROUTE[("postSessions", 409)][1]


def test_every_error_example_is_one_of_the_codes_its_route_documents(spec_schema):
    """An example shows a code the route answers with: its status's description names it."""
    for path, method, status, value in documented_examples(spec_schema.spec):
        description = spec_schema.spec["paths"][path][method]["responses"][status][
            "description"]
        assert f"`{value['code']}`" in description, (method, path, status, value["code"])


def spec_example(spec: dict[str, Any], operation_id: str, status: int) -> Any:
    """The one example body the spec shows for ``status`` of the operation."""
    for operations in spec["paths"].values():
        for operation in operations.values():
            if isinstance(operation, dict) and operation.get("operationId") == operation_id:
                examples = operation["responses"][str(status)]["content"][
                    "application/json"]["examples"]
                (example,) = examples.values()
                return example["value"]
    raise KeyError(operation_id)


def test_the_session_routes_examples_are_their_own_real_answers(client, spec_schema):
    """The routes whose request cannot produce the shared example (a GET without a body,
    a body without `seat`, a path's `seat` rather than a move's) show their own answer.
    Until session 34 the stream's 422 showed a missing body field `seat`, and the seat
    routes' 403 a `move.seat`."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3
    created = client.post("/v1/sessions", json={"game": "watten", "seats": seats}).get_json()
    sid = created["id"]
    seat = {"Authorization": f"Bearer {created['seat_tokens'][0]['token']}"}
    answers = {
        ("postSeatLeave", 403): client.post(f"/v1/sessions/{sid}/seats/1/leave", headers=seat),
        ("postSeatToken", 403): client.post(f"/v1/sessions/{sid}/seats/1/token", headers=seat),
        ("postSessionMoves", 422): client.post(f"/v1/sessions/{sid}/moves", headers=seat,
                                               json={}),
        ("postSeatClaim", 422): client.post(f"/v1/sessions/{sid}/seats/1/claim", json={}),
        ("postSeatToken", 422): client.post(f"/v1/sessions/{sid}/seats/0/token",
                                            headers={**seat, "Idempotency-Key": "short"}),
        ("postSeatLeave", 422): client.post(f"/v1/sessions/{sid}/seats/0/leave",
                                            headers={**seat, "Idempotency-Key": "short"}),
        ("getEventStream", 422): client.get(f"/v1/sessions/{sid}/events/stream",
                                            headers={**seat, "Last-Event-ID": "x"}),
    }
    for (route, status), answer in answers.items():
        assert answer.status_code == status, (route, answer.get_json())
        assert answer.get_json() == spec_example(spec_schema.spec, route, status), route


def test_every_request_example_of_session_creation_creates_a_session(client, spec_schema):
    """The docs' "Try it out" sends an example as it is: each one creates its session.
    Until session 34 there was none, and the one the docs built from the schema (Hearts
    with the Watten preset `bavarian` and one seat) was answered 422."""
    examples = spec_schema.spec["paths"]["/v1/sessions"]["post"]["requestBody"]["content"][
        "application/json"]["examples"]
    assert {e["value"]["game"] for e in examples.values()} == {"hearts", "karnoeffel",
                                                                "watten"}
    for name, example in examples.items():
        answer = client.post("/v1/sessions", json=example["value"])
        assert answer.status_code == 201, (name, answer.get_json())
        assert answer.get_json()["game"] == example["value"]["game"], name


def test_the_leave_routes_409_example_is_the_real_answer_of_a_finished_match(client,
                                                                               spec_schema):
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3
    created = client.post("/v1/sessions", json={"game": "karnoeffel", "seats": seats,
                                                "options": {"target": 1}}).get_json()
    sid = created["id"]
    seat = {"Authorization": f"Bearer {created['seat_tokens'][0]['token']}"}
    for _ in range(400):
        session = client.get(f"/v1/sessions/{sid}", headers=seat).get_json()
        if session["status"] == "finished":
            break
        move = session["legal_moves"][0]
        if "choose_from" in move:
            move = {"seat": move["seat"], "type": move["type"],
                    "cards": move["choose_from"][:move["count"]]}
        assert client.post(f"/v1/sessions/{sid}/moves", headers=seat,
                           json={"move": move}).status_code == 200
    answer = client.post(f"/v1/sessions/{sid}/seats/0/leave", headers=seat)
    assert answer.status_code == 409
    assert answer.get_json() == spec_example(spec_schema.spec, "postSeatLeave", 409)
